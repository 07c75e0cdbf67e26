/**
 * A product as the API shows it: rupees, `_id`s, photo URLs. Every answer that carries a
 * product (lists, carts, wishlists, the vendor's writes) maps it here, so no module imports an API module.
 */
import type { z } from "@hono/zod-openapi";
import { discountedPaise, toRupees } from "../../core/money.ts";
import { mediaUrl } from "../../uploads/media-urls.ts";
import type { ProductSchema } from "./products.schema.ts";
import type { ProductView } from "./products.queries.ts";

export type ProductJson = z.infer<typeof ProductSchema>;

export function toProductJson(p: ProductView): ProductJson {
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    category: { _id: p.category_id, name: p.category_name },
    subcategory: p.subcategory_name,
    unit: p.unit,
    price: toRupees(p.price_paise),
    discountType: p.discount_percent,
    discount: p.discount_percent,
    priceAfterDiscount: toRupees(discountedPaise(p.price_paise, p.discount_percent)),
    stock: p.stock,
    maxPurchaseLimit: p.max_purchase_limit,
    attributes: p.attributes,
    tags: p.tags,
    location: p.location,
    policy: p.policy,
    pin: p.pin,
    colour: p.colour,
    hsnCode: p.hsn_code,
    gstRate: p.gst_rate as ProductJson["gstRate"],
    sellerType: "Vendor",
    seller: p.vendor_id,
    storeName: p.store_name,
    userEmail: p.vendor_email,
    photos: p.photo_ids.map(mediaUrl),
    rating: p.rating,
    reviews: p.reviews,
    createdAt: p.created_at.toISOString(),
  };
}
