/**
 * Right after a change every connection misses at once: concurrent misses of the same visitor answer wait
 * for one render instead of each making it again (page-cache.ts), and so do signed-in shoppers' misses of
 * one page's template (PageCache.once).
 */
import assert from "node:assert/strict";
import { createTestDatabase } from "../../tests/helpers.ts";
import { countRoundTrips } from "../../tests/round-trips.ts";
import { shareNotifications } from "../../db/connect.ts";
import { loadConfig } from "../config.ts";
import { createApp } from "../app.ts";
import { prepareAssets } from "../server.ts";
import { pageCacheOf } from "./page-cache.ts";
import { untilReady } from "./cache-test-helpers.ts";
import { insertProduct } from "../../tests/fixtures.ts";
import { createShopper } from "../../tests/orders.ts";

Deno.test("concurrent misses of one answer share one render", async () => {
  const database = await createTestDatabase();
  try {
    const trips = countRoundTrips(database.db);
    shareNotifications(database.db, trips.db);
    const app = createApp({ db: trips.db, config: loadConfig({ SEED: "none" }), log: false });
    await untilReady(app);
    const path = "/api/products/get-all-products";
    const get = () => app.request(path, { headers: { accept: "application/json" } });
    const cache = pageCacheOf(app)!;

    cache.store.clear();
    trips.reset();
    assert.equal((await get()).status, 200);
    const one = trips.count;
    assert.ok(one > 0, "the render reads the database");

    cache.store.clear();
    trips.reset();
    const answers = await Promise.all(Array.from({ length: 8 }, get));
    assert.deepEqual(answers.map((r) => r.status), Array(8).fill(200));
    const bodies = new Set(await Promise.all(answers.map((r) => r.text())));
    assert.equal(bodies.size, 1, "every waiter gets the one render's answer");
    // One render, plus at most a freshness read the requests started (about once a second).
    assert.ok(
      trips.count <= one + 1,
      `8 concurrent misses made ${trips.count} round trips; one makes ${one}`,
    );
  } finally {
    await database.close();
  }
});

Deno.test("concurrent signed-in misses of one page share one template render", async () => {
  const [database] = await Promise.all([createTestDatabase(), prepareAssets()]);
  try {
    const trips = countRoundTrips(database.db);
    shareNotifications(database.db, trips.db);
    const app = createApp({ db: trips.db, config: loadConfig({ SEED: "none" }), log: false });
    await untilReady(app);
    const product = await insertProduct(database.db, { name: "Redmi Note 13" });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createShopper(database.db)));
    const path = `/product/${product.id}`;
    const visit = (cookie: string) => app.request(path, { headers: { accept: "text/html", cookie } });
    const cache = pageCacheOf(app)!;
    const count = async (run: () => Promise<Response[]>) => {
      trips.reset();
      const answers = await run();
      assert.deepEqual(answers.map((r) => r.status), Array(answers.length).fill(200));
      await Promise.all(answers.map((r) => r.text()));
      return trips.count;
    };

    cache.store.clear();
    const miss = await count(async () => [await visit(shoppers[0].cookie)]);
    const hit = await count(async () => [await visit(shoppers[0].cookie)]);
    assert.ok(miss > hit, "the template's render reads the database");

    cache.store.clear();
    const together = await count(() => Promise.all(shoppers.map((s) => visit(s.cookie))));
    // Each shopper's own parts, one render, and at most a freshness read the requests started.
    const bound = 8 * hit + (miss - hit) + 1;
    assert.ok(together <= bound, `8 concurrent misses made ${together} round trips; at most ${bound}`);
  } finally {
    await database.close();
  }
});
