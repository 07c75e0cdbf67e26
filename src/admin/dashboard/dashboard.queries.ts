/**
 * SQL of the admin dashboard (/admin, GET /api/admin/dashboard): every figure counted or summed in the
 * database, each query on an index at 100,000 orders (orders_newest for the latest orders and, index-only
 * since migration 0010, the last 30 days; orders_refund_due for refunds); big tile counts are reused.
 */
import { type SelectQueryBuilder, sql } from "kysely";
import type { Database, DB } from "../../../db/database.ts";
import type { DaySales } from "../../vendors/dashboard/dashboard.queries.ts";
import { ADMIN_OPEN } from "../../returns/returns.rules.ts";

export interface PlatformCounts {
  products: number;
  orders: number;
  customers: number;
  stores: number;
}

/** Tiles up to this count are exact on every load (the count stops reading there). */
export const EXACT_TILE_UP_TO = 1_000;
/** A larger tile count is reused for this long, per server thread. */
export const TILE_REUSE_MS = 30_000;
const bigTiles = new WeakMap<DB, Map<string, { total: number; at: number }>>();

/**
 * A tile's count: exact when at most EXACT_TILE_UP_TO (reading no further), else the full count, kept
 * TILE_REUSE_MS: counting 100,000 orders and 50,000 customers on every load of the dashboard was most of
 * its time. A big tile may thus lag new orders by up to 30 seconds.
 */
async function tileCount(db: DB, key: string, query: SelectQueryBuilder<Database, keyof Database, object>) {
  const upTo = Number(
    (await db.selectFrom(query.select(sql`1`.as("one")).limit(EXACT_TILE_UP_TO + 1).as("t"))
      .select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow()).n,
  );
  if (upTo <= EXACT_TILE_UP_TO) return upTo;
  const counts = bigTiles.get(db) ?? new Map<string, { total: number; at: number }>();
  bigTiles.set(db, counts);
  const known = counts.get(key);
  if (known && Date.now() - known.at < TILE_REUSE_MS) return Math.max(known.total, upTo);
  const total = Number((await query.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
  counts.set(key, { total, at: Date.now() });
  return total;
}

/** The four tiles: products on offer (archived ones are gone), every order, customer accounts, stores. */
export async function platformCounts(db: DB): Promise<PlatformCounts> {
  const [products, orders, customers, stores] = await Promise.all([
    tileCount(db, "products", db.selectFrom("products").where("archived_at", "is", null)),
    tileCount(db, "orders", db.selectFrom("orders")),
    tileCount(db, "customers", db.selectFrom("users").where("role", "=", "customer")),
    tileCount(db, "stores", db.selectFrom("vendors")),
  ]);
  return { products, orders, customers, stores };
}

export interface LatestOrderRow {
  id: string;
  created_at: Date | string;
  customer_name: string;
  total_paise: number;
  payment_method: "cod" | "card" | "upi";
  status: string;
  /** The items' names in their order, joined by ", ". */
  products: string;
}

/** The `limit` newest orders by creation (then id), with their item names joined in the database. */
export function latestOrders(db: DB, limit: number): Promise<LatestOrderRow[]> {
  return db.selectFrom("orders as o")
    .select([
      "o.id",
      "o.created_at",
      "o.customer_name",
      "o.total_paise",
      "o.payment_method",
      "o.status",
      (eb) =>
        eb.selectFrom("order_items as i")
          .select(sql<string>`coalesce(string_agg(i.name, ', ' order by i.position), '')`.as("names"))
          .whereRef("i.order_id", "=", "o.id")
          .as("products"),
    ])
    .orderBy("o.created_at", "desc").orderBy("o.id", "desc")
    .limit(limit)
    .execute() as Promise<LatestOrderRow[]>;
}

/**
 * Orders and revenue per day in India time from `fromDay` (YYYY-MM-DD) on, every store together: orders
 * confirmed or further, not cancelled or returned, not still awaiting their online payment. Days without are
 * absent.
 */
export async function platformDailySales(db: DB, fromDay: string): Promise<DaySales[]> {
  // Grouped by date, formatted once per day: to_char on every order was most of this query's time.
  const date = sql<string>`(created_at at time zone 'Asia/Kolkata')::date`;
  const day = sql<string>`to_char(${date}, 'YYYY-MM-DD')`;
  const rows = await db.selectFrom("orders")
    .select([day.as("day"), sql<string>`sum(total_paise)`.as("paise"), sql<string>`count(*)`.as("orders")])
    .where("status", "not in", ["Pending", "Cancelled", "Returned"])
    .where("created_at", ">=", sql<Date>`(${fromDay}::date)::timestamp at time zone 'Asia/Kolkata'`)
    .groupBy(date).orderBy(date).execute();
  return rows.map((row) => ({ day: row.day, paise: Number(row.paise), orders: Number(row.orders) }));
}

/** Store applications waiting for the admin, oldest first (`limit` of them), and how many there are. */
export async function pendingStores(db: DB, limit: number) {
  const query = db.selectFrom("vendors").where("approval_pending", "=", true);
  const [stores, count] = await Promise.all([
    query.select(["id", "store_name", "city", "created_at"]).orderBy("created_at").orderBy("id")
      .limit(limit).execute(),
    query.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { stores, total: Number(count.n) };
}

/** Cancelled paid orders whose money has not gone back yet: how many, and how much (paise). */
export async function refundsDue(db: DB): Promise<{ count: number; paise: number }> {
  const row = await db.selectFrom("orders")
    .select([sql<string>`count(*)`.as("n"), sql<string>`coalesce(sum(total_paise), 0)`.as("paise")])
    .where("payment_status", "=", "refund_due")
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), paise: Number(row.paise) };
}

/** Products on offer with no stock left, by name (`limit` of them, with their store), and how many. */
export async function outOfStock(db: DB, limit: number) {
  const query = db.selectFrom("products as p")
    .where("p.archived_at", "is", null).where("p.stock", "<=", 0);
  const [products, count] = await Promise.all([
    query.innerJoin("vendors as v", "v.id", "p.vendor_id")
      .select(["p.id", "p.name", "v.store_name"])
      .orderBy(sql`lower(p.name)`).orderBy("p.id").limit(limit).execute(),
    query.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { products, total: Number(count.n) };
}

/**
 * Return requests waiting on someone (the store, the shopper's parcel, or the admin), and how many of them
 * are escalations waiting on the admin: one count over the returns_listed index (status first).
 */
export async function openReturns(db: DB): Promise<{ open: number; escalated: number }> {
  const row = await db.selectFrom("returns")
    .select([
      sql<string>`count(*)`.as("open"),
      sql<string>`count(*) filter (where status = 'escalated')`.as("escalated"),
    ])
    .where("status", "in", [...ADMIN_OPEN])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), escalated: Number(row.escalated) };
}
