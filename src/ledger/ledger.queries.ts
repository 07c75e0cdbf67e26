/**
 * SQL of the stores' ledger: an event and its entries written together (never changed afterwards: the
 * tables refuse updates and deletes), what a delivery is computed from, and a store's entries read back.
 */
import { sql } from "kysely";
import type { DB, LedgerEntryKind, LedgerEventKind } from "../../db/database.ts";
import type { EntryDraft } from "./ledger.rules.ts";

/** What a delivered order's entries are computed from: the order, its lines, its invoice, its store. */
export interface DeliverySource {
  id: string;
  vendor_id: string;
  payment_method: "cod" | "card" | "upi";
  address: { state?: string; postalCode?: string };
  store_pan: string;
  store_gstin: string;
  tds_exempt: boolean;
  invoice: { id: string; intra_state: boolean } | null;
  lines: {
    position: number;
    quantity: number;
    line_paise: number;
    commission_bp: number;
    commission_paise: number;
    /** The invoice line's, when the order has an invoice. */
    gross_paise: number | null;
    taxable_paise: number | null;
  }[];
}

export async function deliverySource(db: DB, orderId: string): Promise<DeliverySource | undefined> {
  const order = await db.selectFrom("orders as o").innerJoin("vendors as v", "v.id", "o.vendor_id")
    .leftJoin("invoices as i", "i.order_id", "o.id")
    .select([
      "o.id",
      "o.vendor_id",
      "o.payment_method",
      "o.address",
      "v.pan as store_pan",
      "v.gstin as store_gstin",
      "v.tds_exempt",
      "i.id as invoice_id",
      "i.intra_state",
    ])
    .where("o.id", "=", orderId).executeTakeFirst();
  if (!order) return undefined;
  const lines = await db.selectFrom("order_items as l")
    .leftJoin(
      "invoice_lines as il",
      (join) => join.onRef("il.position", "=", "l.position").on("il.invoice_id", "=", order.invoice_id ?? ""),
    )
    .select([
      "l.position",
      "l.quantity",
      "l.line_paise",
      "l.commission_bp",
      "l.commission_paise",
      "il.gross_paise",
      "il.taxable_paise",
    ])
    .where("l.order_id", "=", orderId).orderBy("l.position").execute();
  const address = typeof order.address === "string" ? JSON.parse(order.address) : order.address;
  return {
    id: order.id,
    vendor_id: order.vendor_id,
    payment_method: order.payment_method,
    address: address ?? {},
    store_pan: order.store_pan,
    store_gstin: order.store_gstin,
    tds_exempt: order.tds_exempt,
    invoice: order.invoice_id ? { id: order.invoice_id, intra_state: Boolean(order.intra_state) } : null,
    lines,
  };
}

export interface NewEvent {
  id: string;
  vendorId: string;
  orderId: string | null;
  kind: LedgerEventKind;
  occurredAt: Date;
  availableAt: Date;
  creditNoteId?: string | null;
  note?: string;
}

/** An event and its entries, in the caller's transaction. */
export async function insertEvent(tx: DB, event: NewEvent, entries: readonly EntryDraft[]): Promise<void> {
  await tx.insertInto("ledger_events").values({
    id: event.id,
    vendor_id: event.vendorId,
    order_id: event.orderId,
    kind: event.kind,
    occurred_at: event.occurredAt,
    available_at: event.availableAt,
    credit_note_id: event.creditNoteId ?? null,
    note: event.note ?? "",
  }).execute();
  if (entries.length === 0) return;
  await tx.insertInto("ledger_entries").values(entries.map((entry) => ({
    event_id: event.id,
    vendor_id: event.vendorId,
    order_id: event.orderId,
    kind: entry.kind,
    amount_paise: entry.amount,
    basis: sql<string>`${JSON.stringify(entry.basis)}::text::jsonb` as unknown as string,
    created_at: event.occurredAt,
  }))).execute();
}

/**
 * Waits for a settlement run under way and keeps the next one waiting until this transaction ends (a shared
 * hold on the run's lock): an event is written knowing which weeks have run, so it never falls into one.
 */
export async function holdSettlementRuns(tx: DB): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(hashtext('swiftcart-settlements'))`.execute(tx);
}

/** The end of the last settled week: no new event may fall before it (it would never be settled). */
export async function settledUntil(db: DB): Promise<string | undefined> {
  // As text: both drivers answer a date column with a Date, whose String() is not YYYY-MM-DD.
  const row = await db.selectFrom("settlement_runs").select(sql<string>`week_ending::text`.as("week_ending"))
    .orderBy("week_ending", "desc").limit(1).executeTakeFirst();
  return row ? row.week_ending : undefined;
}

export interface StoredEntry {
  id: string;
  event_id: string;
  event_kind: LedgerEventKind;
  order_id: string | null;
  kind: LedgerEntryKind;
  amount_paise: number;
  basis: EntryDraft["basis"];
  created_at: Date;
  available_at: Date;
  credit_note_id: string | null;
}

/** An order's events and entries, oldest first (locks nothing: callers hold the order's row lock). */
export async function orderEntries(db: DB, orderId: string): Promise<StoredEntry[]> {
  return await orderEntriesSettled(db, orderId);
}

/** An entry's columns with its event's kind and settleable time (entries x joined to events e). */
const ENTRY_COLUMNS = [
  sql<string>`x.id::text`.as("id"),
  "x.event_id",
  "e.kind as event_kind",
  "x.order_id",
  "x.kind",
  "x.amount_paise",
  "x.basis",
  "x.created_at",
  "e.available_at",
] as const;

/** An order's entries with the statement that settled each (null: not settled yet). */
export async function orderEntriesSettled(
  db: DB,
  orderId: string,
): Promise<(StoredEntry & { settlement_id: string | null })[]> {
  const rows = await db.selectFrom("ledger_entries as x").innerJoin(
    "ledger_events as e",
    "e.id",
    "x.event_id",
  )
    .leftJoin("settlement_events as s", "s.event_id", "x.event_id")
    .select([
      ...ENTRY_COLUMNS,
      "e.credit_note_id",
      "s.settlement_id",
    ])
    .where("x.order_id", "=", orderId).orderBy("x.id").execute();
  return rows.map((row) => ({ ...storedEntry(row), settlement_id: row.settlement_id }));
}

function storedEntry<T extends { basis: unknown; created_at: Date | string; available_at: Date | string }>(
  row: T,
): T & { basis: EntryDraft["basis"]; created_at: Date; available_at: Date } {
  return {
    ...row,
    basis: (typeof row.basis === "string" ? JSON.parse(row.basis) : row.basis) as EntryDraft["basis"],
    created_at: new Date(row.created_at),
    available_at: new Date(row.available_at),
  };
}

export interface LedgerFilter {
  vendorId: string;
  /** India dates, inclusive. */
  from?: Date;
  to?: Date;
  kind?: LedgerEntryKind;
  orderId?: string;
}

export interface LedgerRow {
  id: string;
  event_id: string;
  event_kind: LedgerEventKind;
  order_id: string | null;
  kind: LedgerEntryKind;
  amount_paise: number;
  basis: EntryDraft["basis"];
  created_at: Date;
  available_at: Date;
  settlement_id: string | null;
  credit_note_number: string | null;
}

/** A store's entries, newest first, a page at a time; with the statement that settled each, if any. */
export async function storeEntries(
  db: DB,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: LedgerRow[]; total: number; sum: number }> {
  let query = db.selectFrom("ledger_entries as x").innerJoin("ledger_events as e", "e.id", "x.event_id")
    .where("x.vendor_id", "=", filter.vendorId);
  if (filter.from) query = query.where("x.created_at", ">=", filter.from);
  if (filter.to) query = query.where("x.created_at", "<", filter.to);
  if (filter.kind) query = query.where("x.kind", "=", filter.kind);
  if (filter.orderId) query = query.where("x.order_id", "=", filter.orderId);
  const [rows, totals] = await Promise.all([
    query.leftJoin("settlement_events as s", "s.event_id", "x.event_id")
      .leftJoin("credit_notes as c", "c.id", "e.credit_note_id")
      .select([
        ...ENTRY_COLUMNS,
        "s.settlement_id",
        "c.number as credit_note_number",
      ])
      .orderBy("x.created_at", "desc").orderBy("x.id", "desc")
      .limit(page.limit).offset(page.offset).execute(),
    query.select([
      sql<number>`count(*)::integer`.as("total"),
      sql<number>`coalesce(sum(x.amount_paise), 0)::float8`.as("sum"),
    ]).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map(storedEntry),
    total: Number(totals.total),
    sum: Number(totals.sum),
  };
}

/** A store's balances: everything entered (the ledger's balance) and what of it is not yet settled. */
export async function storeBalance(
  db: DB,
  vendorId: string,
  at: Date,
): Promise<{ balance: number; unsettled: number; availableNow: number }> {
  const row = await db.selectFrom("ledger_entries as x").innerJoin("ledger_events as e", "e.id", "x.event_id")
    .leftJoin("settlement_events as s", "s.event_id", "x.event_id")
    .select([
      sql<number>`coalesce(sum(x.amount_paise), 0)::float8`.as("balance"),
      sql<number>`coalesce(sum(x.amount_paise) filter (where s.event_id is null), 0)::float8`.as("unsettled"),
      sql<
        number
      >`coalesce(sum(x.amount_paise) filter (where s.event_id is null and e.available_at <= ${at}), 0)::float8`
        .as("available_now"),
    ])
    .where("x.vendor_id", "=", vendorId).executeTakeFirstOrThrow();
  return {
    balance: Number(row.balance),
    unsettled: Number(row.unsettled),
    availableNow: Number(row.available_now),
  };
}
