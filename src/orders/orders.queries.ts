/**
 * SQL of orders: lists and reads with their lines, a new order's insert, status moves and stock returned on
 * a cancellation or a return to origin. A checkout's SQL is in checkout/checkout.queries.ts, refunds' in
 * refunds/refunds.queries.ts.
 */
import { type Selectable, sql } from "kysely";
import type {
  Database,
  DB,
  OrderItemTable,
  OrderStatus,
  OrderTable,
  PaymentStatus,
} from "../../db/database.ts";
import type { Kysely, Transaction } from "kysely";
import { escapeLike } from "../catalogue/products/products.queries.ts";
import { paged } from "../core/paging.ts";
import { now } from "../core/clock.ts";
import { documentsOfOrders, type OrderDocuments } from "../invoices/invoices.queries.ts";

type Tx = Transaction<Database> | Kysely<Database>;

export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export interface OrderRecord extends OrderRow {
  items: OrderItemRow[];
  /** The gateway's payment id once an online payment arrived. */
  payment_id: string | null;
  /** Its tax invoice and credit notes (only a shipped order has any); absent on an order just placed. */
  documents?: OrderDocuments;
}

/** Puts the units of these orders back on the shelf (products deleted since are skipped). */
export async function returnStock(tx: Tx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const items = await tx.selectFrom("order_items").select(["product_id", "quantity"])
    .where("order_id", "in", orderIds).where("product_id", "is not", null).orderBy("product_id").execute();
  for (const item of items) {
    await tx.updateTable("products")
      .set({ stock: sql`stock + ${item.quantity}::int`, updated_at: sql`now()` })
      .where("id", "=", item.product_id!).execute();
  }
}

/** JSON as a text parameter cast in SQL: drivers that type parameters (postgres.js) would otherwise encode it twice. */
export const jsonb = (value: unknown) => sql<string>`${JSON.stringify(value)}::text::jsonb`;

/** Fulfilment columns start empty: a new order has not shipped. */
type FulfilmentColumns =
  | "carrier"
  | "tracking_number"
  | "shipped_at"
  | "delivered_at"
  | "cancelled_at"
  | "refund_id"
  | "refund_error"
  | "refund_attempted_at"
  | "refunded_at"
  | "returned_at";

export type NewOrder =
  & Omit<
    OrderRow,
    "created_at" | "updated_at" | "shipping_paise" | "address" | "buyer_gstin" | FulfilmentColumns
  >
  & {
    address: OrderRow["address"];
    /** A business buyer's GSTIN; left out or null: a consumer. */
    buyer_gstin?: string | null;
    items: OrderItemRow[];
  };

export async function insertOrder(tx: Tx, order: NewOrder): Promise<void> {
  const { items, address, ...row } = order;
  await tx.insertInto("orders").values({ ...row, address: jsonb(address) }).execute();
  await tx.insertInto("order_items").values(items).execute();
}

/** Whose orders a list shows: a customer's own, a store's, or (admins) everyone's. */
export type OrderScope = { customerId: string } | { vendorId: string } | { all: true };

export async function withItems(db: Tx, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const paymentOrderIds = [...new Set(rows.map((r) => r.payment_order_id).filter((id) => id !== null))];
  const [items, payments, documents] = await Promise.all([
    db.selectFrom("order_items").selectAll()
      .where("order_id", "in", rows.map((r) => r.id)).orderBy("order_id").orderBy("position").execute(),
    paymentOrderIds.length
      ? db.selectFrom("payment_orders").select(["id", "payment_id"]).where("id", "in", paymentOrderIds)
        .execute()
      : [],
    documentsOfOrders(db, rows),
  ]);
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  const paymentIds = new Map(payments.map((p) => [p.id, p.payment_id]));
  return rows.map((row) => ({
    ...row,
    items: byOrder.get(row.id) ?? [],
    payment_id: row.payment_order_id ? paymentIds.get(row.payment_order_id) ?? null : null,
    documents: documents.get(row.id),
  }));
}

/** What a list may be narrowed to: one status, and text found in the order id, a product's name or the store. */
export interface OrderFilter {
  status?: OrderStatus;
  search?: string;
}

export async function listOrders(
  db: DB,
  scope: OrderScope,
  page: { limit: number; page: number },
  filter: OrderFilter = {},
): Promise<{ orders: OrderRecord[]; total: number }> {
  let query = db.selectFrom("orders");
  if ("customerId" in scope) query = query.where("customer_id", "=", scope.customerId);
  if ("vendorId" in scope) query = query.where("vendor_id", "=", scope.vendorId);
  if (filter.status) query = query.where("status", "=", filter.status);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    query = query.where((eb) =>
      eb.or([
        eb("orders.id", "ilike", pattern),
        eb("orders.store_name", "ilike", pattern),
        eb.exists(
          eb.selectFrom("order_items as i").select(sql`1`.as("one"))
            .whereRef("i.order_id", "=", "orders.id").where("i.name", "ilike", pattern),
        ),
      ])
    );
  }
  const { rows, total } = await paged(
    query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    page,
  );
  return { orders: await withItems(db, rows), total };
}

export async function findOrder(db: Tx, id: string): Promise<OrderRecord | undefined> {
  if (id.length > 64 || id.includes("\0")) return undefined;
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await withItems(db, [row]))[0] : undefined;
}

/** Every order of one payment attempt, or of one checkout: a checkout's orders are one per store. */
export async function ordersOf(
  db: Tx,
  of: { paymentOrderId: string } | { checkoutId: string },
): Promise<OrderRecord[]> {
  const rows = await db.selectFrom("orders").selectAll()
    .where((eb) =>
      "paymentOrderId" in of
        ? eb("payment_order_id", "=", of.paymentOrderId)
        : eb("checkout_id", "=", of.checkoutId)
    )
    .orderBy("store_name").orderBy("id").execute();
  return await withItems(db, rows);
}

/** What a move records besides the status: the payment's new state, and the parcel's carrier and number. */
export interface OrderMove {
  paymentStatus?: PaymentStatus;
  carrier?: string;
  trackingNumber?: string;
}

/** The moment each status is reached is kept on the order (Confirmed is its creation or payment). */
const reachedAt: Partial<
  Record<OrderStatus, "shipped_at" | "delivered_at" | "cancelled_at" | "returned_at">
> = {
  Shipped: "shipped_at",
  Delivered: "delivered_at",
  Cancelled: "cancelled_at",
  Returned: "returned_at",
};

/**
 * Moves an order from one of `from` to `to` in one statement: of two racing changes (a double click, a
 * customer cancelling as the store ships) exactly one wins. False when the order was not in `from`.
 */
export async function moveOrder(
  tx: Tx,
  id: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  move: OrderMove = {},
): Promise<boolean> {
  const stamp = reachedAt[to];
  const result = await tx.updateTable("orders")
    .set({
      status: to,
      updated_at: sql`now()`,
      // The app's clock (not the database's): the ledger and the settlement weeks date the same moment.
      ...(stamp ? { [stamp]: now() } : {}),
      ...(move.paymentStatus ? { payment_status: move.paymentStatus } : {}),
      ...(move.carrier !== undefined ? { carrier: move.carrier } : {}),
      ...(move.trackingNumber !== undefined ? { tracking_number: move.trackingNumber } : {}),
    })
    .where("id", "=", id).where("status", "in", [...from]).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
