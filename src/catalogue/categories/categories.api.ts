/** Category reads; each answers under two paths, `/api/category/...` and `/category...`. */
import { createRoute, z } from "@hono/zod-openapi";
import { notFound } from "../../core/errors.ts";
import { createApi, errorResponses, PageQuery, TotalHeader } from "../../core/http.ts";
import { sendList } from "../../core/paging.ts";
import type { DB } from "../../../db/database.ts";
import { CategoryIdParam, CategorySchema } from "./categories.schema.ts";
import { findCategory, listCategories } from "./categories.queries.ts";
import { toCategoryJson } from "./categories.json.ts";

const tags = ["Catalogue"];

const listRoute = (path: string, operationId: string, summary: string) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    description: "An array of categories, each with its subcategories, in display order. Paged by `limit` " +
      "(default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.",
    request: { query: PageQuery },
    responses: {
      200: {
        description: "A page of categories",
        headers: TotalHeader,
        content: { "application/json": { schema: z.array(CategorySchema) } },
      },
      400: errorResponses[400],
    },
  });

const oneRoute = (path: string, operationId: string, summary: string, description: string) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    description,
    request: { params: CategoryIdParam },
    responses: {
      200: { description: "The category", content: { "application/json": { schema: CategorySchema } } },
      404: { ...errorResponses[404], description: "No category has this id or name: `Category not found.`" },
    },
  });

async function oneCategory(db: DB, idOrName: string) {
  const category = await findCategory(db, idOrName);
  if (!category) throw notFound("Category not found.");
  return toCategoryJson(category);
}

export const categoriesApi = createApi()
  .openapi(
    listRoute("/api/category/get-all-categories", "getAllCategories", "List categories"),
    async (c) => sendList(c, await listCategories(c.var.db, c.req.valid("query")), toCategoryJson),
  )
  .openapi(
    listRoute("/category", "listCategories", "List categories (used by the product forms)"),
    async (c) => sendList(c, await listCategories(c.var.db, c.req.valid("query")), toCategoryJson),
  )
  .openapi(
    oneRoute(
      "/category/{id}",
      "getCategory",
      "Get one category",
      "Same answer as `/api/category/{id}`. A browser (Accept: text/html) gets the storefront's category page.",
    ),
    async (c) => c.json(await oneCategory(c.var.db, c.req.valid("param").id), 200),
  )
  .openapi(
    oneRoute("/api/category/{id}", "getCategoryById", "Get one category", "By id, or by name ignoring case."),
    async (c) => c.json(await oneCategory(c.var.db, c.req.valid("param").id), 200),
  );
