/**
 * Short named lists (units, attributes, cities): id and name, alphabetical ignoring case (by lower(): the
 * database collation may be byte order, as in PGlite, where "Litre" would come before "dozen"), paged.
 */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";

export type NamedTableName = "units" | "attributes" | "cities";

export async function listNamed(db: DB, table: NamedTableName, page: { limit: number; page: number }) {
  const [rows, count] = await Promise.all([
    db.selectFrom(table).select(["id", "name"]).orderBy(sql`lower(name)`).orderBy("id").limit(page.limit)
      .offset((page.page - 1) * page.limit).execute(),
    db.selectFrom(table).select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
