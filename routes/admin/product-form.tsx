/**
 * /product/new: the product form shared with vendors (islands/ProductForm.tsx) plus a
 * store picker (the active stores; required), titled 'Add Product'. With `?id=` (an old link to edit
 * one product) it sends the admin to that product's edit page. Once added the admin
 * goes back to the product list, /panel/product (not /admin: the list is where the new product
 * shows, which is what an operator checks next).
 */
import type { PageContext, PageData, PageProps, PageRedirect } from "../../src/ui/pages.ts";
import { redirectTo } from "../../src/ui/pages.ts";
import { productFormChoices } from "../../src/catalogue/store-products/product-writes.service.ts";
import { PHOTO_PREVIEW_CSP, PRODUCT_ADDED } from "../../src/catalogue/store-products/product-writes.rules.ts";
import { activeStoreChoices } from "../../src/vendors/stores/stores.queries.ts";
import { PanelPage } from "../../src/ui/panel/mod.ts";
import ProductForm from "../../islands/ProductForm.tsx";

type Data = Awaited<ReturnType<typeof productFormChoices>> & {
  stores: { id: string; name: string }[];
  /** The store chosen beforehand (`?store=`, from a store's details page). */
  store: string;
};

export const ADMIN_PRODUCTS = "/panel/product";

export async function handler({ db, url }: PageContext): Promise<PageData<Data> | PageRedirect> {
  const id = url.searchParams.get("id")?.trim();
  if (id) return redirectTo(`/panel/product/edit/${encodeURIComponent(id)}`);
  const [choices, stores] = await Promise.all([productFormChoices(db), activeStoreChoices(db)]);
  const named = stores.map((s) => ({ id: s.id, name: s.pending ? `${s.name} (pending approval)` : s.name }));
  const wanted = url.searchParams.get("store") ?? "";
  return {
    data: { ...choices, stores: named, store: named.some((s) => s.id === wanted) ? wanted : "" },
    head: { title: "Add Product" },
    headers: { "content-security-policy": PHOTO_PREVIEW_CSP },
  };
}

export default function AdminAddProduct({ data }: PageProps<Data>) {
  const { store, ...props } = data;
  return (
    <PanelPage
      title="Add Product"
      description="Choose the store it is sold by. Every field is needed unless marked optional; the storefront shows the first photo."
      actions={<a className="btn" href={ADMIN_PRODUCTS}>Back to products</a>}
    >
      <ProductForm
        mode="add"
        {...props}
        store={store}
        doneHref={ADMIN_PRODUCTS}
        texts={{ added: PRODUCT_ADDED }}
      />
    </PanelPage>
  );
}
