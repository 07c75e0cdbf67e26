import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import AccountPanel from "../islands/AccountPanel.tsx";

interface Data {
  user: { id: string; name: string; email: string; mobile: string };
}

/** Where a store or the admin keeps its own details: this page's Edit and Delete are a customer's. */
export const PROFILE_OF = { vendor: "/vendor-profile", admin: "/panel/profile" } as const;

/**
 * The signed-in customer's account; a visitor is sent to log in and brought back here, a store or the admin
 * to its own profile.
 */
export function handler({ user }: PageContext): PageData<Data> | PageRedirect {
  if (!user) return redirectTo("/login-customer?next=/account");
  if (user.role !== "customer") return redirectTo(PROFILE_OF[user.role]);
  return {
    data: { user: { id: user.id, name: user.name, email: user.email, mobile: user.mobile } },
    head: { title: "Your account", robots: "noindex" },
  };
}

const menu = [
  { href: "/account", label: "Account" },
  { href: "/order-customer", label: "Orders" },
  { href: "/contactus", label: "Customer Support" },
  { href: "/manage-address", label: "Manage addresses" },
] as const;

/** The account area's side menu (spec 2.3); other account pages (e.g. /manage-address) can show it too. */
export function AccountMenu({ current }: { current: (typeof menu)[number]["href"] }) {
  return (
    <nav className="account-menu" aria-label="Your account">
      <ul>
        {menu.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.href === current ? "page" : undefined}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <Layout>
      <div className="account-layout">
        <AccountMenu current="/account" />
        <section className="account-main" aria-labelledby="account-title">
          <h1 id="account-title">Your account</h1>
          <p className="muted">Hello, {data.user.name}. Change your details one at a time.</p>
          <AccountPanel user={data.user} />
        </section>
      </div>
    </Layout>
  );
}
