/**
 * The admin's own profile: read it (the account number masked), and save a change with its audit record
 * (before and after, the account number masked there too) in one transaction.
 */
import type { DB } from "../../../db/database.ts";
import type { SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { AppError } from "../../core/errors.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import {
  type AdminProfileColumn,
  type AdminProfileRow,
  findAdminProfile,
  saveAdminProfile,
} from "./profile.queries.ts";
import {
  ADMIN_BANK_FIELDS,
  ADMIN_PROFILE_FIELDS,
  type AdminProfileField,
  DEFAULT_ROLE,
  maskAccount,
  OWN_ADMIN_PROFILE_ONLY,
} from "./profile.rules.ts";

export interface AdminProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  role: string;
  department: string;
  designation: string;
  employeeID: string;
  city: string;
  pincode: string;
  bankName: string;
  branch: string;
  /** Only the last 4 digits, after '••••••'. */
  accountNumber: string;
  ifscCode: string;
}

export const COLUMNS: Record<AdminProfileField, AdminProfileColumn> = {
  firstName: "first_name",
  lastName: "last_name",
  phone: "phone",
  username: "username",
  role: "title",
  department: "department",
  designation: "designation",
  employeeID: "employee_id",
  city: "city",
  pincode: "pincode",
  bankName: "bank_name",
  branch: "branch",
  accountNumber: "account_number",
  ifscCode: "ifsc",
};

/** Every field's stored value (the account number whole: for comparing, never for answers). */
const valuesOf = (row: AdminProfileRow) =>
  Object.fromEntries(ADMIN_PROFILE_FIELDS.map((f) => [f, row[COLUMNS[f]]])) as Record<
    AdminProfileField,
    string
  >;

export const adminProfileJson = (row: AdminProfileRow): AdminProfile => ({
  ...valuesOf(row),
  email: row.email,
  accountNumber: maskAccount(row.account_number),
});

/** The signed-in admin's profile, when the path names their own email (any case); 403 otherwise. */
export async function ownAdminProfile(db: DB, user: SessionUser, email: string): Promise<AdminProfileRow> {
  if (email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(403, OWN_ADMIN_PROFILE_ONLY);
  }
  const row = await findAdminProfile(db, user.id);
  if (!row) throw new AppError(403, OWN_ADMIN_PROFILE_ONLY);
  return row;
}

/** The fields whose value really changes (a blank role is the default 'Admin'). */
export function changesOf(row: AdminProfileRow, input: Partial<Record<AdminProfileField, string>>) {
  const before = valuesOf(row);
  const changes: Partial<Record<AdminProfileField, string>> = {};
  for (const field of ADMIN_PROFILE_FIELDS) {
    let value = input[field];
    if (value === undefined) continue;
    if (field === "role" && value === "") value = DEFAULT_ROLE;
    if (value !== before[field]) changes[field] = value;
  }
  return changes;
}

export const touchesBank = (changes: Partial<Record<AdminProfileField, string>>) =>
  ADMIN_BANK_FIELDS.some((field) => changes[field] !== undefined);

/** For the audit trail: the account number only masked. */
const shown = (field: AdminProfileField, value: string) =>
  field === "accountNumber" ? maskAccount(value) : value;

/** Saves the changes and their audit record together; answers the profile as it now stands. */
export async function saveAdminProfileChange(
  db: DB,
  row: AdminProfileRow,
  changes: Partial<Record<AdminProfileField, string>>,
  actor: SessionUser,
): Promise<AdminProfileRow> {
  const fields = Object.keys(changes) as AdminProfileField[];
  const columns: Partial<Record<AdminProfileColumn, string>> = {};
  for (const field of fields) columns[COLUMNS[field]] = changes[field]!;
  const before = valuesOf(row);
  await db.transaction().execute(async (trx) => {
    await saveAdminProfile(trx, row.user_id, columns);
    await recordAudit(trx, {
      actor: { id: actor.id, role: actor.role },
      action: "admin.profile.update",
      entity: "admin_profile",
      entityId: row.user_id,
      details: {
        fields,
        before: Object.fromEntries(fields.map((f) => [f, shown(f, before[f])])),
        after: Object.fromEntries(fields.map((f) => [f, shown(f, changes[f]!)])),
      },
    });
  });
  const updated = await findAdminProfile(db, row.user_id);
  if (!updated) throw new AppError(403, OWN_ADMIN_PROFILE_ONLY);
  return updated;
}
