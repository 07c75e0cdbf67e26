/**
 * SQL of the admin's order list and its CSV export (refunds' is in refunds/refunds.queries.ts). A search reads the trigram indexes of
 * migration 0006 (orders.id, orders.customer_name, order_items.name): the three matches are a union, each
 * branch one index scan, rather than an OR that would read every order.
 */
import { type ExpressionBuilder, sql } from "kysely";
import type { Database, DB, OrderStatus } from "../../../db/database.ts";
import { escapeLike } from "../../catalogue/products/products.queries.ts";
import { offsetOf, type Paged } from "../../core/paging.ts";
import { type OrderRecord, type OrderRow, withItems } from "../orders.queries.ts";

/** Refund states an admin filters by: due (includes failed attempts), failed (an attempt was refused), refunded. */
export const REFUND_FILTERS = ["due", "failed", "refunded"] as const;
export type RefundFilter = typeof REFUND_FILTERS[number];

export const ORDER_SORTS = ["newest", "total"] as const;
export type OrderSort = typeof ORDER_SORTS[number];

export interface AdminOrderFilter {
  /** Text in the order id, the customer's name or an item's name (any case). */
  q?: string;
  status?: OrderStatus;
  /** A store's (vendor's) id. */
  store?: string;
  refund?: RefundFilter;
}

/**
 * A count above this is shown as "more than": counting every row of a broad filter is the slow part (the
 * count reads at most COUNT_CAP + 1 matches, 40 pages of 25, where 10,000 took a tenth of a second).
 */
export const COUNT_CAP = 1_000;

/**
 * The shortest search: a trigram index cannot serve one or two characters, so such a search read every
 * order and every line (seconds at 100,000 orders) for a list matching nearly all of them.
 */
export const SEARCH_MIN = 3;
export const SEARCH_TOO_SHORT = `Type at least ${SEARCH_MIN} characters to search orders.`;

type Where = ExpressionBuilder<Database, "orders">;

/** The filter's conditions on the order's own columns (status, store, refund state): all but the search. */
function onColumns(filter: AdminOrderFilter) {
  return (eb: Where) => {
    const conditions = [];
    if (filter.status) conditions.push(eb("orders.status", "=", filter.status));
    if (filter.store) conditions.push(eb("orders.vendor_id", "=", filter.store));
    if (filter.refund === "refunded") conditions.push(eb("orders.payment_status", "=", "refunded"));
    if (filter.refund === "due" || filter.refund === "failed") {
      conditions.push(eb("orders.payment_status", "=", "refund_due"));
    }
    if (filter.refund === "failed") conditions.push(eb("orders.refund_error", "is not", null));
    return eb.and(conditions);
  };
}

/** The searched text as a LIKE pattern, or undefined without a search. */
function searchPattern(filter: AdminOrderFilter): string | undefined {
  const text = filter.q?.trim();
  return text ? `%${escapeLike(text)}%` : undefined;
}

/**
 * The orders a filter matches, with what a page sorts by. A search is a UNION of three branches, each one
 * trigram index scan with the other conditions, carrying the sort columns: a page is then sorted from the
 * matches themselves and only its 25 orders are read by id (a common name matches thousands of orders,
 * and reading each by id before sorting was most of the page's time).
 */
function matches(db: DB, filter: AdminOrderFilter) {
  const branch = () =>
    db.selectFrom("orders").select(["orders.id", "orders.created_at", "orders.total_paise"])
      .where(onColumns(filter));
  const pattern = searchPattern(filter);
  if (!pattern) return branch();
  return branch().where("orders.id", "ilike", pattern)
    .union(branch().where("orders.customer_name", "ilike", pattern))
    .union(
      branch().where(
        "orders.id",
        "in",
        db.selectFrom("order_items").select("order_items.order_id").where(
          "order_items.name",
          "ilike",
          pattern,
        ),
      ),
    );
}

/**
 * Runs `work` with plans made for its values. The pool plans generically (db/connect.ts), which suits the
 * storefront's lookups, but a generic plan cannot use a partial index (refund due) and guesses a trigram
 * pattern's selectivity blindly: the admin's searches read 100 times more rows that way.
 */
export function withCustomPlans<T>(db: DB, work: (tx: DB) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`set local plan_cache_mode = force_custom_plan`.execute(tx);
    return await work(tx);
  });
}

/** The count of matches, on every row of a page: with an order, or alone (all nulls) when the page is empty. */
type Matched = { matched: number };
type PageRow = Matched & (OrderRow | { id: null });

/**
 * A page of orders matching the filter, newest first (or largest total first), with their lines, and how
 * many orders match, counted up to `cap` + 1 (more than `cap` means "more than cap"). One statement reads
 * the matches once for both: a page sorts every match anyway, and counting them again cost a search as
 * long (10 of the 28 ms of a name matching 3,332 orders at 100,000). Without a search the matches are not
 * kept but read twice, each read as short as it can be: the page's from the newest, the count up to the cap.
 * A page past the end still has a count: the count's row is always there, with no order when it is empty.
 */
export async function adminOrderPage(
  db: DB,
  filter: AdminOrderFilter,
  page: { page: number; limit: number },
  sort: OrderSort = "newest",
  cap = COUNT_CAP,
): Promise<Paged<OrderRecord>> {
  const byTotal = (table: string) =>
    sort === "total" ? sql`${sql.ref(`${table}.total_paise`)} desc, ` : sql``;
  const { rows } = await sql<PageRow>`
    with m as ${searchPattern(filter) ? sql`materialized` : sql`not materialized`} (${matches(db, filter)}),
    page as (
      select m.id from m order by ${byTotal("m")}m.created_at desc, m.id desc
      limit ${page.limit} offset ${offsetOf(page)}
    )
    select (select count(*) from (select 1 from m limit ${cap + 1}) capped)::int as matched, o.*
    from (select 1) as one
    left join lateral (select * from orders where orders.id in (select id from page)) as o on true
    order by ${byTotal("o")}o.created_at desc, o.id desc`.execute(db);
  const orders = rows.filter((row): row is OrderRow & Matched => row.id !== null)
    .map(({ matched: _, ...order }) => order);
  return { rows: await withItems(db, orders), total: rows[0]?.matched ?? 0 };
}

/**
 * The next chunk of matching orders for an export, newest first, after the order `after` (an id: its
 * created_at is read in SQL, so no timestamp loses its microseconds in JavaScript).
 */
export async function adminOrderChunk(
  db: DB,
  filter: AdminOrderFilter,
  after: string | null,
  size: number,
): Promise<OrderRecord[]> {
  let ids = db.selectFrom(matches(db, filter).as("m")).select("m.id");
  if (after) {
    ids = ids.where(
      sql<boolean>`(m.created_at, m.id) < (select c.created_at, c.id from orders c where c.id = ${after})`,
    );
  }
  ids = ids.orderBy("m.created_at", "desc").orderBy("m.id", "desc").limit(size);
  const rows = await db.selectFrom("orders").selectAll().where("orders.id", "in", ids)
    .orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return await withItems(db, rows);
}

/** The stores orders can be filtered by, by name. */
export function storeChoices(db: DB) {
  return db.selectFrom("vendors").select(["id", "store_name"]).orderBy("store_name").orderBy("id").execute();
}

/** The store's card on an order's page. */
export function storeCard(db: DB, vendorId: string) {
  return db.selectFrom("vendors")
    .select(["id", "store_name", "email", "phone", "first_name", "last_name", "city", "active"])
    .where("id", "=", vendorId).executeTakeFirst();
}
