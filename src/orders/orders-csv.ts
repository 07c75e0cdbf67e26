/**
 * Orders as CSV (RFC 4180) for the admin's export: one row per order, amounts in rupees with 2 decimals,
 * times in India time. Safe to open in a spreadsheet: a cell that starts with = + - @ (or a tab or carriage
 * return) is prefixed with a quote so it is shown as text, never run as a formula (OWASP "CSV injection").
 */
import type { OrderRecord } from "./orders.queries.ts";
import { PAYMENT_LABELS } from "./status.ts";

export const CSV_COLUMNS = [
  "Order ID",
  "Order Date (IST)",
  "Status",
  "Payment Method",
  "Payment Status",
  "Store",
  "Store ID",
  "Customer Name",
  "Customer Email",
  "Customer Mobile",
  "Address",
  "Items",
  "Quantity",
  "Subtotal (INR)",
  "Shipping (INR)",
  "Total (INR)",
  "Commission (INR)",
  "Carrier",
  "Tracking Number",
  "Refund ID",
  "Refund Error",
] as const;

/** One cell, neutralised and quoted when it needs to be. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(",") + "\r\n";

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** "2026-11-25 22:15:03": the time in India (UTC+5:30, no daylight saving). */
export function istTime(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + 330 * 60_000);
  return shifted.toISOString().slice(0, 19).replace("T", " ");
}

export function orderCsvLine(order: OrderRecord): string {
  const a = order.address;
  const address = [a.street, a.floor, a.area, a.landmark, a.city, a.state, a.postalCode].filter(Boolean)
    .join(", ");
  return csvLine([
    order.id,
    istTime(order.created_at),
    order.status,
    PAYMENT_LABELS[order.payment_method],
    order.payment_status,
    order.store_name,
    order.vendor_id,
    order.customer_name,
    order.customer_email,
    order.customer_mobile,
    address,
    order.items.map((item) => `${item.name} x ${item.quantity}`).join("; "),
    order.items.reduce((sum, item) => sum + item.quantity, 0),
    rupees(order.subtotal_paise),
    rupees(order.shipping_paise),
    rupees(order.total_paise),
    rupees(order.commission_paise),
    order.carrier,
    order.tracking_number,
    order.refund_id,
    order.refund_error,
  ]);
}
