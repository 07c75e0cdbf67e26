/**
 * Cart answers take their products' views from the page cache (product-views.service.ts): a change to a
 * product shows in the next answer here and within 2 s on another instance; stock, price and listing are
 * always the database's; nothing of a shopper is kept.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../../../tests/helpers.ts";
import { insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { call, createStoreAccount } from "../../../tests/orders.ts";
import {
  type App,
  checkout,
  isKept,
  keptTexts,
  secondInstance,
  untilReady,
  within,
} from "../../cache/cache-test-helpers.ts";

interface CartLine {
  productId: { _id: string; name: string; stock: number; price: number };
  quantity: number;
  maxQuantity: number;
}

async function cartOf(app: App, who: TestCustomer): Promise<CartLine[]> {
  const res = await app.request(`/api/cart/get-cart/${who.id}`, { headers: asCustomer(who) });
  assert.equal(res.status, 200);
  return (await res.json()).cart;
}

Deno.test("cart answers: kept product views, never staler than the storefront's pages", async (s) => {
  const t = await createTestApp();
  const other = await secondInstance(t);
  try {
    const store = await insertVendor(t.db, { store_name: "Lakshmi Mobiles" });
    const vendor = await createStoreAccount(t.db, store.id);
    const redmi = await insertProduct(t.db, {
      name: "Redmi Note 13",
      vendor_id: store.id,
      price_paise: 99_900,
      stock: 20,
      max_purchase_limit: 20,
    });
    const asha = await createCustomer(t.db, { name: "Asha" });
    for (const app of [t.app, other.app]) await untilReady(app);
    const add = await t.app.request("/api/cart/add-to-cart", {
      method: "POST",
      headers: asCustomer(asha),
      body: JSON.stringify({ productId: redmi.id, quantity: 2 }),
    });
    assert.equal(add.status, 200);
    for (const app of [t.app, other.app]) {
      assert.equal((await cartOf(app, asha))[0].productId.name, "Redmi Note 13");
    }

    await s.step("the view is kept, and nothing of the shopper with it", () => {
      for (const app of [t.app, other.app]) assert.ok(isKept(app, `v ${redmi.id}`));
      assert.ok(keptTexts(t.app).every((text) => !text.includes(asha.id) && !text.includes("Asha")));
    });

    await s.step("stock taken by a checkout: the next answer has it, from the database", async () => {
      await checkout(t.app, t.db, redmi.id, 17);
      assert.ok(isKept(t.app, `v ${redmi.id}`), "a stock-only change leaves the view");
      for (const app of [t.app, other.app]) {
        const [line] = await cartOf(app, asha);
        assert.equal(line.productId.stock, 3);
        assert.equal(line.maxQuantity, 3);
      }
    });

    await s.step("a new name and price: here at once, on another instance within 2 s", async () => {
      const res = await call(t.app, "PUT", `/api/products/update-product/${redmi.id}`, vendor, {
        name: "Redmi Note 13 Pro",
        price: 1234,
      });
      assert.equal(res.status, 200);
      const [line] = await cartOf(t.app, asha);
      assert.deepEqual([line.productId.name, line.productId.price], ["Redmi Note 13 Pro", 1234]);
      await within(2000, async () => {
        const [there] = await cartOf(other.app, asha);
        assert.deepEqual([there.productId.name, there.productId.price], ["Redmi Note 13 Pro", 1234]);
      });
    });
  } finally {
    await other.close();
    await t.close();
  }
});
