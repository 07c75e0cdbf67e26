/** Two-step sign-in's rows: the (encrypted) secrets, the hashed recovery codes, the pending sign-ins. */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import type { Role } from "../guard.ts";

export interface TwoStepRow {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: Date | null;
  last_step: number;
  failures: number;
  window_started_at: Date;
}

export async function findTwoStep(db: DB, userId: string): Promise<TwoStepRow | undefined> {
  const row = await db.selectFrom("two_step").select([
    "user_id",
    "secret",
    "pending_secret",
    "enabled_at",
    "last_step",
    "failures",
    "window_started_at",
  ]).where("user_id", "=", userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    enabled_at: row.enabled_at === null ? null : new Date(row.enabled_at),
    last_step: Number(row.last_step),
    window_started_at: new Date(row.window_started_at),
  };
}

/** The secret being set up (replacing one not yet confirmed); the active secret, if any, stays. */
export async function savePendingSecret(db: DB, userId: string, sealed: string): Promise<void> {
  await db.insertInto("two_step").values({ user_id: userId, pending_secret: sealed, last_step: 0 })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ pending_secret: sealed, updated_at: sql`now()` }))
    .execute();
}

/** The pending secret becomes the active one; `step` was the first code's (it cannot be used again). */
export async function activatePendingSecret(db: DB, userId: string, step: number): Promise<boolean> {
  const done = await db.updateTable("two_step").set({
    secret: sql`pending_secret`,
    pending_secret: null,
    enabled_at: sql`now()`,
    last_step: step,
    failures: 0,
    updated_at: sql`now()`,
  }).where("user_id", "=", userId).where("pending_secret", "is not", null).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function turnOff(db: DB, userId: string): Promise<void> {
  await db.deleteFrom("two_step_recovery_codes").where("user_id", "=", userId).execute();
  await db.deleteFrom("two_step").where("user_id", "=", userId).execute();
}

/**
 * Takes the time step of a right code: true only when it is later than the last one taken, so a code is
 * never accepted twice (two requests racing with one code: one update wins).
 */
export async function takeStep(db: DB, userId: string, step: number): Promise<boolean> {
  const done = await db.updateTable("two_step").set({ last_step: step, failures: 0 })
    .where("user_id", "=", userId).where("last_step", "<", step).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Counts a wrong code: the window starts again when it is over. Answers the failures in the window. */
export async function countFailure(db: DB, userId: string, windowMinutes: number): Promise<number> {
  const row = await db.updateTable("two_step").set({
    failures: sql`case when window_started_at < now() - make_interval(mins => ${windowMinutes}) then 1
      else failures + 1 end`,
    window_started_at: sql`case when window_started_at < now() - make_interval(mins => ${windowMinutes})
      then now() else window_started_at end`,
  }).where("user_id", "=", userId).returning("failures").executeTakeFirst();
  return row?.failures ?? 0;
}

/** Replaces the account's recovery codes with these (hashed). */
export async function replaceRecoveryCodes(db: DB, userId: string, hashes: string[]): Promise<void> {
  await db.deleteFrom("two_step_recovery_codes").where("user_id", "=", userId).execute();
  await db.insertInto("two_step_recovery_codes")
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null }))).execute();
}

/** Uses a recovery code: true once, for a code of this account not used before. */
export async function useRecoveryCode(db: DB, userId: string, hash: string): Promise<boolean> {
  const done = await db.updateTable("two_step_recovery_codes").set({ used_at: sql`now()` })
    .where("user_id", "=", userId).where("code_hash", "=", hash).where("used_at", "is", null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: DB, userId: string): Promise<number> {
  const row = await db.selectFrom("two_step_recovery_codes").select(sql<string>`count(*)`.as("n"))
    .where("user_id", "=", userId).where("used_at", "is", null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function createChallenge(
  db: DB,
  challenge: { tokenHash: string; userId: string; purpose: "code" | "enrol"; minutes: number },
): Promise<void> {
  // A new sign-in replaces the account's earlier pending ones; expired ones of anyone go too.
  await db.deleteFrom("two_step_challenges")
    .where((eb) => eb.or([eb("user_id", "=", challenge.userId), eb("expires_at", "<", sql<Date>`now()`)]))
    .execute();
  await db.insertInto("two_step_challenges").values({
    token_hash: challenge.tokenHash,
    user_id: challenge.userId,
    purpose: challenge.purpose,
    expires_at: sql`now() + make_interval(mins => ${challenge.minutes})`,
  }).execute();
}

export interface ChallengeAccount {
  user_id: string;
  purpose: "code" | "enrol";
  role: Role;
  email: string;
  name: string;
  /** Whether the store a vendor account runs is switched on (null without a store). */
  store_active: boolean | null;
}

/** A pending sign-in that has not expired, with its account. */
export function findChallenge(db: DB, tokenHash: string): Promise<ChallengeAccount | undefined> {
  return db.selectFrom("two_step_challenges as c").innerJoin("users as u", "u.id", "c.user_id")
    .leftJoin("vendors as v", "v.user_id", "u.id")
    .select(["c.user_id", "c.purpose", "u.role", "u.email", "u.name", "v.active as store_active"])
    .where("c.token_hash", "=", tokenHash).where("c.expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
}

export async function endChallenges(db: DB, userId: string): Promise<void> {
  await db.deleteFrom("two_step_challenges").where("user_id", "=", userId).execute();
}
