/**
 * The admin's own profile (spec 2.5 Profile, 8): Personal, Work and Bank, each its own form with its own
 * save button, saving only its fields with PUT /admin/profile/{email}: 'Profile updated successfully!' or
 * 'Failed to save changes.' with the reason. Fields are checked on blur with the same rules as the server
 * (src/admin/profile/profile.rules.ts). The email is the sign-in email, read-only. Bank details need the current
 * password; the account number shows masked and is typed anew to change it.
 */
import { type FormEvent, useState } from "react";
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
import { PanelSection } from "../src/ui/panel/PanelPage.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { Field, type Notice } from "./_forms.tsx";
import { CurrentPasswordField, SectionActions } from "./_profile-section.tsx";

type Values = Partial<Record<AdminProfileKey, string>>;
type Errors = Partial<Record<AdminProfileKey | "currentPassword", string>>;

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

const valuesOf = (section: AdminProfileSection, profile: AdminProfile): Values =>
  Object.fromEntries(section.fields.map((f) => [f, f === "accountNumber" ? "" : profile[f]]));

function changedFields(section: AdminProfileSection, values: Values, profile: AdminProfile) {
  return editable(section).filter((field) => {
    const value = values[field] ?? "";
    if (field === "accountNumber") return value.trim() !== "";
    return normalizeAdminField(field, value) !== profile[field];
  });
}

/** The field a server message names ("phone: Invalid phone number"), or the current password. */
function fieldOf(message: string): AdminProfileKey | "currentPassword" | undefined {
  if (/current password/i.test(message)) return "currentPassword";
  const name = /^([A-Za-z]+): /.exec(message)?.[1];
  return name && name in ADMIN_FIELD_RULES ? name as AdminProfileKey : undefined;
}

function SectionForm(
  { section, profile, onSaved }: {
    section: AdminProfileSection;
    profile: AdminProfile;
    onSaved(profile: AdminProfile): void;
  },
) {
  const [values, setValues] = useState(() => valuesOf(section, profile));
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState("");
  const isBank = section.id === "bank";
  const id = (field: keyof Errors) =>
    field === "currentPassword" ? `admin-profile-current-password` : `admin-profile-${field}`;

  const refuse = (reason: string, field?: keyof Errors) => {
    setNotice({ kind: "error", text: `${PROFILE_SAVE_FAILED} ${reason}` });
    if (!field) return;
    setErrors((all) => ({ ...all, [field]: reason.replace(/^[A-Za-z]+: /, "") }));
    requestAnimationFrame(() => document.getElementById(id(field))?.focus());
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found: Errors = {};
    for (const field of editable(section)) found[field] = checkAdminField(field, values[field] ?? "");
    const changed = changedFields(section, values, profile);
    if (changed.some((f) => ADMIN_BANK_FIELDS.includes(f)) && password === "") {
      found.currentPassword = BANK_PASSWORD_NEEDED;
    }
    setErrors(found);
    const first = (Object.keys(found) as (keyof Errors)[]).find((field) => found[field]);
    if (first) return refuse(found[first]!, first);
    const body: Record<string, string> = {};
    for (const field of editable(section)) {
      if (field !== "accountNumber" || changed.includes(field)) body[field] = values[field] ?? "";
    }
    if (password !== "") body.currentPassword = password;
    setBusy(true);
    try {
      const answer = await apiCall<{ message: string; profile: AdminProfile }>(
        "PUT",
        `/admin/profile/${encodeURIComponent(profile.email)}`,
        body,
      );
      setValues(valuesOf(section, answer.profile));
      setPassword("");
      setErrors({});
      setNotice({ kind: "success", text: PROFILE_SAVED });
      onSaved(answer.profile);
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : "Please try again.";
      if (error instanceof ApiError && error.status === 403) setPassword("");
      refuse(reason, fieldOf(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PanelSection id={`admin-profile-${section.id}`} title={section.title} className="profile-section">
      <form noValidate onSubmit={save}>
        <div className="profile-fields">
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
                  setErrors((all) => ({ ...all, [field]: checkAdminField(field, values[field] ?? "") }));
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
        </div>
        <SectionActions label={`Save ${section.title}`} busy={busy} notice={notice} />
      </form>
    </PanelSection>
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
