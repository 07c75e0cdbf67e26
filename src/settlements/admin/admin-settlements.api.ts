/**
 * The admin's weekly settlements: run a week on demand (the scheduled job runs it from Monday 02:00 India
 * time anyway), read a week's statements per store with its totals and the weeks that have run, mark a
 * payable statement paid with the bank's UTR, and download the bank's bulk payment file of a week.
 */
import { createRoute } from "@hono/zod-openapi";
import { createApi, errorResponse, errorResponses, jsonResponse } from "../../core/http.ts";
import { guarded } from "../../auth/guard.ts";
import { auditActor } from "../../audit/actor.ts";
import { PageQuery } from "../../core/http.ts";
import { runSettlementWeek, WEEK_NOT_ENDED } from "../run/settlement-run.service.ts";
import {
  AdminSettlementSchema,
  AdminSettlementsQuery,
  AdminSettlementWeekSchema,
  BAD_UTR,
  MarkPaidBody,
  PaymentFileQuery,
  RunBody,
  SettlementIdParam,
  SettlementRunSchema,
  SettlementWeeksSchema,
} from "./admin-settlements.schema.ts";
import {
  adminSettlementWeek,
  ALREADY_PAID,
  markStatementPaid,
  NOTHING_DUE,
  settlementWeeks,
  STATEMENT_NOT_FOUND,
  weekPaymentFile,
} from "./admin-settlements.service.ts";
import { PAYMENT_FILE_COLUMNS } from "./payment-file.ts";

const tags = ["Settlements"];

const runRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/admin/settlements/run",
  operationId: "runSettlementWeek",
  tags,
  summary: "Generate a week's settlement statements (admins)",
  description: "Settles the week ending `weekEnding` (a Sunday): per store, every ledger event not yet " +
    "settled whose return window (7 days after delivery) had passed by the week's end (Monday 00:00 India " +
    "time) goes on one statement: opening balance (the previous closing), lines, net payable (when " +
    "positive) and the closing balance carried forward. Earlier weeks not yet run are run first, in order. " +
    "Idempotent: a week that has run answers 200 with `alreadyRun: true` and changes nothing; the scheduled " +
    "job and any number of instances running it at once still make one statement per store. Audited.",
  request: { body: { required: true, content: { "application/json": { schema: RunBody } } } },
  responses: {
    200: jsonResponse(SettlementRunSchema, "The week is settled (now, or before: `alreadyRun`)"),
    400: { ...errorResponses[400], description: "Not a Sunday's date (YYYY-MM-DD)" },
    409: errorResponse(
      `The week has not ended yet (\`${WEEK_NOT_ENDED}\`), or a later week has been settled already ` +
        "(weeks are settled in order)",
      WEEK_NOT_ENDED,
    ),
  },
}));

const weekRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/settlements",
  operationId: "listAdminSettlements",
  tags,
  summary: "A week's settlement statements per store (admins)",
  description: "The statements of the week ending `week` (default: the latest week that has run), by store " +
    "name, a page at a time, optionally only one `status` or one `store`; with the totals of every " +
    "statement the filters keep (net payable, paid, outstanding, balances carried forward). A week that " +
    "has not run answers `ran: false` and no statements (`canRun` when it has ended). Amounts in rupees.",
  request: { query: AdminSettlementsQuery },
  responses: {
    200: jsonResponse(AdminSettlementWeekSchema, "The week's statements and totals"),
    400: errorResponses[400],
  },
}));

const weeksRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/settlements/weeks",
  operationId: "listSettlementWeeks",
  tags,
  summary: "The weeks that have been settled (admins)",
  description: "Every week that has run, newest first, with when and by whom, its statements counted by " +
    "status (payable, paid, nothing due) and its totals (net payable, paid, outstanding) in rupees.",
  request: { query: PageQuery },
  responses: {
    200: jsonResponse(SettlementWeeksSchema, "The weeks"),
    400: errorResponses[400],
  },
}));

const paidRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/admin/settlements/{id}/paid",
  operationId: "markSettlementPaid",
  tags,
  summary: "Mark a statement paid with the bank's UTR (admins)",
  description: "Records that the statement's net payable was transferred to the store: its status becomes " +
    "`paid`, with the UTR (12 to 22 letters and digits, stored in capitals), the time and the admin. Only a " +
    "`payable` statement can be marked paid. Audited.",
  request: {
    params: SettlementIdParam,
    body: { required: true, content: { "application/json": { schema: MarkPaidBody } } },
  },
  responses: {
    200: jsonResponse(AdminSettlementSchema, "The statement, now paid"),
    400: {
      ...errorResponses[400],
      description: `A UTR that is not 12 to 22 letters and digits: \`${BAD_UTR}\``,
    },
    404: { ...errorResponses[404], description: `No such statement: \`${STATEMENT_NOT_FOUND}\`` },
    409: errorResponse(
      `Not payable: already paid (\`${ALREADY_PAID} Its UTR is …\`) or nothing due (\`${NOTHING_DUE}\`)`,
    ),
  },
}));

const fileRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/settlements/payment-file",
  operationId: "settlementPaymentFile",
  tags,
  summary: "The bank's bulk payment file of a week (admins)",
  description: "A CSV to upload to the bank: one row per statement of the week still to pay (status " +
    "`payable`, net payable above zero), by store name. Columns: " + PAYMENT_FILE_COLUMNS.join(", ") +
    " (amount in rupees with 2 decimals; narration `SwiftCart settlement w/e <week> <statement's short id>`). " +
    "A store whose account number (9 to 18 digits) or IFSC is missing or invalid refuses the whole file " +
    "with 409 naming the stores, so none is left out unnoticed; with `skipMissing=true` the file leaves " +
    "them out and the `X-Skipped-Statements` header lists their statements' ids. Marking paid stays a " +
    "separate step, per statement, with the bank's UTR.",
  request: { query: PaymentFileQuery },
  responses: {
    200: {
      description: "The payment file (UTF-8, CRLF line ends, header row first)",
      headers: {
        "Content-Disposition": {
          description: 'attachment; filename="settlement-payments-2026-11-22.csv"',
          schema: { type: "string" as const },
        },
        "X-Skipped-Statements": {
          description: "With skipMissing=true: the ids of the statements left out (comma-separated)",
          schema: { type: "string" as const },
        },
      },
      content: {
        "text/csv": {
          schema: { type: "string" as const },
          example: "Beneficiary Name,Account Number,IFSC,Amount,Narration\r\nKettle House,50100123456789," +
            "HDFC0001234,15120.25,SwiftCart settlement w/e 2026-11-22 c9d0e1f\r\n",
        },
      },
    },
    400: { ...errorResponses[400], description: "Not a Sunday's date (YYYY-MM-DD)" },
    404: { ...errorResponses[404], description: "The week has not run" },
    409: errorResponse("Stores with missing or invalid bank details, named (see `skipMissing`)"),
  },
}));

export const adminSettlementsApi = createApi();

adminSettlementsApi
  .openapi(runRoute, async (c) => {
    const actor = auditActor(c);
    const result = await runSettlementWeek(c.var.db, c.req.valid("json").weekEnding, actor.id, actor);
    return c.json(result, 200);
  })
  .openapi(weeksRoute, async (c) => {
    const { page, limit } = c.req.valid("query");
    return c.json(await settlementWeeks(c.var.db, { page, limit }), 200);
  })
  .openapi(fileRoute, async (c) => {
    const { week, skipMissing } = c.req.valid("query");
    const file = await weekPaymentFile(c.var.db, week, {
      skipMissing: skipMissing === "true" || skipMissing === "1",
    });
    return c.body(file.csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="settlement-payments-${week}.csv"`,
      "cache-control": "no-store",
      ...(file.skipped.length > 0 && { "x-skipped-statements": file.skipped.join(",") }),
    });
  })
  .openapi(weekRoute, async (c) => {
    const { page, limit, ...query } = c.req.valid("query");
    return c.json(await adminSettlementWeek(c.var.db, query, { page, limit }), 200);
  })
  .openapi(paidRoute, async (c) => {
    const statement = await markStatementPaid(
      c.var.db,
      auditActor(c),
      c.req.valid("param").id,
      c.req.valid("json").utr,
    );
    return c.json(statement, 200);
  });
