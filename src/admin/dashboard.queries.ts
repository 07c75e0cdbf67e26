/**
 * SQL of the admin dashboard (/admin, GET /api/admin/dashboard): every figure counted or summed in the
 * database, each query on an index at 100,000 orders (orders_newest for the latest orders and the last 30
 * days, orders_refund_due for refunds, users_newest for customers).
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import type { DaySales } from "../vendors/dashboard.queries.ts";

export interface PlatformCounts {
  products: number;
  orders: number;
  customers: number;
  stores: number;
}

/** The four tiles: products on offer (archived ones are gone), every order, customer accounts, stores. */
export async function platformCounts(db: DB): Promise<PlatformCounts> {
  const n = sql<string>`count(*)`.as("n");
  const [products, orders, customers, stores] = await Promise.all([
    db.selectFrom("products").select(n).where("archived_at", "is", null).executeTakeFirstOrThrow(),
    db.selectFrom("orders").select(n).executeTakeFirstOrThrow(),
    db.selectFrom("users").select(n).where("role", "=", "customer").executeTakeFirstOrThrow(),
    db.selectFrom("vendors").select(n).executeTakeFirstOrThrow(),
  ]);
  return {
    products: Number(products.n),
    orders: Number(orders.n),
    customers: Number(customers.n),
    stores: Number(stores.n),
  };
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
 * confirmed or further, not cancelled and not still awaiting their online payment. Days without are absent.
 */
export async function platformDailySales(db: DB, fromDay: string): Promise<DaySales[]> {
  const day = sql<string>`to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rows = await db.selectFrom("orders")
    .select([day.as("day"), sql<string>`sum(total_paise)`.as("paise"), sql<string>`count(*)`.as("orders")])
    .where("status", "not in", ["Pending", "Cancelled"])
    .where("created_at", ">=", sql<Date>`(${fromDay}::date)::timestamp at time zone 'Asia/Kolkata'`)
    .groupBy(day).orderBy(day).execute();
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
