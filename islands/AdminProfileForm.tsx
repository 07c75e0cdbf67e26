/**
 * The admin's own profile: Personal, Work and Bank, each its own form with its own
 * save button, saving only its fields with PUT /admin/profile/{email}: 'Profile updated successfully!' or
 * 'Failed to save changes.' with the reason. Fields are checked on blur with the same rules as the server
 * (src/admin/profile/profile.rules.ts). The email is the sign-in email, read-only. Bank details need the current
 * password; the account number shows masked and is typed anew to change it.
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import type { AdminProfile } from "../src/admin/profile/profile.service.ts";
import {
  ADMIN_BANK_FIELDS,
  ADMIN_FIELD_RULES,
  ADMIN_PROFILE_SECTIONS,
  type AdminProfileField,
  type AdminProfileKey,
  type AdminProfileSection,
  BANK_PASSWORD_NEEDED,
  checkAdminField,
  normalizeAdminField,
  PROFILE_SAVE_FAILED,
  PROFILE_SAVED,
} from "../src/admin/profile/profile.rules.ts";
import { Field } from "./_forms.tsx";
import { CurrentPasswordField, ProfileSectionForm, useProfileSection } from "./_profile-section.tsx";

const INPUTS: Partial<Record<AdminProfileKey, { type?: string; autoComplete?: string; hint?: string }>> = {
  firstName: { autoComplete: "given-name" },
  lastName: { autoComplete: "family-name" },
  email: {
    type: "email",
    autoComplete: "email",
    hint: "The email you sign in with; it cannot be changed here.",
  },
  phone: { type: "tel", autoComplete: "tel-national", hint: "10 digits, starting 6-9" },
  username: { autoComplete: "username" },
  role: { hint: "Admin unless set." },
  city: { autoComplete: "address-level2" },
  pincode: { autoComplete: "postal-code", hint: "6 digits" },
  ifscCode: { hint: "e.g. HDFC0000001" },
  accountNumber: {
    hint: "9 to 18 digits. Only its last 4 are shown: type the whole new number to change it.",
  },
};
const NUMERIC: readonly AdminProfileKey[] = ["phone", "pincode", "accountNumber"];

const editable = (section: AdminProfileSection) =>
  section.fields.filter((f): f is AdminProfileField => f !== "email");

/** The field a server message names ("phone: Invalid phone number"), or the current password. */
function fieldOf(message: string): AdminProfileKey | "currentPassword" | undefined {
  if (/current password/i.test(message)) return "currentPassword";
  const name = /^([A-Za-z]+): /.exec(message)?.[1];
  return name && name in ADMIN_FIELD_RULES ? name as AdminProfileKey : undefined;
}

const id = (field: AdminProfileKey | "currentPassword") =>
  field === "currentPassword" ? `admin-profile-current-password` : `admin-profile-${field}`;

function SectionForm(
  { section, profile, onSaved }: {
    section: AdminProfileSection;
    profile: AdminProfile;
    onSaved(profile: AdminProfile): void;
  },
) {
  const { values, setValues, errors, setError, notice, busy, password, setPassword, save } =
    useProfileSection<
      AdminProfileKey,
      AdminProfile
    >({
      fields: section.fields,
      sent: editable(section),
      profile,
      path: `/admin/profile/${encodeURIComponent(profile.email)}`,
      normalize: (field, value) => normalizeAdminField(field as AdminProfileField, value),
      problem: (field, value) => checkAdminField(field as AdminProfileField, value),
      passwordNeeded: (changed) =>
        changed.some((f) => ADMIN_BANK_FIELDS.includes(f as AdminProfileField))
          ? BANK_PASSWORD_NEEDED
          : undefined,
      failText: (reason) => `${PROFILE_SAVE_FAILED} ${reason}`,
      fieldOf,
      fieldText: (_field, reason) => reason.replace(/^[A-Za-z]+: /, ""),
      savedText: PROFILE_SAVED,
      idOf: id,
      onSaved,
    });
  const isBank = section.id === "bank";

  return (
    <ProfileSectionForm
      id={`admin-profile-${section.id}`}
      title={section.title}
      onSubmit={save}
      saveLabel={`Save ${section.title}`}
      busy={busy}
      notice={notice}
    >
      {section.fields.map((field) => (
        <div key={field} className="profile-field">
          <Field
            id={id(field)}
            name={field}
            label={ADMIN_FIELD_RULES[field].label}
            value={field === "email" ? profile.email : values[field] ?? ""}
            readOnly={field === "email"}
            maxLength={ADMIN_FIELD_RULES[field].maxLength}
            error={errors[field]}
            placeholder={field === "accountNumber" ? profile.accountNumber : undefined}
            hint={INPUTS[field]?.hint}
            type={INPUTS[field]?.type ?? "text"}
            autoComplete={INPUTS[field]?.autoComplete ?? "off"}
            inputMode={NUMERIC.includes(field) ? "numeric" : undefined}
            className={ADMIN_FIELD_RULES[field].upperCase ? "profile-code" : undefined}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((all) => ({ ...all, [field]: value }));
            }}
            onBlur={(e) => {
              if (field === "email") return;
              const next = e.relatedTarget;
              if (next instanceof HTMLButtonElement && next.type === "submit") return;
              setError(field, checkAdminField(field, values[field] ?? ""));
            }}
          />
        </div>
      ))}
      {isBank && (
        <CurrentPasswordField
          id={id("currentPassword")}
          value={password}
          error={errors.currentPassword}
          hint="Needed to save new bank details."
          onChange={setPassword}
        />
      )}
    </ProfileSectionForm>
  );
}

function AdminProfileForm({ profile: initial }: { profile: AdminProfile }) {
  const [profile, setProfile] = useState(initial);
  return (
    <div className="admin-profile">
      {ADMIN_PROFILE_SECTIONS.map((section) => (
        <SectionForm key={section.id} section={section} profile={profile} onSaved={setProfile} />
      ))}
    </div>
  );
}

export default island("AdminProfileForm", AdminProfileForm);
