/**
 * A store's own catalogue as its owner sees it: every product not archived, listed on the storefront or not
 * (waiting for approval, store switched off), with the store's status. The storefront's reads
 * (products.queries.ts) may hide unlisted products; these never do, so they select on their own.
 */
import { type SelectQueryBuilder, sql, type SqlBool } from "kysely";
import type { Database, DB } from "../../../db/database.ts";
import { paged } from "../../core/paging.ts";
import type { ProductView } from "../products/products.queries.ts";
import { cannotMatch, escapeLike, PRODUCT_COLUMNS } from "../products/products.queries.ts";

export interface ManagedProduct extends ProductView {
  subcategory_id: string | null;
  listed: boolean;
  store_active: boolean;
  store_pending: boolean;
}

/** The filter choices on the product list (ID, Title, Category, Price). */
export const VENDOR_PRODUCT_FIELDS = ["id", "title", "category", "price"] as const;
export type VendorProductField = typeof VENDOR_PRODUCT_FIELDS[number];

/** The tax filter: `missing`, the products lacking their HSN code or GST rate (not invoiced). */
export const TAX_FILTERS = ["missing"] as const;

export interface VendorProductFilter {
  field?: VendorProductField;
  search?: string;
  tax?: typeof TAX_FILTERS[number];
}

/** The admin's list: every store's products, or one store's, optionally only those out of stock. */
export interface ManagedProductFilter extends VendorProductFilter {
  vendorId?: string;
  outOfStock?: boolean;
}

/** A price in rupees as the list shows it ("24999", "249.50"), for "contains" searches by price. */
const priceText = sql<string>`(p.price_paise / 100)::text ||
  case when p.price_paise % 100 = 0 then '' else '.' || lpad((p.price_paise % 100)::text, 2, '0') end`;

/** One condition per field; an id matches anywhere in it (the list shows its last 7 characters). */
function matching(field: VendorProductField, search: string) {
  const contains = `%${escapeLike(search)}%`;
  switch (field) {
    case "id":
      return sql<SqlBool>`p.id like ${`%${escapeLike(search.toLowerCase())}%`}`;
    case "title":
      return sql<SqlBool>`p.name ilike ${contains}`;
    case "category":
      return sql<SqlBool>`p.category_id in (select id from categories where name ilike ${contains})`;
    case "price":
      // Typed as people write prices: "₹1,299" finds 1299.
      return sql<SqlBool>`${priceText} like ${`%${escapeLike(search.replace(/[₹,\s]/g, ""))}%`}`;
  }
}

type ProductsQuery = SelectQueryBuilder<Database & { p: Database["products"] }, "p", object>;

function managedProducts(db: DB, filter: ManagedProductFilter): ProductsQuery {
  let query = db.selectFrom("products as p").where("p.archived_at", "is", null) as unknown as ProductsQuery;
  if (filter.vendorId !== undefined) query = query.where("p.vendor_id", "=", filter.vendorId);
  if (filter.outOfStock) query = query.where("p.stock", "=", 0);
  if (filter.tax === "missing") {
    query = query.where((eb) => eb.or([eb("p.hsn_code", "is", null), eb("p.gst_rate", "is", null)]));
  }
  const search = filter.search?.trim();
  if (search) query = query.where(matching(filter.field ?? "title", search));
  return query;
}

function withColumns(query: ProductsQuery) {
  return query
    .innerJoin("categories as c", "c.id", "p.category_id")
    .innerJoin("vendors as v", "v.id", "p.vendor_id")
    .leftJoin("subcategories as s", "s.id", "p.subcategory_id")
    .select([
      ...PRODUCT_COLUMNS,
      "p.subcategory_id",
      "v.active as store_active",
      "v.approval_pending as store_pending",
    ]);
}

/** A store's products, newest first, one page of them and how many match in all. */
export function listVendorProducts(
  db: DB,
  vendorId: string,
  filter: VendorProductFilter,
  page: { limit: number; page: number },
): Promise<{ rows: ManagedProduct[]; total: number }> {
  return listManagedProducts(db, { ...filter, vendorId }, page);
}

/** Products not archived (every store's, or `vendorId`'s), newest first: one page and the count of all. */
export async function listManagedProducts(
  db: DB,
  filter: ManagedProductFilter,
  page: { limit: number; page: number },
): Promise<{ rows: ManagedProduct[]; total: number }> {
  if (cannotMatch(filter.vendorId ?? "", filter.search)) return { rows: [], total: 0 };
  const { rows, total } = await paged(
    withColumns(managedProducts(db, filter)).orderBy("p.created_at", "desc").orderBy("p.id", "desc"),
    page,
    managedProducts(db, filter),
  );
  return { rows: rows as ManagedProduct[], total };
}

/** One product that is not archived, whoever owns it (the caller checks ownership). */
export async function findManagedProduct(db: DB, id: string): Promise<ManagedProduct | undefined> {
  if (id.length > 64 || cannotMatch(id)) return undefined;
  const query = db.selectFrom("products as p").where("p.id", "=", id).where("p.archived_at", "is", null);
  return await withColumns(query as unknown as ProductsQuery).executeTakeFirst() as
    | ManagedProduct
    | undefined;
}
