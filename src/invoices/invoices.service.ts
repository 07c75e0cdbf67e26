/**
 * A store's tax invoices and credit notes. An invoice is issued when the store marks an order Shipped, in the
 * same transaction as that move, and numbered in the store's series for the financial year (India time):
 * `INV/2627/000123`. It keeps who sold and who bought as they were that day, and per line the HSN code and
 * GST rate the product has then. An order whose products lack an HSN code or a GST rate (or whose store has no
 * GSTIN) ships without one; the store issues it once it has set them. A shipped order later cancelled or
 * refunded gets a credit note in its own series (`CN/2627/000045`) for what it takes back, in the transaction
 * of that cancellation or refund.
 */
import type { DB, InvoiceBuyer, InvoiceSeller } from "../../db/database.ts";
import { financialYearCode, indiaDate, now } from "../core/clock.ts";
import { AppError, notFound } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { recordAudit } from "../audit/audit.queries.ts";
import {
  type CreditNoteRecord,
  documentsOfOrders,
  findCreditNotes,
  findInvoice,
  insertCreditNote,
  insertInvoice,
  type InvoiceRecord,
  type LineForInvoice,
  linesForInvoice,
  lockOrderForInvoice,
  nextSerial,
  NO_DOCUMENTS,
  type OrderDocuments,
  type OrderForInvoice,
  postOfficeState,
} from "./invoices.queries.ts";
import { type PrintedDocument, renderDocumentPdf } from "./invoices.pdf.ts";
import { blockedMessage, type InvoiceBlocked } from "./invoices.json.ts";
import { documentNumber, GST_STATES, splitLine, stateCodeOf, stateNameOf, sumLines } from "./tax.ts";

export type { OrderDocuments } from "./invoices.queries.ts";

export type { InvoiceBlocked } from "./invoices.json.ts";

export type IssueOutcome =
  | { issued: true; invoice: InvoiceRecord; created: boolean }
  | { issued: false; blocked: InvoiceBlocked };

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The store as its invoice names it; its state is its GSTIN's first two digits. */
function sellerOf(order: OrderForInvoice): InvoiceSeller {
  const stateCode = order.store_gstin.slice(0, 2);
  const place = [order.store_city, order.store_pincode].filter(Boolean).join(" ");
  return {
    name: order.store_name,
    address: [order.store_address, place].map((s) => s.trim()).filter(Boolean),
    gstin: order.store_gstin,
    stateCode,
    stateName: stateNameOf(stateCode),
  };
}

/**
 * The place of supply: the delivery address's state. A state name that is no GST state's is looked up by
 * the pincode in India Post's directory; failing that, "Other Territory" (97), an inter-state supply.
 */
async function buyerOf(tx: DB, order: OrderForInvoice): Promise<InvoiceBuyer> {
  const a = order.address;
  let stateCode = stateCodeOf(a.state, a.postalCode);
  if (!stateCode) {
    const filed = await postOfficeState(tx, a.postalCode);
    stateCode = (filed && stateCodeOf(filed, a.postalCode)) || "97";
  }
  const street = [a.street, a.floor].map((s) => s.trim()).filter(Boolean).join(", ");
  const area = [a.area, a.landmark].map((s) => s.trim()).filter(Boolean).join(", ");
  return {
    name: order.customer_name,
    address: [street, area, `${a.city}, ${a.state} ${a.postalCode}`, `Phone ${a.phoneNumber}`]
      .filter((s) => s.trim()),
    stateName: GST_STATES[stateCode] ?? "Other Territory",
    stateCode,
    gstin: order.buyer_gstin,
  };
}

function blockedBy(order: OrderForInvoice, lines: LineForInvoice[]): InvoiceBlocked | undefined {
  const products = lines.filter((l) => l.hsn_code === null || l.gst_rate === null)
    .map((l) => ({ productId: l.product_id, name: l.name }));
  const storeGstin = !GSTIN_SHAPE.test(order.store_gstin) || !GST_STATES[order.store_gstin.slice(0, 2)];
  return products.length || storeGstin ? { products, storeGstin } : undefined;
}

/**
 * Issues the order's tax invoice inside the caller's transaction (idempotent: an order has one). The order
 * must have shipped (Shipped or Delivered). Not issued, with the reason, when a product lacks its HSN code or
 * GST rate or the store its GSTIN.
 */
export async function issueInvoice(tx: DB, orderId: string): Promise<IssueOutcome> {
  const order = await lockOrderForInvoice(tx, orderId);
  if (!order) throw notFound("Order not found.");
  const existing = await findInvoice(tx, orderId);
  if (existing) return { issued: true, invoice: existing, created: false };
  if (order.status !== "Shipped" && order.status !== "Delivered") {
    throw new AppError(409, "A tax invoice is issued once the order has shipped.");
  }
  const lines = await linesForInvoice(tx, orderId);
  const blocked = blockedBy(order, lines);
  if (blocked) return { issued: false, blocked };

  const seller = sellerOf(order);
  const buyer = await buyerOf(tx, order);
  const intraState = seller.stateCode === buyer.stateCode;
  const at = now();
  const fy = financialYearCode(at);
  const serial = await nextSerial(tx, order.vendor_id, "INV", fy);
  const id = newId(at.getTime());
  const printed = lines.map((line) => ({
    line,
    split: splitLine(line.line_paise, line.gst_rate!, intraState),
  }));
  const totals = sumLines(printed.map((p) => p.split));
  await insertInvoice(
    tx,
    {
      id,
      order_id: orderId,
      vendor_id: order.vendor_id,
      fy,
      serial,
      number: documentNumber("INV", fy, serial),
      issued_on: indiaDate(at),
      issued_at: at,
      seller,
      buyer,
      place_of_supply: buyer.stateCode,
      intra_state: intraState,
      taxable_paise: totals.taxable,
      cgst_paise: totals.cgst,
      sgst_paise: totals.sgst,
      igst_paise: totals.igst,
      total_paise: totals.gross,
    },
    printed.map(({ line, split }) => ({
      invoice_id: id,
      position: line.position,
      product_id: line.product_id,
      description: line.name,
      hsn_code: line.hsn_code!,
      quantity: line.quantity,
      unit: line.unit,
      unit_price_paise: line.mrp_paise,
      discount_paise: line.mrp_paise * line.quantity - line.line_paise,
      gross_paise: split.gross,
      gst_rate: line.gst_rate!,
      taxable_paise: split.taxable,
      cgst_paise: split.cgst,
      sgst_paise: split.sgst,
      igst_paise: split.igst,
    })),
  );
  return { issued: true, invoice: (await findInvoice(tx, orderId))!, created: true };
}

/** A quantity of one invoice line to credit; the position is the order line's. */
export interface CreditLine {
  position: number;
  quantity: number;
}

/**
 * Issues a credit note inside the caller's transaction for what the order takes back: the given lines, or by
 * default everything not yet credited. Null when the order has no invoice (nothing was invoiced, so nothing
 * is credited) or nothing is left to credit. A line credited in full is credited exactly as it was invoiced
 * (the remainders), so a whole order's credit notes add up to its invoice to the paisa.
 */
export async function issueCreditNote(
  tx: DB,
  orderId: string,
  lines?: CreditLine[],
  reason = "Order cancelled after dispatch",
): Promise<CreditNoteRecord | null> {
  const order = await lockOrderForInvoice(tx, orderId);
  if (!order) throw notFound("Order not found.");
  const invoice = await findInvoice(tx, orderId);
  if (!invoice) return null;
  const earlier = await findCreditNotes(tx, orderId);
  const credited = new Map<
    number,
    { quantity: number; gross: number; taxable: number; cgst: number; sgst: number; igst: number }
  >();
  for (const line of earlier.flatMap((n) => n.lines)) {
    const sum = credited.get(line.position) ??
      { quantity: 0, gross: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    sum.quantity += line.quantity;
    sum.gross += line.gross_paise;
    sum.taxable += line.taxable_paise;
    sum.cgst += line.cgst_paise;
    sum.sgst += line.sgst_paise;
    sum.igst += line.igst_paise;
    credited.set(line.position, sum);
  }
  const wanted = lines ?? invoice.lines.map((l) => ({ position: l.position, quantity: l.quantity }));
  const out = [];
  for (const want of wanted) {
    const line = invoice.lines.find((l) => l.position === want.position);
    if (!line) throw new AppError(400, `The invoice has no line ${want.position}.`);
    const before = credited.get(line.position) ??
      { quantity: 0, gross: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    const left = line.quantity - before.quantity;
    const quantity = Math.min(want.quantity, left);
    if (!Number.isInteger(want.quantity) || want.quantity < 1) {
      throw new AppError(400, "A credited quantity must be a whole number of at least 1.");
    }
    if (quantity < 1) continue;
    const net = Math.round(line.gross_paise / line.quantity);
    const split = quantity === left
      ? {
        gross: line.gross_paise - before.gross,
        taxable: line.taxable_paise - before.taxable,
        cgst: line.cgst_paise - before.cgst,
        sgst: line.sgst_paise - before.sgst,
        igst: line.igst_paise - before.igst,
      }
      // Part of a line: its share of the line's gross in proportion to the quantity (the refund of a return
      // and the ledger's reversal of it take the same share, so the three agree to the paisa).
      : splitLine(
        Math.round(line.gross_paise * quantity / line.quantity),
        line.gst_rate,
        invoice.intra_state,
      );
    out.push({ line, quantity, net, split });
  }
  if (out.length === 0) return null;
  const totals = sumLines(out.map((o) => o.split));
  const at = now();
  const fy = financialYearCode(at);
  const serial = await nextSerial(tx, invoice.vendor_id, "CN", fy);
  const id = newId(at.getTime());
  const number = documentNumber("CN", fy, serial);
  await insertCreditNote(
    tx,
    {
      id,
      order_id: orderId,
      invoice_id: invoice.id,
      vendor_id: invoice.vendor_id,
      fy,
      serial,
      number,
      issued_on: indiaDate(at),
      issued_at: at,
      reason: reason.slice(0, 200),
      taxable_paise: totals.taxable,
      cgst_paise: totals.cgst,
      sgst_paise: totals.sgst,
      igst_paise: totals.igst,
      total_paise: totals.gross,
    },
    out.map(({ line, quantity, net, split }) => ({
      credit_note_id: id,
      position: line.position,
      description: line.description,
      hsn_code: line.hsn_code,
      quantity,
      unit: line.unit,
      unit_price_paise: net,
      gross_paise: split.gross,
      gst_rate: line.gst_rate,
      taxable_paise: split.taxable,
      cgst_paise: split.cgst,
      sgst_paise: split.sgst,
      igst_paise: split.igst,
    })),
  );
  return (await findCreditNotes(tx, orderId, number))[0];
}

/**
 * The documents of these orders (ids, or order rows) for their JSON, in at most one statement (none when no
 * row given has shipped). Orders with none are absent from the map.
 */
export async function documentsOf(
  db: DB,
  orders: readonly (string | { id: string; shipped_at: Date | string | null })[],
): Promise<Map<string, OrderDocuments>> {
  return await documentsOfOrders(db, orders);
}

export { NO_DOCUMENTS };

function invoiceDocument(invoice: InvoiceRecord): PrintedDocument {
  return {
    kind: "invoice",
    number: invoice.number,
    date: invoice.issued_on,
    orderId: invoice.order_id,
    seller: invoice.seller,
    buyer: invoice.buyer,
    intraState: invoice.intra_state,
    lines: invoice.lines.map((l) => ({ ...printedLine(l), discountPaise: l.discount_paise })),
    totals: {
      taxable: invoice.taxable_paise,
      cgst: invoice.cgst_paise,
      sgst: invoice.sgst_paise,
      igst: invoice.igst_paise,
      gross: invoice.total_paise,
    },
  };
}

/** A stored line (of an invoice or a credit note) as the PDF prints it. */
function printedLine(l: {
  description: string;
  hsn_code: string;
  quantity: number;
  unit: string;
  unit_price_paise: number;
  gst_rate: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  gross_paise: number;
}) {
  return {
    description: l.description,
    hsn: l.hsn_code,
    quantity: l.quantity,
    unit: l.unit,
    unitPricePaise: l.unit_price_paise,
    rate: l.gst_rate,
    taxablePaise: l.taxable_paise,
    cgstPaise: l.cgst_paise,
    sgstPaise: l.sgst_paise,
    igstPaise: l.igst_paise,
    grossPaise: l.gross_paise,
  };
}

function creditNoteDocument(invoice: InvoiceRecord, note: CreditNoteRecord): PrintedDocument {
  return {
    kind: "credit-note",
    number: note.number,
    date: note.issued_on,
    orderId: note.order_id,
    seller: invoice.seller,
    buyer: invoice.buyer,
    intraState: invoice.intra_state,
    against: { number: note.invoice_number, date: note.invoice_issued_on, reason: note.reason },
    lines: note.lines.map(printedLine),
    totals: {
      taxable: note.taxable_paise,
      cgst: note.cgst_paise,
      sgst: note.sgst_paise,
      igst: note.igst_paise,
      gross: note.total_paise,
    },
  };
}

const NO_INVOICE = "This order has no tax invoice yet.";
const NO_CREDIT_NOTE = "This order has no credit note with that number.";

/** The order's tax invoice as a PDF; 404 before one is issued. Whoever asks must already be allowed the order. */
export async function invoicePdf(db: DB, orderId: string): Promise<{ number: string; pdf: Uint8Array }> {
  const invoice = await findInvoice(db, orderId);
  if (!invoice) throw notFound(NO_INVOICE);
  return { number: invoice.number, pdf: await renderDocumentPdf(invoiceDocument(invoice)) };
}

/** One of the order's credit notes as a PDF; 404 when the order has none with this number. */
export async function creditNotePdf(
  db: DB,
  orderId: string,
  number: string,
): Promise<{ number: string; pdf: Uint8Array }> {
  const [note] = await findCreditNotes(db, orderId, number);
  const invoice = note && await findInvoice(db, orderId);
  if (!note || !invoice) throw notFound(NO_CREDIT_NOTE);
  return { number: note.number, pdf: await renderDocumentPdf(creditNoteDocument(invoice, note)) };
}

/** A document's file name: `INV-2627-000123.pdf`. */
export const documentFilename = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

export type DocumentRef = { type: "invoice"; orderId: string } | {
  type: "credit-note";
  orderId: string;
  number: string;
};

/** A document as a mail attachment (the outbox makes it when it sends the mail). */
export async function documentAttachment(
  db: DB,
  document: DocumentRef,
): Promise<{ filename: string; content: Uint8Array }> {
  const { number, pdf } = document.type === "invoice"
    ? await invoicePdf(db, document.orderId)
    : await creditNotePdf(db, document.orderId, document.number);
  return { filename: documentFilename(number), content: pdf };
}

/**
 * The store (or an admin) issues the invoice an order shipped without, once the tax details are set; audited.
 * An order that has one already answers it unchanged.
 */
export async function issueMissingInvoice(
  db: DB,
  actor: { id: string; role: string },
  orderId: string,
): Promise<{ invoice: InvoiceRecord; created: boolean }> {
  return await db.transaction().execute(async (tx) => {
    const outcome = await issueInvoice(tx, orderId);
    if (!outcome.issued) throw new AppError(409, blockedMessage(outcome.blocked));
    if (outcome.created) {
      await recordAudit(tx, {
        actor,
        action: "invoice.issue",
        entity: "order",
        entityId: orderId,
        details: { number: outcome.invoice.number, totalPaise: outcome.invoice.total_paise },
      });
    }
    return { invoice: outcome.invoice, created: outcome.created };
  });
}

/** Used by tests and the PDF bench: the printed form of an order's invoice. */
export async function printedInvoice(db: DB, orderId: string): Promise<PrintedDocument | undefined> {
  const invoice = await findInvoice(db, orderId);
  return invoice && invoiceDocument(invoice);
}
