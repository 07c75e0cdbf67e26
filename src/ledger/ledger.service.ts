/**
 * The stores' ledger: what each store earned and owes, entry by entry, written in the same transaction as
 * the event behind it (an order delivered, a sale reversed by a refund, a cancellation after delivery or a
 * return). Append-only: nothing is changed afterwards; a correction is a new event. The weekly settlements
 * (src/settlements) settle events once their return window has passed.
 */
import type { DB } from "../../db/database.ts";
import { addDays, indiaMidnight, now } from "../core/clock.ts";
import { newId } from "../core/ids.ts";
import { stateCodeOf } from "../invoices/tax.ts";
import {
  deliveryEntries,
  ENTRY_LABELS,
  type EntryDraft,
  type OrderForLedger,
  RETURN_WINDOW_DAYS,
  reversalEntries,
  reversedSoFar,
} from "./ledger.rules.ts";
import {
  type DeliverySource,
  deliverySource,
  holdSettlementRuns,
  insertEvent,
  orderEntries,
  orderEntriesSettled,
  settledUntil,
} from "./ledger.queries.ts";

const DAY_MS = 86_400_000;

/** The figures of a delivery: its lines as invoiced, its store's tax details. */
export function ledgerOrder(source: DeliverySource): OrderForLedger {
  const supplierState = source.store_gstin.slice(0, 2);
  const placeOfSupply = stateCodeOf(source.address.state ?? "", source.address.postalCode);
  return {
    paymentMethod: source.payment_method,
    intraState: source.invoice
      ? source.invoice.intra_state
      : supplierState !== "" && supplierState === placeOfSupply,
    invoiced: source.invoice !== null,
    hasPan: /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(source.store_pan.trim().toUpperCase()),
    tdsExempt: source.tds_exempt,
    lines: source.lines.map((line) => ({
      position: line.position,
      quantity: line.quantity,
      gross: line.gross_paise ?? line.line_paise,
      taxable: line.taxable_paise ?? line.gross_paise ?? line.line_paise,
      commissionBp: line.commission_bp,
      commission: line.commission_paise,
    })),
  };
}

/**
 * No event may fall into a week already settled (it would never be paid): it moves to the start of the
 * first week not yet run.
 */
async function settleableFrom(tx: DB, at: Date): Promise<Date> {
  await holdSettlementRuns(tx);
  const until = await settledUntil(tx);
  if (!until) return at;
  const open = indiaMidnight(addDays(until, 1));
  return at < open ? open : at;
}

/**
 * Enters a delivered order: the sale, commission, GST on it, TCS, TDS and (cash on delivery) the cash the
 * store collected. Call in the delivery's transaction, after the order is Delivered. Once per order: a second
 * call enters nothing.
 */
export async function recordDelivery(
  tx: DB,
  orderId: string,
): Promise<{ eventId: string; net: number } | undefined> {
  const source = await deliverySource(tx, orderId);
  if (!source) return undefined;
  const existing = (await orderEntries(tx, orderId)).find((e) => e.event_kind === "delivery");
  if (existing) return undefined;
  const at = now();
  const entries = deliveryEntries(ledgerOrder(source));
  const eventId = newId(at.getTime());
  await insertEvent(tx, {
    id: eventId,
    vendorId: source.vendor_id,
    orderId,
    kind: "delivery",
    occurredAt: at,
    availableAt: await settleableFrom(tx, new Date(at.getTime() + RETURN_WINDOW_DAYS * DAY_MS)),
    note: source.payment_method === "cod" ? "Delivered, cash on delivery" : "Delivered, paid online",
  }, entries);
  return { eventId, net: entries.reduce((sum, e) => sum + e.amount, 0) };
}

export interface Reversal {
  /** Line position → quantity reversed; omitted: everything not reversed yet. */
  quantities?: ReadonlyMap<number, number>;
  creditNoteId?: string | null;
  note: string;
}

/**
 * Reverses a delivered order's sale, line by line: the refund, and back the commission, its GST, the TCS
 * and the TDS of those lines (returns use the same with the quantities returned). Call in the refund's or
 * cancellation's transaction. Nothing to reverse (no delivery entered, or all of it reversed already):
 * undefined.
 */
export async function reverseSale(
  tx: DB,
  orderId: string,
  reversal: Reversal,
): Promise<{ eventId: string; net: number } | undefined> {
  const stored = await orderEntries(tx, orderId);
  const delivery = stored.filter((e) => e.event_kind === "delivery");
  if (delivery.length === 0) return undefined;
  const drafts: EntryDraft[] = delivery.map((e) => ({
    kind: e.kind,
    amount: e.amount_paise,
    basis: e.basis,
  }));
  const done = reversedSoFar(
    stored.filter((e) => e.event_kind === "reversal").map((e) => ({
      kind: e.kind,
      amount: e.amount_paise,
      basis: e.basis,
    })),
  );
  const sale = drafts.find((d) => d.kind === "sale");
  const quantities = reversal.quantities ??
    new Map(
      (sale?.basis.lines ?? []).map((
        line,
      ) => [line.position, line.quantity - (done.get(line.position)?.quantity ?? 0)]),
    );
  const entries = reversalEntries(drafts, quantities, done);
  if (entries.length === 0) return undefined;
  const at = now();
  const deliveredAvailable = delivery[0].available_at;
  const eventId = newId(at.getTime());
  await insertEvent(tx, {
    id: eventId,
    vendorId: (await deliverySource(tx, orderId))!.vendor_id,
    orderId,
    kind: "reversal",
    occurredAt: at,
    // Reversed inside the return window: settled with the sale it reverses, in the same week.
    availableAt: await settleableFrom(tx, at < deliveredAvailable ? deliveredAvailable : at),
    creditNoteId: reversal.creditNoteId ?? null,
    note: reversal.note,
  }, entries);
  return { eventId, net: entries.reduce((sum, e) => sum + e.amount, 0) };
}

/** One figure of what an order earned the store. */
export interface EarningsLine {
  kind: string;
  label: string;
  /** Paise, signed as the store sees it. */
  amount: number;
  /** "0.1 % of ₹2,000.00" and similar: what it was computed from. */
  rateBp: number | null;
  base: number;
  note: string | null;
}

export interface OrderEarnings {
  lines: EarningsLine[];
  net: number;
  /** When the delivery becomes settleable (after the return window). */
  settleAfter: string;
  /** The statement that settled the delivery, if any. */
  settlementId: string | null;
  reversed: boolean;
}

/** What a delivered order earned its store, figure by figure (reversals netted per kind); null before delivery. */
export async function orderEarnings(db: DB, orderId: string): Promise<OrderEarnings | null> {
  const entries = await orderEntriesSettled(db, orderId);
  const delivery = entries.filter((e) => e.event_kind === "delivery");
  if (delivery.length === 0) return null;
  const byKind = new Map<string, EarningsLine>();
  for (const entry of entries) {
    const kind = entry.kind === "refund" ? "refund" : entry.kind;
    const line = byKind.get(kind) ??
      {
        kind,
        label: ENTRY_LABELS[entry.kind],
        amount: 0,
        rateBp: entry.basis.rateBp ?? null,
        base: 0,
        note: entry.basis.note ?? null,
      };
    line.amount += entry.amount_paise;
    if (entry.event_kind === "delivery") line.base += entry.basis.base;
    byKind.set(kind, line);
  }
  const lines = [...byKind.values()];
  return {
    lines,
    net: lines.reduce((sum, line) => sum + line.amount, 0),
    settleAfter: delivery[0].available_at.toISOString(),
    settlementId: delivery[0].settlement_id,
    reversed: entries.some((e) => e.event_kind === "reversal"),
  };
}
