/**
 * The shopper's view of one of its orders (/order-customer/{orderId}): the order as the shopper sees it (no
 * commissions), each item's photo, the store, the timeline every order page shows (timeline.ts), and the
 * tax documents to download. Only the account that placed the order sees it: anyone else's, whatever their
 * role, is "not found".
 */
import type { DB } from "../../../db/database.ts";
import { type OrderJson, toOrderJson } from "../orders.json.ts";
import { visibleOrder } from "../orders.service.ts";
import { type TimelineEvent, timelineOf } from "../timeline.ts";
import { firstPhotos, storeTown } from "./order-page.queries.ts";

/** The tax documents on the order's JSON: the invoice once shipped, credit notes after a refund. */
export interface OrderDocuments {
  invoice: { number: string; date: string } | null;
  creditNotes: { number: string; date: string; amount: number }[];
}

export interface CustomerOrderView {
  order: OrderJson;
  /** Media id of each item's product photo, by product id (products deleted since have none). */
  photos: Record<string, string>;
  store: { name: string; town: string };
  timeline: TimelineEvent[];
  documents: OrderDocuments;
}

/** Where the documents are downloaded (the order's API answers the PDF to the shopper, store and admin). */
export const invoiceHref = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;
export const creditNoteHref = (orderId: string, number: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`;

/** The documents an order's JSON lists (none on an order from before they were issued). */
export function documentsOf(order: OrderJson): OrderDocuments {
  const listed = order as OrderJson & Partial<OrderDocuments>;
  return { invoice: listed.invoice ?? null, creditNotes: listed.creditNotes ?? [] };
}

/** One order of the shopper `userId`; another account's (or none) is not found (404). */
export async function customerOrderView(db: DB, userId: string, orderId: string): Promise<CustomerOrderView> {
  // The orders this account placed, whatever else its role lets it see elsewhere (a store's, an admin's).
  const buyer = { id: userId, role: "customer" as const, vendor_id: null };
  const record = await visibleOrder(db, buyer, orderId);
  const productIds = [...new Set(record.items.map((i) => i.product_id).filter((id) => id !== null))];
  const order = toOrderJson(record, buyer);
  const codDue = order.paymentType === "cod" && !["Cancelled", "Returned", "Delivered"].includes(order.status)
    ? order.total
    : null;
  const [photos, store, timeline] = await Promise.all([
    firstPhotos(db, productIds),
    storeTown(db, record.vendor_id),
    timelineOf(db, record, "customer", codDue),
  ]);
  return {
    order,
    photos: Object.fromEntries(photos),
    store: {
      name: store?.store_name ?? record.store_name,
      town: store?.city ?? "",
    },
    timeline,
    documents: documentsOf(order),
  };
}
