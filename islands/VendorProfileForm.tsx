/**
 * The vendor's profile: Basic Information, Store Information and Bank Details, each its
 * own form with its own Save Changes, saving only its fields. Fields are checked on blur with the store
 * form's rules; the server checks them again (and more) and its message names the field. A new email or
 * new bank details need the current password; the account number is shown masked and typed anew to change.
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import type { VendorProfile } from "../src/vendors/stores/vendor.schema.ts";
import {
  checkGstin,
  checkStoreField,
  IFSC_INVALID,
  normalizeStoreField,
  STORE_FIELD_RULES,
} from "../src/vendors/stores/store-rules.ts";
import {
  currentPasswordNeeded,
  fieldMessage,
  PROFILE_SECTIONS,
  type ProfileField,
  type ProfileSection,
  SAVE_FAILED,
  SAVED,
} from "../src/vendors/profile/profile.rules.ts";
import { apiCall, ApiError } from "./_api.ts";
import { Field } from "./_forms.tsx";
import {
  CurrentPasswordField,
  ProfileSectionForm,
  type SectionValues,
  useProfileSection,
} from "./_profile-section.tsx";

interface InputSpec {
  type?: string;
  autoComplete: string;
  inputMode?: "numeric" | "email" | "tel" | "url";
  /** Codes typed in capitals (the server accepts lower case too). */
  upper?: boolean;
  hint?: string;
}

const INPUTS: Record<ProfileField, InputSpec> = {
  firstName: { autoComplete: "given-name" },
  lastName: { autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email", hint: "Also the email you sign in with." },
  phone: { type: "tel", autoComplete: "tel-national", inputMode: "numeric", hint: "10 digits, starting 6-9" },
  username: { autoComplete: "username" },
  storeName: { autoComplete: "organization" },
  storeAddress: { autoComplete: "street-address" },
  googleMapsLink: { type: "url", autoComplete: "url", inputMode: "url", hint: "Optional" },
  city: { autoComplete: "address-level2", hint: "Set from the pincode when the pincode changes." },
  pincode: { autoComplete: "postal-code", inputMode: "numeric" },
  panCardNumber: { autoComplete: "off", upper: true, hint: "As on the PAN card, e.g. AAPFU0939F" },
  gstNumber: { autoComplete: "off", upper: true, hint: "15 characters; characters 3 to 12 are the PAN" },
  bankName: { autoComplete: "off", hint: "Taken from the IFSC code when the bank has one." },
  ifscCode: { autoComplete: "off", upper: true, hint: "e.g. HDFC0000001" },
  branch: { autoComplete: "off" },
  accountNumber: {
    autoComplete: "off",
    inputMode: "numeric",
    hint: "Only its last 4 digits are shown. To change it, type the whole new number.",
  },
};

/** Long values get the whole row on wide screens. */
const WIDE: readonly ProfileField[] = ["storeAddress", "googleMapsLink"];

/** The field a server message is about: it names the field by its label (or the current password). */
function fieldOf(
  message: string,
  fields: readonly ProfileField[],
): ProfileField | "currentPassword" | undefined {
  const text = message.toLowerCase();
  if (text.includes("current password")) return "currentPassword";
  return [...fields].sort((a, b) => STORE_FIELD_RULES[b].label.length - STORE_FIELD_RULES[a].label.length)
    .find((field) => text.includes(STORE_FIELD_RULES[field].label.toLowerCase()));
}

/** The bank an IFSC code names (GET /api/ifsc/{code}), or the server's reason it names none. */
async function lookUpBank(code: string): Promise<{ bank: string } | { error: string }> {
  try {
    return await apiCall<{ bank: string }>("GET", `/api/ifsc/${encodeURIComponent(code)}`);
  } catch (error) {
    // Only a code the server says is wrong is an error; a failed lookup leaves the check to Save.
    const wrong = error instanceof ApiError && error.message.startsWith(IFSC_INVALID);
    return wrong ? { error: error.message } : { bank: "" };
  }
}

/**
 * A blank account number means "keep the current one". The GSTIN is also checked for its state code, check
 * character and the PAN inside it (the server's own code), the PAN as typed or else as stored.
 */
function problemOf(
  field: ProfileField,
  value: string,
  values: SectionValues<ProfileField>,
  profile: VendorProfile,
) {
  if (field === "accountNumber" && value.trim() === "") return undefined;
  const message = checkStoreField(field, value);
  if (message || field !== "gstNumber") return message;
  const gst = normalizeStoreField("gstNumber", value);
  if (gst === profile.gstNumber && values.panCardNumber === undefined) return undefined;
  const pan = normalizeStoreField("panCardNumber", values.panCardNumber ?? profile.panCardNumber);
  return checkGstin(gst, checkStoreField("panCardNumber", pan) ? undefined : pan);
}

interface SectionProps {
  section: ProfileSection;
  profile: VendorProfile;
  onSaved(profile: VendorProfile): void;
}

function SectionForm({ section, profile, onSaved }: SectionProps) {
  const [bankHint, setBankHint] = useState<string | null>(null);
  const id = (field: ProfileField | "currentPassword") =>
    field === "currentPassword" ? `profile-${section.id}-current-password` : `profile-${field}`;
  const { values, setValues, errors, setError, notice, busy, password, setPassword, changed, save } =
    useProfileSection<ProfileField, VendorProfile>({
      fields: section.fields,
      sent: section.fields,
      profile,
      path: `/profile/${encodeURIComponent(profile.email)}`,
      normalize: normalizeStoreField,
      problem: (field, value, values) => problemOf(field, value, values, profile),
      passwordNeeded: currentPasswordNeeded,
      problemNotice: fieldMessage,
      failText: (reason) => `${SAVE_FAILED}: ${reason}`,
      fieldOf: (reason) => fieldOf(reason, section.fields),
      // The notice names the field; the message under the field need not ("Store name: " is dropped).
      fieldText: (field, reason) => {
        const label = field === "currentPassword" ? "" : `${STORE_FIELD_RULES[field].label}: `;
        return label && reason.startsWith(label) ? reason.slice(label.length) : reason;
      },
      savedText: SAVED,
      idOf: id,
      onSaved,
      clearFixedRefusal: true,
    });
  const askPassword = section.id === "bank" || Boolean(currentPasswordNeeded(changed));

  const onBlur = async (field: ProfileField) => {
    const value = values[field] ?? "";
    const problem = problemOf(field, value, values, profile);
    setError(field, problem);
    if (field !== "ifscCode") return;
    setBankHint(null);
    if (problem) return;
    const bank = await lookUpBank(normalizeStoreField("ifscCode", value));
    if ("error" in bank) return setError("ifscCode", bank.error);
    if (!bank.bank) return;
    setBankHint(`${bank.bank}: the bank name is taken from the IFSC code.`);
    setValues((all) => ({ ...all, bankName: bank.bank }));
  };

  return (
    <ProfileSectionForm
      id={`profile-${section.id}`}
      title={section.title}
      onSubmit={save}
      saveLabel="Save Changes"
      busy={busy}
      notice={notice}
    >
      {section.fields.map((field) => (
        <div
          key={field}
          className={WIDE.includes(field) ? "profile-field profile-wide" : "profile-field"}
        >
          <Field
            id={id(field)}
            name={field}
            label={STORE_FIELD_RULES[field].label}
            value={values[field] ?? ""}
            maxLength={STORE_FIELD_RULES[field].maxLength}
            error={errors[field]}
            placeholder={field === "accountNumber" ? profile.accountNumber : undefined}
            hint={field === "ifscCode" && bankHint ? bankHint : INPUTS[field].hint}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((all) => ({ ...all, [field]: value }));
              // A field marked wrong is re-checked as it is corrected: the mark leaves once it is right.
              if (errors[field]) {
                setError(
                  field,
                  problemOf(field, value, { ...values, [field]: value }, profile),
                );
              }
            }}
            onBlur={(e) => {
              // Leaving for this form's Save: the submit checks every field, and an error shown now
              // would move the button from under the pointer between mousedown and click.
              const next = e.relatedTarget;
              if (
                next instanceof HTMLButtonElement && next.type === "submit" &&
                next.form === e.currentTarget.form
              ) {
                return;
              }
              void onBlur(field);
            }}
            type={INPUTS[field].type ?? "text"}
            autoComplete={INPUTS[field].autoComplete}
            inputMode={INPUTS[field].inputMode}
            autoCapitalize={INPUTS[field].upper ? "characters" : undefined}
            className={INPUTS[field].upper ? "profile-code" : undefined}
          />
        </div>
      ))}
      {askPassword && (
        <CurrentPasswordField
          id={id("currentPassword")}
          value={password}
          error={errors.currentPassword}
          hint={section.id === "bank"
            ? "Needed to save new bank details; we email you when they change."
            : "Needed to change your email."}
          onChange={(value) => {
            setPassword(value);
            if (errors.currentPassword && value) setError("currentPassword", undefined);
          }}
        />
      )}
    </ProfileSectionForm>
  );
}

function VendorProfileForm({ profile: initial }: { profile: VendorProfile }) {
  const [profile, setProfile] = useState(initial);
  return (
    <div className="vendor-profile">
      {PROFILE_SECTIONS.map((section) => (
        <SectionForm key={section.id} section={section} profile={profile} onSaved={setProfile} />
      ))}
    </div>
  );
}

export default island("VendorProfileForm", VendorProfileForm);
