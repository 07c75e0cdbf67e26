/** Pieces shared by the account islands (login, sign-up, account): a labelled field, the form's message, JSON calls. */
import { type InputHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";
import type { z } from "zod/mini";
import { check } from "../src/customers/users.schema.ts";

export interface Answer<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T & { message?: string };
}

/** A same-origin JSON call with the session cookie; throws only when the network fails. */
export async function sendJson<T = Record<string, unknown>>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: {
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({}));
  return { ok: response.ok, status: response.status, data };
}

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
  /** A control beside the input, e.g. the password's Show button. */
  addon?: ReactNode;
}

export function Field({ id, label, hint, invalid, addon, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className={addon ? "form-input-group" : undefined}>
        <input id={id} aria-invalid={invalid || undefined} aria-describedby={hintId} {...input} />
        {addon}
      </div>
      {hint && <small id={hintId} className="form-hint">{hint}</small>}
    </div>
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

/**
 * The state of a form checked by the same rules as the server: its values, the field in error, the message
 * and whether a call is under way. `validate` answers the checked data, or null after showing the first broken
 * rule and moving focus to its field.
 */
export function useCheckedForm<V extends Record<string, string>, R extends z.ZodMiniType>(
  rules: R,
  initial: V,
) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof V & string) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((old) => ({ ...old, [field]: value }));
    if (invalid === field) setInvalid(null);
  };

  const validate = (): z.infer<R> | null => {
    const checked = check(rules, values);
    if (checked.ok) return checked.data;
    setInvalid(checked.field ?? null);
    setNotice({ kind: "error", text: checked.message });
    form.current?.querySelector<HTMLInputElement>(`[name="${checked.field}"]`)?.focus();
    return null;
  };

  return { form, values, setValues, invalid, setInvalid, notice, setNotice, busy, setBusy, change, validate };
}
