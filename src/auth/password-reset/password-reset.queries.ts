/**
 * One-time password reset codes (table password_resets, one row per account): only the code's hash is
 * kept. The row outlives its code (a used or dead code stays as an empty hash) so the resend throttle still
 * counts the codes sent in the current window.
 */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import type { Role } from "../guard.ts";

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
  userId: string | undefined,
  codeHash: string,
  limits: SendLimits,
): Promise<boolean> {
  const windowOpen = sql<
    boolean
  >`(password_resets.window_started_at > now() - make_interval(mins => ${limits.windowMinutes}))`;
  // Without an account the same statement runs on a select that yields no row: the same work, nothing kept.
  const row = await db.insertInto("password_resets")
    .columns([
      "user_id",
      "code_hash",
      "expires_at",
      "attempts",
      "sent_at",
      "sends",
      "window_started_at",
    ])
    .expression((eb) =>
      eb.selectFrom("users").where("id", "=", userId ?? "") // no account has an empty id
        .select([
          "id",
          sql<string>`${codeHash}::text`.as("code_hash"),
          sql<Date>`now() + make_interval(mins => ${limits.validMinutes})`.as("expires_at"),
          sql<number>`0`.as("attempts"),
          sql<Date>`now()`.as("sent_at"),
          sql<number>`1`.as("sends"),
          sql<Date>`now()`.as("window_started_at"),
        ])
    )
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

/**
 * Tries a code against the account's live code, counting a wrong one, in ONE statement: the row is locked
 * while its tries are compared and counted, so parallel tries cannot all pass the check before any is
 * counted. Answers true for the right code, false for a wrong one, undefined when there is no live code
 * with tries left (nothing counted then).
 */
export async function tryResetCode(
  db: DB,
  userId: string,
  codeHash: string,
  maxTries: number,
): Promise<boolean | undefined> {
  const right = sql<boolean>`(code_hash = ${codeHash})`;
  const row = await db.updateTable("password_resets")
    .set({ attempts: sql<number>`attempts + case when ${right} then 0 else 1 end` })
    .where("user_id", "=", userId)
    .where("code_hash", "<>", "")
    .where("attempts", "<", maxTries)
    .where("expires_at", ">", sql<Date>`now()`)
    .returning(right.as("right"))
    .executeTakeFirst();
  return row?.right;
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
