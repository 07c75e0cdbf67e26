import { type FormEvent, useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { type AccountField, accountFieldRules, check, PASSWORD_MIN } from "../src/customers/users.schema.ts";
import { CloseIcon } from "../src/ui/icons.tsx";
import { forgetUser, setStored } from "./_storage.ts";
import { cartCount, wishlistIds } from "./_state.ts";
import { FormNotice, type Notice, PasswordToggle, sendJson, useHydrated } from "./_forms.tsx";

interface AccountUser {
  id: string;
  name: string;
  email: string;
  mobile: string;
}

interface Props {
  user: AccountUser;
}

const fields: { key: AccountField; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { key: "name", label: "Name", type: "text", autoComplete: "name" },
  { key: "email", label: "Email", type: "email", autoComplete: "email" },
  {
    key: "mobile",
    label: "Mobile",
    type: "tel",
    autoComplete: "tel-national",
    hint: "10 digits, starting 6-9",
  },
  {
    key: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    hint: `At least ${PASSWORD_MIN} characters. Other devices will be signed out.`,
  },
];

/** Spec section 8's messages; a refusal's reason (e.g. email in use) follows the spec's sentence. */
const UPDATE_FAILED = "Account update failed!";
const NETWORK = "Network or server error!";
const HOME_AFTER_DELETE_MS = 1500;

/**
 * The account page (spec 2.3): name, email, mobile and password, one edited at a time (Edit, then Save or
 * Cancel); delete the account after a confirmation; log out.
 */
function AccountPanel({ user: initial }: Props) {
  const hydrated = useHydrated();
  const [user, setUser] = useState(initial);
  const [editing, setEditing] = useState<AccountField | null>(null);
  const [draft, setDraft] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const confirmDialog = useRef<HTMLDialogElement>(null);

  const startEdit = (field: AccountField) => {
    setEditing(field);
    setDraft(field === "password" ? "" : user[field]);
    setShowPassword(false);
    setNotice(null);
  };
  const cancelEdit = () => {
    const field = editing;
    setEditing(null);
    setDraft("");
    // Back to the Edit button the person came from.
    requestAnimationFrame(() => document.getElementById(`edit-${field}`)?.focus());
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const checked = check(accountFieldRules[editing], draft);
    if (!checked.ok) return setNotice({ kind: "error", text: `${UPDATE_FAILED} ${checked.message}` });
    setBusy(true);
    try {
      const answer = await sendJson<{ user?: AccountUser }>(
        "PUT",
        `/api/users/email/${encodeURIComponent(user.email)}`,
        { [editing]: checked.data },
      );
      if (answer.ok && answer.data.user) {
        setUser(answer.data.user);
        setStored("user", { id: answer.data.user.id, name: answer.data.user.name });
        setNotice({ kind: "success", text: "Account updated successfully!" });
        cancelEdit();
      } else {
        const reason = answer.data.message ? ` ${answer.data.message}` : "";
        setNotice({ kind: "error", text: `${UPDATE_FAILED}${reason}` });
      }
    } catch {
      setNotice({ kind: "error", text: NETWORK });
    }
    setBusy(false);
  };

  const forgetHere = () => {
    forgetUser();
    cartCount.value = 0;
    wishlistIds.value = new Set();
  };

  const deleteAccount = async () => {
    setBusy(true);
    try {
      const answer = await sendJson("DELETE", `/api/users/${encodeURIComponent(user.id)}`);
      confirmDialog.current?.close();
      if (answer.ok) {
        forgetHere();
        setDeleted(true);
        setNotice({ kind: "success", text: "Account deleted successfully!" });
        setTimeout(() => location.assign("/"), HOME_AFTER_DELETE_MS);
        return;
      }
      setNotice({ kind: "error", text: "Account deletion failed!" });
    } catch {
      confirmDialog.current?.close();
      setNotice({ kind: "error", text: "Account deletion failed!" });
    }
    setBusy(false);
  };

  const logout = async () => {
    setBusy(true);
    try {
      await sendJson("POST", "/api/users/customer-logout");
    } catch {
      // Even offline, forget the user here; the server session expires on its own.
    }
    forgetHere();
    location.assign("/");
  };

  const locked = !hydrated || busy || deleted;

  return (
    <div className="account-panel">
      <FormNotice notice={notice} />
      <dl className="account-fields">
        {fields.map((field) => (
          <div key={field.key} className="account-field">
            <dt id={`${field.key}-label`}>{field.label}</dt>
            {editing === field.key
              ? (
                <dd>
                  <form className="account-edit" noValidate onSubmit={save}>
                    <label htmlFor={`account-${field.key}`} className="visually-hidden">
                      {field.key === "password" ? "New password" : `New ${field.label.toLowerCase()}`}
                    </label>
                    <div className={field.key === "password" ? "form-input-group" : undefined}>
                      <input
                        id={`account-${field.key}`}
                        name={field.key}
                        type={field.key === "password" && showPassword ? "text" : field.type}
                        autoComplete={field.autoComplete}
                        inputMode={field.key === "mobile" ? "numeric" : undefined}
                        maxLength={field.key === "mobile" ? 10 : field.key === "name" ? 100 : 254}
                        value={draft}
                        onChange={(event) => setDraft(event.currentTarget.value)}
                        aria-describedby={field.hint ? `${field.key}-hint` : undefined}
                        placeholder={field.key === "password" ? "New password" : undefined}
                        autoFocus
                      />
                      {field.key === "password" && (
                        <PasswordToggle
                          shown={showPassword}
                          controls="account-password"
                          onToggle={() => setShowPassword((shown) => !shown)}
                        />
                      )}
                    </div>
                    {field.hint && <small id={`${field.key}-hint`} className="form-hint">{field.hint}</small>}
                    <div className="account-edit-actions">
                      <button type="submit" className="btn btn-primary" disabled={busy}>
                        {busy ? "Saving..." : "Save"}
                      </button>
                      <button type="button" className="btn" onClick={cancelEdit} disabled={busy}>
                        Cancel
                      </button>
                    </div>
                  </form>
                </dd>
              )
              : (
                <dd className="account-value">
                  <span data-testid={`account-${field.key}`}>
                    {field.key === "password" ? "••••••••" : user[field.key]}
                  </span>
                  <button
                    type="button"
                    id={`edit-${field.key}`}
                    className="btn btn-outline account-edit-button"
                    aria-label={`Edit ${field.label.toLowerCase()}`}
                    disabled={locked || editing !== null}
                    onClick={() => startEdit(field.key)}
                  >
                    Edit
                  </button>
                </dd>
              )}
          </div>
        ))}
      </dl>

      <div className="account-actions">
        <button type="button" className="btn btn-outline" onClick={logout} disabled={locked}>
          Logout
        </button>
        <button
          type="button"
          className="btn btn-danger"
          aria-haspopup="dialog"
          onClick={() => confirmDialog.current?.showModal()}
          disabled={locked}
        >
          Delete account
        </button>
      </div>

      <dialog
        ref={confirmDialog}
        className="modal"
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-text"
        onClick={(event) => event.target === event.currentTarget && !busy && confirmDialog.current?.close()}
      >
        <div className="modal-body">
          <header className="modal-header">
            <h2 id="delete-account-title">Delete your account?</h2>
            <button
              type="button"
              className="modal-close"
              aria-label="Close"
              onClick={() => confirmDialog.current?.close()}
            >
              <CloseIcon />
            </button>
          </header>
          <p id="delete-account-text">
            Your account, saved addresses, cart and wishlist will be removed for good. This cannot be undone.
          </p>
          <div className="modal-actions">
            <button
              type="button"
              className="btn btn-danger btn-danger-solid"
              onClick={deleteAccount}
              disabled={busy}
            >
              {busy ? "Deleting..." : "Yes, delete my account"}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => confirmDialog.current?.close()}
              disabled={busy}
            >
              Keep my account
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}

export default island("AccountPanel", AccountPanel);
