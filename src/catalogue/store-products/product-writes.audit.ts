/**
 * What the audit trail keeps of a product write: the values before and after, as the row holds
 * them (paise, ids), without the timestamps the entry has anyway.
 */
import type { ProductRow } from "./product-writes.queries.ts";

type Snapshot = Record<string, unknown>;

const SKIPPED = new Set(["created_at", "updated_at"]);

/** The product's columns (and its photos, when given) as the audit keeps them. */
export function productSnapshot(row: ProductRow, photos?: string[]): Snapshot {
  const out: Snapshot = {};
  for (const [key, value] of Object.entries(row)) {
    if (!SKIPPED.has(key)) out[key] = value instanceof Date ? value.toISOString() : value;
  }
  if (photos) out.photos = photos;
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed: `{before: {price_paise: 100}, after: {price_paise: 90}}`; fields sent unchanged are left out. */
export function changedValues(before: ProductRow, after: ProductRow) {
  const was = productSnapshot(before), now = productSnapshot(after);
  const keys = Object.keys(now).filter((key) => key !== "updated_at" && !same(was[key], now[key])).sort();
  return {
    changed: keys,
    before: Object.fromEntries(keys.map((key) => [key, was[key]])),
    after: Object.fromEntries(keys.map((key) => [key, now[key]])),
  };
}
