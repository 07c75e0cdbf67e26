// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

// The admin's order search (0006) keeps trigram indexes of every order's id and customer name and of every
// line's product name. A GIN index takes new entries into a pending list, and the insert that finds the
// list past gin_pending_list_limit (4 MB by default) merges all of it into the index before it returns.
// In a sale that insert is a checkout: measured under the benchmark's mixed load (about 250 orders/s), each
// of the three lists filled every 14 to 18 s, and each merge held the group of checkouts writing it, and
// the groups queued behind it, for 40 to 165 ms (36 such statements in 90 s). With a 256 kB limit the same
// work comes in pieces 16 times smaller: no checkout statement took 40 ms in the same run, and the
// database's CPU per request stayed the same (147 against 145 µs). Turning the list off (fastupdate) was
// measured too: every insert then updates the index itself, 23 % more database CPU per request.
const indexes = ["orders_customer_name_trgm", "orders_id_trgm", "order_items_name_trgm"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of indexes) {
    await sql`alter index ${sql.id(index)} set (gin_pending_list_limit = 256)`.execute(db);
  }
}
