/** The product as the API shows it (spec section 3): rupees as numbers, ids as opaque `_id` strings. */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../core/http.ts";

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.object({ _id: z.string(), name: z.string() }),
  subcategory: z.string().nullable().openapi({ description: "Subcategory name" }),
  unit: z.string(),
  price: z.number().openapi({ description: "MRP in rupees", example: 24999 }),
  discountType: z.number().openapi({ description: "Discount in percent", example: 12 }),
  discount: z.number().openapi({ description: "Same as discountType (both names appear in the spec)" }),
  priceAfterDiscount: z.number().openapi({ description: "price - price × discount / 100, in rupees, to the paisa" }),
  stock: z.number().int(),
  maxPurchaseLimit: z.number().int(),
  attributes: z.array(z.string()),
  tags: z.array(z.string()),
  location: z.string(),
  policy: z.string(),
  pin: z.string().openapi({ description: "Product identification number" }),
  colour: z.string(),
  sellerType: z.literal("Vendor"),
  seller: z.string().openapi({ description: "Vendor id" }),
  storeName: z.string(),
  userEmail: z.string().openapi({ description: "Owner vendor's email" }),
  photos: z.array(z.string()).openapi({ description: "Image URLs; the first is the main photo" }),
  rating: z.number(),
  reviews: z.number().int(),
  createdAt: z.string().openapi({ format: "date-time" }),
}).openapi("Product");

export const ProductPageSchema = z.object({
  products: z.array(ProductSchema),
  total: z.number().int().openapi({ description: "Products matching, across all pages" }),
  page: z.number().int(),
  limit: z.number().int(),
}).openapi("ProductPage");

export const ProductListQuery = PageQuery.extend({
  search: z.string().trim().max(100).optional().openapi({ description: "Case-insensitive part of the name" }),
  category: z.string().trim().max(100).optional().openapi({ description: "Category id or name" }),
  subcategory: z.string().trim().max(100).optional().openapi({ description: "Subcategory name" }),
  userEmail: z.string().trim().max(254).optional().openapi({ description: "Only this vendor's products" }),
});
export type ProductListFilter = z.infer<typeof ProductListQuery>;
