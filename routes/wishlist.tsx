/**
 * /wishlist: the signed-in customer's wishlisted products, rendered on the server (no loading
 * flash); visitors see the empty state with the login prompt; a store or the admin is told to sign in as a
 * customer, with its panel.
 */
import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { toProductJson } from "../src/catalogue/products/products.json.ts";
import { wishlistProducts } from "../src/customers/wishlist/wishlist.queries.ts";
import WishlistView from "../islands/WishlistView.tsx";
import { loginHref, type ShelfItem, toShelfItem } from "../islands/_shop.ts";
import { isNotCustomer, NotCustomer } from "../src/ui/NotCustomer.tsx";

type Data = { userId: string; items: ShelfItem[] } | { userId: null; notCustomer?: true };

export async function handler({ db, user }: PageContext): Promise<PageData<Data>> {
  const head = { title: "Your wishlist", robots: "noindex" };
  if (!user) return { data: { userId: null }, head };
  if (isNotCustomer(user)) return { data: { userId: null, notCustomer: true }, head };
  const items = (await wishlistProducts(db, user.id)).map((p) => toShelfItem(toProductJson(p)));
  return { data: { userId: user.id, items }, head };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <Layout>
      <div className="wish-page">
        <h1>Your wishlist</h1>
        {data.userId
          ? <WishlistView userId={data.userId} initial={data.items} />
          : "notCustomer" in data
          ? <NotCustomer />
          : (
            <>
              <div className="empty-state">
                <p className="empty-title">Your wishlist is empty.</p>
              </div>
              <div className="login-prompt wish-login" role="note">
                <p>Please login to manage wishlist</p>
                <a className="btn btn-primary" href={loginHref("/wishlist")}>Login</a>
              </div>
            </>
          )}
        <p className="wish-back">
          <a className="btn btn-outline" href="/">Back to Shopping</a>
        </p>
      </div>
    </Layout>
  );
}
