// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // 'Near you' (home, GET /api/location/nearby): the distinct locations of listed products are walked on
  // this index, then the products of the matching ones read from it newest first, instead of a
  // word-matching scan of every product per signed-in page.
  await sql`create index products_listed_location on products (location, created_at desc, id desc)
    where listed and location <> ''`.execute(db);
}
