/**
 * The platform's reconciliation for a period of India dates [from, to] (the moments s = from 00:00 IST and
 * e = the day after `to`, 00:00 IST): the money collected on the store orders delivered in it, and where
 * it went, to the paisa.
 *
 * The figures, in paise:
 * - C, money collected: the totals of the store orders delivered in [s, e), read from the ORDERS (their
 *   `delivered_at` and `total_paise`), not from the ledger; split into prepaid (the platform collected it
 *   through the gateway) and cash on delivery (the store's courier collected it).
 * - From the ledger's entries made in [s, e) (each entry's `created_at`, the moment of its event), as amounts
 *   the platform kept or passed on, so positive where the store's entries are negative: K, cash kept by the
 *   stores (−Σ cash_collected); M, commission (−Σ commission); G, GST on commission; T, TCS (CGST + SGST +
 *   IGST); D, TDS; R, refunds (−Σ refund). Each net of the reversals made in the period (a reversal's
 *   commission, GST, TCS and TDS come back with the opposite sign), whenever the order it reverses was
 *   delivered. A, adjustments credited to the stores (+Σ adjustment).
 * - P, payouts to stores: the net payable of the statements marked paid in [s, e), whichever week they
 *   settle (deliveries of earlier periods settled or paid inside this one are counted when paid).
 * - O(t), owed to the stores at a moment t: the ledger's balance at t (Σ every entry made before t, the
 *   payout entries of statements generated before t included, which take the payable out of the balance)
 *   plus the payouts set aside before t and not yet paid at t. Negative when the stores owe the platform
 *   (cash-on-delivery commission and taxes not yet netted).
 *
 * The identity: C = P + K + (O(e) − O(s)) + M + G + T + D + R − A, and `difference` = C − (that) is 0.
 *
 * Why it holds for any period. Every ledger entry is one of: sale, cash_collected, commission,
 * commission_gst, tcs_*, tds, refund, adjustment, payout. The ledger's balance moves in [s, e) by the sum of
 * the entries made in it:
 *   ledger(e) − ledger(s) = S − K − M − G − T − D − R + A − X,
 * where S = Σ sale entries made in [s, e) and X = the payouts set aside in [s, e) (the statements generated
 * then). The set-aside-unpaid part moves by X less what was paid in [s, e): a statement's payout is set aside
 * when it is generated and leaves that part when the statement is paid, never earlier (it is paid after it
 * is generated), so unpaid(e) − unpaid(s) = X − P. Adding the two: O(e) − O(s) = S − K − M − G − T − D − R
 * + A − P, i.e. S = P + K + (O(e) − O(s)) + M + G + T + D + R − A. The ledger enters a store order's sale,
 * its gross as invoiced, in the transaction that marks it Delivered, at the moment of delivery; so S = C
 * when the orders and the ledger agree, and `difference` = C − S: any order delivered without its sale
 * entered (or entered twice, or at another amount) shows up as a difference. Statements of any week, paid
 * or generated at any time, and reversals of deliveries of any earlier period cancel out in the two sides.
 * Orders delivered before the ledger began have no sale entry: they show up as a difference in their
 * periods. An order's `delivered_at` (stamped by the database's clock) and its sale entry (the app's clock)
 * are written in one transaction, so they fall in the same period unless the two clocks differ
 * (APP_CLOCK_OFFSET_DAYS outside production, or a delivery in the instant before midnight).
 */
import type { DB, LedgerEntryKind } from "../../db/database.ts";
import { addDays, indiaMidnight, isCalendarDate } from "../core/clock.ts";
import { AppError } from "../core/errors.ts";
import { ledgerByKind, ordersDelivered, payableUnpaid, statementsPaid } from "./reconciliation.queries.ts";

/** Every figure of a period, in paise (see the header for what each is). */
export interface ReconciliationPaise {
  from: string;
  to: string;
  moneyCollected: { total: number; prepaid: number; cashOnDelivery: number; orders: number };
  payoutsToStores: { total: number; statements: number };
  cashKeptByStores: number;
  balancesOwedAtStart: { total: number; ledgerBalance: number; payableUnpaid: number };
  balancesOwedAtEnd: { total: number; ledgerBalance: number; payableUnpaid: number };
  commission: number;
  commissionGst: number;
  tcs: number;
  tds: number;
  refunds: number;
  adjustments: number;
  difference: number;
}

export const BAD_PERIOD = "from must be on or before to.";
export const BAD_DATE = "must be a calendar date, YYYY-MM-DD.";

/** 400 unless [from, to] is a period of real dates with from ≤ to. */
export function assertPeriod(from: string, to: string): void {
  if (!isCalendarDate(from)) throw new AppError(400, `from: ${BAD_DATE}`);
  if (!isCalendarDate(to)) throw new AppError(400, `to: ${BAD_DATE}`);
  if (from > to) throw new AppError(400, BAD_PERIOD);
}

/** The reconciliation of the India dates [from, to], both included. */
export async function reconcile(db: DB, from: string, to: string): Promise<ReconciliationPaise> {
  assertPeriod(from, to);
  const start = indiaMidnight(from);
  const end = indiaMidnight(addDays(to, 1));
  const [orders, ledger, paid, [unpaidAtStart, unpaidAtEnd]] = await Promise.all([
    ordersDelivered(db, start, end),
    ledgerByKind(db, start, end),
    statementsPaid(db, start, end),
    payableUnpaid(db, [start, end]),
  ]);
  const entered = (...kinds: LedgerEntryKind[]) =>
    ledger.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + row.within, 0);
  // What the platform kept or passed on: the store's entries turned round (0 − x, never a "−0").
  const kept = (...kinds: LedgerEntryKind[]) => 0 - entered(...kinds);
  const balance = (when: "beforeFrom" | "beforeTo") => ledger.reduce((sum, row) => sum + row[when], 0);
  const atStart = {
    total: balance("beforeFrom") + unpaidAtStart,
    ledgerBalance: balance("beforeFrom"),
    payableUnpaid: unpaidAtStart,
  };
  const atEnd = {
    total: balance("beforeTo") + unpaidAtEnd,
    ledgerBalance: balance("beforeTo"),
    payableUnpaid: unpaidAtEnd,
  };
  const figures = {
    moneyCollected: {
      total: orders.prepaid + orders.cashOnDelivery,
      prepaid: orders.prepaid,
      cashOnDelivery: orders.cashOnDelivery,
      orders: orders.orders,
    },
    payoutsToStores: { total: paid.paise, statements: paid.count },
    cashKeptByStores: kept("cash_collected"),
    balancesOwedAtStart: atStart,
    balancesOwedAtEnd: atEnd,
    commission: kept("commission"),
    commissionGst: kept("commission_gst"),
    tcs: kept("tcs_cgst", "tcs_sgst", "tcs_igst"),
    tds: kept("tds"),
    refunds: kept("refund"),
    adjustments: entered("adjustment"),
  };
  const accounted = figures.payoutsToStores.total + figures.cashKeptByStores +
    (atEnd.total - atStart.total) + figures.commission + figures.commissionGst + figures.tcs + figures.tds +
    figures.refunds - figures.adjustments;
  return { from, to, ...figures, difference: figures.moneyCollected.total - accounted };
}
