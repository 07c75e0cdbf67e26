/** SQL for reading products. Everything in paise; the API and pages convert at their edge. */
import { type RawBuilder, sql, type SqlBool } from "kysely";
import type { DB } from "../../db/database.ts";

export interface ProductView {
  id: string;
  name: string;
  description: string;
  category_id: string;
  category_name: string;
  subcategory_name: string | null;
  unit: string;
  price_paise: number;
  discount_percent: number;
  stock: number;
  max_purchase_limit: number;
  attributes: string[];
  tags: string[];
  location: string;
  policy: string;
  pin: string;
  colour: string;
  vendor_id: string;
  store_name: string;
  vendor_email: string;
  photo_ids: string[];
  rating: number;
  reviews: number;
  created_at: Date;
}

export interface ProductFilter {
  search?: string;
  categoryId?: string;
  subcategory?: string;
  vendorEmail?: string;
}

/** `%` and `_` typed by a shopper are text, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** PostgreSQL text cannot hold NUL, and a query carrying one fails: such input simply matches nothing. */
export const cannotMatch = (...texts: (string | undefined)[]) => texts.some((t) => t?.includes("\0"));

/** Ids are 24 hex characters today; anything much longer or holding NUL cannot be one. */
const impossibleId = (id: string) => id.length > 64 || id.includes("\0");

function selectProducts(db: DB) {
  return db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.category_id")
    .innerJoin("vendors as v", "v.id", "p.vendor_id")
    .leftJoin("subcategories as s", "s.id", "p.subcategory_id");
}

/**
 * The filter as one condition on product columns only (subcategory and vendor through subqueries), so
 * counting a large catalogue scans one table instead of joining four.
 */
function filterCondition(filter: ProductFilter): RawBuilder<SqlBool> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filter.search) conditions.push(sql`p.name ilike ${`%${escapeLike(filter.search)}%`}`);
  if (filter.categoryId) conditions.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.subcategory) {
    conditions.push(sql`p.subcategory_id in (select id from subcategories where lower(name) = lower(${filter.subcategory}))`);
  }
  if (filter.vendorEmail) {
    conditions.push(sql`p.vendor_id in (select id from vendors where lower(email) = lower(${filter.vendorEmail}))`);
  }
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

function countProducts(db: DB, filter: ProductFilter) {
  return db.selectFrom("products as p").where(filterCondition(filter))
    .select(sql<string>`count(*)`.as("total"))
    .executeTakeFirstOrThrow();
}

function withColumns(query: ReturnType<typeof selectProducts>) {
  return query.select([
    "p.id",
    "p.name",
    "p.description",
    "p.category_id",
    "c.name as category_name",
    "s.name as subcategory_name",
    "p.unit",
    "p.price_paise",
    "p.discount_percent",
    "p.stock",
    "p.max_purchase_limit",
    "p.attributes",
    "p.tags",
    "p.location",
    "p.policy",
    "p.pin",
    "p.colour",
    "p.vendor_id",
    "v.store_name",
    "v.email as vendor_email",
    sql<
      string[]
    >`array(select ph.media_id from product_photos ph where ph.product_id = p.id order by ph.position)`
      .as("photo_ids"),
    "p.rating",
    "p.reviews",
    "p.created_at",
  ]);
}

export async function listProducts(
  db: DB,
  filter: ProductFilter,
  page: { limit: number; page: number },
): Promise<{ rows: ProductView[]; total: number }> {
  if (cannotMatch(filter.search, filter.categoryId, filter.subcategory, filter.vendorEmail)) {
    return { rows: [], total: 0 };
  }
  const [rows, count] = await Promise.all([
    withColumns(selectProducts(db).where(filterCondition(filter)))
      .orderBy("p.created_at", "desc")
      .orderBy("p.id", "desc")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    countProducts(db, filter),
  ]);
  return { rows: rows as ProductView[], total: Number(count.total) };
}

export async function findProduct(db: DB, id: string): Promise<ProductView | undefined> {
  if (impossibleId(id)) return undefined;
  const row = await withColumns(selectProducts(db)).where("p.id", "=", id).executeTakeFirst();
  return row as ProductView | undefined;
}

/** Distinct subcategory names that have products in a category, for the category page's chips. */
export async function subcategoriesWithProducts(db: DB, categoryId: string): Promise<string[]> {
  if (impossibleId(categoryId)) return [];
  const rows = await db
    .selectFrom("products as p")
    .innerJoin("subcategories as s", "s.id", "p.subcategory_id")
    .where("p.category_id", "=", categoryId)
    .select(["s.name", sql<string>`lower(s.name)`.as("sort_key")])
    .distinct()
    .orderBy("sort_key")
    .execute();
  return rows.map((r) => r.name);
}
