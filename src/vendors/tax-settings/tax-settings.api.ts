/** The admin records or withdraws a store's TDS exemption declaration (section 194-O(4)). */
import { createRoute, z } from "@hono/zod-openapi";
import { createApi, errorResponse, errorResponses, jsonResponse } from "../../core/http.ts";
import { currentUser } from "../../auth/access.ts";
import { guarded } from "../../auth/guard.ts";
import { TaxSettingsSchema, TdsExemptionBody } from "./tax-settings.schema.ts";
import { PAN_NEEDED_FOR_EXEMPTION, updateTdsExemption } from "./tax-settings.service.ts";

const route = createRoute(guarded("admin", {
  method: "put",
  path: "/api/admin/stores/{id}/tds-exemption",
  operationId: "setStoreTdsExemption",
  tags: ["Settlements"],
  summary: "Record or withdraw a store's TDS exemption (admin)",
  description:
    "TDS under section 194-O is deducted at 0.1 % of the gross of each delivered sale (5 % where " +
    "the store has no PAN). An individual or HUF seller under the threshold of section 194-O(4) who has given " +
    "its PAN may declare so: with `exempt: true` its sales delivered from now on have no TDS entry. Entries " +
    "already made stay (the ledger is never rewritten). Audited with the declaration.",
  request: {
    params: z.object({ id: z.string().min(1).max(64) }),
    body: { required: true, content: { "application/json": { schema: TdsExemptionBody } } },
  },
  responses: {
    200: jsonResponse(TaxSettingsSchema, "The store's tax settings now"),
    400: errorResponses[400],
    404: errorResponse("No store has this id: `Vendor not found`"),
    409: errorResponse(`The store has no PAN: \`${PAN_NEEDED_FOR_EXEMPTION}\``),
  },
}));

export const taxSettingsApi = createApi();

taxSettingsApi.openapi(route, async (c) => {
  const settings = await updateTdsExemption(
    c.var.db,
    currentUser(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return c.json(settings, 200);
});
