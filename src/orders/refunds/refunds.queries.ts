/**
 * SQL of refunds of cancelled paid orders, whoever cancelled them (a customer, a store or an admin): one
 * attempt at a time claims the order, and records what the gateway answered.
 */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";

/** After this long an attempt that never recorded its outcome (the process stopped) may be tried again. */
const STALE_ATTEMPT = sql`interval '2 minutes'`;

/**
 * Claims a due refund for one attempt in one guarded statement: of two racing retries only one gets the
 * row (the other waits on its lock, then finds it claimed). A failed or stale attempt may be claimed again.
 */
export async function claimRefund(db: DB, id: string): Promise<boolean> {
  const result = await db.updateTable("orders")
    .set({ refund_attempted_at: sql`now()`, refund_error: null, updated_at: sql`now()` })
    .where("id", "=", id).where("payment_status", "=", "refund_due")
    .where((eb) =>
      eb.or([
        eb("refund_attempted_at", "is", null),
        eb("refund_error", "is not", null),
        eb("refund_attempted_at", "<", sql<Date>`now() - ${STALE_ATTEMPT}`),
      ])
    ).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The gateway accepted the refund: refunded, with its id and time. False if the order was not due one. */
export async function markRefunded(db: DB, id: string, refundId: string): Promise<boolean> {
  const result = await db.updateTable("orders")
    .set({
      payment_status: "refunded",
      refund_id: refundId,
      refund_error: null,
      refunded_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where("id", "=", id).where("payment_status", "=", "refund_due").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The gateway refused: the order stays refund due, with the reason. */
export async function markRefundFailed(db: DB, id: string, reason: string): Promise<void> {
  await db.updateTable("orders").set({ refund_error: reason.slice(0, 500), updated_at: sql`now()` })
    .where("id", "=", id).where("payment_status", "=", "refund_due").execute();
}
