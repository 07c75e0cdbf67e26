/**
 * A vendor's own profile: who may read it, what a change must pass (the store form's rules
 * and the server's identity and bank checks, on the fields that change), and saving it with the account
 * it signs in with, its audit record and, for a new email or payout account, a notice by email.
 */
import type { DB } from "../../../db/database.ts";
import type { SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { AppError } from "../../core/errors.ts";
import { type MailSettings, sendMail } from "../../core/mail.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { checkGstin, checkIfsc, checkPan, checkPincode, ifscDetails } from "../stores/kyc.ts";
import { checkStoreField, normalizeStoreField } from "../stores/store-rules.ts";
import { toVendorProfileJson } from "../stores/vendor.json.ts";
import type { VendorProfile } from "../stores/vendor.schema.ts";
import {
  findVendorByEmail,
  findVendorById,
  PROFILE_COLUMNS,
  type ProfileColumn,
  updateVendorAccount,
  updateVendorColumns,
  type VendorRow,
} from "./profile.queries.ts";
import {
  BANK_FIELDS,
  maskAccountNumber,
  OWN_STORE_ONLY,
  PROFILE_FIELDS,
  type ProfileField,
  VENDOR_NOT_FOUND,
} from "./profile.rules.ts";
import { profileNotices } from "./profile.notices.ts";

export type ProfileChanges = Partial<Record<ProfileField, string>>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The profile as people see it: the payout account number shows only its last 4 digits. */
export const profileJson = (row: VendorRow): VendorProfile => ({
  ...toVendorProfileJson(row),
  accountNumber: maskAccountNumber(row.account_number),
});

/** The store's own email or its account's, any case. */
const isOwnEmail = (email: string, user: SessionUser, row: VendorRow) =>
  [row.email, user.email].some((own) => own.toLowerCase() === email.trim().toLowerCase());

/**
 * The store a profile call names by email: a vendor reaches only its own (403 otherwise, without saying
 * whether the other store exists); an admin any (404 when none has it).
 */
export async function profileRowFor(
  db: DB,
  user: SessionUser,
  email: string,
): Promise<VendorRow> {
  if (user.role === "admin") {
    const row = await findVendorByEmail(db, email.trim());
    if (!row) throw new AppError(404, VENDOR_NOT_FOUND);
    return row;
  }
  const row = user.vendor_id ? await findVendorById(db, user.vendor_id) : undefined;
  if (!row || !isOwnEmail(email, user, row)) throw new AppError(403, OWN_STORE_ONLY);
  return row;
}

/** The signed-in vendor's own profile, for its page. */
export async function ownProfile(db: DB, vendorId: string): Promise<VendorProfile> {
  const row = await findVendorById(db, vendorId);
  if (!row) throw new AppError(404, VENDOR_NOT_FOUND);
  return profileJson(row);
}

const storedValue = (row: VendorRow, field: ProfileField) => row[PROFILE_COLUMNS[field]] ?? "";

export type ProfilePlan =
  | { ok: true; changes: ProfileChanges }
  | { ok: false; errors: ProfileErrors };

/**
 * What a change would store: each sent field normalized and checked with the store form's rule, then the
 * fields whose value really changes checked as an application's are (PAN holder type, the GSTIN against
 * the PAN it will be stored with, an IFSC a branch has, whose bank names the bank, a pincode India Post
 * knows, whose city is taken).
 * Stored values that are not changed are not re-checked: a store is never blocked by an older record.
 */
export async function planProfileChange(db: DB, row: VendorRow, input: ProfileChanges): Promise<ProfilePlan> {
  const errors: ProfileErrors = {};
  const changes: ProfileChanges = {};
  for (const field of PROFILE_FIELDS) {
    const raw = input[field];
    if (raw === undefined) continue;
    // The stored value as sent (the account number as GET masks it) is no change, and is not re-checked.
    if (field === "accountNumber" && raw === maskAccountNumber(row.account_number)) continue;
    if (normalizeStoreField(field, raw) === storedValue(row, field)) continue;
    const problem = checkStoreField(field, raw);
    if (problem) errors[field] = problem;
    const value = normalizeStoreField(field, raw);
    if (!problem && value !== storedValue(row, field)) changes[field] = value;
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const after = (field: ProfileField) => changes[field] ?? storedValue(row, field);
  if (changes.panCardNumber !== undefined) {
    const problem = checkPan(changes.panCardNumber);
    if (problem) errors.panCardNumber = problem;
  }
  if ((changes.panCardNumber !== undefined || changes.gstNumber !== undefined) && !errors.panCardNumber) {
    const problem = checkGstin(after("gstNumber"), after("panCardNumber"));
    if (problem) errors.gstNumber = problem;
  }
  if (changes.ifscCode !== undefined) {
    const problem = checkIfsc(changes.ifscCode);
    if (problem) errors.ifscCode = problem;
  }
  // As in the application (stores.service.ts): the bank name is the one the IFSC names, when it names one.
  const bank = errors.ifscCode ? undefined : ifscDetails(after("ifscCode"))?.bank;
  if (bank && (changes.ifscCode !== undefined || changes.bankName !== undefined)) {
    if (bank !== row.bank_name) changes.bankName = bank;
    else delete changes.bankName;
  }
  if (changes.pincode !== undefined) {
    const place = await checkPincode(db, changes.pincode);
    if (typeof place === "string") errors.pincode = place;
    else if (place.city !== row.city) changes.city = place.city;
    else delete changes.city;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, changes };
}

/** Field names with values: bank details and the PAN only by name (audit_log keeps no financial ids). */
const SECRET_FIELDS: readonly ProfileField[] = [...BANK_FIELDS, "panCardNumber"];

/**
 * Stores the change on the store and, for the email, name and phone, on the account it signs in with, with
 * its audit record: all in one transaction. Answers the updated row.
 */
export async function saveProfileChange(
  db: DB,
  row: VendorRow,
  changes: ProfileChanges,
  actor: SessionUser,
): Promise<VendorRow> {
  const fields = Object.keys(changes) as ProfileField[];
  const columns: Partial<Record<ProfileColumn, string>> = {};
  for (const field of fields) columns[PROFILE_COLUMNS[field]] = changes[field]!;
  return await db.transaction().execute(async (trx) => {
    const updated = await updateVendorColumns(trx, row.id, columns);
    if (!updated) throw new AppError(404, VENDOR_NOT_FOUND);
    if (updated.user_id) {
      const account: Partial<{ email: string; name: string; mobile: string }> = {};
      if (changes.email !== undefined) account.email = updated.email;
      if (changes.firstName !== undefined || changes.lastName !== undefined) {
        account.name = `${updated.first_name} ${updated.last_name}`.trim();
      }
      if (changes.phone !== undefined) account.mobile = updated.phone;
      if (Object.keys(account).length) await updateVendorAccount(trx, updated.user_id, account);
    }
    const shown = fields.filter((field) => !SECRET_FIELDS.includes(field));
    await recordAudit(trx, {
      actor: { id: actor.id, role: actor.role },
      action: "vendor.profile.update",
      entity: "vendor",
      entityId: row.id,
      details: {
        fields,
        changes: Object.fromEntries(
          shown.map((field) => [field, { from: storedValue(row, field), to: changes[field] }]),
        ),
      },
    });
    return updated;
  });
}

/**
 * After the change is committed: tells the store's email (the old and the new one) about a new payout
 * account or email. A mail that cannot go out is logged, never undoes the change.
 */
export async function sendProfileNotices(
  settings: MailSettings,
  before: VendorRow,
  after: VendorRow,
  changed: readonly ProfileField[],
): Promise<void> {
  for (const mail of profileNotices(before, after, changed)) {
    try {
      await sendMail(settings, mail);
    } catch (error) {
      console.error(`Profile change notice to ${mail.to} not sent:`, error);
    }
  }
}
