/**
 * SQL of a store's GSTR-1 return: its tax invoices and credit notes dated in a period (India dates), each
 * with its lines, the buyer's GSTIN and the place of supply as the invoice recorded them.
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

/** One line of an invoice or credit note, in paise. */
export interface DocumentLine {
  position: number;
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  rate: number;
  gross: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** An invoice, or a credit note with the invoice it amends. */
export interface TaxDocument {
  kind: "invoice" | "credit-note";
  id: string;
  orderId: string;
  number: string;
  /** YYYY-MM-DD, India. */
  date: string;
  /** The buyer's GSTIN as invoiced (null: an unregistered buyer). */
  buyerGstin: string | null;
  /** GST state code of the place of supply. */
  pos: string;
  intraState: boolean;
  /** The document's value (tax included). */
  total: number;
  /** The invoice (itself, or the one a credit note amends): number, date and value. */
  invoiceNumber: string;
  invoiceDate: string;
  invoiceTotal: number;
  lines: DocumentLine[];
}

/** The store's identity for the return: its GSTIN as on record now. */
export async function storeForReturn(
  db: DB,
  vendorId: string,
): Promise<{ id: string; name: string; gstin: string; pan: string } | undefined> {
  const row = await db.selectFrom("vendors").select(["id", "store_name", "gstin", "pan"])
    .where("id", "=", vendorId).executeTakeFirst();
  return row && { id: row.id, name: row.store_name, gstin: row.gstin.trim(), pan: row.pan.trim() };
}

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Lines grouped under their documents, in the order read. */
function grouped<Head extends { id: string }, Row extends Head & Omit<DocumentLine, never>>(
  rows: Row[],
  head: (row: Row) => Omit<TaxDocument, "lines">,
): TaxDocument[] {
  const byId = new Map<string, TaxDocument>();
  for (const row of rows) {
    let doc = byId.get(row.id);
    if (!doc) {
      doc = { ...head(row), lines: [] };
      byId.set(row.id, doc);
    }
    doc.lines.push({
      position: row.position,
      description: row.description,
      hsn: row.hsn,
      quantity: row.quantity,
      unit: row.unit,
      rate: Number(row.rate),
      gross: row.gross,
      taxable: row.taxable,
      cgst: row.cgst,
      sgst: row.sgst,
      igst: row.igst,
    });
  }
  return [...byId.values()];
}

/** The columns of an invoice's or a credit note's line (both tables name them alike). */
const LINE_COLUMNS = [
  "l.position",
  "l.description",
  "l.hsn_code as hsn",
  "l.quantity",
  "l.unit",
  "l.gst_rate as rate",
  "l.gross_paise as gross",
  "l.taxable_paise as taxable",
  "l.cgst_paise as cgst",
  "l.sgst_paise as sgst",
  "l.igst_paise as igst",
] as const;

/** The store's invoices dated from `from` to before `to` (YYYY-MM-DD, India), by number. */
export async function invoicesIn(db: DB, vendorId: string, from: string, to: string): Promise<TaxDocument[]> {
  const rows = await db.selectFrom("invoices as i").innerJoin("invoice_lines as l", "l.invoice_id", "i.id")
    .select([
      "i.id",
      "i.order_id",
      "i.number",
      day("i.issued_on").as("date"),
      sql<string | null>`nullif(btrim(i.buyer->>'gstin'), '')`.as("buyer_gstin"),
      "i.place_of_supply",
      "i.intra_state",
      "i.total_paise",
      ...LINE_COLUMNS,
    ])
    .where("i.vendor_id", "=", vendorId)
    .where("i.issued_on", ">=", from)
    .where("i.issued_on", "<", to)
    .orderBy("i.fy").orderBy("i.serial").orderBy("l.position").execute();
  return grouped(rows, (row) => ({
    kind: "invoice",
    id: row.id,
    orderId: row.order_id,
    number: row.number,
    date: row.date,
    buyerGstin: row.buyer_gstin,
    pos: row.place_of_supply,
    intraState: row.intra_state,
    total: row.total_paise,
    invoiceNumber: row.number,
    invoiceDate: row.date,
    invoiceTotal: row.total_paise,
  }));
}

/** The store's credit notes dated from `from` to before `to`, by number, with the invoices they amend. */
export async function creditNotesIn(
  db: DB,
  vendorId: string,
  from: string,
  to: string,
): Promise<TaxDocument[]> {
  const rows = await db.selectFrom("credit_notes as n")
    .innerJoin("credit_note_lines as l", "l.credit_note_id", "n.id")
    .innerJoin("invoices as i", "i.id", "n.invoice_id")
    .select([
      "n.id",
      "n.order_id",
      "n.number",
      day("n.issued_on").as("date"),
      "n.total_paise",
      sql<string | null>`nullif(btrim(i.buyer->>'gstin'), '')`.as("buyer_gstin"),
      "i.place_of_supply",
      "i.intra_state",
      "i.number as invoice_number",
      day("i.issued_on").as("invoice_date"),
      "i.total_paise as invoice_total",
      ...LINE_COLUMNS,
    ])
    .where("n.vendor_id", "=", vendorId)
    .where("n.issued_on", ">=", from)
    .where("n.issued_on", "<", to)
    .orderBy("n.fy").orderBy("n.serial").orderBy("l.position").execute();
  return grouped(rows, (row) => ({
    kind: "credit-note",
    id: row.id,
    orderId: row.order_id,
    number: row.number,
    date: row.date,
    buyerGstin: row.buyer_gstin,
    pos: row.place_of_supply,
    intraState: row.intra_state,
    total: row.total_paise,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_date,
    invoiceTotal: row.invoice_total,
  }));
}
