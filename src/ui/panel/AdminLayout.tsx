/**
 * The admin panel's chrome (its sidebar): Dashboard, Vendors, Customers, then the groups Orders
 * Management, Product Management and Promotional Management (headings, not links), the platform's lists,
 * Profile; the 'Admin' badge links to the dashboard. The sidebar's Career link is /panel/career, a route
 * that exists (the old misspelt /panel/carrer answers too); Audit Trail is ours.
 */
import type { ReactNode } from "react";
import type { SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { type NavGroup, PanelShell } from "./PanelShell.tsx";
import { flashMayWait } from "../../../islands/_flash.ts";

export const ADMIN_NAV: NavGroup[] = [
  {
    items: [
      { href: "/admin", label: "Dashboard", icon: "dashboard" },
      { href: "/panel/vendor", label: "Vendors", icon: "store", also: ["/vendordetails"] },
      { href: "/panel/customer", label: "Customers", icon: "customers", also: ["/panel/Customer"] },
    ],
  },
  {
    heading: "Orders Management",
    items: [
      { href: "/panel/order", label: "Orders", icon: "orders" },
      { href: "/panel/returns", label: "Returns", icon: "orders" },
      { href: "/panel/settlements", label: "Settlements", icon: "commission" },
    ],
  },
  {
    heading: "Product Management",
    items: [
      { href: "/panel/category", label: "Category", icon: "category", also: ["/panel/subcategory"] },
      { href: "/panel/attribute", label: "Attributes", icon: "attribute" },
      { href: "/panel/unit", label: "Units", icon: "unit" },
      { href: "/panel/product", label: "Products", icon: "products", also: ["/product/new"] },
    ],
  },
  {
    heading: "Promotional Management",
    items: [{ href: "/panel/banner", label: "Banners", icon: "banner" }],
  },
  {
    items: [
      { href: "/panel/commission", label: "Commission Management", icon: "commission" },
      { href: "/panel/cities", label: "Cities Management", icon: "cities" },
      { href: "/panel/career", label: "Career Management", icon: "career", also: ["/panel/carrer"] },
      { href: "/panel/audit", label: "Audit Trail", icon: "audit" },
      { href: "/panel/outbox", label: "Mail Outbox", icon: "mail" },
      { href: "/panel/payment-issues", label: "Payment issues", icon: "alert" },
      { href: "/panel/tcs", label: "TCS (GSTR-8)", icon: "commission" },
      { href: "/panel/reconciliation", label: "Reconciliation", icon: "commission" },
      { href: "/panel/profile", label: "Profile", icon: "profile" },
    ],
  },
];

export function AdminLayout({ user, url, children }: { user: SessionUser; url: URL; children?: ReactNode }) {
  return (
    <PanelShell
      area="Admin Panel"
      home="/admin"
      nav={ADMIN_NAV}
      url={url}
      account={{ caption: "Signed in as", name: user.name }}
      signOut={{ path: "/api/admin/logout", to: "/admin-login" }}
      badge={{ label: "Admin", href: "/admin" }}
      flash={flashMayWait(user.session_started)}
    >
      {children}
    </PanelShell>
  );
}
