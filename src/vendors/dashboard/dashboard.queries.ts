/** SQL of the vendor's own pages: its dashboard's figures, and the commission table it reads. */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import { escapeLike } from "../../catalogue/products/products.queries.ts";
import { paged } from "../../core/paging.ts";

/** How many products the store offers (archived ones are gone from its catalogue) and orders it has had. */
export async function storeCounts(db: DB, vendorId: string): Promise<{ products: number; orders: number }> {
  const [products, orders] = await Promise.all([
    db.selectFrom("products").select(sql<string>`count(*)`.as("n"))
      .where("vendor_id", "=", vendorId).where("archived_at", "is", null).executeTakeFirstOrThrow(),
    db.selectFrom("orders").select(sql<string>`count(*)`.as("n"))
      .where("vendor_id", "=", vendorId).executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.n), orders: Number(orders.n) };
}

/** The store's products with at most `threshold` units left, fewest first (`limit` of them), and how many. */
export async function lowStockProducts(db: DB, vendorId: string, threshold: number, limit: number) {
  const query = db.selectFrom("products")
    .where("vendor_id", "=", vendorId).where("archived_at", "is", null).where("stock", "<=", threshold);
  const [products, count] = await Promise.all([
    query.select(["id", "name", "stock"]).orderBy("stock").orderBy(sql`lower(name)`).orderBy("id")
      .limit(limit).execute(),
    query.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { products, total: Number(count.n) };
}

export interface DaySales {
  /** The day in India, YYYY-MM-DD. */
  day: string;
  paise: number;
  orders: number;
}

/**
 * The store's sales per day in India time from `fromDay` (YYYY-MM-DD) on: orders confirmed or further,
 * not cancelled or returned and not still awaiting their online payment. Days without sales are absent.
 */
export async function dailySales(db: DB, vendorId: string, fromDay: string): Promise<DaySales[]> {
  const day = sql<string>`to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rows = await db.selectFrom("orders")
    .select([day.as("day"), sql<string>`sum(total_paise)`.as("paise"), sql<string>`count(*)`.as("orders")])
    .where("vendor_id", "=", vendorId)
    .where("status", "not in", ["Pending", "Cancelled", "Returned"])
    .where("created_at", ">=", sql<Date>`(${fromDay}::date)::timestamp at time zone 'Asia/Kolkata'`)
    .groupBy(day).orderBy(day).execute();
  return rows.map((row) => ({ day: row.day, paise: Number(row.paise), orders: Number(row.orders) }));
}

/**
 * The commission table as a store reads it, by category then subcategory name, narrowed to rows whose
 * category or subcategory contains `search` (any case).
 */
export async function searchCommissions(
  db: DB,
  search: string,
  page: { limit: number; page: number },
) {
  let query = db.selectFrom("commissions as m")
    .innerJoin("categories as c", "c.id", "m.category_id")
    .leftJoin("subcategories as s", "s.id", "m.subcategory_id");
  const text = search.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) => eb.or([eb("c.name", "ilike", pattern), eb("s.name", "ilike", pattern)]));
  }
  return await paged(
    query.select(["m.id", "c.name as category", "s.name as subcategory", "m.rate_bp"])
      .orderBy(sql`lower(c.name)`).orderBy(sql`lower(s.name) nulls first`).orderBy("m.id"),
    page,
  );
}
