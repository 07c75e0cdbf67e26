import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { newId } from "../core/ids.ts";

/** What a customer may see of its own account: never the password hash or the role. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  mobile: string;
}

const publicColumns = ["id", "name", "email", "mobile"] as const;

/** Emails are unique whatever their case (the index is on lower(email)). */
export async function emailTaken(db: DB, email: string, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom("users").select("id").where(sql<string>`lower(email)`, "=", email.toLowerCase());
  if (exceptUserId) query = query.where("id", "<>", exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The unique index refused the row: two sign-ups raced for one email. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";

export async function insertCustomer(
  db: DB,
  user: { name: string; email: string; mobile: string; passwordHash: string },
): Promise<PublicUser> {
  return await db.insertInto("users").values({
    id: newId(),
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    password_hash: user.passwordHash,
    role: "customer",
    delivery_location: null,
  }).returning([...publicColumns]).executeTakeFirstOrThrow();
}

export interface UserChanges {
  name?: string;
  email?: string;
  mobile?: string;
  passwordHash?: string;
}

export async function updateUser(
  db: DB,
  userId: string,
  changes: UserChanges,
): Promise<PublicUser | undefined> {
  const values = {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.email !== undefined && { email: changes.email }),
    ...(changes.mobile !== undefined && { mobile: changes.mobile }),
    ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
  };
  return await db.updateTable("users")
    .set({ ...values, updated_at: sql`now()` })
    .where("id", "=", userId)
    .returning([...publicColumns])
    .executeTakeFirst();
}

/** A new password signs the account out everywhere else: whoever knew the old one loses access. */
export async function endOtherSessions(db: DB, userId: string, keepTokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).where("token_hash", "<>", keepTokenHash)
    .execute();
}

/** Sessions, cart, wishlist and addresses go with the user (on delete cascade). */
export async function deleteUser(db: DB, userId: string): Promise<boolean> {
  const result = await db.deleteFrom("users").where("id", "=", userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** One line for the admin lists: the customer's first saved address, or null. */
const firstAddress = sql<string | null>`(
  select concat_ws(', ', nullif(a.street, ''), nullif(a.floor, ''), nullif(a.area, ''), nullif(a.landmark, ''),
    nullif(a.city, ''), nullif(concat_ws(' ', nullif(a.state, ''), nullif(a.postal_code, '')), ''), nullif(a.country, ''))
  from addresses a where a.user_id = u.id order by a.created_at, a.id limit 1
)`;

export async function listCustomers(db: DB, page: { limit: number; page: number }) {
  const [rows, count] = await Promise.all([
    db.selectFrom("users as u")
      .select(["u.id", "u.name", "u.email", "u.mobile", firstAddress.as("address")])
      .where("u.role", "=", "customer")
      .orderBy("u.created_at", "desc").orderBy("u.id", "desc")
      .limit(page.limit).offset((page.page - 1) * page.limit)
      .execute(),
    db.selectFrom("users").select(sql<string>`count(*)`.as("total")).where("role", "=", "customer")
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findCustomer(db: DB, id: string) {
  return db.selectFrom("users as u")
    .select(["u.id", "u.name", "u.email", "u.mobile", firstAddress.as("address")])
    .where("u.id", "=", id)
    .where("u.role", "=", "customer")
    .executeTakeFirst();
}
