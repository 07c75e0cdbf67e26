/** Short named lists (units, attributes, cities): id and name, alphabetical, paged. */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

export type NamedTableName = "units" | "attributes" | "cities";

export async function listNamed(db: DB, table: NamedTableName, page: { limit: number; page: number }) {
  const [rows, count] = await Promise.all([
    db.selectFrom(table).select(["id", "name"]).orderBy("name").limit(page.limit)
      .offset((page.page - 1) * page.limit).execute(),
    db.selectFrom(table).select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
