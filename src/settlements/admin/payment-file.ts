/**
 * The bank's bulk payment file for a week's payable statements: one CSV row per store (beneficiary name,
 * account number, IFSC, amount in rupees with 2 decimals, narration), header row first, CRLF line ends, no
 * byte-order mark (bank upload portals read plain ASCII/UTF-8). A cell that could start a spreadsheet formula
 * is prefixed with `'`.
 */
import { csvLine } from "../../orders/orders-csv.ts";

export const PAYMENT_FILE_COLUMNS = ["Beneficiary Name", "Account Number", "IFSC", "Amount", "Narration"];

/** An IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

export interface Payee {
  id: string;
  storeName: string;
  accountNumber: string;
  ifsc: string;
  amountPaise: number;
}

export const cleanAccount = (account: string) => account.replace(/[\s-]/g, "");
export const cleanIfsc = (ifsc: string) => ifsc.trim().toUpperCase();

/** Whether a store's bank details can be paid to. */
export const hasBankDetails = (store: { accountNumber: string; ifsc: string }) =>
  ACCOUNT_PATTERN.test(cleanAccount(store.accountNumber)) && IFSC_PATTERN.test(cleanIfsc(store.ifsc));

/** "SwiftCart settlement w/e 2026-11-22 c9d0e1f": the week and the statement's short id. */
export const narration = (weekEnding: string, statementId: string) =>
  `SwiftCart settlement w/e ${weekEnding} ${statementId.slice(-7)}`;

/** The file: a header row, then one row per payee. */
export function paymentFile(weekEnding: string, payees: readonly Payee[]): string {
  return csvLine(PAYMENT_FILE_COLUMNS) + payees.map((payee) =>
    csvLine([
      payee.storeName.trim(),
      cleanAccount(payee.accountNumber),
      cleanIfsc(payee.ifsc),
      (payee.amountPaise / 100).toFixed(2),
      narration(weekEnding, payee.id),
    ])
  ).join("");
}
