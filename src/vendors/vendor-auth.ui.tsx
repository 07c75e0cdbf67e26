/** The storefront frame of the vendor's sign-in and password reset pages: the form in a card, why sell beside it. */
import type { ReactNode } from "react";
import { Layout } from "../ui/Layout.tsx";
import { ShieldIcon, StoreIcon, TruckIcon, WalletIcon } from "../ui/icons.tsx";

function SellerAside() {
  return (
    <aside className="auth-aside" aria-label="Selling on SwiftCart">
      <h2>Your store, in front of shoppers near you</h2>
      <ul>
        <li>
          <StoreIcon /> List products in minutes
        </li>
        <li>
          <TruckIcon /> Orders delivered in 12–24 hours
        </li>
        <li>
          <WalletIcon /> Weekly settlements
        </li>
        <li>
          <ShieldIcon /> Payments handled for you
        </li>
      </ul>
    </aside>
  );
}

export function VendorAuthPage(
  { title, lead, children, footer }: { title: string; lead: string; children: ReactNode; footer?: ReactNode },
) {
  return (
    <Layout>
      <div className="auth-page">
        <SellerAside />
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
