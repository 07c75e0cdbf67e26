/**
 * A kept JSON answer takes a product's new stock instead of leaving the cache (restock.ts), only where the
 * number it shows is surely that stock; its bytes are made again once, by the next answer, and its parsed
 * value is counted in the cache's bytes. (Against the app and a second instance: stock-changes.test.ts.)
 */
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { ByteLru } from "./memory-store.ts";
import type { Dependencies } from "./dependencies.ts";
import type { SharedAnswer } from "./page-cache.ts";
import { restockAnswer, withCurrentStock } from "./restock.ts";
import { gzipBytes } from "../core/compress.ts";

const product = (id: string, stock: number) => ({ _id: id, name: `Phone ${id}`, stock, price: 9999 });

/** A JSON answer as the page cache keeps it: gzipped when it is 1 KB or more. */
function kept(value: unknown, restockable = true): SharedAnswer {
  const identity = new TextEncoder().encode(JSON.stringify(value));
  const gzip = identity.length >= 1024 ? new Uint8Array(gzipBytes(identity)) : undefined;
  return {
    kind: "shared",
    identity: gzip ? undefined : identity,
    gzip,
    identityHeaders: [["content-type", "application/json"]],
    gzipHeaders: [],
    etag: undefined,
    notModifiedHeaders: [],
    restockable,
  };
}

const read = (entry: SharedAnswer) =>
  JSON.parse(new TextDecoder().decode(entry.identity ?? gunzipSync(entry.gzip!)));

const showing = (stocks: Record<string, number>): Dependencies => ({
  view: "exact",
  shown: new Map(Object.entries(stocks)),
  allStock: false,
});

const cacheOf = (maxBytes = 1_000_000) =>
  new ByteLru<SharedAnswer>(maxBytes, (entry, deps, change) => restockAnswer(entry, deps, change));

Deno.test("restock: a JSON list takes the new stock of the products it shows, and nothing else", () => {
  const cache = cacheOf();
  const list = { products: [product("p1", 40), product("p2", 7)], total: 2, related: [product("p1", 40)] };
  const entry = kept(list);
  assert.ok(cache.set("list", entry, 100, cache.generation, showing({ p1: 40, p2: 7 })));

  cache.invalidate([{ id: "p1", stock: 38 }]);
  assert.equal(cache.get("list"), entry, "kept");
  assert.ok(cache.bytes > 100, "its parsed value is counted");
  const bytes = cache.bytes;
  cache.invalidate([{ id: "p1", stock: 37 }, { id: "p2", stock: 5 }]);
  assert.equal(cache.bytes, bytes, "counted once");
  const expected = {
    products: [product("p1", 37), product("p2", 5)],
    total: 2,
    related: [product("p1", 37)],
  };
  assert.deepEqual(read(withCurrentStock(entry)), expected, "every object of the product, nothing else");
  assert.equal(JSON.stringify(read(entry)), JSON.stringify(expected), "the same bytes a render would give");

  // Compared with what it shows now: back to 38 is a change again, and it is taken.
  cache.invalidate([{ id: "p1", stock: 38 }]);
  assert.equal(read(withCurrentStock(entry)).products[0].stock, 38);
});

Deno.test("restock: answers that cannot take the change leave the cache", async (s) => {
  const keep = (value: unknown, deps: Dependencies, restockable = true) => {
    const cache = cacheOf();
    assert.ok(cache.set("k", kept(value, restockable), 100, cache.generation, deps));
    return cache;
  };
  const list = { products: [product("p1", 40)] };

  await s.step("a stock not known", () => {
    const cache = keep(list, showing({ p1: 40 }));
    cache.invalidate([{ id: "p1", stock: null }]);
    assert.equal(cache.get("k"), undefined);
  });
  await s.step("a product whose stock the render read but the answer does not show as it", () => {
    const cache = keep({ products: [product("p1", 40)], count: 1 }, showing({ p1: 40, p9: 3 }));
    cache.invalidate([{ id: "p9", stock: 2 }]);
    assert.equal(cache.get("k"), undefined);
  });
  await s.step("a number that is not the stock the render read (read twice, differently)", () => {
    const cache = keep(list, showing({ p1: NaN }));
    cache.invalidate([{ id: "p1", stock: 39 }]);
    assert.equal(cache.get("k"), undefined);
  });
  await s.step("stock read without knowing whose", () => {
    const cache = keep(list, { ...showing({ p1: 40 }), allStock: true });
    cache.invalidate([{ id: "p1", stock: 39 }]);
    assert.equal(cache.get("k"), undefined);
  });
  await s.step("a page (not restockable)", () => {
    const cache = keep(list, showing({ p1: 40 }), false);
    cache.invalidate([{ id: "p1", stock: 39 }]);
    assert.equal(cache.get("k"), undefined);
  });
  await s.step("JSON that JSON.stringify does not give back byte for byte", () => {
    const cache = cacheOf();
    const entry = kept(list);
    entry.identity = new TextEncoder().encode(`{ "products": [{"_id":"p1","stock":40}] }`);
    assert.ok(cache.set("k", entry, 100, cache.generation, showing({ p1: 40 })));
    cache.invalidate([{ id: "p1", stock: 39 }]);
    assert.equal(cache.get("k"), undefined);
  });
});

Deno.test("restock: a parsed value that no longer fits makes room, oldest first", () => {
  const big = { products: Array.from({ length: 40 }, (_, i) => product(`p${i}`, 50)) };
  const text = JSON.stringify(big);
  const cache = cacheOf(text.length * 3 + 1000);
  const g = cache.generation;
  assert.ok(cache.set("old", kept({ note: "x".repeat(2000) }), 2000, g));
  assert.ok(cache.set("list", kept(big), 500, g, showing({ p0: 50 })));
  cache.invalidate([{ id: "p0", stock: 49 }]);
  assert.equal(cache.get("old"), undefined, "the least recently used made room");
  assert.ok(cache.get("list"));
  assert.ok(cache.bytes <= cache.maxBytes);
});
