/**
 * My Orders' Retry payment, for an order whose card/UPI payment was declined or not completed: the server
 * hands out the gateway order for it (and the other orders paid with it) at the amount it has on them, the
 * gateway's checkout opens (Razorpay's, or the built-in test gateway), and a verified payment reloads the
 * list, now Confirmed.
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { PAYMENT_LABELS } from "../src/orders/status.ts";
import TestGateway from "./_test-gateway.tsx";
import { ApiError } from "./_api.ts";
import {
  type OnlineMethod,
  type Payer,
  type PaymentOrder,
  type PaymentResult,
  payWithRazorpay,
  retryPayment,
  TEXTS,
  verifyPayment,
} from "./_checkout.ts";

interface Props {
  orderId: string;
  trackingId: string;
  method: OnlineMethod;
  payer: Payer;
}

function RetryPaymentButton({ orderId, trackingId, method, payer }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [testOrder, setTestOrder] = useState<PaymentOrder | null>(null);

  function fail(failure: unknown) {
    setTestOrder(null);
    setBusy(false);
    if (!(failure instanceof ApiError)) console.error(failure);
    setError(failure instanceof ApiError ? failure.message : TEXTS.paymentFailed);
  }

  async function finish(result: PaymentResult) {
    setTestOrder(null);
    try {
      await verifyPayment(result);
      location.reload();
    } catch (failure) {
      fail(failure);
    }
  }

  async function pay() {
    setBusy(true);
    setError("");
    try {
      const order = await retryPayment(orderId);
      if (order.gateway === "test") return setTestOrder(order);
      await finish(await payWithRazorpay(order, payer, () => setError(TEXTS.paymentFailed)));
    } catch (failure) {
      fail(failure);
    }
  }

  return (
    <div className="order-cancel order-retry">
      <button
        type="button"
        className="btn btn-accent order-cancel-button"
        disabled={busy}
        onClick={pay}
        aria-label={`Retry payment for order #${trackingId}`}
        data-testid="retry-payment"
      >
        {busy ? "Processing..." : "Retry payment"}
      </button>
      {error && <p className="order-cancel-error" role="alert">{error}</p>}
      {testOrder && (
        <TestGateway
          order={testOrder}
          methodLabel={PAYMENT_LABELS[method]}
          onPaid={finish}
          onFailed={() => fail(new ApiError(402, TEXTS.paymentFailed))}
        />
      )}
    </div>
  );
}

export default island("RetryPaymentButton", RetryPaymentButton);
