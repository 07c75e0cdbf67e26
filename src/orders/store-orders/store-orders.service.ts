/**
 * A store's view of one of its orders: the order as the store sees it, where and to whom it ships, what the
 * courier collects in cash, and its timeline. Orders keep no history table of their own, so the timeline is
 * what is recorded: the placement, the payment's arrival, the moments stamped on the order (shipped,
 * delivered, cancelled, refunded) and who made each change (the audit trail). Another store's order, or
 * one that does not exist, is "not found".
 */
import type { DB } from "../../../db/database.ts";
import { type OrderJson, toOrderJson } from "../orders.json.ts";
import { type OrderViewer, visibleOrder } from "../orders.service.ts";
import { type OrderChangeRow, orderChanges, paymentPaidAt, storeSender } from "./store-orders.queries.ts";
import type { OrderRecord } from "../orders.queries.ts";

export interface TimelineEvent {
  /** Stable name of the step: placed, paid, confirmed, shipped, delivered, cancelled, refund-due, refunded. */
  step: string;
  label: string;
  /** When it happened (ISO); null for a step still to come or one whose moment was not recorded. */
  at: string | null;
  /** What else is known: who did it, the carrier, the amount. */
  note?: string;
  /** False for a step still to come. */
  done: boolean;
}

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
}

const iso = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString() : null);

const WHO: Record<string, string> = {
  vendor: "your store",
  admin: "SwiftCart",
  customer: "the customer",
  system: "SwiftCart",
};

/** Who made the recorded change `action`, as the store reads it; the customer when nothing was recorded. */
const byWhom = (changes: OrderChangeRow[], action: string, fallback: string) => {
  const change = changes.find((c) => c.action === action);
  return change ? WHO[change.actor_role] ?? change.actor_role : fallback;
};

const changedAt = (changes: OrderChangeRow[], action: string) =>
  iso(changes.find((c) => c.action === action)?.created_at);

/** The order's steps, oldest first, then those still to come. */
export function orderTimeline(
  order: OrderRecord,
  changes: OrderChangeRow[],
  paidAt: Date | string | null,
  codDue: number | null,
): TimelineEvent[] {
  const cod = order.payment_method === "cod";
  const placed = iso(order.created_at)!;
  const events: TimelineEvent[] = [{
    step: "placed",
    label: "Order placed",
    at: placed,
    note: `by ${order.customer_name}`,
    done: true,
  }];
  if (cod && order.status !== "Pending") {
    events.push({ step: "confirmed", label: "Confirmed", at: placed, note: "cash on delivery", done: true });
  } else if (!cod && (paidAt || order.payment_status !== "unpaid")) {
    events.push({
      step: "paid",
      label: "Payment received",
      at: iso(paidAt),
      note: order.payment_id ? `payment ${order.payment_id}` : undefined,
      done: true,
    });
  }
  const shippedAt = iso(order.shipped_at) ?? changedAt(changes, "order.ship");
  if (shippedAt || order.status === "Shipped" || order.status === "Delivered") {
    const parcel = order.carrier && order.tracking_number
      ? `${order.carrier} ${order.tracking_number}, `
      : "";
    events.push({
      step: "shipped",
      label: "Shipped",
      at: shippedAt,
      note: `${parcel}by ${byWhom(changes, "order.ship", "the store")}`,
      done: true,
    });
  }
  const deliveredAt = iso(order.delivered_at) ?? changedAt(changes, "order.deliver");
  if (deliveredAt || order.status === "Delivered") {
    events.push({
      step: "delivered",
      label: "Delivered",
      at: deliveredAt,
      note: `by ${byWhom(changes, "order.deliver", "the store")}${cod ? "; cash collected" : ""}`,
      done: true,
    });
  }
  if (order.status === "Cancelled") {
    events.push({
      step: "cancelled",
      label: "Cancelled",
      at: iso(order.cancelled_at) ?? changedAt(changes, "order.cancel"),
      note: `by ${byWhom(changes, "order.cancel", "the customer")}`,
      done: true,
    });
    if (order.payment_status === "refund_due") {
      events.push({
        step: "refund-due",
        label: "Refund due",
        at: null,
        note: "to the customer",
        done: false,
      });
    }
    if (order.payment_status === "refunded") {
      events.push({
        step: "refunded",
        label: "Refunded",
        at: iso(order.refunded_at) ?? changedAt(changes, "order.refund"),
        note: "to the customer",
        done: true,
      });
    }
    return events;
  }
  // What is still to come, in order.
  if (order.status === "Pending") {
    events.push({
      step: "paid",
      label: "Payment",
      at: null,
      note: "awaiting the customer's payment",
      done: false,
    });
  }
  if (!events.some((e) => e.step === "shipped")) {
    events.push({ step: "shipped", label: "Ship", at: null, done: false });
  }
  if (!events.some((e) => e.step === "delivered")) {
    events.push({
      step: "delivered",
      label: "Deliver",
      at: null,
      note: codDue !== null ? "collect the cash on delivery" : undefined,
      done: false,
    });
  }
  return events;
}

/** What the courier collects: the total of a cash-on-delivery order not yet delivered or cancelled. */
export function cashToCollect(order: OrderJson): number | null {
  if (order.paymentType !== "cod") return null;
  if (order.status === "Cancelled" || order.status === "Delivered" || order.paymentStatus === "paid") {
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
  const [changes, paidAt, sender] = await Promise.all([
    orderChanges(db, record.id),
    paymentPaidAt(db, record.payment_order_id),
    storeSender(db, record.vendor_id),
  ]);
  const order = toOrderJson(record, viewer);
  const codDue = cashToCollect(order);
  return {
    order,
    shipTo: shipToOf(order),
    codDue,
    timeline: orderTimeline(record, changes, paidAt, codDue),
    sender: {
      name: sender?.store_name ?? record.store_name,
      address: sender?.store_address ?? "",
      city: sender?.city ?? "",
      pincode: sender?.pincode ?? "",
      phone: sender?.phone ?? "",
      gstin: sender?.gstin ?? "",
    },
  };
}
