/**
 * /panel/product/edit/{id}: any store's product in the shared form, titled 'Edit Product';
 * the admin's texts 'Product updated successfully' and 'Error updating product'. The store is shown, not
 * changed: a product stays with the store that sells it. An unknown or deleted product is a 404.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { productFormChoices } from "../../src/catalogue/store-products/product-writes.service.ts";
import {
  type EditableProduct,
  PRODUCT_NOT_FOUND,
} from "../../src/catalogue/store-products/product-writes.rules.ts";
import { findManagedProduct } from "../../src/catalogue/store-products/store-products.queries.ts";
import { toEditableProduct } from "../../src/catalogue/store-products/store-products.json.ts";
import { PanelNotice, PanelPage } from "../../src/ui/panel/mod.ts";
import ProductForm from "../../islands/ProductForm.tsx";

export const ADMIN_UPDATED = "Product updated successfully";
export const ADMIN_UPDATE_FAILED = "Error updating product";

type Data =
  | (
    & { product: EditableProduct; store: { id: string; name: string } }
    & Awaited<
      ReturnType<typeof productFormChoices>
    >
  )
  | { product: null };

export async function handler({ db, params }: PageContext): Promise<PageData<Data>> {
  const product = await findManagedProduct(db, params.id);
  if (!product) return { data: { product: null }, head: { title: "Product not found" }, status: 404 };
  const choices = await productFormChoices(db);
  return {
    data: {
      product: toEditableProduct(product),
      store: { id: product.vendor_id, name: product.store_name },
      ...choices,
    },
    head: { title: `Edit ${product.name}` },
  };
}

const back = <a className="btn" href="/panel/product">Back to products</a>;

export default function AdminEditProduct({ data }: PageProps<Data>) {
  if (!data.product) {
    return (
      <PanelPage title="Edit Product" actions={back}>
        <PanelNotice tone="warning" title={PRODUCT_NOT_FOUND.replace(/\.$/, "")} testId="product-not-found">
          It may have been deleted. <a href="/panel/product">Back to the product list</a>.
        </PanelNotice>
      </PanelPage>
    );
  }
  const { store, ...props } = data;
  return (
    <PanelPage
      title="Edit Product"
      description={
        <>
          {data.product.name} · sold by <a href={`/vendordetails/${store.id}`}>{store.name}</a>
        </>
      }
      actions={back}
    >
      <ProductForm
        mode="edit"
        {...props}
        doneHref="/panel/product"
        texts={{ updated: ADMIN_UPDATED, updateFailed: ADMIN_UPDATE_FAILED }}
      />
    </PanelPage>
  );
}
