import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../src/ui/pages.ts";
import { safeNextPath } from "../src/customers/account/users.schema.ts";
import { CustomerAuthPage, withNext } from "../src/ui/account/CustomerAuthPage.tsx";
import LoginForm from "../islands/LoginForm.tsx";

interface Data {
  next: string;
}

/** Customer login; someone already signed in has nothing to do here and goes to the account page. */
export function handler({ user, url }: PageContext): PageData<Data> | PageRedirect {
  if (user) return redirectTo("/account");
  return {
    data: { next: safeNextPath(url.searchParams.get("next")) },
    head: {
      title: "Log in",
      description: "Log in to SwiftCart to shop, track orders and manage your account.",
    },
  };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <CustomerAuthPage
      title="Log in"
      lead="Welcome back! Log in with the email you signed up with."
      footer={
        <>
          New to SwiftCart? <a href={withNext("/signup-customer", data.next)}>Create an account</a>
        </>
      }
    >
      <LoginForm next={data.next} />
    </CustomerAuthPage>
  );
}
