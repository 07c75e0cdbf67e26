/**
 * One-time password reset codes (table password_resets, one row per account): only the code's hash is
 * kept. The row outlives its code (a used or dead code stays as an empty hash) so the resend throttle still
 * counts the codes sent in the current window.
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import type { Role } from "./guard.ts";

/** An account that may ask for a code, found by its sign-in email. */
export interface ResetAccount {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** The store a vendor account runs (null for admins, and for a vendor account without a store). */
  vendor_id: string | null;
}

export function findResetAccount(db: DB, email: string): Promise<ResetAccount | undefined> {
  return db.selectFrom("users as u")
    .leftJoin("vendors as v", "v.user_id", "u.id")
    .select(["u.id", "u.name", "u.email", "u.role", "v.id as vendor_id"])
    .where(sql<string>`lower(u.email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

/** The rules of sending, checked in the statement that stores the code so two requests cannot race past them. */
export interface SendLimits {
  validMinutes: number;
  /** No new code sooner than this after the last one. */
  resendSeconds: number;
  /** At most this many codes in a window of `windowMinutes`. */
  maxSends: number;
  windowMinutes: number;
}

/**
 * Stores a fresh code (replacing any earlier one, with its tries reset) unless the throttle says no.
 * Answers whether the code was stored, i.e. whether to send it.
 */
export async function storeResetCode(
  db: DB,
  userId: string,
  codeHash: string,
  limits: SendLimits,
): Promise<boolean> {
  const windowOpen = sql<
    boolean
  >`(password_resets.window_started_at > now() - make_interval(mins => ${limits.windowMinutes}))`;
  const row = await db.insertInto("password_resets")
    .values({
      user_id: userId,
      code_hash: codeHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${limits.validMinutes})`,
      attempts: 0,
      sent_at: sql<Date>`now()`,
      sends: 1,
      window_started_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc.column("user_id")
        .doUpdateSet({
          code_hash: (eb) => eb.ref("excluded.code_hash"),
          expires_at: (eb) => eb.ref("excluded.expires_at"),
          attempts: 0,
          sent_at: sql<Date>`now()`,
          sends: sql<number>`case when ${windowOpen} then password_resets.sends + 1 else 1 end`,
          window_started_at: sql<
            Date
          >`case when ${windowOpen} then password_resets.window_started_at else now() end`,
        })
        .where(
          sql<boolean>`(password_resets.sent_at <= now() - make_interval(secs => ${limits.resendSeconds}))`,
        )
        .where(sql<boolean>`(not ${windowOpen} or password_resets.sends < ${limits.maxSends})`)
    )
    .returning("user_id")
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's current code: its hash, tries so far, and whether it is still within its time. */
export async function findResetCode(
  db: DB,
  userId: string,
): Promise<{ code_hash: string; attempts: number; live: boolean } | undefined> {
  return await db.selectFrom("password_resets")
    .select(["code_hash", "attempts", sql<boolean>`expires_at > now()`.as("live")])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** Counts a wrong code against the account's live code. */
export async function countWrongCode(db: DB, userId: string): Promise<void> {
  await db.updateTable("password_resets")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("user_id", "=", userId)
    .where("expires_at", ">", sql<Date>`now()`)
    .execute();
}

/**
 * Uses up the code if it is still good (this hash, live, under `maxTries` wrong tries): true when it was,
 * in one statement, so two requests with the same code cannot both use it.
 */
export async function consumeResetCode(
  db: DB,
  userId: string,
  codeHash: string,
  maxTries: number,
): Promise<boolean> {
  const row = await db.updateTable("password_resets")
    .set({ code_hash: "", expires_at: sql<Date>`now()` })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("attempts", "<", maxTries)
    .where("expires_at", ">", sql<Date>`now()`)
    .returning("user_id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPasswordHash(db: DB, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where("id", "=", userId).execute();
}

/** Signs the account out everywhere. */
export async function endAllSessions(db: DB, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}
