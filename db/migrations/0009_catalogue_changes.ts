// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// The storefront keeps rendered pages until the data they show changes. Every write to a table those pages
// (or the public catalogue API) read announces itself: NOTIFY on the channel `catalogue` with the table's
// name (PostgreSQL delivers it on commit, and folds identical payloads of one transaction into one), and a
// step of the sequence `catalogue_version`, which an instance polls as a safety net when it may have missed
// a notification. A sequence rather than a counter row: nextval takes no row lock, so concurrent checkouts
// taking stock never queue behind one another on it. Statement-level triggers: one call per statement,
// however many rows it touches.
const tables = [
  "products",
  "product_photos",
  "vendors",
  "categories",
  "subcategories",
  "banners",
  "units",
  "attributes",
  "cities",
  "jobs",
];

const ddl = [
  `create sequence catalogue_version`,
  `create function catalogue_changed() returns trigger language plpgsql as $$
   begin
     perform nextval('catalogue_version');
     perform pg_notify('catalogue', tg_table_name);
     return null;
   end $$`,
  ...tables.map((table) =>
    `create trigger ${table}_changed after insert or update or delete or truncate on ${table} ` +
    `for each statement execute function catalogue_changed()`
  ),
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl) await sql.raw(statement).execute(db);
}
