import { createRoute, z } from "@hono/zod-openapi";
import { createApi, errorResponses, PageQuery, TotalHeader } from "../core/http.ts";
import { listCommissions } from "./commissions.queries.ts";

export const CommissionSchema = z.object({
  _id: z.string(),
  category: z.string(),
  subcategory: z.string().nullable().openapi({ description: "null: applies to the whole category" }),
  commission: z.number().openapi({ description: "Percent of each sale", example: 5.5 }),
}).openapi("Commission");

const route = createRoute({
  method: "get",
  path: "/commissions",
  tags: ["Admin"],
  summary: "Commission per sale by category and subcategory",
  description: "Array, paged by `limit`/`page`; the total is in X-Total-Count.",
  request: { query: PageQuery },
  responses: {
    200: {
      description: "Commissions",
      headers: TotalHeader,
      content: { "application/json": { schema: z.array(CommissionSchema) } },
    },
    400: errorResponses[400],
  },
});

export const commissionsApi = createApi().openapi(route, async (c) => {
  const { rows, total } = await listCommissions(c.var.db, c.req.valid("query"));
  c.header("X-Total-Count", String(total));
  return c.json(
    rows.map((m) => ({ _id: m.id, category: m.category, subcategory: m.subcategory, commission: m.rate_bp / 100 })),
    200,
  );
});
