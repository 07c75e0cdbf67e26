import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { insertProduct, insertVendor, parseExact } from "../../tests/fixtures.ts";
import { call, cartSize, codOrder, createShopper, putInCart, stockOf } from "../../tests/orders.ts";
import type { TestCustomer } from "../../tests/customers.ts";
import { OrderListSchema, PlacedSchema } from "../orders/orders.schema.ts";
import { PaymentOrderSchema, TestPaidSchema, VerifiedSchema } from "./payments.schema.ts";
import { signHex } from "./signature.ts";
import { loadConfig } from "../config.ts";

/** The test gateway's secret in this process (random when PAYMENT_TEST_SECRET is unset). */
const TEST_SECRET = loadConfig({ SEED: "none" }).payments.testSecret;

async function startPayment(app: TestApp["app"], who: TestCustomer, method = "card") {
  const response = await call(app, "POST", "/api/razorpay/order", who, { method, amount: 1, userId: who.id });
  assert.equal(response.status, 200);
  return parseExact(PaymentOrderSchema, await response.json());
}

async function testPay(app: TestApp["app"], who: TestCustomer, orderId: string) {
  const response = await call(app, "POST", "/api/razorpay/test-gateway/pay", who, {
    razorpay_order_id: orderId,
  });
  assert.equal(response.status, 200);
  return parseExact(TestPaidSchema, await response.json());
}

/** A Razorpay webhook delivery, signed as Razorpay signs it (HMAC-SHA256 of the raw body). */
async function webhook(app: TestApp["app"], event: unknown, secret = TEST_SECRET, tamper = false) {
  const body = JSON.stringify(event);
  const signature = await signHex(secret, body);
  return await app.request("/api/razorpay/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "x-razorpay-signature": signature },
    body: tamper ? body.replace('"amount":', '"amount": ') : body,
  });
}

const captured = (orderId: string, paymentId: string, amount: number) => ({
  entity: "event",
  event: "payment.captured",
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: "payment",
        order_id: orderId,
        amount,
        currency: "INR",
        status: "captured",
      },
    },
  },
});

Deno.test("online payment on the built-in test gateway", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const storeA = await insertVendor(db);
    const storeB = await insertVendor(db);
    const tv = await insertProduct(db, {
      name: "Smart TV",
      price_paise: 2_499_900,
      discount_percent: 20,
      stock: 20,
      vendor_id: storeA.id,
    });
    const rice = await insertProduct(db, {
      name: "Basmati Rice",
      price_paise: 54_950,
      stock: 50,
      vendor_id: storeB.id,
    });
    const fill = async (who: TestCustomer) => {
      await putInCart(db, who.id, tv.id, 1);
      await putInCart(db, who.id, rice.id, 2);
    };
    // ₹24,999.00 − 20 % = ₹19,999.20, plus 2 × ₹549.50: ₹21,098.20.
    const amount = 2_109_820;

    await t.step(
      "the amount comes from the cart; the orders wait, Pending, holding their stock",
      async () => {
        const asha = await createShopper(db);
        await fill(asha);
        const payment = await startPayment(app, asha);
        assert.equal(payment.amount, amount);
        assert.equal(payment.currency, "INR");
        assert.equal(payment.gateway, "test");
        assert.match(payment.id, /^order_[A-Za-z0-9]{14}$/);
        assert.equal(payment.orders.length, 2);
        assert.ok(payment.orders.every((o) => o.status === "Pending" && o.paymentStatus === "unpaid"));
        assert.equal(await stockOf(db, tv.id), 19);
        assert.equal(await cartSize(db, asha.id), 2, "the cart stays until the payment arrives");

        const paid = await testPay(app, asha, payment.id);
        const verified = await call(app, "POST", "/api/razorpay/verify", asha, paid);
        assert.equal(verified.status, 200);
        const body = parseExact(VerifiedSchema, await verified.json());
        assert.equal(body.message, `Payment successful! Payment ID: ${paid.razorpay_payment_id}`);
        assert.ok(body.orders.every((o) => o.status === "Confirmed" && o.paymentStatus === "paid"));
        assert.ok(body.orders.every((o) => o.paymentId === paid.razorpay_payment_id));
        assert.deepEqual(body.orders.map((o) => o.paymentMethod), ["Credit/Debit Card", "Credit/Debit Card"]);
        assert.equal(await cartSize(db, asha.id), 0);
        assert.equal(await stockOf(db, tv.id), 19);

        // Verifying again (a retried request) records nothing more.
        const again = await call(app, "POST", "/api/razorpay/verify", asha, paid);
        assert.equal(again.status, 200);
        assert.equal(
          (await db.selectFrom("orders").select("id").where("customer_id", "=", asha.id).execute()).length,
          2,
        );
      },
    );

    await t.step("the specification's body {amount, userId}: a card payment", async () => {
      const dev = await createShopper(db);
      await fill(dev);
      const response = await call(app, "POST", "/api/razorpay/order", dev, {
        amount: 21098.2,
        userId: dev.id,
      });
      assert.equal(response.status, 200);
      const payment = parseExact(PaymentOrderSchema, await response.json());
      assert.equal(payment.amount, amount);
      assert.deepEqual(payment.orders.map((o) => o.paymentType), ["card", "card"]);
    });

    await t.step("a bad signature is refused and records nothing", async () => {
      const ravi = await createShopper(db);
      await fill(ravi);
      const payment = await startPayment(app, ravi, "upi");
      const paid = await testPay(app, ravi, payment.id);
      const forged = [
        {
          ...paid,
          razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === "0" ? "1" : "0")),
        },
        { ...paid, razorpay_payment_id: "pay_SomeoneElse123" },
        { ...paid, razorpay_signature: "not-hex" },
        {
          ...paid,
          razorpay_signature: await signHex("wrong-secret", `${payment.id}|${paid.razorpay_payment_id}`),
        },
      ];
      for (const body of forged) {
        const response = await call(app, "POST", "/api/razorpay/verify", ravi, body);
        assert.equal(response.status, 400);
        assert.equal((await response.json()).message, "Payment verification failed");
      }
      // place-order with paymentInfo goes through the same verification.
      const viaPlace = await call(app, "POST", "/api/orders/place-order", ravi, { paymentInfo: forged[0] });
      assert.equal(viaPlace.status, 400);
      const orders = await db.selectFrom("orders").select(["status", "payment_status"]).where(
        "customer_id",
        "=",
        ravi.id,
      ).execute();
      assert.ok(orders.every((o) => o.status === "Pending" && o.payment_status === "unpaid"));
      assert.equal(await cartSize(db, ravi.id), 2);

      // The genuine result, through place-order as the storefront sends it.
      const placed = await call(app, "POST", "/api/orders/place-order", ravi, {
        userID: ravi.id,
        paymentInfo: { ...paid, name: "x" },
      });
      assert.equal(placed.status, 200);
      const body = parseExact(PlacedSchema, await placed.json());
      assert.equal(body.message, `Payment successful! Payment ID: ${paid.razorpay_payment_id}`);
      assert.ok(body.orders.every((o) => o.status === "Confirmed" && o.paymentType === "upi"));
    });

    await t.step("another customer cannot verify or pay someone else's payment", async () => {
      const owner = await createShopper(db);
      const thief = await createShopper(db);
      await fill(owner);
      const payment = await startPayment(app, owner);
      const stolen = await call(app, "POST", "/api/razorpay/test-gateway/pay", thief, {
        razorpay_order_id: payment.id,
      });
      assert.equal(stolen.status, 404);
      const paid = await testPay(app, owner, payment.id);
      const response = await call(app, "POST", "/api/razorpay/verify", thief, paid);
      assert.equal(response.status, 400);
      assert.equal((await call(app, "POST", "/api/razorpay/verify", null, paid)).status, 401);
    });

    await t.step("a declined payment is recorded and the orders keep waiting", async () => {
      const meera = await createShopper(db);
      await fill(meera);
      const payment = await startPayment(app, meera);
      const response = await call(app, "POST", "/api/razorpay/test-gateway/pay", meera, {
        razorpay_order_id: payment.id,
        outcome: "failure",
      });
      assert.equal(response.status, 200);
      assert.equal((await response.json()).error.description, "Payment declined by the test gateway.");
      const row = await db.selectFrom("payment_orders").selectAll().where("id", "=", payment.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.status, "created");
      assert.equal(row.last_error, "Payment declined by the test gateway.");
    });

    await t.step(
      "a new checkout releases the unpaid one; paying the released one owes a refund",
      async () => {
        const kabir = await createShopper(db);
        await fill(kabir);
        const stockBefore = await stockOf(db, tv.id);
        const first = await startPayment(app, kabir);
        assert.equal(await stockOf(db, tv.id), stockBefore - 1);
        const second = await startPayment(app, kabir);
        assert.equal(await stockOf(db, tv.id), stockBefore - 1, "the first attempt's stock came back");
        assert.equal(
          (await db.selectFrom("orders").select("id").where("payment_order_id", "=", first.id).execute())
            .length,
          0,
        );

        const latePaid = await testPay(app, kabir, first.id).catch(() => undefined);
        assert.equal(latePaid, undefined, "the test gateway no longer offers a released order");
        const paymentId = "pay_LatePayment0001";
        const late = await call(app, "POST", "/api/razorpay/verify", kabir, {
          razorpay_order_id: first.id,
          razorpay_payment_id: paymentId,
          razorpay_signature: await signHex(TEST_SECRET, `${first.id}|${paymentId}`),
        });
        assert.equal(late.status, 409);
        assert.match((await late.json()).message, /will be refunded/);
        const row = await db.selectFrom("payment_orders").select(["status", "payment_id"]).where(
          "id",
          "=",
          first.id,
        ).executeTakeFirstOrThrow();
        assert.deepEqual(row, { status: "refund_due", payment_id: paymentId });

        // Cash on delivery also supersedes an unpaid attempt.
        await call(app, "POST", "/api/orders/place-order", kabir, await codOrder(db, kabir));
        const released = await db.selectFrom("payment_orders").select("status").where("id", "=", second.id)
          .executeTakeFirstOrThrow();
        assert.equal(released.status, "released");
        assert.equal(await stockOf(db, tv.id), stockBefore - 1);
      },
    );

    await t.step("abandoned attempts are released after 30 minutes", async () => {
      const zoya = await createShopper(db);
      await fill(zoya);
      const before = await stockOf(db, tv.id);
      const payment = await startPayment(app, zoya);
      await db.updateTable("payment_orders").set({ created_at: sql`now() - interval '31 minutes'` } as never)
        .where("id", "=", payment.id).execute();
      const other = await createShopper(db);
      await putInCart(db, other.id, rice.id, 1);
      await call(app, "POST", "/api/orders/place-order", other, await codOrder(db, other));
      assert.equal(await stockOf(db, tv.id), before);
    });

    await t.step("My Orders lists the customer's orders, newest first", async () => {
      const nina = await createShopper(db);
      await fill(nina);
      const payment = await startPayment(app, nina);
      const response = await call(app, "GET", "/orders", nina);
      const orders = parseExact(OrderListSchema, await response.json());
      assert.equal(response.headers.get("x-total-count"), "2");
      assert.deepEqual(orders.map((o) => o._id).sort(), payment.orders.map((o) => o._id).sort());
    });
  } finally {
    await close();
  }
});

Deno.test("Razorpay webhooks complete orders exactly once", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const phone = await insertProduct(db, { price_paise: 1_000_000, stock: 20 });
    const begin = async () => {
      const who = await createShopper(db);
      await putInCart(db, who.id, phone.id, 1);
      return { who, payment: await startPayment(app, who) };
    };
    const statusOf = async (
      paymentOrderId: string,
    ) => (await db.selectFrom("orders").select(["status", "payment_status"]).where(
      "payment_order_id",
      "=",
      paymentOrderId,
    ).execute());

    await t.step("payment.captured confirms the orders even when the browser never came back", async () => {
      const { who, payment } = await begin();
      const response = await webhook(app, captured(payment.id, "pay_Webhook000001", payment.amount));
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { status: "recorded" });
      assert.deepEqual(await statusOf(payment.id), [{ status: "Confirmed", payment_status: "paid" }]);
      assert.equal(await cartSize(db, who.id), 0);
    });

    await t.step("the same event delivered twice records one payment", async () => {
      const { payment } = await begin();
      const event = captured(payment.id, "pay_Webhook000002", payment.amount);
      const [a, b] = await Promise.all([webhook(app, event), webhook(app, event)]);
      assert.deepEqual([a.status, b.status], [200, 200]);
      assert.deepEqual([(await a.json()).status, (await b.json()).status].sort(), ["ignored", "recorded"]);
      const again = await webhook(app, { ...event, event: "order.paid" });
      assert.deepEqual(await again.json(), { status: "ignored" });
      assert.equal((await statusOf(payment.id)).length, 1);
      const payments = await db.selectFrom("payment_orders").select("payment_id").where(
        "payment_id",
        "=",
        "pay_Webhook000002",
      ).execute();
      assert.equal(payments.length, 1);
    });

    await t.step("a webhook racing the browser's verify yields one order", async () => {
      const { who, payment } = await begin();
      const paid = await testPay(app, who, payment.id);
      const [hook, verify] = await Promise.all([
        webhook(app, captured(payment.id, paid.razorpay_payment_id, payment.amount)),
        call(app, "POST", "/api/razorpay/verify", who, paid),
      ]);
      assert.deepEqual([hook.status, verify.status], [200, 200]);
      assert.equal((await verify.json()).orders.length, 1);
      assert.deepEqual(await statusOf(payment.id), [{ status: "Confirmed", payment_status: "paid" }]);
      assert.equal(await stockOf(db, phone.id), 20 - 3);
    });

    await t.step("a bad webhook signature is refused and records nothing", async () => {
      const { payment } = await begin();
      const event = captured(payment.id, "pay_Forged0000001", payment.amount);
      for (
        const response of [
          await webhook(app, event, "wrong-secret"),
          await webhook(app, event, TEST_SECRET, true),
          await app.request("/api/razorpay/webhook", { method: "POST", body: JSON.stringify(event) }),
        ]
      ) {
        assert.equal(response.status, 400);
      }
      assert.deepEqual(await statusOf(payment.id), [{ status: "Pending", payment_status: "unpaid" }]);
    });

    await t.step("payment.failed is recorded; unknown orders and other events are acknowledged", async () => {
      const { payment } = await begin();
      const failed = await webhook(app, {
        event: "payment.failed",
        payload: {
          payment: {
            entity: {
              id: "pay_Failed000001",
              order_id: payment.id,
              error_description: "Card declined by bank",
            },
          },
        },
      });
      assert.deepEqual(await failed.json(), { status: "recorded" });
      const row = await db.selectFrom("payment_orders").select(["status", "last_error"]).where(
        "id",
        "=",
        payment.id,
      ).executeTakeFirstOrThrow();
      assert.deepEqual(row, { status: "created", last_error: "Card declined by bank" });
      assert.deepEqual(await (await webhook(app, captured("order_NotOurs0000001", "pay_X", 100))).json(), {
        status: "ignored",
      });
      assert.deepEqual(await (await webhook(app, { event: "refund.created", payload: {} })).json(), {
        status: "ignored",
      });
      // An amount that is not the order's is not taken as its payment.
      assert.deepEqual(await (await webhook(app, captured(payment.id, "pay_Short0000001", 1))).json(), {
        status: "ignored",
      });
      assert.deepEqual(await statusOf(payment.id), [{ status: "Pending", payment_status: "unpaid" }]);
    });
  } finally {
    await close();
  }
});

Deno.test("the Razorpay SDK path, against a loopback stand-in of Razorpay's Orders API", async () => {
  const received: { path: string; auth: string | null; body: Record<string, unknown> }[] = [];
  const standIn = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (request) => {
    const body = await request.json();
    received.push({ path: new URL(request.url).pathname, auth: request.headers.get("authorization"), body });
    return Response.json({
      id: "order_StandIn000001",
      entity: "order",
      amount: body.amount,
      currency: "INR",
      status: "created",
    });
  });
  const env = {
    RAZORPAY_KEY_ID: "rzp_test_key123",
    RAZORPAY_KEY_SECRET: "key-secret-456",
    RAZORPAY_WEBHOOK_SECRET: "webhook-secret-789",
    RAZORPAY_API_URL: `http://127.0.0.1:${standIn.addr.port}`,
  };
  const { db, app, close } = await createTestApp({ env });
  try {
    const product = await insertProduct(db, { price_paise: 149_900, discount_percent: 10, stock: 5 });
    const who = await createShopper(db);
    await putInCart(db, who.id, product.id, 2);
    const payment = await startPayment(app, who);
    assert.equal(payment.gateway, "razorpay");
    assert.equal(payment.key, "rzp_test_key123");
    assert.equal(payment.id, "order_StandIn000001");
    assert.equal(payment.amount, 269_820);
    assert.equal(received.length, 1);
    assert.equal(received[0].path, "/v1/orders");
    assert.equal(received[0].auth, `Basic ${btoa("rzp_test_key123:key-secret-456")}`);
    assert.equal(received[0].body.amount, 269_820);
    assert.equal(received[0].body.currency, "INR");
    // No test gateway when Razorpay is configured.
    assert.equal(
      (await call(app, "POST", "/api/razorpay/test-gateway/pay", who, { razorpay_order_id: payment.id }))
        .status,
      404,
    );
    // Signed with the test secret: refused. Signed with the key secret (as Razorpay does): accepted.
    const paymentId = "pay_RealSdk0000001";
    const message = `${payment.id}|${paymentId}`;
    const bad = await call(app, "POST", "/api/razorpay/verify", who, {
      razorpay_order_id: payment.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: await signHex(TEST_SECRET, message),
    });
    assert.equal(bad.status, 400);
    const good = await call(app, "POST", "/api/razorpay/verify", who, {
      razorpay_order_id: payment.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: await signHex("key-secret-456", message),
    });
    assert.equal(good.status, 200);
    // Webhooks are signed with the webhook secret, not the key secret.
    const event = captured(payment.id, paymentId, payment.amount);
    assert.equal((await webhook(app, event, "key-secret-456")).status, 400);
    assert.deepEqual(await (await webhook(app, event, "webhook-secret-789")).json(), { status: "ignored" });
  } finally {
    await close();
    await standIn.shutdown();
  }
});

Deno.test("without keys in production only cash on delivery is offered; a gateway outage is 503", async () => {
  const production = await createTestApp({ env: { APP_ENV: "production" } });
  const down = await createTestApp({
    env: { RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s", RAZORPAY_API_URL: "http://127.0.0.1:9" },
  });
  try {
    for (
      const [{ db, app }, message] of [
        [production, "Online payment is not available right now. Please choose Cash on Delivery."],
        [down, "Order creation failed"],
      ] as const
    ) {
      const product = await insertProduct(db, { stock: 5 });
      const who = await createShopper(db);
      await putInCart(db, who.id, product.id, 1);
      const response = await call(app, "POST", "/api/razorpay/order", who, { method: "card" });
      assert.equal(response.status, 503);
      assert.equal((await response.json()).message, message);
      assert.equal(await stockOf(db, product.id), 5);
      assert.equal(await cartSize(db, who.id), 1);
    }
  } finally {
    await production.close();
    await down.close();
  }
});
