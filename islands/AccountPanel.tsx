import { useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import type { AccountField } from "../src/customers/account/users.schema.ts";
import { CloseIcon } from "../src/ui/icons.tsx";
import { forgetUser, setStored } from "./_storage.ts";
import { cartCount, wishlistIds } from "./_state.ts";
import { FormNotice, type Notice, useHydrated } from "./_forms.tsx";
import { api } from "./_api.ts";
import { type AccountUser, EditForm, fields } from "./_account-edit.tsx";

const HOME_AFTER_DELETE_MS = 1500;

interface Props {
  user: AccountUser;
}

/**
 * The account page: name, email, mobile and password, one edited at a time (Edit, then Save or
 * Cancel; the email and password also ask for the current password); delete the account after a
 * confirmation; log out.
 */
function AccountPanel({ user: initial }: Props) {
  const hydrated = useHydrated();
  const [user, setUser] = useState(initial);
  const [editing, setEditing] = useState<AccountField | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const confirmDialog = useRef<HTMLDialogElement>(null);

  const startEdit = (field: AccountField) => {
    setEditing(field);
    setNotice(null);
  };
  const endEdit = () => {
    const field = editing;
    setEditing(null);
    // Back to the Edit button the person came from.
    requestAnimationFrame(() => document.getElementById(`edit-${field}`)?.focus());
  };
  const saved = (updated: AccountUser) => {
    setUser(updated);
    setStored("user", { id: updated.id, name: updated.name });
    setNotice({ kind: "success", text: "Account updated successfully!" });
    endEdit();
  };

  const forgetHere = () => {
    forgetUser();
    cartCount.value = 0;
    wishlistIds.value = new Set();
  };

  const deleteAccount = async () => {
    setBusy(true);
    try {
      await api.delete(`/api/users/${encodeURIComponent(user.id)}`);
      confirmDialog.current?.close();
      forgetHere();
      setDeleted(true);
      setNotice({ kind: "success", text: "Account deleted successfully!" });
      setTimeout(() => location.assign("/"), HOME_AFTER_DELETE_MS);
      return;
    } catch {
      confirmDialog.current?.close();
      setNotice({ kind: "error", text: "Account deletion failed!" });
    }
    setBusy(false);
  };

  const logout = async () => {
    setBusy(true);
    try {
      await api.post("/api/users/customer-logout");
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
          <div
            key={field.key}
            className={`account-field${editing === field.key ? " account-field-editing" : ""}`}
          >
            <dt id={`${field.key}-label`}>{field.label}</dt>
            {editing === field.key
              ? (
                <dd>
                  <EditForm
                    field={field}
                    user={user}
                    busy={busy}
                    setBusy={setBusy}
                    setNotice={setNotice}
                    onSaved={saved}
                    onCancel={endEdit}
                  />
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
