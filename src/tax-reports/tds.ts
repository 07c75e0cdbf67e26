/**
 * A store's TDS under Income-tax section 194-O for a quarter of the financial year, as its Form 16A will
 * show it: the platform (the e-commerce operator) deducts on each order's gross amount when the sale is
 * credited to the store (its delivery entry in the ledger), and gives it back when the sale is reversed (a
 * refund or cancellation after delivery: a negative row). Read from the ledger's `tds` entries, whose basis
 * holds the gross and the rate; a store that is exempt has no entries, so no rows.
 */
import type { DB } from "../../db/database.ts";
import { addDays, indiaDate } from "../core/clock.ts";
import { COMPANY } from "../content/company.ts";
import { type Period, quarterPeriod } from "./period.ts";
import { tdsEntries } from "./tax-reports.queries.ts";

export interface TdsRow {
  eventId: string;
  orderId: string | null;
  kind: "deduction" | "reversal";
  /** The delivery's date (a deduction) or the reversal's, India. */
  date: string;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  /** The amount TDS was computed on, paise: negative for a reversal. */
  gross: number;
  rateBp: number;
  /** TDS deducted, paise: negative when given back. */
  tds: number;
}

export interface TdsReport {
  quarter: string;
  period: Period;
  rows: TdsRow[];
  totals: { gross: number; tds: number; orders: number };
  deductor: { name: string; tan: string | null };
}

/** The platform's TAN, as the deductor named on Form 16A (PLATFORM_TAN; none set: null). */
export const platformTan = (): string | null => Deno.env.get("PLATFORM_TAN")?.trim() || null;

/** The report, or undefined when `quarter` is not `YYYY-Qn`. */
export async function tdsReport(db: DB, vendorId: string, quarter: string): Promise<TdsReport | undefined> {
  const period = quarterPeriod(quarter);
  if (!period) return undefined;
  const entries = await tdsEntries(db, vendorId, period.startsAt, period.endsAt);
  const rows: TdsRow[] = entries.map((entry) => {
    const reversal = entry.eventKind === "reversal";
    return {
      eventId: entry.eventId,
      orderId: entry.orderId,
      kind: reversal ? "reversal" : "deduction",
      date: indiaDate(entry.occurredAt),
      invoiceNumber: entry.invoiceNumber,
      creditNoteNumber: entry.creditNoteNumber,
      gross: reversal ? -Math.abs(entry.base) : entry.base,
      rateBp: entry.rateBp,
      tds: -entry.amount,
    };
  });
  return {
    quarter,
    period,
    rows,
    totals: {
      gross: rows.reduce((sum, row) => sum + row.gross, 0),
      tds: rows.reduce((sum, row) => sum + row.tds, 0),
      orders: new Set(rows.filter((row) => row.kind === "deduction").map((row) => row.orderId)).size,
    },
    deductor: { name: COMPANY.legalName, tan: platformTan() },
  };
}

/** The quarter's last day, YYYY-MM-DD. */
export const lastDayOf = (period: Period) => addDays(period.to, -1);
