/**
 * The ranked search's filters, sorts and facets (the products page and GET /api/products/search share
 * them). Amounts in the API are rupees; bands are named by their rupee bounds so URLs read plainly.
 */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../core/http.ts";
import { ProductSchema } from "../products/products.schema.ts";

/** Price bands on what the shopper pays (after discount), in rupees: [from, below). */
export const PRICE_BANDS = [
  { id: "under-500", label: "Under ₹500", from: 0, below: 500 },
  { id: "500-1000", label: "₹500 – ₹1,000", from: 500, below: 1_000 },
  { id: "1000-5000", label: "₹1,000 – ₹5,000", from: 1_000, below: 5_000 },
  { id: "5000-10000", label: "₹5,000 – ₹10,000", from: 5_000, below: 10_000 },
  { id: "10000-25000", label: "₹10,000 – ₹25,000", from: 10_000, below: 25_000 },
  { id: "25000-50000", label: "₹25,000 – ₹50,000", from: 25_000, below: 50_000 },
  { id: "50000-up", label: "₹50,000 and above", from: 50_000, below: null },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]["id"];

/** "This discount or more", in percent. */
export const DISCOUNT_STEPS = [10, 25, 50] as const;

export const SORTS = ["relevance", "price-asc", "price-desc", "newest"] as const;
export type SearchSort = (typeof SORTS)[number];

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

export const SearchQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional().openapi({
    description:
      "What the shopper typed. Ranked: names holding every word as a whole word first, then names " +
      "containing the text (any case), then names with a word close to it (typos: `samsng`, `iphon`). " +
      "Empty: every listed product (newest first unless sorted).",
    example: "redmi note 13",
  }),
  category: z.string().trim().max(64).optional().openapi({
    description: "Only this category (its id, as in the `categories` facet)",
    example: ID_EXAMPLE,
  }),
  store: z.string().trim().max(64).optional().openapi({
    description: "Only this store (the vendor id, as in the `stores` facet)",
    example: ID_EXAMPLE,
  }),
  price: z.enum(PRICE_BANDS.map((b) => b.id) as [PriceBandId, ...PriceBandId[]], {
    error: `must be one of ${PRICE_BANDS.map((b) => b.id).join(", ")}.`,
  }).optional().openapi({
    description: "Only this price band (on the price after discount, rupees)",
    example: "10000-25000",
  }),
  discount: z.enum(DISCOUNT_STEPS.map(String) as ["10", "25", "50"], {
    error: `must be one of ${DISCOUNT_STEPS.join(", ")}.`,
  }).transform(Number).optional().openapi({
    description: "Only products discounted by at least this many percent",
    example: "25",
  }),
  inStock: z.enum(["1", "true", "0", "false"], { error: "must be 1, true, 0 or false." })
    .transform((v) => v === "1" || v === "true").optional().openapi({
      description: "1 or true: only products in stock",
      example: "1",
    }),
  sort: z.enum(SORTS, { error: `must be one of ${SORTS.join(", ")}.` }).optional().openapi({
    description:
      "Order: `relevance` (the default with `q`), `price-asc`, `price-desc` (price after discount) " +
      "or `newest` (the default without `q`)",
    example: "relevance",
  }),
});
export type SearchParams = z.infer<typeof SearchQuery>;

const FacetValue = (name: string, description: string) =>
  z.object({
    id: z.string().openapi({ description: `${name} id, to pass back as the filter`, example: ID_EXAMPLE }),
    name: z.string().openapi({
      description,
      example: name === "Category" ? "Mobiles" : "Sharma Electronics",
    }),
    count: z.number().int().openapi({ description: "Matching products with this value", example: 12 }),
  });

export const SearchFacetsSchema = z.object({
  categories: z.array(
    FacetValue("Category", "Category name").openapi("SearchCategoryFacet", {
      description: "A category and its matches",
    }),
  ).openapi({
    description: "Categories of the matching products, most products first",
  }),
  stores: z.array(
    FacetValue("Store", "Store name").openapi("SearchStoreFacet", { description: "A store and its matches" }),
  ).openapi({
    description: "The stores with most matching products (at most 12, plus the chosen one)",
  }),
  prices: z.array(
    z.object({
      id: z.string().openapi({ description: "Band id, to pass back as `price`", example: "10000-25000" }),
      label: z.string().openapi({
        description: "The band as a shopper reads it",
        example: "₹10,000 – ₹25,000",
      }),
      from: z.number().openapi({ description: "Lowest price in the band, rupees", example: 10000 }),
      below: z.number().nullable().openapi({
        description: "Prices below this (null: no upper bound)",
        example: 25000,
      }),
      count: z.number().int().openapi({ description: "Matching products in the band", example: 7 }),
    }).openapi("SearchPriceFacet", { description: "A price band and its matches" }),
  ).openapi({ description: "Every price band, with its count (0 included)" }),
  discounts: z.array(
    z.object({
      min: z.number().int().openapi({ description: "Percent, to pass back as `discount`", example: 25 }),
      count: z.number().int().openapi({ description: "Products discounted by at least `min` percent" }),
    }).openapi("SearchDiscountFacet", { description: "A discount step and its matches" }),
  ).openapi({ description: "10, 25 and 50 percent or more" }),
  inStock: z.number().int().openapi({ description: "Matching products in stock", example: 40 }),
}).openapi("SearchFacets", {
  description: "Counts for the current query. Each facet counts with every other chosen filter applied but " +
    "not its own, so a shopper sees what choosing another value of it would give.",
});

export const SearchPageSchema = z.object({
  products: z.array(ProductSchema).openapi({ description: "This page's products, in the chosen order" }),
  total: z.number().int().openapi({ description: "Products matching the query and filters", example: 42 }),
  page: z.number().int().openapi({ description: "This page's number (from 1)", example: 1 }),
  limit: z.number().int().openapi({ description: "Page size used", example: 24 }),
  sort: z.enum(SORTS).openapi({ description: "The order used" }),
  facets: SearchFacetsSchema,
  suggestion: z.string().nullable().openapi({
    description:
      "A corrected query (`Did you mean …`) when a word of `q` is in no product name and a close " +
      "one is; otherwise null",
    example: "samsung",
  }),
}).openapi("SearchPage", { description: "One page of ranked search results with facet counts." });
