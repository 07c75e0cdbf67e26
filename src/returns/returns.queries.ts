/**
 * SQL of returns and claims. Every step first locks the order's row (`lockOrder`), so the steps of one
 * order's requests apply one at a time; a request's status changes in guarded statements (`moveReturn`),
 * so a step that lost a race changes nothing; a due refund is claimed by one attempt at a time.
 */
import { type Insertable, type Selectable, sql } from "kysely";
import type {
  DB,
  ReturnActor,
  ReturnItemTable,
  ReturnReason,
  ReturnStatus,
  ReturnTable,
} from "../../db/database.ts";
import { type Paged, paged } from "../core/paging.ts";

export type ReturnRow = Selectable<ReturnTable>;
export type ReturnItemRow = Selectable<ReturnItemTable>;

/** A request with its lines, photos, steps, its order's facts and its credit note's number. */
export interface ReturnRecord extends ReturnRow {
  items: ReturnItemRow[];
  photos: string[];
  steps: { status: string; actor_role: ReturnActor; note: string; at: Date | string }[];
  store_name: string;
  store_email: string;
  customer_name: string;
  customer_email: string;
  payment_method: "cod" | "card" | "upi";
  credit_note_number: string | null;
}

/** Locks an order's row for the rest of the transaction: the steps of its requests go one at a time. */
export async function lockOrder(tx: DB, orderId: string): Promise<boolean> {
  if (orderId.length > 64 || orderId.includes("\0")) return false;
  const row = await tx.selectFrom("orders").select("id").where("id", "=", orderId).forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The order a request belongs to (null: no such request). */
export async function orderOfReturn(db: DB, id: string): Promise<string | null> {
  if (id.length > 64 || id.includes("\0")) return null;
  const row = await db.selectFrom("returns").select("order_id").where("id", "=", id).executeTakeFirst();
  return row?.order_id ?? null;
}

/** Per order line: the quantity taken by requests not closed, whether one is open, what was refunded. */
export interface LineReturns {
  taken: number;
  open: boolean;
  refundedQuantity: number;
  refundedPaise: number;
}

export async function returnsByLine(db: DB, orderId: string): Promise<Map<number, LineReturns>> {
  const rows = await db.selectFrom("return_items as i").innerJoin("returns as r", "r.id", "i.return_id")
    .select(["i.position", "i.quantity", "i.refund_paise", "i.open", "r.status"])
    .where("i.order_id", "=", orderId).execute();
  const lines = new Map<number, LineReturns>();
  for (const row of rows) {
    const line = lines.get(row.position) ?? { taken: 0, open: false, refundedQuantity: 0, refundedPaise: 0 };
    if (row.status !== "closed") line.taken += row.quantity;
    if (row.open) line.open = true;
    if (row.refund_paise !== null) {
      line.refundedQuantity += row.quantity;
      line.refundedPaise += row.refund_paise;
    }
    lines.set(row.position, line);
  }
  return lines;
}

export async function insertReturn(
  tx: DB,
  row: Insertable<ReturnTable>,
  items: Insertable<ReturnItemTable>[],
): Promise<void> {
  await tx.insertInto("returns").values(row).execute();
  await tx.insertInto("return_items").values(items).execute();
}

export async function insertStep(
  tx: DB,
  step: {
    returnId: string;
    status: string;
    actor: ReturnActor;
    actorId: string | null;
    note: string;
    at: Date;
  },
): Promise<void> {
  await tx.insertInto("return_events").values({
    return_id: step.returnId,
    status: step.status,
    actor_role: step.actor,
    actor_id: step.actorId,
    note: step.note.slice(0, 1000),
    at: step.at,
  }).execute();
}

/**
 * Moves a request from one of `from` to `to` with `set`, in one guarded statement: false when it was not in
 * `from` (another step got there first). A request refunded or closed also frees its lines.
 */
export async function moveReturn(
  tx: DB,
  id: string,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
  set: Partial<Omit<ReturnRow, "id" | "status">> & { updated_at: Date },
): Promise<boolean> {
  const result = await tx.updateTable("returns").set({ ...set, status: to })
    .where("id", "=", id).where("status", "in", [...from]).executeTakeFirst();
  const moved = Number(result.numUpdatedRows) === 1;
  if (moved && (to === "refunded" || to === "closed")) {
    await tx.updateTable("return_items").set({ open: false }).where("return_id", "=", id).execute();
  }
  return moved;
}

/** Records each line's refund (set once, when the refund becomes due). */
export async function setLineRefunds(
  tx: DB,
  id: string,
  refunds: ReadonlyMap<number, number>,
): Promise<void> {
  for (const [position, paise] of refunds) {
    await tx.updateTable("return_items").set({ refund_paise: paise })
      .where("return_id", "=", id).where("position", "=", position).execute();
  }
}

/** Puts returned units back on the shelf (products deleted since are skipped). */
export async function restock(
  tx: DB,
  items: { product_id: string | null; quantity: number }[],
): Promise<void> {
  for (const item of [...items].sort((a, b) => (a.product_id ?? "").localeCompare(b.product_id ?? ""))) {
    if (!item.product_id) continue;
    await tx.updateTable("products")
      .set({ stock: sql`stock + ${item.quantity}::int`, updated_at: sql`now()` })
      .where("id", "=", item.product_id).execute();
  }
}

export async function photoCount(db: DB, id: string): Promise<number> {
  const row = await db.selectFrom("return_photos").select(sql<string>`count(*)`.as("n"))
    .where("return_id", "=", id).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertPhotos(tx: DB, id: string, from: number, mediaIds: string[]): Promise<void> {
  if (mediaIds.length === 0) return;
  await tx.insertInto("return_photos")
    .values(mediaIds.map((media_id, i) => ({ return_id: id, position: from + i + 1, media_id }))).execute();
}

/** Requests with everything their views need, in the order of `rows`. */
async function complete(db: DB, rows: ReturnRow[]): Promise<ReturnRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, photos, steps, orders, notes] = await Promise.all([
    db.selectFrom("return_items").selectAll().where("return_id", "in", ids).orderBy("position").execute(),
    db.selectFrom("return_photos").select(["return_id", "media_id"]).where("return_id", "in", ids)
      .orderBy("position").execute(),
    db.selectFrom("return_events").select(["return_id", "status", "actor_role", "note", "at"])
      .where("return_id", "in", ids).orderBy("at").orderBy("id").execute(),
    db.selectFrom("orders")
      .select(["id", "store_name", "vendor_email", "customer_name", "customer_email", "payment_method"])
      .where("id", "in", [...new Set(rows.map((r) => r.order_id))]).execute(),
    rows.some((r) => r.credit_note_id)
      ? db.selectFrom("credit_notes").select(["id", "number"])
        .where("id", "in", rows.flatMap((r) => r.credit_note_id ? [r.credit_note_id] : [])).execute()
      : Promise.resolve([]),
  ]);
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  const numberOf = new Map(notes.map((n) => [n.id, n.number]));
  return rows.map((row) => {
    const order = orderOf.get(row.order_id)!;
    return {
      ...row,
      items: items.filter((i) => i.return_id === row.id),
      photos: photos.filter((p) => p.return_id === row.id).map((p) => p.media_id),
      steps: steps.filter((s) => s.return_id === row.id),
      store_name: order.store_name,
      store_email: order.vendor_email,
      customer_name: order.customer_name,
      customer_email: order.customer_email,
      payment_method: order.payment_method,
      credit_note_number: row.credit_note_id ? numberOf.get(row.credit_note_id) ?? null : null,
    };
  });
}

export async function findReturnRecord(db: DB, id: string): Promise<ReturnRecord | undefined> {
  if (id.length > 64 || id.includes("\0")) return undefined;
  const row = await db.selectFrom("returns").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await complete(db, [row]))[0] : undefined;
}

export async function returnsOfOrderRecords(db: DB, orderId: string): Promise<ReturnRecord[]> {
  const rows = await db.selectFrom("returns").selectAll().where("order_id", "=", orderId)
    .orderBy("requested_at", "desc").orderBy("id", "desc").execute();
  return await complete(db, rows);
}

export interface ReturnListFilter {
  vendorId?: string;
  status?: ReturnStatus;
  reason?: ReturnReason;
  open?: readonly ReturnStatus[];
  orderId?: string;
}

/**
 * A page of requests: escalations first, then those still open (the store's: requested first, by due
 * date), then the rest, newest first.
 */
export async function listReturnRecords(
  db: DB,
  filter: ReturnListFilter,
  page: { limit: number; page: number },
): Promise<Paged<ReturnRecord>> {
  let query = db.selectFrom("returns").selectAll();
  if (filter.vendorId !== undefined) query = query.where("vendor_id", "=", filter.vendorId);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.reason) query = query.where("reason", "=", filter.reason);
  if (filter.open) query = query.where("status", "in", [...filter.open]);
  if (filter.orderId) query = query.where("order_id", "=", filter.orderId);
  const ordered = query
    .orderBy(sql`case status when 'escalated' then 0 when 'requested' then 1 when 'accepted' then 2
      when 'received' then 3 when 'rejected' then 4 else 5 end`)
    .orderBy("requested_at", "desc").orderBy("id", "desc");
  const list = await paged(ordered, page, query);
  return { rows: await complete(db, list.rows), total: list.total };
}

/** Requests in these statuses: the dashboards' counts (one indexed count). */
export async function countReturns(
  db: DB,
  statuses: readonly ReturnStatus[],
  vendorId?: string,
): Promise<number> {
  let query = db.selectFrom("returns").select(sql<string>`count(*)`.as("n")).where("status", "in", [
    ...statuses,
  ]);
  if (vendorId !== undefined) query = query.where("vendor_id", "=", vendorId);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** A store's delivered orders since `since`, and how many of them have a request not rejected or closed. */
export async function deliveredAndReturned(
  db: DB,
  vendorId: string,
  since: Date,
): Promise<{ delivered: number; returned: number }> {
  const row = await db.selectFrom("orders as o")
    .select([
      sql<string>`count(*)`.as("delivered"),
      sql<string>`count(*) filter (where exists (select 1 from returns r where r.order_id = o.id
        and r.status not in ('rejected', 'closed')))`.as("returned"),
    ])
    .where("o.vendor_id", "=", vendorId).where("o.delivered_at", ">=", since).executeTakeFirst();
  return { delivered: Number(row?.delivered ?? 0), returned: Number(row?.returned ?? 0) };
}

/** Requests the store left unanswered past their due moment, and rejections whose escalation window passed. */
export async function overdueReturns(
  db: DB,
  at: Date,
  limit = 200,
): Promise<{ id: string; order_id: string; status: ReturnStatus }[]> {
  const [answers, rejections] = await Promise.all([
    db.selectFrom("returns").select(["id", "order_id", "status"]).where("status", "=", "requested")
      .where("respond_by", "<=", at).orderBy("respond_by").limit(limit).execute(),
    db.selectFrom("returns").select(["id", "order_id", "status"]).where("status", "=", "rejected")
      .where("escalate_by", "<=", at).orderBy("escalate_by").limit(limit).execute(),
  ]);
  return [...answers, ...rejections];
}

/** After this long an attempt that never recorded its outcome (the process stopped) may be tried again. */
const STALE_ATTEMPT = sql`interval '2 minutes'`;

/** Claims a due refund for one attempt: of racing attempts one gets it. A failed or stale one may be retried. */
export async function claimReturnRefund(db: DB, id: string, at: Date): Promise<boolean> {
  const result = await db.updateTable("returns")
    .set({ refund_attempted_at: at, refund_error: null, updated_at: at })
    .where("id", "=", id).where("refund_status", "=", "due")
    .where((eb) =>
      eb.or([
        eb("refund_attempted_at", "is", null),
        eb("refund_error", "is not", null),
        eb("refund_attempted_at", "<", sql<Date>`${at}::timestamptz - ${STALE_ATTEMPT}`),
      ])
    ).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The refund was accepted (or the transfer recorded): refunded, and the request with it. */
export async function markReturnRefunded(tx: DB, id: string, refundId: string, at: Date): Promise<boolean> {
  const result = await tx.updateTable("returns")
    .set({
      refund_status: "refunded",
      status: "refunded",
      refund_id: refundId,
      refund_error: null,
      refunded_at: at,
      updated_at: at,
    })
    .where("id", "=", id).where("refund_status", "=", "due").executeTakeFirst();
  const done = Number(result.numUpdatedRows) === 1;
  if (done) await tx.updateTable("return_items").set({ open: false }).where("return_id", "=", id).execute();
  return done;
}

export async function markReturnRefundFailed(tx: DB, id: string, reason: string, at: Date): Promise<void> {
  await tx.updateTable("returns").set({ refund_error: reason.slice(0, 500), updated_at: at })
    .where("id", "=", id).where("refund_status", "=", "due").execute();
}

/** Whether an order has any return request (an order with returns is refunded through them). */
export async function hasReturns(db: DB, orderId: string): Promise<boolean> {
  const row = await db.selectFrom("returns").select("id").where("order_id", "=", orderId).where(
    "status",
    "!=",
    "closed",
  )
    .limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The requests of these orders, in one statement: id, order, status, oldest first. */
export async function returnBriefs(
  db: DB,
  orderIds: readonly string[],
): Promise<{ id: string; order_id: string; status: ReturnStatus }[]> {
  if (orderIds.length === 0) return [];
  return await db.selectFrom("returns").select(["id", "order_id", "status"])
    .where("order_id", "in", [...orderIds]).orderBy("requested_at").orderBy("id").execute();
}
