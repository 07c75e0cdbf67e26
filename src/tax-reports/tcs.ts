/**
 * The platform's TCS under CGST Act section 52 for a month, as its GSTR-8 reports it: per store GSTIN and
 * place of supply, the gross taxable value of the supplies made through the platform, the value of those
 * returned (sales reversed after delivery), the net, and the CGST, SGST and IGST collected on it. Read from
 * the ledger's `tcs_cgst`, `tcs_sgst` and `tcs_igst` entries of events that happened in the month (India
 * dates): a delivery's entries are collections, a reversal's give them back. Their basis holds the taxable
 * value they were computed on; the amounts are the ledger's, so the totals equal it to the paisa.
 */
import type { DB } from "../../db/database.ts";
import { stateCodeOf, stateNameOf } from "../invoices/tax.ts";
import { monthPeriod, type Period } from "./period.ts";
import { tcsGroups, tcsLedgerSum } from "./tax-reports.queries.ts";

export interface TcsRow {
  storeId: string;
  storeName: string;
  gstin: string;
  /** GST state code of the place of supply, and its name. */
  pos: string;
  posName: string;
  gross: number;
  returns: number;
  net: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TcsReport {
  month: string;
  period: Period;
  rows: TcsRow[];
  totals: Omit<TcsRow, "storeId" | "storeName" | "gstin" | "pos" | "posName"> & { tcs: number };
  /** TCS by the ledger's own sum of the month's entries (collected positive): equals totals.tcs. */
  ledgerTcs: number;
}

export async function tcsReport(db: DB, month: string): Promise<TcsReport | undefined> {
  const period = monthPeriod(month);
  if (!period) return undefined;
  const [groups, ledgerSum] = await Promise.all([
    tcsGroups(db, period.startsAt, period.endsAt),
    tcsLedgerSum(db, period.startsAt, period.endsAt),
  ]);
  const rows = new Map<string, TcsRow>();
  for (const group of groups) {
    const pos = group.placeOfSupply ??
      stateCodeOf(group.addressState ?? "", group.addressPincode ?? undefined) ?? "97";
    const key = `${group.gstin}|${group.vendorId}|${pos}`;
    const row = rows.get(key) ?? {
      storeId: group.vendorId,
      storeName: group.storeName,
      gstin: group.gstin,
      pos,
      posName: stateNameOf(pos),
      gross: 0,
      returns: 0,
      net: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
    };
    // The taxable value is counted once per supply: from its CGST entry (SGST has the same) or its IGST one.
    if (group.kind !== "tcs_sgst") {
      if (group.eventKind === "reversal") row.returns += Math.abs(group.base);
      else row.gross += group.base;
    }
    const collected = -group.amount;
    if (group.kind === "tcs_cgst") row.cgst += collected;
    else if (group.kind === "tcs_sgst") row.sgst += collected;
    else row.igst += collected;
    row.net = row.gross - row.returns;
    rows.set(key, row);
  }
  const list = [...rows.values()].sort((a, b) =>
    a.gstin.localeCompare(b.gstin) || a.storeName.localeCompare(b.storeName) || a.pos.localeCompare(b.pos)
  );
  const totals = { gross: 0, returns: 0, net: 0, cgst: 0, sgst: 0, igst: 0, tcs: 0 };
  for (const row of list) {
    totals.gross += row.gross;
    totals.returns += row.returns;
    totals.net += row.net;
    totals.cgst += row.cgst;
    totals.sgst += row.sgst;
    totals.igst += row.igst;
  }
  totals.tcs = totals.cgst + totals.sgst + totals.igst;
  return { month, period, rows: list, totals, ledgerTcs: -ledgerSum };
}
