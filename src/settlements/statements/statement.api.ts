/**
 * A store's weekly settlement statements: the list with its money at a glance, one statement as JSON, and
 * the same as CSV. A store reads only its own: another store's statement answers 404, as one that does not
 * exist.
 *
 * `{id}.csv`: the router reads `/api/vendor/settlements/{id}` with the whole last segment as the id, so the
 * JSON route answers an id ending in `.csv` with the CSV and passes any other id with a dot on (the PDF,
 * `{id}.pdf`, is another module's route). The CSV route is documented on its own.
 */
import { createRoute } from "@hono/zod-openapi";
import { createApi, errorResponses, jsonResponse } from "../../core/http.ts";
import { currentVendor, guarded } from "../../auth/guard.ts";
import {
  StatementIdParam,
  StatementListQuery,
  StatementListSchema,
  StatementSchema,
} from "./statement.schema.ts";
import { listStatements, paymentsSummary, STATEMENT_NOT_FOUND, statementView } from "./statement.service.ts";
import { statementCsv, statementFilename } from "./statement-csv.ts";
import { toRupees } from "../../core/money.ts";

const tags = ["Settlements"];
const notFound = {
  ...errorResponses[404],
  description: `No statement with this id of the caller's store: \`${STATEMENT_NOT_FOUND}\``,
};

const listRoute = createRoute(guarded("vendor", {
  method: "get",
  path: "/api/vendor/settlements",
  operationId: "listVendorSettlements",
  tags,
  summary: "The store's weekly statements and balance (store)",
  description: "The store's weekly settlement statements, newest week first, a page at a time, and its " +
    "money at a glance: the ledger balance now (negative when it owes commission and taxes on cash-on-" +
    "delivery orders its courier collected), what its payable statements still await, and the next " +
    "expected payout (its date, the Monday after the week it settles, and estimated amount).",
  request: { query: StatementListQuery },
  responses: {
    200: jsonResponse(StatementListSchema, "A page of statements and the summary"),
    400: errorResponses[400],
  },
}));

const oneRoute = createRoute(guarded("vendor", {
  method: "get",
  path: "/api/vendor/settlements/{id}",
  operationId: "getVendorSettlement",
  tags,
  summary: "One weekly statement (store)",
  description: "A weekly statement of the store: the week, the opening balance, every line (one per " +
    "settled delivery, reversal or adjustment: order, sale, commission, GST on it, TCS, TDS, refund, cash " +
    "collected, net), the totals (each the sum of its column, to the paisa), the closing balance, the net " +
    "payable, the status with the UTR once paid, and the payment issues raised on it. The same as CSV at " +
    "`/api/vendor/settlements/{id}.csv` and as PDF at `/api/vendor/settlements/{id}.pdf`.",
  request: { params: StatementIdParam },
  responses: { 200: jsonResponse(StatementSchema, "The statement"), 404: notFound },
}));

const csvRoute = createRoute(guarded("vendor", {
  method: "get",
  path: "/api/vendor/settlements/{id}.csv",
  operationId: "getVendorSettlementCsv",
  tags,
  summary: "One weekly statement as CSV (store)",
  description: "The statement as CSV (UTF-8 with a byte-order mark, RFC 4180): a header row, the opening " +
    "balance, one row per line (date, order, kind, payment method, sale, commission, GST on commission, " +
    "TCS, TDS, refund, cash collected, net, credit note), the totals, the closing balance and the net " +
    "payable; amounts in rupees with 2 decimals.",
  request: { params: StatementIdParam },
  responses: {
    200: {
      description: "The statement as CSV",
      headers: {
        "Content-Disposition": {
          description: 'attachment; filename="statement-2026-11-22-sharma-electronics.csv"',
          schema: { type: "string" as const },
        },
      },
      content: { "text/csv": { schema: { type: "string" as const } } },
    },
    404: notFound,
  },
}));

export const statementsApi = createApi();

// Documented here, served by the JSON route below (see the module's comment).
// (without its middleware: the document holds data only).
const { middleware: _served, ...csvDocumented } = csvRoute as typeof csvRoute & { middleware?: unknown };
statementsApi.openAPIRegistry.registerPath(csvDocumented);

statementsApi
  .openapi(listRoute, async (c) => {
    const vendor = currentVendor(c);
    const { limit, page } = c.req.valid("query");
    const [list, summary] = await Promise.all([
      listStatements(c.var.db, { vendorId: vendor.vendor_id }, { limit, page }),
      paymentsSummary(c.var.db, vendor.vendor_id),
    ]);
    return c.json({
      statements: list.statements,
      total: list.total,
      page,
      limit,
      summary: {
        balance: toRupees(summary.balancePaise),
        awaitingPayout: toRupees(summary.awaitingPayoutPaise),
        awaitingStatements: summary.awaitingStatements,
        nextPayout: {
          date: summary.nextPayoutDate,
          weekEnding: summary.nextWeekEnding,
          estimatedAmount: toRupees(summary.nextPayoutPaise),
        },
        owed: toRupees(summary.owedPaise),
      },
    }, 200);
  })
  .openapi(oneRoute, async (c, next) => {
    const vendor = currentVendor(c);
    const { id } = c.req.valid("param");
    if (id.endsWith(".csv")) {
      const statement = await statementView(c.var.db, id.slice(0, -4), vendor);
      return c.body(statementCsv(statement), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${statementFilename(statement, "csv")}"`,
        "cache-control": "private, no-store",
      }) as never;
    }
    if (id.includes(".")) {
      // Another format's route (the PDF) answers it; none: 404.
      await next();
      return undefined as never;
    }
    return c.json(await statementView(c.var.db, id, vendor), 200);
  });
