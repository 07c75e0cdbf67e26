/**
 * An order's tax invoice and credit notes as PDFs, for whoever may see the order (its shopper, its store, an
 * admin; anyone else gets 404, as before a document exists), and the store's issue of an invoice the order
 * shipped without.
 */
import { createRoute } from "@hono/zod-openapi";
import { createApi, errorResponse, errorResponses, jsonResponse } from "../core/http.ts";
import { currentUser } from "../auth/access.ts";
import { guarded } from "../auth/guard.ts";
import { OrderIdParam } from "../orders/orders.schema.ts";
import { visibleOrder } from "../orders/orders.service.ts";
import { InvoiceIssuedSchema, OrderDocumentParam } from "./invoices.schema.ts";
import { creditNotePdf, documentFilename, invoicePdf, issueMissingInvoice } from "./invoices.service.ts";

const tags = ["Orders"];

const pdfAnswer = (description: string, filename: string) => ({
  description,
  headers: {
    "Content-Disposition": {
      description: `inline; filename="${filename}"`,
      schema: { type: "string" as const },
    },
  },
  content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } },
});

const invoiceRoute = createRoute(guarded("signed-in", {
  method: "get",
  path: "/api/orders/{orderId}/invoice",
  operationId: "getOrderInvoice",
  tags,
  summary: "Download an order's tax invoice (PDF)",
  description: "The store's GST tax invoice for the order, issued when the store shipped it: the store's " +
    "name, address and GSTIN, the invoice number and date, the buyer and the place of supply, each line " +
    "with its HSN code, taxable value and CGST/SGST or IGST, the totals and the total in words. For the " +
    "shopper who placed the order, the store that sold it and admins.",
  request: { params: OrderIdParam },
  responses: {
    200: pdfAnswer("The invoice, an A4 PDF", "INV-2627-000123.pdf"),
    404: {
      ...errorResponses[404],
      description: "No order with this id that the caller may see (`Order not found.`), or it has no " +
        "invoice yet (`This order has no tax invoice yet.`)",
    },
  },
}));

const creditNoteRoute = createRoute(guarded("signed-in", {
  method: "get",
  path: "/api/orders/{orderId}/credit-notes/{number}",
  operationId: "getOrderCreditNote",
  tags,
  summary: "Download one of an order's credit notes (PDF)",
  description: "A credit note the store issued against the order's invoice (a shipped order cancelled or " +
    "refunded): the invoice it amends, the lines and amounts credited with their tax. Its number as the " +
    "order's `creditNotes` list it, `/` written as `-` or URL-encoded. For the order's shopper, its store " +
    "and admins.",
  request: { params: OrderDocumentParam },
  responses: {
    200: pdfAnswer("The credit note, an A4 PDF", "CN-2627-000045.pdf"),
    400: errorResponses[400],
    404: {
      ...errorResponses[404],
      description: "No order with this id that the caller may see (`Order not found.`), or no credit note " +
        "of this order with that number",
    },
  },
}));

const issueRoute = createRoute(guarded(["vendor", "admin"], {
  method: "post",
  path: "/api/orders/{orderId}/invoice",
  operationId: "issueOrderInvoice",
  tags,
  summary: "Issue the invoice of an order that shipped without one (store or admin)",
  description: "An order whose products had no HSN code or GST rate (or whose store had no GSTIN) when it " +
    "shipped has no invoice; its JSON's `invoiceMissing` says why. Once the store has set them, this issues " +
    "the invoice, numbered and dated now. An order that has an invoice answers it unchanged. Audited.",
  request: { params: OrderIdParam },
  responses: {
    200: jsonResponse(InvoiceIssuedSchema, "The order's invoice"),
    404: { ...errorResponses[404], description: "No order with this id that the caller may see" },
    409: errorResponse(
      "Not shipped yet (`A tax invoice is issued once the order has shipped.`), or tax details still " +
        'missing, naming them: `No tax invoice can be issued yet: set the HSN code and GST rate of "…".`',
    ),
  },
}));

const pdf = (bytes: Uint8Array, number: string) =>
  new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${documentFilename(number)}"`,
      "cache-control": "private, no-store",
    },
  });

export const invoicesApi = createApi();

invoicesApi
  .openapi(invoiceRoute, async (c) => {
    const { orderId } = c.req.valid("param");
    await visibleOrder(c.var.db, currentUser(c), orderId);
    const { number, pdf: bytes } = await invoicePdf(c.var.db, orderId);
    return pdf(bytes, number);
  })
  .openapi(creditNoteRoute, async (c) => {
    const { orderId, number } = c.req.valid("param");
    await visibleOrder(c.var.db, currentUser(c), orderId);
    const found = await creditNotePdf(c.var.db, orderId, number.replaceAll("-", "/"));
    return pdf(found.pdf, found.number);
  })
  .openapi(issueRoute, async (c) => {
    const user = currentUser(c);
    const { orderId } = c.req.valid("param");
    await visibleOrder(c.var.db, user, orderId);
    const { invoice, created } = await issueMissingInvoice(c.var.db, user, orderId);
    const message = created
      ? `Invoice ${invoice.number} issued.`
      : `Invoice ${invoice.number} was issued before.`;
    return c.json({ message, invoice: { number: invoice.number, date: invoice.issued_on } }, 200);
  });
