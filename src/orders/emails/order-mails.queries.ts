/**
 * SQL of the order mails: the invoice a delivered order's mail attaches, the orders a mail written by
 * reference is rendered from when it is sent, and several mails written to the outbox in one statement (a
 * checkout's: the shopper's and each store's), as `enqueueMail` writes one (src/outbox/outbox.queries.ts),
 * a key already there storing nothing more.
 */
import type { Transaction } from "kysely";
import type { Database, DB } from "../../../db/database.ts";
import { now } from "../../core/clock.ts";
import { enqueueEntries, type OutboxEntry, outboxValues } from "../../outbox/outbox.queries.ts";
import { type OrderRecord, withItems } from "../orders.queries.ts";

type Tx = DB | Transaction<Database>;

/** The number of the order's tax invoice, or undefined (not shipped, or its products not yet taxed). */
export async function invoiceNumberOf(tx: Tx, orderId: string): Promise<string | undefined> {
  const row = await tx.selectFrom("invoices").select("number").where("order_id", "=", orderId)
    .executeTakeFirst();
  return row?.number;
}

/** The orders with these ids that still exist, with their items, in the order of `ids`. */
export async function ordersByIds(tx: Tx, ids: string[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  const rows = await tx.selectFrom("orders").selectAll().where("id", "in", ids).execute();
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return await withItems(tx, rows);
}

/**
 * A mail as the outbox's row (the columns `enqueueMail` writes), due at once: a rendered mail, or a
 * reference (template and arguments) rendered when it is sent.
 */
export function outboxRow(mail: OutboxEntry, at: Date = now()) {
  return outboxValues(mail, at);
}

/** Writes the mails to the outbox in the caller's transaction, in one statement; wakes the sender. */
export const enqueueMails = enqueueEntries;
