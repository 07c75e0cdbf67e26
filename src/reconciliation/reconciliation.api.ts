/** The admin's reconciliation of a period: the money collected and where it went, to the paisa. */
import { createRoute } from "@hono/zod-openapi";
import { createApi, errorResponses, jsonResponse } from "../core/http.ts";
import { guarded } from "../auth/guard.ts";
import { ReconciliationQuery, ReconciliationSchema, toReconciliationJson } from "./reconciliation.schema.ts";
import { BAD_PERIOD, reconcile } from "./reconciliation.service.ts";

const reconciliationRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/reconciliation",
  operationId: "getReconciliation",
  tags: ["Admin"],
  summary: "Reconcile a period: money collected against where it went (admins)",
  description: "For the India dates `from` to `to` (both included): the money collected on the store " +
    "orders delivered in the period, read from the orders (prepaid and cash on delivery apart), and where " +
    "it went, from the ledger and the statements: payouts to stores (statements marked paid in the period, " +
    "whichever week they settle), cash kept by the stores, the change in what is owed to the stores (the " +
    "ledger's balance plus payouts set aside and not yet paid, at the period's start and end), commission, " +
    "GST on it, TCS, TDS and refunds (net of reversals in the period), and adjustments. `difference` = " +
    "moneyCollected.total − (payoutsToStores.total + cashKeptByStores + (balancesOwedAtEnd.total − " +
    "balancesOwedAtStart.total) + commission + commissionGst + tcs + tds + refunds − adjustments), which is " +
    "0 when the orders and the ledger agree. Amounts in rupees.",
  request: { query: ReconciliationQuery },
  responses: {
    200: jsonResponse(ReconciliationSchema, "The period's figures and their difference"),
    400: {
      ...errorResponses[400],
      description: `A date that is not YYYY-MM-DD or not a real day, or \`${BAD_PERIOD}\``,
    },
  },
}));

export const reconciliationApi = createApi();

reconciliationApi.openapi(reconciliationRoute, async (c) => {
  const { from, to } = c.req.valid("query");
  return c.json(toReconciliationJson(await reconcile(c.var.db, from, to)), 200);
});
