/**
 * A store's view of one of its orders: the order as the store sees it, where and to whom it ships, what the
 * courier collects in cash, and its timeline (timeline.ts, the one every order page shows). Another store's
 * order, or one that does not exist, is "not found".
 */
import type { DB } from "../../../db/database.ts";
import { type OrderJson, toOrderJson } from "../orders.json.ts";
import { type OrderViewer, visibleOrder } from "../orders.service.ts";
import { orderChanges, orderReturnSteps, paymentPaidAt, storeSender } from "./store-orders.queries.ts";
import { orderTimeline, type TimelineEvent } from "../timeline.ts";
import { type OrderEarnings, orderEarnings } from "../../ledger/ledger.service.ts";

export type { TimelineEvent };

export interface ShipTo {
  name: string;
  /** Street, floor, area and landmark, in that order, those given. */
  lines: string[];
  city: string;
  state: string;
  pincode: string;
  phone: string;
}

export interface StoreOrderView {
  order: OrderJson;
  shipTo: ShipTo;
  /** Rupees the courier collects in cash on delivery; null when nothing is to be collected. */
  codDue: number | null;
  timeline: TimelineEvent[];
  sender: { name: string; address: string; city: string; pincode: string; phone: string; gstin: string };
  /** What the order earned the store once delivered: the ledger's figures, and when it is settled. */
  earnings: OrderEarnings | null;
}

/** What the courier collects: the total of a cash-on-delivery order not yet delivered, cancelled or returned. */
export function cashToCollect(order: OrderJson): number | null {
  if (order.paymentType !== "cod") return null;
  if (
    order.status === "Cancelled" || order.status === "Returned" || order.status === "Delivered" ||
    order.paymentStatus === "paid"
  ) {
    return null;
  }
  return order.total;
}

export function shipToOf(order: OrderJson): ShipTo {
  const a = order.address;
  return {
    name: order.name,
    lines: [a.street, a.floor, a.area, a.landmark].map((s) => (s ?? "").trim()).filter(Boolean),
    city: a.city,
    state: a.state,
    pincode: a.postalCode,
    phone: a.phoneNumber || order.customerId.mobile || "",
  };
}

/** One of this store's orders with what its page and packing slip show; anyone else's is not found. */
export async function storeOrderView(db: DB, viewer: OrderViewer, orderId: string): Promise<StoreOrderView> {
  const record = await visibleOrder(db, viewer, orderId);
  const [changes, paidAt, sender, earnings, returnSteps] = await Promise.all([
    orderChanges(db, record.id),
    paymentPaidAt(db, record.payment_order_id),
    storeSender(db, record.vendor_id),
    orderEarnings(db, record.id),
    record.status === "Delivered" ? orderReturnSteps(db, record.id) : [],
  ]);
  const order = toOrderJson(record, viewer);
  const codDue = cashToCollect(order);
  return {
    order,
    shipTo: shipToOf(order),
    codDue,
    timeline: orderTimeline({ order: record, changes, paidAt, codDue, returnSteps }, "vendor"),
    sender: {
      name: sender?.store_name ?? record.store_name,
      address: sender?.store_address ?? "",
      city: sender?.city ?? "",
      pincode: sender?.pincode ?? "",
      phone: sender?.phone ?? "",
      gstin: sender?.gstin ?? "",
    },
    earnings,
  };
}
