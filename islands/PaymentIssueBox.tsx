/**
 * A statement's payment issues, for its store: each question with the admin's answer (or "awaiting an
 * answer"), and, within 7 days of the statement's payment, the form that raises a new one
 * (POST /api/vendor/settlements/{id}/issues); otherwise why not. A raised issue joins the list at once.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { indiaMomentText } from "../src/core/clock.ts";
import { apiCall, ApiError } from "./_api.ts";
import { FormNotice, type Notice, useHydrated } from "./_forms.tsx";

/** Limits of a message, as the API checks them. */
const MIN = 10;
const MAX = 1000;

export interface IssueItem {
  id: string;
  message: string;
  /** ISO 8601 moment. */
  raisedAt: string;
  status: "open" | "answered";
  answer: string | null;
  answeredAt: string | null;
}

interface Props {
  statementId: string;
  canRaise: boolean;
  /** Why no issue may be raised now (not paid yet, or paid more than 7 days ago). */
  whyNot: string | null;
  issues: IssueItem[];
}

export function IssueThread({ issue }: { issue: IssueItem }) {
  return (
    <li className="issue" data-testid="payment-issue">
      <div className="issue-head">
        <span className={`status-badge status-${issue.status === "open" ? "pending" : "approved"}`}>
          {issue.status === "open" ? "Awaiting an answer" : "Answered"}
        </span>
        <time dateTime={issue.raisedAt}>Raised {indiaMomentText(issue.raisedAt)}</time>
      </div>
      <p className="issue-message">{issue.message}</p>
      {issue.answer && (
        <div className="issue-answer" data-testid="payment-issue-answer">
          <p className="issue-answer-head">
            SwiftCart answered{issue.answeredAt && <>, {indiaMomentText(issue.answeredAt)}</>}
          </p>
          <p>{issue.answer}</p>
        </div>
      )}
    </li>
  );
}

function PaymentIssueBox({ statementId, canRaise, whyNot, issues: initial }: Props) {
  const hydrated = useHydrated();
  const [issues, setIssues] = useState(initial);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const id = `issue-${statementId}`;
  const length = message.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (length < MIN || length > MAX) {
      setNotice({ kind: "error", text: `Please write ${MIN} to ${MAX} characters.` });
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const answer = await apiCall<{ message: string; issue: IssueItem }>(
        "POST",
        `/api/vendor/settlements/${encodeURIComponent(statementId)}/issues`,
        { message: message.trim() },
      );
      setIssues((list) => [...list, answer.issue]);
      setMessage("");
      setNotice({ kind: "success", text: answer.message });
    } catch (caught) {
      setNotice({ kind: "error", text: caught instanceof ApiError ? caught.message : String(caught) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="payment-issues" data-testid="payment-issue-box">
      {issues.length > 0 && (
        <ol className="issue-list">
          {issues.map((issue) => <IssueThread key={issue.id} issue={issue} />)}
        </ol>
      )}
      {canRaise
        ? (
          <form className="issue-form" onSubmit={submit} noValidate>
            <div className="form-field">
              <label htmlFor={`${id}-message`}>Raise a payment issue</label>
              <textarea
                id={`${id}-message`}
                value={message}
                rows={4}
                maxLength={MAX}
                aria-describedby={`${id}-hint`}
                aria-invalid={notice?.kind === "error" || undefined}
                onChange={(e) => {
                  setMessage(e.target.value);
                  if (notice?.kind === "error") setNotice(null);
                }}
              />
              <small className="form-hint" id={`${id}-hint`}>
                A payout short or missing, a line you do not recognise: tell us what and how much ({MIN} to
                {" "}
                {MAX} characters; {length}/{MAX}). The answer appears here.
              </small>
            </div>
            <FormNotice notice={notice} />
            <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
              {busy ? "Sending..." : "Send to SwiftCart"}
            </button>
          </form>
        )
        : (
          <>
            {issues.length === 0 && <p className="muted">No payment issue raised on this statement.</p>}
            {whyNot && <p className="muted" data-testid="issue-why-not">{whyNot}</p>}
          </>
        )}
    </div>
  );
}

export default island("PaymentIssueBox", PaymentIssueBox);
