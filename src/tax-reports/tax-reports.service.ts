/**
 * The tax reports for the API and the pages: a store's GSTR-1 for a month, its TDS for a quarter, the
 * platform's TCS for a month; and their JSON, amounts in rupees with 2 decimals.
 */
import type { DB } from "../../db/database.ts";
import { AppError, notFound } from "../core/errors.ts";
import { toRupees } from "../core/money.ts";
import { GST_STATES } from "../invoices/tax.ts";
import { buildGstr1, type Gstr1Model } from "./gstr1.ts";
import { creditNotesIn, invoicesIn, storeForReturn } from "./gstr1.queries.ts";
import { monthPeriod } from "./period.ts";
import { lastDayOf, type TdsReport, tdsReport } from "./tds.ts";
import type { TcsReport } from "./tcs.ts";

export const BAD_MONTH = "month: must be a month as YYYY-MM, e.g. 2026-11.";
export const NO_GSTIN = "Your store has no GSTIN on record, so it has no GSTR-1 to file. Add the store's " +
  "GSTIN in Profile; invoices issued from then on are reported under it.";

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The store's GSTR-1 for `month`: 400 for a bad month, 404 for no such store, 409 without a GSTIN. */
export async function gstr1Return(db: DB, vendorId: string, month: string): Promise<Gstr1Model> {
  const period = monthPeriod(month);
  if (!period) throw new AppError(400, BAD_MONTH);
  const store = await storeForReturn(db, vendorId);
  if (!store) throw notFound("Store not found.");
  if (!GSTIN.test(store.gstin) || !GST_STATES[store.gstin.slice(0, 2)]) throw new AppError(409, NO_GSTIN);
  const [invoices, creditNotes] = await Promise.all([
    invoicesIn(db, vendorId, period.from, period.to),
    creditNotesIn(db, vendorId, period.from, period.to),
  ]);
  return buildGstr1(store.gstin, month, invoices, creditNotes);
}

/** The store's TDS for `quarter`, 400 for a bad quarter. */
export async function storeTds(db: DB, vendorId: string, quarter: string) {
  const report = await tdsReport(db, vendorId, quarter);
  if (!report) throw new AppError(400, "quarter: must be a financial-year quarter as YYYY-Qn, e.g. 2026-Q3.");
  const store = await storeForReturn(db, vendorId);
  if (!store) throw notFound("Store not found.");
  return { report, store };
}

export function tdsJson(report: TdsReport, store: { name: string; pan: string }) {
  return {
    quarter: report.quarter,
    from: report.period.from,
    to: lastDayOf(report.period),
    section: "194-O" as const,
    deductor: report.deductor,
    deductee: { storeName: store.name, pan: store.pan || null },
    rows: report.rows.map((row) => ({
      orderId: row.orderId,
      kind: row.kind,
      date: row.date,
      invoiceNumber: row.invoiceNumber,
      creditNoteNumber: row.creditNoteNumber,
      grossAmount: toRupees(row.gross),
      rate: row.rateBp / 100,
      tds: toRupees(row.tds),
    })),
    totals: {
      grossAmount: toRupees(report.totals.gross),
      tds: toRupees(report.totals.tds),
      orders: report.totals.orders,
    },
  };
}

export function tcsJson(report: TcsReport) {
  const figures = (
    row: { gross: number; returns: number; net: number; cgst: number; sgst: number; igst: number },
  ) => ({
    grossSupplies: toRupees(row.gross),
    returns: toRupees(row.returns),
    netSupplies: toRupees(row.net),
    cgst: toRupees(row.cgst),
    sgst: toRupees(row.sgst),
    igst: toRupees(row.igst),
  });
  return {
    month: report.month,
    rows: report.rows.map((row) => ({
      storeId: row.storeId,
      storeName: row.storeName,
      gstin: row.gstin,
      placeOfSupply: { code: row.pos, name: row.posName },
      ...figures(row),
    })),
    totals: { ...figures(report.totals), tcs: toRupees(report.totals.tcs) },
    ledgerTcs: toRupees(report.ledgerTcs),
  };
}
