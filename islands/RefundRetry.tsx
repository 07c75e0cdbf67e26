/**
 * The admin's 'Retry refund' on an order whose refund the gateway refused: asks the server to send it again
 * (POST /api/admin/orders/{orderId}/refund) and reloads to show the outcome; a new refusal is shown here.
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall } from "./_api.ts";
import { useHydrated } from "./_forms.tsx";

interface Props {
  orderId: string;
  trackingId: string;
}

function RefundRetry({ orderId, trackingId }: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function retry() {
    setBusy(true);
    setError("");
    try {
      await apiCall("POST", `/api/admin/orders/${encodeURIComponent(orderId)}/refund`);
      location.reload();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
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
