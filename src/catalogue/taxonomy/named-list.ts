/**
 * Small named vocabularies (units, attributes, cities) as resources: `{ _id, name }` entries at `/<table>`,
 * listed alphabetically, one shape declared once.
 */
import type { z } from "@hono/zod-openapi";
import type { NamedResource } from "../../core/named-resource.ts";
import { listNamed, type NamedRow, type NamedTableName } from "./taxonomy.queries.ts";

export interface NamedJson {
  _id: string;
  name: string;
}

export const toNamedJson = (row: NamedRow): NamedJson => ({ _id: row.id, name: row.name });

/** What every part of a vocabulary's resource shares: its path, tag and entry. */
export const namedEntries = (table: NamedTableName, schema: z.ZodType<NamedJson>, tag: string) => ({
  path: `/${table}`,
  tag,
  schema,
  toJson: toNamedJson,
});

/** The vocabulary's public list: an alphabetical page; `note` adds to the description. */
export function namedList(
  table: NamedTableName,
  summary: string,
  operationId: string,
  note?: string,
): NonNullable<NamedResource<NamedRow, NamedJson, unknown>["list"]> {
  return {
    operationId,
    summary,
    description:
      "An alphabetical array. Paged by `limit` (default 100, at most 200) and `page`; the total is " +
      "in the `X-Total-Count` header." + (note ? ` ${note}` : ""),
    answer: summary,
    load: (db, page) => listNamed(db, table, page),
  };
}
