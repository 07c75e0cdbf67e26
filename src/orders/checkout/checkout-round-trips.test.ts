/**
 * What one checkout (and a write to the cart) costs the database, counted: every statement and each
 * BEGIN/COMMIT, from the session lookup to the answer. A change that adds a round trip to the checkout fails here by number (the
 * checkout used to take 22 for a two-store cart; the short way now takes 2, its placing reading back
 * its own entries of the catalogue log, so the page cache's read of the log that follows other write
 * requests is not needed: src/cache/own-changes.ts).
 */
import assert from "node:assert/strict";
import { createTestDatabase } from "../../../tests/helpers.ts";
import { countRoundTrips } from "../../../tests/round-trips.ts";
import { checkEveryAnswer } from "../../../tests/conformance.ts";
import { insertCategory, insertCommission, insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { call, cartSize, codOrder, createShopper, putInCart, stockOf } from "../../../tests/orders.ts";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { prepareAssets } from "../../server.ts";
import { untilReady } from "../../cache/cache-test-helpers.ts";
import { pageCacheOf } from "../../cache/page-cache.ts";
import { shareNotifications } from "../../../db/connect.ts";

Deno.test("round trips of one checkout", async (t) => {
  const [{ db, close }] = await Promise.all([createTestDatabase(), prepareAssets()]);
  const trips = countRoundTrips(db);
  // The app's cache listens for catalogue changes through the counted database as through its own.
  shareNotifications(db, trips.db);
  const app = checkEveryAnswer(
    createApp({ db: trips.db, config: loadConfig({ SEED: "none" }), log: false }),
  );
  try {
    const phones = await insertCategory(db, { name: "Mobiles", subcategories: ["Android Phones"] });
    await insertCommission(db, { category_id: phones.id, rate_bp: 500 });
    const [storeA, storeB] = [await insertVendor(db), await insertVendor(db)];
    const products = await Promise.all(
      [storeA, storeB, storeB].map((store) =>
        insertProduct(db, { stock: 50, vendor_id: store.id, category_id: phones.id })
      ),
    );
    const fill = async (userId: string) => {
      for (const product of products) await putInCart(db, userId, product.id, 2);
    };

    await t.step(
      "cash on delivery, a cart of 3 lines from 2 stores: 2 round trips, the cache's read not needed",
      async () => {
        const shopper = await createShopper(db);
        await fill(shopper.id);
        // The lines and the total the checkout showed: the total is checked on the plan, no extra statement.
        // The products are ₹999 with no discount, 2 of each (read from the rows, not through the app, whose
        // cart answer would keep the product views the next step counts the reading of).
        const rows = await db.selectFrom("products").select(["price_paise", "discount_percent"]).execute();
        assert.ok(rows.every((p) => Number(p.discount_percent) === 0));
        const total = rows.reduce((sum, p) => sum + 2 * Number(p.price_paise), 0) / 100;
        const body = await codOrder(db, shopper, { total });
        trips.reset();
        const response = await call(app, "POST", "/api/orders/place-order", shopper, body);
        assert.equal(response.status, 200);
        assert.equal((await response.json()).orders.length, 2);
        console.log(`cash on delivery: ${trips.count} round trips (${trips.log.join(", ")})`);
        // The session and the basket (cart, products, stores, rates, address, open attempts), read by one
        // statement (checkout-read-ahead.ts), then the placing (one batch: the log's position, the checkout, the log's
        // entries since, with BEGIN and COMMIT). The cache applied the entries read: the stock taken shows on
        // the next page without a read of the log.
        assert.equal(trips.count, 2, trips.log.join(", "));
        assert.equal(trips.log[1], "batch of 3");
        assert.equal(await cartSize(db, shopper.id), 0);
        assert.equal(await stockOf(db, products[0].id), 48);
      },
    );

    await t.step("a cart add, an update and a removal: 2 round trips each, the cart answered", async () => {
      // The product's view is read once, then kept for every cart answer (product-views.service.ts), while
      // the cache's read of the catalogue log is recent: each write here comes right after one.
      await untilReady(app);
      const cache = pageCacheOf(app)!;
      const logJustRead = () => cache.freshness.poll(Date.now(), true);
      const first = await createShopper(db);
      await logJustRead();
      trips.reset();
      const add = { productId: products[0].id, quantity: 1 };
      const firstAdd = await call(app, "POST", "/api/cart/add-to-cart", first, add);
      assert.equal(firstAdd.status, 200);
      await firstAdd.body?.cancel();
      assert.equal(trips.count, 3, `the view read once: ${trips.log.join(", ")}`);

      const shopper = await createShopper(db);
      const writes: [method: "POST" | "PUT" | "DELETE", path: string, body?: unknown][] = [
        ["POST", "/api/cart/add-to-cart", { productId: products[0].id, quantity: 2 }],
        ["PUT", `/api/cart/update/${products[0].id}`, { quantity: 3 }],
        ["DELETE", `/api/cart/${products[0].id}?userID=${shopper.id}`],
      ];
      const counts = [];
      for (const [method, path, body] of writes) {
        await logJustRead();
        trips.reset();
        const response = await call(app, method, path, shopper, body);
        assert.equal(response.status, 200, path);
        counts.push((await response.json()).count);
        // The session; the write and the cart's lines after it, one statement (cart.queries.ts).
        assert.equal(trips.count, 2, `${method} ${path}: ${trips.log.join(", ")}`);
      }
      assert.deepEqual(counts, [2, 3, 0]);
    });

    await t.step(
      "a refusal costs 1 (session and basket) and the cache's read, and writes nothing",
      async () => {
        const shopper = await createShopper(db);
        await putInCart(db, shopper.id, products[0].id, 49);
        const body = await codOrder(db, shopper);
        trips.reset();
        const response = await call(app, "POST", "/api/orders/place-order", shopper, body);
        assert.equal(response.status, 409);
        await response.body?.cancel();
        assert.equal(trips.count, 2, trips.log.join(", "));
      },
    );

    await t.step("online payment start, and cash on delivery superseding it (the long way)", async () => {
      const shopper = await createShopper(db);
      await fill(shopper.id);
      trips.reset();
      const started = await call(app, "POST", "/api/razorpay/order", shopper, { method: "card", amount: 1 });
      assert.equal(started.status, 200);
      await started.body?.cancel();
      const online = trips.count;
      console.log(`online payment start: ${online} round trips (${trips.log.join(", ")})`);
      const body = await codOrder(db, shopper);
      trips.reset();
      const response = await call(app, "POST", "/api/orders/place-order", shopper, body);
      assert.equal(response.status, 200);
      await response.body?.cancel();
      const superseding = trips.count;
      console.log(`cash on delivery releasing an online attempt: ${superseding} round trips`);
      // Session, quote; then in one transaction: lock the customer, find open attempts, record this one,
      // read again, place, hold the cart lines; the cache's read.
      assert.equal(online, 11);
      // Session and basket; release of the open attempt, then the placing, in one transaction (rare); the
      // cache's read.
      assert.equal(superseding, 15);
      assert.equal(await stockOf(db, products[0].id), 46, "the attempt's stock came back, the order took 2");
    });
  } finally {
    await close();
  }
});
