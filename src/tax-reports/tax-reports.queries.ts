/**
 * SQL of the withholding reports, read from the stores' ledger: a store's TDS entries in a period, and the
 * TCS entries of every store in a period summed by store, place of supply and kind.
 */
import { sql } from "kysely";
import type { DB, LedgerEventKind } from "../../db/database.ts";

export interface TdsEntryRow {
  entryId: string;
  eventId: string;
  eventKind: LedgerEventKind;
  orderId: string | null;
  /** When the event happened (delivery or reversal). */
  occurredAt: Date;
  amount: number;
  base: number;
  rateBp: number;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
}

/** A store's TDS entries whose events happened in [from, to), oldest first. */
export async function tdsEntries(db: DB, vendorId: string, from: Date, to: Date): Promise<TdsEntryRow[]> {
  const rows = await db.selectFrom("ledger_entries as x").innerJoin(
    "ledger_events as e",
    "e.id",
    "x.event_id",
  )
    .leftJoin("invoices as i", "i.order_id", "x.order_id")
    .leftJoin("credit_notes as n", "n.id", "e.credit_note_id")
    .select([
      sql<string>`x.id::text`.as("entry_id"),
      "x.event_id",
      "e.kind as event_kind",
      "x.order_id",
      "e.occurred_at",
      "x.amount_paise",
      sql<string>`coalesce(x.basis->>'base', '0')`.as("base"),
      sql<string>`coalesce(x.basis->>'rateBp', '0')`.as("rate_bp"),
      "i.number as invoice_number",
      "n.number as credit_note_number",
    ])
    .where("x.vendor_id", "=", vendorId)
    .where("x.kind", "=", "tds")
    .where("e.occurred_at", ">=", from)
    .where("e.occurred_at", "<", to)
    .orderBy("e.occurred_at").orderBy("x.id").execute();
  return rows.map((row) => ({
    entryId: row.entry_id,
    eventId: row.event_id,
    eventKind: row.event_kind,
    orderId: row.order_id,
    occurredAt: new Date(row.occurred_at),
    amount: Number(row.amount_paise),
    base: Number(row.base),
    rateBp: Number(row.rate_bp),
    invoiceNumber: row.invoice_number,
    creditNoteNumber: row.credit_note_number,
  }));
}

export interface TcsGroupRow {
  vendorId: string;
  storeName: string;
  /** The GSTIN the invoice named, else the store's on record ('' when it has none). */
  gstin: string;
  /** The invoice's place of supply (a state code), or else the delivery address's state name. */
  placeOfSupply: string | null;
  addressState: string | null;
  addressPincode: string | null;
  eventKind: LedgerEventKind;
  kind: "tcs_cgst" | "tcs_sgst" | "tcs_igst";
  amount: number;
  base: number;
}

/** Every store's TCS entries whose events happened in [from, to), summed by store, place and kind. */
export async function tcsGroups(db: DB, from: Date, to: Date): Promise<TcsGroupRow[]> {
  const rows = await db.selectFrom("ledger_entries as x").innerJoin(
    "ledger_events as e",
    "e.id",
    "x.event_id",
  )
    .innerJoin("vendors as v", "v.id", "x.vendor_id")
    .leftJoin("orders as o", "o.id", "x.order_id")
    .leftJoin("invoices as i", "i.order_id", "x.order_id")
    .select([
      "x.vendor_id",
      "v.store_name",
      sql<string>`coalesce(nullif(btrim(i.seller->>'gstin'), ''), btrim(v.gstin))`.as("report_gstin"),
      "i.place_of_supply",
      sql<string | null>`case when i.id is null then o.address->>'state' end`.as("address_state"),
      sql<string | null>`case when i.id is null then o.address->>'postalCode' end`.as("address_pincode"),
      "e.kind as event_kind",
      "x.kind",
      sql<string>`sum(x.amount_paise)::text`.as("amount"),
      sql<string>`sum(coalesce((x.basis->>'base')::bigint, 0))::text`.as("base"),
    ])
    .where("x.kind", "in", ["tcs_cgst", "tcs_sgst", "tcs_igst"])
    .where("e.occurred_at", ">=", from)
    .where("e.occurred_at", "<", to)
    // By position: the first eight columns (the store, its GSTIN, the place, the kinds).
    .groupBy([sql`1`, sql`2`, sql`3`, sql`4`, sql`5`, sql`6`, sql`7`, sql`8`])
    .execute();
  return rows.map((row) => ({
    vendorId: row.vendor_id,
    storeName: row.store_name,
    gstin: row.report_gstin,
    placeOfSupply: row.place_of_supply,
    addressState: row.address_state,
    addressPincode: row.address_pincode,
    eventKind: row.event_kind,
    kind: row.kind as TcsGroupRow["kind"],
    amount: Number(row.amount),
    base: Number(row.base),
  }));
}

/** The ledger's own sum of TCS entries in [from, to) (negative: withheld from the stores). */
export async function tcsLedgerSum(db: DB, from: Date, to: Date): Promise<number> {
  const row = await db.selectFrom("ledger_entries as x").innerJoin("ledger_events as e", "e.id", "x.event_id")
    .select(sql<string>`coalesce(sum(x.amount_paise), 0)::text`.as("sum"))
    .where("x.kind", "in", ["tcs_cgst", "tcs_sgst", "tcs_igst"])
    .where("e.occurred_at", ">=", from)
    .where("e.occurred_at", "<", to)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}
