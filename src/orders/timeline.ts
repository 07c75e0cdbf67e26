/**
 * An order's status timeline, the one the shopper's, the store's and the admin's order pages show. Orders
 * keep no history table of their own, so the timeline is what is recorded: the placement, the payment's
 * arrival, the moments stamped on the order (shipped, delivered, cancelled, returned, refunded) and who
 * made each change (the audit trail's order rows). Each step carries its moment (ISO) and that moment written in India
 * time, so every page shows the same words; who did what is worded for the page's reader.
 */
import type { DB } from "../../db/database.ts";
import type { OrderRecord } from "./orders.queries.ts";
import {
  orderChanges,
  orderReturnSteps,
  paymentPaidAt,
  type ReturnStepFact,
} from "./store-orders/store-orders.queries.ts";
import { indiaDayText, indiaMomentText } from "../core/clock.ts";

/** Who reads the timeline: "your store" to a store, "the store" to a shopper. */
export type TimelineAudience = "customer" | "vendor" | "admin";

export interface TimelineEvent {
  /**
   * Stable name of the step: placed, confirmed (cash on delivery), paid, shipped, delivered, cancelled,
   * returned (to origin: the courier could not deliver it), refund-due, refunded.
   */
  step: string;
  label: string;
  /** When it happened (ISO); null for a step still to come or one whose moment was not recorded. */
  at: string | null;
  /** `at` in India time, "16 Jan 2026, 1:30 pm"; null with `at`. */
  when: string | null;
  /** What else is known: who did it, the carrier and tracking number, the amount. */
  note?: string;
  /** False for a step still to come. */
  done: boolean;
}

/** One recorded change of an order (its audit row): the action, who made it, when. */
export interface OrderChange {
  action: string;
  actor_role: string;
  created_at: Date | string;
}

/** "16 Jan 2026, 1:30 pm": a moment as the order pages write it, India time. */
export const orderMoment = indiaMomentText;

/** "16 Jan 2026": a document's date (a YYYY-MM-DD date or a moment), India time. */
export const orderDay = indiaDayText;

const iso = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString() : null);

const WHO: Record<TimelineAudience, Record<string, string>> = {
  vendor: { vendor: "your store", admin: "SwiftCart", customer: "the customer", system: "SwiftCart" },
  admin: { vendor: "the store", admin: "an admin", customer: "the customer", system: "SwiftCart" },
  customer: { vendor: "the store", admin: "SwiftCart", customer: "you", system: "SwiftCart" },
};

/** What the timeline is made from: the order, its recorded changes, when its online payment arrived. */
export interface TimelineFacts {
  order: OrderRecord;
  changes: OrderChange[];
  paidAt: Date | string | null;
  /** Rupees a courier collects on delivery (cash on delivery, not yet delivered), else null. */
  codDue?: number | null;
  /** The steps of the order's return requests and claims, oldest first. */
  returnSteps?: ReturnStepFact[];
}

/** How the timeline names each step of a return request. */
const RETURN_STEP_LABELS: Record<string, string> = {
  requested: "Return requested",
  accepted: "Return accepted",
  rejected: "Return rejected",
  escalated: "Escalated to SwiftCart",
  received: "Returned item received",
  refunded: "Return refunded",
  closed: "Return closed",
};

/** "R1A2B3C4": a request's number, as its card shows it. */
const returnNumberOf = (id: string) => `R${id.slice(-7).toUpperCase()}`;

/** The order's steps, oldest first, then those still to come, worded for `audience`. */
export function orderTimeline(facts: TimelineFacts, audience: TimelineAudience): TimelineEvent[] {
  const { order, changes, paidAt } = facts;
  const who = WHO[audience];
  const byWhom = (action: string, fallback: string) => {
    const change = changes.find((c) => c.action === action);
    return change ? who[change.actor_role] ?? change.actor_role : fallback;
  };
  const changedAt = (action: string) => iso(changes.find((c) => c.action === action)?.created_at);
  const step = (event: Omit<TimelineEvent, "when">): TimelineEvent => ({
    ...event,
    when: event.at ? orderMoment(event.at) : null,
  });
  const theStore = audience === "vendor" ? "your store" : "the store";
  const theCustomer = audience === "customer" ? "you" : "the customer";

  const cod = order.payment_method === "cod";
  const placed = iso(order.created_at)!;
  const events: TimelineEvent[] = [
    step({
      step: "placed",
      label: "Order placed",
      at: placed,
      note: audience === "customer" ? undefined : `by ${order.customer_name}`,
      done: true,
    }),
  ];
  if (cod && order.status !== "Pending") {
    events.push(
      step({ step: "confirmed", label: "Confirmed", at: placed, note: "cash on delivery", done: true }),
    );
  } else if (!cod && (paidAt || order.payment_status !== "unpaid")) {
    events.push(step({
      step: "paid",
      label: "Payment received",
      at: iso(paidAt),
      note: order.payment_id ? `payment ${order.payment_id}` : undefined,
      done: true,
    }));
  }
  const shippedAt = iso(order.shipped_at) ?? changedAt("order.ship");
  const returned = order.status === "Returned";
  if (shippedAt || order.status === "Shipped" || order.status === "Delivered" || returned) {
    const parcel = order.carrier && order.tracking_number ? `${order.carrier} ${order.tracking_number}` : "";
    // The shopper reads the parcel; the store and the admin also who shipped it.
    const note = audience === "customer"
      ? (parcel ? `${order.carrier}, tracking number ${order.tracking_number}` : undefined)
      : `${parcel ? `${parcel}, ` : ""}by ${byWhom("order.ship", theStore)}`;
    events.push(step({ step: "shipped", label: "Shipped", at: shippedAt, note, done: true }));
  }
  const deliveredAt = iso(order.delivered_at) ?? changedAt("order.deliver");
  if (deliveredAt || order.status === "Delivered") {
    const by = audience === "customer" ? "" : `by ${byWhom("order.deliver", theStore)}`;
    const cash = cod ? (audience === "customer" ? "paid in cash" : "cash collected") : "";
    events.push(step({
      step: "delivered",
      label: "Delivered",
      at: deliveredAt,
      note: [by, cash].filter(Boolean).join("; ") || undefined,
      done: true,
    }));
  }
  for (const r of facts.returnSteps ?? []) {
    const label = RETURN_STEP_LABELS[r.status];
    if (!label) continue;
    const by = who[r.actor_role] ?? r.actor_role;
    events.push(step({
      step: `return-${r.status}`,
      label,
      at: iso(r.at),
      note: `${returnNumberOf(r.return_id)}, by ${by}`,
      done: true,
    }));
  }
  if (returned) {
    // The parcel came back undelivered: the shopper reads why, the store and the admin who marked it.
    events.push(step({
      step: "returned",
      label: "Returned to origin",
      at: iso(order.returned_at) ?? changedAt("order.return_to_origin"),
      note: audience === "customer"
        ? "the courier could not deliver it; it went back to the store"
        : `not delivered; marked by ${byWhom("order.return_to_origin", theStore)}`,
      done: true,
    }));
  }
  if (order.status === "Cancelled") {
    events.push(step({
      step: "cancelled",
      label: "Cancelled",
      at: iso(order.cancelled_at) ?? changedAt("order.cancel"),
      note: `by ${byWhom("order.cancel", theCustomer)}`,
      done: true,
    }));
  }
  if (order.status === "Cancelled" || returned) {
    if (order.payment_status === "refund_due") {
      events.push(step({
        step: "refund-due",
        label: "Refund due",
        at: null,
        note: audience === "customer" ? "on its way back to your payment method" : "to the customer",
        done: false,
      }));
    }
    if (order.payment_status === "refunded") {
      events.push(step({
        step: "refunded",
        label: "Refunded",
        at: iso(order.refunded_at) ?? changedAt("order.refund"),
        note: audience === "customer" ? "to your payment method" : "to the customer",
        done: true,
      }));
    }
    return events;
  }
  // What is still to come, in order.
  if (order.status === "Pending") {
    events.push(step({
      step: "paid",
      label: "Payment",
      at: null,
      note: audience === "customer" ? "awaiting your payment" : "awaiting the customer's payment",
      done: false,
    }));
  }
  if (!events.some((e) => e.step === "shipped")) {
    events.push(
      step({ step: "shipped", label: audience === "customer" ? "Shipped" : "Ship", at: null, done: false }),
    );
  }
  if (!events.some((e) => e.step === "delivered")) {
    const codDue = facts.codDue ?? null;
    events.push(step({
      step: "delivered",
      label: audience === "customer" ? "Delivered" : "Deliver",
      at: null,
      note: codDue === null
        ? undefined
        : audience === "customer"
        ? "pay in cash on delivery"
        : "collect the cash on delivery",
      done: false,
    }));
  }
  return events;
}

/** The timeline of a stored order, its recorded changes and payment read (two reads, run together). */
export async function timelineOf(
  db: DB,
  order: OrderRecord,
  audience: TimelineAudience,
  codDue: number | null = null,
): Promise<TimelineEvent[]> {
  const [changes, paidAt, returnSteps] = await Promise.all([
    orderChanges(db, order.id),
    paymentPaidAt(db, order.payment_order_id),
    order.status === "Delivered" ? orderReturnSteps(db, order.id) : [],
  ]);
  return orderTimeline({ order, changes, paidAt, codDue, returnSteps }, audience);
}
