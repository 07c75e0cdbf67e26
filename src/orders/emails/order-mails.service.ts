/**
 * The order mails enqueued with their events: each function writes its mails to the outbox in the caller's
 * transaction (the event's), so a rolled-back event leaves no mail and a committed one is mailed once the
 * outbox's sender gets to it, whatever the mail server's state. Links point at PUBLIC_URL (src/config.ts).
 *
 * A checkout's mails (the shopper's "order placed", each store's "new order") are written by reference,
 * a few bytes each (`placedMailRefs`), and rendered by `renderOrderMail` when the outbox sends them: the
 * checkout, on the storefront's hot path, writes no mail body. They are rendered from the orders as stored,
 * which a checkout never changes afterwards except for its status (not in these mails). The other mails
 * (shipped, delivered, cancelled, returned to origin, refunded: one row each, off the hot path) are rendered
 * with their event.
 */
import type { Transaction } from "kysely";
import type { Database, DB } from "../../../db/database.ts";
import { publicUrl } from "../../config.ts";
import { enqueueMail, type OutboxReference } from "../../outbox/outbox.queries.ts";
import { MailGone, type RenderedMail } from "../../outbox/outbox.schema.ts";
import {
  type CancelledBy,
  type MailOrder,
  orderCancelledMail,
  orderDeliveredMail,
  orderPlacedMail,
  orderRefundedMail,
  orderReturnedToOriginMail,
  orderShippedMail,
  storeNewOrderMail,
} from "./order-emails.ts";
import { enqueueMails, invoiceNumberOf, ordersByIds } from "./order-mails.queries.ts";

type Tx = DB | Transaction<Database>;

/** Every mail of a placed (cash on delivery) or paid (card/UPI) checkout: the shopper's, one per store. */
export function placedMails(orders: MailOrder[], site = publicUrl()) {
  if (orders.length === 0) return [];
  return [orderPlacedMail(orders, site), ...orders.map((order) => storeNewOrderMail(order, site))];
}

/** The templates of the mails written by reference. */
export const ORDER_PLACED = "order-placed";
export const STORE_NEW_ORDER = "store-new-order";

/**
 * The same mails as `placedMails`, by reference (recipient, template, order ids, the same dedupe keys):
 * rendered by `renderOrderMail` when sent, from the orders then stored.
 */
export function placedMailRefs(
  orders: Pick<MailOrder, "id" | "checkout_id" | "customer_email" | "vendor_email">[],
): OutboxReference[] {
  if (orders.length === 0) return [];
  return [
    {
      to: orders[0].customer_email,
      template: ORDER_PLACED,
      args: { orderIds: orders.map((order) => order.id) },
      key: `order-placed:${orders[0].checkout_id}`,
    },
    ...orders.map((order) => ({
      to: order.vendor_email,
      template: STORE_NEW_ORDER,
      args: { orderId: order.id },
      key: `store-new-order:${order.id}`,
    })),
  ];
}

const idList = (value: unknown): string[] =>
  Array.isArray(value) && value.every((id) => typeof id === "string") ? value : [];

/**
 * Renders an order mail written by reference, when the outbox sends it (wired in src/jobs/jobs.wiring.ts).
 * Throws `MailGone` when an order it names no longer exists, or the template is unknown: it can never be sent.
 */
export async function renderOrderMail(
  db: DB,
  template: string,
  args: Record<string, unknown>,
  site = publicUrl(),
): Promise<RenderedMail> {
  const ids = template === ORDER_PLACED
    ? idList(args.orderIds)
    : template === STORE_NEW_ORDER && typeof args.orderId === "string"
    ? [args.orderId]
    : undefined;
  if (!ids) throw new MailGone(`unknown mail template "${template}" or arguments ${JSON.stringify(args)}`);
  const orders = await ordersByIds(db, ids);
  const missing = ids.filter((id) => !orders.some((order) => order.id === id));
  if (ids.length === 0) throw new MailGone(`the ${template} mail names no order`);
  if (missing.length) {
    throw new MailGone(
      `the ${template} mail's order${missing.length > 1 ? "s" : ""} ${missing.join(", ")} no longer exist${
        missing.length > 1 ? "" : "s"
      }`,
    );
  }
  const mail = template === ORDER_PLACED ? orderPlacedMail(orders, site) : storeNewOrderMail(orders[0], site);
  return { subject: mail.subject, text: mail.text, html: mail.html };
}

/** A paid checkout's mails (by reference), enqueued in its transaction in one statement. */
export async function mailOrdersPlaced(tx: Tx, orders: MailOrder[]): Promise<void> {
  await enqueueMails(tx, placedMailRefs(orders));
}

export async function mailOrderShipped(tx: Tx, order: MailOrder): Promise<void> {
  await enqueueMail(tx, orderShippedMail(order, publicUrl()));
}

/** Delivered: its invoice attached when the order has one (issued when it shipped). */
export async function mailOrderDelivered(tx: Tx, order: MailOrder): Promise<void> {
  const number = await invoiceNumberOf(tx, order.id);
  const mail = orderDeliveredMail(order, publicUrl(), number !== undefined);
  if (number && mail.attachments) mail.attachments[0].filename = `invoice-${number.replaceAll("/", "-")}.pdf`;
  await enqueueMail(tx, mail);
}

export async function mailOrderCancelled(tx: Tx, order: MailOrder, by: string): Promise<void> {
  const who: CancelledBy = by === "vendor" || by === "admin" || by === "customer" ? by : "system";
  await enqueueMail(tx, orderCancelledMail(order, publicUrl(), who));
}

/** The courier could not deliver it: the parcel went back to the store (a paid order's refund follows). */
export async function mailOrderReturnedToOrigin(tx: Tx, order: MailOrder): Promise<void> {
  await enqueueMail(tx, orderReturnedToOriginMail(order, publicUrl()));
}

export async function mailOrderRefunded(tx: Tx, order: MailOrder, refundId: string | null): Promise<void> {
  await enqueueMail(tx, orderRefundedMail(order, publicUrl(), refundId));
}
