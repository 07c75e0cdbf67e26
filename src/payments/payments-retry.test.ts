import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { insertProduct, insertVendor, parseExact } from "../../tests/fixtures.ts";
import { call, cartSize, codOrder, createShopper, putInCart, stockOf } from "../../tests/orders.ts";
import type { TestCustomer } from "../../tests/customers.ts";
import { ErrorSchema } from "../core/http.ts";
import { OrderChangedSchema } from "../orders/orders.schema.ts";
import { NOT_AWAITING_PAYMENT, PAYMENT_WINDOW_PASSED } from "../orders/checkout/checkout-retry.service.ts";
import { PaymentOrderSchema, TestPaidSchema, VerifiedSchema } from "./payments.schema.ts";

async function startPayment(app: TestApp["app"], who: TestCustomer) {
  const response = await call(app, "POST", "/api/razorpay/order", who, { method: "upi" });
  assert.equal(response.status, 200);
  return parseExact(PaymentOrderSchema, await response.json());
}

async function decline(app: TestApp["app"], who: TestCustomer, paymentOrderId: string) {
  const response = await call(app, "POST", "/api/razorpay/test-gateway/pay", who, {
    razorpay_order_id: paymentOrderId,
    outcome: "failure",
  });
  assert.equal(response.status, 200);
  assert.ok((await response.json()).error);
}

async function payAndVerify(app: TestApp["app"], who: TestCustomer, paymentOrderId: string) {
  const paid = await call(app, "POST", "/api/razorpay/test-gateway/pay", who, {
    razorpay_order_id: paymentOrderId,
  });
  assert.equal(paid.status, 200);
  const result = parseExact(TestPaidSchema, await paid.json());
  const verified = await call(app, "POST", "/api/razorpay/verify", who, result);
  assert.equal(verified.status, 200);
  return parseExact(VerifiedSchema, await verified.json());
}

const retry = (app: TestApp["app"], who: TestCustomer | null, orderId: string) =>
  call(app, "POST", "/api/razorpay/retry", who, { orderId });

Deno.test("a declined online payment: pay again from My Orders, or cancel", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const [storeA, storeB] = [await insertVendor(db), await insertVendor(db)];
    const lamp = await insertProduct(db, {
      name: "Desk Lamp",
      price_paise: 150_000,
      stock: 10,
      vendor_id: storeA.id,
    });
    const kettle = await insertProduct(db, {
      name: "Kettle",
      price_paise: 90_000,
      stock: 10,
      vendor_id: storeB.id,
    });
    const statusOf = async (orderId: string) =>
      (await db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow())
        .status;
    const attemptOf = async (id: string) =>
      (await db.selectFrom("payment_orders").select("status").where("id", "=", id).executeTakeFirstOrThrow())
        .status;

    await t.step("declined, then paid again: the same orders, the server's amount, Confirmed", async () => {
      const asha = await createShopper(db);
      await putInCart(db, asha.id, lamp.id, 2);
      const payment = await startPayment(app, asha);
      await decline(app, asha, payment.id);
      assert.equal(await statusOf(payment.orders[0]._id), "Pending");

      const response = await retry(app, asha, payment.orders[0]._id);
      assert.equal(response.status, 200);
      const again = parseExact(PaymentOrderSchema, await response.json());
      // Every order of the attempt still awaits it: the gateway's order is opened again as it was.
      assert.deepEqual([again.id, again.amount, again.gateway], [payment.id, 300_000, "test"]);
      assert.deepEqual(again.orders.map((o) => o._id), payment.orders.map((o) => o._id));
      assert.equal(await stockOf(db, lamp.id), 8, "the stock stays held, once");

      const verified = await payAndVerify(app, asha, again.id);
      assert.deepEqual(verified.orders.map((o) => [o.status, o.paymentStatus]), [["Confirmed", "paid"]]);
      assert.equal(await cartSize(db, asha.id), 0);
      assert.equal(await stockOf(db, lamp.id), 8);
      // Paid: nothing to pay again.
      const paidAgain = await retry(app, asha, payment.orders[0]._id);
      assert.deepEqual([paidAgain.status, (await paidAgain.json()).message], [409, NOT_AWAITING_PAYMENT]);
    });

    await t.step("declined, then cancelled: Cancelled, the stock back, nothing to pay again", async () => {
      const ravi = await createShopper(db);
      await putInCart(db, ravi.id, lamp.id, 3);
      const payment = await startPayment(app, ravi);
      await decline(app, ravi, payment.id);
      assert.equal(await stockOf(db, lamp.id), 5);
      const orderId = payment.orders[0]._id;
      const cancelled = await call(app, "POST", `/api/orders/${orderId}/cancel`, ravi);
      assert.equal(cancelled.status, 200);
      const body = parseExact(OrderChangedSchema, await cancelled.json());
      assert.deepEqual([body.order.status, body.order.paymentStatus], ["Cancelled", "unpaid"]);
      assert.equal(await stockOf(db, lamp.id), 8);
      const response = await retry(app, ravi, orderId);
      assert.deepEqual([response.status, (await response.json()).message], [409, NOT_AWAITING_PAYMENT]);
      assert.equal(await stockOf(db, lamp.id), 8);
    });

    await t.step("one of two stores' orders cancelled: a new gateway order for the rest", async () => {
      const meera = await createShopper(db);
      await putInCart(db, meera.id, lamp.id, 1);
      await putInCart(db, meera.id, kettle.id, 1);
      const payment = await startPayment(app, meera);
      assert.equal(payment.amount, 240_000);
      await decline(app, meera, payment.id);
      const lampOrder = payment.orders.find((o) => o.items[0].name === "Desk Lamp")!;
      const kettleOrder = payment.orders.find((o) => o.items[0].name === "Kettle")!;
      assert.equal((await call(app, "POST", `/api/orders/${lampOrder._id}/cancel`, meera)).status, 200);

      const response = await retry(app, meera, kettleOrder._id);
      assert.equal(response.status, 200);
      const again = parseExact(PaymentOrderSchema, await response.json());
      assert.notEqual(again.id, payment.id);
      assert.equal(again.amount, 90_000, "only the order still awaiting payment");
      assert.deepEqual(again.orders.map((o) => o._id), [kettleOrder._id]);
      assert.equal(await attemptOf(payment.id), "released");
      // The first gateway order no longer pays for anything.
      const stale = await call(app, "POST", "/api/razorpay/test-gateway/pay", meera, {
        razorpay_order_id: payment.id,
      });
      assert.equal(stale.status, 409);

      const verified = await payAndVerify(app, meera, again.id);
      assert.deepEqual(verified.orders.map((o) => [o._id, o.status]), [[kettleOrder._id, "Confirmed"]]);
      assert.equal(await statusOf(lampOrder._id), "Cancelled");
      assert.deepEqual(await cartSize(db, meera.id), 1, "the lamp's line stays in the cart");
    });

    await t.step("someone else's order is not found; a cash order and a visitor are refused", async () => {
      const owner = await createShopper(db);
      const other = await createShopper(db);
      await putInCart(db, owner.id, kettle.id, 1);
      const payment = await startPayment(app, owner);
      const stolen = await retry(app, other, payment.orders[0]._id);
      assert.deepEqual([stolen.status, parseExact(ErrorSchema, await stolen.json()).message], [
        404,
        "Order not found.",
      ]);
      assert.equal((await retry(app, null, payment.orders[0]._id)).status, 401);
      const cash = await createShopper(db);
      await putInCart(db, cash.id, kettle.id, 1);
      const placed = await call(app, "POST", "/api/orders/place-order", cash, await codOrder(db, cash));
      const cashOrder = (await placed.json()).orders[0]._id;
      const refused = await retry(app, cash, cashOrder);
      assert.deepEqual([refused.status, (await refused.json()).message], [409, NOT_AWAITING_PAYMENT]);
      const bad = await call(app, "POST", "/api/razorpay/retry", owner, {
        orderId: payment.orders[0]._id,
        x: 1,
      });
      assert.equal(bad.status, 400);
    });

    await t.step("past the 30 minutes: refused, and the stock goes back at once", async () => {
      const zoya = await createShopper(db);
      await putInCart(db, zoya.id, kettle.id, 2);
      const before = await stockOf(db, kettle.id);
      const payment = await startPayment(app, zoya);
      await decline(app, zoya, payment.id);
      await db.updateTable("payment_orders").set({ created_at: sql`now() - interval '31 minutes'` } as never)
        .where("id", "=", payment.id).execute();
      const response = await retry(app, zoya, payment.orders[0]._id);
      assert.deepEqual([response.status, (await response.json()).message], [409, PAYMENT_WINDOW_PASSED]);
      assert.equal(await stockOf(db, kettle.id), before);
      assert.equal(await attemptOf(payment.id), "released");
    });
  } finally {
    await close();
  }
});
