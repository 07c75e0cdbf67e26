import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../src/ui/pages.ts";
import { safeNextPath } from "../src/customers/account/users.schema.ts";
import { CustomerAuthPage, withNext } from "../src/ui/account/CustomerAuthPage.tsx";
import SignupForm from "../islands/SignupForm.tsx";

interface Data {
  next: string;
}

/** Customer sign-up; someone already signed in goes to the account page instead. */
export function handler({ user, url }: PageContext): PageData<Data> | PageRedirect {
  if (user) return redirectTo("/account");
  return {
    data: { next: safeNextPath(url.searchParams.get("next")) },
    head: {
      title: "Create your account",
      description: "Sign up for SwiftCart: electronics and everyday essentials from stores near you.",
    },
  };
}

export default function Page({ data }: PageProps<Data>) {
  const loginHref = withNext("/login-customer", data.next);
  return (
    <CustomerAuthPage
      title="Create your account"
      lead="It takes a minute. You must be at least 18 to shop with us."
      footer={
        <>
          Already have an account? <a href={loginHref}>Log in</a>
        </>
      }
    >
      <SignupForm loginHref={loginHref} />
    </CustomerAuthPage>
  );
}
