/**
 * /cart: the signed-in customer's lines, quantities, coupon box, total and the checkout modal;
 * visitors are asked to log in; a store or the admin is told to sign in as a customer, with its panel.
 */
import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { cartJson } from "../src/customers/cart/cart.service.ts";
import { listAddresses } from "../src/customers/addresses/addresses.queries.ts";
import CartView from "../islands/CartView.tsx";
import type { SavedAddress } from "../islands/AddressBook.tsx";
import type { GatewayKind, Payer } from "../islands/_checkout.ts";
import { type CartData, loginHref, toCartData } from "../islands/_shop.ts";
import { RAZORPAY_CSP } from "../src/payments/razorpay-page.ts";
import { isNotCustomer, NotCustomer } from "../src/ui/NotCustomer.tsx";

type Data =
  | { userId: string; cart: CartData; addresses: SavedAddress[]; gateway: GatewayKind; payer: Payer }
  | { userId: null; notCustomer?: true };

export async function handler({ db, user, config, cache }: PageContext): Promise<PageData<Data>> {
  const head = { title: "Your cart", robots: "noindex" };
  if (!user) return { data: { userId: null }, head };
  if (isNotCustomer(user)) return { data: { userId: null, notCustomer: true }, head };
  const [cart, addresses] = await Promise.all([cartJson(db, user.id, cache), listAddresses(db, user.id)]);
  const gateway = config.payments.gateway;
  return {
    data: {
      userId: user.id,
      cart: toCartData(cart),
      addresses: addresses.map(({ id, userId: _owner, ...fields }) => ({ _id: id, ...fields })),
      gateway,
      payer: { name: user.name, email: user.email, mobile: user.mobile },
    },
    head,
    headers: gateway === "razorpay" ? { "content-security-policy": RAZORPAY_CSP } : undefined,
  };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <Layout>
      <div className="cart-page">
        <h1>Your cart</h1>
        {data.userId
          ? (
            <CartView
              userId={data.userId}
              initial={data.cart}
              addresses={data.addresses}
              gateway={data.gateway}
              payer={data.payer}
            />
          )
          : "notCustomer" in data
          ? <NotCustomer />
          : (
            <div className="empty-state cart-login">
              <p className="empty-title">Please login to add items to cart</p>
              <p>Sign in to see your cart and pick up where you left off.</p>
              <a className="btn btn-primary" href={loginHref("/cart")}>Please Login</a>
            </div>
          )}
      </div>
    </Layout>
  );
}
