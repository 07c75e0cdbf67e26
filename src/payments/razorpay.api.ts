/**
 * Online payment: create the gateway order for the server-computed cart amount, verify the
 * checkout's signature, and Razorpay's webhooks, which complete an order even when the browser closed after
 * paying. Without Razorpay keys the built-in test gateway answers here too (POST .../test-gateway/pay).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { AppError, notFound } from "../core/errors.ts";
import { createApi, errorResponse, errorResponses, jsonResponse } from "../core/http.ts";
import { accessRefusals, currentUser, ownUser } from "../auth/access.ts";
import { guarded } from "../auth/guard.ts";
import {
  confirmCheckoutPayment,
  paidMessage,
  settlePayment,
  startOnlinePayment,
} from "../orders/checkout/checkout.service.ts";
import { retryOnlinePayment } from "../orders/checkout/checkout-retry.service.ts";
import { buyerGstinOf } from "../orders/checkout/checkout.schema.ts";
import { toOrderJson } from "../orders/orders.json.ts";
import { gatewayId, paymentGateway } from "./gateway.ts";
import { findPaymentOrder, recordPaymentError } from "./payments.queries.ts";
import {
  CreatePaymentBody,
  PaymentOrderSchema,
  RetryPaymentBody,
  TestDeclinedSchema,
  TestPaidSchema,
  TestPayBody,
  VerifiedSchema,
  VerifyBody,
  WebhookAckSchema,
  WebhookEventSchema,
} from "./payments.schema.ts";
import { checkoutMessage, signHex, verifySignature } from "./signature.ts";

const tags = ["Payments"];

const orderRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/razorpay/order",
  operationId: "createPaymentOrder",
  tags,
  summary: "Start paying online for the cart",
  description: "Computes the amount from the stored cart (any `amount` sent is ignored), creates the " +
    "gateway's order and places the cart's orders as Pending, holding their stock for 30 minutes or until " +
    "the customer starts another checkout. The browser then opens the gateway's checkout with `key` and `id`.",
  middleware: [ownUser({ body: ["userId", "userID"] })],
  request: { body: { required: true, content: { "application/json": { schema: CreatePaymentBody } } } },
  responses: {
    200: jsonResponse(PaymentOrderSchema, "The gateway order to pay"),
    400: {
      ...errorResponses[400],
      description: "Invalid body or no saved address: `Please add a delivery address.`",
    },
    ...accessRefusals,
    404: { ...errorResponses[404], description: "`Address not found.`" },
    409: errorResponse("The cart cannot be paid for as it is (empty, or a line above stock or the limit)"),
    503: errorResponse("Online payment is off, or the gateway did not answer: `Order creation failed`"),
  },
}));

const retryRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/razorpay/retry",
  operationId: "retryPayment",
  tags,
  summary: "Pay again for a Pending order",
  description: "For an order whose card/UPI payment was declined or not completed (status Pending, within " +
    "30 minutes of its checkout): the gateway order to pay for it and the other orders of the same " +
    "payment still Pending, for the amount the server has on them. The browser opens the gateway's " +
    "checkout with `key` and `id`, then verifies as after a checkout (POST /api/razorpay/verify). Past the " +
    "30 minutes the orders are released (their stock back on the shelf) and 409 answers.",
  request: { body: { required: true, content: { "application/json": { schema: RetryPaymentBody } } } },
  responses: {
    200: jsonResponse(PaymentOrderSchema, "The gateway order to pay"),
    400: errorResponses[400],
    ...accessRefusals,
    404: { ...errorResponses[404], description: "Not one of the caller's orders: `Order not found.`" },
    409: errorResponse(
      "Not awaiting payment (`This order is not awaiting payment.`), or its time to pay has passed",
    ),
    503: errorResponse("Online payment is off, or the gateway did not answer: `Order creation failed`"),
  },
}));

const verifyRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/razorpay/verify",
  operationId: "verifyPayment",
  tags,
  summary: "Verify a checkout payment",
  description: "Checks HMAC-SHA256(`order_id|payment_id`) against the gateway order this customer started " +
    "(constant-time), then confirms its orders and clears the cart, exactly once however often it is called.",
  request: { body: { required: true, content: { "application/json": { schema: VerifyBody } } } },
  responses: {
    200: jsonResponse(VerifiedSchema, "Paid; the orders are Confirmed"),
    400: { ...errorResponses[400], description: "`Payment verification failed`; nothing changes" },
    401: accessRefusals[401],
    409: errorResponse(
      "Paid after the checkout expired (no order; the amount is owed back), or the payment id was already " +
        "recorded for another order",
    ),
  },
}));

const testPayRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/razorpay/test-gateway/pay",
  operationId: "testGatewayPay",
  tags,
  summary: "Pay on the built-in test gateway",
  description: "Only when no Razorpay keys are configured (404 otherwise). Stands in for Razorpay's hosted " +
    "checkout: success answers what Razorpay's handler receives, signed with the test secret; failure " +
    "records a declined payment and answers `{error: {description}}` as Razorpay's payment.failed does.",
  request: { body: { required: true, content: { "application/json": { schema: TestPayBody } } } },
  responses: {
    200: jsonResponse(
      z.union([TestPaidSchema, TestDeclinedSchema]),
      "The payment's ids and signature, or `{error}` when the payment was declined",
    ),
    400: errorResponses[400],
    401: accessRefusals[401],
    404: errorResponses[404],
    409: errorResponse("The payment was already made or released: `This payment is no longer open.`"),
  },
}));

const webhookRoute = createRoute({
  method: "post",
  path: "/api/razorpay/webhook",
  operationId: "razorpayWebhook",
  tags,
  summary: "Razorpay webhook",
  description: "Razorpay's event (JSON) signed with the webhook secret: `X-Razorpay-Signature` is " +
    "HMAC-SHA256 of the raw body, hex. payment.captured and order.paid confirm the orders of the payment " +
    "(once, however often delivered, and whether or not the browser verified first); payment.failed " +
    "records the failure. Other events are acknowledged and ignored.",
  request: {
    headers: z.object({
      "x-razorpay-signature": z.string().max(256).openapi({
        description: "HMAC-SHA256 of the raw body, hex",
      }),
    }),
    body: { required: true, content: { "application/json": { schema: WebhookEventSchema } } },
  },
  responses: {
    200: jsonResponse(WebhookAckSchema, "Received"),
    400: {
      ...errorResponses[400],
      description: "Bad signature or body: `Invalid signature.`; nothing is recorded",
    },
    409: errorResponse("The event's payment id was already recorded for another order: nothing changes"),
    503: errorResponse("Webhooks are not configured"),
  },
});

/** The gateway card and UPI go through, or 503 when online payment is off. */
function requireGateway(config: Parameters<typeof paymentGateway>[0]) {
  const gateway = paymentGateway(config);
  if (!gateway) {
    throw new AppError(503, "Online payment is not available right now. Please choose Cash on Delivery.");
  }
  return gateway;
}

/** What the browser opens the gateway with: a started or a retried payment, for the server's amount. */
function gatewayOrderJson(
  gateway: NonNullable<ReturnType<typeof paymentGateway>>,
  user: ReturnType<typeof currentUser>,
  { payment, orders }: Awaited<ReturnType<typeof startOnlinePayment>>,
) {
  return {
    id: payment.id,
    amount: payment.amount_paise,
    currency: "INR" as const,
    key: gateway.keyId,
    gateway: gateway.kind,
    orders: orders.map((o) => toOrderJson(o, user)),
  };
}

export const razorpayApi = createApi();

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; error_description?: string } };
    order?: { entity?: { id?: string; amount_paid?: number } };
  };
}

razorpayApi
  .openapi(orderRoute, async (c) => {
    const gateway = requireGateway(c.var.config.payments);
    const user = currentUser(c);
    const { method, addressId, buyerGstin } = c.req.valid("json");
    const started = await startOnlinePayment(c.var.db, gateway, user, {
      method,
      addressId,
      buyerGstin: buyerGstinOf(buyerGstin),
    });
    return c.json(gatewayOrderJson(gateway, user, started), 200);
  })
  .openapi(retryRoute, async (c) => {
    const gateway = requireGateway(c.var.config.payments);
    const user = currentUser(c);
    const reopened = await retryOnlinePayment(c.var.db, gateway, user, c.req.valid("json").orderId);
    return c.json(gatewayOrderJson(gateway, user, reopened), 200);
  })
  .openapi(verifyRoute, async (c) => {
    const user = currentUser(c);
    const gateway = paymentGateway(c.var.config.payments);
    const settled = await confirmCheckoutPayment(c.var.db, gateway, user.id, c.req.valid("json"));
    return c.json({
      success: true as const,
      message: paidMessage(settled),
      paymentId: settled.payment.payment_id!,
      orders: settled.orders.map((o) => toOrderJson(o, user)),
    }, 200);
  })
  .openapi(testPayRoute, async (c) => {
    const gateway = paymentGateway(c.var.config.payments);
    if (gateway?.kind !== "test") throw notFound("Not found.");
    const { razorpay_order_id: orderId, outcome } = c.req.valid("json");
    const payment = await findPaymentOrder(c.var.db, orderId);
    if (!payment || payment.user_id !== currentUser(c).id || payment.gateway !== "test") {
      throw notFound("Payment order not found.");
    }
    if (payment.status !== "created") throw new AppError(409, "This payment is no longer open.");
    if (outcome === "failure") {
      const description = "Payment declined by the test gateway.";
      await recordPaymentError(c.var.db, payment.id, description);
      return c.json({ error: { code: "BAD_REQUEST_ERROR" as const, description } }, 200);
    }
    const paymentId = gatewayId("pay");
    const signature = await signHex(gateway.checkoutSecret, checkoutMessage(payment.id, paymentId));
    return c.json({
      razorpay_order_id: payment.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    }, 200);
  })
  .openapi(webhookRoute, async (c) => {
    const gateway = paymentGateway(c.var.config.payments);
    if (!gateway?.webhookSecret) throw new AppError(503, "Webhooks are not configured.");
    // The signature covers the exact bytes sent: read them raw, never a re-serialised body.
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const signature = c.req.header("x-razorpay-signature") ?? "";
    if (!(await verifySignature(gateway.webhookSecret, raw, signature))) {
      throw new AppError(400, "Invalid signature.");
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw new AppError(400, "Invalid body.");
    }
    const payment = event.payload?.payment?.entity;
    const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
    if (!orderId || !payment?.id) return c.json({ status: "ignored" as const }, 200);
    const db = c.var.db;
    if (event.event === "payment.failed") {
      const recorded = await recordPaymentError(db, orderId, payment.error_description ?? "Payment failed.");
      return c.json({ status: recorded ? "recorded" as const : "ignored" as const }, 200);
    }
    if (event.event !== "payment.captured" && event.event !== "order.paid") {
      return c.json({ status: "ignored" as const }, 200);
    }
    const known = await findPaymentOrder(db, orderId);
    if (!known) return c.json({ status: "ignored" as const }, 200);
    if (payment.amount !== undefined && payment.amount !== known.amount_paise) {
      console.error(`Webhook amount ${payment.amount} differs from order ${orderId}'s ${known.amount_paise}`);
      return c.json({ status: "ignored" as const }, 200);
    }
    const settled = await settlePayment(db, orderId, payment.id);
    return c.json({
      status: settled?.outcome === "paid" || settled?.outcome === "refund_due"
        ? "recorded" as const
        : "ignored" as const,
    }, 200);
  });
