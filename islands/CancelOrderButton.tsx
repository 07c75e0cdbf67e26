/** My Orders' Cancel button: asks first, then cancels and reloads so the list shows the new status. */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { cancelOrder } from "./_checkout.ts";

interface Props {
  orderId: string;
  trackingId: string;
}

function CancelOrderButton({ orderId, trackingId }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function cancel() {
    if (!confirm(`Cancel order #${trackingId}? This cannot be undone.`)) return;
    setBusy(true);
    setError("");
    try {
      await cancelOrder(orderId);
      location.reload();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <div className="order-cancel">
      <button
        type="button"
        className="btn btn-danger order-cancel-button"
        disabled={busy}
        onClick={cancel}
        aria-label={`Cancel order #${trackingId}`}
        data-testid="cancel-order"
      >
        {busy ? "Cancelling..." : "Cancel order"}
      </button>
      {error && <p className="order-cancel-error" role="alert">{error}</p>}
    </div>
  );
}

export default island("CancelOrderButton", CancelOrderButton);
