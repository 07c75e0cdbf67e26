/**
 * The admin dashboard (/admin) and its JSON call (GET /api/admin/dashboard): the four counts, the 5 newest
 * orders as the dashboard shows them, the last 30 days, the morning checks, 'No orders found.', and 'Error
 * loading dashboard data' when the figures cannot be read.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, getPage, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { insertTestOrder } from "../admin.fixtures.ts";
import { indiaDay } from "../../ui/panel/format.ts";

const asAdmin = (cookie: string) => ({ cookie, accept: "text/html" });

async function page(test: TestApp, cookie: string) {
  const res = await test.app.request("/admin", { headers: asAdmin(cookie) });
  return { status: res.status, text: await res.text() };
}

Deno.test("admin dashboard: empty platform", async () => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, { role: "admin" });
    const { status, text } = await page(test, admin.cookie);
    assert.equal(status, 200);
    assert.match(text, /No orders found\./);
    for (
      const [tile, href] of [["Products", "/panel/product"], ["Orders", "/panel/order"], [
        "Customers",
        "/panel/customer",
      ], ["Stores", "/panel/vendor"]]
    ) {
      assert.match(text, new RegExp(`<a href="${href}">${tile}</a>`), tile);
    }
    assert.match(text, /No store is waiting for approval\./);
    const json = await test.app.request("/api/admin/dashboard", {
      headers: { cookie: admin.cookie, accept: "application/json" },
    });
    assert.equal(json.status, 200);
    const body = await json.json();
    assert.deepEqual(body.counts, { products: 0, orders: 0, customers: 0, stores: 0 });
    assert.deepEqual(body.latestOrders, []);
    assert.deepEqual(body.openReturns, { open: 0, escalated: 0 });
    assert.match(text, /data-testid="open-returns"[^]*?<p class="stat-value">0<\/p>/);
    assert.doesNotMatch(text, /data-testid="returns-escalated"/);
    assert.equal(body.sales.length, 30);
    assert.equal(body.sales.at(-1).date, indiaDay());
  } finally {
    await test.close();
  }
});

Deno.test("admin dashboard: counts, the 5 newest orders, 30 days, checks", async () => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, { role: "admin" });
    await createCustomer(test.db);
    await createCustomer(test.db);
    const store = await insertVendor(test.db, { store_name: "Rao Traders" });
    const pending = await insertVendor(test.db, { store_name: "Kochi Gadget Point", approval_pending: true });
    await insertProduct(test.db, { vendor_id: store.id, name: "Redmi Note 13", stock: 0 });
    await insertProduct(test.db, { vendor_id: store.id, stock: 3 });
    await insertProduct(test.db, { vendor_id: store.id, stock: 0, archived_at: new Date() });
    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000);
    // Six orders: the oldest is not among the 5 newest.
    await insertTestOrder(test.db, { vendorId: store.id, customer: "Oldest Buyer", createdAt: ago(60) });
    for (let i = 5; i >= 2; i--) {
      await insertTestOrder(test.db, { vendorId: store.id, customer: `Buyer ${i}`, createdAt: ago(i) });
    }
    const newest = await insertTestOrder(test.db, {
      vendorId: store.id,
      customer: "Priya Sharma",
      items: [{ name: "Redmi Note 13", paise: 1_234_567 }, { name: "Boat Airdopes", paise: 99_900 }],
      paymentMethod: "upi",
      paymentStatus: "paid",
      createdAt: ago(1),
    });
    await insertTestOrder(test.db, {
      vendorId: store.id,
      status: "Cancelled",
      paymentMethod: "card",
      paymentStatus: "refund_due",
      createdAt: ago(90),
      items: [{ name: "Refunded thing", paise: 50_000 }],
    });
    // 40 days ago: counted, but not in the last 30 days.
    await insertTestOrder(test.db, { vendorId: store.id, createdAt: new Date(now - 40 * 86_400_000) });

    const json = await test.app.request("/api/admin/dashboard", {
      headers: { cookie: admin.cookie, accept: "application/json" },
    });
    assert.equal(json.status, 200);
    const body = await json.json();
    assert.deepEqual(body.counts, { products: 2, orders: 8, customers: 2, stores: 2 });
    assert.equal(body.latestOrders.length, 5);
    assert.deepEqual(body.latestOrders[0], {
      id: newest.id,
      trackingId: newest.id.slice(-7),
      products: "Redmi Note 13, Boat Airdopes",
      customer: "Priya Sharma",
      createdAt: body.latestOrders[0].createdAt,
      amount: 13344.67,
      paymentMethod: "UPI / Net Banking",
      status: "Confirmed",
    });
    assert.deepEqual(body.latestOrders.map((o: { customer: string }) => o.customer), [
      "Priya Sharma",
      "Buyer 2",
      "Buyer 3",
      "Buyer 4",
      "Buyer 5",
    ]);
    // Last 30 days: the 6 confirmed orders of today (the cancelled one and the old one are not counted).
    const days = body.sales as { orders: number; amount: number }[];
    assert.equal(days.reduce((n, d) => n + d.orders, 0) >= 5, true);
    assert.equal(days.reduce((n, d) => n + d.orders, 0) <= 6, true); // 6, or 5 across India's midnight
    assert.deepEqual(body.pendingStores.total, 1);
    assert.equal(body.pendingStores.stores[0].id, pending.id);
    assert.equal(body.pendingStores.stores[0].storeName, "Kochi Gadget Point");
    assert.deepEqual(body.refundsDue, { count: 1, amount: 500 });
    assert.equal(body.outOfStock.total, 1);
    assert.deepEqual(body.outOfStock.products[0].name, "Redmi Note 13");

    const { status, text } = await page(test, admin.cookie);
    assert.equal(status, 200);
    assert.match(text, new RegExp(`#(<!-- -->)?${newest.id.slice(-7)}`));
    assert.match(text, /Redmi Note 13, Boat Airdopes/);
    assert.match(text, /₹13,344\.67/);
    assert.match(text, /UPI \/ Net Banking/);
    assert.doesNotMatch(text, /Oldest Buyer/);
    assert.match(text, new RegExp(`href="/vendordetails/${pending.id}">Kochi Gadget Point</a>`));
    assert.match(text, /href="\/panel\/order\?refund=due"/);
    assert.match(text, /href="\/panel\/product\?stock=out"/);
    assert.match(text, /data-island="SalesChart"/);
    assert.match(text, /data-testid="product-count"[^]*?<p class="stat-value">2<\/p>/);
    assert.match(text, /data-testid="order-count"[^]*?<p class="stat-value">8<\/p>/);
    const date = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(new Date(body.latestOrders[0].createdAt));
    assert.ok(text.includes(date), `the date in India time (${date})`);
  } finally {
    await test.close();
  }
});

Deno.test("admin dashboard: 'Error loading dashboard data' when the figures cannot be read", async () => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, { role: "admin" });
    await sql`alter table order_items rename to order_items_gone`.execute(test.db);
    const error = console.error;
    console.error = () => {};
    try {
      const { status, text } = await page(test, admin.cookie);
      assert.equal(status, 200);
      assert.match(text, /Error loading dashboard data/);
      assert.doesNotMatch(text, /No orders found\./);
    } finally {
      console.error = error;
    }
  } finally {
    await test.close();
  }
});

Deno.test("admin dashboard: only admins", async () => {
  const test = await createTestApp();
  try {
    const customer = await createCustomer(test.db);
    const vendor = await createCustomer(test.db, { role: "vendor" });
    assert.equal((await test.get("/api/admin/dashboard")).status, 401);
    for (const who of [customer, vendor]) {
      const res = await test.app.request("/api/admin/dashboard", {
        headers: { cookie: who.cookie, accept: "application/json" },
      });
      assert.equal(res.status, 403);
      assert.deepEqual(await res.json(), { message: "Only an administrator can do this." });
    }
    const visitor = await getPage(test.app, "/admin");
    assert.equal(visitor.status, 302);
    assert.equal(visitor.headers.get("location"), "/admin-login?next=%2Fadmin");
  } finally {
    await test.close();
  }
});
