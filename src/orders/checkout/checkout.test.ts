import assert from "node:assert/strict";
import { createTestApp } from "../../../tests/helpers.ts";
import {
  insertCategory,
  insertCommission,
  insertProduct,
  insertVendor,
  parseExact,
} from "../../../tests/fixtures.ts";
import {
  call,
  cartSize,
  codOrder,
  createShopper,
  placeCodOrder,
  putInCart,
  stockOf,
} from "../../../tests/orders.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { ErrorSchema } from "../../core/http.ts";
import { PlacedSchema } from "../orders.schema.ts";

Deno.test("cash-on-delivery checkout", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const mobiles = await insertCategory(db, {
      name: "Mobiles",
      subcategories: ["Android Phones", "Feature Phones"],
    });
    const grocery = await insertCategory(db, { name: "Grocery" });
    const [android] = mobiles.subcategories;
    // Android phones pay 8 %, the rest of Mobiles 5 %, Grocery 2.5 %.
    await insertCommission(db, { category_id: mobiles.id, subcategory_id: android.id, rate_bp: 800 });
    await insertCommission(db, { category_id: mobiles.id, rate_bp: 500 });
    await insertCommission(db, { category_id: grocery.id, rate_bp: 250 });
    const phoneStore = await insertVendor(db, { store_name: "Phone Bazaar", email: "sales@phonebazaar.in" });
    const kiranaStore = await insertVendor(db, { store_name: "Kirana Express", email: "orders@kirana.in" });
    // ₹19,999.00 at 10 % off = ₹17,999.10; ₹1,299.00 at 0 %; honey ₹333.33 at 10 % = ₹300.00 (rounded paise).
    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 1_999_900,
      discount_percent: 10,
      stock: 5,
      max_purchase_limit: 2,
      vendor_id: phoneStore.id,
      category_id: mobiles.id,
      subcategory_id: android.id,
    });
    const feature = await insertProduct(db, {
      name: "Nokia 105",
      price_paise: 129_900,
      stock: 3,
      vendor_id: phoneStore.id,
      category_id: mobiles.id,
      subcategory_id: mobiles.subcategories[1].id,
    });
    const honey = await insertProduct(db, {
      name: "Pure Honey",
      price_paise: 33_333,
      discount_percent: 10,
      stock: 4,
      vendor_id: kiranaStore.id,
      category_id: grocery.id,
    });

    await t.step("a cart spanning two stores gives two orders with the commissions of the time", async () => {
      const asha = await createShopper(db);
      await putInCart(db, asha.id, phone.id, 2);
      await putInCart(db, asha.id, feature.id, 1);
      await putInCart(db, asha.id, honey.id, 3);
      // A tampered line price is ignored: the database prices the order (the total is the one shown).
      const response = await call(app, "POST", "/api/orders/place-order", asha, {
        userID: asha.id,
        total: 38197.2,
        cart: [
          { productId: { _id: phone.id, price: 1 }, quantity: 2 },
          { productId: feature.id, quantity: 1 },
          { productId: honey.id, quantity: 3 },
        ],
      });
      assert.equal(response.status, 200);
      const body = parseExact(PlacedSchema, await response.json());
      assert.equal(body.message, "Cash on Delivery order placed!");
      assert.equal(body.orders.length, 2);
      const phones = body.orders.find((o) => o.storeName === "Phone Bazaar")!;
      const groceries = body.orders.find((o) => o.storeName === "Kirana Express")!;
      assert.equal(phones.userEmail, "sales@phonebazaar.in");
      assert.equal(groceries.userEmail, "orders@kirana.in");
      assert.equal(phones.checkoutId, groceries.checkoutId);
      assert.deepEqual(phones.items.map((i) => [i.name, i.quantity, i.price, i.lineTotal]), [
        ["Redmi Note 13", 2, 17999.1, 35998.2],
        ["Nokia 105", 1, 1299, 1299],
      ]);
      assert.equal(phones.total, 37297.2);
      assert.equal(groceries.total, 900);
      assert.deepEqual(groceries.items.map((i) => [i.price, i.quantity, i.category]), [[300, 3, "Grocery"]]);
      for (const order of body.orders) {
        assert.equal(order.status, "Confirmed");
        assert.equal(order.paymentType, "cod");
        assert.equal(order.paymentMethod, "Cash on Delivery");
        assert.equal(order.paymentStatus, "unpaid");
        assert.equal(order.canCancel, true);
        assert.equal(order.address.city, "Pune");
        assert.equal(order.name, asha.name);
        assert.equal(order.items[0].commission, undefined, "customers do not see commissions");
      }
      // Commissions as stored: 8 % of ₹35,998.20, 5 % of ₹1,299.00, 2.5 % of ₹900.00.
      const items = await db.selectFrom("order_items").select(["name", "commission_bp", "commission_paise"])
        .orderBy("name").execute();
      assert.deepEqual(items.map((i) => [i.name, i.commission_bp, i.commission_paise]), [
        ["Nokia 105", 500, 6_495],
        ["Pure Honey", 250, 2_250],
        ["Redmi Note 13", 800, 287_986],
      ]);
      assert.deepEqual([
        await stockOf(db, phone.id),
        await stockOf(db, feature.id),
        await stockOf(db, honey.id),
      ], [3, 2, 1]);
      assert.equal(await cartSize(db, asha.id), 0);
    });

    await t.step("a later commission change does not rewrite past orders", async () => {
      await db.updateTable("commissions").set({ rate_bp: 1_000 }).execute();
      const items = await db.selectFrom("order_items").select("commission_bp").execute();
      assert.ok(items.every((i) => i.commission_bp !== 1_000));
    });

    await t.step("lines above stock or the limit are refused by name and nothing changes", async () => {
      const ravi = await createShopper(db);
      await putInCart(db, ravi.id, honey.id, 2); // 1 left
      const before = await stockOf(db, honey.id);
      const response = await placeCodOrder(app, db, ravi);
      assert.equal(response.status, 409);
      assert.equal(
        parseExact(ErrorSchema, await response.json()).message,
        'Only 1 of "Pure Honey" is in stock.',
      );
      assert.equal(await stockOf(db, honey.id), before);
      assert.equal(await cartSize(db, ravi.id), 1);
      assert.equal(
        (await db.selectFrom("orders").select("id").where("customer_id", "=", ravi.id).execute()).length,
        0,
      );

      await db.updateTable("cart_items").set({ quantity: 3 }).where("user_id", "=", ravi.id).execute();
      await db.updateTable("cart_items").set({ product_id: phone.id }).where("user_id", "=", ravi.id)
        .execute();
      const limited = await placeCodOrder(app, db, ravi);
      assert.equal(limited.status, 409);
      assert.equal((await limited.json()).message, 'Only 2 of "Redmi Note 13" can be bought per order.');
    });

    await t.step("an empty cart, a changed cart, no address, another user's id", async () => {
      const meera = await createShopper(db);
      let response = await call(app, "POST", "/api/orders/place-order", meera, {});
      assert.deepEqual([response.status, (await response.json()).message], [
        400,
        "cart: must list the cart the customer is buying.",
      ]);
      response = await placeCodOrder(app, db, meera);
      assert.deepEqual([response.status, (await response.json()).message], [409, "Your cart is empty."]);

      await putInCart(db, meera.id, feature.id, 1);
      response = await call(app, "POST", "/api/orders/place-order", meera, {
        cart: [{ productId: feature.id, quantity: 2 }],
      });
      assert.deepEqual([response.status, (await response.json()).message], [
        409,
        "Your cart has changed. Please review it and try again.",
      ]);

      const homeless = await createShopper(db, { address: false });
      await putInCart(db, homeless.id, feature.id, 1);
      response = await placeCodOrder(app, db, homeless);
      assert.deepEqual([response.status, (await response.json()).message], [
        400,
        "Please add a delivery address.",
      ]);
      response = await placeCodOrder(app, db, homeless, { addressId: "6740f1a2c3d4e5f6a7b8c9d0" });
      assert.deepEqual([response.status, (await response.json()).message], [404, "Address not found."]);

      response = await call(app, "POST", "/api/orders/place-order", meera, { cart: [], userID: homeless.id });
      assert.equal(response.status, 403);
      response = await call(app, "POST", "/api/orders/place-order", null, { cart: [] });
      assert.equal(response.status, 401);
      response = await call(app, "POST", "/api/orders/place-order", meera, { total: "lots" });
      assert.equal(response.status, 400);
      assert.equal(await stockOf(db, feature.id), 2);
    });
  } finally {
    await close();
  }
});

Deno.test("cash on delivery at a price changed since the cart was shown: 409 with the new total", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const speaker = await insertProduct(db, { name: "Party Speaker", price_paise: 90_000, stock: 5 });
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, speaker.id, 1);
    const shown = await codOrder(db, shopper, { total: 900 });
    // The store raises the price after the cart showed ₹900.00.
    await db.updateTable("products").set({ price_paise: 9_999_900 }).where("id", "=", speaker.id).execute();
    const ordersOf = () =>
      db.selectFrom("orders").select("id").where("customer_id", "=", shopper.id).execute();

    await t.step("the total shown is refused, with the new one; nothing is placed", async () => {
      const response = await call(app, "POST", "/api/orders/place-order", shopper, shown);
      assert.deepEqual([response.status, parseExact(ErrorSchema, await response.json()).message], [
        409,
        "Prices have changed: your cart now comes to ₹99,999.00. Please review it and confirm again.",
      ]);
      assert.equal((await ordersOf()).length, 0);
      assert.equal(await stockOf(db, speaker.id), 5);
      assert.equal(await cartSize(db, shopper.id), 1);
    });

    await t.step(
      "an unpaid online attempt held (the long way): refused alike, nothing of it undone",
      async () => {
        const started = await call(app, "POST", "/api/razorpay/order", shopper, { method: "card" });
        assert.equal(started.status, 200);
        await started.body?.cancel();
        assert.equal(await stockOf(db, speaker.id), 4);
        const response = await call(app, "POST", "/api/orders/place-order", shopper, shown);
        assert.equal(response.status, 409);
        assert.match((await response.json()).message, /now comes to ₹99,999\.00/);
        // Nothing of the transaction stayed: the attempt and its Pending order are as they were.
        assert.equal(await stockOf(db, speaker.id), 4);
        assert.equal((await ordersOf()).length, 1);
      },
    );

    await t.step("confirmed at the new total: placed at ₹99,999.00", async () => {
      const response = await call(app, "POST", "/api/orders/place-order", shopper, {
        ...shown,
        total: 99999,
      });
      assert.equal(response.status, 200);
      const body = parseExact(PlacedSchema, await response.json());
      assert.deepEqual(body.orders.map((o) => [o.total, o.status]), [[99999, "Confirmed"]]);
      assert.equal(await stockOf(db, speaker.id), 4);
      assert.equal(await cartSize(db, shopper.id), 0);
    });

    await t.step("without a total (an older client), the lines alone are compared, as before", async () => {
      await putInCart(db, shopper.id, speaker.id, 1);
      const response = await placeCodOrder(app, db, shopper);
      assert.equal(response.status, 200);
      await response.body?.cancel();
    });
  } finally {
    await close();
  }
});

Deno.test("concurrent checkouts of the last units never oversell", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const stock = 3;
    const product = await insertProduct(db, { name: "Last Few Earbuds", stock, max_purchase_limit: 1 });
    const other = await insertProduct(db, { name: "Charger", stock: 100, max_purchase_limit: 10 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => createShopper(db)));
    for (const [i, shopper] of shoppers.entries()) {
      // Half the carts also hold another product, so the orders lock rows in a shared order.
      if (i % 2) await putInCart(db, shopper.id, other.id, 1);
      await putInCart(db, shopper.id, product.id, 1);
    }
    const orders = await Promise.all(shoppers.map((shopper) => codOrder(db, shopper)));
    const responses = await Promise.all(
      shoppers.map((shopper, i) => call(app, "POST", "/api/orders/place-order", shopper, orders[i])),
    );
    const statuses = responses.map((r) => r.status).sort();
    const bodies = await Promise.all(responses.map((r) => r.json()));
    assert.equal(statuses.filter((s) => s === 200).length, stock, JSON.stringify(bodies));
    assert.equal(statuses.filter((s) => s === 409).length, shoppers.length - stock);
    for (const body of bodies.filter((b) => !b.orders)) {
      assert.equal(body.message, '"Last Few Earbuds" is out of stock.');
    }
    assert.equal(await stockOf(db, product.id), 0);
    const sold = await db.selectFrom("order_items").select("quantity").where("product_id", "=", product.id)
      .execute();
    assert.equal(sold.reduce((n, r) => n + r.quantity, 0), stock);
    // The refused carts are untouched; the charger was only sold with the earbuds.
    const chargersSold = await db.selectFrom("order_items").select("quantity").where(
      "product_id",
      "=",
      other.id,
    ).execute();
    assert.equal(await stockOf(db, other.id), 100 - chargersSold.length);
  } finally {
    await close();
  }
});

Deno.test("one customer placing the same cart twice at once orders it once", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const product = await insertProduct(db, { stock: 10 });
    const shopper = await createShopper(db);
    await putInCart(db, shopper.id, product.id, 2);
    const body = await codOrder(db, shopper);
    const responses = await Promise.all(
      [1, 2, 3].map(() => call(app, "POST", "/api/orders/place-order", shopper, body)),
    );
    assert.deepEqual(responses.map((r) => r.status).sort(), [200, 409, 409]);
    assert.equal(await stockOf(db, product.id), 8);
    await Promise.all(responses.map((r) => r.body?.cancel()));
    // An admin without a cart has nothing to order.
    const admin = await createCustomer(db, { role: "admin" });
    assert.equal((await call(app, "POST", "/api/orders/place-order", admin, { cart: [] })).status, 409);
  } finally {
    await close();
  }
});

Deno.test("forty shoppers racing for the last seven units: seven sold, 33 refused, nothing else changes", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const stock = 7;
    const hot = await insertProduct(db, { name: "Festive Deal Phone", stock, max_purchase_limit: 1 });
    const charger = await insertProduct(db, { name: "Fast Charger", stock: 1_000, max_purchase_limit: 5 });
    const shoppers = await Promise.all(Array.from({ length: 40 }, () => createShopper(db)));
    for (const [i, shopper] of shoppers.entries()) {
      // Two thirds of the carts hold both products, put in either order: the locks are still taken in one.
      if (i % 3 === 1) await putInCart(db, shopper.id, charger.id, 1 + (i % 5));
      await putInCart(db, shopper.id, hot.id, 1);
      if (i % 3 === 2) await putInCart(db, shopper.id, charger.id, 1 + (i % 5));
    }
    const bodies = await Promise.all(shoppers.map((shopper) => codOrder(db, shopper)));
    const responses = await Promise.all(
      shoppers.map((shopper, i) => call(app, "POST", "/api/orders/place-order", shopper, bodies[i])),
    );
    const answers = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: await r.json() })),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    assert.equal(placed.length, stock, JSON.stringify(refused.map((a) => a.body)));
    assert.deepEqual(new Set(refused.map((a) => a.status)), new Set([409]));
    assert.deepEqual(
      new Set(refused.map((a) => a.body.message)),
      new Set(['"Festive Deal Phone" is out of stock.']),
    );

    assert.equal(await stockOf(db, hot.id), 0);
    const sold = async (productId: string) => {
      const rows = await db.selectFrom("order_items").select("quantity").where("product_id", "=", productId)
        .execute();
      return rows.reduce((n, r) => n + r.quantity, 0);
    };
    assert.equal(await sold(hot.id), stock);
    assert.equal(await stockOf(db, charger.id), 1_000 - await sold(charger.id));
    // Each winner has its orders (one per store) and an empty cart; each refused cart is as it was, with no order.
    for (const [i, shopper] of shoppers.entries()) {
      const orders = await db.selectFrom("orders").select("id").where("customer_id", "=", shopper.id)
        .execute();
      const won = answers[i].status === 200;
      const lines = i % 3 === 0 ? 1 : 2; // the two products come from two stores: one order each
      assert.equal(orders.length, won ? lines : 0);
      assert.equal(await cartSize(db, shopper.id), won ? 0 : lines);
    }
  } finally {
    await close();
  }
});
