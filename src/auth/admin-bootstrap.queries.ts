/** The rows the start-up admin account needs. */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import type { Role } from "./guard.ts";

export function findAccountByEmail(
  db: DB,
  email: string,
): Promise<{ id: string; role: Role; password_hash: string } | undefined> {
  return db.selectFrom("users").select(["id", "role", "password_hash"])
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

/** Inserts the admin account; undefined when another account took the email first (a second server starting). */
export async function insertAdminAccount(
  db: DB,
  admin: { id: string; name: string; email: string; passwordHash: string },
): Promise<string | undefined> {
  const row = await db.insertInto("users")
    .values({
      id: admin.id,
      name: admin.name,
      email: admin.email,
      mobile: "",
      password_hash: admin.passwordHash,
      role: "admin",
      delivery_location: null,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}
