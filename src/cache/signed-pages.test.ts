/**
 * Signed-in home and product pages come from templates: for each shopper exactly the page a full
 * render gives them (their header, their wishlist heart, their 'Near you' row), gzip or not, and nothing of
 * any shopper kept in the cache.
 */
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { createTestApp } from "../../tests/helpers.ts";
import type { TestCustomer } from "../../tests/customers.ts";
import { insertProduct } from "../../tests/fixtures.ts";
import { createShopper, putInCart } from "../../tests/orders.ts";
import { createApp } from "../app.ts";
import { pageCacheOf } from "./page-cache.ts";
import { type App, HTML, isKept, keptTexts, untilReady } from "./cache-test-helpers.ts";

async function page(app: App, path: string, who: TestCustomer, gzip = false): Promise<string> {
  const res = await app.request(path, {
    headers: { accept: HTML, cookie: who.cookie, ...(gzip ? { "accept-encoding": "gzip, br" } : {}) },
  });
  assert.equal(res.status, 200, path);
  if (pageCacheOf(app)) assert.equal(res.headers.get("cache-control"), "private, no-cache");
  if (!gzip) return await res.text();
  assert.equal(res.headers.get("content-encoding"), "gzip");
  return new TextDecoder().decode(gunzipSync(new Uint8Array(await res.arrayBuffer())));
}

Deno.test("signed-in home and product pages: each shopper's own page from shared templates", async () => {
  const t = await createTestApp();
  // The same app without a cache renders every page in full: what each shopper must get.
  const plain = createApp({ db: t.db, config: t.config, log: false, cacheBytes: 0 });
  try {
    const inPune = await insertProduct(t.db, { name: "Pune Pressure Cooker", location: "Pune" });
    const inKochi = await insertProduct(t.db, { name: "Kochi Coir Mat", location: "Kochi" });
    const asha = await createShopper(t.db, { address: false });
    const ravi = await createShopper(t.db, { address: false });
    const meera = await createShopper(t.db); // no saved location: her first address (Pune)
    const nobody = await createShopper(t.db, { address: false }); // nowhere known
    await putInCart(t.db, asha.id, inPune.id, 2);
    await putInCart(t.db, ravi.id, inKochi.id, 7);
    await t.db.updateTable("users").set({ delivery_location: `Pune 411001 <b>"&'` }).where("id", "=", asha.id)
      .execute();
    await t.db.updateTable("users").set({ delivery_location: "Kochi 682001" }).where("id", "=", ravi.id)
      .execute();
    await t.db.insertInto("wishlist_items").values({ user_id: asha.id, product_id: inPune.id }).execute();
    await untilReady(t.app);

    const paths = ["/", `/product/${inPune.id}`, `/product/${inKochi.id}`];
    for (let round = 0; round < 2; round++) {
      for (const path of paths) {
        for (const who of [asha, ravi, meera, nobody]) {
          const expected = await page(plain, path, who);
          assert.equal(await page(t.app, path, who), expected, `${path} for ${who.name}, round ${round}`);
          assert.equal(await page(t.app, path, who, true), expected, `${path} gzipped, round ${round}`);
        }
      }
      for (const path of paths) {
        assert.ok(isKept(t.app, `t ${path}`), `a template of ${path}`);
      }
    }
    const home = await page(t.app, "/", asha);
    assert.match(home, /Near you/);
    assert.match(home, /Pune Pressure Cooker/);
    assert.match(home, /Pune 411001 &lt;b&gt;&quot;&amp;&#x27;/);
    assert.match(home, /2 items in cart/);
    assert.match(await page(t.app, "/", ravi), /Kochi Coir Mat/);
    assert.match(await page(t.app, `/product/${inPune.id}`, asha), /Wishlisted/);
    assert.doesNotMatch(await page(t.app, `/product/${inPune.id}`, ravi), /Wishlisted/);

    const kept = keptTexts(t.app).join("\n");
    for (const who of [asha, ravi, meera, nobody]) {
      for (const value of [who.id, who.email, who.name, who.cookie.split("=")[1]]) {
        assert.ok(!kept.includes(value), `nothing of ${who.name} kept`);
      }
    }
    assert.doesNotMatch(kept, /411001|682001|[1-9] items? in cart|Wishlisted&quot;|set-cookie/);
  } finally {
    await t.close();
  }
});
