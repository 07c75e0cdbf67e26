/**
 * Order statuses, their colours and payment labels, pure so pages and islands share them.
 * Every order stores its status from the start; `displayStatus` falls back (Pending with a payment type,
 * else Confirmed) only for an order that somehow has none (orders imported from the earlier app).
 */
export const ORDER_STATUSES = [
  "Pending",
  "Confirmed",
  "Shipped",
  "Delivered",
  "Cancelled",
  "Returned",
] as const;
export type OrderStatusName = typeof ORDER_STATUSES[number];

export const PAYMENT_METHODS = ["cod", "card", "upi"] as const;
export type PaymentMethodCode = typeof PAYMENT_METHODS[number];

/** The labels of the checkout modal's payment methods. */
export const PAYMENT_LABELS: Record<PaymentMethodCode, string> = {
  card: "Credit/Debit Card",
  upi: "UPI / Net Banking",
  cod: "Cash on Delivery",
};

/** A customer may cancel until the store dispatches (Pending or Confirmed). */
export const CUSTOMER_CANCELLABLE: readonly OrderStatusName[] = ["Pending", "Confirmed"];

/** How a store or the admin moves an order forward: from each status, the next one. */
export const NEXT_STATUS: Partial<Record<OrderStatusName, OrderStatusName>> = {
  Confirmed: "Shipped",
  Shipped: "Delivered",
};

/**
 * Returned to origin: a shipped parcel the courier could not deliver came back to the store. Only a Shipped
 * order may be marked Returned (by its store or an admin), besides moving it on to Delivered.
 */
export const RETURNABLE_TO_ORIGIN: readonly OrderStatusName[] = ["Shipped"];

export type StatusTone = "pending" | "approved" | "other";

/** Pending amber, Approved/Confirmed green, everything else grey. */
export function statusTone(status: string): StatusTone {
  if (status === "Pending") return "pending";
  if (status === "Approved" || status === "Confirmed") return "approved";
  return "other";
}

/** The status My Orders shows: the stored one, else 'Pending' when a payment type exists, else 'Confirmed'. */
export function displayStatus(order: { status?: string | null; paymentType?: string | null }): string {
  if (order.status) return order.status;
  return order.paymentType ? "Pending" : "Confirmed";
}

/** Tracking ID as the screens show it: the last 7 characters of the order id. */
export const trackingId = (orderId: string) => orderId.slice(-7);
