/**
 * /account: the signed-in customer's details, changed one at a time; a store or the admin is sent to its own
 * profile. In the account group (src/ui/account/): its layout shows the account's menu beside the page.
 */
import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../../src/ui/pages.ts";
import AccountPanel from "../../islands/AccountPanel.tsx";

interface Data {
  user: { id: string; name: string; email: string; mobile: string };
}

/** Where a store or the admin keeps its own details: this page's Edit and Delete are a customer's. */
export const PROFILE_OF = { vendor: "/vendor-profile", admin: "/panel/profile" } as const;

/**
 * The signed-in customer's account (the group's guard sends a visitor to log in and back here); a store or
 * the admin goes to its own profile.
 */
export function handler({ user }: PageContext): PageData<Data> | PageRedirect {
  if (!user) return redirectTo("/login-customer?next=/account");
  if (user.role !== "customer") return redirectTo(PROFILE_OF[user.role]);
  return {
    data: { user: { id: user.id, name: user.name, email: user.email, mobile: user.mobile } },
    head: { title: "Your account", robots: "noindex" },
  };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <section className="account-main" aria-labelledby="account-title">
      <h1 id="account-title">Your account</h1>
      <p className="muted">Hello, {data.user.name}. Change your details one at a time.</p>
      <AccountPanel user={data.user} />
    </section>
  );
}
