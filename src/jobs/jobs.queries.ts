import { sql } from "kysely";
import type { Transaction } from "kysely";
import type { Database, DB } from "../../db/database.ts";

/**
 * Runs `fn` in a transaction holding the job's advisory lock, or not at all (undefined) when another
 * instance holds it: for work that claims no rows of its own (a weekly settlement run). The lock goes with
 * the transaction, so an instance that dies lets go at once.
 */
export async function withJobLock<T>(
  db: DB,
  name: string,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtext(${`swiftcart-job:${name}`})) as locked
    `.execute(trx);
    if (!rows[0]?.locked) return { ran: false } as const;
    return { ran: true, value: await fn(trx) } as const;
  });
}
