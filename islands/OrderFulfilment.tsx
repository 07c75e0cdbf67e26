/**
 * An order's fulfilment actions: Ship (the carrier and tracking number in a
 * small dialog), Mark Delivered or, for a parcel the courier could not deliver, Returned to origin (asked
 * first), or Cancel before shipping (asked first), for the store's order list and the
 * admin's order page. The server decides whether the caller may; the page reloads to show the order as it
 * now is.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { ParcelFields } from "./_parcel-fields.tsx";
import { apiCall } from "./_api.ts";
import { FormNotice, useHydrated } from "./_forms.tsx";

interface Props {
  orderId: string;
  /** The order id as the list shows it (last 7 characters). */
  trackingId: string;
  /** What the store may move it to next (null: nothing). */
  nextStatus: "Shipped" | "Delivered" | null;
  canCancel: boolean;
  /** The order was delivered: an admin's cancellation refunds it in full and credits its invoice. */
  afterDelivery?: boolean;
  /** Who acts: the store (default) or an admin; only the cancel question differs. */
  audience?: "store" | "admin";
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

function ShipDialog(
  { orderId, trackingId, onClose }: { orderId: string; trackingId: string; onClose(): void },
) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  useEffect(() => dialog.current?.showModal(), []);

  async function ship(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError("");
    try {
      await apiCall("PUT", `/api/orders/${encodeURIComponent(orderId)}/status`, {
        status: "Shipped",
        carrier: String(form.get("carrier") ?? ""),
        trackingNumber: String(form.get("trackingNumber") ?? ""),
      });
      location.reload();
    } catch (caught) {
      setError(failure(caught));
      setBusy(false);
    }
  }

  const id = `ship-${orderId}`;
  return (
    <dialog ref={dialog} className="modal ship-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className="modal-body" onSubmit={ship}>
        <h2 id={`${id}-title`}>Ship order #{trackingId}</h2>
        <p className="muted">The customer sees the carrier and tracking number in My Orders.</p>
        <div className="ship-fields">
          <ParcelFields id={id} trackingMax={40} />
        </div>
        <FormNotice notice={error ? { kind: "error", text: error } : null} />
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="confirm-ship">
            {busy ? "Saving..." : "Mark as Shipped"}
          </button>
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>Close</button>
        </div>
      </form>
    </dialog>
  );
}

const CANCEL_EFFECT = {
  store: "The stock returns to your catalogue; a paid order is refunded.",
  admin: "The stock returns to the store's catalogue; a paid order is refunded through the payment gateway.",
};

const RETURN_EFFECT = {
  store: "Use this when the courier could not deliver it and the parcel came back to you. The stock " +
    "returns to your catalogue, the invoice is credited and a paid order is refunded in full; no " +
    "commission is charged.",
  admin: "Use this when the courier could not deliver it and the parcel went back to the store. The " +
    "stock returns to the store's catalogue, the invoice is credited and a paid order is refunded in full " +
    "through the payment gateway; no commission is charged.",
};

const AFTER_DELIVERY =
  "It is refunded in full with a credit note, and the sale is taken back from the store's ledger (its " +
  "commission and the taxes withheld are returned to it). The stock does not return: the goods are with the shopper.";

function OrderFulfilment(
  { orderId, trackingId, nextStatus, canCancel, audience = "store", afterDelivery = false }: Props,
) {
  const hydrated = useHydrated();
  const [shipping, setShipping] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function change(ask: string, method: "PUT" | "POST", path: string, body?: object) {
    if (!confirm(ask)) return;
    setBusy(true);
    setError("");
    try {
      await apiCall(method, path, body);
      location.reload();
    } catch (caught) {
      setError(failure(caught));
      setBusy(false);
    }
  }

  const path = `/api/orders/${encodeURIComponent(orderId)}`;
  if (!nextStatus && !canCancel) return <span className="muted">—</span>;
  return (
    <div className="row-actions">
      {nextStatus === "Shipped" && (
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={!hydrated || busy}
          onClick={() => setShipping(true)}
          aria-label={`Ship order #${trackingId}`}
          data-testid="ship-order"
        >
          Ship
        </button>
      )}
      {nextStatus === "Delivered" && (
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={!hydrated || busy}
          onClick={() =>
            change(`Mark order #${trackingId} as delivered?`, "PUT", `${path}/status`, {
              status: "Delivered",
            })}
          aria-label={`Mark Delivered: order #${trackingId}`}
          data-testid="deliver-order"
        >
          Mark Delivered
        </button>
      )}
      {nextStatus === "Delivered" && (
        <button
          type="button"
          className="btn btn-small"
          disabled={!hydrated || busy}
          onClick={() =>
            change(
              `Mark order #${trackingId} as returned to origin (not delivered)? ${RETURN_EFFECT[audience]}`,
              "PUT",
              `${path}/status`,
              { status: "Returned" },
            )}
          aria-label={`Returned to origin: order #${trackingId}`}
          data-testid="return-to-origin"
        >
          Returned to origin
        </button>
      )}
      {canCancel && (
        <button
          type="button"
          className="btn btn-danger btn-small"
          disabled={!hydrated || busy}
          onClick={() =>
            change(
              afterDelivery
                ? `Cancel delivered order #${trackingId} and refund it? ${AFTER_DELIVERY}`
                : `Cancel order #${trackingId}? ${CANCEL_EFFECT[audience]}`,
              "POST",
              `${path}/cancel`,
            )}
          aria-label={afterDelivery
            ? `Cancel and refund order #${trackingId}`
            : `Cancel order #${trackingId}`}
          data-testid="cancel-order"
        >
          {afterDelivery ? "Cancel and refund" : "Cancel"}
        </button>
      )}
      {error && <p className="row-actions-error" role="alert">{error}</p>}
      {shipping && (
        <ShipDialog
          orderId={orderId}
          trackingId={trackingId}
          onClose={() => setShipping(false)}
        />
      )}
    </div>
  );
}

export default island("OrderFulfilment", OrderFulfilment);
