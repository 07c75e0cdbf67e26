/**
 * A list row's Delete on the admin's small lists (commissions, jobs): asks first, deletes on the server and
 * reloads the list, which the server renders again; a refusal shows the screen's own failure text.
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { useHydrated } from "./_forms.tsx";

interface Props {
  /** The DELETE call, e.g. /commissions/{id}. */
  path: string;
  /** What the row is, for the button's accessible name ("Delete Mobiles / Android phones"). */
  name: string;
  /** The confirmation, e.g. 'Delete this row?'. */
  confirmText: string;
  /** The failure text, e.g. 'Failed to delete commission.' */
  failure: string;
}

function RowDelete({ path, name, confirmText, failure }: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function remove() {
    if (!confirm(confirmText)) return;
    setBusy(true);
    setError("");
    try {
      await apiCall("DELETE", path);
      location.reload();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status > 0 ? `${failure} ${caught.message}` : failure);
      setBusy(false);
    }
  }

  return (
    <div className="row-actions">
      <button
        type="button"
        className="btn btn-danger btn-small"
        disabled={!hydrated || busy}
        onClick={remove}
        aria-label={`Delete ${name}`}
        data-testid="row-delete"
      >
        {busy ? "Deleting..." : "Delete"}
      </button>
      {error && <p className="row-actions-error" role="alert">{error}</p>}
    </div>
  );
}

export default island("RowDelete", RowDelete);
