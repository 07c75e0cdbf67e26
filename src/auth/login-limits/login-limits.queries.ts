/**
 * Failed-login counters (table login_attempts), one row per key (login-limits.ts says which keys).
 * A window opens at the first failure and lasts WINDOW_MINUTES; the counter starts again after it.
 * Only failures are counted, so a person who types the right password is never slowed down.
 */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";

export const WINDOW_MINUTES = 15;

const windowStart = sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`;

export interface FailureWindow {
  failures: number;
  /** When the window closes and its failures stop counting. */
  closesAt: Date;
}

/** The open windows of these keys; a key without failures in the last WINDOW_MINUTES is absent. */
export async function openFailureWindows(db: DB, keys: string[]): Promise<Map<string, FailureWindow>> {
  const rows = await db.selectFrom("login_attempts")
    .select(["key", "failures", "window_started_at"])
    .where("key", "in", keys)
    .where("window_started_at", ">", windowStart)
    .execute();
  return new Map(rows.map((row) => [row.key, {
    failures: row.failures,
    closesAt: new Date(new Date(row.window_started_at).getTime() + WINDOW_MINUTES * 60_000),
  }]));
}

/** Counts one failure against every key (one statement), opening a new window where the old one has closed. */
export async function recordLoginFailure(db: DB, keys: string[]): Promise<void> {
  await db.insertInto("login_attempts")
    .values(keys.map((key) => ({ key, failures: 1, window_started_at: sql<Date>`now()` })))
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql`case when login_attempts.window_started_at > ${windowStart}
          then login_attempts.failures + 1 else 1 end`,
        window_started_at: sql`case when login_attempts.window_started_at > ${windowStart}
          then login_attempts.window_started_at else now() end`,
      })
    )
    .execute();
}

export async function clearLoginFailures(db: DB, keys: string[]): Promise<void> {
  await db.deleteFrom("login_attempts").where("key", "in", keys).execute();
}

/** Closed windows are worth nothing; call now and then (e.g. at start-up) to keep the table small. */
export async function deleteStaleLoginAttempts(db: DB): Promise<void> {
  await db.deleteFrom("login_attempts").where("window_started_at", "<=", windowStart).execute();
}

/** How an account's lock grows: the rules the statement that counts an attempt applies. */
export interface LockRules {
  /** Attempts counted toward a lock; the one that reaches it is still checked. */
  maxFailures: number;
  /** The first lock's length; each next one in a row lasts twice as long, up to `maxLockHours`. */
  firstLockMinutes: number;
  maxLockHours: number;
  /** A day without a counted attempt or a lock forgets the account's failures and locks. */
  memoryHours: number;
}

/** What counting one attempt against an account said. */
export interface AccountSlot {
  /** False when the account was locked: the attempt is refused whatever the password. */
  admitted: boolean;
  /** The end of the account's lock, if one is on (or was just put on by this attempt). */
  lockedUntil: Date | null;
}

/**
 * Counts an attempt against the account BEFORE its password is checked, and says whether it may be checked
 * (`maxFailures` is at least 2):
 * the count and the comparison are one statement on one row, so parallel attempts cannot all slip past the
 * limit. The attempt that reaches `maxFailures` locks the account (it is still checked: if it is right, the
 * success clears the lock); attempts during a lock are refused and not counted.
 */
export async function countAccountAttempt(db: DB, email: string, rules: LockRules): Promise<AccountSlot> {
  const locked = sql<boolean>`(login_locks.locked_until is not null and login_locks.locked_until > now())`;
  const stale = sql<boolean>`(greatest(login_locks.counted_at, coalesce(login_locks.locked_until,
    login_locks.counted_at)) <= now() - make_interval(hours => ${rules.memoryHours}))`;
  const failures = sql<number>`(case when ${stale} then 0 else login_locks.failures end)`;
  const lockouts = sql<number>`(case when ${stale} then 0 else login_locks.lockouts end)`;
  const reaches = sql<boolean>`(${failures} + 1 >= ${rules.maxFailures})`;
  const lockFor = sql<Date>`least(
    make_interval(mins => ${rules.firstLockMinutes} * power(2, least(${lockouts}, 16))::int),
    make_interval(hours => ${rules.maxLockHours}))`;
  const row = await db.insertInto("login_locks")
    .values({
      email,
      failures: 1,
      lockouts: 0,
      locked_until: null,
      counted_at: sql<Date>`now()`,
      admitted: true,
    })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet({
        admitted: sql<boolean>`not ${locked}`,
        failures: sql<number>`case when ${locked} then login_locks.failures
          when ${reaches} then 0 else ${failures} + 1 end`,
        lockouts: sql<number>`case when ${locked} then login_locks.lockouts
          when ${reaches} then ${lockouts} + 1 else ${lockouts} end`,
        locked_until: sql<Date | null>`case when ${locked} then login_locks.locked_until
          when ${reaches} then now() + ${lockFor} else login_locks.locked_until end`,
        counted_at: sql<Date>`case when ${locked} then login_locks.counted_at else now() end`,
      })
    )
    .returning(["admitted", "locked_until"])
    .executeTakeFirstOrThrow();
  return {
    admitted: row.admitted,
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
  };
}

/** The account's password was proved (a sign-in, or an emailed reset): its failures and locks are forgotten. */
export async function clearAccountLock(db: DB, email: string): Promise<void> {
  await db.deleteFrom("login_locks").where("email", "=", email).execute();
}

/** Locks and failures a day old are worth nothing; call now and then (e.g. at start-up). */
export async function deleteStaleLoginLocks(db: DB, memoryHours: number): Promise<void> {
  await db.deleteFrom("login_locks")
    .where(
      sql<Date>`greatest(counted_at, coalesce(locked_until, counted_at))`,
      "<=",
      sql<Date>`now() - make_interval(hours => ${memoryHours})`,
    )
    .execute();
}
