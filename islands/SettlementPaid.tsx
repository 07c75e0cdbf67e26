/**
 * The admin's two writes on the Settlements page (/panel/settlements), one island for both:
 * - `action: "paid"`: 'Mark paid' on a payable statement, with the bank transfer's UTR (12 to 22 letters and
 *   digits), POST /api/admin/settlements/{id}/paid, then the page reloads to show it paid;
 * - `action: "run"`: 'Run settlement for week ending …' for an ended week (earlier weeks not yet run are run
 *   with it), POST /api/admin/settlements/run, then the page opens that week.
 * A refusal (a UTR already recorded, a week not ended) is shown beside the form.
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, errorText } from "./_api.ts";
import { useHydrated } from "./_forms.tsx";

type Props =
  | { action: "paid"; statementId: string; storeName: string; amount: string }
  | {
    action: "run";
    /** Ended Sundays to choose from, newest first, each with its label ("22 Nov 2026"). */
    weeks: { value: string; label: string }[];
    suggested: string;
  };

function SettlementPaid(props: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [utr, setUtr] = useState("");
  const [week, setWeek] = useState(props.action === "run" ? props.suggested : "");

  async function submit() {
    setBusy(true);
    setError("");
    try {
      if (props.action === "paid") {
        await apiCall("POST", `/api/admin/settlements/${encodeURIComponent(props.statementId)}/paid`, {
          utr: utr.trim(),
        });
        location.reload();
      } else {
        const result = await apiCall<{ alreadyRun: boolean; weeksRun: string[]; statements: number }>(
          "POST",
          "/api/admin/settlements/run",
          { weekEnding: week },
        );
        setDone(
          result.alreadyRun
            ? "That week had been settled already."
            : `Settled ${result.weeksRun.length} week(s): ${result.statements} statement(s) this week.`,
        );
        location.assign(`/panel/settlements?week=${encodeURIComponent(week)}`);
      }
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  if (props.action === "run") {
    return (
      <form
        className="settlement-run"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="settlement-run-week">Week ending (Sunday)</label>
        <select
          id="settlement-run-week"
          className="form-input"
          value={week}
          onChange={(event) => setWeek(event.target.value)}
          data-testid="run-week"
        >
          {props.weeks.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!hydrated || busy || !week}
          data-testid="run-settlement"
        >
          {busy ? "Running..." : "Run settlement for week ending " + labelOf(props.weeks, week)}
        </button>
        {error && <p className="row-actions-error" role="alert">{error}</p>}
        {done && <p className="muted" role="status">{done}</p>}
      </form>
    );
  }
  const inputId = `utr-${props.statementId}`;
  return (
    <form
      className="settlement-paid"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        UTR of the transfer of {props.amount} to {props.storeName}
      </label>
      <input
        id={inputId}
        className="form-input"
        required
        minLength={12}
        maxLength={22}
        pattern="[A-Za-z0-9]{12,22}"
        title="The bank's UTR: 12 to 22 letters and digits"
        placeholder="Bank UTR"
        autoComplete="off"
        value={utr}
        onChange={(event) => setUtr(event.target.value)}
        data-testid="utr"
      />
      <button
        type="submit"
        className="btn btn-small btn-primary"
        disabled={!hydrated || busy}
        aria-label={`Mark the statement of ${props.storeName} paid`}
        data-testid="mark-paid"
      >
        {busy ? "Saving..." : "Mark paid"}
      </button>
      {error && <p className="row-actions-error" role="alert">{error}</p>}
    </form>
  );
}

const labelOf = (weeks: { value: string; label: string }[], value: string) =>
  weeks.find((w) => w.value === value)?.label ?? value;

export default island("SettlementPaid", SettlementPaid);
