// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// The admin lists at 100,000 orders and 50,000 customers (issue 11):
// - "largest total first" reads the top of an index instead of sorting every order;
// - a customer id (or its first characters, as the list shows them) is found by a prefix range:
//   text_pattern_ops because the primary key's collation-aware btree cannot serve LIKE 'abc%' under
//   a collation other than C, and the search's OR then reads every user;
// - the dashboard's last 30 days (orders and revenue per day, not pending or cancelled) read only
//   orders_newest, which now carries the status and total (an index-only scan instead of one heap read
//   per order, ~8,000 at 100,000 orders). It replaces the index of 0004 under the same name.
const ddl = `
  drop index orders_newest;
  create index orders_newest on orders (created_at desc, id desc) include (status, total_paise);
  create index orders_total on orders (total_paise desc, created_at desc, id desc);
  create index users_id_prefix on users (id text_pattern_ops)
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
