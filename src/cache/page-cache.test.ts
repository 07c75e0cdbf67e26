/**
 * The page cache is never stale: a price change, a checkout taking the last unit, a store
 * switched off and a banner added each show on the next request of the instance that made the change, and
 * within 2 seconds on another instance of the app on the same database (a second connection on PostgreSQL;
 * a second app on the same PGlite). Signed-in shoppers get their own header around the shared body, and
 * nothing personal is ever kept.
 */
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { createTestApp } from "../../tests/helpers.ts";
import { createCustomer } from "../../tests/customers.ts";
import { insertCategory, insertProduct, insertVendor } from "../../tests/fixtures.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart } from "../../tests/orders.ts";
import { photoPixels, pngOf } from "../uploads/test-photo.ts";
import { isKept, keptTexts, page, secondInstance, untilReady, visit, within } from "./cache-test-helpers.ts";
import { ByteLru } from "./memory-store.ts";
import { categoryHref } from "../ui/links.ts";

const gunzipped = (bytes: ArrayBuffer) => new TextDecoder().decode(gunzipSync(new Uint8Array(bytes)));

Deno.test("the page cache: kept, revalidated, never stale, never personal", async (s) => {
  const t = await createTestApp();
  const other = await secondInstance(t);
  try {
    const store = await insertVendor(t.db, { store_name: "Lakshmi Mobiles" });
    const vendor = await createStoreAccount(t.db, store.id);
    const admin = await createCustomer(t.db, { role: "admin" });
    const category = await insertCategory(t.db, { name: "Mobiles" });
    const phone = await insertProduct(t.db, {
      name: "Redmi Note 13",
      price_paise: 99_900,
      stock: 1,
      max_purchase_limit: 1,
      vendor_id: store.id,
      category_id: category.id,
    });
    const productPath = `/product/${phone.id}`;
    const categoryPath = categoryHref("Mobiles");
    const apps = [t.app, other.app];
    for (const app of apps) await untilReady(app);

    await s.step("a visitor's page is kept whole, with its headers; 304 for its ETag", async () => {
      const first = await visit(t.app, productPath, undefined, { "accept-encoding": "gzip" });
      assert.equal(first.status, 200);
      const body = gunzipped(await first.arrayBuffer());
      assert.ok(isKept(t.app, `h ${productPath}`), "kept");
      const hit = await visit(t.app, productPath, undefined, { "accept-encoding": "gzip" });
      assert.equal(gunzipped(await hit.arrayBuffer()), body);
      for (const res of [first, hit]) {
        assert.equal(res.headers.get("content-encoding"), "gzip");
        assert.equal(res.headers.get("cache-control"), "no-cache");
        assert.match(res.headers.get("vary") ?? "", /accept-encoding/);
        assert.match(res.headers.get("content-security-policy") ?? "", /default-src 'self'/);
        assert.equal(res.headers.get("x-frame-options"), "DENY");
      }
      const etag = hit.headers.get("etag");
      assert.ok(etag, "an ETag");
      assert.equal(first.headers.get("etag"), etag);
      const plain = await visit(t.app, productPath, undefined, { "accept-encoding": "identity" });
      assert.equal(plain.headers.get("content-encoding"), null);
      assert.equal(await plain.text(), body, "the same page for a client without gzip");
      const again = await visit(t.app, productPath, undefined, { "if-none-match": etag });
      assert.equal(again.status, 304);
      assert.equal(await again.text(), "");
      assert.equal(again.headers.get("etag"), etag);
      const json = await t.get(`/api/products/get-product/${phone.id}`);
      assert.equal(json.status, 200);
      assert.equal((await json.json()).price, 999);
      assert.ok(isKept(t.app, `j /api/products/get-product/${phone.id}`), "public JSON is kept too");
    });

    const warm = async (path: string) => {
      for (const app of apps) await visit(app, path);
    };

    await s.step("a price change by the vendor: next request here, within 2 s there", async () => {
      await warm(productPath);
      await warm(categoryPath);
      assert.match(await page(other.app, productPath), /₹999/);
      const res = await call(t.app, "PUT", `/api/products/update-product/${phone.id}`, vendor, {
        price: 1234,
      });
      assert.equal(res.status, 200);
      assert.match(await page(t.app, productPath), /₹1,234/);
      assert.match(await page(t.app, categoryPath), /₹1,234/);
      const json = await t.get(`/api/products/get-product/${phone.id}`);
      assert.equal((await json.json()).price, 1234);
      await within(2000, async () => assert.match(await page(other.app, productPath), /₹1,234/));
      await within(2000, async () => assert.match(await page(other.app, categoryPath), /₹1,234/));
    });

    await s.step("a checkout taking the last unit: out of stock at once", async () => {
      await warm(productPath);
      assert.doesNotMatch(await page(t.app, productPath), /Out of stock/);
      const shopper = await createShopper(t.db);
      await putInCart(t.db, shopper.id, phone.id, 1);
      const order = await call(
        t.app,
        "POST",
        "/api/orders/place-order",
        shopper,
        await codOrder(t.db, shopper),
      );
      assert.ok(order.status < 300, `checkout answered ${order.status}`);
      assert.match(await page(t.app, productPath), /Out of stock/);
      await within(2000, async () => assert.match(await page(other.app, productPath), /Out of stock/));
    });

    await s.step("a store switched off: its product leaves the storefront", async () => {
      await warm(productPath);
      await warm(categoryPath);
      const res = await call(t.app, "PATCH" as "PUT", `/api/vendor/${store.id}`, admin, {
        activeStatus: false,
        reason: "Switched off for a test.",
      });
      assert.equal(res.status, 200);
      assert.match(await page(t.app, productPath, undefined, 404), /currently unavailable/);
      assert.doesNotMatch(await page(t.app, categoryPath), /Redmi Note 13/);
      await within(2000, async () => {
        assert.match(await page(other.app, productPath, undefined, 404), /currently unavailable/);
        assert.doesNotMatch(await page(other.app, categoryPath), /Redmi Note 13/);
      });
    });

    await s.step("a banner added: on the home page", async () => {
      await warm("/");
      const data = new FormData();
      data.append("title", "Diwali Dhamaka");
      data.append("bannerType", "Up to 40% off");
      data.append("zone", "All India");
      data.append(
        "image",
        new File([await pngOf(photoPixels(64, 32)) as BlobPart], "a.png", { type: "image/png" }),
      );
      const res = await t.app.request("/api/banners/create-banner", {
        method: "POST",
        headers: { accept: "application/json", cookie: admin.cookie },
        body: data,
      });
      assert.equal(res.status, 201);
      assert.match(await page(t.app, "/"), /Diwali Dhamaka/);
      await within(2000, async () => assert.match(await page(other.app, "/"), /Diwali Dhamaka/));
    });

    await s.step(
      "signed in: each shopper's own header around the shared body; nothing personal kept",
      async () => {
        const asha = await createShopper(t.db);
        const ravi = await createShopper(t.db);
        const shirt = await insertProduct(t.db, { name: "Linen Shirt", stock: 20, max_purchase_limit: 9 });
        await putInCart(t.db, asha.id, shirt.id, 2);
        await putInCart(t.db, ravi.id, shirt.id, 7);
        await t.db.updateTable("users").set({ delivery_location: "Pune 411001" }).where("id", "=", asha.id)
          .execute();
        await t.db.updateTable("users").set({ delivery_location: "Kochi 682001" }).where("id", "=", ravi.id)
          .execute();
        const paths = [categoryPath, "/products?search=shirt", "/about"];
        for (const path of paths) {
          for (let round = 0; round < 2; round++) {
            const forAsha = await page(t.app, path, asha);
            const forRavi = await page(t.app, path, ravi);
            const forVisitor = await page(t.app, path);
            assert.match(forAsha, /Pune 411001/);
            assert.match(forAsha, new RegExp(`userId&quot;:&quot;${asha.id}`));
            assert.match(forAsha, /2 items in cart/);
            assert.doesNotMatch(forAsha, new RegExp(`Kochi 682001|${ravi.id}|7 items in cart`));
            assert.match(forRavi, /Kochi 682001/);
            assert.match(forRavi, /7 items in cart/);
            assert.doesNotMatch(forRavi, new RegExp(`Pune 411001|${asha.id}|2 items in cart`));
            assert.match(forVisitor, /Sign in/);
            assert.doesNotMatch(
              forVisitor,
              new RegExp(`Pune|Kochi|${asha.id}|${ravi.id}|[1-9] items in cart`),
            );
            // The body is the same for all three: the part between the header and the footer.
            const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
            assert.equal(main(forAsha), main(forVisitor), path);
            assert.equal(main(forRavi), main(forVisitor), path);
          }
          assert.ok(isKept(t.app, `t ${path}`), `a template of ${path}`);
        }
        // Pages whose body depends on the shopper (their wishlist, 'Near you') are rendered for them alone.
        await page(t.app, productPath.replace(phone.id, shirt.id), asha);
        await page(t.app, "/", asha);
        await page(t.app, "/cart", asha);
        await page(t.app, "/account", asha);
        for (const path of paths) for (const who of [asha, ravi, undefined]) await page(t.app, path, who);
        const kept = keptTexts(t.app);
        assert.ok(kept.length >= 4);
        for (const text of kept) {
          for (const personal of [asha, ravi, admin, vendor]) {
            for (const value of [personal.id, personal.email, personal.name, personal.cookie.split("=")[1]]) {
              assert.ok(!text.includes(value), `nothing of ${personal.name} kept`);
            }
          }
          assert.doesNotMatch(text, /Pune 411001|Kochi 682001|[1-9] items? in cart|set-cookie/);
        }
      },
    );
  } finally {
    await other.close();
    await t.close();
  }
});

Deno.test("the cache's memory: bounded by bytes, least recently used out first; stale renders not kept", () => {
  const lru = new ByteLru<string>(100);
  const generation = lru.generation;
  assert.ok(lru.set("a", "A", 40, generation));
  assert.ok(lru.set("b", "B", 40, generation));
  assert.equal(lru.get("a"), "A"); // a is now the most recent
  assert.ok(lru.set("c", "C", 40, generation));
  assert.equal(lru.get("b"), undefined, "the least recently used went");
  assert.deepEqual([lru.get("a"), lru.get("c")], ["A", "C"]);
  assert.equal(lru.bytes, 80);
  assert.equal(lru.set("huge", "H", 101, generation), false);
  // A render that read its data before a change (the cache was cleared since) is not kept.
  const before = lru.generation;
  lru.clear();
  assert.equal(lru.set("d", "D", 10, before), false);
  assert.equal(lru.get("d"), undefined);
  assert.ok(lru.set("d", "D", 10, lru.generation));
});
