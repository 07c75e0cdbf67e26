/** Form state for the account islands, checked by the same zod rules as the server (src/customers/account/users.schema.ts). */
import { useRef, useState } from "react";
import type { z } from "zod/mini";
import { check } from "../src/customers/account/users.schema.ts";
import type { Notice } from "./_forms.tsx";

/**
 * The state of a form checked by the same rules as the server: its values, the field in error, the message
 * and whether a call is under way. `validate` answers the checked data, or null after showing the first broken
 * rule and moving focus to its field. Once a check has failed, each change checks again: the message and the
 * red field follow what is still wrong, and go when nothing is.
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
  /** The notice shown is the check's own (not the server's, not a success). */
  const checking = useRef(false);

  const showNotice = (next: Notice | null) => {
    checking.current = false;
    setNotice(next);
  };

  const change = (field: keyof V & string) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    const next = { ...values, [field]: value };
    setValues(next);
    if (checking.current) {
      const checked = check(rules, next);
      if (checked.ok) {
        checking.current = false;
        setNotice(null);
        setInvalid(null);
      } else {
        setNotice({ kind: "error", text: checked.message });
        setInvalid(checked.field ?? null);
      }
    } else if (invalid === field) setInvalid(null);
  };

  const validate = (): z.infer<R> | null => {
    const checked = check(rules, values);
    if (checked.ok) return checked.data;
    setInvalid(checked.field ?? null);
    setNotice({ kind: "error", text: checked.message });
    checking.current = true;
    form.current?.querySelector<HTMLInputElement>(`[name="${checked.field}"]`)?.focus();
    return null;
  };

  return {
    form,
    values,
    setValues,
    invalid,
    setInvalid,
    notice,
    setNotice: showNotice,
    busy,
    setBusy,
    change,
    validate,
  };
}
