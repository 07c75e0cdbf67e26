import { createRoute, z } from "@hono/zod-openapi";
import { notFound } from "../core/errors.ts";
import { createApi, errorResponses, IdParam, PageQuery, TotalHeader } from "../core/http.ts";
import { CategorySchema } from "./categories.schema.ts";
import { type CategoryView, findCategory, listCategories } from "./categories.queries.ts";
import { mediaUrl } from "./media.queries.ts";

export const toCategoryJson = (c: CategoryView): z.infer<typeof CategorySchema> => ({
  _id: c.id,
  name: c.name,
  description: c.description,
  image: c.image_id ? mediaUrl(c.image_id) : null,
  subcategories: c.subcategories.map((s) => ({ _id: s.id, name: s.name, description: s.description })),
});

const tags = ["Catalogue"];

const listRoute = (path: string, summary: string) =>
  createRoute({
    method: "get",
    path,
    tags,
    summary,
    description: "An array of categories with their subcategories, paged by `limit`/`page`; the total is in X-Total-Count.",
    request: { query: PageQuery },
    responses: {
      200: {
        description: "Categories",
        headers: TotalHeader,
        content: { "application/json": { schema: z.array(CategorySchema) } },
      },
      400: errorResponses[400],
    },
  });

const oneRoute = (path: string) =>
  createRoute({
    method: "get",
    path,
    tags,
    summary: "One category (by id, or by name ignoring case)",
    request: { params: IdParam("id") },
    responses: {
      200: { description: "The category", content: { "application/json": { schema: CategorySchema } } },
      404: errorResponses[404],
    },
  });

export const categoriesApi = createApi();
for (const path of ["/api/category/get-all-categories", "/category"]) {
  categoriesApi.openapi(listRoute(path, "All categories"), async (c) => {
    const { rows, total } = await listCategories(c.var.db, c.req.valid("query"));
    c.header("X-Total-Count", String(total));
    return c.json(rows.map(toCategoryJson), 200);
  });
}
for (const path of ["/category/{id}", "/api/category/{id}"]) {
  categoriesApi.openapi(oneRoute(path), async (c) => {
    const category = await findCategory(c.var.db, c.req.valid("param").id);
    if (!category) throw notFound("Category not found.");
    return c.json(toCategoryJson(category), 200);
  });
}
