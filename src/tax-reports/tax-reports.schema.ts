/** The tax reports as the API names them: the GSTR-1 return, the TDS statement, the TCS (GSTR-8) summary. */
import { z } from "@hono/zod-openapi";
import { MONTH_PATTERN, QUARTER_PATTERN } from "./period.ts";

const month = z.string().regex(MONTH_PATTERN, { error: "must be a month as YYYY-MM, e.g. 2026-11." })
  .openapi({ description: "The month, YYYY-MM (India dates)", example: "2026-11" });

export const Gstr1Query = z.object({
  month,
  format: z.enum(["json", "csv"], { error: "must be json or csv." }).default("json").openapi({
    description: "`json`: the GST portal's offline-tool JSON; `csv`: one row per document line",
    example: "json",
  }),
});

export const TdsQuery = z.object({
  quarter: z.string().regex(QUARTER_PATTERN, {
    error: "must be a financial-year quarter as YYYY-Qn, e.g. 2026-Q3 (October to December 2026).",
  }).openapi({
    description: "A quarter of the Indian financial year starting in April of YYYY: Q1 April–June, Q2 " +
      "July–September, Q3 October–December, Q4 January–March of YYYY + 1 (as Form 16A counts them)",
    example: "2026-Q3",
  }),
});

export const TcsQuery = z.object({ month });

// ---- GSTR-1 (the portal's field names) -----------------------------------------------------------------

const rupees = (description: string) => z.number().openapi({ description: `${description}, rupees` });
const rate = z.number().openapi({ description: "GST rate, per cent", example: 18 });
const stateCode = (description: string) =>
  z.string().openapi({ description: `${description}: GST state code`, example: "27" });
const portalDate = (description: string) =>
  z.string().openapi({ description: `${description}, dd-mm-yyyy`, example: "20-11-2026" });

const ItemDetail = z.object({
  txval: rupees("Taxable value"),
  rt: rate,
  iamt: rupees("IGST"),
  camt: rupees("CGST"),
  samt: rupees("SGST"),
  csamt: rupees("Cess (none)"),
}).openapi("Gstr1ItemDetail", { description: "A document's supplies at one rate" });

const IgstItemDetail = z.object({
  txval: rupees("Taxable value"),
  rt: rate,
  iamt: rupees("IGST"),
  csamt: rupees("Cess (none)"),
}).openapi("Gstr1IgstItemDetail", { description: "An inter-state document's supplies at one rate" });

const item = <T extends z.ZodTypeAny>(detail: T) =>
  z.object({ num: z.number().int().openapi({ description: "Item number, from 1" }), itm_det: detail });

const B2bInvoice = z.object({
  inum: z.string().openapi({ description: "Invoice number", example: "INV/2627/000123" }),
  idt: portalDate("Invoice date"),
  val: rupees("Invoice value, tax included"),
  pos: stateCode("Place of supply"),
  rchrg: z.enum(["N"]).openapi({ description: "Reverse charge: never" }),
  inv_typ: z.enum(["R"]).openapi({ description: "Regular invoice" }),
  itms: z.array(item(ItemDetail)),
});

const CreditNote = z.object({
  ntty: z.enum(["C"]).openapi({ description: "Credit note" }),
  nt_num: z.string().openapi({ description: "Credit note number", example: "CN/2627/000045" }),
  nt_dt: portalDate("Credit note date"),
  val: rupees("Note value, tax included"),
  pos: stateCode("Place of supply"),
  rchrg: z.enum(["N"]),
  inv_typ: z.enum(["R"]),
  itms: z.array(item(ItemDetail)),
});

const HsnRow = z.object({
  num: z.number().int().meta({ description: "Row number, from 1", example: 1 }),
  hsn_sc: z.string().openapi({ description: "HSN code", example: "8517" }),
  desc: z.string().openapi({ description: "Description (at most 30 characters)" }),
  uqc: z.string().openapi({ description: "Unit quantity code (PCS, KGS, ... OTH; NA for services)" }),
  qty: z.number().openapi({ description: "Quantity, net of credit notes" }),
  rt: rate,
  txval: rupees("Taxable value, net of credit notes"),
  iamt: rupees("IGST"),
  camt: rupees("CGST"),
  samt: rupees("SGST"),
  csamt: rupees("Cess (none)"),
}).openapi("Gstr1HsnRow", {
  description: "Table 12: one HSN code at one rate and unit, the month's supplies less its credit notes",
});

const DocSeries = z.object({
  num: z.number().int(),
  from: z.string(),
  to: z.string(),
  totnum: z.number().int(),
  cancel: z.number().int(),
  net_issue: z.number().int(),
});

export const Gstr1Schema = z.object({
  gstin: z.string().openapi({ description: "The store's GSTIN", example: "27AAPFU0939F1ZV" }),
  fp: z.string().openapi({ description: "Return period, MMYYYY", example: "112026" }),
  version: z.string().openapi({ description: "The offline tool's schema version", example: "GST3.2.4" }),
  hash: z.string().openapi({ description: "Filled by the offline tool", example: "hash" }),
  b2b: z.array(z.object({
    ctin: z.string().openapi({ description: "The buyer's GSTIN" }),
    inv: z.array(B2bInvoice),
  })).optional().openapi({ description: "Table 4A: invoices to registered buyers" }),
  b2cl: z.array(z.object({
    pos: stateCode("Place of supply"),
    inv: z.array(z.object({
      inum: z.string(),
      idt: portalDate("Invoice date"),
      val: rupees("Invoice value"),
      itms: z.array(item(IgstItemDetail)),
    })),
  })).optional().openapi({
    description: "Table 5: inter-state invoices to unregistered buyers above ₹1,00,000 (₹2,50,000 before " +
      "August 2024)",
  }),
  b2cs: z.array(z.object({
    sply_ty: z.enum(["INTRA", "INTER"]),
    pos: stateCode("Place of supply"),
    typ: z.enum(["OE"]),
    rt: rate,
    txval: rupees("Taxable value, net of credit notes"),
    iamt: rupees("IGST"),
    camt: rupees("CGST"),
    samt: rupees("SGST"),
    csamt: rupees("Cess (none)"),
  })).optional().openapi({ description: "Table 7: other B2C supplies by supply type, place and rate" }),
  cdnr: z.array(z.object({ ctin: z.string(), nt: z.array(CreditNote) })).optional().openapi({
    description: "Table 9B: credit notes to registered buyers",
  }),
  cdnur: z.array(z.object({
    ntty: z.enum(["C"]),
    nt_num: z.string(),
    nt_dt: portalDate("Credit note date"),
    val: rupees("Note value"),
    typ: z.enum(["B2CL"]),
    pos: stateCode("Place of supply"),
    itms: z.array(item(IgstItemDetail)),
  })).optional().openapi({ description: "Table 9B: credit notes against B2C large invoices" }),
  hsn: z.union([
    z.object({ hsn_b2b: z.array(HsnRow), hsn_b2c: z.array(HsnRow) }),
    z.object({ data: z.array(HsnRow) }),
  ]).openapi({
    description:
      "Table 12, net of credit notes: split into B2B and B2C from the May 2025 return period, one " +
      "`data` list before",
  }),
  doc_issue: z.object({
    doc_det: z.array(z.object({
      doc_num: z.number().int().openapi({ description: "1: invoices for outward supply; 5: credit notes" }),
      doc_typ: z.string(),
      docs: z.array(DocSeries),
    })),
  }).optional().openapi({ description: "Table 13: the document series used" }),
}).openapi("Gstr1Return", {
  description: "A store's GSTR-1 for a month in the GST portal's offline-tool JSON (its field names); " +
    "sections with nothing to report are left out.",
});

// New descriptions below use `.describe()` / `.meta()` rather than `.openapi()`: more `.openapi()` calls make
// the module's types too deep (TS2589) when it is checked together with others; the contract reads all three.

// ---- TDS --------------------------------------------------------------------------------------------

const TdsRowSchema = z.object({
  orderId: z.string().nullable().openapi({
    description: "The order the deduction or reversal is for (null only for an entry without an order)",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
  kind: z.enum(["deduction", "reversal"]).openapi({
    description: "`deduction` when the sale was credited (delivered); `reversal` when it was reversed",
  }),
  date: z.string().openapi({ description: "The delivery's or reversal's date, YYYY-MM-DD (India)" }),
  invoiceNumber: z.string().nullable().openapi({
    description: "The order's tax invoice number (null when no invoice was issued for it)",
    example: "INV/2627/000123",
  }),
  creditNoteNumber: z.string().nullable().openapi({
    description: "A reversal's credit note number (null for a deduction, or a reversal without one)",
    example: "CN/2627/000045",
  }),
  grossAmount: rupees("The amount TDS is computed on (negative for a reversal)"),
  rate: z.number().openapi({ description: "TDS rate, per cent", example: 0.1 }),
  tds: rupees("TDS deducted (negative when given back)"),
}).openapi("TdsRow", {
  description: "One TDS entry of the store's ledger: a deduction when a sale is credited, or its reversal",
});

export const TdsReportSchema = z.object({
  quarter: z.string().openapi({
    description: "The financial-year quarter reported, YYYY-Qn (Q1 April–June of YYYY ... Q4 January–March " +
      "of YYYY + 1)",
    example: "2026-Q3",
  }),
  from: z.string().openapi({ description: "First day, YYYY-MM-DD", example: "2026-10-01" }),
  to: z.string().openapi({ description: "Last day, YYYY-MM-DD", example: "2026-12-31" }),
  section: z.enum(["194-O"]).meta({
    description: "The Income-tax Act section TDS is deducted under (e-commerce operators)",
    example: "194-O",
  }),
  deductor: z.object({
    name: z.string().meta({
      description: "The platform's legal name",
      example: "SwiftCart Private Limited",
    }),
    tan: z.string().nullable().openapi({
      description: "The platform's TAN (null until configured)",
      example: "MUMS12345B",
    }),
  }).describe("Who deducted the TDS: the platform (the e-commerce operator)"),
  deductee: z.object({
    storeName: z.string().meta({ description: "The store's name", example: "Sharma Electronics" }),
    pan: z.string().nullable().meta({
      description: "The store's PAN (null when it has none on file: TDS is then 5 % instead of 0.1 %)",
      example: "AAPFU0939F",
    }),
  }).describe("Whose sales TDS was deducted from: the store"),
  rows: z.array(TdsRowSchema).describe("The quarter's TDS entries, oldest first"),
  totals: z.object({
    grossAmount: rupees("Sum of the rows' gross amounts"),
    tds: rupees("TDS deducted in the quarter, net of reversals"),
    orders: z.number().int().openapi({ description: "Orders with a deduction in the quarter" }),
  }).describe("The quarter's totals"),
}).openapi("TdsReport", { description: "A store's TDS under s.194-O for a quarter, as Form 16A shows it" });

// ---- TCS --------------------------------------------------------------------------------------------

const TcsFigures = {
  grossSupplies: rupees("Taxable value of the supplies delivered"),
  returns: rupees("Taxable value of supplies reversed (returns, refunds after delivery)"),
  netSupplies: rupees("Gross less returns: the value TCS is collected on"),
  cgst: rupees("CGST collected (0.25 %)"),
  sgst: rupees("SGST collected (0.25 %)"),
  igst: rupees("IGST collected (0.5 %)"),
};

export const TcsReportSchema = z.object({
  month: z.string().openapi({ description: "The month reported, YYYY-MM (India dates)", example: "2026-11" }),
  rows: z.array(
    z.object({
      storeId: z.string().meta({
        description: "The store's (vendor's) id",
        example: "6740f1a2c3d4e5f6a7b8c9d0",
      }),
      storeName: z.string().meta({ description: "The store's name", example: "Sharma Electronics" }),
      gstin: z.string().openapi({ description: "The supplier's GSTIN ('' when the store has none)" }),
      placeOfSupply: z.object({
        code: z.string().meta({ description: "GST state code", example: "27" }),
        name: z.string().meta({ description: "The state's name", example: "Maharashtra" }),
      }).describe("Where the supplies were delivered (decides CGST + SGST or IGST)"),
      ...TcsFigures,
    }).openapi("TcsRow", {
      description: "A store's supplies in the month to one place of supply, with the TCS collected on them",
    }),
  ).describe("One row per store GSTIN and place of supply"),
  totals: z.object({ ...TcsFigures, tcs: rupees("CGST + SGST + IGST") }).describe(
    "The month's totals over every row",
  ),
  ledgerTcs: rupees("The same month's TCS as the ledger sums it (equal to totals.tcs)"),
}).openapi("TcsReport", {
  description: "TCS under CGST s.52 collected in a month, per store GSTIN and place of supply (GSTR-8)",
});
