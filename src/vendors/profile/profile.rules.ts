/**
 * The vendor profile's sections and sentences, shared by the server and the
 * profile form island. Each field keeps the store form's rule (store-rules.ts). Bundled into the browser:
 * it imports nothing but store-rules.ts, which imports nothing.
 */
import { STORE_FIELD_RULES, type StoreField } from "../stores/store-rules.ts";

export const SAVED = "Changes saved successfully!";
export const SAVE_FAILED = "Error saving changes";
export const OWN_STORE_ONLY = "You can only reach your own store.";
export const VENDOR_NOT_FOUND = "Vendor not found";
export const NOTHING_SENT = "Send at least one profile field to change.";
export const EMAIL_TAKEN = "Email: an account with this email already exists. Please use another email.";
export const USERNAME_TAKEN = "Username: this username is taken. Please choose another.";

export const PROFILE_SECTIONS = [
  {
    id: "basic",
    title: "Basic Information",
    fields: ["firstName", "lastName", "email", "phone", "username"],
  },
  {
    id: "store",
    title: "Store Information",
    fields: ["storeName", "storeAddress", "googleMapsLink", "city", "pincode", "panCardNumber", "gstNumber"],
  },
  { id: "bank", title: "Bank Details", fields: ["bankName", "ifscCode", "branch", "accountNumber"] },
] as const satisfies readonly { id: string; title: string; fields: readonly StoreField[] }[];

export type ProfileSection = typeof PROFILE_SECTIONS[number];
export type ProfileField = ProfileSection["fields"][number];
export const PROFILE_FIELDS: readonly ProfileField[] = PROFILE_SECTIONS.flatMap((s) => s.fields);

/** Where payouts go: changing any of these is the classic payout fraud, so it needs the current password. */
export const BANK_FIELDS: readonly ProfileField[] = ["bankName", "ifscCode", "branch", "accountNumber"];

/**
 * The sentence asking for the current password when these changes need it (a new email could be used
 * to reset the password and lock the owner out; new bank details to divert payouts), else undefined.
 */
export function currentPasswordNeeded(changed: readonly ProfileField[]): string | undefined {
  const what = [
    changed.includes("email") ? "your email" : "",
    changed.some((field) => BANK_FIELDS.includes(field)) ? "your bank details" : "",
  ].filter(Boolean);
  return what.length ? `Please enter your current password to change ${what.join(" and ")}.` : undefined;
}

/** Shown instead of the stored number: the last 4 digits are enough to recognise it. */
export const ACCOUNT_MASK = "••••••";
export const maskAccountNumber = (accountNumber: string): string =>
  accountNumber ? ACCOUNT_MASK + accountNumber.slice(-4) : "";

/** A read-only field of the profile sent with another value than the stored one. */
export const readOnlyMessage = (field: string) =>
  `${field}: cannot be changed here (it is the store's ${
    field === "_id" ? "id" : "status, which the admin decides"
  }); send it as GET answers it, or leave it out.`;

/** "Store name: This field is required"; a message that already names its field stays as it is. */
export function fieldMessage(field: ProfileField, message: string): string {
  const label = STORE_FIELD_RULES[field].label;
  return message.toLowerCase().includes(label.toLowerCase()) ? message : `${label}: ${message}`;
}
