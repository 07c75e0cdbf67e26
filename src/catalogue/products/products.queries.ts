/**
 * SQL for reading products. Everything in paise; the API and pages convert at their edge.
 * The storefront sees listed products only (`products.listed`: not archived, store active and approved):
 * every read here hides the others unless the caller asks for them by name (`includeUnlisted`), as a
 * store's own lists and a cart that already holds one must.
 */
import { type AliasedSelectQueryBuilder, type RawBuilder, type Selectable, sql, type SqlBool } from "kysely";
import type { DB, ProductTable } from "../../../db/database.ts";
import { compileOnce } from "../../../db/compile-once.ts";

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
  /** HSN code or SAC; null until the store sets it. */
  hsn_code: string | null;
  /** GST rate in per cent (0, 5, 18 or 40); null until the store sets it. */
  gst_rate: number | null;
  vendor_id: string;
  store_name: string;
  vendor_email: string;
  photo_ids: string[];
  rating: number;
  reviews: number;
  /** On the storefront; false: archived, or its store is pending approval or switched off. */
  listed: boolean;
  created_at: Date;
}

/** Storefront reads leave unlisted products out; a store's own views and a cart's lines keep them. */
export interface Listing {
  includeUnlisted?: boolean;
}

export interface ProductFilter {
  search?: string;
  categoryId?: string;
  /** Products of the same category as this product id, without it ("you may also like"). */
  relatedTo?: string;
  subcategory?: string;
  vendorEmail?: string;
  /** Also products the storefront does not show (a store's own list). Default: listed ones only. */
  includeUnlisted?: boolean;
}

/** `%` and `_` typed by a shopper are text, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** PostgreSQL text cannot hold NUL, and a query carrying one fails: such input simply matches nothing. */
export const cannotMatch = (...texts: (string | undefined)[]) => texts.some((t) => t?.includes("\0"));

/** Ids are 24 hex characters today; anything much longer or holding NUL cannot be one. */
const impossibleId = (id: string) => id.length > 64 || id.includes("\0");

/**
 * The chosen product rows with the names they show. Choosing first (a page, one id) and joining after keeps
 * the plan cheap whatever the catalogue's size: the names and photos are looked up for those rows only.
 */
function selectProducts(db: DB, rows: AliasedSelectQueryBuilder<Selectable<ProductTable>, "p">) {
  return db
    .selectFrom(rows)
    .innerJoin("categories as c", "c.id", "p.category_id")
    .innerJoin("vendors as v", "v.id", "p.vendor_id")
    .leftJoin("subcategories as s", "s.id", "p.subcategory_id");
}

type FilterKey = Exclude<keyof ProductFilter, "includeUnlisted">;

/**
 * Each filter as a condition on product columns only (subcategory and vendor through subqueries), so
 * counting a large catalogue scans one table instead of joining four. Values arrive ready to bind.
 */
const conditions: Record<FilterKey, (value: unknown) => RawBuilder<unknown>> = {
  search: (pattern) => sql`p.name ilike ${pattern}`,
  categoryId: (id) => sql`p.category_id = ${id}`,
  relatedTo: (id) =>
    sql`p.category_id = (select category_id from products where id = ${id}) and p.id <> ${id}`,
  subcategory: (name) =>
    sql`p.subcategory_id in (select id from subcategories where lower(name) = lower(${name}))`,
  vendorEmail: (email) => sql`p.vendor_id in (select id from vendors where lower(email) = lower(${email}))`,
};

/** The filters in use and the values to bind; `%` and `_` of a search are escaped here. */
function activeFilters(filter: ProductFilter): Shape & { values: unknown[] } {
  const keys = (Object.keys(conditions) as FilterKey[]).filter((key) => filter[key]);
  const values = keys.map((key) => key === "search" ? `%${escapeLike(filter.search!)}%` : filter[key]);
  return { keys, listedOnly: !filter.includeUnlisted, values };
}

/** What a compiled query depends on: the filters in use, and whether unlisted products are left out. */
interface Shape {
  keys: FilterKey[];
  listedOnly: boolean;
}

/** `p.listed` is a plain column of products: the storefront's lists stay one-table scans. */
const whereAll = ({ keys, listedOnly }: Shape, values: unknown[]) =>
  sql<SqlBool>`${
    sql.join(
      [listedOnly ? sql`p.listed` : sql`true`, ...keys.map((key, i) => conditions[key](values[i]))],
      sql` and `,
    )
  }`;

/** One compiled query per combination of filters in use: few shapes, each compiled once. */
function perShape<Q>(make: (shape: Shape) => Q): (shape: Shape) => Q {
  const shapes = new Map<string, Q>();
  return (shape) => {
    const key = `${shape.listedOnly ? "listed" : "all"}:${shape.keys.join(",")}`;
    let query = shapes.get(key);
    if (!query) shapes.set(key, query = make(shape));
    return query;
  };
}

const countQuery = perShape((shape) =>
  keptCount(shape)
    ? keptCountQuery(shape)
    : compileOnce((db: DB, ...values: unknown[]) =>
      db.selectFrom("products as p").where(whereAll(shape, values)).select(sql<string>`count(*)`.as("total"))
    )
);

/**
 * The storefront's whole list and a category's are counted by listed_counts (migration 0015, kept by
 * triggers): one or a few rows, where counting the products themselves grows with the catalogue.
 */
const keptCount = ({ keys, listedOnly }: Shape) => listedOnly && keys.every((key) => key === "categoryId");

const keptCountQuery = ({ keys }: Shape) =>
  compileOnce((db: DB, ...values: unknown[]) =>
    db.selectFrom("listed_counts")
      .where(keys.length ? sql<SqlBool>`category_id = ${values[0]}` : sql<SqlBool>`true`)
      .select(sql<string>`coalesce(sum(products), 0)`.as("total"))
  );

const newestQuery = perShape((shape) =>
  compileOnce((db: DB, limit: number, offset: number, ...values: unknown[]) => {
    const page = db.selectFrom("products as p").selectAll("p").where(whereAll(shape, values))
      .orderBy("p.created_at", "desc").orderBy("p.id", "desc").limit(limit).offset(offset);
    return withColumns(selectProducts(db, page.as("p"))).orderBy("p.created_at", "desc").orderBy(
      "p.id",
      "desc",
    );
  })
);

async function countProducts(db: DB, filter: ProductFilter): Promise<number> {
  const { values, ...shape } = activeFilters(filter);
  const row = await countQuery(shape)(db, ...values).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The columns of a ProductView, for any query over products p joined to categories c, vendors v and
 * subcategories s (the storefront's reads here, a store's own list in vendor-products.queries.ts).
 */
export const PRODUCT_COLUMNS = [
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
  "p.hsn_code",
  "p.gst_rate",
  "p.vendor_id",
  "v.store_name",
  "v.email as vendor_email",
  sql<
    string[]
  >`array(select ph.media_id from product_photos ph where ph.product_id = p.id order by ph.position)`
    .as("photo_ids"),
  "p.rating",
  "p.reviews",
  "p.listed",
  "p.created_at",
] as const;

function withColumns(query: ReturnType<typeof selectProducts>) {
  return query.select(PRODUCT_COLUMNS);
}

export async function listProducts(
  db: DB,
  filter: ProductFilter,
  page: { limit: number; page: number },
): Promise<{ rows: ProductView[]; total: number }> {
  if (impossibleFilter(filter)) return { rows: [], total: 0 };
  const [rows, count] = await Promise.all([
    newestFirst(db, filter, page.limit, (page.page - 1) * page.limit),
    countProducts(db, filter),
  ]);
  return { rows, total: count };
}

/** The newest products matching a filter, without counting them all (carousels, "related" rows). */
export async function latestProducts(db: DB, filter: ProductFilter, limit: number): Promise<ProductView[]> {
  if (impossibleFilter(filter)) return [];
  return await newestFirst(db, filter, limit, 0);
}

const impossibleFilter = (filter: ProductFilter) =>
  cannotMatch(filter.search, filter.categoryId, filter.subcategory, filter.vendorEmail, filter.relatedTo);

async function newestFirst(db: DB, filter: ProductFilter, limit: number, offset: number) {
  const { values, ...shape } = activeFilters(filter);
  return await newestQuery(shape)(db, limit, offset, ...values).execute() as ProductView[];
}

/** Two compiled shapes of a lookup: listed products only (the storefront), or any. */
const eitherListing = <Q>(make: (listedOnly: boolean) => Q) => {
  const [listed, any] = [make(true), make(false)];
  return (listing: Listing = {}) => listing.includeUnlisted ? any : listed;
};

const productById = eitherListing((listedOnly) =>
  compileOnce((db: DB, id: string) =>
    withColumns(
      selectProducts(
        db,
        db.selectFrom("products as p").selectAll("p").where("p.id", "=", id)
          .where(listedOnly ? sql<SqlBool>`p.listed` : sql<SqlBool>`true`).as("p"),
      ),
    )
  )
);

const productsByIds = eitherListing((listedOnly) =>
  compileOnce((db: DB, ids: string[]) =>
    withColumns(
      selectProducts(
        db,
        db.selectFrom("products as p").selectAll("p").where(sql<SqlBool>`p.id = any(${ids}::text[])`)
          .where(listedOnly ? sql<SqlBool>`p.listed` : sql<SqlBool>`true`).as("p"),
      ),
    )
  )
);

/**
 * Several products by id (a wishlist, nearby products), in the order of `ids`; unknown ids are skipped, and
 * so are unlisted ones unless `includeUnlisted` (a cart shows what it holds, and checkout refuses it).
 */
export async function findProducts(db: DB, ids: string[], listing?: Listing): Promise<ProductView[]> {
  const wanted = ids.filter((id) => !impossibleId(id));
  if (wanted.length === 0) return [];
  const rows = await productsByIds(listing)(db, wanted).execute() as ProductView[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** One product as the storefront shows it: undefined when unknown or unlisted (unless `includeUnlisted`). */
export async function findProduct(db: DB, id: string, listing?: Listing): Promise<ProductView | undefined> {
  if (impossibleId(id)) return undefined;
  return await productById(listing)(db, id).executeTakeFirst() as ProductView | undefined;
}

/** Names of a category's subcategories that have listed products, for the category page's chips. */
export async function subcategoriesWithProducts(db: DB, categoryId: string): Promise<string[]> {
  if (impossibleId(categoryId)) return [];
  const rows = await db
    .selectFrom("subcategories as s")
    .where("s.category_id", "=", categoryId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("products as p").select("p.id").whereRef("p.subcategory_id", "=", "s.id")
          .where("p.listed", "=", true),
      )
    )
    .select("s.name")
    .orderBy(sql`lower(s.name)`)
    .execute();
  return rows.map((r) => r.name);
}
