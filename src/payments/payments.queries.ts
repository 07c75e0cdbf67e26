/** SQL for online payment attempts (payment_orders) and the orders they hold. */
import { type Selectable, sql } from "kysely";
import type { CheckoutLine, Database, PaymentOrderTable } from "../../db/database.ts";
import type { Kysely, Transaction } from "kysely";
import { jsonb } from "../orders/orders.queries.ts";

type Tx = Transaction<Database> | Kysely<Database>;
export type PaymentOrderRow = Selectable<PaymentOrderTable>;

export async function insertPaymentOrder(tx: Tx, row: {
  id: string;
  user_id: string;
  checkout_id: string;
  gateway: "razorpay" | "test";
  method: "card" | "upi";
  amount_paise: number;
  lines: CheckoutLine[];
  /** A retry's new gateway order keeps its first attempt's start: the payment window runs from there. */
  created_at?: Date | string;
}): Promise<PaymentOrderRow> {
  return await tx.insertInto("payment_orders").values({ ...row, lines: jsonb(row.lines) }).returningAll()
    .executeTakeFirstOrThrow();
}

export function findPaymentOrder(tx: Tx, id: string): Promise<PaymentOrderRow | undefined> {
  if (id.length > 64 || id.includes("\0")) return Promise.resolve(undefined);
  return tx.selectFrom("payment_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The row after the change. */
export async function markPaymentOrder(
  tx: Tx,
  id: string,
  status: "paid" | "released" | "refund_due",
  paymentId?: string,
): Promise<PaymentOrderRow> {
  return await tx.updateTable("payment_orders").set({
    status,
    ...(paymentId ? { payment_id: paymentId, paid_at: sql`now()` } : {}),
  }).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** The row, locked until the transaction ends: a webhook and the browser's verify call settle it one at a time. */
export function lockPaymentOrder(tx: Tx, id: string): Promise<PaymentOrderRow | undefined> {
  if (id.length > 64 || id.includes("\0")) return Promise.resolve(undefined);
  return tx.selectFrom("payment_orders").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function recordPaymentError(tx: Tx, id: string, error: string): Promise<boolean> {
  const result = await tx.updateTable("payment_orders").set({ last_error: error.slice(0, 500) })
    .where("id", "=", id).where("status", "=", "created").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Unpaid attempts to release: the user's own (a new checkout supersedes them) or, without a user, every one
 * older than `olderThanMinutes` (abandoned). Locked, skipping rows another transaction is settling.
 */
export function openPaymentOrders(tx: Tx, filter: { userId: string } | { olderThanMinutes: number }) {
  let query = tx.selectFrom("payment_orders").select(["id"]).where("status", "=", "created");
  query = "userId" in filter ? query.where("user_id", "=", filter.userId) : query.where(
    "created_at",
    "<",
    sql<Date>`now() - make_interval(mins => ${filter.olderThanMinutes}::int)`,
  );
  return query.orderBy("id").limit(500).forUpdate().skipLocked().execute();
}

/** An attempt and whether its payment window has passed (by the database's clock). */
export function findAttempt(
  tx: Tx,
  id: string,
  windowMinutes: number,
): Promise<(PaymentOrderRow & { expired: boolean }) | undefined> {
  return tx.selectFrom("payment_orders").selectAll()
    .select(sql<boolean>`created_at < now() - make_interval(mins => ${windowMinutes}::int)`.as("expired"))
    .where("id", "=", id).executeTakeFirst();
}

/** Moves an attempt's orders still awaiting payment to another attempt; the orders moved. */
export function movePendingOrders(tx: Tx, fromId: string, toId: string) {
  return tx.updateTable("orders").set({ payment_order_id: toId, updated_at: sql`now()` })
    .where("payment_order_id", "=", fromId).where("status", "=", "Pending")
    .returning(["id", "total_paise"]).execute();
}
