/** The list routes of small named vocabularies (units, attributes, cities): one shape, declared once. */
import { createRoute, z } from "@hono/zod-openapi";
import { type AppContext, errorResponses, PageQuery, TotalHeader } from "../../core/http.ts";
import { listNamed, type NamedTableName } from "./taxonomy.queries.ts";

/** A GET route for a named list; shared by units, attributes and cities. */
export function namedListRoute(
  path: string,
  summary: string,
  schema: z.ZodType,
  tag: string,
  extra: { operationId?: string; note?: string } = {},
) {
  return createRoute({
    method: "get",
    path,
    operationId: extra.operationId,
    tags: [tag],
    summary,
    description:
      "An alphabetical array. Paged by `limit` (default 100, at most 200) and `page`; the total is in " +
      "the `X-Total-Count` header." + (extra.note ? ` ${extra.note}` : ""),
    request: { query: PageQuery },
    responses: {
      200: {
        description: summary,
        headers: TotalHeader,
        content: { "application/json": { schema: z.array(schema) } },
      },
      400: errorResponses[400],
    },
  });
}

export async function namedListResponse(
  c: AppContext,
  table: NamedTableName,
  page: z.infer<typeof PageQuery>,
) {
  const { rows, total } = await listNamed(c.var.db, table, page);
  c.header("X-Total-Count", String(total));
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}
