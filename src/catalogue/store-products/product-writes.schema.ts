/**
 * The contract of a store's catalogue writes: the multipart product form, the JSON
 * update, the photo calls and the store's own list. The rules themselves are product-writes.rules.ts (shared
 * with the form island); these schemas state them for clients and check the shape of what arrives.
 */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../core/http.ts";
import { GstRateSchema, ProductSchema } from "../products/products.schema.ts";
import {
  DISCOUNT_PATTERN,
  GST_RATE_OR_BLANK,
  HSN_OR_BLANK,
  MAX_DISCOUNT,
  MAX_ENTRIES,
  MAX_LENGTH,
  MAX_PHOTOS,
  MAX_PRICE_PAISE,
  MAX_STOCK,
  NOT_INVOICED,
  PRICE_PATTERN,
  PRODUCT_ADDED,
  WHOLE_PATTERN,
} from "./product-writes.rules.ts";
import { TAX_FILTERS, VENDOR_PRODUCT_FIELDS } from "./store-products.queries.ts";
import { PRODUCT_STATUSES } from "./store-products.json.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";
const MEDIA_EXAMPLE = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

/** A repeated multipart field arrives as one value when sent once: always a list here. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => value === undefined ? value : [value].flat(), z.array(item));

const text = (field: keyof typeof MAX_LENGTH, description: string, example: string) =>
  z.string().max(MAX_LENGTH[field]).openapi({ description, example });

const descriptions = {
  name: "Product name",
  description: "Full description, plain text (line breaks kept)",
  category: "The category: its `_id` or its name, as GET /category lists them",
  subcategory:
    "A subcategory of that category (`_id` or name). Required when the category has subcategories.",
  unit: "The unit of sale: its `_id` or its name, as GET /units lists them",
  price: "MRP in rupees, more than 0, at most 2 decimals, written as a plain decimal (`1299.50`: no " +
    "grouping commas, signs or exponents)",
  discountType: `Discount in percent: a whole number from 0 to ${MAX_DISCOUNT}. The price after discount ` +
    "(price minus price times discount / 100, rounded to the paisa) must be at least ₹1 " +
    "('discountType: the price after discount must be at least ₹1.')",
  discount: "Same as `discountType` (clients use both names): send either, or equal values",
  stock: `Units in stock: a whole number from 0 to ${MAX_STOCK}`,
  maxPurchaseLimit: "Most units one order may hold: at least 1 and not more than the stock " +
    "('Maximum purchase limit cannot exceed total stock.'); a stock of 0 (sold out) is exempt",
  attributes: `At least one, at most ${MAX_ENTRIES.attributes}: 'Name: value' (e.g. \`RAM: 8 GB\`) or a ` +
    "plain feature (`Fast charging`)",
  tags: `Search tags, at most ${MAX_ENTRIES.tags}; optional. A comma-separated value counts as several tags`,
  location: "Where the product ships from; optional",
  policy: "Return and warranty text; optional. Left blank when adding, the text for the price is used " +
    "(up to ₹1,000: 7-day return and exchange; above: 10-day service-centre repair)",
  pin: "Product identification number",
  colour: "Colour, as the vendor names it",
  hsnCode: "The product's HSN code (goods) or SAC (services, e.g. `9987` for repairs): 4, 6 or 8 digits, " +
    "printed on its tax invoice. Optional: a product without both its HSN code and its GST rate is sold, " +
    "but its orders get no tax invoice until the store sets them ('hsnCode: must be an HSN code … of 4, 6 " +
    "or 8 digits …')",
  gstRate: "The GST rate in per cent, one of the slabs 0, 5, 18 or 40 (in force since 22 September 2025). " +
    "Prices include it: the invoice splits it out of the price. Optional, as `hsnCode` " +
    "('gstRate: must be a GST rate of 0, 5, 18 or 40 (per cent).')",
};

const examples = {
  name: "Redmi Note 13 5G (8 GB, 256 GB)",
  description: "6.67-inch AMOLED display, 108 MP camera, 5000 mAh battery.",
  category: "Mobiles",
  subcategory: "Android phones",
  unit: "piece",
  price: "24999",
  discountType: "12",
  stock: "40",
  maxPurchaseLimit: "3",
  location: "Bengaluru",
  policy: "10-day service-centre repair: …",
  pin: "RDM-N13-8256",
  colour: "Arctic White",
  hsnCode: "8517",
  gstRate: "18",
};

/** What a form sends, for the contract's example of the multipart body (photos are files: their bytes). */
export const PRODUCT_FORM_EXAMPLE = {
  ...examples,
  attributes: ["RAM: 8 GB", "Storage: 256 GB"],
  tags: ["smartphone", "5g"],
  photos: ["(binary: front.jpg)", "(binary: back.jpg)"],
};

const PhotoFile = z.custom<File>((value) => value instanceof File, { error: "must be a file." })
  .openapi({ type: "string", format: "binary", description: "A JPEG, PNG or WebP image of at most 10 MB" });

export const ProductForm = z.object({
  name: text("name", descriptions.name, examples.name),
  description: text("description", descriptions.description, examples.description),
  category: text("category", descriptions.category, examples.category),
  subcategory: text("subcategory", descriptions.subcategory, examples.subcategory).optional(),
  unit: text("unit", descriptions.unit, examples.unit),
  price: z.string().regex(PRICE_PATTERN).openapi({
    description: descriptions.price,
    example: examples.price,
  }),
  discountType: z.string().regex(DISCOUNT_PATTERN).optional().openapi({
    description: `${descriptions.discountType}. Required, as \`discountType\` or \`discount\``,
    example: examples.discountType,
  }),
  discount: z.string().regex(DISCOUNT_PATTERN).optional().openapi({
    description: descriptions.discount,
    example: "12",
  }),
  stock: z.string().regex(WHOLE_PATTERN).openapi({
    description: descriptions.stock,
    example: examples.stock,
  }),
  maxPurchaseLimit: z.string().regex(WHOLE_PATTERN).openapi({
    description: descriptions.maxPurchaseLimit,
    example: examples.maxPurchaseLimit,
  }),
  attributes: repeated(z.string().max(MAX_LENGTH.attributes)).openapi({
    description: `${descriptions.attributes}. Repeat the field once per attribute.`,
    example: ["RAM: 8 GB", "Storage: 256 GB"],
  }),
  tags: repeated(z.string()).optional().openapi({
    description: `${descriptions.tags}. Repeat the field once per tag.`,
    example: ["smartphone", "5g"],
  }),
  location: text("location", descriptions.location, examples.location).optional(),
  policy: text("policy", descriptions.policy, examples.policy).optional(),
  pin: text("pin", descriptions.pin, examples.pin),
  colour: text("colour", descriptions.colour, examples.colour),
  hsnCode: z.string().regex(HSN_OR_BLANK).optional().openapi({
    description: `${descriptions.hsnCode}. Blank or left out: none.`,
    example: examples.hsnCode,
  }),
  gstRate: z.string().regex(GST_RATE_OR_BLANK).optional().openapi({
    description: `${descriptions.gstRate}. Sent as text (\`18\`); blank or left out: none.`,
    example: examples.gstRate,
  }),
  vendorId: z.string().max(64).optional().openapi({
    description: "The store to add to (any store, active or not: the product is listed when the store is " +
      "active and approved). Required from an admin, as `vendorId` or `seller`; ignored from a vendor, " +
      "who always adds to its own store.",
    example: ID_EXAMPLE,
  }),
  seller: z.string().max(64).optional().openapi({
    description: "Same as `vendorId` (the older name for the product's store): send either, or equal values",
    example: ID_EXAMPLE,
  }),
  photos: repeated(PhotoFile).openapi({
    description:
      `The product's photos, 1 to ${MAX_PHOTOS}, in display order (the first is the main photo). ` +
      "Repeat the field once per file. Judged by their bytes, stored as WebP.",
  }),
}).strict().openapi("ProductForm", {
  description: "A new product: the product form's fields as multipart/form-data. Numbers are sent as text.",
});

const ProductUpdateShape = {
  name: text("name", descriptions.name, examples.name),
  description: text("description", descriptions.description, examples.description),
  category: text("category", descriptions.category, examples.category),
  subcategory: text("subcategory", descriptions.subcategory, examples.subcategory),
  unit: text("unit", descriptions.unit, examples.unit),
  price: z.number().min(0.01).max(MAX_PRICE_PAISE / 100).multipleOf(0.01).openapi({
    description: "MRP in rupees, more than 0, at most 2 decimals; with the stored discount (or the one " +
      "sent) the price after discount must be at least ₹1",
    example: 24999,
  }),
  discountType: z.number().int().min(0).max(MAX_DISCOUNT).openapi({
    description: descriptions.discountType,
    example: 12,
  }),
  discount: z.number().int().min(0).max(MAX_DISCOUNT).openapi({
    description: descriptions.discount,
    example: 12,
  }),
  stock: z.number().int().min(0).max(MAX_STOCK).openapi({ description: descriptions.stock, example: 40 }),
  maxPurchaseLimit: z.number().int().min(1).max(MAX_STOCK).openapi({
    description: descriptions.maxPurchaseLimit,
    example: 3,
  }),
  attributes: z.array(z.string().max(MAX_LENGTH.attributes)).max(MAX_ENTRIES.attributes).openapi({
    description: descriptions.attributes,
    example: ["RAM: 8 GB", "Storage: 256 GB"],
  }),
  tags: z.array(z.string().max(MAX_LENGTH.tags)).max(MAX_ENTRIES.tags).openapi({
    description: descriptions.tags,
    example: ["smartphone", "5g"],
  }),
  location: text("location", descriptions.location, examples.location),
  policy: z.string().max(MAX_LENGTH.policy).openapi({
    description: "Return and warranty text (blank: none)",
    example: examples.policy,
  }),
  pin: text("pin", descriptions.pin, examples.pin),
  colour: text("colour", descriptions.colour, examples.colour),
  hsnCode: z.string().regex(HSN_OR_BLANK).nullable().openapi({
    description: `${descriptions.hsnCode}. Sent as text (\`"0902"\` keeps its zero); null or "" clears it.`,
    example: "8517",
  }),
  gstRate: GstRateSchema.openapi({
    description: `${descriptions.gstRate}. null clears it.`,
    example: 18,
  }),
};

export const ProductUpdate = z.object(
  Object.fromEntries(Object.entries(ProductUpdateShape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof ProductUpdateShape]: z.ZodOptional<(typeof ProductUpdateShape)[K]>;
  },
).strict().openapi("ProductUpdate", {
  description: "The fields to change, with the product form's rules; fields not sent keep their value. " +
    "Photos change through their own calls.",
});

export const PhotoOrder = z.object({
  photos: z.array(z.string().max(64)).max(MAX_PHOTOS * 2).openapi({
    description: "Every photo of the product, by media id, in the new order (the first is the main photo)",
    example: [MEDIA_EXAMPLE],
  }),
}).strict().openapi("PhotoOrder", { description: "A new order for a product's photos." });

export const PhotoUpload = z.object({
  photos: repeated(PhotoFile).openapi({
    description: `Photos to add after the existing ones; the product keeps at most ${MAX_PHOTOS}. ` +
      "Repeat the field once per file.",
  }),
}).strict().openapi("PhotoUpload", {
  description: "Photos for an existing product, as multipart/form-data.",
});

export const ProductAnswer = z.object({
  message: z.string().openapi({ description: "What to tell the user", example: PRODUCT_ADDED }),
  product: ProductSchema,
}).openapi("ProductAnswer", { description: "The product as it now stands." });

export const MessageAnswer = z.object({
  message: z.string().openapi({
    description: "What to tell the user",
    example: "Product Deleted Successfully",
  }),
}).openapi("MessageAnswer", { description: "A confirmation." });

export const ProductParam = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "Product id",
    example: ID_EXAMPLE,
  }),
});

export const PhotoParam = ProductParam.extend({
  mediaId: z.string().openapi({
    param: { name: "mediaId", in: "path" },
    description: "The photo's media id: the hash in its `/media/{hash}` URL",
    example: MEDIA_EXAMPLE,
  }),
});

export const VendorProductSchema = ProductSchema.extend({
  listed: z.boolean().openapi({ description: "Whether the storefront shows it now", example: true }),
  status: z.enum(PRODUCT_STATUSES).openapi({
    description: "Why it is or is not on sale: the store's approval and status first, then its stock",
    example: "Listed",
  }),
  invoiced: z.boolean().openapi({
    description: "Whether its orders get a tax invoice: true once it has both `hsnCode` and `gstRate`; " +
      `false: the lists say \`${NOT_INVOICED}\``,
    example: true,
  }),
}).openapi("VendorProduct", { description: "One of the store's own products, as its owner sees it." });

export const VendorProductQuery = PageQuery.extend({
  field: z.enum(VENDOR_PRODUCT_FIELDS).default("title").openapi({
    description:
      "What `search` looks in: the id (from its start), the title, the category name or the price " +
      "in rupees (contains)",
    example: "title",
  }),
  search: z.string().trim().max(100).optional().openapi({
    description: "Text to look for, ignoring case; blank: every product",
    example: "redmi",
  }),
  tax: z.enum(TAX_FILTERS).optional().openapi({
    description: "`missing`: only the products lacking their HSN code or GST rate (not invoiced)",
    example: "missing",
  }),
});

export const VendorProductPage = z.object({
  products: z.array(VendorProductSchema).openapi({ description: "This page's products, newest first" }),
  total: z.number().int().openapi({ description: "Products matching, across all pages", example: 12 }),
  page: z.number().int().openapi({ description: "This page's number (from 1)", example: 1 }),
  limit: z.number().int().openapi({ description: "Page size used", example: 100 }),
}).openapi("VendorProductPage", { description: "One page of the store's own products." });
