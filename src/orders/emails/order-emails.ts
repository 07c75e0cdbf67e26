/**
 * The order mails, written as outbox mails (HTML and a plain-text part with the same content): to the
 * shopper, the order placed (one mail per checkout, every store's part listed), shipped (carrier and
 * tracking number), delivered (the tax invoice attached when there is one), cancelled, returned to origin
 * (the courier could not deliver it) and refunded; to the store, a new order to ship. Amounts in rupees with Indian grouping (₹1,23,456.00), links absolute to the
 * order's page on the site (`site`, PUBLIC_URL). Each mail has a dedupe key: an event handled twice mails once.
 * Pure: the events' services render them and enqueue them in their own transaction (order-mails.service.ts).
 */
import type { OrderAddress, OrderStatus, PaymentMethod, PaymentStatus } from "../../../db/database.ts";
import type { OutboxMail } from "../../outbox/outbox.queries.ts";
import { formatPaise } from "../../core/money.ts";
import { PAYMENT_LABELS, trackingId } from "../status.ts";
import {
  box,
  button,
  facts,
  heading,
  type Html,
  html,
  itemTable,
  mailDocument,
  note,
  paragraph,
} from "./mail-layout.ts";

/** What a mail says about an order: a stored order or one a checkout is about to write both fit. */
export interface MailOrder {
  id: string;
  checkout_id: string;
  customer_name: string;
  customer_email: string;
  vendor_email: string;
  store_name: string;
  address: OrderAddress;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /** Its status, when known: a refund's mail says why the money goes back. */
  status?: OrderStatus;
  total_paise: number;
  carrier?: string | null;
  tracking_number?: string | null;
  items: { name: string; quantity: number; line_paise: number }[];
}

/** Where the shopper's and the store's order pages are. */
export const shopperOrderUrl = (site: string, orderId: string) =>
  `${site}/order-customer/${encodeURIComponent(orderId)}`;
export const storeOrderUrl = (site: string, orderId: string) =>
  `${site}/vendor-orders/${encodeURIComponent(orderId)}`;

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

const addressLines = (a: OrderAddress) =>
  [
    [a.street, a.floor].filter(Boolean).join(", "),
    [a.area, a.landmark].filter(Boolean).join(", "),
    `${a.city}, ${a.state} ${a.postalCode}`.trim(),
    a.phoneNumber ? `Phone ${a.phoneNumber}` : "",
  ].filter((line) => line.trim() !== "");

const itemLines = (order: MailOrder) =>
  order.items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    amount: formatPaise(item.line_paise),
  }));

/** The plain-text part's item list: "  Phone × 2   ₹1,998.00". */
const itemText = (order: MailOrder) =>
  order.items.map((item) => `  ${item.name} × ${item.quantity}   ${formatPaise(item.line_paise)}`).join("\n");

const FOOTER_TEXT = (site: string) => `\n--\nSwiftCart · ${site}/\nQuestions? ${site}/contactus\n`;

/** One mail with its HTML (in the shop's layout) and text parts. */
function mail(
  to: string,
  subject: string,
  { title, preheader, body, text, site, key, attachments }: {
    title: string;
    preheader: string;
    body: Html;
    text: string;
    site: string;
    key: string;
    attachments?: OutboxMail["attachments"];
  },
): OutboxMail {
  return {
    to,
    subject,
    text: `${title}\n\n${text.trim()}\n${FOOTER_TEXT(site)}`,
    html: mailDocument({ title, preheader, content: body, site }),
    key,
    ...(attachments?.length ? { attachments } : {}),
  };
}

/**
 * To the shopper, once per checkout: every store's part (its order number, items, total and link), the
 * amount, the payment and the delivery address. Cash on delivery mails it when placed; card/UPI when the
 * payment is confirmed (an attempt never paid mails nothing).
 */
export function orderPlacedMail(orders: MailOrder[], site: string): OutboxMail {
  const first = orders[0];
  const total = orders.reduce((sum, o) => sum + o.total_paise, 0);
  const numbers = orders.map((o) => `#${trackingId(o.id)}`);
  const cod = first.payment_method === "cod";
  const paid = cod
    ? `Pay ${formatPaise(total)} in cash on delivery.`
    : `Paid ${formatPaise(total)} by ${PAYMENT_LABELS[first.payment_method]}.`;
  const several = orders.length > 1;
  const intro = several
    ? `Your order is placed with ${orders.length} stores, so it comes in ${orders.length} parcels, each with its own order number.`
    : `Your order is placed with ${first.store_name}.`;
  const address = addressLines(first.address);
  const parts = orders.map((order) =>
    box(html`${heading(`${order.store_name} · order #${trackingId(order.id)}`, 0)}
${itemTable(itemLines(order), several ? "Store total" : "Total", formatPaise(order.total_paise))}
${
      note(
        html`<a href="${shopperOrderUrl(site, order.id)}" style="color:#0b5cab">View order #${
          trackingId(order.id)
        }</a>`,
      )
    }`)
  );
  const body = html`${paragraph(`Hello ${firstName(first.customer_name)},`)}
${paragraph(`${intro} We will mail you again when it ships.`)}
${parts}
${facts([["Order total", formatPaise(total)], ["Payment", PAYMENT_LABELS[first.payment_method]]])}
${paragraph(paid)}
${heading("Delivering to")}
${paragraph(html`${first.customer_name}<br>${address.map((line, i) => html`${i ? html`<br>` : ""}${line}`)}`)}
${
    button(
      several ? "View your orders" : "View your order",
      several ? `${site}/order-customer` : shopperOrderUrl(site, first.id),
    )
  }
${note("You can cancel from your order's page until the store dispatches it.")}`;
  const text = `Hello ${firstName(first.customer_name)},

${intro} We will mail you again when it ships.

${
    orders.map((order) =>
      `${order.store_name}, order #${trackingId(order.id)}
${itemText(order)}
  ${several ? "Store total" : "Total"}: ${formatPaise(order.total_paise)}
  ${shopperOrderUrl(site, order.id)}`
    ).join("\n\n")
  }

Order total: ${formatPaise(total)}
Payment: ${PAYMENT_LABELS[first.payment_method]}. ${paid}

Delivering to:
${first.customer_name}
${address.join("\n")}

You can cancel from your order's page until the store dispatches it.`;
  return mail(first.customer_email, `Your SwiftCart order is placed (${numbers.join(", ")})`, {
    title: "Thank you for your order",
    preheader: `${formatPaise(total)} · ${numbers.join(", ")} · ${
      several ? `${orders.length} stores` : first.store_name
    }`,
    body,
    text,
    site,
    key: `order-placed:${first.checkout_id}`,
  });
}

/** To the store, per order: a new order to ship (after the payment arrived, for card/UPI). */
export function storeNewOrderMail(order: MailOrder, site: string): OutboxMail {
  const number = `#${trackingId(order.id)}`;
  const cod = order.payment_method === "cod";
  const payment = cod
    ? `Cash on delivery: collect ${formatPaise(order.total_paise)} from the customer.`
    : `Paid online (${PAYMENT_LABELS[order.payment_method]}): nothing to collect.`;
  const a = order.address;
  const shipTo = `${order.customer_name}, ${a.city}, ${a.state} ${a.postalCode}`;
  const url = storeOrderUrl(site, order.id);
  const body = html`${paragraph(`${order.store_name}, you have a new order to ship.`)}
${facts([["Order", number], ["Ship to", shipTo], ["Payment", PAYMENT_LABELS[order.payment_method]]])}
${itemTable(itemLines(order), "Order total", formatPaise(order.total_paise))}
${paragraph(payment)}
${button("Open the order", url)}
${note("The order's page has the full address, the packing slip and the buttons to mark it shipped.")}`;
  const text = `${order.store_name}, you have a new order to ship.

Order: ${number}
Ship to: ${shipTo}
Payment: ${PAYMENT_LABELS[order.payment_method]}

${itemText(order)}
  Order total: ${formatPaise(order.total_paise)}

${payment}

Open the order: ${url}
The order's page has the full address, the packing slip and the buttons to mark it shipped.`;
  return mail(order.vendor_email, `New order to ship: ${number}`, {
    title: `New order ${number}`,
    preheader: `${formatPaise(order.total_paise)} · ship to ${a.city} ${a.postalCode}`,
    body,
    text,
    site,
    key: `store-new-order:${order.id}`,
  });
}

/** To the shopper: the parcel left the store, with the carrier and its tracking number. */
export function orderShippedMail(order: MailOrder, site: string): OutboxMail {
  const number = `#${trackingId(order.id)}`;
  const url = shopperOrderUrl(site, order.id);
  const carrier = order.carrier ?? "";
  const tracking = order.tracking_number ?? "";
  const body = html`${paragraph(`Hello ${firstName(order.customer_name)},`)}
${paragraph(`Good news: ${order.store_name} has shipped your order ${number}.`)}
${facts([["Carrier", carrier], ["Tracking number", tracking]])}
${itemTable(itemLines(order), "Order total", formatPaise(order.total_paise))}
${button("Track your order", url)}
${note("Your tax invoice is on the order's page.")}`;
  const text = `Hello ${firstName(order.customer_name)},

Good news: ${order.store_name} has shipped your order ${number}.

Carrier: ${carrier}
Tracking number: ${tracking}

${itemText(order)}
  Order total: ${formatPaise(order.total_paise)}

Track your order: ${url}
Your tax invoice is on the order's page.`;
  return mail(order.customer_email, `Your order ${number} has shipped`, {
    title: "Your order is on its way",
    preheader: `${carrier} · tracking number ${tracking}`,
    body,
    text,
    site,
    key: `order-shipped:${order.id}`,
  });
}

/** To the shopper: delivered, the tax invoice attached (`invoiced`: the order has one). */
export function orderDeliveredMail(order: MailOrder, site: string, invoiced: boolean): OutboxMail {
  const number = `#${trackingId(order.id)}`;
  const url = shopperOrderUrl(site, order.id);
  const cod = order.payment_method === "cod";
  const invoiceNote = invoiced
    ? "Your tax invoice is attached to this mail, and on the order's page."
    : "The order's page has its details.";
  const body = html`${paragraph(`Hello ${firstName(order.customer_name)},`)}
${paragraph(`Your order ${number} from ${order.store_name} has been delivered. We hope you enjoy it.`)}
${itemTable(itemLines(order), cod ? "Paid in cash" : "Order total", formatPaise(order.total_paise))}
${paragraph(invoiceNote)}
${button("View your order", url)}`;
  const text = `Hello ${firstName(order.customer_name)},

Your order ${number} from ${order.store_name} has been delivered. We hope you enjoy it.

${itemText(order)}
  ${cod ? "Paid in cash" : "Order total"}: ${formatPaise(order.total_paise)}

${invoiceNote}
View your order: ${url}`;
  return mail(order.customer_email, `Your order ${number} has been delivered`, {
    title: "Delivered",
    preheader: `${order.store_name} · ${formatPaise(order.total_paise)}`,
    body,
    text,
    site,
    key: `order-delivered:${order.id}`,
    attachments: invoiced
      ? [{
        filename: `invoice-${trackingId(order.id)}.pdf`,
        document: { type: "invoice", orderId: order.id },
      }]
      : undefined,
  });
}

/** Who cancelled, as the shopper reads it. */
export type CancelledBy = "customer" | "vendor" | "admin" | "system";

const CANCELLED_BY: Record<CancelledBy, string> = {
  customer: "As you asked, we have cancelled",
  vendor: "The store could not fulfil and has cancelled",
  admin: "SwiftCart has cancelled",
  system: "We have cancelled",
};

/** To the shopper: the order is cancelled; a paid one says its refund is on its way. */
export function orderCancelledMail(order: MailOrder, site: string, by: CancelledBy): OutboxMail {
  const number = `#${trackingId(order.id)}`;
  const url = shopperOrderUrl(site, order.id);
  const owed = order.payment_status === "refund_due" || order.payment_status === "refunded";
  const money = owed
    ? `The ${formatPaise(order.total_paise)} you paid is being refunded to your ${
      PAYMENT_LABELS[order.payment_method]
    }; we will mail you when it is sent.`
    : "Nothing was charged for it.";
  const body = html`${paragraph(`Hello ${firstName(order.customer_name)},`)}
${paragraph(`${CANCELLED_BY[by]} your order ${number} from ${order.store_name}.`)}
${itemTable(itemLines(order), "Order total", formatPaise(order.total_paise))}
${paragraph(money)}
${button("View your order", url)}`;
  const text = `Hello ${firstName(order.customer_name)},

${CANCELLED_BY[by]} your order ${number} from ${order.store_name}.

${itemText(order)}
  Order total: ${formatPaise(order.total_paise)}

${money}
View your order: ${url}`;
  return mail(order.customer_email, `Your order ${number} is cancelled`, {
    title: "Order cancelled",
    preheader: `${order.store_name} · ${formatPaise(order.total_paise)}`,
    body,
    text,
    site,
    key: `order-cancelled:${order.id}`,
  });
}

/** What a refund was for: a cancelled order, or one the courier could not deliver. */
const refundedFor = (order: MailOrder, number: string) =>
  order.status === "Returned"
    ? `your order ${number} from ${order.store_name}, which could not be delivered`
    : `your cancelled order ${number} from ${order.store_name}`;

/**
 * To the shopper: the courier could not deliver the parcel and it went back to the store (returned to
 * origin). A paid order says its full refund is on its way; cash on delivery, that nothing was charged.
 */
export function orderReturnedToOriginMail(order: MailOrder, site: string): OutboxMail {
  const number = `#${trackingId(order.id)}`;
  const url = shopperOrderUrl(site, order.id);
  const owed = order.payment_status === "refund_due" || order.payment_status === "refunded";
  const money = owed
    ? `The ${formatPaise(order.total_paise)} you paid is being refunded in full to your ${
      PAYMENT_LABELS[order.payment_method]
    }; we will mail you when it is sent.`
    : "It was to be paid in cash on delivery, so nothing was charged and you owe nothing.";
  const rows: [string, string][] = order.carrier && order.tracking_number
    ? [["Carrier", order.carrier], ["Tracking number", order.tracking_number]]
    : [];
  const again = "If you still want these items, you are welcome to order them again.";
  const gone = `The courier could not deliver your order ${number} from ${order.store_name}, so the parcel ` +
    "has gone back to the store.";
  const body = html`${paragraph(`Hello ${firstName(order.customer_name)},`)}
${paragraph(gone)}
${rows.length ? facts(rows) : ""}
${itemTable(itemLines(order), "Order total", formatPaise(order.total_paise))}
${paragraph(money)}
${button("View your order", url)}
${note(again)}`;
  const text = `Hello ${firstName(order.customer_name)},

${gone}
${rows.length ? `\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n` : ""}
${itemText(order)}
  Order total: ${formatPaise(order.total_paise)}

${money}
View your order: ${url}
${again}`;
  return mail(order.customer_email, `Your order ${number} could not be delivered`, {
    title: "Your parcel went back to the store",
    preheader: owed
      ? `${formatPaise(order.total_paise)} is being refunded to your ${PAYMENT_LABELS[order.payment_method]}`
      : `${order.store_name} · nothing was charged`,
    body,
    text,
    site,
    key: `order-returned-to-origin:${order.id}`,
  });
}

/** To the shopper: the refund was sent through the gateway (`refundId`: the gateway's reference). */
export function orderRefundedMail(order: MailOrder, site: string, refundId: string | null): OutboxMail {
  const number = `#${trackingId(order.id)}`;
  const url = shopperOrderUrl(site, order.id);
  const amount = formatPaise(order.total_paise);
  const rows: [string, string][] = [["Amount", amount], ["To", PAYMENT_LABELS[order.payment_method]]];
  if (refundId) rows.push(["Refund reference", refundId]);
  const body = html`${paragraph(`Hello ${firstName(order.customer_name)},`)}
${paragraph(`We have refunded ${amount} for ${refundedFor(order, number)}.`)}
${facts(rows)}
${paragraph("Banks usually show a refund within 5 to 7 working days; UPI refunds are often faster.")}
${button("View your order", url)}`;
  const text = `Hello ${firstName(order.customer_name)},

We have refunded ${amount} for ${refundedFor(order, number)}.

${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}

Banks usually show a refund within 5 to 7 working days; UPI refunds are often faster.
View your order: ${url}`;
  return mail(order.customer_email, `Refund sent for your order ${number}`, {
    title: "Your refund is on its way",
    preheader: `${amount} to your ${PAYMENT_LABELS[order.payment_method]}`,
    body,
    text,
    site,
    key: `order-refunded:${order.id}`,
  });
}
