/** Catalogue reads: product lists (paged) and single products. */
import { createRoute } from "@hono/zod-openapi";
import { notFound } from "../../core/errors.ts";
import { createApi, errorResponses } from "../../core/http.ts";
import { findCategory } from "../categories/categories.queries.ts";
import {
  ProductIdParam,
  type ProductListFilter,
  ProductListQuery,
  ProductPageSchema,
  ProductSchema,
} from "./products.schema.ts";
import { findProduct, listProducts } from "./products.queries.ts";
import { toProductJson } from "./products.json.ts";
import type { DB } from "../../../db/database.ts";

const tags = ["Catalogue"];

const listRoute = (path: string, operationId: string, summary: string, extra = "") =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    description:
      "Newest first, paged by `limit` (default 100, at most 200) and `page` (from 1); `total` counts " +
      "every match across pages. Filters combine. The answer is always an object with a `products` field." +
      extra,
    request: { query: ProductListQuery },
    responses: {
      200: {
        description: "A page of products",
        content: { "application/json": { schema: ProductPageSchema } },
      },
      400: { ...errorResponses[400], description: "Invalid paging or filter, e.g. `limit: Too big: …`" },
    },
  });

const oneRoute = (path: string, operationId: string, summary: string) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    request: { params: ProductIdParam },
    responses: {
      200: { description: "The product", content: { "application/json": { schema: ProductSchema } } },
      404: { ...errorResponses[404], description: "No product has this id: `Product not found.`" },
    },
  });

async function productPage(db: DB, query: ProductListFilter) {
  let categoryId: string | undefined;
  if (query.category) {
    const category = await findCategory(db, query.category);
    if (!category) return { products: [], total: 0, page: query.page, limit: query.limit };
    categoryId = category.id;
  }
  const { rows, total } = await listProducts(
    db,
    { search: query.search, categoryId, subcategory: query.subcategory, vendorEmail: query.userEmail },
    query,
  );
  return { products: rows.map(toProductJson), total, page: query.page, limit: query.limit };
}

async function oneProduct(db: DB, id: string) {
  const product = await findProduct(db, id);
  if (!product) throw notFound("Product not found.");
  return toProductJson(product);
}

export const productsApi = createApi()
  .openapi(
    listRoute("/api/products/get-all-products", "getAllProducts", "List products"),
    async (c) => c.json(await productPage(c.var.db, c.req.valid("query")), 200),
  )
  .openapi(
    listRoute(
      "/products",
      "listProducts",
      "List products (a vendor's with userEmail)",
      " A browser (Accept: text/html) gets the storefront's products page instead.",
    ),
    async (c) => c.json(await productPage(c.var.db, c.req.valid("query")), 200),
  )
  .openapi(
    oneRoute("/api/products/get-product/{id}", "getProduct", "Get one product"),
    async (c) => c.json(await oneProduct(c.var.db, c.req.valid("param").id), 200),
  )
  .openapi(
    oneRoute("/products/{id}", "getProductById", "Get one product (same as get-product)"),
    async (c) => c.json(await oneProduct(c.var.db, c.req.valid("param").id), 200),
  );
