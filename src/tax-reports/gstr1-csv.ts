/**
 * The GSTR-1 return as CSV: one row per line of each invoice and credit note of the month, with the section
 * it is reported in (credit notes against B2C small invoices are in `b2cs`, netted there). Amounts in
 * rupees with 2 decimals, a credit note's negative. Text cells that could start a spreadsheet formula are
 * neutralised (src/orders/orders-csv.ts); amounts are plain numbers.
 */
import { csvCell } from "../orders/orders-csv.ts";
import { stateNameOf } from "../invoices/tax.ts";
import { type Gstr1Model, sectionOf, uqcOf } from "./gstr1.ts";

export const GSTR1_CSV_COLUMNS = [
  "Section",
  "Document",
  "Number",
  "Date",
  "Invoice Number",
  "Invoice Date",
  "Buyer GSTIN",
  "Place of Supply",
  "Supply Type",
  "Line",
  "HSN",
  "Description",
  "Quantity",
  "UQC",
  "Rate (%)",
  "Taxable Value (INR)",
  "IGST (INR)",
  "CGST (INR)",
  "SGST (INR)",
  "Cess (INR)",
  "Line Value (INR)",
] as const;

const amount = (paise: number) => (paise / 100).toFixed(2);

export function gstr1Csv(model: Gstr1Model): string {
  let out = "\uFEFF" + GSTR1_CSV_COLUMNS.map(csvCell).join(",") + "\r\n";
  for (const doc of [...model.invoices, ...model.creditNotes]) {
    const sign = doc.kind === "invoice" ? 1 : -1;
    for (const line of doc.lines) {
      const text = [
        sectionOf(doc),
        doc.kind === "invoice" ? "Invoice" : "Credit note",
        doc.number,
        doc.date,
        doc.invoiceNumber,
        doc.invoiceDate,
        doc.buyerGstin ?? "",
        `${doc.pos}-${stateNameOf(doc.pos)}`,
        doc.intraState ? "INTRA" : "INTER",
      ].map(csvCell);
      const rest = [
        String(line.position),
        csvCell(line.hsn),
        csvCell(line.description),
        String(sign * line.quantity),
        uqcOf(line.unit),
        String(line.rate),
        amount(sign * line.taxable),
        amount(sign * line.igst),
        amount(sign * line.cgst),
        amount(sign * line.sgst),
        "0.00",
        amount(sign * line.gross),
      ];
      out += [...text, ...rest].join(",") + "\r\n";
    }
  }
  return out;
}
