/**
 * The payment gateway behind online checkout: Razorpay through its SDK, or the built-in test gateway that
 * stands in for Razorpay's hosted checkout when no keys are configured. Both hand out gateway order ids and
 * sign results the same way, so verification is one code path.
 */
import Razorpay from "razorpay";
import type { PaymentsConfig } from "../config.ts";
import { AppError } from "../core/errors.ts";

export interface PaymentGateway {
  kind: "razorpay" | "test";
  /** Public key id the browser's checkout needs. */
  keyId: string;
  /** Signs checkout results (`order_id|payment_id`). */
  checkoutSecret: string;
  /** Signs webhook bodies. */
  webhookSecret: string;
  createOrder(amountPaise: number, receipt: string): Promise<{ id: string }>;
  /**
   * Refunds part or all of a captured payment (one order of a checkout paid in one go). Resolves with the
   * gateway's refund id; rejects with a `RefundFailed` saying why (shown to the admin, kept on the order).
   */
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<{ id: string }>;
}

/** A refund the gateway did not accept, with its reason. */
export class RefundFailed extends Error {
  override name = "RefundFailed";
}

/** The reason Razorpay's SDK gives in a rejection (`{ error: { description } }`), or the error's message. */
export function refundFailureReason(error: unknown): string {
  const described = (error as { error?: { description?: unknown } })?.error?.description;
  const reason = typeof described === "string" && described ? described : (error as Error)?.message;
  return String(reason || error || "The payment gateway did not answer.").slice(0, 300);
}

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Gateway-style ids: a prefix and 14 random characters, as Razorpay's order_/pay_ ids look. */
export function gatewayId(prefix: "order" | "pay" | "rfnd"): string {
  const random = crypto.getRandomValues(new Uint8Array(14));
  return `${prefix}_${Array.from(random, (b) => alphabet[b % alphabet.length]).join("")}`;
}

function razorpayGateway(config: PaymentsConfig): PaymentGateway {
  const client = new Razorpay({ key_id: config.razorpayKeyId, key_secret: config.razorpayKeySecret });
  // The SDK fixes its host; tests and staging point it elsewhere through RAZORPAY_API_URL.
  (client as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults
    .baseURL = config.razorpayApiUrl;
  (client as unknown as { api: { rq: { defaults: { timeout: number } } } }).api.rq.defaults.timeout = 15_000;
  return {
    kind: "razorpay",
    keyId: config.razorpayKeyId,
    checkoutSecret: config.razorpayKeySecret,
    webhookSecret: config.webhookSecret,
    async createOrder(amountPaise, receipt) {
      try {
        const order = await client.orders.create({ amount: amountPaise, currency: "INR", receipt });
        return { id: String(order.id) };
      } catch (error) {
        console.error(`Razorpay order creation failed: ${(error as Error)?.message ?? error}`);
        throw new AppError(503, "Order creation failed");
      }
    },
    async refund(paymentId, amountPaise, notes) {
      try {
        const refund = await client.payments.refund(paymentId, {
          amount: amountPaise,
          speed: "normal",
          notes,
        });
        return { id: String(refund.id) };
      } catch (error) {
        throw new RefundFailed(refundFailureReason(error));
      }
    },
  };
}

function testGateway(config: PaymentsConfig): PaymentGateway {
  return {
    kind: "test",
    keyId: "rzp_test_builtin",
    checkoutSecret: config.testSecret,
    webhookSecret: config.testSecret,
    createOrder: () => Promise.resolve({ id: gatewayId("order") }),
    // Offline: every refund is accepted at once (tests replace this to see a refusal).
    refund: () => Promise.resolve({ id: gatewayId("rfnd") }),
  };
}

const made = new WeakMap<PaymentsConfig, PaymentGateway | null>();

/** The configured gateway (made once per configuration), or null when online payment is off. */
export function paymentGateway(config: PaymentsConfig): PaymentGateway | null {
  if (!made.has(config)) {
    made.set(
      config,
      config.gateway === "razorpay"
        ? razorpayGateway(config)
        : config.gateway === "test"
        ? testGateway(config)
        : null,
    );
  }
  return made.get(config)!;
}
