/** A store's weekly statements as the API shows them: amounts in rupees (2 decimals), ids as strings. */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../core/http.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";
const rupees = (description: string, example?: number) =>
  z.number().openapi({ description: `${description}, rupees`, ...(example !== undefined && { example }) });

export const STATEMENT_STATUSES = ["payable", "paid", "nothing_due"] as const;

export const StatementIdParam = z.object({
  id: z.string().min(1).max(64).openapi({
    param: { name: "id", in: "path" },
    description: "Statement id",
    example: ID_EXAMPLE,
  }),
});

export const PaymentIssueSchema = z.object({
  id: z.string().openapi({ description: "Payment issue id", example: ID_EXAMPLE }),
  message: z.string().openapi({ description: "What the store asked", example: "UTR not found by my bank." }),
  raisedAt: z.string().openapi({ description: "When the store raised it (ISO 8601)" }),
  status: z.enum(["open", "answered"]).openapi({ description: "open until the admin answers" }),
  answer: z.string().nullable().openapi({
    description: "The admin's answer (null while open)",
    example: "The transfer was made on 24 Nov; your bank shows it under UTR HDFCN52026112300123.",
  }),
  answeredAt: z.string().nullable().openapi({
    description: "When the admin answered (ISO 8601), or null while open",
    example: "2026-11-25T10:30:00.000Z",
  }),
}).openapi("PaymentIssue", { description: "A store's question about a paid statement, and the answer." });

export const StatementLineSchema = z.object({
  eventId: z.string().openapi({ description: "The ledger event this line settles" }),
  orderId: z.string().nullable().openapi({
    description: "The order (null for an adjustment)",
    example: ID_EXAMPLE,
  }),
  kind: z.enum(["delivery", "reversal", "adjustment"]).openapi({
    description: "delivery: an order delivered past its return window; reversal: a refund, cancellation " +
      "after delivery or return taking a sale back; adjustment: a correction by the platform",
  }),
  date: z.string().openapi({ description: "When it happened, India date YYYY-MM-DD", example: "2026-11-16" }),
  paymentMethod: z.enum(["cod", "card", "upi"]).nullable().openapi({
    description: "How the order was paid: cod means the store's courier collected the cash (null for an " +
      "adjustment)",
    example: "upi",
  }),
  sale: rupees("The sale, gross as invoiced (positive: owed to the store)", 1180),
  refund: rupees("The sale taken back by a reversal (negative)", 0),
  cashCollected: rupees("Cash the store's courier collected on delivery (negative: the store holds it)", 0),
  commission: rupees(
    "The platform's commission at the rate frozen at sale (negative; positive when reversed)",
    -59,
  ),
  commissionGst: rupees("GST at 18 % on the commission (negative; positive when reversed)", -10.62),
  tcs: rupees("TCS under CGST s.52, 0.5 % of the taxable value (CGST + SGST or IGST; negative)", -5),
  tds: rupees("TDS under Income-tax s.194-O, 0.1 % of the gross (5 % without PAN; negative)", -1.18),
  net: rupees("The sum of the line's entries, adjustments included", 1104.2),
  creditNote: z.string().nullable().openapi({
    description: "The credit note behind a reversal, if any",
    example: "CN/2627/000045",
  }),
}).openapi("StatementLine", {
  description: "One settled event of a statement, its ledger entries in columns, signed as the store sees " +
    "them: positive, owed to the store; negative, owed by it.",
});

export const StatementTotalsSchema = z.object({
  sale: rupees("Σ sale"),
  refunds: rupees("Σ refund"),
  cashCollected: rupees("Σ cash collected"),
  commission: rupees("Σ commission"),
  commissionGst: rupees("Σ GST on commission"),
  tcs: rupees("Σ TCS"),
  tds: rupees("Σ TDS"),
  net: rupees("Σ net of the lines (equals linesTotal)"),
}).openapi("StatementTotals", { description: "Each column's sum over the lines, to the paisa." });

const summaryFields = {
  id: z.string().openapi({ description: "Statement id", example: ID_EXAMPLE }),
  storeId: z.string().openapi({ description: "The store", example: ID_EXAMPLE }),
  storeName: z.string().openapi({ description: "The store's name", example: "Sharma Electronics" }),
  weekStart: z.string().openapi({ description: "The week's Monday (India time)", example: "2026-11-16" }),
  weekEnding: z.string().openapi({
    description: "The week's Sunday (India time): the week runs Monday 00:00 to Sunday 23:59:59 IST",
    example: "2026-11-22",
  }),
  openingBalance: rupees("The previous statement's closing balance (0 for the first; negative: owed)", 0),
  linesTotal: rupees("The sum of the lines", 1104.2),
  netPayable: rupees("What the platform pays out: opening + lines if positive, else 0", 1104.2),
  closingBalance: rupees("opening + lines − net payable: carried to the next statement (≤ 0)", 0),
  status: z.enum(STATEMENT_STATUSES).openapi({
    description: "payable: to be paid; paid: paid out (utr set); nothing_due: no payout this week",
  }),
  utr: z.string().nullable().openapi({
    description: "The bank transfer's UTR once paid, else null",
    example: "HDFCN52026112300123",
  }),
  paidAt: z.string().nullable().openapi({
    description: "When it was paid (ISO 8601), or null",
    example: "2026-11-24T06:30:00.000Z",
  }),
  generatedAt: z.string().openapi({ description: "When the statement was made (ISO 8601)" }),
};

export const StatementSummarySchema = z.object({
  ...summaryFields,
  lineCount: z.number().int().openapi({ description: "How many lines the statement has", example: 12 }),
}).openapi("StatementSummary", { description: "A weekly statement without its lines." });

export const StatementSchema = z.object({
  ...summaryFields,
  lines: z.array(StatementLineSchema).openapi({ description: "The settled events, oldest first" }),
  totals: StatementTotalsSchema,
  issues: z.array(PaymentIssueSchema).openapi({ description: "Payment issues raised on it, oldest first" }),
}).openapi("Statement", {
  description: "A store's weekly settlement statement: opening balance, every line, totals, closing " +
    "balance and net payable. The same as CSV at /api/vendor/settlements/{id}.csv and PDF at " +
    "/api/vendor/settlements/{id}.pdf.",
});

export const PaymentsSummarySchema = z.object({
  balance: rupees(
    "The store's ledger balance now: the balance carried from its last statement plus every entry not " +
      "yet settled (negative: the store owes the platform, e.g. commission and taxes on cash-on-delivery " +
      "orders its courier collected; netted against its next payouts)",
    2208.4,
  ),
  awaitingPayout: rupees("Net payable of its statements not paid yet", 1104.2),
  awaitingStatements: z.number().int().openapi({ description: "How many statements await payment" }),
  nextPayout: z.object({
    date: z.string().openapi({
      description: "The Monday the next statement is made, India date (the week that ended last, while it " +
        "has not been run yet; else the current week's)",
      example: "2026-11-30",
    }),
    weekEnding: z.string().openapi({
      description: "The week it settles (its Sunday)",
      example: "2026-11-29",
    }),
    estimatedAmount: rupees(
      "Its expected net payable: the carried balance plus every unsettled entry whose return window ends " +
        "before that week ends, never below 0",
      1104.2,
    ),
  }).openapi({ description: "The next expected payout" }),
  owed: rupees("What the store owes the platform when its balance is negative, else 0", 0),
}).openapi("PaymentsSummary", { description: "A store's money at a glance." });

export const StatementListQuery = PageQuery.extend({
  limit: PageQuery.shape.limit.default(20).openapi({ description: "Rows per page (1 to 200).", example: 20 }),
});

export const StatementListSchema = z.object({
  statements: z.array(StatementSummarySchema).openapi({ description: "Newest week first" }),
  total: z.number().int().openapi({ description: "Statements in all, across pages", example: 8 }),
  page: z.number().int().openapi({ description: "This page (from 1)", example: 1 }),
  limit: z.number().int().openapi({ description: "Rows per page", example: 20 }),
  summary: PaymentsSummarySchema,
}).openapi("StatementList", { description: "A page of the store's statements and its money at a glance." });
