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
import { SHIPPING_DETAILS_REQUIRED } from "./orders.service.ts";
import { auditTrail } from "../audit/audit.queries.ts";

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
      const parcel = { status: "Shipped", carrier: "Delhivery", trackingNumber: "DL123" };
      assert.equal((await call(app, "PUT", path, ravi, parcel)).status, 403);
      assert.equal((await call(app, "PUT", path, beta, parcel)).status, 404);
      const skip = await call(app, "PUT", path, alpha, { status: "Delivered" });
      assert.equal(skip.status, 409);
      assert.equal((await skip.json()).message, "An order that is Confirmed cannot be marked Delivered.");
      assert.equal((await call(app, "PUT", path, alpha, { status: "Cancelled" })).status, 400);

      const shipped = parseExact(
        OrderChangedSchema,
        await (await call(app, "PUT", path, alpha, parcel)).json(),
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
      assert.equal((await call(app, "PUT", path, admin, parcel)).status, 409);
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

Deno.test("cancelling a paid online order refunds it through the gateway at once", async () => {
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
    assert.equal(body.message, "Order cancelled and refunded.");
    assert.deepEqual([body.order.status, body.order.paymentStatus], ["Cancelled", "refunded"]);
    assert.match(body.order.refund?.id ?? "", /^rfnd_/);
    assert.equal(body.order.refund?.error, null);
    assert.equal(await stockOf(db, product.id), 5);
  } finally {
    await close();
  }
});

Deno.test("fulfilment: ship with carrier and tracking number, deliver, cancel, audit, search", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const storeA = await insertVendor(db, { store_name: "Alpha Electronics" });
    const storeB = await insertVendor(db, { store_name: "Beta Grocers" });
    const alpha = await createStoreAccount(db, storeA.id);
    const beta = await createStoreAccount(db, storeB.id);
    const laptop = await insertProduct(db, { name: "Laptop Pro", stock: 10, vendor_id: storeA.id });
    const mouse = await insertProduct(db, { name: "Wireless Mouse", stock: 10, vendor_id: storeA.id });
    const tea = await insertProduct(db, { name: "Assam Tea", stock: 10, vendor_id: storeB.id });
    const asha = await createShopper(db);

    const placeCod = async (productId: string, quantity: number) => {
      await putInCart(db, asha.id, productId, quantity);
      const response = await call(app, "POST", "/api/orders/place-order", asha, await codOrder(db, asha));
      assert.equal(response.status, 200, await response.clone().text());
      return parseExact(PlacedSchema, await response.json()).orders[0];
    };
    const laptopOrder = await placeCod(laptop.id, 2);
    await placeCod(tea.id, 1);
    await putInCart(db, asha.id, mouse.id, 3);
    const started = await (await call(app, "POST", "/api/razorpay/order", asha, { method: "card" })).json();
    const paid = await (await call(app, "POST", "/api/razorpay/test-gateway/pay", asha, {
      razorpay_order_id: started.id,
    })).json();
    const mouseOrder = (await (await call(app, "POST", "/api/razorpay/verify", asha, paid)).json()).orders[0];
    assert.equal(mouseOrder.paymentStatus, "paid");
    const statusOf = `/api/orders/${laptopOrder._id}/status`;

    await t.step("a new order has no carrier, tracking number or times yet", () => {
      assert.deepEqual(
        [laptopOrder.carrier, laptopOrder.trackingNumber, laptopOrder.shippedAt, laptopOrder.deliveredAt],
        [null, null, null, null],
      );
    });

    await t.step(
      "shipping needs the carrier and the tracking number (400), and changes nothing",
      async () => {
        for (
          const body of [
            { status: "Shipped" },
            { status: "Shipped", carrier: "Delhivery" },
            { status: "Shipped", trackingNumber: "DL1" },
            { status: "Shipped", carrier: "  ", trackingNumber: " " },
          ]
        ) {
          const response = await call(app, "PUT", statusOf, alpha, body);
          assert.equal(response.status, 400, JSON.stringify(body));
          assert.deepEqual(await response.json(), { message: SHIPPING_DETAILS_REQUIRED });
        }
        const tooLong = await call(app, "PUT", statusOf, alpha, {
          status: "Shipped",
          carrier: "Delhivery",
          trackingNumber: "9".repeat(41),
        });
        assert.equal(tooLong.status, 400);
        assert.equal((await tooLong.json()).message, "trackingNumber: must be at most 40 characters.");
        const order = parseExact(
          OrderSchema,
          await (await call(app, "GET", `/orders/${laptopOrder._id}`, asha)).json(),
        );
        assert.equal(order.status, "Confirmed");
        assert.equal((await auditTrail(db, "order", laptopOrder._id)).length, 0);
      },
    );

    await t.step(
      "another store can neither ship nor cancel it (404), nor a customer ship it (403)",
      async () => {
        const parcel = { status: "Shipped", carrier: "Blue Dart", trackingNumber: "BD9" };
        assert.equal((await call(app, "PUT", statusOf, beta, parcel)).status, 404);
        assert.equal((await call(app, "POST", `/api/orders/${laptopOrder._id}/cancel`, beta)).status, 404);
        assert.equal((await call(app, "PUT", statusOf, asha, parcel)).status, 403);
        assert.equal((await call(app, "PUT", statusOf, null, parcel)).status, 401);
        assert.equal(await stockOf(db, laptop.id), 8);
      },
    );

    await t.step("the store ships it; the customer sees the carrier and tracking number", async () => {
      const response = await call(app, "PUT", statusOf, alpha, {
        status: "Shipped",
        carrier: " Delhivery ",
        trackingNumber: "DL-4455667788",
      });
      assert.equal(response.status, 200, await response.clone().text());
      const { order, message } = parseExact(OrderChangedSchema, await response.json());
      assert.equal(message, "Order marked Shipped.");
      assert.deepEqual([order.status, order.carrier, order.trackingNumber], [
        "Shipped",
        "Delhivery",
        "DL-4455667788",
      ]);
      assert.ok(order.shippedAt && Date.now() - Date.parse(order.shippedAt) < 60_000);
      assert.equal(order.canCancel, false);
      assert.equal(order.nextStatus, "Delivered");

      const seen = parseExact(
        OrderSchema,
        await (await call(app, "GET", `/orders/${laptopOrder._id}`, asha)).json(),
      );
      assert.deepEqual([seen.carrier, seen.trackingNumber], ["Delhivery", "DL-4455667788"]);
      const page = await (await app.request("/order-customer", {
        headers: { accept: "text/html", cookie: asha.cookie },
      })).text();
      const shipment = page.split('data-testid="order-shipment"')[1] ?? "";
      assert.ok(shipment.includes("Delhivery") && shipment.includes("DL-4455667788"), "My Orders shows both");

      const [audit] = await auditTrail(db, "order", laptopOrder._id);
      assert.equal(audit.action, "order.ship");
      assert.deepEqual([audit.actor_id, audit.actor_role], [alpha.id, "vendor"]);
      assert.deepEqual(audit.details, {
        before: { status: "Confirmed", paymentStatus: "unpaid" },
        after: {
          status: "Shipped",
          paymentStatus: "unpaid",
          carrier: "Delhivery",
          trackingNumber: "DL-4455667788",
        },
      });
    });

    await t.step("delivered: the time is kept, cash is collected, the trail grows", async () => {
      const response = await call(app, "PUT", statusOf, alpha, { status: "Delivered" });
      const { order } = parseExact(OrderChangedSchema, await response.json());
      assert.deepEqual([order.status, order.paymentStatus, order.carrier], [
        "Delivered",
        "paid",
        "Delhivery",
      ]);
      assert.ok(order.deliveredAt);
      assert.deepEqual((await auditTrail(db, "order", laptopOrder._id)).map((a) => a.action).sort(), [
        "order.deliver",
        "order.ship",
      ]);
    });

    await t.step(
      "the store cancels a paid order before shipping: stock back, refunded, both audited",
      async () => {
        assert.equal(await stockOf(db, mouse.id), 7);
        const response = await call(app, "POST", `/api/orders/${mouseOrder._id}/cancel`, alpha);
        assert.equal(response.status, 200, await response.clone().text());
        const { order } = parseExact(OrderChangedSchema, await response.json());
        assert.deepEqual([order.status, order.paymentStatus], ["Cancelled", "refunded"]);
        assert.ok(order.cancelledAt);
        assert.equal(await stockOf(db, mouse.id), 10);
        const trail = await auditTrail(db, "order", mouseOrder._id);
        const cancel = trail.find((a) => a.action === "order.cancel")!;
        assert.deepEqual(cancel.details, {
          before: { status: "Confirmed", paymentStatus: "paid" },
          after: { status: "Cancelled", paymentStatus: "refund_due" },
        });
        const refund = trail.find((a) => a.action === "order.refund")!;
        assert.deepEqual([refund.actor_id, refund.actor_role], [alpha.id, "vendor"]);
        assert.deepEqual(refund.details, {
          before: { paymentStatus: "refund_due", refundError: null },
          after: { paymentStatus: "refunded", refundId: order.refund!.id },
          amountPaise: Math.round(order.total * 100),
        });
      },
    );

    await t.step("a customer's own cancellation is not a store's change: no audit row", async () => {
      const again = await placeCod(laptop.id, 1);
      assert.equal((await call(app, "POST", `/api/orders/${again._id}/cancel`, asha)).status, 200);
      assert.equal((await auditTrail(db, "order", again._id)).length, 0);
    });

    await t.step("a store searches its own orders by order id, product name or store name", async () => {
      const found = async (who: TestCustomer, search: string) => {
        const response = await call(app, "GET", `/orders?search=${encodeURIComponent(search)}`, who);
        assert.equal(response.status, 200);
        return parseExact(OrderListSchema, await response.json()).map((o) => o.items[0].name);
      };
      assert.deepEqual(await found(alpha, "laptop"), ["Laptop Pro", "Laptop Pro"]);
      assert.deepEqual(await found(alpha, laptopOrder._id.slice(-7).toUpperCase()), ["Laptop Pro"]);
      assert.deepEqual((await found(alpha, "alpha")).length, 3);
      assert.deepEqual(await found(alpha, "tea"), [], "another store's products are not searched");
      assert.deepEqual(await found(beta, "tea"), ["Assam Tea"]);
      assert.deepEqual(await found(alpha, "%"), [], "wildcards are plain text");
      const both = await call(app, "GET", "/orders?search=laptop&status=Delivered", alpha);
      assert.equal(both.headers.get("x-total-count"), "1");
      assert.equal((await call(app, "GET", `/orders?search=${"x".repeat(101)}`, alpha)).status, 400);
    });
  } finally {
    await close();
  }
});
