/**
 * The admin's own profile (Personal, Work and Bank): its sections, fields, rules and
 * sentences, shared by the server (zod schema) and the profile form island. Bundled into the browser: it
 * imports nothing but store-rules.ts (the store form's patterns and sentences), which imports nothing.
 */
import {
  ACCOUNT_INVALID,
  ACCOUNT_PATTERN,
  IFSC_INVALID,
  IFSC_PATTERN,
  PHONE_INVALID,
  PHONE_PATTERN,
  PINCODE_INVALID,
  PINCODE_PATTERN,
} from "../../vendors/stores/store-rules.ts";

export const PROFILE_SAVED = "Profile updated successfully!";
export const PROFILE_SAVE_FAILED = "Failed to save changes.";
export const OWN_ADMIN_PROFILE_ONLY = "You can only reach your own admin profile.";
export const BANK_PASSWORD_NEEDED = "Please enter your current password to change your bank details.";
export const NOTHING_SENT = "Send at least one profile field to change.";
export const DEFAULT_ROLE = "Admin";

export const ADMIN_PROFILE_SECTIONS = [
  { id: "personal", title: "Personal", fields: ["firstName", "lastName", "email", "phone", "username"] },
  {
    id: "work",
    title: "Work",
    fields: ["role", "department", "designation", "employeeID", "city", "pincode"],
  },
  { id: "bank", title: "Bank", fields: ["bankName", "branch", "accountNumber", "ifscCode"] },
] as const;

export type AdminProfileSection = typeof ADMIN_PROFILE_SECTIONS[number];
export type AdminProfileKey = AdminProfileSection["fields"][number];
/** Every field but the email (the sign-in email is read-only here). */
export type AdminProfileField = Exclude<AdminProfileKey, "email">;
export const ADMIN_PROFILE_FIELDS = ADMIN_PROFILE_SECTIONS.flatMap((s) => s.fields)
  .filter((f): f is AdminProfileField => f !== "email");

/** Changing any of these needs the current password (payout details are the classic fraud). */
export const ADMIN_BANK_FIELDS: readonly AdminProfileField[] = [
  "bankName",
  "branch",
  "accountNumber",
  "ifscCode",
];

export interface AdminFieldRule {
  label: string;
  maxLength: number;
  /** A value (blank is always allowed: the field is then unset) must match, else `message`. */
  pattern?: RegExp;
  message?: string;
  upperCase?: boolean;
}

export const ADMIN_FIELD_RULES: Record<AdminProfileKey, AdminFieldRule> = {
  firstName: { label: "First Name", maxLength: 100 },
  lastName: { label: "Last Name", maxLength: 100 },
  email: { label: "Email", maxLength: 254 },
  phone: { label: "Phone", maxLength: 10, pattern: PHONE_PATTERN, message: PHONE_INVALID },
  username: { label: "Username", maxLength: 100 },
  role: { label: "Role", maxLength: 100 },
  department: { label: "Department", maxLength: 100 },
  designation: { label: "Designation", maxLength: 100 },
  employeeID: { label: "Employee ID", maxLength: 50 },
  city: { label: "City", maxLength: 100 },
  pincode: { label: "Pincode", maxLength: 6, pattern: PINCODE_PATTERN, message: PINCODE_INVALID },
  bankName: { label: "Bank Name", maxLength: 100 },
  branch: { label: "Branch", maxLength: 100 },
  accountNumber: {
    label: "Account Number",
    maxLength: 18,
    pattern: ACCOUNT_PATTERN,
    message: ACCOUNT_INVALID,
  },
  ifscCode: {
    label: "IFSC Code",
    maxLength: 11,
    pattern: IFSC_PATTERN,
    message: IFSC_INVALID,
    upperCase: true,
  },
};

/** As stored: trimmed, codes in capitals. */
export const normalizeAdminField = (field: AdminProfileKey, value: string) => {
  const trimmed = value.trim();
  return ADMIN_FIELD_RULES[field].upperCase ? trimmed.toUpperCase() : trimmed;
};

/** The field's own sentence when the value breaks its rule (the browser's check; the server's is zod). */
export function checkAdminField(field: AdminProfileKey, value: string): string | undefined {
  const rule = ADMIN_FIELD_RULES[field];
  const normal = normalizeAdminField(field, value);
  if (normal && rule.pattern && !rule.pattern.test(normal)) return rule.message;
  if (normal.length > rule.maxLength) return `At most ${rule.maxLength} characters`;
  return undefined;
}

/** Shown instead of the stored number: the last 4 digits are enough to recognise it. */
export const maskAccount = (accountNumber: string): string =>
  accountNumber ? "••••••" + accountNumber.slice(-4) : "";
