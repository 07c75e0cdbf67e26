/** /cart (spec 2.3): the signed-in customer's lines, quantities, coupon box and total; visitors are asked to log in. */
import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { cartJson } from "../src/customers/cart.api.ts";
import CartView from "../islands/CartView.tsx";
import { type CartData, loginHref, toCartData } from "../islands/_shop.ts";

type Data = { userId: string; cart: CartData } | { userId: null };

export async function handler({ db, user }: PageContext): Promise<PageData<Data>> {
  const head = { title: "Your cart", robots: "noindex" };
  if (!user) return { data: { userId: null }, head };
  return { data: { userId: user.id, cart: toCartData(await cartJson(db, user.id)) }, head };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <Layout>
      <div className="cart-page">
        <h1>Your cart</h1>
        {data.userId
          ? <CartView userId={data.userId} initial={data.cart} />
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
