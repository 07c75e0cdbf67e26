/**
 * SQL of the stores' weekly statements as they are read back: a statement with its store, the entries of the
 * events it settled (with each order's payment method and each reversal's credit note), the payment issues
 * raised on it, a page of statements, and the figures of a store's Payments page.
 */
import { sql } from "kysely";
import type { DB, LedgerEntryKind, LedgerEventKind, SettlementStatus } from "../../../db/database.ts";
import { type Paged, paged } from "../../core/paging.ts";
import type { Page } from "../../core/http.ts";

/** bigint columns come back as BigInt (postgres.js) or text (PGlite). */
const money = (value: unknown): number => Number(value ?? 0);
/** A date column as YYYY-MM-DD, whichever driver read it. */
const day = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
const moment = (value: unknown): Date | null => value == null ? null : new Date(value as string | Date);

export interface SettlementRow {
  id: string;
  vendor_id: string;
  store_name: string;
  week_start: string;
  week_ending: string;
  opening_paise: number;
  lines_paise: number;
  net_payable_paise: number;
  closing_paise: number;
  status: SettlementStatus;
  utr: string | null;
  paid_at: Date | null;
  generated_at: Date;
  /** How many events (deliveries, reversals, adjustments) the statement settled. */
  line_count: number;
}

const settlementColumns = (db: DB) =>
  db.selectFrom("settlements as s").innerJoin("vendors as v", "v.id", "s.vendor_id")
    .select([
      "s.id",
      "s.vendor_id",
      "v.store_name",
      "s.opening_paise",
      "s.lines_paise",
      "s.net_payable_paise",
      "s.closing_paise",
      "s.status",
      "s.utr",
      "s.paid_at",
      "s.generated_at",
    ])
    // As text: the drivers read a date column as a Date at some midnight.
    .select(sql<string>`s.week_start::text`.as("week_start"))
    .select(sql<string>`s.week_ending::text`.as("week_ending"))
    .select(sql<string>`(select count(*) from settlement_events se inner join ledger_events le
      on le.id = se.event_id where se.settlement_id = s.id and le.kind <> 'settlement')`.as("line_count"));

// deno-lint-ignore no-explicit-any
const toSettlementRow = (row: any): SettlementRow => ({
  id: row.id,
  vendor_id: row.vendor_id,
  store_name: row.store_name,
  week_start: day(row.week_start),
  week_ending: day(row.week_ending),
  opening_paise: money(row.opening_paise),
  lines_paise: money(row.lines_paise),
  net_payable_paise: money(row.net_payable_paise),
  closing_paise: money(row.closing_paise),
  status: row.status,
  utr: row.utr,
  paid_at: moment(row.paid_at),
  generated_at: new Date(row.generated_at),
  line_count: Number(row.line_count),
});

export async function findSettlement(db: DB, id: string): Promise<SettlementRow | undefined> {
  const row = await settlementColumns(db).where("s.id", "=", id).executeTakeFirst();
  return row ? toSettlementRow(row) : undefined;
}

export interface StatementFilter {
  vendorId?: string;
  weekEnding?: string;
  status?: SettlementStatus;
}

/** Statements, newest week first (then by store name), a page at a time. */
export async function settlementPage(
  db: DB,
  filter: StatementFilter,
  page: Pick<Page, "limit" | "page">,
): Promise<Paged<SettlementRow>> {
  let base = db.selectFrom("settlements as s").innerJoin("vendors as v", "v.id", "s.vendor_id");
  let query = settlementColumns(db);
  if (filter.vendorId) {
    base = base.where("s.vendor_id", "=", filter.vendorId);
    query = query.where("s.vendor_id", "=", filter.vendorId);
  }
  if (filter.weekEnding) {
    base = base.where("s.week_ending", "=", filter.weekEnding);
    query = query.where("s.week_ending", "=", filter.weekEnding);
  }
  if (filter.status) {
    base = base.where("s.status", "=", filter.status);
    query = query.where("s.status", "=", filter.status);
  }
  const result = await paged(
    query.orderBy("s.week_ending", "desc").orderBy("v.store_name").orderBy("s.id"),
    page,
    base.select("s.id"),
  );
  return { rows: result.rows.map(toSettlementRow), total: result.total };
}

/** One line of a statement: a settled event and its entries summed per column (paise). */
export interface StatementLineRow {
  event_id: string;
  event_kind: LedgerEventKind;
  order_id: string | null;
  occurred_at: Date;
  payment_method: "cod" | "card" | "upi" | null;
  credit_note_number: string | null;
  sale: number;
  refund: number;
  cash_collected: number;
  commission: number;
  commission_gst: number;
  tcs: number;
  tds: number;
  /** Every entry of the event, adjustments included. */
  net: number;
}

const sumOf = (kinds: readonly LedgerEntryKind[]) =>
  sql<number>`coalesce(sum(x.amount_paise) filter (where x.kind in (${
    sql.join(kinds.map((kind) => sql`${kind}`))
  })), 0)::float8`;

/** The lines of a statement (the events it settled, not its payout), oldest event first: one row each. */
export async function statementLines(db: DB, settlementId: string): Promise<StatementLineRow[]> {
  const rows = await db.selectFrom("settlement_events as se")
    .innerJoin("ledger_events as e", "e.id", "se.event_id")
    .leftJoin("ledger_entries as x", "x.event_id", "e.id")
    .leftJoin("orders as o", "o.id", "e.order_id")
    .leftJoin("credit_notes as c", "c.id", "e.credit_note_id")
    .select([
      "e.id as event_id",
      "e.kind as event_kind",
      "e.order_id",
      "e.occurred_at",
      "o.payment_method",
      "c.number as credit_note_number",
    ])
    .select([
      sumOf(["sale"]).as("sale"),
      sumOf(["refund"]).as("refund"),
      sumOf(["cash_collected"]).as("cash_collected"),
      sumOf(["commission"]).as("commission"),
    ])
    .select([
      sumOf(["commission_gst"]).as("commission_gst"),
      sumOf(["tcs_cgst", "tcs_sgst", "tcs_igst"]).as("tcs"),
      sumOf(["tds"]).as("tds"),
      sql<number>`coalesce(sum(x.amount_paise), 0)::float8`.as("net"),
    ])
    .where("se.settlement_id", "=", settlementId)
    .where("e.kind", "<>", "settlement")
    .groupBy(["e.id", "e.kind", "e.order_id", "e.occurred_at", "o.payment_method", "c.number"])
    .orderBy("e.occurred_at").orderBy("e.id")
    .execute();
  return rows.map((row) => ({
    ...row,
    occurred_at: new Date(row.occurred_at),
    payment_method: row.payment_method ?? null,
    sale: Number(row.sale),
    refund: Number(row.refund),
    cash_collected: Number(row.cash_collected),
    commission: Number(row.commission),
    commission_gst: Number(row.commission_gst),
    tcs: Number(row.tcs),
    tds: Number(row.tds),
    net: Number(row.net),
  }));
}

export interface PaymentIssueRow {
  id: string;
  settlement_id: string;
  message: string;
  raised_at: Date;
  status: "open" | "answered";
  answer: string | null;
  answered_at: Date | null;
}

/** The payment issues raised on a statement, oldest first. */
export async function statementIssues(db: DB, settlementId: string): Promise<PaymentIssueRow[]> {
  const rows = await db.selectFrom("payment_issues")
    .select(["id", "settlement_id", "message", "raised_at", "status", "answer", "answered_at"])
    .where("settlement_id", "=", settlementId).orderBy("raised_at").orderBy("id").execute();
  return rows.map((row) => ({
    ...row,
    raised_at: new Date(row.raised_at),
    answered_at: moment(row.answered_at),
  }));
}

/** What a store's payable statements still wait for (paise), and how many there are. */
export async function awaitingPayout(
  db: DB,
  vendorId: string,
): Promise<{ paise: number; statements: number }> {
  const row = await db.selectFrom("settlements")
    .select([
      sql<string>`coalesce(sum(net_payable_paise), 0)`.as("paise"),
      sql<string>`count(*)`.as("statements"),
    ])
    .where("vendor_id", "=", vendorId).where("status", "=", "payable").executeTakeFirstOrThrow();
  return { paise: money(row.paise), statements: Number(row.statements) };
}

/** The unsettled entries of a store whose events may be settled before `before` (paise). */
export async function unsettledBefore(db: DB, vendorId: string, before: Date): Promise<number> {
  const row = await db.selectFrom("ledger_entries as x").innerJoin("ledger_events as e", "e.id", "x.event_id")
    .leftJoin("settlement_events as s", "s.event_id", "x.event_id")
    .select(sql<string>`coalesce(sum(x.amount_paise), 0)`.as("paise"))
    .where("x.vendor_id", "=", vendorId).where("s.event_id", "is", null)
    .where("e.kind", "<>", "settlement").where("e.available_at", "<", before)
    .executeTakeFirstOrThrow();
  return money(row.paise);
}

/** The closing balance of a store's latest statement (0 without one): what it carries forward. */
export async function carriedBalance(db: DB, vendorId: string): Promise<number> {
  const row = await db.selectFrom("settlements").select("closing_paise").where("vendor_id", "=", vendorId)
    .orderBy("week_ending", "desc").limit(1).executeTakeFirst();
  return money(row?.closing_paise);
}

/** A store's name. */
export async function storeName(db: DB, vendorId: string): Promise<string | undefined> {
  const row = await db.selectFrom("vendors").select("store_name").where("id", "=", vendorId)
    .executeTakeFirst();
  return row?.store_name;
}

/** The weeks (their Sundays) of these statements, by id. */
export async function settlementWeeks(db: DB, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("settlements")
    .select(["id", sql<string>`week_ending::text`.as("week_ending")]).where("id", "in", [...ids]).execute();
  return new Map(rows.map((row) => [row.id, day(row.week_ending)]));
}

/** The store's orders whose id ends with `suffix` (an order's short number, as the pages show it): at most 2. */
export async function storeOrdersEndingWith(db: DB, vendorId: string, suffix: string): Promise<string[]> {
  const rows = await db.selectFrom("orders").select("id").where("vendor_id", "=", vendorId)
    .where(sql<boolean>`right(id, ${suffix.length}) = ${suffix}`).limit(2).execute();
  return rows.map((row) => row.id);
}
