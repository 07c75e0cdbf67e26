/**
 * The admin's controls on one return request, on the admin's order page:
 *
 * - an escalated rejection: approve the return, or uphold the store's rejection, with a note the shopper
 *   and the store read (POST /api/admin/returns/{id}/decide); the decision is final, so it asks once more;
 * - a refund due through the gateway: 'Retry refund' (POST /api/admin/returns/{id}/refund);
 * - a cash-on-delivery refund due: the admin pays the shopper's UPI ID or bank account shown beside this,
 *   then records the transfer's UTR (POST /api/admin/returns/{id}/refund-by-transfer).
 *
 * Each reloads the page to show the outcome; a refusal (e.g. decided meanwhile by another admin, or the
 * gateway refusing again) is shown here with the server's sentence.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { FormNotice, useHydrated } from "./_forms.tsx";

/** As the server takes them (src/returns/returns.schema.ts). */
const NOTE_MIN = 3;
const NOTE_MAX = 1000;
export const NOTE_NEEDED = "Please write a note: the shopper and the store read why the rejection stands.";

interface Props {
  returnId: string;
  /** "R1A2B3C4": how the buttons name the request for screen readers. */
  number: string;
  /** The request is escalated: the admin decides it. */
  decide?: boolean;
  /** A refund is due: through the gateway, or by transfer (cash on delivery). `amount` as the page shows it. */
  refund?: { byTransfer: boolean; amount: string; failed: boolean } | null;
}

type Busy = "approve" | "uphold" | "refund" | null;

function ReturnDecision({ returnId, number, decide = false, refund = null }: Props) {
  const hydrated = useHydrated();
  const [note, setNote] = useState("");
  const [reference, setReference] = useState("");
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState<"approve" | "uphold" | null>(null);
  const [error, setError] = useState("");
  const path = `/api/admin/returns/${encodeURIComponent(returnId)}`;
  const noteId = `return-note-${returnId}`;

  async function send(kind: Exclude<Busy, null>, call: () => Promise<unknown>) {
    setBusy(kind);
    setError("");
    try {
      await call();
      location.reload();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
      setBusy(null);
      setConfirming(null);
    }
  }

  function ask(choice: "approve" | "uphold") {
    if (choice === "uphold" && note.trim().length < NOTE_MIN) {
      setError(NOTE_NEEDED);
      document.getElementById(noteId)?.focus();
      return;
    }
    setError("");
    setConfirming(choice);
  }

  function decideNow(event: FormEvent) {
    event.preventDefault();
    if (!confirming) return;
    const approve = confirming === "approve";
    send(confirming, () => apiCall("POST", `${path}/decide`, { approve, note: note.trim() }));
  }

  function recordTransfer(event: FormEvent) {
    event.preventDefault();
    send("refund", () => apiCall("POST", `${path}/refund-by-transfer`, { reference: reference.trim() }));
  }

  return (
    <div className="admin-return-decision" data-testid="return-decision">
      {decide && (
        <form className="admin-return-decide" onSubmit={decideNow} noValidate>
          <p className="admin-return-decide-head">
            <strong>Your decision is final.</strong>{" "}
            Approving makes the store take the return back (the refund follows); upholding the rejection
            closes the request.
          </p>
          <label htmlFor={noteId}>Note to the shopper and the store</label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            aria-invalid={error === NOTE_NEEDED || undefined}
            onChange={(event) => {
              setNote(event.target.value);
              setConfirming(null);
              if (error === NOTE_NEEDED) setError("");
            }}
            data-testid="decision-note"
          />
          {confirming
            ? (
              <div
                key="confirm"
                className="admin-return-decide-confirm"
                role="group"
                aria-label="Confirm the decision"
              >
                <p>
                  {confirming === "approve"
                    ? `Approve return ${number}? The store must take it back.`
                    : `Uphold the rejection of return ${number}? The request closes.`}
                </p>
                <button
                  type="submit"
                  // The button pressed to ask is gone: the question's answer takes the focus.
                  autoFocus
                  className={confirming === "approve" ? "btn btn-primary" : "btn btn-danger"}
                  disabled={!hydrated || busy !== null}
                  data-testid="confirm-decision"
                >
                  {busy ? "Saving..." : confirming === "approve" ? "Yes, approve" : "Yes, uphold"}
                </button>
                <button
                  type="button"
                  className="btn"
                  disabled={busy !== null}
                  onClick={() => setConfirming(null)}
                >
                  Back
                </button>
              </div>
            )
            : (
              <div key="choose" className="admin-return-decide-buttons">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!hydrated}
                  onClick={() => ask("approve")}
                  aria-label={`Approve return ${number}`}
                  data-testid="approve-return"
                >
                  Approve the return
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={!hydrated}
                  onClick={() => ask("uphold")}
                  aria-label={`Uphold the rejection of return ${number}`}
                  data-testid="uphold-rejection"
                >
                  Uphold the rejection
                </button>
              </div>
            )}
        </form>
      )}
      {refund && !refund.byTransfer && (
        <div className="admin-return-refund-action">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!hydrated || busy !== null}
            onClick={() => send("refund", () => apiCall("POST", `${path}/refund`))}
            aria-label={`${refund.failed ? "Retry" : "Send"} the refund of return ${number}`}
            data-testid="retry-return-refund"
          >
            {busy === "refund" ? "Refunding..." : refund.failed ? "Retry refund" : `Refund ${refund.amount}`}
          </button>
        </div>
      )}
      {refund && refund.byTransfer && (
        <form className="admin-return-refund-action" onSubmit={recordTransfer}>
          <label htmlFor={`return-utr-${returnId}`}>
            Paid {refund.amount} by transfer? Its UTR
          </label>
          <input
            id={`return-utr-${returnId}`}
            className="form-input"
            required
            minLength={12}
            maxLength={22}
            pattern="[A-Za-z0-9]{12,22}"
            title="The transfer's UTR: 12 to 22 letters and digits"
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            data-testid="return-utr"
          />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!hydrated || busy !== null}
            data-testid="record-return-transfer"
          >
            {busy === "refund" ? "Recording..." : "Record transfer"}
          </button>
        </form>
      )}
      <FormNotice notice={error ? { kind: "error", text: error } : null} />
    </div>
  );
}

export default island("ReturnDecision", ReturnDecision);
