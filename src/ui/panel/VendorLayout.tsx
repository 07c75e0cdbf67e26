/**
 * The vendor area's chrome (its sidebar: Dashboard, Orders, Returns, Products, Commission Management,
 * Profile), with the store's name, Sign Out, and what the store must know on every page: it awaits approval,
 * or it has been switched off.
 */
import type { ReactNode } from "react";
import type { SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { type NavGroup, PanelShell } from "./PanelShell.tsx";
import { flashMayWait } from "../../../islands/_flash.ts";
import { PanelNotice } from "./PanelPage.tsx";

export const VENDOR_NAV: NavGroup[] = [{
  items: [
    { href: "/vendor-dashboard", label: "Dashboard", icon: "dashboard" },
    { href: "/vendor-orders", label: "Orders", icon: "orders", also: ["/vendor-orders"] },
    { href: "/vendor-returns", label: "Returns", icon: "orders" },
    {
      href: "/product",
      label: "Products",
      icon: "products",
      also: ["/vendor-add-product", "/vendor-edit-product"],
    },
    { href: "/vendor-commission", label: "Commission Management", icon: "commission" },
    { href: "/vendor-payments", label: "Payments", icon: "commission", also: ["/vendor-payments"] },
    { href: "/vendor-tax-reports", label: "Tax reports", icon: "audit" },
    { href: "/vendor-profile", label: "Profile", icon: "profile" },
  ],
}];

export const STORE_PENDING_NOTICE =
  "Your store is waiting for approval. You can prepare your catalogue; your " +
  "products appear on SwiftCart once an admin approves the store.";
/** On every page of a switched-off store's session, which may read but not write. */
export const STORE_INACTIVE_NOTICE =
  "Your store is switched off: you can view your orders but not change anything. " +
  "Write to support@swiftcart.in.";

function StoreNotices({ user }: { user: SessionUser }) {
  return (
    <>
      {user.store_pending && (
        <PanelNotice tone="warning" title="Waiting for approval" testId="store-pending">
          {STORE_PENDING_NOTICE}
        </PanelNotice>
      )}
      {user.store_active === false && (
        <PanelNotice tone="danger" title="Store switched off" testId="store-inactive">
          {STORE_INACTIVE_NOTICE}
        </PanelNotice>
      )}
    </>
  );
}

export function VendorLayout({ user, url, children }: { user: SessionUser; url: URL; children?: ReactNode }) {
  return (
    <PanelShell
      area="Seller Hub"
      home="/vendor-dashboard"
      nav={VENDOR_NAV}
      url={url}
      account={{ caption: "Store", name: user.store_name ?? user.name }}
      signOut={{ path: "/api/vendor/logout", to: "/vendor-login" }}
      notices={<StoreNotices user={user} />}
      flash={flashMayWait(user.session_started)}
    >
      {children}
    </PanelShell>
  );
}
