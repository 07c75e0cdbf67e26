/**
 * What a reader may do with a return request now, as the server listed it (`actions`): the store accepts
 * (with the reverse pickup's carrier and tracking number; a missing-item claim has nothing to collect, so
 * it is accepted as it is and refunded at once), rejects (with a reason the shopper sees) or marks the item
 * received (and whether it goes back to stock); the shopper adds photos or escalates a rejection to
 * SwiftCart. Each step asks in a small dialog, then the page reloads to show the request as it now is; the
 * server decides whether the step is allowed and says why not.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { ReturnReason } from "../db/database.ts";
import { island } from "../src/ui/island.tsx";
import { MAX_RETURN_PHOTOS, needsPickup } from "../src/returns/returns.rules.ts";
import type { ReturnAction } from "../src/returns/returns.service.ts";
import { ParcelFields } from "./_parcel-fields.tsx";
import { apiCall, errorText } from "./_api.ts";
import { FormNotice, useHydrated } from "./_forms.tsx";
import { imageProblem } from "./_image-pick.tsx";

interface Props {
  returnId: string;
  /** The request's short number, "R1A2B3C4". */
  number: string;
  reason: ReturnReason;
  actions: ReturnAction[];
  /** Photos the request carries already (at most 5 in all). */
  photoCount?: number;
}

type Step = "accept" | "reject" | "receive" | "escalate";

/** The longest reason or comment the dialogs take. */
const TEXT_MAX = 1000;

const path = (id: string, step: string) => `/api/returns/${encodeURIComponent(id)}/${step}`;

function StepDialog(
  { id, title, intro, submit, danger, onSend, onClose, children }: {
    id: string;
    title: string;
    intro: ReactNode;
    submit: string;
    danger?: boolean;
    /** Sends the step with the form's fields; throws to show the server's answer. */
    onSend(form: FormData): Promise<unknown>;
    onClose(): void;
    children?: ReactNode;
  },
) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  useEffect(() => dialog.current?.showModal(), []);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      await onSend(new FormData(event.currentTarget));
      location.reload();
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className="modal return-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className="modal-body" onSubmit={send}>
        <h2 id={`${id}-title`}>{title}</h2>
        <div className="muted return-dialog-intro">{intro}</div>
        {children && <div className="return-dialog-fields">{children}</div>}
        <FormNotice notice={error ? { kind: "error", text: error } : null} />
        <div className="modal-actions">
          <button
            type="submit"
            className={danger ? "btn btn-danger btn-danger-solid" : "btn btn-primary"}
            disabled={busy}
            data-testid="return-confirm"
          >
            {busy ? "Saving..." : submit}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() =>
              dialog.current?.close()}
          >
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}

function TextArea({ id, name, label, hint }: { id: string; name: string; label: string; hint: string }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={4}
        required
        minLength={3}
        maxLength={TEXT_MAX}
        aria-describedby={`${id}-hint`}
      />
      <small id={`${id}-hint`} className="form-hint">{hint}</small>
    </div>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

function StepForm(
  { step, returnId, number, reason, onClose }: {
    step: Step;
    returnId: string;
    number: string;
    reason: ReturnReason;
    onClose(): void;
  },
) {
  const id = `return-${returnId}-${step}`;
  const common = { id, onClose };
  switch (step) {
    case "accept":
      return needsPickup(reason)
        ? (
          <StepDialog
            {...common}
            title={`Accept return ${number}`}
            intro="Book the reverse pickup and give its carrier and tracking number: the shopper sees them. The refund is due once you mark the item received."
            submit="Accept and book pickup"
            onSend={(form) =>
              apiCall("POST", path(returnId, "accept"), {
                carrier: text(form, "carrier"),
                trackingNumber: text(form, "trackingNumber"),
              })}
          >
            <ParcelFields id={id} trackingMax={60} />
          </StepDialog>
        )
        : (
          <StepDialog
            {...common}
            title={`Accept claim ${number}`}
            intro="A missing item or part has nothing to send back: accepting the claim refunds the shopper for it at once."
            submit="Accept and refund"
            onSend={() => apiCall("POST", path(returnId, "accept"), {})}
          />
        );
    case "reject":
      return (
        <StepDialog
          {...common}
          title={`Reject ${number}`}
          intro="The shopper sees your reason and may escalate the request to SwiftCart, whose decision is final."
          submit="Reject"
          danger
          onSend={(form) => apiCall("POST", path(returnId, "reject"), { reason: text(form, "reason") })}
        >
          <TextArea
            id={`${id}-reason`}
            name="reason"
            label="Reason (shown to the shopper)"
            hint="Say what you found, e.g. the seal is intact in the photos, or the item was used."
          />
        </StepDialog>
      );
    case "receive":
      return (
        <StepDialog
          {...common}
          title={`Item of ${number} received`}
          intro="The refund goes to the shopper once you confirm. Put the item back in stock only if it can be sold again."
          submit="Mark received"
          onSend={(form) =>
            apiCall("POST", path(returnId, "received"), { restock: form.get("restock") === "on" })}
        >
          <label className="return-check" htmlFor={`${id}-restock`}>
            <input id={`${id}-restock`} type="checkbox" name="restock" data-testid="return-restock" />
            <span>Put back in stock: the item is resaleable</span>
          </label>
        </StepDialog>
      );
    case "escalate":
      return (
        <StepDialog
          {...common}
          title={`Escalate ${number} to SwiftCart`}
          intro="SwiftCart reviews the request, your photos and the store's reason, and decides; its decision is final."
          submit="Escalate to SwiftCart"
          onSend={(form) => apiCall("POST", path(returnId, "escalate"), { comment: text(form, "comment") })}
        >
          <TextArea
            id={`${id}-comment`}
            name="comment"
            label="Why the store's reason is wrong"
            hint="What SwiftCart should know, e.g. what the photos show."
          />
        </StepDialog>
      );
  }
}

/** The shopper's "Add photos": chosen files go at once, then the page shows them. */
function AddPhotos({ returnId, room }: { returnId: string; room: number }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const inputId = `return-${returnId}-photos`;

  async function choose(input: HTMLInputElement) {
    const files = [...(input.files ?? [])];
    input.value = "";
    if (!files.length) return;
    const problem = files.map(imageProblem).find(Boolean) ??
      (files.length > room ? `You can add ${room} more ${room === 1 ? "photo" : "photos"}.` : undefined);
    if (problem) return setError(problem);
    const body = new FormData();
    for (const file of files) body.append("photos", file);
    setBusy(true);
    setError("");
    try {
      await apiCall("POST", path(returnId, "photos"), body);
      location.reload();
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  return (
    <div className="return-add-photos">
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={!hydrated || busy}
        onChange={(e) => choose(e.currentTarget)}
        data-testid="return-add-photos"
      />
      <label className={`btn btn-small${!hydrated || busy ? " is-disabled" : ""}`} htmlFor={inputId}>
        {busy ? "Sending..." : "Add photos"}
      </label>
      {error && <p className="row-actions-error" role="alert">{error}</p>}
    </div>
  );
}

const BUTTONS: { step: Step; label: string; className: string }[] = [
  { step: "accept", label: "Accept", className: "btn btn-primary btn-small" },
  { step: "receive", label: "Mark received", className: "btn btn-primary btn-small" },
  { step: "reject", label: "Reject", className: "btn btn-danger btn-small" },
  { step: "escalate", label: "Escalate to SwiftCart", className: "btn btn-outline btn-small" },
];

function ReturnActions({ returnId, number, reason, actions, photoCount = 0 }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<Step | null>(null);
  const shown = BUTTONS.filter((b) => actions.includes(b.step));
  const room = MAX_RETURN_PHOTOS - photoCount;
  const photos = actions.includes("photos") && room > 0;
  if (!shown.length && !photos) return null;
  return (
    <div className="row-actions return-actions" data-testid="return-actions">
      {shown.map((b) => (
        <button
          key={b.step}
          type="button"
          className={b.className}
          disabled={!hydrated}
          onClick={() => setOpen(b.step)}
          aria-label={`${b.label}: ${number}`}
          data-testid={`return-${b.step}`}
        >
          {b.step === "accept" && !needsPickup(reason) ? "Accept and refund" : b.label}
        </button>
      ))}
      {photos && <AddPhotos returnId={returnId} room={room} />}
      {open && (
        <StepForm
          step={open}
          returnId={returnId}
          number={number}
          reason={reason}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

export default island("ReturnActions", ReturnActions);
