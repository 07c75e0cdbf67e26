/**
 * The parts every profile section form shares (the vendor's and the admin's profile): the current password
 * that some changes need, with show/hide (also the customer's account page: islands/_account-edit.tsx), and
 * the section's save button with its notice.
 */
import { useState } from "react";
import { Field, FormNotice, type Notice, PasswordToggle, useHydrated } from "./_forms.tsx";

export function CurrentPasswordField(
  { id, value, error, hint, maxLength, onChange }: {
    id: string;
    value: string;
    error?: string;
    hint: string;
    maxLength?: number;
    onChange(value: string): void;
  },
) {
  const [shown, setShown] = useState(false);
  return (
    <div className="profile-field">
      <Field
        id={id}
        name="currentPassword"
        label="Current password"
        type={shown ? "text" : "password"}
        autoComplete="current-password"
        maxLength={maxLength}
        value={value}
        error={error}
        hint={hint}
        onChange={(e) => onChange(e.currentTarget.value)}
        addon={<PasswordToggle shown={shown} onToggle={() => setShown(!shown)} controls={id} />}
      />
    </div>
  );
}

/** The save button (disabled until the page is interactive and while saving) and what the save said. */
export function SectionActions(
  { label, busy, notice }: { label: string; busy: boolean; notice: Notice | null },
) {
  const hydrated = useHydrated();
  return (
    <>
      <div className="profile-actions">
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
          {busy ? "Saving..." : label}
        </button>
      </div>
      <FormNotice notice={notice} />
    </>
  );
}
