import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { AuthAside } from "../src/ui/account/AuthAside.tsx";
import { safeNextPath } from "../src/customers/account/users.schema.ts";
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
  const loginHref = data.next === "/"
    ? "/login-customer"
    : `/login-customer?next=${encodeURIComponent(data.next)}`;
  return (
    <Layout>
      <div className="auth-page">
        <AuthAside />
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">Create your account</h1>
          <p className="muted">It takes a minute. You must be at least 18 to shop with us.</p>
          <SignupForm loginHref={loginHref} />
          <p className="auth-switch">
            Already have an account? <a href={loginHref}>Log in</a>
          </p>
        </section>
      </div>
    </Layout>
  );
}
