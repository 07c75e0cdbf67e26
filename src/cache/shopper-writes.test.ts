/**
 * The writes policy.ts lets answer without reading the catalogue log (a shopper's cart, wishlist, addresses
 * and delivery location) really leave the catalogue as it was: each is made here, and catalogue_version
 * must not move. A write added under those paths that touches a catalogue table fails this test.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp } from "../../tests/helpers.ts";
import { insertCategory, insertProduct, insertVendor, TEST_ADDRESS } from "../../tests/fixtures.ts";
import { call, createShopper } from "../../tests/orders.ts";
import type { DB } from "../../db/database.ts";
import { leavesCatalogue } from "./cacheable.ts";

const version = async (db: DB) =>
  (await sql<{ v: string }>`select last_value::text as v from catalogue_version`.execute(db)).rows[0].v;

Deno.test("shopper writes answered without reading the catalogue log leave the catalogue as it was", async () => {
  const t = await createTestApp();
  try {
    const store = await insertVendor(t.db);
    const category = await insertCategory(t.db);
    const product = await insertProduct(t.db, {
      vendor_id: store.id,
      category_id: category.id,
      stock: 20,
      max_purchase_limit: 5,
    });
    const shopper = await createShopper(t.db);
    const writes: [method: "POST" | "PUT" | "DELETE", path: string, body?: unknown][] = [
      ["POST", "/api/cart/add-to-cart", { productId: product.id, quantity: 2 }],
      ["PUT", `/api/cart/update/${product.id}`, { quantity: 3 }],
      ["DELETE", `/api/cart/${product.id}?userID=${shopper.id}`],
      ["POST", "/api/wishlist/add", { productId: product.id }],
      ["POST", "/api/wishlist/remove", { productId: product.id }],
      ["POST", "/api/addresses/add-address", TEST_ADDRESS],
      ["PUT", "/api/location/delivery-location", { deliveryLocation: "Pune 411001" }],
    ];
    const before = await version(t.db);
    for (const [method, path, body] of writes) {
      assert.ok(leavesCatalogue(path.split("?")[0]), `${path} is one of them`);
      const res = await call(t.app, method, path, shopper, body);
      assert.ok(res.status < 300, `${method} ${path} answered ${res.status}: ${await res.text()}`);
    }
    const [address] = await t.db.selectFrom("addresses").select("id").where("user_id", "=", shopper.id)
      .execute();
    for (const method of ["PUT", "DELETE"] as const) {
      const path = `/api/addresses/${address.id}`;
      assert.ok(leavesCatalogue(path));
      const res = await call(t.app, method, path, shopper, method === "PUT" ? TEST_ADDRESS : undefined);
      assert.ok(res.status < 300, `${method} ${path} answered ${res.status}`);
    }
    assert.equal(await version(t.db), before, "no catalogue table was written");
    assert.ok(!leavesCatalogue("/api/orders/place-order"), "a checkout takes stock: it reads the log");
  } finally {
    await t.close();
  }
});
