/**
 * A store's weekly statements as they are read: the statement and its lines (one per settled event: a
 * delivery, a reversal, an adjustment), its totals (sums of the lines, to the paisa), the payment issues
 * raised on it; a page of statements; and what the store's Payments page sums up (balance now, awaiting
 * payout, the next expected payout). A store sees only its own statements (another's is "not found"), an
 * admin every one. Amounts leave this module in rupees, as the API shows them.
 */
import type { DB, LedgerEntryKind, SettlementStatus } from "../../../db/database.ts";
import { addDays, indiaDate, lastEndedWeek, now, settlementWeek, weekEndingOn } from "../../core/clock.ts";
import { AppError } from "../../core/errors.ts";
import type { Page } from "../../core/http.ts";
import { toRupees } from "../../core/money.ts";
import {
  type LedgerFilter,
  type LedgerRow,
  settledUntil,
  storeBalance,
  storeEntries,
} from "../../ledger/ledger.queries.ts";
import {
  awaitingPayout,
  carriedBalance,
  findSettlement,
  type PaymentIssueRow,
  settlementPage,
  type SettlementRow,
  settlementWeeks,
  type StatementFilter,
  statementIssues,
  type StatementLineRow,
  statementLines,
  storeOrdersEndingWith,
  unsettledBefore,
} from "./statement.queries.ts";

export const STATEMENT_NOT_FOUND = "Statement not found.";

/** Who reads: a store sees its own statements, an admin all; anyone else none. */
export interface StatementViewer {
  id: string;
  role: "customer" | "vendor" | "admin";
  vendor_id: string | null;
}

/** A store's question about a paid statement, and the admin's answer. */
export interface PaymentIssue {
  id: string;
  message: string;
  /** ISO 8601 moment. */
  raisedAt: string;
  status: "open" | "answered";
  answer: string | null;
  answeredAt: string | null;
}

/** One settled event, its entries in columns (rupees, signed as the store sees them). */
export interface StatementLine {
  eventId: string;
  orderId: string | null;
  kind: "delivery" | "reversal" | "adjustment";
  /** YYYY-MM-DD, India time, of when it happened (delivered, reversed). */
  date: string;
  paymentMethod: "cod" | "card" | "upi" | null;
  sale: number;
  refund: number;
  cashCollected: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  tds: number;
  /** Every entry of the event, adjustments included. */
  net: number;
  creditNote: string | null;
}

export interface StatementTotals {
  sale: number;
  refunds: number;
  cashCollected: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  tds: number;
  net: number;
}

export interface StatementSummary {
  id: string;
  storeId: string;
  storeName: string;
  weekStart: string;
  weekEnding: string;
  openingBalance: number;
  linesTotal: number;
  netPayable: number;
  closingBalance: number;
  status: SettlementStatus;
  utr: string | null;
  paidAt: string | null;
  generatedAt: string;
  /** How many lines (settled events) the statement has. */
  lineCount: number;
}

export interface StatementJson extends Omit<StatementSummary, "lineCount"> {
  lines: StatementLine[];
  totals: StatementTotals;
  issues: PaymentIssue[];
}

/** The columns of a line, in paise, before they become rupees. */
interface LinePaise {
  sale: number;
  refund: number;
  cashCollected: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  tds: number;
  net: number;
}

const emptyLine = (): LinePaise => ({
  sale: 0,
  refund: 0,
  cashCollected: 0,
  commission: 0,
  commissionGst: 0,
  tcs: 0,
  tds: 0,
  net: 0,
});

const rupeesOf = (line: LinePaise) => ({
  sale: toRupees(line.sale),
  refund: toRupees(line.refund),
  cashCollected: toRupees(line.cashCollected),
  commission: toRupees(line.commission),
  commissionGst: toRupees(line.commissionGst),
  tcs: toRupees(line.tcs),
  tds: toRupees(line.tds),
  net: toRupees(line.net),
});

/** A statement's lines in paise, as read (one per settled event, oldest first). */
export function toLines(rows: readonly StatementLineRow[]): (LinePaise & {
  eventId: string;
  orderId: string | null;
  kind: StatementLine["kind"];
  date: string;
  paymentMethod: StatementLine["paymentMethod"];
  creditNote: string | null;
})[] {
  return rows.map((row) => ({
    eventId: row.event_id,
    orderId: row.order_id,
    kind: row.event_kind === "settlement" ? "adjustment" : row.event_kind,
    date: indiaDate(row.occurred_at),
    paymentMethod: row.payment_method,
    creditNote: row.credit_note_number,
    sale: row.sale,
    refund: row.refund,
    cashCollected: row.cash_collected,
    commission: row.commission,
    commissionGst: row.commission_gst,
    tcs: row.tcs,
    tds: row.tds,
    net: row.net,
  }));
}

/** The totals of a statement's lines, in paise: each the sum of its column. */
export function totalsOf(lines: readonly LinePaise[]): LinePaise {
  const totals = emptyLine();
  for (const line of lines) {
    for (const key of Object.keys(totals) as (keyof LinePaise)[]) totals[key] += line[key];
  }
  return totals;
}

const iso = (at: Date | null) => at ? at.toISOString() : null;

export function toSummary(row: SettlementRow): StatementSummary {
  return {
    id: row.id,
    storeId: row.vendor_id,
    storeName: row.store_name,
    weekStart: row.week_start,
    weekEnding: row.week_ending,
    openingBalance: toRupees(row.opening_paise),
    linesTotal: toRupees(row.lines_paise),
    netPayable: toRupees(row.net_payable_paise),
    closingBalance: toRupees(row.closing_paise),
    status: row.status,
    utr: row.utr,
    paidAt: iso(row.paid_at),
    generatedAt: row.generated_at.toISOString(),
    lineCount: row.line_count,
  };
}

export const toPaymentIssue = (row: PaymentIssueRow): PaymentIssue => ({
  id: row.id,
  message: row.message,
  raisedAt: row.raised_at.toISOString(),
  status: row.status,
  answer: row.answer,
  answeredAt: iso(row.answered_at),
});

/** The statement's row if the viewer may see it: a store its own, an admin every one; else 404. */
export async function visibleSettlement(db: DB, id: string, viewer: StatementViewer): Promise<SettlementRow> {
  const row = await findSettlement(db, id);
  const mayRead = viewer.role === "admin" || (viewer.role === "vendor" && viewer.vendor_id !== null &&
    row?.vendor_id === viewer.vendor_id);
  if (!row || !mayRead) throw new AppError(404, STATEMENT_NOT_FOUND);
  return row;
}

/** One statement as its JSON, for a viewer who may see it (404 `Statement not found.` otherwise). */
export async function statementView(db: DB, id: string, viewer: StatementViewer): Promise<StatementJson> {
  const row = await visibleSettlement(db, id, viewer);
  const [rows, issues] = await Promise.all([statementLines(db, row.id), statementIssues(db, row.id)]);
  const lines = toLines(rows);
  const totals = totalsOf(lines);
  const { lineCount: _count, ...summary } = toSummary(row);
  return {
    ...summary,
    lines: lines.map((line) => ({
      eventId: line.eventId,
      orderId: line.orderId,
      kind: line.kind,
      date: line.date,
      paymentMethod: line.paymentMethod,
      ...rupeesOf(line),
      creditNote: line.creditNote,
    })),
    totals: {
      sale: toRupees(totals.sale),
      refunds: toRupees(totals.refund),
      cashCollected: toRupees(totals.cashCollected),
      commission: toRupees(totals.commission),
      commissionGst: toRupees(totals.commissionGst),
      tcs: toRupees(totals.tcs),
      tds: toRupees(totals.tds),
      net: toRupees(totals.net),
    },
    issues: issues.map(toPaymentIssue),
  };
}

/** A page of statements (newest week first): a store's own when `filter.vendorId` is set, else every one. */
export async function listStatements(
  db: DB,
  filter: StatementFilter,
  page: Pick<Page, "limit" | "page">,
): Promise<{ statements: StatementSummary[]; total: number }> {
  const { rows, total } = await settlementPage(db, filter, page);
  return { statements: rows.map(toSummary), total };
}

/** A store's money at a glance, in paise. */
export interface PaymentsSummary {
  /** Everything in its ledger: positive, the platform owes it; negative, it owes the platform. */
  balancePaise: number;
  /** Net payable of its statements not paid yet. */
  awaitingPayoutPaise: number;
  awaitingStatements: number;
  /** The Monday the next statement is made (and paid out from), YYYY-MM-DD. */
  nextPayoutDate: string;
  /** The week that statement settles (its Sunday). */
  nextWeekEnding: string;
  /**
   * What that statement is expected to pay: the balance carried from the last statement plus every
   * unsettled entry that may be settled in that week, never below 0.
   */
  nextPayoutPaise: number;
  /** What the store owes, when its balance is negative (0 otherwise). */
  owedPaise: number;
}

/**
 * The next payout is the statement of the current week, made on the Monday after it; while the week that
 * ended last has not been run yet, it is that week's, made today.
 */
export async function paymentsSummary(db: DB, vendorId: string, at: Date = now()): Promise<PaymentsSummary> {
  const [balance, awaiting, carried, until] = await Promise.all([
    storeBalance(db, vendorId, at),
    awaitingPayout(db, vendorId),
    carriedBalance(db, vendorId),
    settledUntil(db),
  ]);
  const lastEnded = lastEndedWeek(at);
  const weekEnding = (until ?? "") < lastEnded ? lastEnded : settlementWeek(at).weekEnding;
  const unsettled = await unsettledBefore(db, vendorId, weekEndingOn(weekEnding).endsAt);
  return {
    balancePaise: balance.balance,
    awaitingPayoutPaise: awaiting.paise,
    awaitingStatements: awaiting.statements,
    // A run overdue (the job has not run yet this Monday, or not at all): it is expected today.
    nextPayoutDate: [addDays(weekEnding, 1), indiaDate(at)].sort()[1],
    nextWeekEnding: weekEnding,
    nextPayoutPaise: Math.max(0, carried + unsettled),
    owedPaise: balance.balance < 0 ? -balance.balance : 0,
  };
}

/** How the store's pages name a statement's status. */
export const STATEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  payable: "Payable",
  paid: "Paid",
  nothing_due: "Nothing due",
};

/** How the store's pages name a ledger entry's kind. */
export const ENTRY_KIND_LABELS: Record<LedgerEntryKind, string> = {
  sale: "Sale",
  refund: "Refund",
  cash_collected: "Cash collected (COD)",
  commission: "Commission",
  commission_gst: "GST on commission",
  tcs_cgst: "TCS (CGST)",
  tcs_sgst: "TCS (SGST)",
  tcs_igst: "TCS (IGST)",
  tds: "TDS (s.194-O)",
  payout: "Payout",
  adjustment: "Adjustment",
};

/** A page of a store's ledger for its Payments page, with the week of the statement that settled each entry. */
export async function ledgerPage(
  db: DB,
  filter: LedgerFilter,
  page: Pick<Page, "limit" | "page">,
): Promise<{ rows: (LedgerRow & { week_ending: string | null })[]; total: number; sum: number }> {
  const list = await storeEntries(db, filter, { limit: page.limit, offset: (page.page - 1) * page.limit });
  const ids = [...new Set(list.rows.map((row) => row.settlement_id).filter((id): id is string => !!id))];
  const weeks = await settlementWeeks(db, ids);
  return {
    ...list,
    rows: list.rows.map((row) => ({
      ...row,
      week_ending: row.settlement_id ? weeks.get(row.settlement_id) ?? null : null,
    })),
  };
}

/**
 * The order a store means by what it typed: its whole id, or the short number the pages show (`#1a2b3c4`,
 * the id's last 7 characters) when it names exactly one of its orders; else what it typed (which matches none).
 */
export async function orderMeant(db: DB, vendorId: string, typed: string): Promise<string> {
  const text = typed.trim().replace(/^#/, "");
  if (text.length === 0 || text.length >= 24 || !/^[0-9a-zA-Z]+$/.test(text)) return text;
  const found = await storeOrdersEndingWith(db, vendorId, text.toLowerCase());
  return found.length === 1 ? found[0] : text;
}
