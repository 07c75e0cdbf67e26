/** The profile calls' bodies and answers. The field rules are the store form's (store-rules.ts). */
import { z } from "@hono/zod-openapi";
import { LINK_OR_BLANK, PASSWORD_MAX, STORE_FIELD_RULES } from "../stores/store-rules.ts";
import { PROFILE_FIELDS, type ProfileField, SAVED } from "./profile.rules.ts";
import { VendorProfileSchema } from "../stores/vendor.schema.ts";

export { VendorProfileSchema };

/** Longer than any field may be once trimmed; the field's own rule answers with its sentence. */
const RAW_MAX = 1000;

const examples: Partial<Record<ProfileField, string>> = {
  phone: "9876543210",
  bankName: "HDFC Bank",
  ifscCode: "HDFC0000001",
  branch: "MG Road",
  accountNumber: "50100123456789",
};

/** The rule in words, from the same constants the checks use. */
function describeRule(field: ProfileField): string {
  const rule = STORE_FIELD_RULES[field];
  const parts = [`${rule.label}.`];
  if (rule.required) parts.push("Must not be blank ('This field is required').");
  if (rule.optional) parts.push("May be blank.");
  if (rule.pattern) {
    parts.push(
      `${rule.optional ? "When given, must" : "Must"} match \`${rule.pattern.source}\` ('${rule.message}').`,
    );
  }
  if (rule.upperCase) parts.push("Letters are made capitals first.");
  if (rule.lowerCase) parts.push("Stored in lower case.");
  parts.push(`At most ${rule.maxLength} characters; spaces around it are trimmed.`);
  return parts.join(" ");
}

const extra: Partial<Record<ProfileField, string>> = {
  email: " Unique among stores and accounts (409). The account's sign-in email changes with it.",
  username: " Unique, any case (409).",
  pincode: " Must be a pincode India Post knows; the city is then taken from its district.",
  panCardNumber: " Its fourth letter must be a holder type; a new PAN must match the GSTIN.",
  gstNumber: " Its state code and check character must be right and characters 3 to 12 the PAN.",
  ifscCode: " A code some bank branch has (Razorpay's IFSC data, offline).",
  accountNumber: " The whole number: the profile only ever shows its last 4 digits. The masked number " +
    "GET answers means unchanged.",
};

const fieldSchemas = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [
    field,
    z.string().max(RAW_MAX).optional().openapi({
      description: describeRule(field) + (extra[field] ?? ""),
      ...(examples[field] && { example: examples[field] }),
      ...(field === "googleMapsLink" && { pattern: LINK_OR_BLANK.source }),
    }),
  ]),
) as Record<ProfileField, z.ZodOptional<z.ZodString>>;

/**
 * What GET answers but a vendor cannot change: a client may send the profile it read back with some fields
 * changed. Equal to the stored value, these mean "unchanged"; any other value is refused naming the field.
 */
const readOnly = {
  _id: z.string().max(64).optional().openapi({
    description: "Read-only: accepted only equal to the store's id (as GET answers it), and ignored",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
  activeStatus: z.boolean().optional().openapi({
    description: "Read-only (the admin's decision): accepted only equal to the stored value, and ignored",
    example: true,
  }),
  accountApproval: z.boolean().optional().openapi({
    description: "Read-only (the admin's decision): accepted only equal to the stored value, and ignored",
    example: false,
  }),
};
export const READ_ONLY_FIELDS = ["_id", "activeStatus", "accountApproval"] as const;

export const ProfileChangeBody = z.object({
  ...fieldSchemas,
  ...readOnly,
  currentPassword: z.string().max(PASSWORD_MAX).optional().openapi({
    description: "The account's password: required to change the email or any bank detail " +
      "(bankName, ifscCode, branch, accountNumber), and checked whenever sent.",
    example: "secret123",
  }),
}).strict().openapi("VendorProfileChange", {
  description: "Any of the profile's fields (one section of the form, or more), or the whole profile as " +
    "GET answers it with some fields changed. Fields sent with their stored value are not changes (nor " +
    "re-checked), nor is the masked account number GET shows (`••••••6789`). `_id`, `activeStatus` and " +
    "`accountApproval` are read-only: the store's status and approval are the admin's. No other fields.",
});

export const ProfileSavedSchema = z.object({
  message: z.string().openapi({ description: "What to tell the vendor", example: SAVED }),
  profile: VendorProfileSchema,
}).openapi("VendorProfileSaved", { description: "The change is saved; the profile as it now stands." });

export const ProfileRefusalSchema = z.object({
  message: z.string().openapi({
    description: "A sentence naming the (first) field and what is wrong with it",
    example: "Invalid phone number",
  }),
  field: z.string().optional().openapi({
    description: "The field the message is about (`currentPassword` when it is missing)",
    example: "phone",
  }),
  errors: z.record(z.string(), z.string()).optional().openapi({
    description: "Every refused field with its message (the store form's sentences)",
    example: { phone: "Invalid phone number", pincode: "Pincode must be 6 digits" },
  }),
}).openapi("VendorProfileRefusal", {
  description: "Why a profile change was refused, naming the field(s); nothing was changed.",
});

export const EmailParam = z.object({
  email: z.string().min(1).max(254).openapi({
    description: "The store's email (or its account's), URL-encoded; any case",
    example: "asha@rao-traders.in",
  }),
});
