/** The product as the API shows it: rupees as numbers, ids as opaque `_id` strings. */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../core/http.ts";
import { GST_RATE_INVALID, GST_RATES, type GstRate } from "../store-products/product-writes.rules.ts";

/** One of the GST slabs as a JSON number, or null (none set). */
export const GstRateSchema = z.number({ error: GST_RATE_INVALID }).refine(
  (rate) => (GST_RATES as readonly number[]).includes(rate),
  { error: GST_RATE_INVALID },
).nullable().openapi({ enum: [...GST_RATES, null] }) as unknown as z.ZodType<GstRate | null>;

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

export const ProductCategorySchema = z.object({
  _id: z.string().openapi({ description: "Category id", example: ID_EXAMPLE }),
  name: z.string().openapi({ description: "Category name", example: "Mobiles" }),
}).openapi("ProductCategory", { description: "The category a product belongs to." });

export const ProductSchema = z.object({
  _id: z.string().openapi({ description: "Product id (opaque)", example: ID_EXAMPLE }),
  name: z.string().openapi({ description: "Product name", example: "Redmi Note 13 5G (8 GB, 256 GB)" }),
  description: z.string().openapi({
    description: "Full description, plain text",
    example: "6.67-inch AMOLED display…",
  }),
  category: ProductCategorySchema,
  subcategory: z.string().nullable().openapi({
    description: "Subcategory name, or null when the product has none",
    example: "Android phones",
  }),
  unit: z.string().openapi({ description: "Unit of sale", example: "piece" }),
  price: z.number().openapi({ description: "MRP in rupees (INR), to the paisa", example: 24999 }),
  discountType: z.number().openapi({ description: "Discount in percent (0 to 100)", example: 12 }),
  discount: z.number().openapi({
    description: "Same as `discountType` (clients use both names)",
    example: 12,
  }),
  priceAfterDiscount: z.number().openapi({
    description: "What the customer pays, in rupees: price − price × discount / 100, rounded to the paisa",
    example: 21999.12,
  }),
  stock: z.number().int().openapi({ description: "Units in stock; 0 means out of stock", example: 42 }),
  maxPurchaseLimit: z.number().int().openapi({ description: "Most units one order may hold", example: 3 }),
  attributes: z.array(z.string()).openapi({ description: "Attribute names", example: ["5G", "Dual SIM"] }),
  tags: z.array(z.string()).openapi({ description: "Search tags", example: ["smartphone", "redmi"] }),
  location: z.string().openapi({ description: "Where the product ships from", example: "Bengaluru" }),
  policy: z.string().openapi({ description: "Return and warranty policy text shown with the product" }),
  pin: z.string().openapi({ description: "Product identification number", example: "RDM-N13-8256" }),
  colour: z.string().openapi({ description: "Colour, as the vendor names it", example: "Arctic White" }),
  hsnCode: z.string().nullable().openapi({
    description: "HSN code (goods) or SAC (services, e.g. 9987 for repairs), 4, 6 or 8 digits; null until " +
      "its store sets it. With `gstRate`, what its tax invoice states.",
    example: "8517",
  }),
  gstRate: GstRateSchema.openapi({
    description: "GST rate in per cent (the slabs 0, 5, 18 and 40); null until its store sets it. Prices " +
      "include it. A product lacking this or `hsnCode` is sold, but its orders are not invoiced.",
    example: 18,
  }),
  sellerType: z.literal("Vendor").openapi({ description: "Always Vendor: every product is sold by a store" }),
  seller: z.string().openapi({ description: "Vendor id", example: ID_EXAMPLE }),
  storeName: z.string().openapi({ description: "The vendor's store name", example: "Sharma Electronics" }),
  userEmail: z.string().openapi({
    description: "Owner vendor's email",
    example: "store@sharmaelectronics.in",
  }),
  photos: z.array(z.string()).openapi({
    description: "Image URLs (same origin, immutable); the first is the main photo. May be empty.",
    example: ["/media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"],
  }),
  rating: z.number().openapi({ description: "Average rating, 0 to 5 (0: not rated yet)", example: 4.3 }),
  reviews: z.number().int().openapi({ description: "Number of reviews", example: 128 }),
  createdAt: z.string().openapi({ format: "date-time", description: "When the product was listed" }),
}).openapi("Product", { description: "A product offered by one vendor. Amounts are rupees." });

export const ProductPageSchema = z.object({
  products: z.array(ProductSchema).openapi({ description: "This page's products, newest first" }),
  total: z.number().int().openapi({
    description: "Products matching the filters, across all pages",
    example: 1234,
  }),
  page: z.number().int().openapi({ description: "This page's number (from 1)", example: 1 }),
  limit: z.number().int().openapi({ description: "Page size used", example: 100 }),
}).openapi("ProductPage", { description: "One page of a product list." });

export const ProductListQuery = PageQuery.extend({
  search: z.string().trim().max(100).optional().openapi({
    description: "Only products whose name contains this text, ignoring case (`%` and `_` match themselves)",
    example: "redmi",
  }),
  category: z.string().trim().max(100).optional().openapi({
    description: "Only this category: its id or its name (any case). Unknown: an empty list.",
    example: "Mobiles",
  }),
  subcategory: z.string().trim().max(100).optional().openapi({
    description: "Only this subcategory, by name (any case)",
    example: "Android phones",
  }),
  userEmail: z.string().trim().max(254).optional().openapi({
    description: "Only the products of the vendor with this email (any case)",
    example: "store@sharmaelectronics.in",
  }),
});
export type ProductListFilter = z.infer<typeof ProductListQuery>;

/** Any string is accepted: an id that cannot exist is simply not found (404), never a 400 or 500. */
export const ProductIdParam = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "Product id",
    example: ID_EXAMPLE,
  }),
});
