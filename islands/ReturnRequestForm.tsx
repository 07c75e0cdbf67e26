/**
 * The shopper's "Return or report a problem" on a delivered order's page, while its return window is open:
 * how many of each line (up to what may still be returned), the reason, a comment, up to 5 photos and, for
 * cash on delivery, where the refund goes (a UPI ID, or a bank account with its IFSC and holder's name). The
 * fields are checked here with the server's own patterns (src/returns/returns.rules.ts) so a slip is caught
 * before sending; the server decides. The request goes first (POST /api/orders/{id}/returns), then its photos
 * (POST /api/returns/{id}/photos); the page then reloads to show the request.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ReturnReason } from "../db/database.ts";
import { island } from "../src/ui/island.tsx";
import { indiaMomentText } from "../src/core/clock.ts";
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  MAX_RETURN_PHOTOS,
  needsPickup,
  REASON_LABELS,
  RETURN_REASONS,
  returnNumber,
  UPI_PATTERN,
} from "../src/returns/returns.rules.ts";
import type { RefundTo, ReturnWindow } from "../src/returns/returns.service.ts";
import { apiCall, ApiError, errorText } from "./_api.ts";
import { Field, FormNotice, type Notice, useHydrated } from "./_forms.tsx";
import { imageProblem } from "./_image-pick.tsx";

interface Props {
  orderId: string;
  trackingId: string;
  returnWindow: ReturnWindow;
}

/** The longest comment the request takes. */
const COMMENT_MAX = 1000;

interface Chosen {
  file: File;
  url: string;
}

type Payout = "upi" | "bank";

interface Problem {
  field: string;
  text: string;
}

/** What is wrong with the form, the first thing found, or null: the same rules as the server's. */
function problemOf(
  quantities: Record<number, number>,
  reason: ReturnReason | "",
  needsRefundTo: boolean,
  payout: Payout,
  refund: { upi: string; accountNumber: string; ifsc: string; accountName: string },
): Problem | null {
  if (!Object.values(quantities).some((q) => q > 0)) {
    return { field: "quantity", text: "Choose how many of which item has a problem." };
  }
  if (!reason) return { field: "reason", text: "Choose what is wrong." };
  if (!needsRefundTo) return null;
  if (payout === "upi") {
    return UPI_PATTERN.test(refund.upi)
      ? null
      : { field: "upi", text: "Enter your UPI ID as it appears in your UPI app, e.g. asha@okhdfcbank." };
  }
  if (!ACCOUNT_NUMBER_PATTERN.test(refund.accountNumber)) {
    return { field: "accountNumber", text: "An account number has 9 to 18 digits." };
  }
  if (!IFSC_PATTERN.test(refund.ifsc)) {
    return { field: "ifsc", text: "An IFSC has 11 characters: 4 letters, a zero, then 6 letters or digits." };
  }
  if (refund.accountName.trim().length < 2) {
    return { field: "accountName", text: "Enter the account holder's name as the bank has it." };
  }
  return null;
}

function ReturnRequestForm({ orderId, trackingId, returnWindow }: Props) {
  const hydrated = useHydrated();
  const lines = returnWindow.lines.filter((line) => line.returnable > 0);
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    lines.length === 1 && lines[0].returnable === 1 ? { [lines[0].position]: 1 } : {}
  );
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [comment, setComment] = useState("");
  const [photos, setPhotos] = useState<Chosen[]>([]);
  const [payout, setPayout] = useState<Payout>("upi");
  const [refund, setRefund] = useState({ upi: "", accountNumber: "", ifsc: "", accountName: "" });
  const [invalid, setInvalid] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  /** The request went but its photos did not: the next press only shows the request. */
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = `return-${orderId}`;

  const previews = useRef(photos);
  previews.current = photos;
  useEffect(() => () => previews.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, [open]);

  if (!returnWindow.open) return null;

  const clearProblem = (field: string) => {
    if (invalid === field) {
      setInvalid(null);
      setNotice(null);
    }
  };

  function choose(files: File[]) {
    if (fileInput.current) fileInput.current.value = "";
    const problem = files.map(imageProblem).find(Boolean) ??
      (photos.length + files.length > MAX_RETURN_PHOTOS
        ? `A request takes at most ${MAX_RETURN_PHOTOS} photos.`
        : undefined);
    if (problem) {
      setInvalid("photos");
      setNotice({ kind: "error", text: problem });
      return;
    }
    clearProblem("photos");
    setPhotos((list) => [...list, ...files.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  }

  function remove(index: number) {
    URL.revokeObjectURL(photos[index].url);
    setPhotos((list) => list.filter((_, i) => i !== index));
  }

  const showRequest = () => {
    location.hash = "returns";
    location.reload();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sent) return showRequest();
    const problem = problemOf(quantities, reason, returnWindow.needsRefundTo, payout, refund);
    if (problem) {
      setInvalid(problem.field);
      setNotice({ kind: "error", text: problem.text });
      form.current?.querySelector<HTMLElement>(`[data-field="${problem.field}"]`)?.focus();
      return;
    }
    const refundTo: RefundTo | undefined = !returnWindow.needsRefundTo
      ? undefined
      : payout === "upi"
      ? { upi: refund.upi.trim() }
      : { accountNumber: refund.accountNumber, ifsc: refund.ifsc, accountName: refund.accountName.trim() };
    setBusy(true);
    setNotice(null);
    let made: { _id?: string; id?: string } | undefined;
    try {
      const answer = await apiCall<{ message: string; return: { _id?: string; id?: string } }>(
        "POST",
        `/api/orders/${encodeURIComponent(orderId)}/returns`,
        {
          items: lines
            .filter((line) => (quantities[line.position] ?? 0) > 0 && line.productId)
            .map((line) => ({ productId: line.productId!, quantity: quantities[line.position] })),
          reason,
          comment: comment.trim(),
          ...(refundTo ? { refundTo } : {}),
        },
      );
      made = answer.return;
      const returnId = made._id ?? made.id ?? "";
      if (photos.length) {
        const body = new FormData();
        for (const photo of photos) body.append("photos", photo.file);
        try {
          await apiCall("POST", `/api/returns/${encodeURIComponent(returnId)}/photos`, body);
        } catch (caught) {
          setSent(true);
          setNotice({
            kind: "error",
            text: `Your request ${returnNumber(returnId)} was sent, but its photos were not (${
              errorText(caught)
            }). Add them from the request on this page.`,
          });
          setBusy(false);
          return;
        }
      }
      showRequest();
    } catch (caught) {
      const field = caught instanceof ApiError && typeof caught.body?.field === "string"
        ? caught.body.field
        : null;
      setInvalid(field);
      setNotice({ kind: "error", text: errorText(caught) });
      setBusy(false);
    }
  }

  const refundField = (name: keyof typeof refund) => ({
    name,
    "data-field": name,
    value: refund[name],
    invalid: invalid === name,
    disabled: busy,
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const value = name === "ifsc"
        ? e.currentTarget.value.toUpperCase().replace(/\s/g, "")
        : name === "accountNumber"
        ? e.currentTarget.value.replace(/\D/g, "")
        : e.currentTarget.value;
      setRefund({ ...refund, [name]: value });
      clearProblem(name);
    },
  });

  const pickupNote = reason && !needsPickup(reason)
    ? "Nothing to send back: once the store accepts the claim, you are refunded for the missing item."
    : "If the store accepts, a courier collects the item; keep it with its box and tags until then.";

  return (
    <div className="return-request" data-testid="return-request">
      <button
        type="button"
        className="btn btn-outline"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
        data-testid="return-open"
      >
        Return or report a problem
      </button>
      {returnWindow.endsAt && (
        <p className="muted return-window" data-testid="return-window">
          You can report a problem until{" "}
          <time dateTime={returnWindow.endsAt}>{indiaMomentText(returnWindow.endsAt)}</time>.
        </p>
      )}
      {open && (
        <form
          ref={form}
          id={`${id}-form`}
          className="order-card return-form"
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-title`}
          data-testid="return-form"
        >
          <h2 id={`${id}-title`}>Return or report a problem: order #{trackingId}</h2>
          <fieldset className="return-fieldset">
            <legend>Which items, and how many</legend>
            <ul className="return-lines">
              {returnWindow.lines.map((line) => {
                const inputId = `${id}-qty-${line.position}`;
                return (
                  <li key={line.position} className="return-line" data-testid="return-line">
                    <label htmlFor={inputId} className="return-line-name">
                      {line.name}
                      <small className="muted">
                        {line.returnable === 0
                          ? "Already in a request"
                          : line.returnable < line.delivered
                          ? `${line.returnable} of ${line.delivered} can still be returned`
                          : `${line.delivered} delivered`}
                      </small>
                    </label>
                    <input
                      id={inputId}
                      className="form-input return-qty"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.returnable}
                      step={1}
                      value={quantities[line.position] ?? 0}
                      disabled={busy || line.returnable === 0 || !line.productId}
                      data-field={line === lines[0] ? "quantity" : undefined}
                      aria-invalid={invalid === "quantity" || undefined}
                      onChange={(e) => {
                        const n = Math.trunc(Number(e.currentTarget.value));
                        const q = Number.isFinite(n) ? Math.min(Math.max(n, 0), line.returnable) : 0;
                        setQuantities({ ...quantities, [line.position]: q });
                        clearProblem("quantity");
                      }}
                      data-testid="return-quantity"
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <fieldset className={`return-fieldset${invalid === "reason" ? " is-invalid" : ""}`}>
            <legend>What is wrong</legend>
            <div className="return-reasons">
              {RETURN_REASONS.map((value, i) => (
                <label key={value} className="return-choice">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    disabled={busy}
                    data-field={i === 0 ? "reason" : undefined}
                    onChange={() => {
                      setReason(value);
                      clearProblem("reason");
                    }}
                  />
                  <span>{REASON_LABELS[value]}</span>
                </label>
              ))}
            </div>
            <small className="form-hint">{pickupNote}</small>
          </fieldset>
          <div className="form-field">
            <label htmlFor={`${id}-comment`}>Tell us more</label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              rows={3}
              maxLength={COMMENT_MAX}
              value={comment}
              disabled={busy}
              aria-describedby={`${id}-comment-hint`}
              onChange={(e) => setComment(e.currentTarget.value)}
              data-testid="return-comment"
            />
            <small id={`${id}-comment-hint`} className="form-hint">
              What you found when you opened the parcel ({comment.length}/{COMMENT_MAX}).
            </small>
          </div>
          <div className="form-field">
            <span className="return-label" id={`${id}-photos-label`}>Photos</span>
            {photos.length > 0 && (
              <ul className="return-photos return-photos-chosen" aria-labelledby={`${id}-photos-label`}>
                {photos.map((photo, i) => (
                  <li key={photo.url}>
                    <img src={photo.url} alt={`Photo ${i + 1}: ${photo.file.name}`} width={72} height={72} />
                    <button
                      type="button"
                      className="return-photo-remove"
                      onClick={() => remove(i)}
                      disabled={busy}
                      aria-label={`Remove photo ${i + 1}`}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {photos.length < MAX_RETURN_PHOTOS && (
              <div className="return-photo-pick">
                <input
                  ref={fileInput}
                  id={`${id}-photos`}
                  className="visually-hidden"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  multiple
                  disabled={busy}
                  data-field="photos"
                  aria-describedby={`${id}-photos-hint`}
                  onChange={(e) => choose([...(e.currentTarget.files ?? [])])}
                  data-testid="return-photos-input"
                />
                <label className="btn" htmlFor={`${id}-photos`}>
                  {photos.length ? "Add more photos" : "Add photos"}
                </label>
              </div>
            )}
            <small id={`${id}-photos-hint`} className="form-hint">
              Up to {MAX_RETURN_PHOTOS}{" "}
              photos of the item and its box (JPEG, PNG or WebP, 10 MB each): they help the store decide
              quickly. {photos.length}/{MAX_RETURN_PHOTOS} chosen.
            </small>
          </div>
          {returnWindow.needsRefundTo && (
            <fieldset className="return-fieldset" data-testid="return-refund-to">
              <legend>Where should we send your refund?</legend>
              <p className="form-hint return-refund-hint">
                You paid cash on delivery, so the refund goes by transfer to your UPI ID or bank account.
              </p>
              <div className="return-reasons return-payout">
                {(["upi", "bank"] as const).map((value) => (
                  <label key={value} className="return-choice">
                    <input
                      type="radio"
                      name="payout"
                      value={value}
                      checked={payout === value}
                      disabled={busy}
                      onChange={() => {
                        setPayout(value);
                        setInvalid(null);
                        setNotice(null);
                      }}
                    />
                    <span>{value === "upi" ? "To my UPI ID" : "To my bank account"}</span>
                  </label>
                ))}
              </div>
              {payout === "upi"
                ? (
                  <Field
                    id={`${id}-upi`}
                    label="UPI ID"
                    placeholder="name@bank"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={256}
                    {...refundField("upi")}
                  />
                )
                : (
                  <div className="return-bank">
                    <Field
                      id={`${id}-account`}
                      label="Account number"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={18}
                      {...refundField("accountNumber")}
                    />
                    <Field
                      id={`${id}-ifsc`}
                      label="IFSC"
                      placeholder="HDFC0001234"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={11}
                      hint="On your cheque book or passbook."
                      {...refundField("ifsc")}
                    />
                    <Field
                      id={`${id}-holder`}
                      label="Account holder's name"
                      autoComplete="name"
                      maxLength={100}
                      {...refundField("accountName")}
                    />
                  </div>
                )}
            </fieldset>
          )}
          <FormNotice notice={notice} />
          <div className="return-form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="return-submit">
              {busy ? "Sending..." : sent ? "Show my request" : "Send request"}
            </button>
            {!sent && (
              <button
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => setOpen(false)}
              >
                Cancel
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}

export default island("ReturnRequestForm", ReturnRequestForm);
