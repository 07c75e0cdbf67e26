/** The admin's settlements as the contract shows them: runs, weeks, per-store statements, payment. */
import { z } from "@hono/zod-openapi";
import { isCalendarDate, isoWeekday } from "../../core/clock.ts";
import { PageQuery } from "../../core/http.ts";
import { NOT_A_SUNDAY } from "../run/settlement-run.service.ts";

export const SETTLEMENT_STATUSES = ["payable", "paid", "nothing_due"] as const;
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;
export const BAD_UTR = "utr: the bank's UTR is 12 to 22 letters and digits.";

const sunday = z.string({ error: NOT_A_SUNDAY }).refine(
  (date) => isCalendarDate(date) && isoWeekday(date) === 7,
  { error: NOT_A_SUNDAY },
);

const weekDescription =
  "The week's Sunday (YYYY-MM-DD): weeks run Monday 00:00 to Sunday 23:59:59 India time " +
  "and are named by their Sunday.";

export const RunBody = z.object({
  weekEnding: sunday.openapi({ description: weekDescription, example: "2026-11-22" }),
}).openapi("SettlementRunRequest", {
  description: "Which week to settle; earlier weeks not yet run are run first.",
});

export const SettlementRunSchema = z.object({
  weekEnding: z.string().openapi({ description: "The week asked for (its Sunday)", example: "2026-11-22" }),
  alreadyRun: z.boolean().openapi({
    description: "The week had run before (by the schedule or an admin): nothing changed",
    example: false,
  }),
  weeksRun: z.array(z.string()).openapi({
    description: "The weeks this call settled, oldest first: earlier weeks not yet run are run first",
    example: ["2026-11-22"],
  }),
  statements: z.number().int().openapi({
    description: "Statements of the week asked for (one per store with ledger events due that week)",
    example: 184,
  }),
}).openapi("SettlementRun", { description: "What a settlement run did." });

const rupees = (description: string, example: number) => z.number().openapi({ description, example });

export const AdminSettlementSchema = z.object({
  id: z.string().openapi({ description: "The statement's id", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  storeId: z.string().openapi({
    description: "The store's (vendor's) id",
    example: "6740f1a2c3d4e5f6a7b8c9d1",
  }),
  storeName: z.string().openapi({ description: "The store's name", example: "Kettle House" }),
  weekStart: z.string().openapi({ description: "The week's Monday", example: "2026-11-16" }),
  weekEnding: z.string().openapi({ description: "The week's Sunday", example: "2026-11-22" }),
  openingBalance: rupees("Brought forward: the store's previous statement's closing balance (₹)", -120.5),
  linesTotal: rupees(
    "The sum of the statement's lines (sales less commission, its GST, TCS, TDS, refunds and cash collected by " +
      "the store; ₹)",
    15_240.75,
  ),
  netPayable: rupees("Paid out to the store: opening + lines when positive, else 0 (₹)", 15_120.25),
  closingBalance: rupees(
    "Carried forward: opening + lines − net payable, negative when the store owes (₹)",
    0,
  ),
  status: z.enum(SETTLEMENT_STATUSES).openapi({
    description: "`payable`: net payable above zero, not paid yet; `paid`: paid, with the bank's UTR; " +
      "`nothing_due`: nothing to pay this week (a negative balance is carried forward)",
    example: "payable",
  }),
  utr: z.string().nullable().openapi({
    description: "The bank transfer's UTR, once paid",
    example: "HDFCN26112212345",
  }),
  paidAt: z.string().nullable().openapi({
    description: "When it was marked paid (ISO 8601; null until paid)",
    example: "2026-11-24T06:30:00.000Z",
  }),
  paidBy: z.string().nullable().openapi({
    description: "The email of the admin who marked it paid (null until paid)",
    example: "finance@swiftcart.in",
  }),
  generatedAt: z.string().openapi({ description: "When the statement was generated" }),
  bankDetails: z.boolean().openapi({
    description: "Whether the store has an account number and a valid IFSC (needed in the bank payment file)",
    example: true,
  }),
}).openapi("AdminSettlement", { description: "A store's weekly statement, as the admin lists it." });

export const AdminSettlementsQuery = PageQuery.extend({
  week: sunday.optional().openapi({
    description: weekDescription + " Default: the latest week that has run.",
    example: "2026-11-22",
  }),
  status: z.enum(["", ...SETTLEMENT_STATUSES]).optional().openapi({
    description: "Only statements with this status (empty: any)",
    example: "payable",
  }),
  store: z.string().max(64, { error: "must be at most 64 characters." }).optional().openapi({
    description: "Only this store's statement: the store's (vendor's) id (empty: any)",
  }),
});

export const WeekTotalsSchema = z.object({
  statements: z.number().int().openapi({ description: "Statements matching the filters", example: 184 }),
  openingBalance: rupees("Sum of their opening balances (₹)", -1_200),
  linesTotal: rupees("Sum of their lines (₹)", 8_52_340.5),
  netPayable: rupees("Sum of their net payable (₹)", 8_60_100),
  paid: rupees("Of it, paid (₹)", 4_00_000),
  outstanding: rupees("Of it, still to pay: payable statements (₹)", 4_60_100),
  closingBalance: rupees("Sum of their closing balances: what stores owe, carried forward (₹)", -8_959.5),
}).openapi("SettlementWeekTotals", {
  description: "The week's sums over every statement matching the filters (all pages).",
});

export const AdminSettlementWeekSchema = z.object({
  weekEnding: z.string().nullable().openapi({
    description: "The week shown (null: no week has run yet)",
    example: "2026-11-22",
  }),
  weekStart: z.string().nullable().openapi({
    description: "The week's Monday, YYYY-MM-DD (null: no week has run yet)",
    example: "2026-11-16",
  }),
  ran: z.boolean().openapi({ description: "Whether this week has run" }),
  ranAt: z.string().nullable().openapi({
    description: "When it ran (ISO 8601; null while it has not)",
    example: "2026-11-23T00:30:00.000Z",
  }),
  ranBy: z.string().nullable().openapi({
    description: "Who ran it: `schedule` (the weekly job) or the admin's user id",
    example: "schedule",
  }),
  canRun: z.boolean().openapi({ description: "The week has ended and has not run: it can be run now" }),
  statements: z.array(AdminSettlementSchema).openapi({
    description: "This page of statements, by store name",
  }),
  totals: WeekTotalsSchema,
  total: z.number().int().openapi({ description: "Statements matching the filters, across pages" }),
  page: z.number().int().openapi({ description: "This page (from 1)", example: 1 }),
  limit: z.number().int().openapi({ description: "Statements per page", example: 100 }),
}).openapi("AdminSettlementWeek", { description: "A week's statements per store, with the week's totals." });

export const SettlementWeekSchema = z.object({
  weekEnding: z.string().openapi({ description: "The week's Sunday, YYYY-MM-DD", example: "2026-11-22" }),
  weekStart: z.string().openapi({ description: "The week's Monday, YYYY-MM-DD", example: "2026-11-16" }),
  ranAt: z.string().openapi({ description: "When it ran (ISO 8601)", example: "2026-11-23T00:30:00.000Z" }),
  ranBy: z.string().openapi({ description: "`schedule` or the admin's user id", example: "schedule" }),
  statements: z.number().int().openapi({ description: "Statements generated", example: 184 }),
  payable: z.number().int().openapi({ description: "Statements still to pay", example: 80 }),
  paid: z.number().int().openapi({ description: "Statements paid", example: 90 }),
  nothingDue: z.number().int().openapi({ description: "Statements with nothing due", example: 14 }),
  netPayable: rupees("Total net payable (₹)", 8_60_100),
  paidTotal: rupees("Of it, paid (₹)", 4_00_000),
  outstanding: rupees("Of it, still to pay (₹)", 4_60_100),
}).openapi("SettlementWeek", { description: "A week that has run, with its statements counted." });

export const SettlementWeeksSchema = z.object({
  weeks: z.array(SettlementWeekSchema).openapi({ description: "Newest first" }),
  total: z.number().int().openapi({ description: "Weeks that have run" }),
  page: z.number().int().openapi({ description: "This page (from 1)", example: 1 }),
  limit: z.number().int().openapi({ description: "Weeks per page", example: 100 }),
}).openapi("SettlementWeeks", { description: "A page of the weeks that have run." });

export const SettlementIdParam = z.object({
  id: z.string().min(1).max(64).openapi({
    param: { name: "id", in: "path" },
    description: "The statement's id",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
});

export const MarkPaidBody = z.object({
  utr: z.string({ error: BAD_UTR }).trim().toUpperCase().regex(UTR_PATTERN, { error: BAD_UTR }).openapi({
    description: "The bank transfer's UTR (Unique Transaction Reference): 12 to 22 letters and digits, " +
      "stored in capitals",
    example: "HDFCN26112212345",
  }),
}).openapi("MarkSettlementPaid", {
  description: "Marks a payable statement paid, with the bank transfer's UTR.",
});

export const PaymentFileQuery = z.object({
  week: sunday.openapi({ description: weekDescription, example: "2026-11-22" }),
  skipMissing: z.enum(["", "true", "false", "1", "0"]).optional().openapi({
    description: "`true`: leave out the stores whose bank details are missing (listed in the " +
      "`X-Skipped-Statements` header) instead of refusing the file with 409",
    example: "true",
  }),
});
