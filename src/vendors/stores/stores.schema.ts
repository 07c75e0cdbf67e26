/**
 * The store application and the admin's decisions, as the contract states them. The application's rules
 * are store-rules.ts (the form's) and kyc.ts (the server's stricter checks); the body schema only states
 * them in words, so every refusal is the form's own sentence, never zod's.
 */
import { z } from "@hono/zod-openapi";
import { ErrorSchema, PageQuery } from "../../core/http.ts";
import { VendorProfileSchema } from "./vendor.schema.ts";
import { APPROVAL_STATES, type ApprovalState, REASON_MAX, REASON_REQUIRED } from "./decision-rules.ts";
import {
  LINK_OR_BLANK,
  STORE_FIELD_RULES,
  STORE_FIELDS,
  type StoreField,
  type StoreValues,
} from "./store-rules.ts";

export const STORE_REGISTERED = "Store registered successfully";
export const EMAIL_TAKEN =
  "Email: an account with this email already exists. Please sign in or use another email.";
export const USERNAME_TAKEN = "Username: this username is taken. Please choose another.";
export const VENDOR_NOT_FOUND = "Vendor not found";
export const NO_DECISION = "Send accountApproval or activeStatus (or both).";
export { APPROVAL_STATES, type ApprovalState, REASON_REQUIRED };

const examples: StoreValues = {
  storeName: "Sharma Electronics",
  storeAddress: "14, SP Road, Chickpet",
  googleMapsLink: "https://maps.app.goo.gl/abc",
  city: "Bengaluru",
  pincode: "560001",
  firstName: "Ravi",
  lastName: "Sharma",
  phone: "9876543210",
  email: "ravi@sharma-electronics.in",
  username: "sharmaelectronics",
  password: "secret123",
  panCardNumber: "AAPFU0939F",
  gstNumber: "29AAPFU0939F1ZR",
  bankName: "HDFC Bank",
  branch: "SP Road",
  ifscCode: "HDFC0000001",
  accountNumber: "50100123456789",
};

/** What the server checks beyond the form's rule, per field. */
const serverChecks: Partial<Record<StoreField, string>> = {
  city: " Replaced by the city of the pincode's district (India Post's directory).",
  pincode: " Must be in India Post's directory ('Pincode: no post office has this pincode.').",
  panCardNumber: " The fourth letter must be a holder type (P, C, H, F, A, T, B, L, J or G).",
  gstNumber:
    " Its state code must exist, its check character be right, and characters 3 to 12 be panCardNumber.",
  ifscCode: " A bank branch must have it (Razorpay's IFSC data, offline).",
  bankName: " Stored as the bank the IFSC code names.",
  email: " Not used by another account (409).",
  username: " Not used by another store, whatever the case (409).",
};

function describe(field: StoreField): string {
  const rule = STORE_FIELD_RULES[field];
  const parts = [rule.label + "."];
  if (rule.required) parts.push("Required ('This field is required').");
  if (rule.optional) parts.push("Optional: may be blank.");
  if (rule.pattern) {
    parts.push(
      `${rule.optional ? "When given, must" : "Must"} match ${rule.pattern.source} ('${rule.message}').`,
    );
  }
  if (rule.minLength) parts.push(`At least ${rule.minLength} characters ('${rule.message}').`);
  parts.push(`At most ${rule.maxLength} characters.`);
  if (rule.trim) parts.push("Spaces around it are ignored.");
  if (rule.upperCase) parts.push("Letters may be typed in lower case.");
  return parts.join(" ") + (serverChecks[field] ?? "");
}

export const StoreApplicationBody = z.object(
  Object.fromEntries(
    STORE_FIELDS.map((
      field,
    ) => [
      field,
      z.string().openapi({
        description: describe(field),
        example: examples[field],
        // The link's rule is stated as a pattern too (checked by the form's rule, answering its sentence).
        ...(field === "googleMapsLink" && { pattern: LINK_OR_BLANK.source }),
      }),
    ]),
  ) as Record<StoreField, z.ZodString>,
).strict().openapi("StoreApplication", {
  description: "Every field of the store form. No other fields.",
});

export const StoreRefusalSchema = ErrorSchema.extend({
  field: z.string().optional().openapi({
    description: "The field the message is about, when it is about one",
    example: "panCardNumber",
  }),
  errors: z.record(z.string(), z.string()).optional().openapi({
    description: "Every failing field's message, by field name: the form's rules and the identity, bank " +
      "and pincode checks together, so one answer lists every field to correct",
    example: { panCardNumber: "Invalid PAN number", city: "This field is required" },
  }),
}).openapi("StoreRefusal", { description: "Why an application was refused, naming the field(s)." });

export const StoreRegisteredSchema = z.object({
  message: z.literal(STORE_REGISTERED).openapi({
    description: "What to tell the applicant",
    example: STORE_REGISTERED,
  }),
}).openapi("StoreRegistered", {
  description: "The application is saved: the store can sign in and waits for the admin's approval.",
});

export const VendorDecisionBody = z.object({
  accountApproval: z.boolean().optional().openapi({
    description: "false approves the store (its products go on the storefront); true rejects it / puts it " +
      "back to Pending (true means Pending)",
    example: false,
  }),
  activeStatus: z.boolean().optional().openapi({
    description:
      "false switches the store off (it and its products leave the storefront); true switches it on",
    example: true,
  }),
  reason: z.string().trim().max(REASON_MAX, { error: `reason: at most ${REASON_MAX} characters.` }).optional()
    .openapi({
      description:
        "Why: required to reject (`accountApproval: true`) or switch off (`activeStatus: false`), " +
        `at most 500 characters ('${REASON_REQUIRED}'); optional for an approval or a switch-on (a note ` +
        "for the store). Kept with the store (replacing the last one), emailed to it, and audited",
      example: "The GST certificate does not match the store's address.",
    }),
}).strict().refine((body) => body.accountApproval !== undefined || body.activeStatus !== undefined, {
  error: NO_DECISION,
}).refine(
  (body) => !(body.accountApproval === true || body.activeStatus === false) || Boolean(body.reason),
  { error: REASON_REQUIRED },
).openapi("VendorDecision", {
  description: "The admin's decision on a store: approval and/or active status, with a reason (required to " +
    "reject or switch off).",
});
export type VendorDecision = z.infer<typeof VendorDecisionBody>;

export const VendorIdParam = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "Store (vendor) id",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
});

export const VendorListQuery = PageQuery.extend({
  search: z.string().trim().max(100, { error: "search: at most 100 characters." }).optional().openapi({
    description: "Only stores whose name, phone, city or address contains this text (any case)",
    example: "sharma",
  }),
  approval: z.enum(APPROVAL_STATES).optional().openapi({
    description: "Only stores in this state: `pending` (waiting, never refused), `approved`, `rejected` " +
      "(refused, waiting for a new decision)",
    example: "pending",
  }),
  active: z.enum(["true", "false"]).optional().openapi({
    description: "Only stores switched on (`true`) or off (`false`)",
    example: "true",
  }),
});
export type VendorListFilter = z.infer<typeof VendorListQuery>;

export const IfscParam = z.object({
  code: z.string().openapi({
    param: { name: "code", in: "path" },
    description: "An IFSC code (any case)",
    example: "HDFC0000001",
  }),
});

export const IfscSchema = z.object({
  ifsc: z.string().openapi({ description: "The code, in capitals", example: "HDFC0000001" }),
  bank: z.string().openapi({ description: "The bank it belongs to", example: "HDFC Bank" }),
}).openapi("IfscBank", { description: "The bank an IFSC code names (Razorpay's IFSC data, offline)." });

export const VendorListItemSchema = VendorProfileSchema.extend({
  approvalState: z.enum(APPROVAL_STATES).openapi({
    description: "`pending` (waiting for a first decision), `approved`, or `rejected` (refused; still " +
      "Pending by `accountApproval`, waiting for a new decision)",
    example: "approved",
  }),
  decisionReason: z.string().nullable().openapi({
    description: "The reason or note of the admin's last decision, as emailed to the store (null: none)",
    example: "The GST certificate does not match the store's address.",
  }),
  createdAt: z.string().openapi({
    description: "When the store applied (ISO 8601)",
    example: "2026-11-02T09:30:00.000Z",
  }),
}).openapi("VendorListItem", {
  description: "A store as the admin's list shows it: its profile, where it stands, and why.",
});
