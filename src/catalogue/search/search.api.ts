/** GET /api/products/search: the ranked search with facets, as the products page shows it. */
import { createRoute } from "@hono/zod-openapi";
import { createApi, errorResponses } from "../../core/http.ts";
import { toProductJson } from "../products/products.json.ts";
import { DISCOUNT_STEPS, PRICE_BANDS, SearchPageSchema, SearchQuery } from "./search.schema.ts";
import { search } from "./search.service.ts";

const searchRoute = createRoute({
  method: "get",
  path: "/api/products/search",
  operationId: "searchProducts",
  tags: ["Catalogue"],
  summary: "Search products (ranked, typo-tolerant, with facets)",
  description: "Listed products matching `q`, ranked (see `q`), filtered by any of `category`, `store`, " +
    "`price`, `discount` and `inStock`, with each facet's counts for the current query, and a corrected " +
    "query in `suggestion` when a word matches no product name. Paged by `limit` (default 100, at most 200) " +
    "and `page`; a page past the end answers the last page.",
  request: { query: SearchQuery },
  responses: {
    200: { description: "A page of results", content: { "application/json": { schema: SearchPageSchema } } },
    400: {
      ...errorResponses[400],
      description: "Invalid filter, sort or paging, e.g. `sort: must be one of relevance, price-asc, …`",
    },
  },
});

export const searchApi = createApi().openapi(searchRoute, async (c) => {
  const query = c.req.valid("query");
  const result = await search(c.var.db, {
    text: query.q,
    categoryId: query.category,
    vendorId: query.store,
    price: query.price,
    minDiscount: query.discount,
    inStock: query.inStock,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  });
  const { facets } = result;
  return c.json({
    products: result.products.map(toProductJson),
    total: result.total,
    page: result.page,
    limit: query.limit,
    sort: result.sort,
    facets: {
      categories: facets.categories,
      stores: facets.stores,
      prices: PRICE_BANDS.map((b, i) => ({
        id: b.id,
        label: b.label,
        from: b.from,
        below: b.below,
        count: facets.prices[i],
      })),
      discounts: DISCOUNT_STEPS.map((min, i) => ({ min, count: facets.discounts[i] })),
      inStock: facets.inStock,
    },
    suggestion: result.suggestion,
  }, 200);
});
