/**
 * Kept JSON answers follow a checkout's stock instead of leaving the cache. The catalogue's JSON shows each
 * product's stock as the number itself (dependencies.ts: "exact"), and the products a sale's checkouts buy
 * are the ones on the first page of its lists, so nearly every checkout dropped `get-all-products`: under
 * the benchmark's mixed load 69 % of its requests missed the cache, each costing a render of 100 products
 * (2.4 ms of CPU in process) and its database queries, and waiting for them in a busy database.
 *
 * A stock-only change carries the product's new stock (the catalogue log, 0014). A kept JSON answer that
 * showed the product now takes it: the `stock` of the product's objects in the answer is set to it, and the
 * answer's bytes are made again, from that value, by the next request that is answered with it (several
 * changes between two requests cost one). That is JSON.stringify and gzip, no database and no render.
 *
 * Only what is surely that stock is rewritten: an object whose `_id` is the product's and whose `stock` is
 * the stock the render read of it (its dependencies), in an answer that JSON.stringify gives back exactly.
 * A change of any other product whose stock the answer read drops it, as before; so does a change of stock
 * not known (null), and a product going out of stock or back empties the cache anyway (a full change).
 *
 * The answer's value is parsed from its bytes when a change first reaches it, and counted in the cache's
 * bytes from then on (`restockAnswer`'s answer).
 */
import type { Dependencies, StockChange } from "./dependencies.ts";
import type { SharedAnswer } from "./entries.ts";
import { gunzipSync } from "node:zlib";
import { gzipBytes } from "../core/compress.ts";

type JsonObject = Record<string, unknown>;

interface Restock {
  /** The answer's value, with the objects below in it. */
  value: unknown;
  /** The objects showing each product's stock. */
  shows: Map<string, JsonObject[]>;
  /** A stock in `value` changed since the answer's bytes were made. */
  stale: boolean;
}

/** Each answer's parsed value, once a change reached it (null: it cannot take one). */
const restocks = new WeakMap<SharedAnswer, Restock | null>();

/** What a parsed answer costs besides its bytes, per byte of its text (V8's objects and strings). */
const PARSED_PER_BYTE = 3;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Gives the answer the product's new stock, if it can take it; returns the bytes its parsed value now adds
 * to the cache (0 after the first time), or false when it cannot (the caller drops it).
 */
export function restockAnswer(entry: SharedAnswer, deps: Dependencies, change: StockChange): number | false {
  if (!entry.restockable || change.stock === null) return false;
  let restock = restocks.get(entry);
  let added = 0;
  if (restock === undefined) {
    const text = decoder.decode(entry.identity ?? gunzipSync(entry.gzip!));
    restock = parse(text, deps);
    restocks.set(entry, restock);
    if (restock) added = text.length * PARSED_PER_BYTE;
  }
  const objects = restock?.shows.get(change.id);
  if (!restock || !objects) return false;
  for (const object of objects) object.stock = change.stock;
  restock.stale = true;
  return added;
}

/** Makes the answer's bytes again when a stock in it changed since they were made. */
export function withCurrentStock(entry: SharedAnswer): SharedAnswer {
  const restock = restocks.get(entry);
  if (!restock?.stale) return entry;
  restock.stale = false;
  const identity = encoder.encode(JSON.stringify(restock.value));
  // Replaced, never written over: a response made from the old bytes may still be sending them.
  if (entry.gzip) entry.gzip = new Uint8Array(gzipBytes(identity, 1));
  else entry.identity = identity;
  return entry;
}

/** The answer's value and the objects showing each product's stock, or null when it cannot take changes. */
function parse(text: string, deps: Dependencies): Restock | null {
  if (deps.allStock) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // Made again from the value, it must be the same bytes, else what it would become is not known.
  if (JSON.stringify(value) !== text) return null;
  const shows = new Map<string, JsonObject[]>();
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === "object") {
      const object = next as JsonObject;
      if (typeof object._id === "string" && typeof object.stock === "number") {
        const objects = shows.get(object._id);
        if (objects) objects.push(object);
        else shows.set(object._id, [object]);
      }
      pending.push(...Object.values(object));
    }
  }
  // Only the products whose stock the render read, shown as read.
  for (const [id, objects] of shows) {
    const read = deps.shown.get(id);
    if (read === undefined || objects.some((object) => object.stock !== read)) shows.delete(id);
  }
  return { value, shows, stale: false };
}
