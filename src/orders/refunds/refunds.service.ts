/**
 * Refunds of paid orders that were cancelled. A cancelled paid order owes a refund
 * (payment_status refund_due); the gateway is asked once the cancellation has committed, never inside a
 * transaction holding locks; its answer is recorded and audited: refunded (with the gateway's refund id), or
 * still due with the reason it failed, which an admin can retry. One attempt at a time claims the order, so
 * two retries racing cannot refund it twice, and a refunded order is never refunded again.
 */
import type { DB } from "../../../db/database.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { type PaymentGateway, RefundFailed, refundFailureReason } from "../../payments/gateway.ts";
import { claimRefund, markRefunded, markRefundFailed } from "./refunds.queries.ts";
import { findOrder, type OrderRecord } from "../orders.queries.ts";
import type { OrderViewer } from "../orders.service.ts";
import { mailOrderRefunded } from "../emails/order-mails.service.ts";

export const ALREADY_REFUNDED = "This order has already been refunded.";
export const NO_REFUND_DUE = "This order has no refund due.";
export const REFUND_IN_PROGRESS = "A refund of this order is already in progress. Please reload in a minute.";
export const COD_REFUND_BY_TRANSFER =
  "A cash-on-delivery order is refunded by bank transfer or UPI: send the money to the shopper, then record " +
  "the transfer's reference (UTR) here.";

export type RefundOutcome =
  | { kind: "refunded"; order: OrderRecord }
  | { kind: "already"; order: OrderRecord }
  | { kind: "failed"; order: OrderRecord; reason: string };

async function askGateway(
  gateway: PaymentGateway | null,
  order: OrderRecord,
  transfer?: string,
): Promise<{ id: string }> {
  // Cash was paid to the courier: no gateway holds it, so the admin pays it back and records the reference.
  const byTransfer = order.payment_method === "cod" && !order.payment_id;
  if (byTransfer !== (transfer !== undefined)) {
    throw new RefundFailed(
      byTransfer
        ? COD_REFUND_BY_TRANSFER
        : "This order was paid online: its refund goes through the gateway.",
    );
  }
  if (transfer !== undefined) return { id: transfer };
  if (!gateway) throw new RefundFailed("Online payments are not set up here, so no refund can be sent.");
  if (!order.payment_id) throw new RefundFailed("The order has no recorded payment to refund.");
  return await gateway.refund(order.payment_id, order.total_paise, { orderId: order.id });
}

/**
 * Sends the refund an order owes and records the outcome. A refunded order answers `already` without asking
 * the gateway; an order that owes none, or whose refund another attempt is sending now, is refused (409).
 * A cash-on-delivery order (refunded after delivery) has no gateway payment: `reference` is the bank
 * transfer's or UPI reference the admin paid it with, recorded as the refund's id.
 */
export async function refundOrder(
  db: DB,
  gateway: PaymentGateway | null,
  actor: Pick<OrderViewer, "id" | "role">,
  id: string,
  reference?: string,
  byTransfer = false,
): Promise<RefundOutcome> {
  const before = await findOrder(db, id);
  if (!before) throw notFound("Order not found.");
  if (before.payment_status === "refunded") return { kind: "already", order: before };
  if (!(await claimRefund(db, id))) {
    const now = (await findOrder(db, id))!;
    if (now.payment_status === "refunded") return { kind: "already", order: now };
    if (now.payment_status === "refund_due") throw new AppError(409, REFUND_IN_PROGRESS);
    throw new AppError(409, NO_REFUND_DUE);
  }
  let refund: { id: string } | { failed: string };
  try {
    refund = await askGateway(gateway, before, byTransfer ? reference ?? "" : undefined);
  } catch (error) {
    if (!(error instanceof RefundFailed)) console.error("Refund failed unexpectedly:", error);
    refund = { failed: refundFailureReason(error) };
  }
  const amountPaise = before.total_paise;
  const was = { paymentStatus: before.payment_status, refundError: before.refund_error };
  return await db.transaction().execute(async (tx) => {
    if ("failed" in refund) {
      await markRefundFailed(tx, id, refund.failed);
      await recordAudit(tx, {
        actor,
        action: "order.refund_failed",
        entity: "order",
        entityId: id,
        details: {
          before: was,
          after: { paymentStatus: "refund_due", refundError: refund.failed },
          amountPaise,
        },
      });
      return { kind: "failed", order: (await findOrder(tx, id))!, reason: refund.failed };
    }
    await markRefunded(tx, id, refund.id);
    await recordAudit(tx, {
      actor,
      action: "order.refund",
      entity: "order",
      entityId: id,
      details: { before: was, after: { paymentStatus: "refunded", refundId: refund.id }, amountPaise },
    });
    const refunded = (await findOrder(tx, id))!;
    // The shopper's mail, in the outbox with the recorded refund.
    await mailOrderRefunded(tx, refunded, refund.id);
    return { kind: "refunded", order: refunded };
  });
}

/** After a cancellation committed: the refund it made due, attempted at once (a failure stays visible). */
export async function refundIfDue(
  db: DB,
  gateway: PaymentGateway | null,
  actor: Pick<OrderViewer, "id" | "role">,
  order: OrderRecord,
): Promise<OrderRecord> {
  if (order.payment_status !== "refund_due") return order;
  try {
    return (await refundOrder(db, gateway, actor, order.id)).order;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return (await findOrder(db, order.id))!;
    throw error;
  }
}
