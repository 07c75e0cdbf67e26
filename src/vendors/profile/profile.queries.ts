/** The rows behind a vendor's profile: its store (vendors) and the account it signs in with (users). */
import { sql, type Transaction } from "kysely";
import type { Database, DB, VendorTable } from "../../../db/database.ts";
import type { VendorRow } from "../stores/vendor.json.ts";
import type { ProfileField } from "./profile.rules.ts";

export type { VendorRow };

/** The vendors column behind each profile field. */
export const PROFILE_COLUMNS = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  phone: "phone",
  username: "username",
  storeName: "store_name",
  storeAddress: "store_address",
  googleMapsLink: "google_maps_link",
  city: "city",
  pincode: "pincode",
  panCardNumber: "pan",
  gstNumber: "gstin",
  bankName: "bank_name",
  ifscCode: "ifsc",
  branch: "branch",
  accountNumber: "account_number",
} as const satisfies Record<ProfileField, keyof VendorTable>;

export type ProfileColumn = typeof PROFILE_COLUMNS[ProfileField];

export function findVendorById(db: DB, vendorId: string): Promise<VendorRow | undefined> {
  return db.selectFrom("vendors").selectAll().where("id", "=", vendorId).executeTakeFirst();
}

/** The store whose own email, or whose account's email, this is (any case). */
export function findVendorByEmail(db: DB, email: string): Promise<VendorRow | undefined> {
  const lower = email.toLowerCase();
  return db.selectFrom("vendors as v")
    .leftJoin("users as u", "u.id", "v.user_id")
    .selectAll("v")
    .where((eb) =>
      eb.or([eb(sql<string>`lower(v.email)`, "=", lower), eb(sql<string>`lower(u.email)`, "=", lower)])
    )
    .orderBy(sql`lower(v.email) = ${lower}`, "desc")
    .executeTakeFirst();
}

/** Whether another store or another account (not this store's own) has this email. */
export async function emailTakenByOthers(
  db: DB,
  email: string,
  own: { vendorId: string; userId: string | null },
): Promise<boolean> {
  const lower = email.toLowerCase();
  const store = await db.selectFrom("vendors").select("id")
    .where(sql<string>`lower(email)`, "=", lower).where("id", "<>", own.vendorId).executeTakeFirst();
  if (store) return true;
  let users = db.selectFrom("users").select("id").where(sql<string>`lower(email)`, "=", lower);
  if (own.userId) users = users.where("id", "<>", own.userId);
  return (await users.executeTakeFirst()) !== undefined;
}

export async function usernameTakenByOthers(db: DB, username: string, vendorId: string): Promise<boolean> {
  const row = await db.selectFrom("vendors").select("id")
    .where(sql<string>`lower(username)`, "=", username.toLowerCase()).where("id", "<>", vendorId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateVendorColumns(
  trx: Transaction<Database>,
  vendorId: string,
  columns: Partial<Record<ProfileColumn, string>>,
): Promise<VendorRow | undefined> {
  return await trx.updateTable("vendors").set({ ...columns, updated_at: new Date() })
    .where("id", "=", vendorId).returningAll().executeTakeFirst();
}

/** Keeps the account's sign-in email, name and mobile the store's own. */
export async function updateVendorAccount(
  trx: Transaction<Database>,
  userId: string,
  account: Partial<{ email: string; name: string; mobile: string }>,
): Promise<void> {
  await trx.updateTable("users").set({ ...account, updated_at: new Date() }).where("id", "=", userId)
    .where("role", "=", "vendor").execute();
}

/** Whether the database refused a row for a unique index, and which (e.g. "vendors_username_key"). */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as
    | { code?: string; constraint?: string; constraint_name?: string; message?: string }
    | null;
  if (e?.code !== "23505") return undefined;
  return e.constraint_name ?? e.constraint ?? e.message ?? "";
}
