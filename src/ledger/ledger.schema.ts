/** A store's ledger as the API shows it: entries with amounts in rupees, dates in India time. */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../core/http.ts";
import { isCalendarDate } from "../core/clock.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

export const LEDGER_ENTRY_KINDS = [
  "sale",
  "refund",
  "cash_collected",
  "commission",
  "commission_gst",
  "tcs_cgst",
  "tcs_sgst",
  "tcs_igst",
  "tds",
  "payout",
  "adjustment",
] as const;

const indiaDateParam = (description: string) =>
  z.string().refine(isCalendarDate, { error: "must be a date written YYYY-MM-DD." }).optional().openapi({
    description,
    example: "2026-11-01",
  });

export const LedgerQuery = PageQuery.extend({
  from: indiaDateParam("First day, India date YYYY-MM-DD (inclusive)"),
  to: indiaDateParam("Last day, India date YYYY-MM-DD (inclusive); not before `from`"),
  kind: z.enum(LEDGER_ENTRY_KINDS).optional().openapi({ description: "Only entries of this kind" }),
  order: z.string().trim().max(64).optional().openapi({
    description: "Only the entries of this order (its id)",
    example: ID_EXAMPLE,
  }),
  limit: PageQuery.shape.limit.default(50).openapi({ description: "Rows per page (1 to 200).", example: 50 }),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  error: "from must not be after to.",
  path: ["from"],
});

export const LedgerEntrySchema = z.object({
  id: z.string().openapi({ description: "Entry id (entries are numbered in the order they were written)" }),
  eventId: z.string().openapi({ description: "The event it belongs to: its other entries share it" }),
  event: z.enum(["delivery", "reversal", "settlement", "adjustment"]).openapi({
    description: "What made it: an order delivered, a sale reversed, a week's payout, an adjustment",
  }),
  kind: z.enum(LEDGER_ENTRY_KINDS).openapi({ description: "What the amount is" }),
  amount: z.number().openapi({
    description: "Rupees, signed as the store sees it: positive, owed to the store; negative, owed by it",
    example: -59,
  }),
  orderId: z.string().nullable().openapi({
    description: "The order (null for a payout)",
    example: ID_EXAMPLE,
  }),
  date: z.string().openapi({ description: "India date of the event, YYYY-MM-DD", example: "2026-11-16" }),
  occurredAt: z.string().openapi({ description: "When the event happened (ISO 8601)" }),
  availableAt: z.string().openapi({
    description: "From when it may be settled (ISO 8601): a delivery after its 7-day return window",
  }),
  statementId: z.string().nullable().openapi({
    description: "The weekly statement that settled it, or null while unsettled",
    example: ID_EXAMPLE,
  }),
  creditNote: z.string().nullable().openapi({
    description: "A reversal's credit note number, if any (else null)",
    example: "CN/2627/000045",
  }),
  basis: z.object({
    rateBp: z.number().int().nullable().openapi({
      description:
        "The rate applied, basis points (50 = 0.5 %); null where no single rate applies (a sale, " +
        "a refund, cash collected, a payout, commission at each product's own rate)",
      example: 1800,
    }),
    base: z.number().openapi({ description: "What the rate was applied to, rupees" }),
    note: z.string().nullable().openapi({
      description: "Why, where the rule needs saying (else null)",
      example: "Collected in cash by the store's courier.",
    }),
  }).openapi({ description: "The figures it was computed from" }),
}).openapi("LedgerEntry", { description: "One entry of the store's append-only ledger." });

export const LedgerPageSchema = z.object({
  entries: z.array(LedgerEntrySchema).openapi({ description: "Newest first" }),
  total: z.number().int().openapi({ description: "Entries matching the filters, across pages" }),
  page: z.number().int().openapi({ description: "This page (from 1)", example: 1 }),
  limit: z.number().int().openapi({ description: "Rows per page", example: 50 }),
  sum: z.number().openapi({ description: "Σ amount of every entry matching the filters, rupees" }),
  balance: z.number().openapi({
    description: "The store's ledger balance now (all entries), rupees: negative, it owes the platform",
  }),
}).openapi("LedgerPage", { description: "A page of the store's ledger." });
