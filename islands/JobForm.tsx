/**
 * Career Management's form: a title and a description, both required ('Job title and
 * description are required!'); on success the page loads again with the new opening first.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { FormNotice, type Notice, useHydrated } from "./_forms.tsx";

export const JOB_REQUIRED = "Job title and description are required!";
export const ADD_FAILED = "Error adding job. Try again.";

function JobForm() {
  const hydrated = useHydrated();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !description.trim()) return setNotice({ kind: "error", text: JOB_REQUIRED });
    setBusy(true);
    setNotice(null);
    try {
      await apiCall("POST", "/jobs", { title, description });
      location.reload();
    } catch (caught) {
      const reason = caught instanceof ApiError && caught.status === 400 ? ` ${caught.message}` : "";
      setNotice({ kind: "error", text: `${ADD_FAILED}${reason}` });
      setBusy(false);
    }
  }

  return (
    <form className="content-form job-form" onSubmit={submit} noValidate data-testid="job-form">
      <div className="form-field">
        <label htmlFor="job-title">Job title</label>
        <input
          id="job-title"
          type="text"
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="e.g. Senior Backend Engineer"
        />
      </div>
      <div className="form-field">
        <label htmlFor="job-description">Description</label>
        <textarea
          id="job-description"
          rows={5}
          maxLength={5000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="What the role involves, where, and who should apply"
        />
      </div>
      <FormNotice notice={notice} />
      <div className="content-form-actions">
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
          {busy ? "Adding..." : "Add Job"}
        </button>
      </div>
    </form>
  );
}

export default island("JobForm", JobForm);
