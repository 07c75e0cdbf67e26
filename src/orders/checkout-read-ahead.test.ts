/**
 * A cash-on-delivery checkout reads its basket alongside its session's lookup (checkout-read-ahead.ts):
 * by the session's token, it sees only the session owner's cart, and nothing once the session has ended;
 * the checkout uses it instead of reading again.
 */
import assert from "node:assert/strict";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { createTestDatabase } from "../../tests/helpers.ts";
import { insertCategory, insertProduct, insertVendor } from "../../tests/fixtures.ts";
import { call, codOrder, createShopper, putInCart, stockOf } from "../../tests/orders.ts";
import { checkEveryAnswer } from "../../tests/conformance.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { prepareAssets } from "../server.ts";
import { hashToken } from "../auth/session.ts";
import { checkoutBasket } from "./orders.queries.ts";
import { PAYMENT_WINDOW_MINUTES } from "./checkout.service.ts";

const window = { windowMinutes: PAYMENT_WINDOW_MINUTES };
const tokenHashOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf("=") + 1));

/** Whether a statement is the basket's read (raw SQL: the only one counting open payments). */
const isBasketRead = (node: PluginTransformQueryArgs["node"]) =>
  node.kind === "RawNode" && node.sqlFragments.join("?").includes("as open_payments");

Deno.test("a checkout's basket read ahead with its session", async (t) => {
  const [{ db, close }] = await Promise.all([createTestDatabase(), prepareAssets()]);
  try {
    const category = await insertCategory(db, { name: "Mobiles" });
    const vendor = await insertVendor(db);
    const product = await insertProduct(db, { stock: 10, vendor_id: vendor.id, category_id: category.id });

    await t.step("by a session, the basket of its owner; by an ended one, nothing", async () => {
      const shopper = await createShopper(db);
      await putInCart(db, shopper.id, product.id, 2);
      const sessionHash = await tokenHashOf(shopper.cookie);
      const byId = await checkoutBasket(db, shopper.id, window);
      const bySession = await checkoutBasket(db, { sessionHash }, window);
      assert.equal(bySession.userId, shopper.id);
      assert.deepEqual(bySession, byId);
      assert.equal(bySession.lines.length, 1);

      await db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000) })
        .where("token_hash", "=", sessionHash).execute();
      const ended = await checkoutBasket(db, { sessionHash }, window);
      assert.deepEqual(ended, {
        userId: null,
        lines: [],
        address: null,
        openPayments: 0,
        stalePayments: false,
      });
    });

    await t.step("the checkout sends it before its session is answered, and reads no other", async () => {
      // The session's answer (the request's first result) is held back 150 ms: the basket's read must have
      // gone out meanwhile, not after it.
      const events: string[] = [];
      const sent = new WeakSet<object>();
      let results = 0;
      const plugin: KyselyPlugin = {
        // Kysely may transform a statement more than once before sending it: counted once by its id.
        transformQuery({ node, queryId }: PluginTransformQueryArgs) {
          if (isBasketRead(node) && !sent.has(queryId)) events.push("basket sent");
          sent.add(queryId);
          return node;
        },
        async transformResult({ result }: PluginTransformResultArgs) {
          if (++results === 1) {
            await new Promise((r) => setTimeout(r, 150));
            events.push("session answered");
          }
          return result;
        },
      };
      const app = checkEveryAnswer(
        createApp({ db: db.withPlugin(plugin), config: loadConfig({ SEED: "none" }), log: false }),
      );
      const shopper = await createShopper(db);
      await putInCart(db, shopper.id, product.id, 3);
      const stock = await stockOf(db, product.id);
      const body = await codOrder(db, shopper);
      events.length = results = 0;
      const response = await call(app, "POST", "/api/orders/place-order", shopper, body);
      assert.equal(response.status, 200);
      await response.body?.cancel();
      assert.deepEqual(events, ["basket sent", "session answered"]);
      assert.equal(await stockOf(db, product.id), stock - 3);

      // A payment's confirmation (a body with paymentInfo) reads no basket; it is refused as unknown here.
      events.length = results = 0;
      const paid = await call(app, "POST", "/api/orders/place-order", shopper, {
        paymentInfo: { razorpay_order_id: "order_x", razorpay_payment_id: "pay_x", razorpay_signature: "00" },
      });
      assert.ok(paid.status >= 400 && paid.status < 500, String(paid.status));
      await paid.body?.cancel();
      assert.deepEqual(events.filter((e) => e === "basket sent"), []);
    });
  } finally {
    await close();
  }
});
