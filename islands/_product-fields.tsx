/** The product form's select and text area, labelled and described like islands/_forms.tsx's Field. */
import type { ReactNode } from "react";

function Wrapped({ id, label, error, hint, children }: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && <small id={`${id}-error`} className="form-error">{error}</small>}
      {hint && <small id={`${id}-hint`} className="form-hint">{hint}</small>}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;

export function Select(
  { id, label, value, error, onChange, options, placeholder, disabled, required, hint }: {
    id: string;
    label: string;
    value: string;
    error?: string;
    hint?: string;
    onChange(value: string): void;
    options: { value: string; label: string }[];
    placeholder: string;
    disabled?: boolean;
    required?: boolean;
  },
) {
  return (
    <Wrapped id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Wrapped>
  );
}

export function TextArea({ id, label, value, error, hint, onChange, rows, maxLength, required }: {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(e: { target: { value: string } }): void;
  rows: number;
  maxLength: number;
  required?: boolean;
}) {
  return (
    <Wrapped id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        required={required}
        onChange={onChange}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </Wrapped>
  );
}
