/**
 * The commission form of /panel/commission: add mode, or update mode when the page was
 * opened with ?edit={id} (the row's Edit link); the subcategory list shows the chosen category's only, and
 * choosing another category clears it. On success the page loads again with the table as the server has it.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { FormNotice, type Notice, useHydrated } from "./_forms.tsx";

export const CATEGORY_REQUIRED = "Category required";
export const ADD_FAILED = "Failed to add commission.";
export const UPDATE_FAILED = "Failed to update commission.";

export interface CategoryChoice {
  id: string;
  name: string;
  subcategories: { id: string; name: string }[];
}

interface Props {
  categories: CategoryChoice[];
  /** The row being edited (update mode), or null (add mode). */
  editing: { id: string; categoryId: string; subcategoryId: string | null; commission: number } | null;
}

function CommissionForm({ categories, editing }: Props) {
  const hydrated = useHydrated();
  const [category, setCategory] = useState(editing?.categoryId ?? "");
  const [subcategory, setSubcategory] = useState(editing?.subcategoryId ?? "");
  const [rate, setRate] = useState(editing ? String(editing.commission) : "");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const subcategories = categories.find((c) => c.id === category)?.subcategories ?? [];
  const failure = editing ? UPDATE_FAILED : ADD_FAILED;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!category) return setNotice({ kind: "error", text: CATEGORY_REQUIRED });
    setBusy(true);
    setNotice(null);
    try {
      const body = { category, subcategory: subcategory || null, commission: Number(rate) };
      if (editing) await apiCall("PUT", `/commissions/${encodeURIComponent(editing.id)}`, body);
      else await apiCall("POST", "/commissions", body);
      location.assign("/panel/commission");
    } catch (caught) {
      const reason = caught instanceof ApiError && caught.status > 0 ? ` ${caught.message}` : "";
      setNotice({ kind: "error", text: `${failure}${reason}` });
      setBusy(false);
    }
  }

  return (
    <form className="content-form commission-form" onSubmit={submit} noValidate data-testid="commission-form">
      <div className="content-form-fields">
        <div className="form-field">
          <label htmlFor="commission-category">Category</label>
          <select
            id="commission-category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setSubcategory("");
            }}
          >
            <option value="">Select a category</option>
            {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="commission-subcategory">Sub-category</label>
          <select
            id="commission-subcategory"
            value={subcategory}
            disabled={!category || subcategories.length === 0}
            onChange={(e) =>
              setSubcategory(e.target.value)}
          >
            <option value="">All sub-categories</option>
            {subcategories.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="commission-rate">Commission per sale (%)</label>
          <input
            id="commission-rate"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            required
            value={rate}
            onChange={(e) =>
              setRate(e.target.value)}
            placeholder="e.g. 5.5"
          />
        </div>
      </div>
      <FormNotice notice={notice} />
      <div className="content-form-actions">
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
          {busy ? "Saving..." : editing ? "Update Commission" : "Add Commission"}
        </button>
        {editing && <a className="btn btn-outline" href="/panel/commission">Cancel</a>}
      </div>
    </form>
  );
}

export default island("CommissionForm", CommissionForm);
