// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // Trigram index: "name contains" searches (ilike '%text%') read the index instead of every product.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index products_name_trgm on products using gin (name gin_trgm_ops)`.execute(db);
  // The category page's chips ask which subcategories have products at all.
  await sql`create index products_subcategory on products (subcategory_id)`.execute(db);
}
