/**
 * The dialog of a decision on a store: what it does, a reason (required to reject or switch off, a note
 * otherwise; emailed to the store and kept with it), and the buttons. PATCH /api/vendor/{id} decides.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { REASON_MAX } from "../src/vendors/stores/decision-rules.ts";
import { apiCall, ApiError } from "./_api.ts";
import { FormNotice } from "./_forms.tsx";

export type Decision = "approve" | "reject" | "activate" | "deactivate";

export const REASON_NEEDED = "Please give a reason: the store is told by email.";

const BODY: Record<Decision, { accountApproval?: boolean; activeStatus?: boolean }> = {
  approve: { accountApproval: false },
  reject: { accountApproval: true },
  activate: { activeStatus: true },
  deactivate: { activeStatus: false },
};

const BUTTON: Record<Decision, string> = {
  approve: "Approve",
  reject: "Reject",
  activate: "Switch on",
  deactivate: "Switch off",
};

const needsReason = (decision: Decision) => decision === "reject" || decision === "deactivate";

function heading(choices: Decision[], store: string): string {
  if (choices.includes("approve")) return `Approve or reject ${store}`;
  if (choices[0] === "reject") return `Withdraw the approval of ${store}?`;
  return choices[0] === "deactivate" ? `Switch off ${store}?` : `Switch on ${store}?`;
}

function explanation(choices: Decision[]): string {
  if (choices.includes("approve")) {
    return "Approving puts its products on the storefront. Rejecting keeps them off; say why.";
  }
  if (choices[0] === "reject") return "Its products leave the storefront until it is approved again.";
  return choices[0] === "deactivate"
    ? "It and its products leave the storefront until it is switched on again."
    : "Its products come back to the storefront (if it is approved).";
}

export function DecisionDialog({ storeId, storeName, choices, onDone, onClose }: {
  storeId: string;
  storeName: string;
  choices: Decision[];
  onDone(store: { activeStatus: boolean; accountApproval: boolean }, decision: Decision): void;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState<Decision | null>(null);
  useEffect(() => dialog.current?.showModal(), []);
  const id = `decide-${storeId}`;
  const reasonRequired = choices.every(needsReason);

  async function decide(decision: Decision) {
    const text = reason.trim();
    if (needsReason(decision) && !text) {
      setError(REASON_NEEDED);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy(decision);
    setError("");
    try {
      const store = await apiCall<{ activeStatus: boolean; accountApproval: boolean }>(
        "PATCH",
        `/api/vendor/${encodeURIComponent(storeId)}`,
        { ...BODY[decision], ...(text && { reason: text }) },
      );
      dialog.current?.close();
      onDone(store, decision);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
      setBusy(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide(choices[choices.length - 1]);
  };

  return (
    <dialog ref={dialog} className="modal decision-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className="modal-body" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{heading(choices, storeName)}</h2>
        <p className="muted">{explanation(choices)}</p>
        <div className="form-field">
          <label htmlFor={`${id}-reason`}>
            {reasonRequired
              ? "Reason"
              : choices.includes("approve")
              ? "Reason (required to reject)"
              : "Note (optional)"}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            maxLength={REASON_MAX}
            required={reasonRequired}
            aria-invalid={Boolean(error) || undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError("");
            }}
          />
          <small className="form-hint">Emailed to the store and kept with it.</small>
        </div>
        <FormNotice notice={error ? { kind: "error", text: error } : null} />
        <div className="modal-actions">
          {choices.map((decision) => (
            <button
              key={decision}
              type="button"
              className={`btn ${needsReason(decision) ? "btn-danger" : "btn-primary"}`}
              disabled={busy !== null}
              onClick={() => decide(decision)}
              data-testid={`decide-${decision}`}
            >
              {busy === decision ? "Saving..." : BUTTON[decision]}
            </button>
          ))}
          <button
            type="button"
            className="btn"
            onClick={() =>
              dialog.current?.close()}
          >
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
