import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import type { Page } from "../../core/http.ts";
import { type Paged, paged } from "../../core/paging.ts";

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
      select json_agg(json_build_object('id', s.id, 'name', s.name, 'description', s.description) order by lower(s.name), s.id)
      from subcategories s where s.category_id = c.id), '[]'::json)`.as("subcategories"),
  ]);
}

export async function listCategories(db: DB, page: Page): Promise<Paged<CategoryView>> {
  const { rows, total } = await paged(
    selectCategories(db).orderBy("c.position").orderBy(sql`lower(c.name)`).orderBy("c.id"),
    page,
    db.selectFrom("categories"),
  );
  return { rows: rows as CategoryView[], total };
}

/** By id, or by name ignoring case: the storefront's category URLs carry the name. */
export async function findCategory(db: DB, idOrName: string): Promise<CategoryView | undefined> {
  // PostgreSQL text cannot hold NUL (the query would fail): no category has such an id or name.
  if (idOrName.includes("\0") || idOrName.length > 200) return undefined;
  const row = await selectCategories(db)
    .where((eb) => eb.or([eb("c.id", "=", idOrName), eb(sql`lower(c.name)`, "=", sql`lower(${idOrName})`)]))
    .orderBy(sql`c.id = ${idOrName}`, "desc") // an id match wins over a name match
    .limit(1)
    .executeTakeFirst();
  return row as CategoryView | undefined;
}
