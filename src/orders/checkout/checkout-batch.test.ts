import assert from "node:assert/strict";
import type { DB } from "../../../db/database.ts";
import { createTestApp } from "../../../tests/helpers.ts";
import { insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { call, cartSize, codOrder, createShopper, putInCart, stockOf } from "../../../tests/orders.ts";
import type { TestCustomer } from "../../../tests/customers.ts";
import { newId } from "../../core/ids.ts";
import { isDatabaseUnavailable } from "../../core/unavailable.ts";
import { notOpenYet } from "../../../db/connect.ts";
import { PAYMENT_WINDOW_MINUTES, planOrders, priceBasket } from "./checkout.service.ts";
import { placeInGroup, placeTogether } from "./checkout-batch.service.ts";
import { inWriteScope } from "../../cache/own-changes.ts";
import type { LoggedChange } from "../../core/page-cache.ts";
import { checkoutBasket, type CheckoutPlan } from "./checkout.queries.ts";
import { insertPaymentOrder } from "../../payments/payments.queries.ts";

/** The plan a cash-on-delivery checkout of `shopper`'s cart would write now. */
async function planFor(db: DB, shopper: TestCustomer): Promise<CheckoutPlan> {
  const basket = await checkoutBasket(db, shopper.id, { windowMinutes: PAYMENT_WINDOW_MINUTES });
  const placement = { buyer: shopper, checkoutId: newId(), method: "cod" as const, paymentOrderId: null };
  return planOrders(basket, priceBasket(basket.lines), placement);
}

/** Whether placeTogether placed a plan: fulfilled, with orders (a refused one has none). */
const wasPlaced = (outcome: Awaited<ReturnType<typeof placeTogether>>[number]) =>
  outcome.status === "fulfilled" && outcome.value.orders !== undefined;

/** Which of the plans placeTogether placed. */
const placedOf = async (db: DB, plans: CheckoutPlan[]) => (await placeTogether(db, plans)).map(wasPlaced);

async function shoppersBuying(db: DB, productId: string, count: number): Promise<TestCustomer[]> {
  const shoppers = await Promise.all(Array.from({ length: count }, () => createShopper(db)));
  for (const shopper of shoppers) await putInCart(db, shopper.id, productId, 1);
  return shoppers;
}

Deno.test("checkouts arriving together commit as groups, each with its own checks", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    await t.step("twenty shoppers at once: twenty orders in fewer transactions, stock exact", async () => {
      const product = await insertProduct(db, { name: "Sale Phone", stock: 100, max_purchase_limit: 1 });
      const shoppers = await shoppersBuying(db, product.id, 20);
      const bodies = await Promise.all(shoppers.map((shopper) => codOrder(db, shopper)));
      const responses = await Promise.all(
        shoppers.map((shopper, i) => call(app, "POST", "/api/orders/place-order", shopper, bodies[i])),
      );
      await Promise.all(responses.map((r) => r.body?.cancel()));
      assert.deepEqual(new Set(responses.map((r) => r.status)), new Set([200]));
      assert.equal(await stockOf(db, product.id), 80);
      // An order's created_at is its transaction's start: orders committed together share it.
      const orders = await db.selectFrom("orders").select("created_at")
        .where("customer_id", "in", shoppers.map((s) => s.id)).execute();
      assert.equal(orders.length, 20);
      const transactions = new Set(orders.map((o) => new Date(o.created_at).getTime())).size;
      assert.ok(transactions < 20, `${transactions} transactions for 20 orders`);
    });

    await t.step(
      "a checkout whose stock went meanwhile writes nothing; the rest of its group is placed",
      async () => {
        const product = await insertProduct(db, { name: "Last Two", stock: 2, max_purchase_limit: 1 });
        const shoppers = await shoppersBuying(db, product.id, 3);
        // All three were planned on a stock of 2: the third finds it gone on the locked row.
        const plans = await Promise.all(shoppers.map((shopper) => planFor(db, shopper)));
        const outcomes = await placeTogether(db, plans);
        assert.deepEqual(outcomes.map((o) => o.status), ["fulfilled", "fulfilled", "fulfilled"]);
        assert.deepEqual(outcomes.map(wasPlaced), [true, true, false]);
        // The group read back its entry of the catalogue log: the product went out of stock, so a full
        // change (every cached answer dropped), the same for each of its checkouts.
        for (const outcome of outcomes) {
          assert.ok(outcome.status === "fulfilled");
          assert.deepEqual(outcome.value.changes.map((c) => c.products), [null]);
        }
        assert.equal(await stockOf(db, product.id), 0);
        assert.deepEqual(await Promise.all(shoppers.map((s) => cartSize(db, s.id))), [0, 0, 1]);
      },
    );

    await t.step("one cart planned twice in a group is placed once: the second finds it gone", async () => {
      const product = await insertProduct(db, { name: "Kettle", stock: 10, max_purchase_limit: 2 });
      const [shopper] = await shoppersBuying(db, product.id, 1);
      const [first, again] = [await planFor(db, shopper), await planFor(db, shopper)];
      assert.deepEqual(await placedOf(db, [first, again]), [true, false]);
      assert.equal(await stockOf(db, product.id), 9);
    });

    await t.step(
      "a placed checkout hands its log entries to its request's cache; a refused one nothing",
      async () => {
        const product = await insertProduct(db, { name: "Toaster", stock: 5, max_purchase_limit: 1 });
        const [buyer, late] = await shoppersBuying(db, product.id, 2);
        const [plan, stale] = [await planFor(db, buyer), await planFor(db, late)];
        const scope = (handed: LoggedChange[][]) => ({
          apply: (c: LoggedChange[]) => handed.push(c),
          applied: false,
        });
        const placed: LoggedChange[][] = [];
        const placedScope = scope(placed);
        await inWriteScope(placedScope, () => placeInGroup(db, plan));
        assert.equal(placedScope.applied, true);
        assert.deepEqual(placed.flat().map((c) => [c.products, c.stocks]), [[product.id, "4"]]);
        // Planned on a price that is no longer the product's: refused, and its caller may write another way
        // (the long way), so its answer must still wait for a read of the log.
        await db.updateTable("products").set({ price_paise: 1 }).where("id", "=", product.id).execute();
        const refused: LoggedChange[][] = [];
        const refusedScope = scope(refused);
        assert.equal(await inWriteScope(refusedScope, () => placeInGroup(db, stale)), undefined);
        assert.deepEqual([refusedScope.applied, refused], [false, []]);
      },
    );

    await t.step(
      "a checkout raising an error fails alone: the group is placed again without it",
      async () => {
        const product = await insertProduct(db, { name: "Earbuds", stock: 10, max_purchase_limit: 1 });
        const [first, ...others] = await shoppersBuying(db, product.id, 4);
        // Alone, a checkout reads back its own entry of the log too: a stock-only change, 10 to 9.
        const [alone] = await placeTogether(db, [await planFor(db, first)]);
        assert.ok(alone.status === "fulfilled" && alone.value.orders?.length === 1);
        assert.deepEqual(
          alone.value.changes.map(({ products, stocks }) => ({ products, stocks })),
          [{ products: product.id, stocks: "9" }],
        );
        const placedId = (await db.selectFrom("orders").select("id").where("customer_id", "=", first.id)
          .executeTakeFirstOrThrow()).id;
        const plans = await Promise.all(others.map((shopper) => planFor(db, shopper)));
        // The middle one reuses an order id already taken: its insert violates the primary key.
        plans[1].orders[0].id = placedId;
        plans[1].orders[0].items.forEach((item) => item.order_id = placedId);
        const outcomes = await placeTogether(db, plans);
        assert.deepEqual(outcomes.map((o) => o.status), ["fulfilled", "rejected", "fulfilled"]);
        assert.equal(await stockOf(db, product.id), 10 - 3);
        assert.deepEqual(await Promise.all(others.map((s) => cartSize(db, s.id))), [0, 1, 0]);
        // A plan that cannot even be made into a statement (no orders) also fails alone.
        const [again] = await shoppersBuying(db, product.id, 1);
        const broken = { ...plans[1], orders: [] };
        const rest = await placeTogether(db, [broken, await planFor(db, again)]);
        assert.deepEqual(rest.map((o) => o.status), ["rejected", "fulfilled"]);
        assert.equal(await stockOf(db, product.id), 10 - 4);
      },
    );

    await t.step("an unreachable database fails the whole group with its error, nothing placed", async () => {
      const product = await insertProduct(db, { name: "Power Bank", stock: 5, max_purchase_limit: 1 });
      const shoppers = await shoppersBuying(db, product.id, 2);
      const plans = await Promise.all(shoppers.map((shopper) => planFor(db, shopper)));
      let attempts = 0;
      const outcomes = await placeTogether(notOpenYet(() => attempts++), plans);
      for (const outcome of outcomes) {
        assert.equal(outcome.status, "rejected");
        assert.ok(isDatabaseUnavailable(outcome.reason), String(outcome.reason));
      }
      // Tried once, as a group: not again one by one (each would wait out its own connection timeout).
      assert.equal(attempts, 1);
      assert.equal(await stockOf(db, product.id), 5);
    });
  } finally {
    await close();
  }
});

Deno.test("a group's statement checks each checkout as its own statement would, in turn", async (t) => {
  const { db, close } = await createTestApp();
  /** Three shoppers' carts of p1 x2 and p2 x1 (both at most 3 per order, one store), planned as they are. */
  const threeCarts = async (p1Stock = 5) => {
    const vendor = await insertVendor(db);
    const p1 = await insertProduct(db, { stock: p1Stock, max_purchase_limit: 3, vendor_id: vendor.id });
    const p2 = await insertProduct(db, { stock: 5, max_purchase_limit: 3, vendor_id: vendor.id });
    const shoppers = [await createShopper(db), await createShopper(db), await createShopper(db)];
    for (const shopper of shoppers) {
      await putInCart(db, shopper.id, p1.id, 2);
      await putInCart(db, shopper.id, p2.id, 1);
    }
    const plans = await Promise.all(shoppers.map((shopper) => planFor(db, shopper)));
    return { p1, p2, shoppers, plans };
  };
  try {
    await t.step("the stock the ones before took is gone for the next", async () => {
      const { p1, p2, plans } = await threeCarts(5);
      assert.deepEqual(await placedOf(db, plans), [true, true, false]);
      assert.deepEqual([await stockOf(db, p1.id), await stockOf(db, p2.id)], [1, 3]);
      assert.deepEqual(await placedOf(db, (await threeCarts(6)).plans), [true, true, true]);
    });

    await t.step("a refused checkout takes no stock from the ones after it", async () => {
      const product = await insertProduct(db, { stock: 3, max_purchase_limit: 3 });
      const shoppers = [await createShopper(db), await createShopper(db), await createShopper(db)];
      for (const [i, quantity] of [2, 2, 1].entries()) {
        await putInCart(db, shoppers[i].id, product.id, quantity);
      }
      const plans = await Promise.all(shoppers.map((shopper) => planFor(db, shopper)));
      assert.deepEqual(await placedOf(db, plans), [true, false, true]);
      assert.equal(await stockOf(db, product.id), 0);
    });

    const otherVendor = (await insertVendor(db)).id;
    for (
      const [change, why] of [
        [{ listed: false }, "no longer listed"],
        [{ price_paise: 9_000 }, "a new price"],
        [{ discount_percent: 20 }, "a new discount"],
        [{ vendor_id: otherVendor }, "another store"],
        [{ max_purchase_limit: 1 }, "a lower purchase limit"],
      ] as const
    ) {
      await t.step(`refused: ${why}`, async () => {
        const { p1, plans } = await threeCarts();
        await db.updateTable("products").set(change).where("id", "=", p1.id).execute();
        assert.deepEqual(await placedOf(db, plans.slice(0, 2)), [false, false], why);
        assert.equal(await stockOf(db, p1.id), 5);
      });
    }

    await t.step("refused: a product gone, a quantity changed, a line added to the cart", async () => {
      const { p1, p2, shoppers, plans } = await threeCarts();
      await db.deleteFrom("cart_items").where("user_id", "=", shoppers[0].id).where("product_id", "=", p1.id)
        .execute();
      await db.updateTable("cart_items").set({ quantity: 1 }).where("user_id", "=", shoppers[1].id)
        .where("product_id", "=", p1.id).execute();
      await putInCart(db, shoppers[2].id, (await insertProduct(db)).id, 1);
      assert.deepEqual(await placedOf(db, plans), [false, false, false]);
      assert.deepEqual([await stockOf(db, p1.id), await stockOf(db, p2.id)], [5, 5]);
      const gone = await threeCarts();
      await db.deleteFrom("products").where("id", "=", gone.p2.id).execute();
      assert.deepEqual(await placedOf(db, gone.plans.slice(0, 1)), [false], "a product gone");
    });

    await t.step("refused: an unpaid online attempt of this customer; the others are placed", async () => {
      const { shoppers, plans } = await threeCarts();
      await insertPaymentOrder(db, {
        id: `order_${newId()}`,
        user_id: shoppers[0].id,
        checkout_id: newId(),
        gateway: "test",
        method: "card",
        amount_paise: 100,
        lines: [],
      });
      assert.deepEqual(await placedOf(db, plans.slice(0, 2)), [false, true]);
    });
  } finally {
    await close();
  }
});
