/**
 * The poll behind the page cache's freshness (freshness.ts): the log of migrations 0012/0014 applied change by
 * change, each once; a version missing (a rolled-back transaction) passed after 2 s with a full clear, and
 * another on the next poll; a database out of reach empties the cache and keeps nothing until it answers.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestDatabase } from "../../tests/helpers.ts";
import { insertProduct } from "../../tests/fixtures.ts";
import { notOpenYet } from "../../db/connect.ts";
import { Freshness, type Invalidation, stockChanges } from "./freshness.ts";
import type { LoggedChange } from "../core/page-cache.ts";

/** Records what the cache was told, as "*" (everything) or the products' 'id:new stock'. */
function recorder(): Invalidation & { told: string[] } {
  const told: string[] = [];
  return {
    told,
    invalidate: (changes) => void told.push(changes.map((c) => `${c.id}:${c.stock}`).join(",")),
    clear: () => void told.push("*"),
  };
}

Deno.test("freshness: the log applied once per change; gaps passed after 2 s; an outage empties", async () => {
  const { db, close } = await createTestDatabase();
  try {
    const product = await insertProduct(db, { stock: 20, max_purchase_limit: 5 });
    const cache = recorder();
    const freshness = new Freshness(db, cache);
    const takeOne = () =>
      sql`update products set stock = stock - 1, updated_at = now() where id = ${product.id}`.execute(db);

    await freshness.poll(0);
    assert.deepEqual(cache.told, [], "the first read only learns where the log is");
    await takeOne();
    await freshness.poll(10);
    await freshness.poll(20);
    assert.deepEqual(cache.told, [`${product.id}:19`], "a stock-only change, applied once");

    // A version stepped by a transaction that rolled back: never in the log.
    await sql`select nextval('catalogue_version')`.execute(db);
    await takeOne();
    cache.told.length = 0;
    await freshness.poll(100);
    const taken = `${product.id}:18`;
    assert.deepEqual(cache.told, [taken], "the change after the gap is applied at once");
    await freshness.poll(1100);
    assert.deepEqual(cache.told, [taken], "a gap younger than 2 s is waited for");
    await freshness.poll(2200);
    assert.deepEqual(cache.told, [taken, "*"], "then passed with a full clear");
    await freshness.poll(3200);
    await freshness.poll(4200);
    assert.deepEqual(cache.told, [taken, "*", "*"], "and one more on the next poll, then quiet");

    await sql`update products set price_paise = price_paise + 100 where id = ${product.id}`.execute(db);
    cache.told.length = 0;
    await freshness.poll(5000);
    assert.deepEqual(cache.told, ["*"], "any other change: everything");
  } finally {
    await close();
  }

  const cache = recorder();
  const away = new Freshness(notOpenYet(), cache);
  await assert.rejects(away.poll(0));
  assert.deepEqual(cache.told, ["*"], "the database out of reach: everything goes");
  assert.equal(away.ready, false);
  await away.afterWrite();
  assert.deepEqual(cache.told, ["*", "*"], "a write that cannot confirm: everything goes");
});

Deno.test("freshness: writes finishing together share the read after them, each applied before its answer", async () => {
  const { db, close } = await createTestDatabase();
  try {
    const products = [];
    for (let i = 0; i < 8; i++) products.push(await insertProduct(db, { stock: 20, max_purchase_limit: 5 }));
    const cache = recorder();
    let reads = 0;
    const counted = db.withPlugin({
      transformQuery: ({ node }) => (reads++, node),
      transformResult: ({ result }) => Promise.resolve(result),
    });
    const freshness = new Freshness(counted, cache);
    await freshness.poll(0);
    // Committed first, then their answers wait together. (Sent at once, eight updates on a pool opening
    // its connections finished one after another on a slow machine, each alone with its read.)
    await Promise.all(
      products.map((product) =>
        sql`update products set stock = stock - 1, updated_at = now() where id = ${product.id}`.execute(db)
      ),
    );
    reads = 0;
    await Promise.all(products.map(async (product) => {
      await freshness.afterWrite();
      const applied = cache.told.some((told) => told === "*" || told.split(",").includes(`${product.id}:19`));
      assert.ok(applied, "the write's change has left the cache when its answer may leave");
    }));
    assert.ok(reads < products.length, `${reads} reads of the log for ${products.length} writes`);
  } finally {
    await close();
  }
});

Deno.test("freshness: entries a write hands over are applied once; its next read of the log skips them", async () => {
  const { db, close } = await createTestDatabase();
  try {
    const product = await insertProduct(db, { stock: 20, max_purchase_limit: 5 });
    const cache = recorder();
    const freshness = new Freshness(db, cache);
    await freshness.poll(0);
    await sql`update products set stock = stock - 1, updated_at = now() where id = ${product.id}`.execute(db);
    const entries = (await sql<LoggedChange>`
      select version::text as version, products, stocks from catalogue_changes order by version desc limit 1
    `.execute(db)).rows;
    assert.deepEqual(freshness.applyLogged(entries), entries, "new here: applied");
    // The next checkout of the same group brings the same entries: nothing new, nothing posted again.
    assert.deepEqual(freshness.applyLogged(entries), []);
    await freshness.poll(10);
    assert.deepEqual(cache.told, [`${product.id}:19`], "applied once");
    assert.equal(freshness.watermark, Number(entries[0].version));
  } finally {
    await close();
  }
});

Deno.test("freshness: the log's entries read as products and their new stock, old entries as stock unknown", () => {
  assert.deepEqual(stockChanges("a1,b2", "12,0"), [{ id: "a1", stock: 12 }, { id: "b2", stock: 0 }]);
  const unknown = [{ id: "a1", stock: null }, { id: "b2", stock: null }];
  assert.deepEqual(stockChanges("a1,b2", null), unknown, "logged before 0014");
  assert.deepEqual(stockChanges("a1,b2", "12"), unknown, "not lined up");
});
