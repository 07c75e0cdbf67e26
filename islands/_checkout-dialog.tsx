/**
 * The /cart checkout modal: a delivery address, a payment method, the total and
 * Pay Now. Cash on delivery places the orders at once; card and UPI create a payment order and open the
 * gateway's checkout (Razorpay's, or the built-in test gateway), then have the server verify the payment.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { CloseIcon } from "../src/ui/icons.tsx";
import { formatRupees } from "../src/core/money.ts";
import { PAYMENT_LABELS, type PaymentMethodCode } from "../src/orders/status.ts";
import type { SavedAddress } from "./AddressBook.tsx";
import { FormNotice, type Notice } from "./_forms.tsx";
import TestGateway from "./_test-gateway.tsx";
import { BuyerGstin, gstinProblem, normalGstin } from "./_checkout-gstin.tsx";
import { ApiError } from "./_api.ts";
import {
  type CartLineRef,
  createPaymentOrder,
  type GatewayKind,
  type Payer,
  type PaymentOrder,
  type PaymentResult,
  payWithRazorpay,
  placeCashOrder,
  TEXTS,
  verifyPayment,
} from "./_checkout.ts";

export interface CheckoutProps {
  addresses: SavedAddress[];
  gateway: GatewayKind;
  payer: Payer;
  /** Rupees, as the cart shows it. */
  total: number;
  itemCount: number;
  /** The cart as shown, so the server can refuse when it changed meanwhile. */
  lines: CartLineRef[];
  onClose(): void;
  /** The orders were placed (and paid, online): the server's sentence to show. */
  onPlaced(message: string): void;
  /** The server said the cart changed (or stock ran out): the page should load it again. */
  onCartChanged(): void;
}

const METHODS: PaymentMethodCode[] = ["card", "upi", "cod"];

const addressLines = (a: SavedAddress) => ({
  first: [a.street, a.floor, a.area].filter(Boolean).join(", "),
  second: [a.landmark, `${a.city}, ${a.state} ${a.postalCode}`].filter(Boolean)
    .join(" · "),
});

export default function CheckoutDialog(props: CheckoutProps) {
  const { addresses, gateway, total, itemCount, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  // Addresses come oldest first; the newest is the likeliest destination.
  const [addressId, setAddressId] = useState(addresses.at(-1)?._id ?? "");
  const [method, setMethod] = useState<PaymentMethodCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [testOrder, setTestOrder] = useState<PaymentOrder | null>(null);
  const [gstin, setGstin] = useState("");
  const [gstinError, setGstinError] = useState<string | undefined>();
  const online = gateway !== "none";
  // While Razorpay's window is up this modal steps aside: a modal <dialog> would leave it inert beneath.
  const steppedAside = useRef(false);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  function fail(error: unknown) {
    setBusy(false);
    setTestOrder(null);
    const text = error instanceof ApiError ? error.message : TEXTS.paymentFailed;
    if (!(error instanceof ApiError)) console.error(error);
    setNotice({ kind: "error", text });
    if (error instanceof ApiError && error.status === 409) props.onCartChanged();
  }

  async function finishPayment(result: PaymentResult) {
    setTestOrder(null);
    try {
      props.onPlaced((await verifyPayment(result)).message);
    } catch (error) {
      fail(error);
    }
  }

  async function payNow(event: FormEvent) {
    event.preventDefault();
    if (busy || !addressId) return;
    if (!method) return setNotice({ kind: "error", text: TEXTS.chooseMethod });
    const problem = gstinProblem(gstin);
    if (problem) {
      setGstinError(problem);
      return document.getElementById("checkout-gstin")?.focus();
    }
    const buyerGstin = normalGstin(gstin);
    setBusy(true);
    setNotice(null);
    try {
      if (method === "cod") {
        const placed = await placeCashOrder(addressId, props.lines, total, buyerGstin);
        return props.onPlaced(placed.message || TEXTS.codPlaced);
      }
      const order = await createPaymentOrder(method, addressId, buyerGstin);
      if (order.gateway === "test") return setTestOrder(order);
      steppedAside.current = true;
      dialog.current?.close();
      const result = await payWithRazorpay(
        order,
        props.payer,
        () => setNotice({ kind: "error", text: TEXTS.paymentFailed }),
      ).finally(() => {
        steppedAside.current = false;
        if (!dialog.current?.open) dialog.current?.showModal();
      });
      await finishPayment(result);
    } catch (error) {
      fail(error);
    }
  }

  // The test gateway is a sibling, not a child: React would pass its close event on to this dialog's onClose.
  return (
    <>
      <dialog
        ref={dialog}
        className="modal checkout-dialog"
        aria-labelledby="checkout-title"
        onCancel={(event) => {
          if (busy) event.preventDefault();
        }}
        onClose={() => steppedAside.current || onClose()}
        data-testid="checkout-dialog"
      >
        <form className="modal-body checkout-body" onSubmit={payNow} noValidate>
          <header className="modal-header">
            <h2 id="checkout-title">Checkout</h2>
            <button
              type="button"
              className="modal-close"
              aria-label="Close"
              disabled={busy}
              onClick={() => dialog.current?.close()}
            >
              <CloseIcon />
            </button>
          </header>

          <fieldset className="checkout-section" disabled={busy}>
            <legend>Delivery address</legend>
            {addresses.length === 0
              ? (
                <p className="checkout-no-address" data-testid="no-address">
                  Please add a delivery address. <a href="/manage-address">Add an address</a>
                </p>
              )
              : (
                <>
                  <ul className="checkout-options">
                    {addresses.map((a) => {
                      const lines = addressLines(a);
                      return (
                        <li key={a._id}>
                          <label className="checkout-option">
                            <input
                              type="radio"
                              name="address"
                              value={a._id}
                              checked={addressId === a._id}
                              onChange={() => setAddressId(a._id)}
                            />
                            <span>
                              <strong>{lines.first}</strong>
                              <span className="checkout-option-detail">{lines.second}</span>
                              <span className="checkout-option-detail">Phone {a.phoneNumber}</span>
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                  <a className="checkout-manage" href="/manage-address">Manage addresses</a>
                </>
              )}
          </fieldset>

          <fieldset className="checkout-section" disabled={busy}>
            <legend>Payment method</legend>
            <ul className="checkout-options checkout-methods">
              {METHODS.map((code) => (
                <li key={code}>
                  <label className="checkout-option">
                    <input
                      type="radio"
                      name="method"
                      value={code}
                      checked={method === code}
                      disabled={code !== "cod" && !online}
                      onChange={() => {
                        setMethod(code);
                        setNotice(null);
                      }}
                    />
                    <strong>{PAYMENT_LABELS[code]}</strong>
                  </label>
                </li>
              ))}
            </ul>
            {gateway === "none" && (
              <p className="checkout-hint">
                Online payment is not available right now: please choose Cash on Delivery.
              </p>
            )}
            {gateway === "test" && (
              <p className="checkout-hint">
                Test mode: card and UPI payments go through SwiftCart's built-in test gateway. No real money
                moves.
              </p>
            )}
          </fieldset>

          <BuyerGstin
            value={gstin}
            error={gstinError}
            disabled={busy}
            onChange={(value) => {
              setGstin(value);
              // A GSTIN marked wrong is checked again as it is corrected.
              if (gstinError) setGstinError(gstinProblem(value));
            }}
            onBlur={() => setGstinError(gstinProblem(gstin))}
          />

          {/* Kept in view at the foot of a tall modal (phones, many addresses): the total and Pay Now. */}
          <footer className="checkout-footer">
            <FormNotice notice={notice} />
            <dl className="checkout-total">
              <dt>Total ({itemCount === 1 ? "1 item" : `${itemCount} items`})</dt>
              <dd data-testid="checkout-total">{formatRupees(total)}</dd>
            </dl>
            <div className="checkout-actions">
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => dialog.current?.close()}
              >
                Cancel
              </button>
              <button
                type="submit"
                className="btn btn-accent btn-lg"
                disabled={busy || !addressId}
                data-testid="pay-now"
              >
                {busy ? "Processing..." : "Pay Now"}
              </button>
            </div>
          </footer>
        </form>
      </dialog>
      {testOrder && (
        <TestGateway
          order={testOrder}
          methodLabel={PAYMENT_LABELS[method ?? "card"]}
          onPaid={finishPayment}
          onFailed={() => fail(new ApiError(402, TEXTS.paymentFailed))}
        />
      )}
    </>
  );
}
