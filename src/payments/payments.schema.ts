/** Online payment calls: Razorpay orders, verification, webhooks. */
import { z } from "@hono/zod-openapi";
import { OrderSchema, PaymentInfoSchema } from "../orders/orders.schema.ts";
import { BuyerGstinField } from "../orders/checkout/checkout.schema.ts";

const NamedUser = z.string().optional().openapi({
  description: "Optional. If present it must be the signed-in customer's own id (otherwise 403).",
});

export const CreatePaymentBody = z.object({
  method: z.enum(["card", "upi"]).default("card").openapi({
    description: "card (Credit/Debit Card, the default) or upi (UPI / Net Banking)",
  }),
  addressId: z.string().max(64).optional().openapi({
    description: "Saved address to deliver to (default: the most recently saved one)",
  }),
  amount: z.number().optional().openapi({
    description: "Ignored: the amount is computed from the stored cart",
  }),
  userId: NamedUser,
  userID: NamedUser,
  buyerGstin: BuyerGstinField,
}).strict().openapi("CreatePayment", {
  description: "Start paying online for the signed-in customer's cart.",
});

export const RetryPaymentBody = z.object({
  orderId: z.string().min(1).max(64).openapi({
    description: "One of the customer's Pending orders (a card/UPI payment declined or not completed); the " +
      "other orders paid with it are paid again with it",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
}).strict().openapi("RetryPayment", { description: "Pay again for an order awaiting its online payment." });

export const PaymentOrderSchema = z.object({
  id: z.string().openapi({ description: "The gateway's order id", example: "order_Ns1Tq3sdR5w8Xk" }),
  amount: z.number().int().openapi({
    description: "Amount in paise, as the gateway takes it",
    example: 1799910,
  }),
  currency: z.literal("INR").openapi({ description: "Always INR" }),
  key: z.string().openapi({ description: "The gateway's public key id for its checkout" }),
  gateway: z.enum(["razorpay", "test"]).openapi({
    description: "razorpay, or test: the built-in test gateway (no real money) used when no Razorpay " +
      "keys are configured",
  }),
  orders: z.array(OrderSchema).openapi({
    description: "The orders this payment pays for, Pending until it is verified; their stock is held",
  }),
}).openapi("PaymentOrder", {
  description:
    "A payment order for the gateway's checkout: its id, amount, currency and key, and the orders it pays.",
});

export const VerifyBody = PaymentInfoSchema;

export const VerifiedSchema = z.object({
  success: z.literal(true).openapi({ description: "Always true on 200" }),
  message: z.string().openapi({
    example: "Payment successful! Payment ID: pay_Ns1Tq3sdR5w8Xk",
    description: "What to tell the customer",
  }),
  paymentId: z.string().openapi({ description: "The gateway's payment id" }),
  orders: z.array(OrderSchema).openapi({ description: "The paid orders, now Confirmed" }),
}).openapi("PaymentVerified", { description: "A verified payment and its orders." });

export const TestPayBody = z.object({
  razorpay_order_id: z.string().max(64).openapi({ description: "The test gateway's order id" }),
  outcome: z.enum(["success", "failure"]).default("success").openapi({
    description: "success pays; failure declines, as a bank might",
  }),
}).strict().openapi("TestGatewayPay", { description: "Pay (or fail to pay) on the built-in test gateway." });

export const TestPaidSchema = z.object({
  razorpay_order_id: z.string().openapi({ description: "The order id" }),
  razorpay_payment_id: z.string().openapi({ description: "The new payment id" }),
  razorpay_signature: z.string().openapi({
    description: "HMAC-SHA256 of `order_id|payment_id` with the test secret",
  }),
}).openapi("TestGatewayPaid", { description: "What Razorpay Checkout's success handler receives." });

export const TestDeclinedSchema = z.object({
  error: z.object({
    code: z.literal("BAD_REQUEST_ERROR").openapi({ description: "Razorpay's code for a declined payment" }),
    description: z.string().openapi({
      description: "The bank's reason, to show the customer",
      example: "Card declined by bank",
    }),
  }).openapi({ description: "Why the payment failed" }),
}).openapi("TestGatewayDeclined", {
  description: "A declined payment, as Razorpay Checkout's payment.failed handler receives it.",
});

export const WebhookEventSchema = z.object({
  event: z.string().max(100).optional().openapi({
    description: "payment.captured, order.paid or payment.failed; other events are acknowledged and ignored",
    example: "payment.captured",
  }),
  payload: z.object({}).passthrough().optional().openapi({
    description: "Razorpay's entities: `payment.entity` (id, order_id, amount in paise, error_description) " +
      "and `order.entity` (id, amount_paid)",
    example: {
      payment: { entity: { id: "pay_Ns1Tq3sdR5w8Xk", order_id: "order_Ns1Tq3sdR5w8Xk", amount: 1799910 } },
    },
  }),
}).passthrough().openapi("RazorpayWebhookEvent", {
  description:
    "An event as Razorpay sends it; fields beyond these are ignored. The signature covers the raw bytes.",
});

export const WebhookAckSchema = z.object({
  status: z.enum(["recorded", "ignored"]).openapi({ description: "Whether the event changed anything" }),
}).openapi("WebhookAck", { description: "Webhook receipt" });
