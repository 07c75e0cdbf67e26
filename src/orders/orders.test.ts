import assert from "node:assert/strict";
import { createTestApp } from "../../tests/helpers.ts";
import { insertProduct, insertVendor, parseExact } from "../../tests/fixtures.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart, stockOf } from "../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../tests/customers.ts";
import {
  OrderChangedSchema,
  OrderListSchema,
  OrderPageSchema,
  OrderSchema,
  PlacedSchema,
} from "./orders.schema.ts";

Deno.test("who sees and changes an order", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const storeA = await insertVendor(db, { store_name: "Alpha Electronics" });
    const storeB = await insertVendor(db, { store_name: "Beta Grocers" });
    const alpha = await createStoreAccount(db, storeA.id);
    const beta = await createStoreAccount(db, storeB.id);
    const admin = await createCustomer(db, { role: "admin" });
    const laptop = await insertProduct(db, { name: "Laptop", stock: 10, vendor_id: storeA.id });
    const tea = await insertProduct(db, { name: "Assam Tea", stock: 10, vendor_id: storeB.id });
    const asha = await createShopper(db);
    const ravi = await createShopper(db);

    const order = async (who: TestCustomer, productId: string, quantity: number) => {
      await putInCart(db, who.id, productId, quantity);
      const response = await call(app, "POST", "/api/orders/place-order", who, await codOrder(db, who));
      assert.equal(response.status, 200);
      return parseExact(PlacedSchema, await response.json()).orders;
    };
    const [ashaLaptop] = await order(asha, laptop.id, 2);
    const [ashaTea] = await order(asha, tea.id, 1);
    const [raviLaptop] = await order(ravi, laptop.id, 1);

    await t.step("lists: a customer its own, a store its own, an admin all", async () => {
      const ids = async (who: TestCustomer) => {
        const response = await call(app, "GET", "/orders", who);
        assert.equal(response.status, 200);
        return parseExact(OrderListSchema, await response.json()).map((o) => o._id);
      };
      assert.deepEqual(await ids(asha), [ashaTea._id, ashaLaptop._id], "newest first");
      assert.deepEqual(await ids(ravi), [raviLaptop._id]);
      assert.deepEqual(await ids(alpha), [raviLaptop._id, ashaLaptop._id]);
      assert.deepEqual(await ids(beta), [ashaTea._id]);
      assert.equal((await ids(admin)).length, 3);
      assert.equal((await call(app, "GET", "/orders", null)).status, 401);

      const all = await call(app, "GET", "/api/orders/get-all-orders?limit=2", admin);
      const page = parseExact(OrderPageSchema, await all.json());
      assert.deepEqual([page.total, page.orders.length, page.limit], [3, 2, 2]);
      assert.equal((await call(app, "GET", "/api/orders/get-all-orders", asha)).status, 403);
      assert.equal((await call(app, "GET", "/api/orders/get-all-orders", alpha)).status, 403);
      const stores = await call(app, "GET", "/orders", alpha);
      const first = parseExact(OrderListSchema, await stores.json())[0];
      assert.equal(first.items[0].commissionRate, 0, "stores see the commission of each line");
      assert.equal(first.nextStatus, "Shipped");
    });

    await t.step("by id: nobody else's order leaks", async () => {
      const ok = await call(app, "GET", `/orders/${ashaLaptop._id}`, asha);
      assert.equal(parseExact(OrderSchema, await ok.json())._id, ashaLaptop._id);
      for (const who of [ravi, beta]) {
        const response = await call(app, "GET", `/orders/${ashaLaptop._id}`, who);
        assert.equal(response.status, 404);
        assert.deepEqual(await response.json(), { message: "Order not found." });
      }
      assert.equal((await call(app, "GET", `/orders/${ashaLaptop._id}`, alpha)).status, 200);
      assert.equal((await call(app, "GET", `/orders/${ashaLaptop._id}`, admin)).status, 200);
      assert.equal((await call(app, "GET", "/orders/nope", asha)).status, 404);
    });

    await t.step("another customer cannot cancel; the owner can, and the stock returns", async () => {
      assert.equal(await stockOf(db, laptop.id), 7);
      const refused = await call(app, "POST", `/api/orders/${ashaLaptop._id}/cancel`, ravi);
      assert.equal(refused.status, 404);
      const byStoreB = await call(app, "POST", `/api/orders/${ashaLaptop._id}/cancel`, beta);
      assert.equal(byStoreB.status, 404);
      assert.equal(await stockOf(db, laptop.id), 7);

      const response = await call(app, "POST", `/api/orders/${ashaLaptop._id}/cancel`, asha);
      assert.equal(response.status, 200);
      const body = parseExact(OrderChangedSchema, await response.json());
      assert.equal(body.message, "Order cancelled.");
      assert.equal(body.order.status, "Cancelled");
      assert.equal(body.order.canCancel, false);
      assert.equal(await stockOf(db, laptop.id), 9);

      const twice = await Promise.all(
        [1, 2].map(() => call(app, "POST", `/api/orders/${ashaLaptop._id}/cancel`, asha)),
      );
      assert.deepEqual(twice.map((r) => r.status), [409, 409]);
      assert.equal((await twice[0].json()).message, "This order is already cancelled.");
      assert.equal(await stockOf(db, laptop.id), 9, "stock returns once");
    });

    await t.step("the store moves an order forward; nobody skips a step or goes back", async () => {
      const path = `/api/orders/${raviLaptop._id}/status`;
      assert.equal((await call(app, "PUT", path, ravi, { status: "Shipped" })).status, 403);
      assert.equal((await call(app, "PUT", path, beta, { status: "Shipped" })).status, 404);
      const skip = await call(app, "PUT", path, alpha, { status: "Delivered" });
      assert.equal(skip.status, 409);
      assert.equal((await skip.json()).message, "An order that is Confirmed cannot be marked Delivered.");
      assert.equal((await call(app, "PUT", path, alpha, { status: "Cancelled" })).status, 400);

      const shipped = parseExact(
        OrderChangedSchema,
        await (await call(app, "PUT", path, alpha, { status: "Shipped" })).json(),
      );
      assert.equal(shipped.order.status, "Shipped");
      const late = await call(app, "POST", `/api/orders/${raviLaptop._id}/cancel`, ravi);
      assert.equal(late.status, 409);
      assert.equal(
        (await late.json()).message,
        "This order has already been shipped and can no longer be cancelled.",
      );

      const delivered = await call(app, "PUT", path, admin, { status: "Delivered" });
      const body = parseExact(OrderChangedSchema, await delivered.json());
      assert.deepEqual(
        [body.order.status, body.order.paymentStatus],
        ["Delivered", "paid"],
        "cash collected on delivery",
      );
      assert.equal((await call(app, "PUT", path, admin, { status: "Shipped" })).status, 409);
    });

    await t.step("a store can cancel an order it cannot fulfil", async () => {
      const response = await call(app, "POST", `/api/orders/${ashaTea._id}/cancel`, beta);
      assert.equal(response.status, 200);
      assert.equal(await stockOf(db, tea.id), 10);
    });
  } finally {
    await close();
  }
});

Deno.test("cancelling a paid online order marks its refund", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const product = await insertProduct(db, { stock: 5 });
    const who = await createShopper(db);
    await putInCart(db, who.id, product.id, 2);
    const started = await call(app, "POST", "/api/razorpay/order", who, { method: "upi" });
    const { id } = await started.json();
    const paid =
      await (await call(app, "POST", "/api/razorpay/test-gateway/pay", who, { razorpay_order_id: id }))
        .json();
    const verified = await (await call(app, "POST", "/api/razorpay/verify", who, paid)).json();
    const orderId = verified.orders[0]._id;
    const response = await call(app, "POST", `/api/orders/${orderId}/cancel`, who);
    const body = parseExact(OrderChangedSchema, await response.json());
    assert.deepEqual([body.order.status, body.order.paymentStatus], ["Cancelled", "refund_due"]);
    assert.equal(await stockOf(db, product.id), 5);
  } finally {
    await close();
  }
});
