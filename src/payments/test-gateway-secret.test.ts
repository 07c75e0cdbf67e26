import assert from "node:assert/strict";
import { createTestApp } from "../../tests/helpers.ts";
import { insertProduct, parseExact } from "../../tests/fixtures.ts";
import { call, createShopper, putInCart } from "../../tests/orders.ts";
import { loadConfig, MIN_TEST_SECRET_LENGTH } from "../config.ts";
import { PaymentOrderSchema } from "./payments.schema.ts";
import { signHex } from "./signature.ts";

const ownSecret = "a".repeat(MIN_TEST_SECRET_LENGTH);

Deno.test("the test gateway's secret: never a value anyone could know", async (t) => {
  await t.step("unset outside production: random, one per process, the same for every thread", () => {
    const a = loadConfig({ SEED: "none" }).payments;
    const b = loadConfig({ SEED: "none", PORT: "1" }).payments;
    assert.equal(a.gateway, "test");
    assert.match(a.testSecret, /^[0-9a-f]{64}$/);
    assert.notEqual(a.testSecret, "test-gateway-secret");
    assert.equal(a.testSecret, b.testSecret);
    assert.equal(a.webhookSecret, a.testSecret);
    assert.deepEqual([a.refusal, a.warnings], [undefined, []]);
    assert.equal(loadConfig({ PAYMENT_TEST_SECRET: "my-own" }).payments.testSecret, "my-own");
  });

  await t.step("production with PAYMENT_GATEWAY=test: refused without a long secret of its own", () => {
    for (const secret of [undefined, "", "test-gateway-secret", ownSecret.slice(1)]) {
      const payments =
        loadConfig({ APP_ENV: "production", PAYMENT_GATEWAY: "test", PAYMENT_TEST_SECRET: secret })
          .payments;
      assert.equal(payments.gateway, "none", `secret ${secret}`);
      assert.match(payments.refusal ?? "", /PAYMENT_GATEWAY=test in production needs PAYMENT_TEST_SECRET/);
    }
    const staging =
      loadConfig({ APP_ENV: "production", PAYMENT_GATEWAY: "test", PAYMENT_TEST_SECRET: ownSecret })
        .payments;
    assert.deepEqual([staging.gateway, staging.testSecret, staging.refusal], ["test", ownSecret, undefined]);
    assert.match(staging.warnings.join(" "), /THE TEST PAYMENT GATEWAY IS ON IN PRODUCTION/);
    // Production without keys or PAYMENT_GATEWAY: cash on delivery only, nothing to refuse.
    const plain = loadConfig({ APP_ENV: "production" }).payments;
    assert.deepEqual([plain.gateway, plain.refusal], ["none", undefined]);
  });

  await t.step(
    "main.ts in production with PAYMENT_GATEWAY=test and no secret exits, saying why",
    async () => {
      const command = new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "--no-check", new URL("../../main.ts", import.meta.url).pathname],
        env: {
          APP_ENV: "production",
          PAYMENT_GATEWAY: "test",
          PAYMENT_TEST_SECRET: "",
          DATA_DIR: "memory://",
          PORT: "0",
          LOG: "off",
          DATABASE_URL: "",
        },
        stdout: "piped",
        stderr: "piped",
      });
      const child = command.spawn();
      // Before the check, the server started and kept serving: stopped here after a while.
      const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
      const { code, stderr } = await child.output();
      clearTimeout(timer);
      const said = new TextDecoder().decode(stderr);
      assert.equal(code, 1, said);
      assert.match(
        said,
        /SwiftCart will not start: PAYMENT_GATEWAY=test in production needs PAYMENT_TEST_SECRET/,
      );
    },
  );

  await t.step("a webhook signed with the old fixed secret confirms nothing", async () => {
    const { db, app, close } = await createTestApp();
    try {
      const product = await insertProduct(db, { price_paise: 50_000, stock: 3 });
      const victim = await createShopper(db);
      await putInCart(db, victim.id, product.id, 1);
      const started = await call(app, "POST", "/api/razorpay/order", victim, { method: "card" });
      const payment = parseExact(PaymentOrderSchema, await started.json());
      const body = JSON.stringify({
        event: "payment.captured",
        payload: {
          payment: { entity: { id: "pay_Forged00000001", order_id: payment.id, amount: payment.amount } },
        },
      });
      const response = await app.request("/api/razorpay/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": await signHex("test-gateway-secret", body),
        },
        body,
      });
      assert.equal(response.status, 400);
      await response.body?.cancel();
      const orders = await db.selectFrom("orders").select(["status", "payment_status"])
        .where("payment_order_id", "=", payment.id).execute();
      assert.deepEqual(orders, [{ status: "Pending", payment_status: "unpaid" }]);
    } finally {
      await close();
    }
  });
});
