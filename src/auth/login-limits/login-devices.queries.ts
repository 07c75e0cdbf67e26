/** Devices that signed in to an account before (table login_devices): only the token's SHA-256 is kept. */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";

/** Whether this token hash belongs to a live device of this account. */
export async function isKnownDevice(db: DB, tokenHash: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom("login_devices").select("token_hash")
    .where("token_hash", "=", tokenHash)
    .where("user_id", "=", userId)
    .where("expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a device for `days`, and forgets the account's devices beyond its newest `keep`. */
export async function addDevice(
  db: DB,
  tokenHash: string,
  userId: string,
  days: number,
  keep: number,
): Promise<void> {
  await db.insertInto("login_devices").values({
    token_hash: tokenHash,
    user_id: userId,
    expires_at: sql<Date>`now() + make_interval(days => ${days})`,
  }).execute();
  await db.deleteFrom("login_devices")
    .where("user_id", "=", userId)
    .where(
      "token_hash",
      "not in",
      (eb) =>
        eb.selectFrom("login_devices").select("token_hash").where("user_id", "=", userId)
          .orderBy("created_at", "desc").orderBy("token_hash").limit(keep),
    )
    .execute();
}

/** Forgets every device of the account (its password was reset). */
export async function forgetDevices(db: DB, userId: string): Promise<void> {
  await db.deleteFrom("login_devices").where("user_id", "=", userId).execute();
}

export async function deleteExpiredDevices(db: DB): Promise<void> {
  await db.deleteFrom("login_devices").where("expires_at", "<=", sql<Date>`now()`).execute();
}
