/** /vendor-add-product: the product form in add mode, for the signed-in vendor's own store. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { productFormChoices } from "../../src/catalogue/store-products/product-writes.service.ts";
import { PHOTO_PREVIEW_CSP } from "../../src/catalogue/store-products/product-writes.rules.ts";
import { PanelPage, storeIdOf } from "../../src/ui/panel/mod.ts";
import ProductForm from "../../islands/ProductForm.tsx";

type Data = Awaited<ReturnType<typeof productFormChoices>>;

export async function handler({ db, user }: PageContext): Promise<PageData<Data>> {
  storeIdOf(user!);
  return {
    data: await productFormChoices(db),
    head: { title: "Add product" },
    headers: { "content-security-policy": PHOTO_PREVIEW_CSP },
  };
}

export default function AddProduct({ data }: PageProps<Data>) {
  return (
    <PanelPage
      title="Add Product"
      description="Every field is needed unless marked optional; the storefront shows the first photo."
      actions={<a className="btn" href="/product">Back to products</a>}
    >
      <ProductForm mode="add" {...data} doneHref="/vendor-dashboard" />
    </PanelPage>
  );
}
