import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import { newId } from "../../core/ids.ts";

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
