/** SQL of the admin's own profile (table admin_profiles, one row per admin, made on first save). */
import type { DB } from "../../../db/database.ts";

export interface AdminProfileRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  username: string;
  title: string;
  department: string;
  designation: string;
  employee_id: string;
  city: string;
  pincode: string;
  bank_name: string;
  branch: string;
  account_number: string;
  ifsc: string;
}

export type AdminProfileColumn = Exclude<keyof AdminProfileRow, "user_id" | "email">;

/** The admin account's profile; an admin who never saved one gets the defaults (role 'Admin'). */
export async function findAdminProfile(db: DB, userId: string): Promise<AdminProfileRow | undefined> {
  const row = await db.selectFrom("users as u")
    .leftJoin("admin_profiles as p", "p.user_id", "u.id")
    .select([
      "u.id as user_id",
      "u.email",
      "p.first_name",
      "p.last_name",
      "p.phone",
      "p.username",
      "p.title",
      "p.department",
      "p.designation",
      "p.employee_id",
      "p.city",
      "p.pincode",
      "p.bank_name",
      "p.branch",
      "p.account_number",
      "p.ifsc",
    ])
    .where("u.id", "=", userId).where("u.role", "=", "admin")
    .executeTakeFirst();
  if (!row) return undefined;
  const text = (value: string | null, fallback = "") => value ?? fallback;
  return {
    user_id: row.user_id,
    email: row.email,
    first_name: text(row.first_name),
    last_name: text(row.last_name),
    phone: text(row.phone),
    username: text(row.username),
    title: text(row.title, "Admin"),
    department: text(row.department),
    designation: text(row.designation),
    employee_id: text(row.employee_id),
    city: text(row.city),
    pincode: text(row.pincode),
    bank_name: text(row.bank_name),
    branch: text(row.branch),
    account_number: text(row.account_number),
    ifsc: text(row.ifsc),
  };
}

/** Makes or changes the admin's profile row with these columns. */
export async function saveAdminProfile(
  db: DB,
  userId: string,
  columns: Partial<Record<AdminProfileColumn, string>>,
): Promise<void> {
  await db.insertInto("admin_profiles").values({ user_id: userId, ...columns })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...columns, updated_at: new Date() }))
    .execute();
}
