/** SQL of the admin's unit and attribute writes: the rows, names in use, and the products that name them. */
import { sql, type Transaction } from "kysely";
import type { Database, DB } from "../../../db/database.ts";

type Tx = Transaction<Database>;
export type TaxonomyTable = "units" | "attributes";

const impossible = (id: string) => id.length > 64 || id.includes("\0");

export async function namedTaken(db: DB | Tx, table: TaxonomyTable, name: string) {
  const row = await db.selectFrom(table).select("id").where(sql`lower(name)`, "=", sql`lower(${name})`)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertNamed(tx: Tx, table: TaxonomyTable, row: { id: string; name: string }) {
  await tx.insertInto(table).values(row).execute();
}

export function lockNamed(tx: Tx, table: TaxonomyTable, id: string) {
  if (impossible(id)) return Promise.resolve(undefined);
  return tx.selectFrom(table).select(["id", "name"]).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function deleteNamed(tx: Tx, table: TaxonomyTable, id: string) {
  await tx.deleteFrom(table).where("id", "=", id).execute();
}

/**
 * Products (not archived) that name it: products keep a unit's name (ignoring case), and attributes as
 * "Name: value" entries (or the bare name).
 */
export async function productsNaming(tx: Tx, table: TaxonomyTable, name: string): Promise<number> {
  const query = table === "units"
    ? sql<{ total: number }>`select count(*)::int as total from products
        where archived_at is null and lower(unit) = lower(${name})`
    : sql<{ total: number }>`select count(*)::int as total from products
        where archived_at is null and exists (select 1 from unnest(attributes) a
          where lower(a) = lower(${name}) or left(lower(a), length(${name}) + 1) = lower(${name}) || ':')`;
  const result = await query.execute(tx);
  return Number(result.rows[0]?.total ?? 0);
}
