/** SQL of the admin's category writes and the admin list: rows, locks, names in use, what still uses a row. */
import { type Insertable, sql, type SqlBool, type Transaction, type Updateable } from "kysely";
import type { CategoryTable, Database, DB, SubcategoryTable } from "../../../db/database.ts";
import { paged } from "../../core/paging.ts";
import { cannotMatch, escapeLike } from "../products/products.queries.ts";

type Tx = Transaction<Database>;

/** Ids are 24 hex characters today; anything much longer or holding NUL cannot be one. */
const impossible = (id: string) => id.length > 64 || id.includes("\0");

/** The category row, locked until the transaction ends (a product added meanwhile waits for it). */
export function lockCategory(tx: Tx, id: string) {
  if (impossible(id)) return Promise.resolve(undefined);
  return tx.selectFrom("categories").select(["id", "name", "description", "image_id"]).where("id", "=", id)
    .forUpdate().executeTakeFirst();
}

export function lockSubcategory(tx: Tx, categoryId: string, id: string) {
  if (impossible(categoryId) || impossible(id)) return Promise.resolve(undefined);
  return tx.selectFrom("subcategories").select(["id", "category_id", "name", "description"])
    .where("id", "=", id).where("category_id", "=", categoryId).forUpdate().executeTakeFirst();
}

/** Another category (not `exceptId`) with this name, ignoring case. */
export async function categoryNameTaken(db: DB | Tx, name: string, exceptId?: string) {
  let query = db.selectFrom("categories").select("id").where(sql`lower(name)`, "=", sql`lower(${name})`);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function subcategoryNameTaken(db: DB | Tx, categoryId: string, name: string, exceptId?: string) {
  let query = db.selectFrom("subcategories").select("id").where("category_id", "=", categoryId)
    .where(sql`lower(name)`, "=", sql`lower(${name})`);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** New categories go after the others in the storefront's order. */
export async function insertCategoryRow(tx: Tx, row: Omit<Insertable<CategoryTable>, "position">) {
  await tx.insertInto("categories").values({
    ...row,
    position: sql<number>`(select coalesce(max(position), -1) + 1 from categories)`,
  }).execute();
}

export async function updateCategoryRow(tx: Tx, id: string, changes: Updateable<CategoryTable>) {
  await tx.updateTable("categories").set(changes).where("id", "=", id).execute();
}

export async function insertSubcategoryRow(tx: Tx, row: Insertable<SubcategoryTable>) {
  await tx.insertInto("subcategories").values(row).execute();
}

export async function updateSubcategoryRow(tx: Tx, id: string, changes: Updateable<SubcategoryTable>) {
  await tx.updateTable("subcategories").set(changes).where("id", "=", id).execute();
}

/** What holds a category: its products on sale or not, those archived (orders keep them), its rates. */
export async function categoryUse(tx: Tx, id: string) {
  const row = await sql<{ products: number; archived: number; commissions: number }>`select
      (select count(*)::int from products where category_id = ${id} and archived_at is null) as products,
      (select count(*)::int from products where category_id = ${id} and archived_at is not null) as archived,
      (select count(*)::int from commissions where category_id = ${id}) as commissions`.execute(tx);
  const use = row.rows[0];
  return {
    products: Number(use.products),
    archived: Number(use.archived),
    commissions: Number(use.commissions),
  };
}

/** What holds a subcategory: products not archived (archived ones only lose the label), its rates. */
export async function subcategoryUse(tx: Tx, id: string) {
  const row = await sql<{ products: number; commissions: number }>`select
      (select count(*)::int from products where subcategory_id = ${id} and archived_at is null) as products,
      (select count(*)::int from commissions where subcategory_id = ${id}) as commissions`.execute(tx);
  const use = row.rows[0];
  return { products: Number(use.products), commissions: Number(use.commissions) };
}

/** Deletes a category no product or rate holds, with its subcategories. */
export async function deleteCategoryRow(tx: Tx, id: string) {
  await tx.deleteFrom("subcategories").where("category_id", "=", id).execute();
  await tx.deleteFrom("categories").where("id", "=", id).execute();
}

export async function deleteSubcategoryRow(tx: Tx, id: string) {
  await tx.deleteFrom("subcategories").where("id", "=", id).execute();
}

export function subcategoriesOf(tx: Tx, categoryId: string) {
  return tx.selectFrom("subcategories").select(["id", "name", "description"])
    .where("category_id", "=", categoryId).orderBy(sql`lower(name)`).orderBy("id").execute();
}

// ---- The admin's category list (/panel/category) ----

/** The filter choices on the category list (ID, Title, Description). */
export const CATEGORY_FIELDS = ["id", "title", "description"] as const;
export type CategoryField = typeof CATEGORY_FIELDS[number];

export interface AdminCategoryRow {
  id: string;
  name: string;
  description: string;
  image_id: string | null;
  subcategories: number;
  products: number;
}

function matching(field: CategoryField, search: string) {
  const contains = `%${escapeLike(search)}%`;
  switch (field) {
    case "id":
      return sql<SqlBool>`c.id like ${`%${escapeLike(search.toLowerCase())}%`}`;
    case "title":
      return sql<SqlBool>`c.name ilike ${contains}`;
    case "description":
      return sql<SqlBool>`c.description ilike ${contains}`;
  }
}

/** Categories in the storefront's order, filtered by a field, with counts of subcategories and products. */
export async function listAdminCategories(
  db: DB,
  filter: { field?: CategoryField; search?: string },
  page: { limit: number; page: number },
): Promise<{ rows: AdminCategoryRow[]; total: number }> {
  const search = filter.search?.trim();
  if (cannotMatch(search)) return { rows: [], total: 0 };
  let base = db.selectFrom("categories as c");
  if (search) base = base.where(matching(filter.field ?? "title", search));
  const { rows, total } = await paged(
    base.select([
      "c.id",
      "c.name",
      "c.description",
      "c.image_id",
      sql<number>`(select count(*)::int from subcategories s where s.category_id = c.id)`.as("subcategories"),
      sql<number>`(select count(*)::int from products p where p.category_id = c.id and p.archived_at is null)`
        .as("products"),
    ]).orderBy("c.position").orderBy(sql`lower(c.name)`).orderBy("c.id"),
    page,
  );
  return {
    rows: rows.map((r) => ({ ...r, subcategories: Number(r.subcategories), products: Number(r.products) })),
    total,
  };
}

/** A category's subcategories with how many products (not archived) each has. */
export function adminSubcategories(db: DB, categoryId: string) {
  if (impossible(categoryId)) return Promise.resolve([]);
  return db.selectFrom("subcategories as s").select([
    "s.id",
    "s.name",
    "s.description",
    sql<
      number
    >`(select count(*)::int from products p where p.subcategory_id = s.id and p.archived_at is null)`
      .as("products"),
  ]).where("s.category_id", "=", categoryId).orderBy(sql`lower(s.name)`).orderBy("s.id").execute();
}

/** One subcategory of a category, for its edit page. */
export function findSubcategory(db: DB, categoryId: string, id: string) {
  if (impossible(categoryId) || impossible(id)) return Promise.resolve(undefined);
  return db.selectFrom("subcategories").select(["id", "category_id", "name", "description"])
    .where("id", "=", id).where("category_id", "=", categoryId).executeTakeFirst();
}
