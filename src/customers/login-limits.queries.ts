/**
 * Failed-login counters (table login_attempts), one row per key: 'email:<address>' or 'ip:<address>'.
 * A window opens at the first failure and lasts WINDOW_MINUTES; the counter starts again after it.
 * Only failures are counted, so a person who types the right password is never slowed down.
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

export const WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const windowStart = sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`;

export interface Blocked {
  /** When the oldest open window closes and logins are accepted again. */
  retryAt: Date;
}

/** Whether any key has used up its allowance; `limits` maps each key to its maximum failures. */
export async function loginBlocked(db: DB, limits: Record<string, number>): Promise<Blocked | undefined> {
  const rows = await db.selectFrom("login_attempts")
    .select(["key", "failures", "window_started_at"])
    .where("key", "in", Object.keys(limits))
    .where("window_started_at", ">", windowStart)
    .execute();
  const blocking = rows.filter((row) => row.failures >= limits[row.key]);
  if (!blocking.length) return undefined;
  const latest = Math.max(...blocking.map((row) => new Date(row.window_started_at).getTime()));
  return { retryAt: new Date(latest + WINDOW_MINUTES * 60_000) };
}

/** Counts one failure against every key, opening a new window where the old one has closed. */
export async function recordLoginFailure(db: DB, keys: string[]): Promise<void> {
  for (const key of keys) {
    await db.insertInto("login_attempts")
      .values({ key, failures: 1, window_started_at: sql`now()` })
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
}

export async function clearLoginFailures(db: DB, key: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("key", "=", key).execute();
}

/** Closed windows are worth nothing; call now and then (e.g. at start-up) to keep the table small. */
export async function deleteStaleLoginAttempts(db: DB): Promise<void> {
  await db.deleteFrom("login_attempts").where("window_started_at", "<=", windowStart).execute();
}
