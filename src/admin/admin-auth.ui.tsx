/** The frame of the admin's sign-in and password reset pages: the form in a card, the panel's scope beside it. */
import type { ReactNode } from "react";
import { Layout } from "../ui/Layout.tsx";
import { ShieldIcon, StoreIcon, TruckIcon, WalletIcon } from "../ui/icons.tsx";

function AdminAside() {
  return (
    <aside className="auth-aside" aria-label="The SwiftCart admin panel">
      <h2>Run the SwiftCart marketplace</h2>
      <ul>
        <li>
          <StoreIcon /> Approve and manage stores
        </li>
        <li>
          <TruckIcon /> Follow orders and refunds
        </li>
        <li>
          <WalletIcon /> Set commissions per category
        </li>
        <li>
          <ShieldIcon /> Every change kept in the audit trail
        </li>
      </ul>
    </aside>
  );
}

export function AdminAuthPage(
  { title, lead, children, footer }: { title: string; lead: string; children: ReactNode; footer?: ReactNode },
) {
  return (
    <Layout>
      <div className="auth-page">
        <AdminAside />
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          <p className="muted">{lead}</p>
          {children}
          {footer && <p className="auth-switch">{footer}</p>}
        </section>
      </div>
    </Layout>
  );
}
