/**
 * What every profile section form shares (the vendor's and the admin's profile): its state and its save
 * (`useProfileSection`: check, send only the section's fields with PUT, show what the server said, mark
 * and focus the field a refusal names), its frame (`ProfileSectionForm`), the current password that some
 * changes need, with show/hide (also the customer's account page: islands/_account-edit.tsx), and the
 * section's save button with its notice. Each profile keeps its own fields, rules and texts.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { PanelSection } from "../src/ui/panel/PanelPage.tsx";
import { api, ApiError, errorText } from "./_api.ts";
import { Field, FormNotice, type Notice, PasswordToggle, useHydrated } from "./_forms.tsx";

/** The masked account number: typed anew to change it, blank to keep it. */
const ACCOUNT_NUMBER = "accountNumber";

export type SectionValues<F extends string> = Partial<Record<F, string>>;
export type SectionErrors<F extends string> = Partial<Record<F | "currentPassword", string>>;

export interface ProfileSectionOptions<F extends string, P extends { email: string }> {
  /** The fields the section shows, and those of them it checks and sends (not a read-only one). */
  fields: readonly F[];
  sent: readonly F[];
  profile: P;
  /** Where the section saves (PUT), answering `{ profile }`. */
  path: string;
  /** A typed value as the server stores it: a field is changed when this differs from the profile's. */
  normalize(field: F, value: string): string;
  /** What is wrong with a field's value (the other values as typed), or undefined. */
  problem(field: F, value: string, values: SectionValues<F>): string | undefined;
  /** Why these changes need the current password, or undefined when they do not. */
  passwordNeeded(changed: F[]): string | undefined;
  /** The notice for the first problem found before sending; the problem itself unless given. */
  problemNotice?(field: F, problem: string): string;
  /** The notice for a refusal (a reason from the check or the server). */
  failText(reason: string): string;
  /** The field a refusal is about, if it names one. */
  fieldOf(reason: string): F | "currentPassword" | undefined;
  /** The text under that field (the reason without the field's name). */
  fieldText(field: F | "currentPassword", reason: string): string;
  savedText: string;
  /** The element id of a field's input. */
  idOf(field: F | "currentPassword"): string;
  onSaved(profile: P): void;
  /** A refusal's notice goes once every field it marked is right again. */
  clearFixedRefusal?: boolean;
}

/** What the form starts from: the stored values, but never the (masked) account number. */
const valuesOf = <F extends string>(fields: readonly F[], profile: Record<F, string>): SectionValues<F> =>
  Object.fromEntries(fields.map((f) => [f, f === ACCOUNT_NUMBER ? "" : profile[f]])) as SectionValues<F>;

/** The state of one profile section and its save. */
export function useProfileSection<F extends string, P extends { email: string } & Record<F, string>>(
  options: ProfileSectionOptions<F, P>,
) {
  const { fields, sent, profile } = options;
  const [values, setValues] = useState(() => valuesOf(fields, profile));
  const [errors, setErrors] = useState<SectionErrors<F>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState("");
  const setError = (field: F | "currentPassword", message: string | undefined) =>
    setErrors((all) => ({ ...all, [field]: message }));

  /** The fields whose value differs from the profile's (a typed account number is always a change). */
  const changed = sent.filter((field) => {
    const value = values[field] ?? "";
    if (field === ACCOUNT_NUMBER) return value.trim() !== "";
    return options.normalize(field, value) !== profile[field];
  });

  const fieldRefusal = useRef(false);
  useEffect(() => {
    if (!options.clearFixedRefusal || !fieldRefusal.current || Object.values(errors).some(Boolean)) return;
    fieldRefusal.current = false;
    setNotice((n) => n?.kind === "error" ? null : n);
  }, [errors]);

  const refuse = (reason: string, field?: F | "currentPassword") => {
    setNotice({ kind: "error", text: options.failText(reason) });
    if (!field) return;
    fieldRefusal.current = true;
    setError(field, options.fieldText(field, reason));
    requestAnimationFrame(() => document.getElementById(options.idOf(field))?.focus());
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found: SectionErrors<F> = {};
    for (const field of sent) found[field] = options.problem(field, values[field] ?? "", values);
    const needed = options.passwordNeeded(changed);
    if (needed && password === "") found.currentPassword = needed;
    setErrors(found);
    const first = (Object.keys(found) as (F | "currentPassword")[]).find((field) => found[field]);
    if (first) {
      const problem = found[first]!;
      const text = first === "currentPassword" || !options.problemNotice
        ? problem
        : options.problemNotice(first, problem);
      return refuse(text, first);
    }
    const body: Record<string, string> = {};
    for (const field of sent) {
      if (field !== ACCOUNT_NUMBER || changed.includes(field)) body[field] = values[field] ?? "";
    }
    if (password !== "") body.currentPassword = password;
    setBusy(true);
    try {
      const answer = await api.put<{ profile: P }>(options.path, body);
      setValues(valuesOf(fields, answer.profile));
      setPassword("");
      setErrors({});
      setNotice({ kind: "success", text: options.savedText });
      options.onSaved(answer.profile);
    } catch (error) {
      const reason = errorText(error);
      if (error instanceof ApiError && error.status === 403) setPassword("");
      // Every refused field at once (`errors`), each under its field; the notice names the first.
      const told = error instanceof ApiError ? error.body?.errors : undefined;
      if (told && typeof told === "object") {
        const own = Object.entries(told).filter(([f, text]) =>
          typeof text === "string" && (fields as readonly string[]).includes(f)
        );
        setErrors((all) => ({ ...all, ...Object.fromEntries(own) }));
      }
      refuse(reason, options.fieldOf(reason));
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, setError, notice, busy, password, setPassword, changed, save };
}

/** A profile section: a titled card holding its own form, its fields and its save button. */
export function ProfileSectionForm(
  { id, title, onSubmit, saveLabel, busy, notice, children }: {
    id: string;
    title: string;
    onSubmit(event: FormEvent): void;
    saveLabel: string;
    busy: boolean;
    notice: Notice | null;
    children: ReactNode;
  },
) {
  return (
    <PanelSection id={id} title={title} className="profile-section">
      <form noValidate onSubmit={onSubmit}>
        <div className="profile-fields">{children}</div>
        <SectionActions label={saveLabel} busy={busy} notice={notice} />
      </form>
    </PanelSection>
  );
}

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
