/**
 * The admin's answer to a store's payment issue (POST /api/admin/payment-issues/{id}/answer): a text box and
 * a button; once sent, the answer stands in their place. An issue answered meanwhile by another admin is
 * refused with the server's sentence.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { FormNotice, useHydrated } from "./_forms.tsx";

const MIN = 2;
const MAX = 2000;

function PaymentIssueAnswer({ issueId, storeName }: { issueId: string; storeName: string }) {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const id = `answer-${issueId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = answer.trim();
    if (text.length < MIN) {
      setError("Please write the answer the store will read.");
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    setError("");
    try {
      await apiCall("POST", `/api/admin/payment-issues/${encodeURIComponent(issueId)}/answer`, {
        answer: text,
      });
      setSent(text);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  if (sent !== null) {
    return (
      <div className="issue-answer" data-testid="issue-answered">
        <p className="issue-answer-head">Answered: {storeName} sees it on the statement.</p>
        <p>{sent}</p>
      </div>
    );
  }
  return (
    <form className="issue-answer-form" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={id}>Answer to {storeName}</label>
      <textarea
        id={id}
        value={answer}
        rows={3}
        maxLength={MAX}
        placeholder={`Answer to ${storeName}`}
        aria-invalid={Boolean(error) || undefined}
        onChange={(e) => {
          setAnswer(e.target.value);
          setError("");
        }}
      />
      <FormNotice notice={error ? { kind: "error", text: error } : null} />
      <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
        {busy ? "Sending..." : "Send answer"}
      </button>
    </form>
  );
}

export default island("PaymentIssueAnswer", PaymentIssueAnswer);
