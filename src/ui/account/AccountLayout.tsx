/**
 * The customer's account pages' chrome: the storefront's header and footer, and the account's side menu
 * (Account, Orders, Customer Support, Manage addresses) beside the page.
 */
import type { ReactNode } from "react";
import type { SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { Layout } from "../Layout.tsx";

/** The side menu's entries; `wide`: the page's table needs the wider column (My Orders). */
const menu = [
  { href: "/account", label: "Account" },
  { href: "/order-customer", label: "Orders", wide: true },
  { href: "/contactus", label: "Customer Support" },
  { href: "/manage-address", label: "Manage addresses" },
] as const;

/** The menu entry a path belongs to: an order's page (/order-customer/{id}) is under Orders. */
const entryOf = (path: string) =>
  menu.find((item) => item.href === path) ?? menu.find((item) => path.startsWith(`${item.href}/`));

/** The account area's side menu, the page at `current` marked. */
export function AccountMenu({ current }: { current: string }) {
  const entry = entryOf(current);
  return (
    <nav className="account-menu" aria-label="Your account">
      <ul>
        {menu.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item === entry ? "page" : undefined}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AccountLayout({ url, children }: { user: SessionUser; url: URL; children?: ReactNode }) {
  const entry = entryOf(url.pathname);
  const wide = entry !== undefined && "wide" in entry;
  return (
    <Layout>
      <div className={wide ? "account-layout orders-layout" : "account-layout"}>
        <AccountMenu current={url.pathname} />
        {children}
      </div>
    </Layout>
  );
}
