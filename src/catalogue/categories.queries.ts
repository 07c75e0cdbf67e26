import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

export interface CategoryView {
  id: string;
  name: string;
  description: string;
  image_id: string | null;
  subcategories: { id: string; name: string; description: string }[];
}

function selectCategories(db: DB) {
  return db.selectFrom("categories as c").select([
    "c.id",
    "c.name",
    "c.description",
    "c.image_id",
    sql<CategoryView["subcategories"]>`coalesce((
      select json_agg(json_build_object('id', s.id, 'name', s.name, 'description', s.description) order by s.name)
      from subcategories s where s.category_id = c.id), '[]'::json)`.as("subcategories"),
  ]);
}

export async function listCategories(db: DB, page: { limit: number; page: number }) {
  const [rows, count] = await Promise.all([
    selectCategories(db).orderBy("c.position").orderBy("c.name").limit(page.limit)
      .offset((page.page - 1) * page.limit).execute(),
    db.selectFrom("categories").select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as CategoryView[], total: Number(count.total) };
}

/** By id, or by name ignoring case: the storefront's category URLs carry the name. */
export async function findCategory(db: DB, idOrName: string): Promise<CategoryView | undefined> {
  const row = await selectCategories(db)
    .where((eb) => eb.or([eb("c.id", "=", idOrName), eb(sql`lower(c.name)`, "=", idOrName.toLowerCase())]))
    .executeTakeFirst();
  return row as CategoryView | undefined;
}
