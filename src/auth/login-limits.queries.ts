/**
 * Failed-login counters (table login_attempts), one row per key (login-limits.ts says which keys).
 * A window opens at the first failure and lasts WINDOW_MINUTES; the counter starts again after it.
 * Only failures are counted, so a person who types the right password is never slowed down.
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

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
