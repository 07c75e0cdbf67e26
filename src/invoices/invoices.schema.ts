/** Tax invoices and credit notes as the API names them: on an order's JSON, and the documents' routes. */
import { z } from "@hono/zod-openapi";
import { DOCUMENT_NUMBER } from "./tax.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

export const InvoiceRefSchema = z.object({
  number: z.string().openapi({
    description: "The store's invoice number: unique per store per financial year, consecutive",
    example: "INV/2627/000123",
  }),
  date: z.string().openapi({
    description: "The invoice date (India time), YYYY-MM-DD",
    example: "2026-11-20",
  }),
}).openapi("InvoiceRef", {
  description: "The order's tax invoice: its PDF is GET /api/orders/{orderId}/invoice.",
});

export const CreditNoteRefSchema = z.object({
  number: z.string().openapi({
    description: "The store's credit note number, in its own consecutive series",
    example: "CN/2627/000045",
  }),
  date: z.string().openapi({ description: "The credit note's date (India time), YYYY-MM-DD" }),
  amount: z.number().openapi({ description: "What it credits, GST included, rupees", example: 17999.1 }),
}).openapi("CreditNoteRef", {
  description: "A credit note against the order's invoice: its PDF is " +
    "GET /api/orders/{orderId}/credit-notes/{number} (the number's `/` written as `-`, or URL-encoded).",
});

export const InvoiceMissingSchema = z.object({
  message: z.string().openapi({
    description: "What keeps the order from its invoice, and what the store must do",
    example: 'No tax invoice can be issued yet: set the HSN code and GST rate of "Redmi Note 13 5G".',
  }),
  products: z.array(z.object({
    productId: z.string().nullable().openapi({
      description: "The product (null if deleted)",
      example: ID_EXAMPLE,
    }),
    name: z.string().openapi({ description: "The line's name", example: "Redmi Note 13 5G" }),
  })).openapi({ description: "The order's products without an HSN code or GST rate" }),
  storeGstin: z.boolean().openapi({ description: "True when the store has no valid GSTIN saved" }),
}).openapi("InvoiceMissing", {
  description: "An order that shipped without a tax invoice: what is missing. Once it is set, the store " +
    "issues the invoice with POST /api/orders/{orderId}/invoice.",
});

export const OrderDocumentFields = {
  invoice: InvoiceRefSchema.nullable().openapi({
    description: "The tax invoice, issued when the store shipped the order; null before (and when the " +
      "order shipped without one, see `invoiceMissing`)",
  }),
  creditNotes: z.array(CreditNoteRefSchema).openapi({
    description: "Credit notes against the invoice (a shipped order cancelled or refunded), oldest first",
  }),
  invoiceMissing: InvoiceMissingSchema.nullable().openapi({
    description: "Set when the order has shipped but has no invoice: why; null otherwise",
  }),
};

export const OrderDocumentParam = z.object({
  orderId: z.string().max(64).openapi({
    param: { name: "orderId", in: "path" },
    description: "Order id",
    example: ID_EXAMPLE,
  }),
  number: z.string().regex(DOCUMENT_NUMBER, {
    error: "must be a credit note number such as CN-2627-000045.",
  }).openapi({
    param: { name: "number", in: "path" },
    description: "The credit note's number, its `/` written as `-` (CN-2627-000045) or URL-encoded",
    example: "CN-2627-000045",
  }),
});

export const InvoiceIssuedSchema = z.object({
  message: z.string().openapi({ description: "What happened", example: "Invoice INV/2627/000123 issued." }),
  invoice: InvoiceRefSchema,
}).openapi("InvoiceIssued", { description: "The order's tax invoice, issued now or before." });
