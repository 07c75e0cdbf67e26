/** An order's documents as its JSON shows them (the Order schema's invoice fields). */
import { toRupees } from "../core/money.ts";
import { NO_DOCUMENTS, type OrderDocuments } from "./invoices.queries.ts";

export function documentsJson(documents: OrderDocuments = NO_DOCUMENTS) {
  const missing = documents.invoiceMissing;
  return {
    invoice: documents.invoice,
    creditNotes: documents.creditNotes.map((n) => ({
      number: n.number,
      date: n.date,
      amount: toRupees(n.amountPaise),
    })),
    invoiceMissing: missing && documents.invoice === null
      ? { message: blockedMessage(missing), products: missing.products, storeGstin: missing.storeGstin }
      : null,
  };
}

/** What keeps an order from its invoice: the products without an HSN code or GST rate, the store's GSTIN. */
export interface InvoiceBlocked {
  products: { productId: string | null; name: string }[];
  storeGstin: boolean;
}

/** Why an order has no invoice yet, as the API and the pages say it. */
export function blockedMessage(blocked: InvoiceBlocked): string {
  const parts: string[] = [];
  if (blocked.products.length) {
    parts.push("set the HSN code and GST rate of " + blocked.products.map((p) => `"${p.name}"`).join(", "));
  }
  if (blocked.storeGstin) parts.push("save the store's GSTIN in its profile");
  return `No tax invoice can be issued yet: ${parts.join(" and ")}.`;
}
