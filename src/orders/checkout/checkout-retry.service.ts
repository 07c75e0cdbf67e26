/**
 * Paying again for an online checkout whose payment was declined (or whose gateway window was closed): its
 * orders wait, Pending, holding their stock, until the payment window of the first attempt ends. From My
 * Orders the customer opens the gateway again for those same orders, for the amount the server has on
 * them; or cancels them (orders.service.ts `cancelOrder`), which returns their stock.
 *
 * While every order of the attempt still awaits it, the gateway's order is opened again as it is (Razorpay
 * takes further attempts on an order until one is paid). When one of them was cancelled meanwhile, the rest
 * no longer cost what the gateway's order says: a new gateway order is made for the orders still Pending,
 * they move to it in one transaction, and the first attempt is released (a payment that still arrives for
 * it is recorded as owing a refund). Either way the payment window runs from the first attempt.
 */
import type { DB } from "../../../db/database.ts";
import { AppError, notFound } from "../../core/errors.ts";
import type { PaymentGateway } from "../../payments/gateway.ts";
import {
  findAttempt,
  insertPaymentOrder,
  lockPaymentOrder,
  markPaymentOrder,
  movePendingOrders,
} from "../../payments/payments.queries.ts";
import {
  type Buyer,
  PAYMENT_WINDOW_MINUTES,
  releaseAbandonedPayments,
  type StartedPayment,
} from "./checkout.service.ts";
import { lockCustomer } from "./checkout.queries.ts";
import { findOrder, ordersOf } from "../orders.queries.ts";

export const NOT_AWAITING_PAYMENT = "This order is not awaiting payment.";
export const PAYMENT_WINDOW_PASSED = "The time to pay for this order has passed: its items went back on " +
  "sale and nothing was charged. Please order again from your cart.";
const ORDERS_CHANGED = "Your orders changed meanwhile. Please reload the page and try again.";

/** The gateway order to pay for a Pending order of `buyer` (and the other orders paid with it). */
export async function retryOnlinePayment(
  db: DB,
  gateway: PaymentGateway,
  buyer: Buyer,
  orderId: string,
): Promise<StartedPayment> {
  const order = await findOrder(db, orderId);
  if (!order || order.customer_id !== buyer.id) throw notFound("Order not found.");
  const attempt = order.payment_order_id
    ? await findAttempt(db, order.payment_order_id, PAYMENT_WINDOW_MINUTES)
    : undefined;
  if (order.status !== "Pending" || attempt?.status !== "created") {
    throw new AppError(409, NOT_AWAITING_PAYMENT);
  }
  if (attempt.expired) {
    // Its stock is due back on the shelf: released now rather than at the next checkout.
    await releaseAbandonedPayments(db);
    throw new AppError(409, PAYMENT_WINDOW_PASSED);
  }
  const pending = (await ordersOf(db, { paymentOrderId: attempt.id })).filter((o) => o.status === "Pending");
  const amount = pending.reduce((sum, o) => sum + o.total_paise, 0);
  // Every order of the attempt still awaits it, on the gateway it was made on: the same gateway order again.
  const { expired: _expired, ...open } = attempt;
  if (amount === attempt.amount_paise && attempt.gateway === gateway.kind) {
    return { payment: open, orders: pending };
  }

  const gatewayOrder = await gateway.createOrder(amount, attempt.checkout_id);
  const lines = pending.flatMap((o) => o.items).filter((item) => item.product_id !== null)
    .map((item) => ({ productId: item.product_id!, quantity: item.quantity }));
  return await db.transaction().execute(async (tx) => {
    // One customer's payments one at a time (as a new checkout, which would release this attempt).
    await lockCustomer(tx, buyer.id);
    if ((await lockPaymentOrder(tx, attempt.id))?.status !== "created") {
      throw new AppError(409, NOT_AWAITING_PAYMENT);
    }
    const payment = await insertPaymentOrder(tx, {
      id: gatewayOrder.id,
      user_id: buyer.id,
      checkout_id: attempt.checkout_id,
      gateway: gateway.kind,
      method: attempt.method,
      amount_paise: amount,
      lines,
      created_at: attempt.created_at,
    });
    const moved = await movePendingOrders(tx, attempt.id, payment.id);
    if (moved.length !== pending.length || moved.reduce((sum, o) => sum + o.total_paise, 0) !== amount) {
      throw new AppError(409, ORDERS_CHANGED);
    }
    await markPaymentOrder(tx, attempt.id, "released");
    return { payment, orders: await ordersOf(tx, { paymentOrderId: payment.id }) };
  });
}
