/**
 * The store application form's rules (spec section 5, "Store form"), applied by the server AND by the form
 * island on blur and on submit: one definition, so the browser never accepts what the server refuses.
 * Bundled into the browser: no imports at all (the server's stricter identity and bank checks, which need
 * the IFSC data and the pincode directory, live in kyc.ts).
 */

export const REQUIRED = "This field is required";
export const PAN_INVALID = "Invalid PAN number";
export const GST_INVALID = "Invalid GST number";
export const IFSC_INVALID = "Invalid IFSC code";
export const PINCODE_INVALID = "Pincode must be 6 digits";
export const PHONE_INVALID = "Invalid phone number";
export const ACCOUNT_INVALID = "Invalid account number";
export const EMAIL_INVALID = "Invalid email";
export const PASSWORD_SHORT = "Password must be at least 6 characters";
export const PRIVACY_REQUIRED = "Please accept the Privacy Policy";

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** State code, the holder's PAN, the registration number in that state, 'Z', a check character. */
export const GST_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Bank code, a zero kept for future use, the branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PINCODE_PATTERN = /^[0-9]{6}$/;
/** An Indian mobile number: 10 digits, the first 6, 7, 8 or 9 (as customers' MOBILE_PATTERN). */
export const PHONE_PATTERN = /^[6-9][0-9]{9}$/;
export const ACCOUNT_PATTERN = /^[0-9]{9,18}$/;
/** As customers' EMAIL_PATTERN (src/customers/users.schema.ts), not imported: it would bring zod into the bundle. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const PASSWORD_MIN = 6;
/** The upper bound keeps password hashing cheap for junk input. */
export const PASSWORD_MAX = 128;

export const STORE_FIELDS = [
  "storeName",
  "storeAddress",
  "googleMapsLink",
  "city",
  "pincode",
  "firstName",
  "lastName",
  "phone",
  "email",
  "username",
  "password",
  "panCardNumber",
  "gstNumber",
  "bankName",
  "branch",
  "ifscCode",
  "accountNumber",
] as const;
export type StoreField = typeof STORE_FIELDS[number];
export type StoreValues = Record<StoreField, string>;

export interface StoreFieldRule {
  /** What the form and the server's messages call the field. */
  label: string;
  /** Blank gives 'This field is required' (the spec's required list; pattern fields answer their own message). */
  required: boolean;
  maxLength: number;
  /** The value must match, else `message`. */
  pattern?: RegExp;
  minLength?: number;
  message?: string;
  /** Trimmed before checking and storing; a password is kept exactly as typed. */
  trim: boolean;
  /** Codes written in capitals (PAN, GSTIN, IFSC): typed in lower case, they are still right. */
  upperCase?: boolean;
  lowerCase?: boolean;
}

const text = (label: string, maxLength = 100): StoreFieldRule => ({
  label,
  required: true,
  maxLength,
  trim: true,
});
const coded = (label: string, pattern: RegExp, message: string, maxLength: number): StoreFieldRule => ({
  label,
  required: false,
  maxLength,
  pattern,
  message,
  trim: true,
});

export const STORE_FIELD_RULES: Readonly<Record<StoreField, StoreFieldRule>> = {
  storeName: text("Store name"),
  storeAddress: text("Store address", 300),
  // Not validated (spec), but bounded: it is shown on the store's pages.
  googleMapsLink: { label: "Google Maps link", required: false, maxLength: 500, trim: true },
  city: text("City"),
  pincode: coded("Pincode", PINCODE_PATTERN, PINCODE_INVALID, 6),
  firstName: text("First name"),
  lastName: text("Last name"),
  phone: coded("Phone", PHONE_PATTERN, PHONE_INVALID, 10),
  email: { ...coded("Email", EMAIL_PATTERN, EMAIL_INVALID, 254), lowerCase: true },
  username: text("Username", 50),
  password: {
    label: "Password",
    required: false,
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    message: PASSWORD_SHORT,
    trim: false,
  },
  panCardNumber: { ...coded("PAN number", PAN_PATTERN, PAN_INVALID, 10), upperCase: true },
  gstNumber: { ...coded("GST number", GST_PATTERN, GST_INVALID, 15), upperCase: true },
  bankName: text("Bank name"),
  branch: text("Branch"),
  ifscCode: { ...coded("IFSC code", IFSC_PATTERN, IFSC_INVALID, 11), upperCase: true },
  accountNumber: coded("Account number", ACCOUNT_PATTERN, ACCOUNT_INVALID, 18),
};

export const isStoreField = (name: string): name is StoreField => Object.hasOwn(STORE_FIELD_RULES, name);

/** The value as it is checked and stored: trimmed (not a password), codes in capitals, the email in lower case. */
export function normalizeStoreField(field: StoreField, value: string): string {
  const rule = STORE_FIELD_RULES[field];
  let v = rule.trim ? value.trim() : value;
  if (rule.upperCase) v = v.toUpperCase();
  if (rule.lowerCase) v = v.toLowerCase();
  return v;
}

/** The spec's message for a field's value, or undefined when it is fine. */
export function checkStoreField(field: StoreField, value: unknown): string | undefined {
  const rule = STORE_FIELD_RULES[field];
  const v = normalizeStoreField(field, typeof value === "string" ? value : "");
  if (rule.required && v === "") return REQUIRED;
  if (rule.minLength !== undefined && v.length < rule.minLength) return rule.message;
  // A too-long code fails its pattern with the spec's message; a too-long text says what the limit is.
  if (rule.pattern && !rule.pattern.test(v)) return rule.message;
  if (v.length > rule.maxLength) return `${rule.label} must be at most ${rule.maxLength} characters`;
  return undefined;
}

export type StoreFormErrors = Partial<Record<StoreField, string>>;

/**
 * Every field at once (the form's submit, the server's request): the normalized values, or each field's
 * message. A field left out counts as blank; fields the form does not have are the caller's concern.
 */
export function checkStoreForm(
  input: Partial<Record<string, unknown>>,
): { ok: true; values: StoreValues } | { ok: false; errors: StoreFormErrors } {
  const values = {} as StoreValues;
  const errors: StoreFormErrors = {};
  for (const field of STORE_FIELDS) {
    const raw = typeof input[field] === "string" ? input[field] as string : "";
    const message = checkStoreField(field, raw);
    if (message) errors[field] = message;
    values[field] = normalizeStoreField(field, raw);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}
