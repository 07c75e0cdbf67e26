/**
 * SQL of tax invoices and credit notes: what an invoice is made from (the order, its lines with their
 * products' HSN codes and GST rates, the store), the per-store serial counters, the documents themselves, and
 * the batched read of every listed order's documents.
 */
import { sql } from "kysely";
import type {
  CreditNoteLineTable,
  CreditNoteTable,
  DB,
  InvoiceBuyer,
  InvoiceLineTable,
  InvoiceSeller,
  InvoiceTable,
  OrderAddress,
} from "../../db/database.ts";
import type { Insertable, Selectable } from "kysely";

export type InvoiceLineRow = Selectable<InvoiceLineTable>;
export type CreditNoteLineRow = Selectable<CreditNoteLineTable>;

export interface InvoiceRecord extends Omit<Selectable<InvoiceTable>, "issued_on"> {
  issued_on: string;
  lines: InvoiceLineRow[];
}

export interface CreditNoteRecord extends Omit<Selectable<CreditNoteTable>, "issued_on"> {
  issued_on: string;
  invoice_number: string;
  invoice_issued_on: string;
  lines: CreditNoteLineRow[];
}

/** The order an invoice is made from, locked until the transaction ends (one invoice per order). */
export interface OrderForInvoice {
  id: string;
  vendor_id: string;
  status: string;
  customer_name: string;
  address: OrderAddress;
  buyer_gstin: string | null;
  store_name: string;
  store_address: string;
  store_city: string;
  store_pincode: string;
  store_gstin: string;
}

export async function lockOrderForInvoice(tx: DB, orderId: string): Promise<OrderForInvoice | undefined> {
  const row = await tx.selectFrom("orders as o").innerJoin("vendors as v", "v.id", "o.vendor_id")
    .select([
      "o.id",
      "o.vendor_id",
      "o.status",
      "o.customer_name",
      "o.address",
      "o.buyer_gstin",
      "v.store_name",
      "v.store_address",
      "v.city as store_city",
      "v.pincode as store_pincode",
      "v.gstin as store_gstin",
    ])
    .where("o.id", "=", orderId).forUpdate("o").executeTakeFirst();
  if (!row) return undefined;
  const address = typeof row.address === "string" ? JSON.parse(row.address) : row.address;
  return { ...row, address };
}

/** An order's lines with their products' tax details as they are now (null when not set or deleted). */
export interface LineForInvoice {
  position: number;
  product_id: string | null;
  name: string;
  unit: string;
  mrp_paise: number;
  price_paise: number;
  quantity: number;
  line_paise: number;
  hsn_code: string | null;
  gst_rate: number | null;
}

export async function linesForInvoice(tx: DB, orderId: string): Promise<LineForInvoice[]> {
  const rows = await tx.selectFrom("order_items as i").leftJoin("products as p", "p.id", "i.product_id")
    .select([
      "i.position",
      "i.product_id",
      "i.name",
      "i.unit",
      "i.mrp_paise",
      "i.price_paise",
      "i.quantity",
      "i.line_paise",
      "p.hsn_code",
      "p.gst_rate",
    ])
    .where("i.order_id", "=", orderId).orderBy("i.position").execute();
  return rows.map((r) => ({ ...r, gst_rate: r.gst_rate === null ? null : Number(r.gst_rate) }));
}

/** The state India Post files a pincode under, when the address's state name is no GST state's. */
export async function postOfficeState(db: DB, postalCode: string): Promise<string | undefined> {
  if (!/^[1-9][0-9]{5}$/.test(postalCode)) return undefined;
  const row = await db.selectFrom("post_offices").select("state").where("pincode", "=", Number(postalCode))
    .limit(1).executeTakeFirst();
  return row?.state;
}

/**
 * The next serial of a store's series in a financial year, in one statement that creates or raises the
 * counter row: the row stays locked until the transaction ends, so concurrent documents of one store take
 * 1, 2, 3 ... in turn, and a rolled-back one gives its serial back.
 */
export async function nextSerial(
  tx: DB,
  vendorId: string,
  series: "INV" | "CN",
  fy: string,
): Promise<number> {
  const row = await tx.insertInto("document_counters")
    .values({ vendor_id: vendorId, series, fy, last_serial: 1 })
    .onConflict((oc) =>
      oc.columns(["vendor_id", "series", "fy"]).doUpdateSet({
        last_serial: sql`document_counters.last_serial + 1`,
      })
    )
    .returning("last_serial").executeTakeFirstOrThrow();
  return Number(row.last_serial);
}

const asJson = (value: unknown) => sql<string>`${JSON.stringify(value)}::text::jsonb`;

export interface NewInvoice extends Omit<Insertable<InvoiceTable>, "seller" | "buyer"> {
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
}

export async function insertInvoice(
  tx: DB,
  invoice: NewInvoice,
  lines: Insertable<InvoiceLineTable>[],
): Promise<void> {
  await tx.insertInto("invoices")
    .values({ ...invoice, seller: asJson(invoice.seller), buyer: asJson(invoice.buyer) }).execute();
  if (lines.length) await tx.insertInto("invoice_lines").values(lines).execute();
}

export async function insertCreditNote(
  tx: DB,
  note: Insertable<CreditNoteTable>,
  lines: Insertable<CreditNoteLineTable>[],
): Promise<void> {
  await tx.insertInto("credit_notes").values(note).execute();
  if (lines.length) await tx.insertInto("credit_note_lines").values(lines).execute();
}

const parsed = <T>(value: T | string): T => typeof value === "string" ? JSON.parse(value) : value;

/** An order's invoice with its lines, or undefined before one is issued. */
export async function findInvoice(db: DB, orderId: string): Promise<InvoiceRecord | undefined> {
  const row = await db.selectFrom("invoices").selectAll()
    .select(sql<string>`issued_on::text`.as("issued_on"))
    .where("order_id", "=", orderId).executeTakeFirst();
  if (!row) return undefined;
  const lines = await db.selectFrom("invoice_lines").selectAll().where("invoice_id", "=", row.id)
    .orderBy("position").execute();
  return { ...row, seller: parsed(row.seller), buyer: parsed(row.buyer), lines: lines.map(numeric) };
}

/** An order's credit notes (one, by number, or all), oldest first, with their lines. */
export async function findCreditNotes(db: DB, orderId: string, number?: string): Promise<CreditNoteRecord[]> {
  let query = db.selectFrom("credit_notes as c").innerJoin("invoices as i", "i.id", "c.invoice_id")
    .selectAll("c")
    .select([
      sql<string>`c.issued_on::text`.as("issued_on"),
      "i.number as invoice_number",
      sql<string>`i.issued_on::text`.as("invoice_issued_on"),
    ])
    .where("c.order_id", "=", orderId);
  if (number !== undefined) query = query.where("c.number", "=", number);
  const notes = await query.orderBy("c.fy").orderBy("c.serial").execute();
  if (notes.length === 0) return [];
  const lines = await db.selectFrom("credit_note_lines").selectAll()
    .where("credit_note_id", "in", notes.map((n) => n.id)).orderBy("credit_note_id").orderBy("position")
    .execute();
  return notes.map((note) => ({
    ...note,
    lines: lines.filter((l) => l.credit_note_id === note.id).map(numeric),
  }));
}

/** Rows straight from the driver: smallint may come back as a string on some drivers. */
function numeric<T extends { gst_rate: number }>(row: T): T {
  return { ...row, gst_rate: Number(row.gst_rate) };
}

/** What an order's JSON says of its documents. */
export interface OrderDocuments {
  invoice: { number: string; date: string } | null;
  creditNotes: { number: string; date: string; amountPaise: number }[];
  /** Shipped without an invoice: why (the products without tax details, or the store's GSTIN). */
  invoiceMissing: { products: { productId: string | null; name: string }[]; storeGstin: boolean } | null;
}

export const NO_DOCUMENTS: OrderDocuments = { invoice: null, creditNotes: [], invoiceMissing: null };

/** A GSTIN's shape (the state code and check character are checked where it is saved). */
const GSTIN_SHAPE = "^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$";

interface DocumentRow {
  order_id: string;
  kind: "invoice" | "credit-note" | "missing" | "no-gstin";
  number: string | null;
  date: string | null;
  amount: number | null;
  product_id: string | null;
  name: string | null;
}

/**
 * The documents of these orders, in one statement: invoices, credit notes, and for an order shipped without
 * an invoice, what keeps it from one. Only orders that have shipped can have any, so a list of orders that
 * have not costs no statement at all (orders given by id alone are all looked at).
 */
export async function documentsOfOrders(
  db: DB,
  orders: readonly (string | { id: string; shipped_at: Date | string | null })[],
): Promise<Map<string, OrderDocuments>> {
  const shipped = orders.flatMap((o) => typeof o === "string" ? [o] : o.shipped_at !== null ? [o.id] : []);
  const out = new Map<string, OrderDocuments>();
  if (shipped.length === 0) return out;
  const ids = sql.join(shipped);
  const { rows } = await sql<DocumentRow>`
    select order_id, 'invoice' as kind, number, issued_on::text as date, total_paise as amount,
      null as product_id, null as name
    from invoices where order_id in (${ids})
    union all
    select order_id, 'credit-note', number, issued_on::text, total_paise, null, null
    from credit_notes where order_id in (${ids})
    union all
    select i.order_id, 'missing', null, null, null, i.product_id, i.name
    from order_items i left join products p on p.id = i.product_id
    where i.order_id in (${ids}) and (p.hsn_code is null or p.gst_rate is null)
      and not exists (select 1 from invoices x where x.order_id = i.order_id)
    union all
    select o.id, 'no-gstin', null, null, null, null, null
    from orders o join vendors v on v.id = o.vendor_id
    where o.id in (${ids}) and v.gstin !~ ${GSTIN_SHAPE}
      and not exists (select 1 from invoices x where x.order_id = o.id)
    order by 1, 2, 3, 6
  `.execute(db);
  for (const row of rows) {
    const docs = out.get(row.order_id) ??
      { invoice: null, creditNotes: [], invoiceMissing: null } as OrderDocuments;
    out.set(row.order_id, docs);
    if (row.kind === "invoice") docs.invoice = { number: row.number!, date: row.date! };
    else if (row.kind === "credit-note") {
      docs.creditNotes.push({ number: row.number!, date: row.date!, amountPaise: Number(row.amount) });
    } else {
      docs.invoiceMissing ??= { products: [], storeGstin: false };
      if (row.kind === "missing") {
        docs.invoiceMissing.products.push({ productId: row.product_id, name: row.name! });
      } else docs.invoiceMissing.storeGstin = true;
    }
  }
  return out;
}
