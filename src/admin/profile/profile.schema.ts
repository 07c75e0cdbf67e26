/** The admin profile calls' bodies and answers (GET and PUT /admin/profile/{email}), validated by zod. */
import { z } from "@hono/zod-openapi";
import { checkIfsc } from "../../vendors/stores/kyc.ts";
import { PASSWORD_MAX } from "../../vendors/stores/store-rules.ts";
import {
  ADMIN_BANK_FIELDS,
  ADMIN_FIELD_RULES,
  ADMIN_PROFILE_FIELDS,
  type AdminProfileField,
  DEFAULT_ROLE,
  normalizeAdminField,
  PROFILE_SAVED,
} from "./profile.rules.ts";

const examples: Record<AdminProfileField, string> = {
  firstName: "Meera",
  lastName: "Iyer",
  phone: "9876543210",
  username: "meera.admin",
  role: "Admin",
  department: "Operations",
  designation: "Marketplace Manager",
  employeeID: "SC-0042",
  city: "Bengaluru",
  pincode: "560001",
  bankName: "HDFC Bank",
  branch: "MG Road",
  accountNumber: "50100123456789",
  ifscCode: "HDFC0000001",
};

function fieldSchema(field: AdminProfileField) {
  const rule = ADMIN_FIELD_RULES[field];
  const words = [
    `${rule.label}. Trimmed; ${
      field === "role" ? `blank means '${DEFAULT_ROLE}'` : "blank leaves it unset"
    }.`,
  ];
  if (rule.pattern) words.push(`Otherwise must match \`${rule.pattern.source}\` ('${rule.message}').`);
  if (field === "ifscCode") {
    words.push("Capitals; a code some bank branch has (the store form's IFSC check).");
  }
  if (ADMIN_BANK_FIELDS.includes(field)) words.push("Changing it needs `currentPassword`.");
  const schema = z.string().max(1000).transform((value) => normalizeAdminField(field, value))
    .superRefine((value, ctx) => {
      const problem = value && rule.pattern && !rule.pattern.test(value)
        ? rule.message!
        : value.length > rule.maxLength
        ? `At most ${rule.maxLength} characters`
        : value && field === "ifscCode"
        ? checkIfsc(value)
        : undefined;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
  return schema.optional().openapi({ description: words.join(" "), example: examples[field] });
}

const fields = Object.fromEntries(ADMIN_PROFILE_FIELDS.map((f) => [f, fieldSchema(f)])) as Record<
  AdminProfileField,
  ReturnType<typeof fieldSchema>
>;

export const AdminProfileChangeBody = z.object({
  ...fields,
  currentPassword: z.string().max(PASSWORD_MAX).optional().openapi({
    description: "The account's password: required to change any bank detail (bankName, branch, " +
      "accountNumber, ifscCode), and checked whenever sent.",
    example: "admin-secret-123",
  }),
}).strict().openapi("AdminProfileChange", {
  description: "Any of the profile's fields (one section of the form, or more); fields sent with their " +
    "stored value are not changes. The email is the sign-in email and is not changed here; other fields " +
    "are refused (400 naming them).",
});

const text = (description: string, example: string) => z.string().openapi({ description, example });

export const AdminProfileSchema = z.object({
  firstName: text("First name", "Meera"),
  lastName: text("Last name", "Iyer"),
  email: text("The admin's sign-in email (read-only)", "admin@swiftcart.in"),
  phone: text("Phone, 10 digits starting 6-9, or blank", "9876543210"),
  username: text("Username", "meera.admin"),
  role: text(`Role ('${DEFAULT_ROLE}' unless set)`, "Admin"),
  department: text("Department", "Operations"),
  designation: text("Designation", "Marketplace Manager"),
  employeeID: text("Employee ID", "SC-0042"),
  city: text("City", "Bengaluru"),
  pincode: text("Pincode, 6 digits, or blank", "560001"),
  bankName: text("Bank name", "HDFC Bank"),
  branch: text("Branch", "MG Road"),
  accountNumber: text("The account number's last 4 digits after '••••••' (blank when unset)", "••••••6789"),
  ifscCode: text("IFSC code", "HDFC0000001"),
}).openapi("AdminProfile", {
  description: "The signed-in admin's own profile.",
});

export const AdminProfileSavedSchema = z.object({
  message: z.string().openapi({ description: `'${PROFILE_SAVED}'`, example: PROFILE_SAVED }),
  profile: AdminProfileSchema,
}).openapi("AdminProfileSaved", { description: "Saved; the profile as it now stands." });

export const AdminEmailParam = z.object({
  email: z.string().min(1).max(254).openapi({
    description: "The signed-in admin's own email, URL-encoded, any case",
    example: "admin@swiftcart.in",
  }),
});
