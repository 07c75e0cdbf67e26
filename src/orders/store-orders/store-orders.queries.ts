/**
 * SQL of a store's order page and packing slip: the recorded changes of one order (the audit trail's
 * order rows, with who made them), when its online payment arrived, and the store's own return address.
 */
import type { DB } from "../../../db/database.ts";

/** One recorded change of an order: the store's or an admin's move, a refund. */
export interface OrderChangeRow {
  action: string;
  actor_role: string;
  created_at: Date | string;
  details: Record<string, unknown>;
}

/** The order's audited changes, oldest first. */
export async function orderChanges(db: DB, orderId: string): Promise<OrderChangeRow[]> {
  const rows = await db.selectFrom("audit_log")
    .select(["action", "actor_role", "created_at", "details"])
    .where("entity", "=", "order").where("entity_id", "=", orderId)
    .orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => ({
    ...row,
    // PGlite and postgres.js both answer an object; an older row stored as text still reads.
    details: typeof row.details === "string" ? JSON.parse(row.details) : row.details ?? {},
  }));
}

/** When the gateway's payment for these orders arrived (null: none yet, or cash on delivery). */
export async function paymentPaidAt(db: DB, paymentOrderId: string | null): Promise<Date | string | null> {
  if (!paymentOrderId) return null;
  const row = await db.selectFrom("payment_orders").select("paid_at").where("id", "=", paymentOrderId)
    .executeTakeFirst();
  return row?.paid_at ?? null;
}

/** The store as its packing slip names it: the sender's name, address and phone. */
export function storeSender(db: DB, vendorId: string) {
  return db.selectFrom("vendors")
    .select(["store_name", "store_address", "city", "pincode", "phone", "gstin"])
    .where("id", "=", vendorId).executeTakeFirst();
}

/** The steps of an order's return requests, oldest first (the order pages' timelines show them). */
export async function orderReturnSteps(db: DB, orderId: string): Promise<ReturnStepFact[]> {
  return await db.selectFrom("return_events as e").innerJoin("returns as r", "r.id", "e.return_id")
    .select(["e.return_id", "e.status", "e.actor_role", "e.note", "e.at"])
    .where("r.order_id", "=", orderId).where("e.status", "!=", "photos")
    .orderBy("e.at").orderBy("e.id").execute();
}

export interface ReturnStepFact {
  return_id: string;
  status: string;
  actor_role: string;
  note: string;
  at: Date | string;
}
