/**
 * A row's Delete button on the admin's catalogue lists (categories, subcategories, units, attributes,
 * banners): asks `confirmText` first, calls DELETE `path`, then reloads the list (or goes to `doneHref`).
 * A refusal shows `failText` with the server's own sentence (e.g. "This category is used by 12 products.").
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { useHydrated } from "./_forms.tsx";

interface Props {
  path: string;
  /** The question asked before deleting, e.g. 'Delete the category "Mobiles"?'. */
  confirmText: string;
  /** What the button deletes, for screen readers: "Delete Mobiles". */
  label: string;
  /** The failure text, e.g. 'Error deleting category'. */
  failText: string;
  /** Where to go once deleted; the page reloads when absent. */
  doneHref?: string;
}

function DeleteButton({ path, confirmText, label, failText, doneHref }: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function remove() {
    if (!confirm(confirmText)) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await apiCall("DELETE", path);
      setMessage({ error: false, text: answer.message ?? "" });
      if (doneHref) location.assign(doneHref);
      else location.reload();
    } catch (caught) {
      const reason = caught instanceof ApiError && caught.status > 0 ? `: ${caught.message}` : "";
      setMessage({ error: true, text: `${failText}${reason}` });
      setBusy(false);
    }
  }

  return (
    <span className="delete-button">
      <button
        type="button"
        className="btn btn-danger btn-small"
        disabled={!hydrated || busy}
        onClick={remove}
        aria-label={label}
        data-testid="delete-button"
      >
        {busy ? "Deleting..." : "Delete"}
      </button>
      {message && (
        <span className={message.error ? "row-actions-error" : "row-actions-done"} role="status">
          {message.text}
        </span>
      )}
    </span>
  );
}

export default island("DeleteButton", DeleteButton);
