/**
 * A cash-on-delivery checkout reads its basket in the same statement as its session's lookup
 * (checkout-read-ahead.ts): by the session's token, it sees only the session owner's cart, and nothing once
 * the session has ended; the guards judge the session it found, and the checkout uses the basket instead of
 * reading again.
 */
import assert from "node:assert/strict";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { createTestDatabase } from "../../../tests/helpers.ts";
import { insertCategory, insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { call, codOrder, createShopper, placeCodOrder, putInCart, stockOf } from "../../../tests/orders.ts";
import { checkEveryAnswer } from "../../../tests/conformance.ts";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { prepareAssets } from "../../server.ts";
import { hashToken } from "../../auth/sessions/session.ts";
import { checkoutBasket, sessionWithBasket } from "./checkout.queries.ts";
import { findSessionUser } from "../../auth/sessions/sessions.queries.ts";
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
      const bySession = (await sessionWithBasket(db, sessionHash, window)).basket;
      assert.equal(bySession.userId, shopper.id);
      assert.deepEqual(bySession, byId);
      assert.equal(bySession.lines.length, 1);

      await db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000) })
        .where("token_hash", "=", sessionHash).execute();
      const ended = (await sessionWithBasket(db, sessionHash, window)).basket;
      assert.deepEqual(ended, {
        userId: null,
        lines: [],
        address: null,
        openPayments: 0,
        stalePayments: false,
      });
    });

    await t.step(
      "one statement answers the session and the basket; a payment's body reads the session",
      async () => {
        // Statements run, by kind, each counted by its result: a lookup's builder inside the basket's statement
        // is transformed but never runs on its own; a precompiled statement (the session's lookup alone,
        // db/compile-once.ts) was transformed long ago, and is known by its result alone.
        const events: string[] = [];
        const kinds = new WeakMap<object, string>();
        const plugin: KyselyPlugin = {
          transformQuery({ node, queryId }: PluginTransformQueryArgs) {
            kinds.set(queryId, isBasketRead(node) ? "basket and session" : node.kind);
            return node;
          },
          // deno-lint-ignore require-await
          async transformResult({ result, queryId }: PluginTransformResultArgs) {
            events.push(kinds.get(queryId) ?? "precompiled");
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
        events.length = 0;
        const response = await call(app, "POST", "/api/orders/place-order", shopper, body);
        assert.equal(response.status, 200);
        await response.body?.cancel();
        // No lookup of the session alone; then the placing (its batch's statements, seen here on PGlite only).
        assert.equal(events[0], "basket and session", events.join(", "));
        assert.ok(!events.includes("precompiled"), events.join(", "));
        assert.equal(await stockOf(db, product.id), stock - 3);

        // A payment's confirmation (a body with paymentInfo) reads no basket; it is refused as unknown here.
        events.length = 0;
        const paid = await call(app, "POST", "/api/orders/place-order", shopper, {
          paymentInfo: {
            razorpay_order_id: "order_x",
            razorpay_payment_id: "pay_x",
            razorpay_signature: "00",
          },
        });
        assert.ok(paid.status >= 400 && paid.status < 500, String(paid.status));
        await paid.body?.cancel();
        assert.equal(events[0], "precompiled", events.join(", "));
        assert.ok(!events.includes("basket and session"), events.join(", "));
      },
    );

    await t.step(
      "should the combined read fail, the session alone, and the checkout reads its basket",
      async () => {
        let failures = 1;
        const plugin: KyselyPlugin = {
          transformQuery({ node }: PluginTransformQueryArgs) {
            if (isBasketRead(node) && failures-- > 0) throw new Error("the combined read failed");
            return node;
          },
          transformResult: ({ result }: PluginTransformResultArgs) => Promise.resolve(result),
        };
        const app = checkEveryAnswer(
          createApp({ db: db.withPlugin(plugin), config: loadConfig({ SEED: "none" }), log: false }),
        );
        const shopper = await createShopper(db);
        await putInCart(db, shopper.id, product.id, 2);
        const stock = await stockOf(db, product.id);
        const response = await placeCodOrder(app, db, shopper);
        assert.equal(response.status, 200);
        await response.body?.cancel();
        assert.equal(failures, -1, "the checkout read its basket again");
        assert.equal(await stockOf(db, product.id), stock - 2);
      },
    );

    await t.step(
      "the statement's session is the one the guards judge: its user as found alone; ended, 401",
      async () => {
        const app = checkEveryAnswer(createApp({ db, config: loadConfig({ SEED: "none" }), log: false }));
        const shopper = await createShopper(db);
        await putInCart(db, shopper.id, product.id, 1);
        const stock = await stockOf(db, product.id);
        const body = await codOrder(db, shopper);
        const sessionHash = await tokenHashOf(shopper.cookie);
        const alone = () => findSessionUser(db, sessionHash, { forPage: false });
        const found = await sessionWithBasket(db, sessionHash, window);
        assert.equal(found.user?.id, shopper.id);
        assert.deepEqual(found.user, await alone());
        // A vendor's account, its store's columns too (JSON read back as the lookup's own types).
        await db.updateTable("users").set({ role: "vendor" }).where("id", "=", shopper.id).execute();
        await insertVendor(db, { user_id: shopper.id, approval_pending: true, active: false });
        const vendor = (await sessionWithBasket(db, sessionHash, window)).user;
        assert.equal(vendor?.store_pending, true);
        assert.deepEqual(vendor, await alone());

        await db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000) })
          .where("token_hash", "=", sessionHash).execute();
        assert.equal((await sessionWithBasket(db, sessionHash, window)).user, undefined);
        const ended = await call(app, "POST", "/api/orders/place-order", shopper, body);
        assert.equal(ended.status, 401);
        await ended.body?.cancel();
        assert.equal(await stockOf(db, product.id), stock);
      },
    );
  } finally {
    await close();
  }
});
