/**
 * The list kit: `paged` reads one page of a list and how many rows the whole list has (in *.queries.ts),
 * `sendList` answers them as an array with the total in the `X-Total-Count` header (in *.api.ts).
 */
import { type SelectQueryBuilder, sql } from "kysely";
import type { Context } from "hono";
import type { Page } from "./http.ts";

/** One page of a list, and the number of rows in the whole list. */
export interface Paged<Row> {
  rows: Row[];
  total: number;
}

/**
 * What a list counts: a query whose selection and order are dropped (it must not group or be distinct),
 * or a count of its own.
 */
// deno-lint-ignore no-explicit-any
export type CountOf = SelectQueryBuilder<any, any, any> | (() => Promise<number>);

/**
 * The page of `query` (ordered, with no limit of its own) and the count of `count`: by default the same
 * query, its selection and order dropped. Pass the base query when the list's joins only fetch columns,
 * or a function for a count made its own way. Both statements are sent at once.
 */
export async function paged<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: Pick<Page, "limit" | "page">,
  count: CountOf = query,
): Promise<Paged<Row>> {
  const [rows, total] = await Promise.all([
    query.limit(page.limit).offset(offsetOf(page)).execute(),
    typeof count === "function" ? count() : countRows(count),
  ]);
  return { rows, total };
}

/** The rows before a page: pages count from 1. */
export const offsetOf = (page: Pick<Page, "limit" | "page">) => (page.page - 1) * page.limit;

// deno-lint-ignore no-explicit-any
async function countRows(query: SelectQueryBuilder<any, any, any>): Promise<number> {
  const row = await query.clearSelect().clearOrderBy().select(sql<string>`count(*)`.as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A list's answer: the rows as JSON (200; `toJson` shapes each, if they need it), the total in `X-Total-Count`. */
export function sendList<C extends Context, Row, Json = Row>(
  c: C,
  list: Paged<Row>,
  toJson?: (row: Row) => Json,
) {
  c.header("X-Total-Count", String(list.total));
  return c.json(toJson ? list.rows.map((row) => toJson(row)) : list.rows as unknown as Json[], 200);
}
