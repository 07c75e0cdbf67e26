/**
 * The Units and Attributes pages' form: a name, Reset and Submit. A trimmed empty name sends
 * nothing; a duplicate is refused by the server (409) in any case, and its sentence is shown. Once added
 * the list reloads, showing the new entry.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { MAX_NAME, NAMED_LABEL, namedAdded, type NamedKind } from "../src/catalogue/catalogue-admin.rules.ts";
import { apiCall, ApiError } from "./_api.ts";
import { Field, FormNotice, type Notice, useHydrated } from "./_forms.tsx";

interface Props {
  kind: NamedKind;
  /** POST here: /units or /attributes. */
  path: string;
}

function NamedListForm({ kind, path }: Props) {
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { title } = NAMED_LABEL[kind];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return; // a blank name: nothing is sent
    setBusy(true);
    setNotice(null);
    try {
      await apiCall("POST", path, { name: trimmed });
      setNotice({ kind: "success", text: namedAdded(kind) });
      location.reload();
    } catch (caught) {
      const text = caught instanceof ApiError ? caught.message : String(caught);
      setNotice({ kind: "error", text });
      setBusy(false);
    }
  }

  return (
    <form className="catalogue-form named-form" onSubmit={submit} data-testid="named-form">
      <Field
        id={`${kind}-name`}
        label={`${title} Name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={MAX_NAME}
        placeholder={kind === "unit" ? "e.g. Dozen" : "e.g. Refresh Rate"}
        autoComplete="off"
        required
      />
      <div className="catalogue-form-actions">
        <button type="reset" className="btn" onClick={() => (setName(""), setNotice(null))} disabled={busy}>
          Reset
        </button>
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
          {busy ? "Submitting..." : "Submit"}
        </button>
      </div>
      <FormNotice notice={notice} />
    </form>
  );
}

export default island("NamedListForm", NamedListForm);
