/**
 * A weekly statement as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read ₹ and Indian names
 * right): a row for the opening balance, one per line, a totals row, then the closing balance and the net
 * payable. Amounts in rupees with 2 decimals, signed as the statement shows them; text cells are neutralised
 * against spreadsheet formulas, amounts are written as plain numbers.
 */
import { csvCell } from "../../orders/orders-csv.ts";
import type { StatementJson } from "./statement.service.ts";

export const STATEMENT_CSV_COLUMNS = [
  "Row",
  "Date (IST)",
  "Order ID",
  "Kind",
  "Payment Method",
  "Sale (INR)",
  "Commission (INR)",
  "GST on Commission (INR)",
  "TCS (INR)",
  "TDS (INR)",
  "Refund (INR)",
  "Cash Collected (INR)",
  "Net (INR)",
  "Credit Note",
] as const;

const BOM = "\uFEFF";
const amount = (rupees: number) => rupees.toFixed(2);
const row = (cells: (string | null)[], amounts: (number | null)[]) =>
  [...cells.map(csvCell), ...amounts.map((a) => (a === null ? "" : amount(a)))].join(",");

/** Rows that carry a single amount (opening, closing, net payable) put it in the Net column. */
const balanceRow = (label: string, date: string, rupees: number) =>
  [csvCell(label), csvCell(date), "", "", "", "", "", "", "", "", "", "", amount(rupees), ""].join(",");

export function statementCsv(statement: StatementJson): string {
  const lines = [
    STATEMENT_CSV_COLUMNS.map(csvCell).join(","),
    balanceRow("Opening balance", statement.weekStart, statement.openingBalance),
    ...statement.lines.map((line) =>
      row(["Line", line.date, line.orderId, line.kind, line.paymentMethod], [
        line.sale,
        line.commission,
        line.commissionGst,
        line.tcs,
        line.tds,
        line.refund,
        line.cashCollected,
        line.net,
      ]) + "," + csvCell(line.creditNote)
    ),
    row(["Totals", statement.weekEnding, null, null, null], [
      statement.totals.sale,
      statement.totals.commission,
      statement.totals.commissionGst,
      statement.totals.tcs,
      statement.totals.tds,
      statement.totals.refunds,
      statement.totals.cashCollected,
      statement.totals.net,
    ]) + ",",
    balanceRow("Closing balance", statement.weekEnding, statement.closingBalance),
    balanceRow("Net payable", statement.weekEnding, statement.netPayable),
  ];
  return BOM + lines.join("\r\n") + "\r\n";
}

/** "statement-2026-11-22-sharma-electronics.csv": the week and the store, safe in a header. */
export function statementFilename(statement: Pick<StatementJson, "weekEnding" | "storeName">, ext: string) {
  const store = statement.storeName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") ||
    "store";
  return `statement-${statement.weekEnding}-${store.slice(0, 40)}.${ext}`;
}
