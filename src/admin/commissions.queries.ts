import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

/** Rates in basis points (550 = 5.5 %), by category name; a category's own rate before its subcategories'. */
export async function listCommissions(db: DB, page: { limit: number; page: number }) {
  const [rows, count] = await Promise.all([
    db.selectFrom("commissions as m")
      .innerJoin("categories as c", "c.id", "m.category_id")
      .leftJoin("subcategories as s", "s.id", "m.subcategory_id")
      .select(["m.id", "c.name as category", "s.name as subcategory", "m.rate_bp"])
      .orderBy(sql`lower(c.name)`).orderBy(sql`lower(s.name) nulls first`).orderBy("m.id")
      .limit(page.limit).offset((page.page - 1) * page.limit).execute(),
    db.selectFrom("commissions").select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
