/**
 * A checkout taking stock drops only the kept answers it changed (migrations 0012 and 0014,
 * dependencies.ts): other products' pages stay cached, and so do pages showing the product when its band
 * (out, "Only N left", "In stock") stays the same, while the pages of a product whose band moved are fresh
 * on the next request here and within 2 s on another instance, and so is JSON carrying the number: kept,
 * with the new number written in (restock.ts), the same bytes a render gives. A
 * product going out of stock, and any other change (a price), still empty the whole cache. A render racing
 * a stock change it would show differently is not kept.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp } from "../../tests/helpers.ts";
import { insertCategory, insertProduct, insertVendor } from "../../tests/fixtures.ts";
import { call, createStoreAccount } from "../../tests/orders.ts";
import type { DB } from "../../db/database.ts";
import { categoryHref } from "../ui/links.ts";
import { findProduct } from "../catalogue/products/products.queries.ts";
import { pageCacheOf } from "./page-cache.ts";
import { SESSION_COOKIE } from "../auth/sessions/session.ts";
import { ByteLru } from "./memory-store.ts";
import { type Dependencies, noDependencies, recording } from "./dependencies.ts";
import {
  type App,
  checkout,
  isKept,
  page,
  secondInstance,
  untilReady,
  visit,
  within,
} from "./cache-test-helpers.ts";

// React writes "Only <!-- -->12<!-- --> left".
const TWELVE_LEFT = /Only (?:<!-- -->)?12(?:<!-- -->)? left/;

/** The last change logged: its products with their new stock ('id:stock', sorted), null for "anything". */
async function lastChange(db: DB): Promise<{ version: number; products: string[] | null }> {
  const { rows } = await sql<{ v: string; products: string | null; stocks: string | null }>`
    select version::text as v, products, stocks from catalogue_changes order by version desc limit 1
  `.execute(db);
  const { v, products, stocks } = rows[0];
  if (products === null) return { version: Number(v), products: null };
  const numbers = stocks!.split(",");
  return { version: Number(v), products: products.split(",").map((id, i) => `${id}:${numbers[i]}`).sort() };
}

const json = async (app: App, path: string, headers: Record<string, string> = {}) =>
  await (await app.request(path, { headers: { accept: "application/json", ...headers } })).text();

/** The answer rendered now: a request with a session cookie (here no one's) is never answered from the cache. */
const uncachedJson = (app: App, path: string) => json(app, path, { cookie: `${SESSION_COOKIE}=nobody` });

Deno.test("stock changes: only what showed the product leaves the cache", async (s) => {
  const t = await createTestApp();
  const other = await secondInstance(t);
  try {
    const store = await insertVendor(t.db, { store_name: "Lakshmi Mobiles" });
    const vendor = await createStoreAccount(t.db, store.id);
    const phones = await insertCategory(t.db, { name: "Mobiles" });
    const shirts = await insertCategory(t.db, { name: "Shirts" });
    const inPhones = { vendor_id: store.id, category_id: phones.id };
    const inShirts = { vendor_id: store.id, category_id: shirts.id };
    const redmi = await insertProduct(t.db, {
      name: "Redmi Note 13",
      stock: 13,
      max_purchase_limit: 5,
      ...inPhones,
    });
    const nokia = await insertProduct(t.db, {
      name: "Nokia 105",
      stock: 1,
      max_purchase_limit: 1,
      ...inPhones,
    });
    const linen = await insertProduct(t.db, {
      name: "Linen Shirt",
      stock: 30,
      max_purchase_limit: 5,
      ...inShirts,
    });
    await insertProduct(t.db, { name: "Cotton Shirt", stock: 30, max_purchase_limit: 5, ...inShirts });
    const redmiPath = `/product/${redmi.id}`;
    const linenPath = `/product/${linen.id}`;
    const linenJson = `/api/products/get-product/${linen.id}`;
    const phonesPath = categoryHref("Mobiles");
    const shirtsPath = categoryHref("Shirts");
    const shirtsJson = `/api/products/get-all-products?category=${shirts.id}`;
    const apps = [t.app, other.app];
    for (const app of apps) await untilReady(app);
    const warm = async (...paths: string[]) => {
      for (const app of apps) {
        for (const path of paths) {
          const res = path.startsWith("/api/")
            ? await app.request(path, { headers: { accept: "application/json" } })
            : await visit(app, path);
          assert.equal(res.status, 200, path);
          await res.body?.cancel();
          assert.ok(isKept(app, (path.startsWith("/api/") ? "j " : "h ") + path), `${path} kept`);
        }
      }
    };

    await s.step("a checkout taking stock: its product fresh, other products' pages still hits", async () => {
      await warm(redmiPath, linenPath, linenJson, phonesPath, shirtsPath);
      assert.match(await page(t.app, redmiPath), /In stock/);
      await checkout(t.app, t.db, redmi.id, 1);
      assert.deepEqual(
        (await lastChange(t.db)).products,
        [`${redmi.id}:12`],
        "logged as a stock-only change",
      );
      for (const app of [t.app]) {
        assert.ok(!isKept(app, `h ${redmiPath}`), "the product's page left");
        assert.ok(!isKept(app, `h ${phonesPath}`), "the listing showing it left");
        assert.ok(isKept(app, `h ${linenPath}`), "another product's page stayed");
        assert.ok(isKept(app, `j ${linenJson}`), "another product's JSON stayed");
        assert.ok(isKept(app, `h ${shirtsPath}`), "a listing not showing it stayed");
      }
      assert.match(await page(t.app, redmiPath), TWELVE_LEFT);
      assert.match(await page(t.app, phonesPath), TWELVE_LEFT);
      await within(2000, async () => assert.match(await page(other.app, redmiPath), TWELVE_LEFT));
      await within(2000, async () => assert.match(await page(other.app, phonesPath), TWELVE_LEFT));
      assert.ok(isKept(other.app, `h ${linenPath}`), "there too, another product's page stayed");
      assert.ok(isKept(other.app, `h ${shirtsPath}`), "there too, a listing not showing it stayed");
    });

    await s.step(
      "units from a well-stocked product: its pages stay, its JSON takes the new stock",
      async () => {
        const phonesJson = `/api/products/get-all-products?category=${phones.id}`;
        await warm(linenPath, linenJson, shirtsPath, shirtsJson, phonesJson);
        assert.match(await json(t.app, linenJson), /"stock":30/);
        await checkout(t.app, t.db, linen.id, 2);
        assert.deepEqual((await lastChange(t.db)).products, [`${linen.id}:28`]);
        for (const app of [t.app]) {
          assert.ok(isKept(app, `h ${linenPath}`), "still 'In stock': the product's page stayed");
          assert.ok(isKept(app, `h ${shirtsPath}`), "and the listing showing it");
          assert.ok(isKept(app, `j ${linenJson}`), "the JSON showing the number stayed, with the new number");
          assert.ok(isKept(app, `j ${shirtsJson}`), "and the JSON list showing it");
          assert.ok(isKept(app, `j ${phonesJson}`), "a JSON list not showing it was not touched");
        }
        assert.match(await json(t.app, linenJson), /"stock":28/);
        // The kept answers, rewritten, are what a render would give now (a session cookie skips the cache).
        for (const path of [linenJson, shirtsJson, phonesJson]) {
          assert.equal(await json(t.app, path), await uncachedJson(t.app, path), path);
        }
        await within(2000, async () => assert.match(await json(other.app, linenJson), /"stock":28/));
        assert.ok(isKept(other.app, `j ${linenJson}`), "there too, the JSON stayed");
        assert.equal(await json(other.app, shirtsJson), await uncachedJson(other.app, shirtsJson));
        assert.ok(isKept(other.app, `h ${linenPath}`), "there too, the product's page stayed");
        assert.ok(isKept(other.app, `h ${shirtsPath}`), "there too, the listing stayed");
      },
    );

    await s.step("the last unit: in-stock listings change, the whole cache is emptied", async () => {
      const inStock = `/products?search=nokia&inStock=1`;
      await warm(linenPath, inStock);
      assert.match(await page(t.app, inStock), /Nokia 105/);
      await checkout(t.app, t.db, nokia.id, 1);
      assert.equal((await lastChange(t.db)).products, null, "crossing zero is a full change");
      assert.ok(!isKept(t.app, `h ${linenPath}`), "everything left");
      assert.doesNotMatch(await page(t.app, inStock), /Nokia 105/);
      await within(2000, async () => assert.doesNotMatch(await page(other.app, inStock), /Nokia 105/));
    });

    await s.step("a price change empties the whole cache", async () => {
      await warm(linenPath, shirtsPath);
      const res = await call(t.app, "PUT", `/api/products/update-product/${redmi.id}`, vendor, {
        price: 1234,
      });
      assert.equal(res.status, 200);
      assert.equal((await lastChange(t.db)).products, null);
      assert.ok(!isKept(t.app, `h ${linenPath}`) && !isKept(t.app, `h ${shirtsPath}`), "everything left");
      assert.match(await page(t.app, redmiPath), /₹1,234/);
      await within(2000, async () => assert.match(await page(other.app, redmiPath), /₹1,234/));
      await within(
        2000,
        () => Promise.resolve(assert.ok(!isKept(other.app, `h ${linenPath}`), "all left there")),
      );
    });

    await s.step(
      "the log: stock-only updates name their products; an update of no row is no change",
      async () => {
        const before = (await lastChange(t.db)).version;
        await sql`update products set stock = stock + 1, updated_at = now() where id in (${redmi.id}, ${linen.id})`
          .execute(t.db);
        const change = await lastChange(t.db);
        assert.deepEqual(
          [change.version, change.products],
          [before + 1, [`${redmi.id}:13`, `${linen.id}:29`].sort()],
        );
        await sql`update products set stock = stock + 1 where id = 'no such product'`.execute(t.db);
        assert.equal((await lastChange(t.db)).version, before + 1);
        await sql`update products set stock = stock + 1, rating = 4.5 where id = ${linen.id}`.execute(t.db);
        assert.equal((await lastChange(t.db)).products, null, "another column: a full change");
      },
    );

    await s.step("a render racing a stock change of a product it shows is not kept", async () => {
      await untilReady(other.app);
      const cache = pageCacheOf(other.app)!;
      for (const [changed, keptAfter] of [[linen.id, false], [redmi.id, true]] as const) {
        cache.store.clear();
        await untilReady(other.app);
        // The render captures the generation before its first query; the change arrives while it loads.
        const rendering = visit(other.app, linenPath);
        cache.store.invalidate([{ id: changed, stock: null }]);
        assert.equal((await rendering).status, 200);
        assert.equal(isKept(other.app, `h ${linenPath}`), keptAfter, `after a change of ${changed}`);
      }
      // What a render records: the products whose stock it read, and that stock.
      const deps = noDependencies();
      await recording(deps, () => findProduct(t.db, linen.id));
      assert.deepEqual([...deps.shown], [[linen.id, 30]]);
      assert.equal(deps.allStock, false);
    });
  } finally {
    await other.close();
    await t.close();
  }
});

Deno.test("the cache's memory: entries indexed by product; racing renders refused per change", () => {
  const lru = new ByteLru<string>(1000);
  const on = (...ids: string[]): Dependencies => ({
    view: "exact",
    shown: new Map(ids.map((id) => [id, 20])),
    allStock: false,
  });
  const anyStock: Dependencies = { view: "exact", shown: new Map(), allStock: true };
  const to = (stock: number | null) => (id: string) => ({ id, stock });
  const invalidateUnknown = (ids: string[]) => lru.invalidate(ids.map(to(null)));
  let generation = lru.generation;
  assert.ok(lru.set("a", "A", 10, generation, on("p1")));
  assert.ok(lru.set("b", "B", 10, generation, on("p2", "p3")));
  assert.ok(lru.set("all", "*", 10, generation, anyStock));
  assert.ok(lru.set("none", "-", 10, generation));
  invalidateUnknown(["p3"]);
  assert.deepEqual(["a", "b", "all", "none"].map((k) => lru.get(k)), ["A", undefined, undefined, "-"]);
  assert.equal(lru.bytes, 20);
  // Renders that started before that change: kept unless they showed p3 or any stock.
  assert.equal(lru.set("b", "B", 10, generation, on("p3")), false);
  assert.equal(lru.set("all", "*", 10, generation, anyStock), false);
  assert.ok(lru.set("c", "C", 10, generation, on("p4")));
  invalidateUnknown(["p4"]);
  invalidateUnknown(["p5"]);
  assert.equal(lru.set("d", "D", 10, generation, on("p4")), false, "two changes later");
  assert.ok(lru.set("e", "E", 10, generation, on("p6")));
  lru.clear();
  assert.equal(lru.set("f", "F", 10, generation), false, "a full change refuses every earlier render");
  generation = lru.generation;
  for (let i = 0; i < 1100; i++) invalidateUnknown([`x${i}`]);
  assert.equal(lru.set("g", "G", 10, generation, on("p7")), false, "older than the remembered changes");
  assert.ok(lru.set("g", "G", 10, lru.generation, on("p7")));
  lru.delete("g");
  assert.equal(lru.bytes, 0);
});

Deno.test("the cache's memory: a page drops only when a product's band moves, JSON on any change", () => {
  const lru = new ByteLru<string>(1000);
  const shows = (view: "band" | "exact", stock: number): Dependencies => ({
    view,
    shown: new Map([["p", stock]]),
    allStock: false,
  });
  const kept = (key: string) => lru.get(key) !== undefined;
  const keepAll = () => {
    const g = lru.generation;
    for (const [key, deps] of Object.entries(entries)) assert.ok(lru.set(key, key, 10, g, deps));
  };
  const entries = {
    "in stock page": shows("band", 40),
    "low page": shows("band", 5),
    "json": shows("exact", 40),
  };
  keepAll();
  lru.invalidate([{ id: "p", stock: 39 }]);
  assert.deepEqual(Object.keys(entries).map(kept), [true, false, false], "40 → 39: still 'In stock'");
  keepAll();
  lru.invalidate([{ id: "p", stock: 12 }]);
  assert.deepEqual(Object.keys(entries).map(kept), [false, false, false], "→ 12: 'Only 12 left'");
  keepAll();
  lru.invalidate([{ id: "other", stock: 3 }]);
  assert.deepEqual(Object.keys(entries).map(kept), [true, true, true], "another product");
  lru.invalidate([{ id: "p", stock: null }]);
  assert.deepEqual(Object.keys(entries).map(kept), [false, false, false], "stock not known");

  // A render racing a change: kept when what it shows is the same after the change.
  const g = lru.generation;
  lru.invalidate([{ id: "p", stock: 38 }]);
  assert.ok(lru.set("raced page", "x", 10, g, shows("band", 40)), "In stock either way");
  assert.equal(lru.set("raced json", "x", 10, g, shows("exact", 40)), false, "the number changed");
  assert.equal(lru.set("torn", "x", 10, g, shows("band", NaN)), false, "read twice, differently");
});
