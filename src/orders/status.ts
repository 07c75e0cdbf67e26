/**
 * Order statuses and payment labels (spec sections 4 and 9), pure so pages and islands share them.
 * Every order stores its status from the start; `displayStatus` applies the spec's fallback rules only to an
 * order that somehow has none (orders imported from the earlier app).
 */
export const ORDER_STATUSES = ["Pending", "Confirmed", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatusName = typeof ORDER_STATUSES[number];

export const PAYMENT_METHODS = ["cod", "card", "upi"] as const;
export type PaymentMethodCode = typeof PAYMENT_METHODS[number];

/** The labels of the checkout modal (spec section 9). */
export const PAYMENT_LABELS: Record<PaymentMethodCode, string> = {
  card: "Credit/Debit Card",
  upi: "UPI / Net Banking",
  cod: "Cash on Delivery",
};

/** A customer may cancel until the store dispatches (spec section 9: cancellation allowed before dispatch). */
export const CUSTOMER_CANCELLABLE: readonly OrderStatusName[] = ["Pending", "Confirmed"];

/** How a store or the admin moves an order forward: from each status, the next one. */
export const NEXT_STATUS: Partial<Record<OrderStatusName, OrderStatusName>> = {
  Confirmed: "Shipped",
  Shipped: "Delivered",
};

export type StatusTone = "pending" | "approved" | "other";

/** Pending amber, Approved/Confirmed green, everything else grey (spec section 4). */
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

/** Tracking ID as the screens show it: the last 7 characters of the order id (spec section 9). */
export const trackingId = (orderId: string) => orderId.slice(-7);
