import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { safeNextPath } from "../src/customers/account/users.schema.ts";
import { AuthAside } from "../src/ui/account/AuthAside.tsx";
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
  const signupHref = data.next === "/"
    ? "/signup-customer"
    : `/signup-customer?next=${encodeURIComponent(data.next)}`;
  return (
    <Layout>
      <div className="auth-page">
        <AuthAside />
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">Log in</h1>
          <p className="muted">Welcome back! Log in with the email you signed up with.</p>
          <LoginForm next={data.next} />
          <p className="auth-switch">
            New to SwiftCart? <a href={signupHref}>Create an account</a>
          </p>
        </section>
      </div>
    </Layout>
  );
}
