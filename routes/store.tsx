import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { ShieldIcon, StoreIcon, TruckIcon, WalletIcon } from "../src/ui/icons.tsx";
import StoreForm from "../islands/StoreForm.tsx";

interface Data {
  /** A signed-in store is offered its dashboard rather than a second application. */
  signedInStore: string | null;
}

/** The store application (/store): open to everyone, the 'Become a Seller' link of every page. */
export function handler({ user }: PageContext): PageData<Data> {
  return {
    data: { signedInStore: user?.role === "vendor" ? user.store_name : null },
    head: {
      title: "Become a seller",
      description:
        "Open your store on SwiftCart: sell electronics and everyday essentials to customers near " +
        "you, with weekly payouts.",
    },
  };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <Layout>
      <div className="store-page">
        <header className="store-intro">
          <h1>Become a seller</h1>
          <p className="muted">
            Apply in a few minutes. Keep your PAN, GST number and bank details at hand: we check them before
            your store opens.
          </p>
          <ul className="store-promises">
            <li>
              <StoreIcon /> Your own store page and catalogue
            </li>
            <li>
              <TruckIcon /> Orders from customers in your city
            </li>
            <li>
              <WalletIcon /> Weekly settlements to your bank
            </li>
            <li>
              <ShieldIcon /> Payment issues sorted within 7 days
            </li>
          </ul>
          <p className="store-signin">
            Already selling on SwiftCart? <a href="/vendor-login">Sign in to your store</a>
          </p>
        </header>
        <section className="store-card" aria-label="Store application">
          {data.signedInStore && (
            <p className="form-notice form-notice-info">
              You are signed in as {data.signedInStore}. <a href="/vendor-dashboard">Go to your dashboard</a>
            </p>
          )}
          <StoreForm />
        </section>
      </div>
    </Layout>
  );
}
