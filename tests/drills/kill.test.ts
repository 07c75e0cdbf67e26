/**
 * Drill: kill -9 the server in the middle of a burst of checkouts (and sign-ups), restart it on the same
 * data, and check that nothing is half-done and nothing acknowledged is lost:
 *   - every order has its lines;
 *   - for each product, the stock before = the stock now + what non-cancelled orders took;
 *   - a shopper's cart is emptied exactly when its checkout's orders exist, and those orders hold that cart;
 *   - every order the server acknowledged is there with all its lines, every acknowledged sign-up too;
 *   - a shopper whose answer was cut off can check out again, and never gets a second order.
 * Runs on the suite's database: PostgreSQL with DATABASE_URL, otherwise PGlite persisted to a temp folder.
 */
import assert from "node:assert/strict";
import type { DB } from "../../db/database.ts";
import {
  insertCategory,
  insertProduct,
  insertVendor,
  type ProductFixture,
  type VendorFixture,
} from "../fixtures.ts";
import { type AppProcess, exitedWithin, startApp, untilServing } from "./app-process.ts";
import { createDrillDatabase } from "./drill-database.ts";
import { asCustomer } from "../customers.ts";
import { type CartLine, createDrillShoppers, type DrillShopper, linesKey } from "./drill-shoppers.ts";

const SHOPPERS = 80;
/** Checkouts in flight at any moment. */
const CONCURRENCY = 40;
const SIGN_UPS = 6;
/** Acknowledged checkouts before the kill; the others then in flight (up to CONCURRENCY) are cut off. */
const KILL_AFTER = 12;

interface Scenario {
  shoppers: DrillShopper[];
  /** Product id → stock before the burst. */
  stockBefore: Map<string, number>;
}

/**
 * Three stores with two products each, plus one scarce product (3 in stock, wanted by 27 shoppers): every
 * cart spans two stores, every third one also wants the scarce product, so some checkouts are refused.
 */
async function prepare(db: DB): Promise<Scenario> {
  const category = await insertCategory(db, { name: "Drill Goods" });
  const vendors: VendorFixture[] = [];
  for (let v = 0; v < 3; v++) vendors.push(await insertVendor(db));
  const products: ProductFixture[] = [];
  for (let p = 0; p < 6; p++) {
    products.push(
      await insertProduct(db, {
        vendor_id: vendors[Math.floor(p / 2)].id,
        category_id: category.id,
        stock: 1_000,
        max_purchase_limit: 10,
        price_paise: 10_000 + p * 1_000,
        photos: 0,
      }),
    );
  }
  const scarce = await insertProduct(db, {
    vendor_id: vendors[0].id,
    category_id: category.id,
    stock: 3,
    max_purchase_limit: 2,
    photos: 0,
  });
  const carts = Array.from({ length: SHOPPERS }, (_, i) => {
    // Products i and i+3 (mod 6) always belong to different stores: one checkout, two orders.
    const cart: CartLine[] = [
      { productId: products[i % 6].id, quantity: 1 + (i % 3) },
      { productId: products[(i + 3) % 6].id, quantity: 1 },
    ];
    if (i % 3 === 0) cart.push({ productId: scarce.id, quantity: 1 });
    return cart;
  });
  const shoppers = await createDrillShoppers(db, carts);
  // One post office, so the app does not load India Post's whole directory on start: not what is drilled.
  await db.insertInto("post_offices").values({
    pincode: 411001,
    name: "Pune City",
    district: "Pune",
    state: "Maharashtra",
  })
    .execute();
  const rows = await db.selectFrom("products").select(["id", "stock"]).execute();
  return { shoppers, stockBefore: new Map(rows.map((row) => [row.id, row.stock])) };
}

interface Burst {
  /** Shopper id → the orders the server acknowledged (id and number of lines). */
  acknowledged: Map<string, { id: string; lines: number }[]>;
  /** Shoppers whose request got no answer: cut off by the kill. */
  unanswered: DrillShopper[];
  refused: number;
  signedUp: string[];
}

/**
 * A few sign-ups, then checkouts from CONCURRENCY shoppers at a time (each answer sends the next shopper's),
 * and SIGKILL once KILL_AFTER checkouts were acknowledged, in the next task: the shoppers whose answers
 * came in the same read send their next checkouts first, so the server always has checkouts in hand when
 * it dies, however fast it is (a group commit answers 30 at once: killed at once, every checkout then in
 * flight had been answered). Sign-ups hash a password (argon2id, tens of milliseconds of CPU each),
 * so they start first and the checkouts follow once half of them were answered.
 */
async function burstAndKill(app: AppProcess, shoppers: DrillShopper[]): Promise<Burst> {
  const burst: Burst = { acknowledged: new Map(), unanswered: [], refused: 0, signedUp: [] };
  let answered = 0;
  let halfAnswered!: () => void;
  const goAhead = new Promise<void>((resolve) => (halfAnswered = resolve));
  const signUps = Array.from({ length: SIGN_UPS }, async (_, i) => {
    const email = `drill.signup.${i}.${crypto.randomUUID().slice(0, 8)}@example.in`;
    try {
      const response = await fetch(`${app.url}/api/users/customer-register`, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json" },
        body: JSON.stringify({
          name: `Drill Sign-up ${i}`,
          email,
          mobile: "9876543210",
          password: "drill-pass-123",
        }),
      });
      await response.body?.cancel();
      if (response.status === 201) burst.signedUp.push(email);
    } catch { /* cut off by the kill */ }
    if (++answered >= SIGN_UPS / 2) halfAnswered();
  });
  await goAhead;

  let killed = false;
  const checkOut = async (shopper: DrillShopper) => {
    let response: Response;
    try {
      response = await fetch(`${app.url}/api/orders/place-order`, {
        method: "POST",
        headers: asCustomer(shopper),
        body: JSON.stringify({ cart: shopper.cart }),
      });
    } catch {
      burst.unanswered.push(shopper);
      return;
    }
    const body = await response.json().catch(() => undefined);
    if (body === undefined) {
      burst.unanswered.push(shopper); // the headers came, the body was cut off
    } else if (response.status === 200) {
      const orders = body.orders.map((order: { _id: string; items: unknown[] }) => ({
        id: order._id,
        lines: order.items.length,
      }));
      burst.acknowledged.set(shopper.id, orders);
      if (burst.acknowledged.size === KILL_AFTER) {
        setTimeout(() => {
          killed = true;
          app.kill("SIGKILL");
        });
      }
    } else {
      // Only the scarce product may refuse a checkout.
      assert.equal(response.status, 409, JSON.stringify(body));
      burst.refused++;
    }
  };
  let next = 0;
  const clients = Array.from({ length: CONCURRENCY }, async () => {
    while (!killed && next < shoppers.length) await checkOut(shoppers[next++]);
  });
  await Promise.all([...signUps, ...clients]);
  return burst;
}

/** The invariants, read with SQL from the database after the restart. */
async function checkInvariants(db: DB, scenario: Scenario, burst: Burst) {
  const orphans = await db.selectFrom("orders as o")
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("order_items as i").select("i.order_id").whereRef("i.order_id", "=", "o.id")),
      )
    )
    .select("o.id").execute();
  assert.deepEqual(orphans, [], "orders without lines");

  const sold = await db.selectFrom("order_items as i").innerJoin("orders as o", "o.id", "i.order_id")
    .where("o.status", "!=", "Cancelled").select(["i.product_id", "i.quantity"]).execute();
  const stockNow = await db.selectFrom("products").select(["id", "stock"]).execute();
  for (const { id, stock } of stockNow) {
    const taken = sold.filter((line) => line.product_id === id).reduce((sum, line) => sum + line.quantity, 0);
    assert.equal(stock + taken, scenario.stockBefore.get(id), `stock of ${id}: ${stock} left, ${taken} sold`);
  }

  const ordered = await db.selectFrom("orders as o").innerJoin("order_items as i", "i.order_id", "o.id")
    .select(["o.id", "o.customer_id", "o.checkout_id", "i.product_id", "i.quantity"]).execute();
  const carts = await db.selectFrom("cart_items").select(["user_id", "product_id", "quantity"]).execute();
  let placed = 0;
  for (const shopper of scenario.shoppers) {
    const lines = ordered.filter((line) => line.customer_id === shopper.id);
    const cart = carts.filter((line) => line.user_id === shopper.id);
    if (lines.length === 0) {
      const untouched = cart.map((line) => ({ productId: line.product_id, quantity: line.quantity }));
      assert.equal(
        linesKey(untouched),
        linesKey(shopper.cart),
        `cart of ${shopper.id} changed without an order`,
      );
      continue;
    }
    placed++;
    assert.equal(new Set(lines.map((l) => l.checkout_id)).size, 1, `${shopper.id} checked out twice`);
    assert.equal(cart.length, 0, `${shopper.id} has orders but a full cart`);
    const bought = lines.map((line) => ({ productId: line.product_id, quantity: line.quantity }));
    assert.equal(linesKey(bought), linesKey(shopper.cart), `orders of ${shopper.id} do not hold its cart`);
  }

  for (const [shopperId, orders] of burst.acknowledged) {
    for (const order of orders) {
      const lines = ordered.filter((line) => line.id === order.id).length;
      assert.equal(lines, order.lines, `acknowledged order ${order.id} of ${shopperId}: ${lines} lines`);
    }
  }
  const signedUp = burst.signedUp.length
    ? await db.selectFrom("users").where("email", "in", burst.signedUp).select("email").execute()
    : [];
  assert.equal(signedUp.length, burst.signedUp.length, "acknowledged sign-ups are missing");
  return placed;
}

/** The ids of a shopper's orders, as My Orders lists them. */
async function listedOrders(app: AppProcess, shopper: DrillShopper): Promise<Set<string>> {
  const response = await fetch(`${app.url}/orders`, { headers: asCustomer(shopper) });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  return new Set(body.map((order: { _id: string }) => order._id));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

Deno.test("drill: kill -9 during a burst of checkouts loses nothing acknowledged and leaves nothing half-done", async () => {
  const clock = performance.now();
  const lap = () => seconds(performance.now() - clock);
  const database = await createDrillDatabase();
  const env = { ...database.env, SEED: "none" };
  const phases: string[] = [];
  let app: AppProcess | undefined;
  try {
    const setup = await database.open();
    let scenario: Scenario;
    try {
      scenario = await prepare(setup);
    } finally {
      await setup.destroy();
    }
    phases.push(`prepared ${lap()}`);

    const first = app = await startApp(env);
    await untilServing(first);
    phases.push(`serving ${lap()}`);
    const burst = await burstAndKill(first, scenario.shoppers);
    // The kill was sent once KILL_AFTER checkouts were acknowledged; if they never were, nothing was sent.
    const killed = await exitedWithin(first, 10_000);
    phases.push(`killed ${lap()}`);
    assert.equal(killed?.signal, "SIGKILL", `the app was not killed mid-burst:\n${first.output()}`);
    assert.ok(
      burst.unanswered.length > 0,
      `the burst ended before the kill: ${burst.acknowledged.size} acknowledged, ${burst.refused} refused`,
    );
    assert.ok(burst.signedUp.length > 0, "no sign-up was acknowledged before the kill");

    const restarted = app = await startApp(env);
    await untilServing(restarted);
    phases.push(`serving again ${lap()}`);

    // What the server acknowledged, each shopper sees in My Orders.
    for (const [shopperId, orders] of burst.acknowledged) {
      const listed = await listedOrders(restarted, scenario.shoppers.find((s) => s.id === shopperId)!);
      for (const order of orders) {
        assert.ok(listed.has(order.id), `acknowledged order ${order.id} not listed`);
      }
    }
    // A shopper whose answer was cut off tries again. If the checkout had committed, the cart is empty and
    // nothing is placed twice; otherwise it is placed now (or refused for stock).
    let committedUnanswered = 0;
    await Promise.all(burst.unanswered.map(async (shopper) => {
      const placedBefore = (await listedOrders(restarted, shopper)).size > 0;
      if (placedBefore) committedUnanswered++;
      const response = await fetch(`${restarted.url}/api/orders/place-order`, {
        method: "POST",
        headers: asCustomer(shopper),
        body: JSON.stringify({ cart: shopper.cart }),
      });
      const body = await response.json();
      if (placedBefore) {
        assert.equal(response.status, 409, `placed twice: ${JSON.stringify(body)}`);
      } else {
        assert.ok([200, 409].includes(response.status), `retry answered ${response.status}: ${body.message}`);
      }
    }));

    const stopped = await restarted.stop();
    assert.equal(stopped.code, 0, `the app did not stop cleanly:\n${restarted.output()}`);
    const db = await database.open();
    try {
      const placed = await checkInvariants(db, scenario, burst);
      phases.push(`checked ${lap()}`);
      console.log(
        `${database.kind}: ${burst.acknowledged.size} checkouts acknowledged, ${burst.refused} refused, ` +
          `${burst.unanswered.length} cut off by kill -9 (${committedUnanswered} of them had committed); ` +
          `${burst.signedUp.length}/${SIGN_UPS} sign-ups acknowledged; ${placed}/${SHOPPERS} shoppers hold ` +
          `orders after retrying. Timeline: ${phases.join(", ")}.`,
      );
    } finally {
      await db.destroy();
    }
  } catch (error) {
    if (app) console.error(`App output:\n${app.output()}`);
    throw error;
  } finally {
    await app?.stop();
    await database.remove();
  }
});
