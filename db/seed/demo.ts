/** PLACEHOLDER: replaced by the demo catalogue. */
import type { DB } from "../database.ts";
import { sql } from "kysely";

export async function isDatabaseEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom("products").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function seedDemo(_db: DB): Promise<void> {}
