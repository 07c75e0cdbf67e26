/**
 * /vendor-edit-product/{id}: the product form in edit mode, loaded on the server. Only the
 * store's own products: another store's (or a deleted one) is "not found", as the API answers.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { productFormChoices } from "../../src/catalogue/store-products/product-writes.service.ts";
import {
  type EditableProduct,
  PRODUCT_NOT_FOUND,
} from "../../src/catalogue/store-products/product-writes.rules.ts";
import { findManagedProduct } from "../../src/catalogue/store-products/store-products.queries.ts";
import { toEditableProduct } from "../../src/catalogue/store-products/store-products.json.ts";
import { PanelNotice, PanelPage, storeIdOf } from "../../src/ui/panel/mod.ts";
import ProductForm from "../../islands/ProductForm.tsx";

type Data =
  | ({ product: EditableProduct } & Awaited<ReturnType<typeof productFormChoices>>)
  | { product: null };

export async function handler({ db, user, params }: PageContext): Promise<PageData<Data>> {
  const storeId = storeIdOf(user!);
  const product = await findManagedProduct(db, params.id);
  if (!product || product.vendor_id !== storeId) {
    return { data: { product: null }, head: { title: "Product not found" }, status: 404 };
  }
  const choices = await productFormChoices(db);
  return {
    data: { product: toEditableProduct(product), ...choices },
    head: { title: `Edit ${product.name}` },
  };
}

const back = <a className="btn" href="/product">Back to products</a>;

export default function EditProduct({ data }: PageProps<Data>) {
  if (!data.product) {
    return (
      <PanelPage title="Edit Product" actions={back}>
        <PanelNotice tone="warning" title={PRODUCT_NOT_FOUND.replace(/\.$/, "")} testId="product-not-found">
          It may have been deleted, or it belongs to another store.
        </PanelNotice>
      </PanelPage>
    );
  }
  return (
    <PanelPage title="Edit Product" description={data.product.name} actions={back}>
      <ProductForm mode="edit" {...data} doneHref="/vendor-dashboard" />
    </PanelPage>
  );
}
