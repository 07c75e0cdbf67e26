/**
 * Short named lists (units, attributes, cities): id and name, alphabetical ignoring case (by lower(): the
 * database collation may be byte order, as in PGlite, where "Litre" would come before "dozen"), paged.
 */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import type { Page } from "../../core/http.ts";
import { type Paged, paged } from "../../core/paging.ts";

export type NamedTableName = "units" | "attributes" | "cities";

export interface NamedRow {
  id: string;
  name: string;
}

export function listNamed(db: DB, table: NamedTableName, page: Page): Promise<Paged<NamedRow>> {
  return paged(db.selectFrom(table).select(["id", "name"]).orderBy(sql`lower(name)`).orderBy("id"), page);
}
