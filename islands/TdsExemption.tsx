/**
 * The admin's TDS exemption control on /vendordetails/{id}: records the store's declaration under section
 * 194-O(4) (no TDS on its next delivered sales) or withdraws it, with a note of what was declared, on the
 * server (PUT /api/admin/stores/{id}/tds-exemption, audited).
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall } from "./_api.ts";
import { useHydrated } from "./_forms.tsx";

interface Props {
  storeId: string;
  exempt: boolean;
  /** The rate its next sales get now, in per cent. */
  ratePercent: number;
}

function TdsExemption({ storeId, exempt: wasExempt, ratePercent: wasRate }: Props) {
  const hydrated = useHydrated();
  const [exempt, setExempt] = useState(wasExempt);
  const [rate, setRate] = useState(wasRate);
  const [editing, setEditing] = useState(false);
  const [declaration, setDeclaration] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      const settings = await apiCall<{ tdsExempt: boolean; tdsRatePercent: number }>(
        "PUT",
        `/api/admin/stores/${encodeURIComponent(storeId)}/tds-exemption`,
        { exempt: !exempt, declaration: declaration.trim() },
      );
      setExempt(settings.tdsExempt);
      setRate(settings.tdsRatePercent);
      setEditing(false);
      setDeclaration("");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="tds-exemption" data-testid="tds-exemption">
      <span>
        {exempt ? "Exempt (declaration under s.194-O(4))" : `Deducted at ${rate} % of gross sales`}
      </span>{" "}
      {!editing && (
        <button
          type="button"
          className="btn btn-outline btn-small"
          disabled={!hydrated}
          onClick={() => setEditing(true)}
        >
          {exempt ? "Withdraw exemption" : "Record exemption"}
        </button>
      )}
      {editing && (
        <form onSubmit={save} className="tds-exemption-form">
          <label htmlFor={`tds-note-${storeId}`}>
            {exempt ? "Why the exemption is withdrawn" : "What the store declared, and when"}
          </label>
          <textarea
            id={`tds-note-${storeId}`}
            className="input"
            required
            minLength={10}
            maxLength={500}
            rows={2}
            value={declaration}
            onChange={(e) => setDeclaration(e.target.value)}
          />
          <div className="row-actions">
            <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
              {busy ? "Saving..." : "Save"}
            </button>
            <button type="button" className="btn btn-small" onClick={() => setEditing(false)}>Cancel</button>
          </div>
        </form>
      )}
      {error && <p className="row-actions-error" role="alert">{error}</p>}
    </div>
  );
}

export default island("TdsExemption", TdsExemption);
