/**
 * A store's own ledger: every entry (sale, commission, its GST, TCS, TDS, refund, cash collected, payout),
 * newest first, filtered by India dates, kind and order, with the statement that settled each. A store
 * reads only its own entries: the store is the session's, never a parameter.
 */
import { createRoute } from "@hono/zod-openapi";
import { createApi, errorResponses, jsonResponse } from "../core/http.ts";
import { currentVendor, guarded } from "../auth/guard.ts";
import { addDays, indiaDate, indiaMidnight, now } from "../core/clock.ts";
import { offsetOf } from "../core/paging.ts";
import { toRupees } from "../core/money.ts";
import { type LedgerRow, storeBalance, storeEntries } from "./ledger.queries.ts";
import { LedgerPageSchema, LedgerQuery } from "./ledger.schema.ts";

const ledgerRoute = createRoute(guarded("vendor", {
  method: "get",
  path: "/api/vendor/ledger",
  operationId: "getVendorLedger",
  tags: ["Settlements"],
  summary: "The store's ledger (store)",
  description: "The store's append-only ledger, newest first: each entry's kind, signed amount (positive: " +
    "owed to the store), order, India date, the figures it was computed from and the weekly statement that " +
    "settled it. `from` and `to` are India dates, both inclusive; `kind` and `order` narrow it further. " +
    "`sum` adds up every matching entry; `balance` is the whole ledger's.",
  request: { query: LedgerQuery },
  responses: {
    200: jsonResponse(LedgerPageSchema, "A page of the store's ledger"),
    400: {
      ...errorResponses[400],
      description: "A date not written YYYY-MM-DD or not in the calendar, `from` after `to`, an unknown " +
        "kind, or a bad page or limit",
    },
  },
}));

const toLedgerEntry = (row: LedgerRow) => ({
  id: row.id,
  eventId: row.event_id,
  event: row.event_kind,
  kind: row.kind,
  amount: toRupees(row.amount_paise),
  orderId: row.order_id,
  date: indiaDate(row.created_at),
  occurredAt: row.created_at.toISOString(),
  availableAt: row.available_at.toISOString(),
  statementId: row.settlement_id ?? null,
  creditNote: row.credit_note_number ?? null,
  basis: {
    rateBp: row.basis?.rateBp ?? null,
    base: toRupees(Number(row.basis?.base ?? 0)),
    note: row.basis?.note ?? null,
  },
});

export const ledgerApi = createApi();

ledgerApi.openapi(ledgerRoute, async (c) => {
  const vendor = currentVendor(c);
  const { from, to, kind, order, limit, page } = c.req.valid("query");
  const filter = {
    vendorId: vendor.vendor_id,
    from: from ? indiaMidnight(from) : undefined,
    to: to ? indiaMidnight(addDays(to, 1)) : undefined,
    kind,
    orderId: order || undefined,
  };
  const [list, balance] = await Promise.all([
    storeEntries(c.var.db, filter, { limit, offset: offsetOf({ limit, page }) }),
    storeBalance(c.var.db, vendor.vendor_id, now()),
  ]);
  return c.json({
    entries: list.rows.map(toLedgerEntry),
    total: list.total,
    page,
    limit,
    sum: toRupees(list.sum),
    balance: toRupees(balance.balance),
  }, 200);
});
