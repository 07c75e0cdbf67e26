import { type FormEvent, type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import {
  checkGstin,
  checkStoreField,
  checkStoreForm,
  IFSC_PATTERN,
  isStoreField,
  normalizeStoreField,
  PASSWORD_MIN,
  PINCODE_PATTERN,
  PRIVACY_REQUIRED,
  STORE_FIELD_RULES,
  STORE_FIELDS,
  type StoreField,
  type StoreFormErrors,
  type StoreValues,
} from "../src/vendors/stores/store-rules.ts";
import { Field, FormNotice, type Notice, PasswordToggle, useHydrated } from "./_forms.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { lookupPincode } from "./_location.ts";

/** As the server's checks word them (kyc.ts is not imported: it carries the whole IFSC directory). */
const PINCODE_UNKNOWN = "Pincode: no post office has this pincode.";
const REGISTERED = "Store registered successfully";
const REGISTER_FAILED = "Error registering store";
const FIX_MARKED = "Please correct the fields marked in red.";

type Input = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value">;

/** The form's sections and their fields, with what helps each be typed (keyboards, autofill). */
const SECTIONS: { title: string; note: string; fields: [StoreField, Input?][] }[] = [
  {
    title: "Store",
    note: "Where customers' orders are picked up.",
    fields: [
      ["storeName", { autoComplete: "organization" }],
      ["gstNumber", { autoCapitalize: "characters", spellCheck: false, placeholder: "29ABCDE1234F1Z5" }],
      ["storeAddress", { autoComplete: "street-address" }],
      ["pincode", { inputMode: "numeric", autoComplete: "postal-code" }],
      ["city", { autoComplete: "address-level2" }],
      ["googleMapsLink", { type: "url", inputMode: "url", placeholder: "https://maps.app.goo.gl/…" }],
    ],
  },
  {
    title: "Owner",
    note: "The person who runs the store.",
    fields: [
      ["firstName", { autoComplete: "given-name" }],
      ["lastName", { autoComplete: "family-name" }],
      ["phone", { type: "tel", inputMode: "numeric", autoComplete: "tel-national" }],
      ["panCardNumber", { autoCapitalize: "characters", spellCheck: false, placeholder: "ABCDE1234F" }],
    ],
  },
  {
    title: "Bank",
    note: "Where your weekly payouts go.",
    fields: [
      ["ifscCode", { autoCapitalize: "characters", spellCheck: false, placeholder: "HDFC0001234" }],
      ["bankName", {}],
      ["branch", {}],
      ["accountNumber", { inputMode: "numeric", autoComplete: "off" }],
    ],
  },
  {
    title: "Account",
    note: "You sign in to your store with these.",
    fields: [
      ["email", { type: "email", inputMode: "email", autoComplete: "email" }],
      ["username", { autoComplete: "username", autoCapitalize: "none", spellCheck: false }],
      ["password", { autoComplete: "new-password" }],
    ],
  },
];

const HINTS: Partial<Record<StoreField, string>> = {
  phone: "10 digits, starting with 6, 7, 8 or 9",
  pincode: "6 digits: the city is filled in from it",
  accountNumber: "9 to 18 digits",
  password: `At least ${PASSWORD_MIN} characters`,
  gstNumber: "15 characters; it contains your PAN",
};

const EMPTY = Object.fromEntries(STORE_FIELDS.map((f) => [f, ""])) as StoreValues;

/** The field a server refusal is about, from its `field` (409) or the words it starts with (400). */
function fieldOfMessage(message: string): StoreField | undefined {
  const starts: [string, StoreField][] = [
    ["Invalid PAN number", "panCardNumber"],
    ["Invalid GST number", "gstNumber"],
    ["Invalid IFSC code", "ifscCode"],
    ["Pincode", "pincode"],
    ["Email", "email"],
    ["Username", "username"],
  ];
  const byLabel = STORE_FIELDS.find((f) => message.startsWith(`${STORE_FIELD_RULES[f].label}:`));
  return byLabel ?? starts.find(([start]) => message.startsWith(start))?.[1];
}

/** The store application: checked on blur and on submit with the server's own rules. */
function StoreForm() {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<StoreValues>(EMPTY);
  const [errors, setErrors] = useState<StoreFormErrors>({});
  const [accepted, setAccepted] = useState(false);
  const [privacyError, setPrivacyError] = useState<string | null>(null);
  const [bank, setBank] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // What the lookups filled in, so a later lookup may replace it but never what the applicant typed.
  const filled = useRef<Partial<Record<StoreField, string>>>({});
  // Register sits low on a long form: the success that replaces it is brought into view and focused.
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!done) return;
    doneRef.current?.scrollIntoView({ block: "center" });
    doneRef.current?.focus();
  }, [done]);

  const setError = (field: StoreField, message: string | undefined) =>
    setErrors((all) => ({ ...all, [field]: message }));
  // "Please correct the fields marked in red." (or the server's refusal) leaves once every marked field is right.
  useEffect(() => {
    if (STORE_FIELDS.some((f) => errors[f])) return;
    setNotice((n) => n?.kind === "error" && n.text !== REGISTER_FAILED ? null : n);
  }, [errors]);
  const fill = (field: StoreField, value: string) => {
    setValues((all) => {
      if (all[field] && all[field] !== filled.current[field]) return all;
      filled.current[field] = value;
      return { ...all, [field]: value };
    });
    setError(field, undefined);
  };

  async function findBank(raw: string) {
    const code = normalizeStoreField("ifscCode", raw);
    setBank(null);
    if (!IFSC_PATTERN.test(code)) return;
    try {
      const answer = await apiCall<{ bank: string }>("GET", `/api/ifsc/${code}`);
      setBank(answer.bank);
      fill("bankName", answer.bank);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setError("ifscCode", error.message);
    }
  }

  async function findPlace(raw: string) {
    const pincode = normalizeStoreField("pincode", raw);
    setState(null);
    if (!PINCODE_PATTERN.test(pincode)) return;
    const place = await lookupPincode(pincode);
    if (place === "Invalid Pincode") setError("pincode", PINCODE_UNKNOWN);
    else if (typeof place === "object") {
      setState(place.state);
      fill("city", place.city);
    }
  }

  const onChange = (field: StoreField) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((all) => ({ ...all, [field]: value }));
    // A field marked wrong is re-checked as it is corrected, so the mark leaves as soon as it is right.
    if (errors[field]) setError(field, problemOf(field, value));
    if (field === "pincode" && PINCODE_PATTERN.test(value.trim())) findPlace(value);
    if (field === "ifscCode" && IFSC_PATTERN.test(value.trim().toUpperCase())) findBank(value);
  };

  /** The field's rule, and for the GSTIN its state code and check character (the server's own code). */
  const problemOf = (field: StoreField, value: string) => {
    const message = checkStoreField(field, value);
    if (message || field !== "gstNumber") return message;
    const pan = normalizeStoreField("panCardNumber", values.panCardNumber);
    const gst = normalizeStoreField("gstNumber", value);
    // The PAN inside it is compared only once a PAN that passes its rule has been typed.
    return checkGstin(gst, checkStoreField("panCardNumber", pan) ? undefined : pan);
  };

  const onBlur = (field: StoreField) => () => {
    const message = problemOf(field, values[field]);
    setError(field, message);
    if (message) return;
    if (field === "ifscCode" && !bank) findBank(values.ifscCode);
    if (field === "pincode" && !state) findPlace(values.pincode);
  };

  const focus = (field: string) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStoreForm(values);
    const gst = checked.ok ? problemOf("gstNumber", values.gstNumber) : undefined;
    if (!checked.ok || gst) {
      const found = checked.ok ? { gstNumber: gst } : checked.errors;
      setErrors(found);
      setNotice({ kind: "error", text: FIX_MARKED });
      focus(STORE_FIELDS.find((f) => found[f])!);
      return;
    }
    if (!accepted) {
      setPrivacyError(PRIVACY_REQUIRED);
      return focus("privacy");
    }
    setBusy(true);
    setNotice(null);
    try {
      await apiCall("POST", "/api/stores/register-store", checked.values);
      setNotice({ kind: "success", text: REGISTERED });
      setDone(true);
    } catch (error) {
      // A refusal says what to correct; a network or server failure gets the form's general sentence.
      const message = error instanceof ApiError && error.status >= 400 && error.status < 500
        ? error.message
        : null;
      // Every failing field at once (`errors`), each shown under its field.
      const sent = error instanceof ApiError ? error.body?.errors : undefined;
      const all: StoreFormErrors = {};
      if (sent && typeof sent === "object") {
        for (const [f, text] of Object.entries(sent)) {
          if (isStoreField(f) && typeof text === "string") all[f] = text;
        }
      }
      const field = message ? fieldOfMessage(message) : undefined;
      if (field && !all[field]) all[field] = message!;
      const marked = STORE_FIELDS.filter((f) => all[f]);
      setNotice({
        kind: "error",
        text: message === null ? REGISTER_FAILED : marked.length > 1 ? FIX_MARKED : message,
      });
      if (marked.length) {
        setErrors((old) => ({ ...old, ...all }));
        focus(marked[0]);
      }
    }
    setBusy(false);
  }

  if (done) {
    return (
      <div className="store-done" ref={doneRef} tabIndex={-1}>
        <FormNotice notice={notice} />
        <p>
          The SwiftCart team will now check your details. You can sign in and prepare your catalogue at once;
          your products appear on SwiftCart as soon as your store is approved, and we will email you then.
        </p>
        <a className="btn btn-primary" href="/vendor-login">Go to vendor login</a>
      </div>
    );
  }

  const hint = (field: StoreField) =>
    field === "ifscCode" && bank
      ? `Bank: ${bank}`
      : field === "pincode" && state
      ? `${values.city ? `${values.city}, ` : ""}${state}`
      : HINTS[field];

  return (
    <form ref={form} className="store-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="store-section">
          <legend>{section.title}</legend>
          <p className="store-section-note">{section.note}</p>
          <div className="store-fields">
            {section.fields.map(([field, input]) => (
              <Field
                key={field}
                id={`store-${field}`}
                name={field}
                label={STORE_FIELD_RULES[field].label}
                {...input}
                type={field === "password" ? (showPassword ? "text" : "password") : input?.type ?? "text"}
                maxLength={STORE_FIELD_RULES[field].maxLength}
                required={field !== "googleMapsLink"}
                value={values[field]}
                onChange={onChange(field)}
                onBlur={onBlur(field)}
                error={errors[field]}
                // One line under each field, the error or else the hint: marking a field never moves the rest.
                hint={errors[field] ? undefined : hint(field)}
                addon={field === "password"
                  ? (
                    <PasswordToggle
                      shown={showPassword}
                      controls="store-password"
                      onToggle={() =>
                        setShowPassword((shown) => !shown)}
                    />
                  )
                  : undefined}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="store-consent">
        <label className="store-check">
          <input
            type="checkbox"
            name="privacy"
            checked={accepted}
            aria-invalid={Boolean(privacyError) || undefined}
            aria-describedby={privacyError ? "store-privacy-error" : undefined}
            onChange={(event) => {
              setAccepted(event.currentTarget.checked);
              setPrivacyError(event.currentTarget.checked ? null : PRIVACY_REQUIRED);
            }}
            onBlur={() =>
              setPrivacyError(accepted ? null : PRIVACY_REQUIRED)}
          />
          <span>
            I accept the <a href="/privacy" target="_blank">Privacy Policy</a>, the{" "}
            <a href="/termsofuse" target="_blank">Terms of Use</a> and the{" "}
            <a href="/vendor-policy" target="_blank">Vendor Policy</a>.
          </span>
        </label>
        {privacyError && <small id="store-privacy-error" className="form-error">{privacyError}</small>}
      </div>
      <FormNotice notice={notice} />
      <button
        type="submit"
        className="btn btn-primary btn-lg store-submit"
        disabled={!hydrated || !accepted || busy}
      >
        {busy ? "Registering..." : "Register"}
      </button>
    </form>
  );
}

export default island("StoreForm", StoreForm);
