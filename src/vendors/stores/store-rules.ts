/**
 * The store application form's rules, applied by the server AND by the form
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
export const LINK_INVALID = "Google Maps link must be a web address starting with https:// or http://";

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** State code, the holder's PAN, the registration number in that state, 'Z', a check character. */
export const GST_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Bank code, a zero kept for future use, the branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PINCODE_PATTERN = /^[0-9]{6}$/;
/** An Indian mobile number: 10 digits, the first 6, 7, 8 or 9 (as customers' MOBILE_PATTERN). */
export const PHONE_PATTERN = /^[6-9][0-9]{9}$/;
export const ACCOUNT_PATTERN = /^[0-9]{9,18}$/;
/**
 * A web link (http or https in any case, with a host; no user name before it), never `javascript:` or
 * `data:`: it becomes a link on the store's pages. Spelled without flags, so the contract can state it.
 */
export const LINK_PATTERN = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/;
/** What the link field takes as sent: blank, or a link with spaces around it (the contract's pattern). */
export const LINK_OR_BLANK = new RegExp(`^\\s*(?:${LINK_PATTERN.source.slice(1, -1)})?\\s*$`);
/** As customers' EMAIL_PATTERN (src/customers/account/users.schema.ts), not imported: it would bring zod into the bundle. */
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
  /** Blank gives 'This field is required' (required fields; pattern fields answer their own message). */
  required: boolean;
  /** May be left blank; when not, it must match `pattern`. */
  optional?: boolean;
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
  // Optional, but a link when given: it is shown on the store's pages.
  googleMapsLink: {
    label: "Google Maps link",
    required: false,
    optional: true,
    maxLength: 500,
    pattern: LINK_PATTERN,
    message: LINK_INVALID,
    trim: true,
  },
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

/** The form's message for a field's value, or undefined when it is fine. */
export function checkStoreField(field: StoreField, value: unknown): string | undefined {
  const rule = STORE_FIELD_RULES[field];
  const v = normalizeStoreField(field, typeof value === "string" ? value : "");
  if (rule.required && v === "") return REQUIRED;
  if (rule.optional && v === "") return undefined;
  if (rule.minLength !== undefined && v.length < rule.minLength) return rule.message;
  // A too-long code fails its pattern with the pattern's message; a too-long text says what the limit is.
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

/**
 * GST state codes (CBIC's list): 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before
 * 2014) are still on it; 97 is "Other Territory", 99 "Centre Jurisdiction".
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh (before division)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
  "99": "Centre Jurisdiction",
};

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The GSTIN's 15th character (GSTN's Luhn mod 36): the first 14 characters as base-36 digits, every second
 * one doubled, each product's base-36 digits summed; the check digit brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

export const GST_CHECK_WRONG =
  "Invalid GST number: its last character does not match the rest; please check it for a typing mistake.";
export const GST_PAN_MISMATCH =
  "Invalid GST number: characters 3 to 12 must be the PAN number given in this application.";
export const gstStateUnknown = (code: string) => `Invalid GST number: ${code} is not a GST state code.`;

/**
 * A GSTIN's own checks (pattern, state code, check character) and, when `pan` is given, the PAN inside it.
 * The server and the store forms (on blur) run this same code.
 */
export function checkGstin(gstin: string, pan?: string): string | undefined {
  if (!GST_PATTERN.test(gstin)) return GST_INVALID;
  const state = gstin.slice(0, 2);
  if (!Object.hasOwn(GST_STATE_CODES, state)) return gstStateUnknown(state);
  if (gstinCheckCharacter(gstin) !== gstin[14]) return GST_CHECK_WRONG;
  if (pan !== undefined && gstin.slice(2, 12) !== pan) return GST_PAN_MISMATCH;
  return undefined;
}
