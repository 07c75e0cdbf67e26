/**
 * SQL of the admin's customer screens and calls: the customer list searched by name, email, mobile or id
 * (trigram indexes and users_newest of migration 0006), one customer, and what a customer bought per month.
 * Only customer accounts: vendors and admins are never listed here.
 */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import { escapeLike } from "../../catalogue/products/products.queries.ts";
import { withCustomPlans } from "../../orders/admin-orders/admin-orders.queries.ts";
import { SPENT_ORDERS } from "../account/customer-spending.ts";
import { paged } from "../../core/paging.ts";

/** One line for the admin lists: the customer's first saved address, or null. */
const firstAddress = sql<string | null>`(
  select concat_ws(', ', nullif(a.street, ''), nullif(a.floor, ''), nullif(a.area, ''), nullif(a.landmark, ''),
    nullif(a.city, ''), nullif(concat_ws(' ', nullif(a.state, ''), nullif(a.postal_code, '')), ''), nullif(a.country, ''))
  from addresses a where a.user_id = u.id order by a.created_at, a.id limit 1
)`;

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  mobile: string;
  address: string | null;
}

/** Ids are 24 hex characters; the list shows their first 5 followed by '...', which may be pasted back. */
const ID_FRAGMENT = /^[0-9a-f]{1,24}$/;

/** Counts up to this many are exact on every request (the count stops reading there). */
export const EXACT_COUNT_UP_TO = 200;
/** A larger count is reused for this long per search, per server thread. */
export const COUNT_REUSE_MS = 30_000;
const bigCounts = new WeakMap<DB, Map<string, { total: number; at: number }>>();

/**
 * How many customers match: exact when at most EXACT_COUNT_UP_TO (reading no further than that), else
 * the full count, kept COUNT_REUSE_MS per search, so paging through a large list does not count 50,000
 * rows on every page. A big total may thus lag new sign-ups by up to 30 seconds.
 */
async function countMatching(
  db: DB,
  key: string,
  capped: () => Promise<number>,
  full: () => Promise<number>,
) {
  const upTo = await capped();
  if (upTo <= EXACT_COUNT_UP_TO) return upTo;
  const counts = bigCounts.get(db) ?? new Map();
  bigCounts.set(db, counts);
  const known = counts.get(key);
  if (known && Date.now() - known.at < COUNT_REUSE_MS) return Math.max(known.total, upTo);
  const total = await full();
  if (counts.size >= 200) counts.clear();
  counts.set(key, { total, at: Date.now() });
  return total;
}

/** Customer accounts whose name, email or mobile contains `q` (any case, anywhere), or whose id starts with it. */
function customersMatching(db: DB, q: string | undefined) {
  const customers = db.selectFrom("users as u").where("u.role", "=", "customer");
  if (!q) return customers;
  // Each arm has an index (three trigram indexes and users_id_prefix): PostgreSQL ORs bitmaps when the
  // matches are few, and walks users_newest when they are many.
  const pattern = `%${escapeLike(q)}%`;
  const idPrefix = q.replace(/(\.\.\.|…)$/, "").toLowerCase();
  return customers.where((eb) =>
    eb.or([
      eb("u.name", "ilike", pattern),
      eb("u.email", "ilike", pattern),
      eb("u.mobile", "ilike", pattern),
      ...(ID_FRAGMENT.test(idPrefix) ? [eb("u.id", "like", `${idPrefix}%`)] : []),
    ])
  );
}

/** A page of customers, newest first, narrowed to those matching `q`; and how many match in all. */
export async function searchCustomers(
  db: DB,
  filter: { q?: string },
  page: { limit: number; page: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const q = filter.q?.trim();
  // PostgreSQL text cannot hold NUL: such a search matches nothing.
  if (q?.includes("\0")) return { rows: [], total: 0 };
  // Plans made for the search's own text (see withCustomPlans): a generic plan guesses every pattern's
  // selectivity alike, and read the trigram indexes in full for one letter where walking users_newest
  // finds a page of matches in a few rows. The id prefix arm reads users_id_prefix (migration 0010).
  return await withCustomPlans(db, (tx) => {
    const base = customersMatching(tx, q);
    return paged(
      base.select(["u.id", "u.name", "u.email", "u.mobile", firstAddress.as("address")])
        .orderBy("u.created_at", "desc").orderBy("u.id", "desc"),
      page,
      () =>
        countMatching(
          db,
          q ?? "",
          async () => {
            const upTo = await tx.selectFrom(
              base.select(sql`1`.as("one")).limit(EXACT_COUNT_UP_TO + 1).as("t"),
            ).select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
            return Number(upTo.n);
          },
          async () => Number((await base.select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow()).n),
        ),
    );
  });
}

/** One customer account (never a vendor's or an admin's), or undefined. */
export function findCustomer(db: DB, id: string): Promise<CustomerRow | undefined> {
  if (id.length > 64 || id.includes("\0")) return Promise.resolve(undefined);
  return db.selectFrom("users as u")
    .select(["u.id", "u.name", "u.email", "u.mobile", firstAddress.as("address")])
    .where("u.id", "=", id)
    .where("u.role", "=", "customer")
    .executeTakeFirst();
}

export interface MonthPurchases {
  /** The month in India, YYYY-MM. */
  month: string;
  /** The orders counted. */
  orders: number;
  /** Units bought (the sum of the order lines' quantities). */
  items: number;
  /** What the orders cost, in paise. */
  paise: number;
}

/**
 * What the customer spent per month in India time from the first of `fromMonth` (YYYY-MM) on, counting the
 * orders paid for and not cancelled (SPENT_ORDERS: Confirmed, Shipped or Delivered with the payment 'paid':
 * paid online, or cash on delivery once delivered). Left out: Pending orders (awaiting their online payment),
 * cash-on-delivery orders not yet delivered (unpaid), and cancelled ones (refund due or refunded). Months
 * without are absent.
 */
export async function monthlyPurchases(
  db: DB,
  customerId: string,
  fromMonth: string,
): Promise<MonthPurchases[]> {
  const month = sql<string>`to_char(o.created_at at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  const rows = await db.selectFrom("orders as o")
    .select([
      month.as("month"),
      sql<string>`count(*)`.as("orders"),
      sql<string>`coalesce(sum((select sum(i.quantity) from order_items i where i.order_id = o.id)), 0)`.as(
        "items",
      ),
      sql<string>`sum(o.total_paise)`.as("paise"),
    ])
    .where("o.customer_id", "=", customerId)
    .where("o.status", "in", SPENT_ORDERS.statuses)
    .where("o.payment_status", "=", SPENT_ORDERS.paymentStatus)
    .where(
      "o.created_at",
      ">=",
      sql<Date>`(${fromMonth + "-01"}::date)::timestamp at time zone 'Asia/Kolkata'`,
    )
    .groupBy(month).orderBy(month).execute();
  return rows.map((row) => ({
    month: row.month,
    orders: Number(row.orders),
    items: Number(row.items),
    paise: Number(row.paise),
  }));
}
