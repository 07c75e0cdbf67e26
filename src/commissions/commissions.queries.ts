import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import type { Page } from "../core/http.ts";
import { paged } from "../core/paging.ts";

/** Rates in basis points (550 = 5.5 %), by category name; a category's own rate before its subcategories'. */
export function listCommissions(db: DB, page: Page) {
  return paged(
    db.selectFrom("commissions as m")
      .innerJoin("categories as c", "c.id", "m.category_id")
      .leftJoin("subcategories as s", "s.id", "m.subcategory_id")
      .select(["m.id", "c.name as category", "s.name as subcategory", "m.rate_bp"])
      .orderBy(sql`lower(c.name)`).orderBy(sql`lower(s.name) nulls first`).orderBy("m.id"),
    page,
    db.selectFrom("commissions"),
  );
}

export interface CommissionRow {
  id: string;
  category_id: string;
  category: string;
  subcategory_id: string | null;
  subcategory: string | null;
  rate_bp: number;
}

/** One commission with its category and subcategory names; `forUpdate` locks it for the transaction. */
export function findCommission(db: DB, id: string, forUpdate = false): Promise<CommissionRow | undefined> {
  const query = db.selectFrom("commissions as m")
    .innerJoin("categories as c", "c.id", "m.category_id")
    .leftJoin("subcategories as s", "s.id", "m.subcategory_id")
    .select([
      "m.id",
      "m.category_id",
      "c.name as category",
      "m.subcategory_id",
      "s.name as subcategory",
      "m.rate_bp",
    ])
    .where("m.id", "=", id);
  return (forUpdate ? query.forUpdate("m") : query).executeTakeFirst();
}

/** The commission of exactly this scope (a subcategory, or the whole category when null). */
export function findCommissionScope(db: DB, categoryId: string, subcategoryId: string | null) {
  return db.selectFrom("commissions").select("id").where("category_id", "=", categoryId)
    .where(sql<string>`coalesce(subcategory_id, '')`, "=", subcategoryId ?? "").executeTakeFirst();
}

export interface CommissionScope {
  category_id: string;
  subcategory_id: string | null;
  rate_bp: number;
}

export async function insertCommission(db: DB, id: string, scope: CommissionScope) {
  await db.insertInto("commissions").values({ id, ...scope }).execute();
}

export async function updateCommission(db: DB, id: string, scope: CommissionScope) {
  await db.updateTable("commissions").set(scope).where("id", "=", id).execute();
}

export async function deleteCommission(db: DB, id: string) {
  await db.deleteFrom("commissions").where("id", "=", id).execute();
}
