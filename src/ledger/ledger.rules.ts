/**
 * What a store earns and owes on an order, as ledger entries: pure arithmetic, shared by deliveries and
 * their reversals. Every amount is integer paise, rounded once per order line; an entry's amount is the sum
 * of its lines, so a reversal of some lines takes exactly those lines' amounts back.
 *
 * On delivery of a store's order (the marketplace rules it follows):
 * - the sale, the gross amount as invoiced (tax included);
 * - the commission at the rate frozen on each line at checkout, and GST at 18 % on it (the platform's
 *   service to the store);
 * - TCS under CGST Act section 52: 0.5 % of the net taxable value (tax excluded), as 0.25 % CGST + 0.25 %
 *   SGST when the supply is within one state, 0.5 % IGST otherwise;
 * - TDS under Income-tax Act section 194-O: 0.1 % of the gross amount (the rate from 1 October 2024), 5 %
 *   where the store has given no PAN (section 206AA), none where the admin recorded the store's declaration
 *   that it is a small individual seller under the threshold of section 194-O(4);
 * - cash on delivery: the store's courier collected the whole amount in cash, so it is entered against the
 *   store (the store owes the platform its commission and the taxes withheld, netted against what the
 *   platform owes it). A prepaid order's money reached the platform, which owes the store the net.
 * Amounts are signed as the store sees them: positive, owed to the store; negative, owed by it.
 */
import type { LedgerEntryKind } from "../../db/database.ts";

/** GST on the platform's commission, in basis points (18 %). */
export const COMMISSION_GST_BP = 1800;
/** TCS under CGST section 52: 0.5 % in all, half CGST and half SGST within a state. */
export const TCS_BP = 50;
export const TCS_HALF_BP = 25;
/** TDS under section 194-O from 1 October 2024. */
export const TDS_BP = 10;
/** TDS where the store has given no PAN (section 206AA read with 194-O). */
export const TDS_NO_PAN_BP = 500;
/** The return window: a delivered order is settled once it has passed. */
export const RETURN_WINDOW_DAYS = 7;

/** `base × bp / 10,000`, rounded half away from zero to whole paise. */
export const percentOf = (base: number, bp: number): number =>
  Math.sign(base) * Math.round(Math.abs(base) * bp / 10_000);

/** One line of an order as the ledger needs it. */
export interface LedgerLine {
  position: number;
  quantity: number;
  /** The line's gross, tax included, as invoiced. */
  gross: number;
  /** Its taxable value, tax excluded (the invoice line's; the gross where the order has no invoice). */
  taxable: number;
  /** The commission frozen at checkout: rate in basis points and amount. */
  commissionBp: number;
  commission: number;
}

export interface OrderForLedger {
  paymentMethod: "cod" | "card" | "upi";
  /** Supply within one state (the invoice's CGST + SGST), else IGST. */
  intraState: boolean;
  lines: LedgerLine[];
  /** The store's PAN is on record. */
  hasPan: boolean;
  /** The admin recorded the store's threshold declaration under section 194-O(4). */
  tdsExempt: boolean;
  /** The order has a tax invoice (else the taxable value is taken as the gross). */
  invoiced: boolean;
}

/** One line's part of an entry. */
export interface BasisLine {
  position: number;
  quantity: number;
  base: number;
  amount: number;
}

export interface EntryDraft {
  kind: LedgerEntryKind;
  amount: number;
  basis: { rateBp?: number; base: number; lines: BasisLine[]; note?: string };
}

/** The TDS rate for a store: 0.1 %, 5 % without a PAN, none when exempt. */
export function tdsRate(order: Pick<OrderForLedger, "hasPan" | "tdsExempt">): { bp: number; note?: string } {
  if (order.tdsExempt) return { bp: 0, note: "Threshold declaration under section 194-O(4): no TDS." };
  if (!order.hasPan) return { bp: TDS_NO_PAN_BP, note: "No PAN on record: TDS at 5 % (section 206AA)." };
  return { bp: TDS_BP };
}

function entry(
  kind: LedgerEntryKind,
  sign: 1 | -1,
  lines: LedgerLine[],
  baseOf: (line: LedgerLine) => number,
  amountOf: (line: LedgerLine) => number,
  rateBp?: number,
  note?: string,
): EntryDraft {
  const basisLines = lines.map((line) => ({
    position: line.position,
    quantity: line.quantity,
    base: baseOf(line),
    amount: sign * amountOf(line),
  }));
  return {
    kind,
    amount: basisLines.reduce((sum, line) => sum + line.amount, 0),
    basis: {
      ...(rateBp !== undefined ? { rateBp } : {}),
      base: basisLines.reduce((sum, line) => sum + line.base, 0),
      lines: basisLines,
      ...(note ? { note } : {}),
    },
  };
}

/** The entries of a delivered store order. Zero amounts are left out (an exempt store has no TDS entry). */
export function deliveryEntries(order: OrderForLedger): EntryDraft[] {
  const lines = order.lines;
  const commissionGst = (line: LedgerLine) => percentOf(line.commission, COMMISSION_GST_BP);
  const tds = tdsRate(order);
  const taxableNote = order.invoiced ? undefined : "No tax invoice: the taxable value is taken as the gross.";
  const drafts: EntryDraft[] = [
    entry("sale", 1, lines, (l) => l.gross, (l) => l.gross),
    ...(order.paymentMethod === "cod"
      ? [
        entry(
          "cash_collected",
          -1,
          lines,
          (l) => l.gross,
          (l) => l.gross,
          undefined,
          "Collected in cash by the store's courier.",
        ),
      ]
      : []),
    entry("commission", -1, lines, (l) => l.gross, (l) => l.commission),
    entry("commission_gst", -1, lines, (l) => l.commission, commissionGst, COMMISSION_GST_BP),
    // TCS on the taxable value: half CGST and half SGST within a state, all IGST across.
    ...(order.intraState
      ? [["tcs_cgst", TCS_HALF_BP], ["tcs_sgst", TCS_HALF_BP]] as const
      : [["tcs_igst", TCS_BP]] as const)
      .map(([kind, bp]) =>
        entry(kind, -1, lines, (l) => l.taxable, (l) => percentOf(l.taxable, bp), bp, taxableNote)
      ),
    entry("tds", -1, lines, (l) => l.gross, (l) => percentOf(l.gross, tds.bp), tds.bp, tds.note),
  ];
  return drafts.filter((draft) => draft.amount !== 0 || draft.kind === "sale");
}

/** What has been reversed of each line so far: quantity and, per entry kind, amount. */
export type Reversed = Map<number, { quantity: number; amounts: Map<LedgerEntryKind, number> }>;

/**
 * The entries that reverse `quantities` (line position → quantity) of a delivery: each delivery entry's line
 * amount in proportion, the last of a line's quantity taking whatever remains, so reversing a whole order
 * in parts gives back exactly what its delivery entered. The sale comes back as a refund; the cash the
 * store's courier collected stays (the store did collect it). Signs are the delivery's, turned round.
 */
export function reversalEntries(
  delivery: readonly EntryDraft[],
  quantities: ReadonlyMap<number, number>,
  reversed: Reversed = new Map(),
): EntryDraft[] {
  const drafts: EntryDraft[] = [];
  for (const original of delivery) {
    if (original.kind === "cash_collected") continue;
    const lines: BasisLine[] = [];
    for (const line of original.basis.lines) {
      const take = quantities.get(line.position) ?? 0;
      if (take <= 0) continue;
      const before = reversed.get(line.position);
      const doneQty = before?.quantity ?? 0;
      const doneAmount = before?.amounts.get(original.kind) ?? 0;
      const qty = Math.min(take, line.quantity - doneQty);
      if (qty <= 0) continue;
      const last = doneQty + qty === line.quantity;
      const share = last
        ? line.amount - doneAmount
        : Math.sign(line.amount) * Math.round(Math.abs(line.amount) * qty / line.quantity);
      const base = Math.round(line.base * qty / line.quantity);
      lines.push({ position: line.position, quantity: qty, base, amount: -share });
    }
    if (lines.length === 0) continue;
    drafts.push({
      kind: original.kind === "sale" ? "refund" : original.kind,
      amount: lines.reduce((sum, line) => sum + line.amount, 0),
      basis: {
        ...(original.basis.rateBp !== undefined ? { rateBp: original.basis.rateBp } : {}),
        base: lines.reduce((sum, line) => sum + line.base, 0),
        lines,
      },
    });
  }
  return drafts;
}

/** The reversals recorded so far of a delivery, per line, from their entries' basis lines. */
export function reversedSoFar(reversals: readonly EntryDraft[]): Reversed {
  const reversed: Reversed = new Map();
  for (const draft of reversals) {
    const kind = draft.kind === "refund" ? "sale" : draft.kind;
    for (const line of draft.basis.lines) {
      const state = reversed.get(line.position) ?? { quantity: 0, amounts: new Map() };
      // The quantity is counted once, from the sale's reversal (every reversal has one).
      if (kind === "sale") state.quantity += line.quantity;
      state.amounts.set(kind, (state.amounts.get(kind) ?? 0) - line.amount);
      reversed.set(line.position, state);
    }
  }
  return reversed;
}

/** The net of a set of entries. */
export const netOf = (drafts: readonly Pick<EntryDraft, "amount">[]): number =>
  drafts.reduce((sum, d) => sum + d.amount, 0);

/** How statements, pages and exports name each kind of entry. */
export const ENTRY_LABELS: Readonly<Record<LedgerEntryKind, string>> = {
  sale: "Sale",
  refund: "Refund",
  cash_collected: "Cash collected by your courier",
  commission: "Commission",
  commission_gst: "GST on commission (18 %)",
  tcs_cgst: "TCS: CGST (0.25 %)",
  tcs_sgst: "TCS: SGST (0.25 %)",
  tcs_igst: "TCS: IGST (0.5 %)",
  tds: "TDS (s.194-O)",
  payout: "Payout",
  adjustment: "Adjustment",
};
