/** GET /api/admin/audit: the audit trail as JSON, for admins; the same filters as /panel/audit. Read only. */
import { createRoute, z } from "@hono/zod-openapi";
import { guarded } from "../auth/guard.ts";
import { createApi, errorResponse, jsonResponse, TotalHeader } from "../core/http.ts";
import { sendList } from "../core/paging.ts";
import { listAuditEntries } from "./audit.queries.ts";
import { AuditEntrySchema, auditFilters, AuditQuery, toAuditJson } from "./audit.schema.ts";

const route = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/audit",
  operationId: "listAuditEntries",
  tags: ["Admin"],
  summary: "Read the audit trail (admin)",
  description:
    "Every admin and store write, newest first: who, when, what, and the values before and after. " +
    "Filtered by account (`actor` id or part of an `email`), `kind` of thing and days (`from`, `to`, India " +
    "time, both included). Paged by `limit` (default 50) and `page`; the total is in `X-Total-Count`. The " +
    "trail cannot be changed through the API: entries are written only with the change they record.",
  request: { query: AuditQuery },
  responses: {
    200: { ...jsonResponse(z.array(AuditEntrySchema), "A page of the trail"), headers: TotalHeader },
    400: errorResponse("Invalid filter or paging", "from: must be a date as YYYY-MM-DD."),
  },
}));

export const auditApi = createApi().openapi(route, async (c) => {
  const query = c.req.valid("query");
  return sendList(c, await listAuditEntries(c.var.db, auditFilters(query), query), toAuditJson);
});
