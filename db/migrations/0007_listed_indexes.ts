// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// Since stores can be pending or switched off, every storefront read filters on products.listed. Indexes
// that hold listed products only let the storefront's counts and pages stay index scans (index-only for
// the counts) instead of reading every product row to check the flag.
const ddl = `
  create index products_listed_newest on products (created_at desc, id desc) where listed;
  create index products_listed_category on products (category_id, created_at desc, id desc) where listed;
  create index products_listed_subcategory on products (subcategory_id, created_at desc) where listed
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
