/** A store's own product as its owner sees it: the product JSON plus whether and why it is on sale. */
import { toRupees } from "../../core/money.ts";
import { mediaVariantUrl } from "../../uploads/media-urls.ts";
import { type EditableProduct, hasTaxDetails } from "./product-writes.rules.ts";
import { toProductJson } from "../products/products.json.ts";
import type { ManagedProduct } from "./store-products.queries.ts";

export const PRODUCT_STATUSES = [
  "Listed",
  "Waiting for approval",
  "Store switched off",
  "Out of stock",
] as const;
export type ProductStatus = typeof PRODUCT_STATUSES[number];

/** The store's state first (it hides every product), then the product's own stock. */
export function productStatus(
  p: Pick<ManagedProduct, "store_pending" | "store_active" | "stock">,
): ProductStatus {
  if (p.store_pending) return "Waiting for approval";
  if (!p.store_active) return "Store switched off";
  return p.stock === 0 ? "Out of stock" : "Listed";
}

export const toVendorProductJson = (p: ManagedProduct) => ({
  ...toProductJson(p),
  listed: p.listed,
  status: productStatus(p),
  invoiced: hasTaxDetails(p),
});

/** The edit form's starting values (islands/ProductForm.tsx). */
export const toEditableProduct = (p: ManagedProduct): EditableProduct => ({
  id: p.id,
  name: p.name,
  description: p.description,
  pin: p.pin,
  colour: p.colour,
  location: p.location,
  policy: p.policy,
  categoryId: p.category_id,
  subcategoryId: p.subcategory_id ?? "",
  unit: p.unit,
  price: String(toRupees(p.price_paise)),
  discount: String(p.discount_percent),
  stock: String(p.stock),
  maxPurchaseLimit: String(p.max_purchase_limit),
  attributes: p.attributes,
  tags: p.tags,
  hsnCode: p.hsn_code ?? "",
  gstRate: p.gst_rate === null ? "" : String(p.gst_rate),
  photos: p.photo_ids.map((mediaId) => ({ mediaId, url: mediaVariantUrl(mediaId, 320) })),
});
