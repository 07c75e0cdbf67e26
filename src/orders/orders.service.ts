/**
 * Who may see and change an order, and the changes after checkout: a customer cancels before dispatch,
 * which returns the stock; the store or an admin moves it forward, Confirmed → Shipped (with
 * the carrier and tracking number) → Delivered, or cancels it before dispatch, or marks a shipped parcel
 * the courier could not deliver Returned (returned to origin). Every change is one guarded
 * statement, so two racing changes cannot both apply; the store's and the admin's changes are audited with
 * the values before and after. A paid order cancelled owes a refund: see refunds.service.ts.
 */
import type { DB, OrderStatus } from "../../db/database.ts";
import { AppError, notFound } from "../core/errors.ts";
import type { SessionUser } from "../auth/sessions/sessions.queries.ts";
import { recordAudit } from "../audit/audit.queries.ts";
import { issueCreditNote, issueInvoice } from "../invoices/invoices.service.ts";
import { recordDelivery, reverseSale } from "../ledger/ledger.service.ts";
import { hasReturns } from "../returns/returns.queries.ts";
import { CUSTOMER_CANCELLABLE, NEXT_STATUS, RETURNABLE_TO_ORIGIN } from "./status.ts";
import {
  mailOrderCancelled,
  mailOrderDelivered,
  mailOrderReturnedToOrigin,
  mailOrderShipped,
} from "./emails/order-mails.service.ts";
import {
  findOrder,
  moveOrder,
  type OrderRecord,
  type OrderRow,
  type OrderScope,
  returnStock,
} from "./orders.queries.ts";

export type OrderViewer = Pick<SessionUser, "id" | "role" | "vendor_id">;

/** Whose orders this viewer's lists show. */
export function scopeOf(viewer: OrderViewer): OrderScope {
  if (viewer.role === "admin") return { all: true };
  if (viewer.role === "vendor") return { vendorId: viewer.vendor_id ?? "" };
  return { customerId: viewer.id };
}

export function canSee(viewer: OrderViewer, order: Pick<OrderRow, "customer_id" | "vendor_id">): boolean {
  if (viewer.role === "admin") return true;
  if (viewer.role === "vendor") return viewer.vendor_id !== null && order.vendor_id === viewer.vendor_id;
  return order.customer_id === viewer.id;
}

/**
 * Everyone who can see an order may cancel it before dispatch (the store when it cannot fulfil it); an admin
 * may also cancel a shipped order that will not be delivered (the parcel came back), which credits its
 * invoice with a credit note, and a delivered one that is refunded in full (lost in transit after all, a
 * goodwill refund), which also reverses the store's ledger entries of the sale.
 */
export const canCancel = (viewer: OrderViewer, order: OrderRow) =>
  canSee(viewer, order) && cancellableBy(viewer).includes(order.status);

const ADMIN_CANCELLABLE: readonly OrderStatus[] = [...CUSTOMER_CANCELLABLE, "Shipped", "Delivered"];
const cancellableBy = (viewer: OrderViewer) =>
  viewer.role === "admin" ? ADMIN_CANCELLABLE : CUSTOMER_CANCELLABLE;

/** The next status the store or an admin may set, or null. */
export function nextStatusFor(viewer: OrderViewer, order: OrderRow): OrderStatus | null {
  if (viewer.role === "customer" || !canSee(viewer, order)) return null;
  return NEXT_STATUS[order.status] ?? null;
}

/** An order the viewer may see; anyone else's is "not found", so ids reveal nothing. */
export async function visibleOrder(db: DB, viewer: OrderViewer, id: string): Promise<OrderRecord> {
  const order = await findOrder(db, id);
  if (!order || !canSee(viewer, order)) throw notFound("Order not found.");
  return order;
}

function cannotCancel(status: OrderStatus): AppError {
  if (status === "Cancelled") return new AppError(409, "This order is already cancelled.");
  if (status === "Returned") {
    return new AppError(409, "This order came back to the store undelivered and is already closed.");
  }
  if (status === "Delivered") {
    return new AppError(409, "This order has been delivered and can no longer be cancelled.");
  }
  return new AppError(409, "This order has already been shipped and can no longer be cancelled.");
}

/** The store's and the admin's changes are audited; a customer's own cancellation is the order itself. */
const audited = (viewer: OrderViewer) => viewer.role !== "customer";

const actorOf = (viewer: OrderViewer) => ({ id: viewer.id, role: viewer.role });

export async function cancelOrder(db: DB, viewer: OrderViewer, id: string): Promise<OrderRecord> {
  return await db.transaction().execute(async (tx) => {
    const order = await visibleOrder(tx, viewer, id);
    if (!canCancel(viewer, order)) throw cannotCancel(order.status);
    // A delivered order with return requests is refunded through them, line by line, never twice.
    if (order.status === "Delivered" && await hasReturns(tx, id)) {
      throw new AppError(
        409,
        "This order has return requests: refund it through them (Returns), so nothing is refunded twice.",
      );
    }
    const paymentStatus = order.payment_status === "paid" ? "refund_due" : undefined;
    if (!(await moveOrder(tx, id, cancellableBy(viewer), "Cancelled", { paymentStatus }))) {
      throw cannotCancel((await findOrder(tx, id))!.status);
    }
    const delivered = order.status === "Delivered";
    // A delivered order's goods are with the shopper: its stock comes back only with a return.
    if (!delivered) await returnStock(tx, [id]);
    // A shipped or delivered order's invoice is credited in full, in the same transaction as the cancellation.
    const creditNote = order.status === "Shipped" || delivered
      ? await issueCreditNote(tx, id, undefined, delivered ? "Order refunded after delivery" : undefined)
      : null;
    // After delivery, the sale leaves the store's ledger: the refund, and back its commission and taxes.
    const reversal = delivered
      ? await reverseSale(tx, id, {
        creditNoteId: creditNote?.id ?? null,
        note: "Order cancelled and refunded after delivery",
      })
      : undefined;
    if (audited(viewer)) {
      await recordAudit(tx, {
        actor: actorOf(viewer),
        action: "order.cancel",
        entity: "order",
        entityId: id,
        details: {
          before: { status: order.status, paymentStatus: order.payment_status },
          after: { status: "Cancelled", paymentStatus: paymentStatus ?? order.payment_status },
          ...(creditNote ? { creditNote: creditNote.number } : {}),
          ...(reversal ? { ledgerReversalPaise: reversal.net } : {}),
        },
      });
    }
    const cancelled = (await findOrder(tx, id))!;
    // The shopper's mail, in the outbox with the cancellation (a rolled-back one mails nothing). An online
    // attempt never paid (Pending) was never mailed as placed, so its cancellation is not mailed either.
    if (order.status !== "Pending") await mailOrderCancelled(tx, cancelled, viewer.role);
    return cancelled;
  });
}

export const SHIPPING_DETAILS_REQUIRED =
  "Please enter the carrier and the tracking number to mark the order Shipped.";

/** What the store tells when it moves an order forward: the carrier and tracking number when it ships. */
export interface Advance {
  status: OrderStatus;
  carrier?: string;
  trackingNumber?: string;
}

export async function advanceOrder(
  db: DB,
  viewer: OrderViewer,
  id: string,
  { status: to, carrier, trackingNumber }: Advance,
): Promise<OrderRecord> {
  const parcel = to === "Shipped" ? { carrier: carrier?.trim(), trackingNumber: trackingNumber?.trim() } : {};
  return await db.transaction().execute(async (tx) => {
    const order = await visibleOrder(tx, viewer, id);
    if (viewer.role === "customer") {
      throw new AppError(403, "Only the store or an admin can change an order's status.");
    }
    if (to === "Returned") return await returnToOrigin(tx, viewer, order);
    if (NEXT_STATUS[order.status] !== to) {
      const why = order.status === "Pending" ? " It is still awaiting payment." : "";
      throw new AppError(409, `An order that is ${order.status} cannot be marked ${to}.${why}`);
    }
    if (to === "Shipped" && !(parcel.carrier && parcel.trackingNumber)) {
      throw new AppError(400, SHIPPING_DETAILS_REQUIRED);
    }
    // Cash on delivery is collected when the parcel is handed over.
    const paymentStatus = to === "Delivered" && order.payment_method === "cod" ? "paid" : undefined;
    if (!(await moveOrder(tx, id, [order.status], to, { paymentStatus, ...parcel }))) {
      throw new AppError(409, "The order changed meanwhile. Please reload it and try again.");
    }
    // The tax invoice is issued as the goods leave the store, in this transaction; an order whose products
    // lack their HSN code or GST rate ships without one (its JSON says why).
    const invoice = to === "Shipped" ? await issueInvoice(tx, id) : undefined;
    // Delivered: the store's ledger enters the sale, the commission and the taxes withheld, in this transaction.
    const earned = to === "Delivered" ? await recordDelivery(tx, id) : undefined;
    await recordAudit(tx, {
      actor: actorOf(viewer),
      action: to === "Shipped" ? "order.ship" : "order.deliver",
      entity: "order",
      entityId: id,
      details: {
        before: { status: order.status, paymentStatus: order.payment_status },
        after: { status: to, paymentStatus: paymentStatus ?? order.payment_status, ...parcel },
        ...(invoice?.issued ? { invoice: invoice.invoice.number } : {}),
        ...(earned ? { ledgerNetPaise: earned.net } : {}),
      },
    });
    const moved = (await findOrder(tx, id))!;
    // The shopper's shipped or delivered mail, in the outbox with the move (delivered attaches the invoice).
    await (to === "Shipped" ? mailOrderShipped(tx, moved) : mailOrderDelivered(tx, moved));
    return moved;
  });
}

/** The credit note's reason when a parcel comes back undelivered. */
export const RETURNED_TO_ORIGIN_REASON = "Returned to origin: not delivered";

/**
 * Returned to origin, in the caller's transaction: the courier could not deliver a shipped parcel and it came
 * back to the store. The stock returns, the tax invoice is credited in full, a paid order owes its whole
 * refund (sent by the caller once this commits). It was never delivered, so the store's ledger has no sale
 * to reverse and no commission is charged. Audited; the shopper is mailed.
 */
async function returnToOrigin(tx: DB, viewer: OrderViewer, order: OrderRecord): Promise<OrderRecord> {
  const id = order.id;
  if (!RETURNABLE_TO_ORIGIN.includes(order.status)) {
    throw new AppError(
      409,
      `An order that is ${order.status} cannot be marked Returned: only a shipped parcel that came back ` +
        "undelivered can.",
    );
  }
  const paymentStatus = order.payment_status === "paid" ? "refund_due" : undefined;
  if (!(await moveOrder(tx, id, RETURNABLE_TO_ORIGIN, "Returned", { paymentStatus }))) {
    throw new AppError(409, "The order changed meanwhile. Please reload it and try again.");
  }
  await returnStock(tx, [id]);
  const creditNote = await issueCreditNote(tx, id, undefined, RETURNED_TO_ORIGIN_REASON);
  await recordAudit(tx, {
    actor: actorOf(viewer),
    action: "order.return_to_origin",
    entity: "order",
    entityId: id,
    details: {
      before: { status: order.status, paymentStatus: order.payment_status },
      after: { status: "Returned", paymentStatus: paymentStatus ?? order.payment_status },
      ...(creditNote ? { creditNote: creditNote.number } : {}),
    },
  });
  const returned = (await findOrder(tx, id))!;
  // The shopper's mail, in the outbox with the return; the refund's own mail follows once it is sent.
  await mailOrderReturnedToOrigin(tx, returned);
  return returned;
}
