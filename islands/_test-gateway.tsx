/**
 * The built-in TEST payment gateway: stands in for Razorpay's checkout window when no Razorpay keys are
 * configured. It says plainly that no real money moves, shows the amount and the method, and pays or
 * declines through the server, which signs the result exactly as Razorpay would.
 */
import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "../src/ui/icons.tsx";
import { formatPaise } from "../src/core/money.ts";
import { type PaymentOrder, type PaymentResult, payOnTestGateway } from "./_checkout.ts";

interface Props {
  order: PaymentOrder;
  methodLabel: string;
  onPaid(result: PaymentResult): void;
  /** Declined, failed or closed without paying. */
  onFailed(): void;
}

export default function TestGateway({ order, methodLabel, onPaid, onFailed }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [working, setWorking] = useState<"pay" | "decline" | null>(null);
  // Exactly one outcome per payment, however the dialog ends (button, Escape, a late answer).
  const settled = useRef(false);
  const settle = (outcome: () => void) => {
    if (settled.current) return;
    settled.current = true;
    outcome();
  };

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  async function answer(outcome: "success" | "failure") {
    setWorking(outcome === "success" ? "pay" : "decline");
    try {
      const result = await payOnTestGateway(order.id, outcome);
      settle(() => outcome === "success" ? onPaid(result) : onFailed());
    } catch {
      settle(onFailed);
    }
  }

  const amount = formatPaise(order.amount);
  return (
    <dialog
      ref={dialog}
      className="modal test-gateway"
      aria-labelledby="test-gateway-title"
      aria-describedby="test-gateway-warning"
      onCancel={(event) => {
        if (working) event.preventDefault();
      }}
      onClose={() => settle(onFailed)}
      data-testid="test-gateway"
    >
      <div className="modal-body checkout-body">
        <header className="modal-header">
          <h2 id="test-gateway-title">Test payment gateway</h2>
          <button
            type="button"
            className="modal-close"
            aria-label="Close without paying"
            disabled={working !== null}
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
          </button>
        </header>
        <p id="test-gateway-warning" className="test-gateway-warning">
          <strong>TEST MODE.</strong>{" "}
          This is SwiftCart's built-in test payment gateway: no real money moves and no card or bank details
          are asked for.
        </p>
        <dl className="test-gateway-facts">
          <div>
            <dt>Amount</dt>
            <dd className="test-gateway-amount" data-testid="test-gateway-amount">{amount}</dd>
          </div>
          <div>
            <dt>Method</dt>
            <dd>{methodLabel}</dd>
          </div>
          <div>
            <dt>Payment order</dt>
            <dd className="test-gateway-id">{order.id}</dd>
          </div>
        </dl>
        <div className="checkout-actions">
          <button
            type="button"
            className="btn btn-danger"
            disabled={working !== null}
            onClick={() => answer("failure")}
          >
            {working === "decline" ? "Declining..." : "Decline payment"}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            disabled={working !== null}
            onClick={() => answer("success")}
          >
            {working === "pay" ? "Processing..." : `Pay ${amount}`}
          </button>
        </div>
      </div>
    </dialog>
  );
}
