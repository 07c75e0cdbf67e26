/**
 * The admin's 'Retry refund' on an order whose refund the gateway refused: asks the server to send it again
 * (POST /api/admin/orders/{orderId}/refund) and reloads to show the outcome; a new refusal is shown here.
 * A cash-on-delivery order has no gateway payment: the admin refunds it by bank transfer or UPI and records
 * the transfer's reference instead.
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall } from "./_api.ts";
import { useHydrated } from "./_forms.tsx";

interface Props {
  orderId: string;
  trackingId: string;
  /** Cash on delivery: refunded by transfer, recorded with its reference. */
  byTransfer?: boolean;
}

function RefundRetry({ orderId, trackingId, byTransfer = false }: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [reference, setReference] = useState("");

  async function retry() {
    setBusy(true);
    setError("");
    try {
      const path = `/api/admin/orders/${encodeURIComponent(orderId)}`;
      if (byTransfer) await apiCall("POST", `${path}/refund-by-transfer`, { reference: reference.trim() });
      else await apiCall("POST", `${path}/refund`);
      location.reload();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  }

  if (byTransfer) {
    return (
      <form
        className="refund-retry"
        onSubmit={(event) => {
          event.preventDefault();
          retry();
        }}
      >
        <label htmlFor={`refund-ref-${orderId}`}>Transfer reference (UTR)</label>
        <input
          id={`refund-ref-${orderId}`}
          className="input"
          required
          minLength={6}
          maxLength={40}
          pattern="[A-Za-z0-9/\-]{6,40}"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          data-testid="refund-reference"
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!hydrated || busy}
          data-testid="record-refund"
        >
          {busy ? "Recording..." : "Record refund"}
        </button>
        {error && <p className="row-actions-error" role="alert">{error}</p>}
      </form>
    );
  }
  return (
    <div className="refund-retry">
      <button
        type="button"
        className="btn btn-primary"
        disabled={!hydrated || busy}
        onClick={retry}
        aria-label={`Retry refund of order #${trackingId}`}
        data-testid="retry-refund"
      >
        {busy ? "Refunding..." : "Retry refund"}
      </button>
      {error && <p className="row-actions-error" role="alert">{error}</p>}
    </div>
  );
}

export default island("RefundRetry", RefundRetry);
