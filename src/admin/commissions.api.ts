import { createRoute, z } from "@hono/zod-openapi";
import { createApi, errorResponses, PageQuery, TotalHeader } from "../core/http.ts";
import { listCommissions } from "./commissions.queries.ts";
import { CommissionSchema } from "./commissions.schema.ts";

export { CommissionSchema };

const route = createRoute({
  method: "get",
  path: "/commissions",
  operationId: "listCommissions",
  tags: ["Admin"],
  summary: "List commission rates",
  description:
    "An array ordered by category then subcategory (the whole-category rate first). Paged by `limit` " +
    "(default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.",
  request: { query: PageQuery },
  responses: {
    200: {
      description: "A page of commissions",
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
    rows.map((m) => ({
      _id: m.id,
      category: m.category,
      subcategory: m.subcategory,
      commission: m.rate_bp / 100,
    })),
    200,
  );
});
