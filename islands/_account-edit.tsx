/**
 * The account page's edit form (islands/AccountPanel.tsx): one field's new value, and the current password
 * where the change needs it.
 */
import { type FormEvent, useState } from "react";
import {
  type AccountField,
  accountFieldRules,
  check,
  CURRENT_PASSWORD_NEEDED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_MAX,
  MOBILE_LENGTH,
  NAME_MAX,
  needsCurrentPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "../src/customers/account/users.schema.ts";
import { type Notice, PasswordToggle } from "./_forms.tsx";
import { api, ApiError } from "./_api.ts";
import { CurrentPasswordField } from "./_profile-section.tsx";

export interface AccountUser {
  id: string;
  name: string;
  email: string;
  mobile: string;
}

export interface FieldSpec {
  key: AccountField;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
  hint?: string;
}

export const fields: FieldSpec[] = [
  { key: "name", label: "Name", type: "text", autoComplete: "name", maxLength: NAME_MAX },
  { key: "email", label: "Email", type: "email", autoComplete: "email", maxLength: EMAIL_MAX },
  {
    key: "mobile",
    label: "Mobile",
    type: "tel",
    autoComplete: "tel-national",
    maxLength: MOBILE_LENGTH,
    hint: "10 digits, starting 6-9",
  },
  {
    key: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    maxLength: PASSWORD_MAX,
    hint: `At least ${PASSWORD_MIN} characters. Other devices will be signed out.`,
  },
];

/** Changing these needs the current password (the server asks for it too): a borrowed session is not enough. */
const asksCurrentPassword = (field: AccountField) => field === "email" || field === "password";

/** The account form's messages; a refusal's reason (e.g. email in use) follows the sentence. */
const UPDATE_FAILED = "Account update failed!";
const NETWORK = "Network or server error!";

interface EditFormProps {
  field: FieldSpec;
  user: AccountUser;
  busy: boolean;
  setBusy(busy: boolean): void;
  setNotice(notice: Notice | null): void;
  onSaved(user: AccountUser): void;
  onCancel(): void;
}

/**
 * Editing one field: its new value, and for the email or password the current password as well. A
 * problem is shown in the panel's notice (the form's sentence first) and at the field it concerns.
 */
export function EditForm({ field, user, busy, setBusy, setNotice, onSaved, onCancel }: EditFormProps) {
  const key = field.key;
  const [draft, setDraft] = useState(key === "password" ? "" : user[key]);
  const [showNew, setShowNew] = useState(false);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState("");
  const [currentError, setCurrentError] = useState<string | null>(null);
  const newId = `account-${key}`;
  const currentId = "account-current-password";

  const refuse = (reason: string, where: "draft" | "current") => {
    setNotice({ kind: "error", text: `${UPDATE_FAILED} ${reason}` });
    if (where === "draft") setDraftError(reason);
    else setCurrentError(reason);
    requestAnimationFrame(() => document.getElementById(where === "draft" ? newId : currentId)?.focus());
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setDraftError(null);
    setCurrentError(null);
    const checked = check(accountFieldRules[key], draft);
    if (!checked.ok) return refuse(checked.message, "draft");
    const needsPassword = needsCurrentPassword({ [key]: checked.data }, user.email);
    if (needsPassword && currentPassword === "") return refuse(CURRENT_PASSWORD_NEEDED, "current");
    setBusy(true);
    try {
      // Only the fields the call declares: the one edited, and the current password when it is needed.
      const body = needsPassword ? { [key]: checked.data, currentPassword } : { [key]: checked.data };
      const answer = await api.put<{ user?: AccountUser; message?: string }>(
        `/api/users/email/${encodeURIComponent(user.email)}`,
        body,
      );
      setBusy(false);
      if (answer.user) return onSaved(answer.user);
      const said = answer.message ?? "";
      setNotice({ kind: "error", text: said ? `${UPDATE_FAILED} ${said}` : UPDATE_FAILED });
    } catch (caught) {
      setBusy(false);
      if (!(caught instanceof ApiError) || caught.network) return setNotice({ kind: "error", text: NETWORK });
      const reason = caught.told ?? "";
      if (caught.status === 403 && reason === CURRENT_PASSWORD_WRONG) {
        setCurrentPassword("");
        return refuse(reason, "current");
      }
      if (caught.status === 400 || caught.status === 409) return refuse(reason, "draft");
      setNotice({ kind: "error", text: reason ? `${UPDATE_FAILED} ${reason}` : UPDATE_FAILED });
    }
  };

  const newLabel = key === "password" ? "New password" : `New ${field.label.toLowerCase()}`;
  const hintId = field.hint ? `${key}-hint` : undefined;
  const draftErrorId = draftError ? `${newId}-error` : undefined;
  const confirm = asksCurrentPassword(key);
  return (
    <form className={`account-edit${confirm ? " account-edit-confirm" : ""}`} noValidate onSubmit={save}>
      <div className="account-edit-new">
        <label htmlFor={newId} className="visually-hidden">{newLabel}</label>
        <div className={key === "password" ? "form-input-group" : undefined}>
          <input
            id={newId}
            name={key}
            type={key === "password" && showNew ? "text" : field.type}
            autoComplete={field.autoComplete}
            inputMode={key === "mobile" ? "numeric" : undefined}
            maxLength={field.maxLength}
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setDraftError(null);
            }}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={[draftErrorId, hintId].filter(Boolean).join(" ") || undefined}
            placeholder={key === "password" ? "New password" : undefined}
            autoFocus
          />
          {key === "password" && (
            <PasswordToggle
              shown={showNew}
              controls={newId}
              onToggle={() => setShowNew((shown) => !shown)}
            />
          )}
        </div>
        {draftError && <small id={draftErrorId} className="form-error">{draftError}</small>}
        {field.hint && <small id={hintId} className="form-hint">{field.hint}</small>}
      </div>
      {confirm && (
        <CurrentPasswordField
          id={currentId}
          maxLength={PASSWORD_MAX}
          hint={`Needed to change your ${key}.`}
          value={currentPassword}
          onChange={(value) => {
            setCurrentPassword(value);
            setCurrentError(null);
          }}
          error={currentError ?? undefined}
        />
      )}
      <div className="account-edit-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
