/** Pieces shared by the account islands (login, sign-up, account): a labelled field, the form's message. */
import { type InputHTMLAttributes, type ReactNode, useEffect, useState } from "react";

/** False during server rendering and until hydration: submit buttons wait for the script that handles them. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export interface Notice {
  kind: "error" | "success" | "info";
  text: string;
}

/** The form's one message, announced by screen readers as it changes. */
export function FormNotice({ notice, children }: { notice: Notice | null; children?: ReactNode }) {
  return (
    <div className="form-notice-slot" role="status" aria-live="polite">
      {notice && (
        <p className={`form-notice form-notice-${notice.kind}`} data-testid="form-notice">
          {notice.text}
          {children}
        </p>
      )}
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
  invalid?: boolean;
  /** What is wrong with this field, shown under it and read with it; marks the field invalid. */
  error?: string;
  /** A control beside the input, e.g. the password's Show button. */
  addon?: ReactNode;
}

export function Field({ id, label, hint, invalid, error, addon, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className={addon ? "form-input-group" : undefined}>
        <input
          id={id}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          {...input}
        />
        {addon}
      </div>
      {error && <small id={errorId} className="form-error">{error}</small>}
      {hint && <small id={hintId} className="form-hint">{hint}</small>}
    </div>
  );
}

/**
 * An email input: the email keyboard, RFC 5321's 254-character limit (EMAIL_MAX in
 * src/customers/account/users.schema.ts, not imported so the panels' islands do not bundle its zod) and, unless
 * told otherwise, the password manager's username.
 */
export function EmailField(props: Omit<FieldProps, "label" | "type" | "inputMode"> & { label?: string }) {
  return (
    <Field
      name="email"
      label="Email"
      autoComplete="username"
      required
      maxLength={254}
      {...props}
      type="email"
      inputMode="email"
    />
  );
}

/** Show/hide for a password input. */
export function PasswordToggle(
  { shown, onToggle, controls }: { shown: boolean; onToggle(): void; controls: string },
) {
  return (
    <button
      type="button"
      className="form-input-addon"
      aria-controls={controls}
      aria-label={shown ? "Hide password" : "Show password"}
      onClick={onToggle}
    >
      {shown ? "Hide" : "Show"}
    </button>
  );
}
