/**
 * Checkout and order calls for islands, plus Razorpay's checkout script. Response
 * shapes come from the server's zod schemas as types only, so zod never reaches the browser bundle.
 */
import type { z } from "@hono/zod-openapi";
import type { OrderSchema } from "../src/orders/orders.schema.ts";
import type { PaymentOrderSchema, TestPaidSchema, VerifiedSchema } from "../src/payments/payments.schema.ts";
import type { PaymentMethodCode } from "../src/orders/status.ts";
import { api, ApiError } from "./_api.ts";

export type Order = z.infer<typeof OrderSchema>;
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;
export type PaymentResult = z.infer<typeof TestPaidSchema>;
export type Verified = z.infer<typeof VerifiedSchema>;
export type OnlineMethod = Exclude<PaymentMethodCode, "cod">;
/** Which online checkout the server offers: Razorpay's, the built-in test one, or none (cash only). */
export type GatewayKind = "razorpay" | "test" | "none";

export const TEXTS = {
  chooseMethod: "Please select a payment method!",
  paymentFailed: "Payment failed. Please try again.",
  orderFailed: "Order creation failed",
  verifyFailed: "Payment verification failed",
  codPlaced: "Cash on Delivery order placed!",
} as const;

/**
 * Sends a call; a refused or failed one throws ApiError with the sentence to show the customer: the
 * server's own words for a 4xx a customer can act on (no address, stock, a changed cart), otherwise
 * `fallback`, as is the network failing.
 */
async function call<T>(path: string, body: unknown, fallback: string): Promise<T> {
  try {
    return await api.post<T>(path, body);
  } catch (caught) {
    const status = caught instanceof ApiError ? caught.status : 0;
    const told = caught instanceof ApiError && status >= 400 && status < 500 && status !== 401 && caught.told;
    throw new ApiError(status, told || fallback, caught instanceof ApiError ? caught.body : undefined);
  }
}

export interface CartLineRef {
  productId: string;
  quantity: number;
}

/**
 * Cash on delivery: places one order per store straight away, for the lines and the total (rupees) the
 * customer was shown; the server refuses (409, saying the new total) when its prices no longer come to it.
 */
export const placeCashOrder = (addressId: string, cart: CartLineRef[], total: number, buyerGstin = "") =>
  call<{ message: string; orders: Order[] }>(
    "/api/orders/place-order",
    { addressId, cart, total, ...gstinField(buyerGstin) },
    TEXTS.orderFailed,
  );

/** Card or UPI: the gateway order to pay (the orders wait, Pending, until the payment is verified). */
export const createPaymentOrder = (method: OnlineMethod, addressId: string, buyerGstin = "") =>
  call<PaymentOrder>(
    "/api/razorpay/order",
    { method, addressId, ...gstinField(buyerGstin) },
    TEXTS.orderFailed,
  );

/** A business buyer's GSTIN, sent only when given (a consumer's checkout sends none). */
const gstinField = (buyerGstin: string) => buyerGstin ? { buyerGstin } : {};

/** Pay again for a Pending order (a declined payment): the gateway order for it and its siblings. */
export const retryPayment = (orderId: string) =>
  call<PaymentOrder>("/api/razorpay/retry", { orderId }, TEXTS.orderFailed);

/** The built-in test gateway: pays (or declines) as Razorpay's checkout would, without real money. */
export async function payOnTestGateway(
  orderId: string,
  outcome: "success" | "failure",
): Promise<PaymentResult> {
  const answer = await call<PaymentResult | { error: { description?: string } }>(
    "/api/razorpay/test-gateway/pay",
    { razorpay_order_id: orderId, outcome },
    TEXTS.paymentFailed,
  );
  if ("error" in answer) throw new ApiError(402, TEXTS.paymentFailed);
  return answer;
}

export const verifyPayment = (result: PaymentResult) =>
  call<Verified>("/api/razorpay/verify", {
    razorpay_order_id: result.razorpay_order_id,
    razorpay_payment_id: result.razorpay_payment_id,
    razorpay_signature: result.razorpay_signature,
  }, TEXTS.verifyFailed);

export const cancelOrder = (orderId: string) =>
  call<{ message: string; order: Order }>(
    `/api/orders/${encodeURIComponent(orderId)}/cancel`,
    {},
    "Could not cancel the order. Please try again.",
  );

// Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/).
const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler(response: PaymentResult): void;
  modal: { ondismiss(): void };
}
interface RazorpayCheckout {
  open(): void;
  on(event: "payment.failed", listener: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

let razorpayScript: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js once per page; a failed load may be retried. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const loaded = (globalThis as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (loaded) return Promise.resolve(loaded);
  razorpayScript ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (globalThis as { Razorpay?: RazorpayConstructor }).Razorpay;
      ctor ? resolve(ctor) : reject(new Error("Razorpay did not load"));
    };
    script.onerror = () => reject(new Error("Razorpay did not load"));
    document.head.append(script);
  }).catch((error) => {
    razorpayScript = null;
    throw error;
  });
  return razorpayScript;
}

export interface Payer {
  name: string;
  email: string;
  mobile: string;
}

/**
 * Opens Razorpay's checkout; resolves with what its success handler received, rejects when it is closed
 * without paying. A declined attempt calls `onFailedAttempt`: Razorpay keeps its window open for a retry.
 */
export async function payWithRazorpay(
  order: PaymentOrder,
  payer: Payer,
  onFailedAttempt: () => void,
): Promise<PaymentResult> {
  const Razorpay = await loadRazorpay().catch(() => {
    throw new ApiError(0, TEXTS.paymentFailed);
  });
  return await new Promise<PaymentResult>((resolve, reject) => {
    const failed = () => reject(new ApiError(402, TEXTS.paymentFailed));
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: "SwiftCart",
      description: order.orders.length === 1
        ? "Payment for 1 order"
        : `Payment for ${order.orders.length} orders`,
      prefill: { name: payer.name, email: payer.email, contact: payer.mobile },
      theme: { color: "#0b5cab" },
      handler: resolve,
      modal: { ondismiss: failed },
    });
    checkout.on("payment.failed", (response) => {
      console.warn("Razorpay payment failed", response);
      onFailedAttempt();
    });
    checkout.open();
  });
}
