/**
 * My Orders (/order-customer) and the checkout props of /cart, rendered on the server:
 * login redirect, empty and failed states, each order's facts, statuses and their colours, Cancel only
 * where allowed, paging, and the Content-Security-Policy /cart needs for Razorpay's checkout.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createTestApp, type TestApp } from "../helpers.ts";
import { insertProduct, insertVendor } from "../fixtures.ts";
import type { TestCustomer } from "../customers.ts";
import { call, createShopper, insertAddress, putInCart } from "../orders.ts";

/** Visible text: tags and React's separators removed, entities decoded, spaces collapsed. */
const pageText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

const pageAs = (app: TestApp["app"], path: string, who: TestCustomer | null) =>
  app.request(path, {
    headers: { accept: "text/html", ...(who ? { cookie: who.cookie } : {}) },
  });

async function html(app: TestApp["app"], path: string, who: TestCustomer | null): Promise<string> {
  const response = await pageAs(app, path, who);
  const body = await response.text();
  assert.equal(response.status, 200, `${path}: ${pageText(body).slice(0, 300)}`);
  return body;
}

/** The table rows of My Orders, in page order. */
const rows = (page: string) => page.split('data-testid="order-row"').slice(1);

async function placeCod(app: TestApp["app"], who: TestCustomer): Promise<string[]> {
  // As the storefront does: the cart as get-cart answered it is what the order confirms.
  const { cart } = await (await call(app, "GET", `/api/cart/get-cart/${who.id}`, who)).json();
  const response = await call(app, "POST", "/api/orders/place-order", who, { cart });
  assert.equal(response.status, 200, await response.clone().text());
  const body = await response.json();
  return body.orders.map((o: { _id: string }) => o._id);
}

Deno.test("My Orders: login, empty, orders with their facts, statuses, cancel, paging, failure", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const phones = await insertVendor(db, { store_name: "Phone Bazaar" });
    const kirana = await insertVendor(db, { store_name: "Kirana Express" });
    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 1_999_900,
      discount_percent: 10,
      stock: 50,
      max_purchase_limit: 5,
      vendor_id: phones.id,
    });
    const honey = await insertProduct(db, {
      name: "Pure Honey",
      price_paise: 30_000,
      stock: 50,
      vendor_id: kirana.id,
    });

    await t.step("a visitor is sent to log in and brought back", async () => {
      const response = await pageAs(app, "/order-customer", null);
      assert.equal(response.status, 302);
      assert.equal(response.headers.get("location"), "/login-customer?next=/order-customer");
    });

    const asha = await createShopper(db);

    await t.step("no orders: 'No orders found!', with the account menu on Orders", async () => {
      const page = await html(app, "/order-customer", asha);
      assert.match(page, /<title>My Orders/);
      assert.ok(pageText(page).includes("My Orders"));
      assert.ok(pageText(page).includes("No orders found!"));
      assert.match(page, /<a href="\/order-customer" aria-current="page">Orders<\/a>/);
    });

    await t.step("each order: tracking id, IST date, store, items, total, method, status", async () => {
      await putInCart(db, asha.id, phone.id, 2);
      await putInCart(db, asha.id, honey.id, 1);
      const ids = await placeCod(app, asha);
      assert.equal(ids.length, 2, "one order per store");
      // 20:00 UTC is 1:30 am the next day in India.
      // Creation time is fixed once written; only a test moves it.
      await sql`update orders set created_at = '2025-01-15T20:00:00Z' where id = ${ids[0]}`.execute(db);
      const page = await html(app, "/order-customer", asha);
      const text = pageText(page);
      for (const id of ids) assert.ok(text.includes(`#${id.slice(-7)}`), "tracking id: last 7 characters");
      assert.ok(text.includes("16 Jan 2025, 1:30 am"), text);
      assert.ok(text.includes("Phone Bazaar") && text.includes("Kirana Express"));
      assert.ok(text.includes("Redmi Note 13 × 2") && text.includes("₹35,998.20"));
      assert.ok(text.includes("Pure Honey × 1") && text.includes("₹300.00"));
      assert.equal(text.split("Cash on Delivery").length - 1, 2);
      assert.equal(page.split('class="status-badge status-approved"').length - 1, 2);
      assert.ok(text.includes("Confirmed"));
      assert.equal(page.split('data-island="CancelOrderButton"').length - 1, 2);
    });

    await t.step(
      "newest first; Pending is amber with 'Awaiting payment'; Cancelled is grey, no Cancel",
      async () => {
        await putInCart(db, asha.id, honey.id, 3);
        const started = await call(app, "POST", "/api/razorpay/order", asha, { method: "upi" });
        assert.equal(started.status, 200, await started.clone().text());
        const [pending] = (await started.json()).orders;
        const page = await html(app, "/order-customer", asha);
        const [first] = rows(page);
        assert.ok(first.includes(`#${pending._id.slice(-7)}`), "the newest order heads the list");
        assert.ok(first.includes('class="status-badge status-pending"'));
        assert.ok(pageText(first).includes("Awaiting payment"));
        assert.ok(pageText(first).includes("UPI / Net Banking"));
        assert.ok(pageText(first).includes("₹900.00"));

        const cancelled = await call(app, "POST", `/api/orders/${pending._id}/cancel`, asha, {});
        assert.equal(cancelled.status, 200, await cancelled.clone().text());
        const after = rows(await html(app, "/order-customer", asha))[0];
        assert.ok(
          after.includes('class="status-badge status-other"') && pageText(after).includes("Cancelled"),
        );
        assert.ok(!after.includes("CancelOrderButton"), "a cancelled order offers no Cancel");
        assert.ok(!pageText(after).includes("Awaiting payment"));
      },
    );

    await t.step("another customer sees none of these orders", async () => {
      const ravi = await createShopper(db);
      assert.ok(pageText(await html(app, "/order-customer", ravi)).includes("No orders found!"));
    });

    await t.step("more than one page: page links, the rest on page 2", async () => {
      const many = await createShopper(db);
      for (let i = 0; i < 11; i++) {
        await putInCart(db, many.id, honey.id, 1);
        await placeCod(app, many);
      }
      const first = await html(app, "/order-customer", many);
      assert.equal(rows(first).length, 10);
      assert.ok(first.includes('href="/order-customer?page=2#orders"'));
      assert.ok(pageText(first).includes("Showing 1–10 of 11"));
      const second = await html(app, "/order-customer?page=2", many);
      assert.equal(rows(second).length, 1);
    });

    await t.step("a failed load says 'Could not fetch your orders.'", async () => {
      const originalError = console.error;
      console.error = () => {};
      await db.schema.alterTable("order_items").renameTo("order_items_away").execute();
      try {
        const page = await html(app, "/order-customer", asha);
        assert.ok(pageText(page).includes("Could not fetch your orders."));
        assert.ok(!pageText(page).includes("No orders found!"));
      } finally {
        await db.schema.alterTable("order_items_away").renameTo("order_items").execute();
        console.error = originalError;
      }
    });
  } finally {
    await close();
  }
});

/** The island's serialised props, as the browser will hydrate them. */
function islandProps(page: string, name: string): Record<string, unknown> {
  const match = page.match(new RegExp(`data-island="${name}" data-props="([^"]*)"`));
  assert.ok(match, `${name} island on the page`);
  return JSON.parse(match[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&#x27;/g, "'"));
}

Deno.test("/cart hands the checkout its addresses, gateway and payer; Razorpay gets its CSP", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const store = await insertVendor(db);
    const product = await insertProduct(db, {
      name: "Steel Bottle",
      price_paise: 49_900,
      stock: 9,
      vendor_id: store.id,
    });
    const asha = await createShopper(db);
    const newest = await insertAddress(db, asha.id, "Mumbai");
    await putInCart(db, asha.id, product.id, 2);

    const response = await pageAs(app, "/cart", asha);
    const page = await response.text();
    const props = islandProps(page, "CartView");
    const addresses = props.addresses as { _id: string; city: string }[];
    assert.deepEqual(
      addresses.map((a) => a.city),
      ["Pune", "Mumbai"],
      "oldest first: the island picks the last",
    );
    assert.equal(addresses[1]._id, newest);
    assert.equal(props.gateway, "test", "no Razorpay keys outside production: the test gateway");
    assert.deepEqual(props.payer, { name: asha.name, email: asha.email, mobile: asha.mobile });
    assert.ok(pageText(page).includes("Proceed to checkout"));
    assert.ok(!pageText(page).includes("coming soon"));
    const csp = response.headers.get("content-security-policy") ?? "";
    assert.match(csp, /script-src 'self'(;|$)/, "no third-party script without Razorpay");

    const withRazorpay = createApp({
      db,
      config: loadConfig({ SEED: "none", RAZORPAY_KEY_ID: "rzp_test_page", RAZORPAY_KEY_SECRET: "secret" }),
      log: false,
    });
    const razorpayPage = await pageAs(withRazorpay, "/cart", asha);
    assert.equal(islandProps(await razorpayPage.text(), "CartView").gateway, "razorpay");
    const policy = razorpayPage.headers.get("content-security-policy") ?? "";
    assert.match(policy, /script-src 'self' https:\/\/checkout\.razorpay\.com/);
    assert.match(policy, /frame-src https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/);
    assert.match(policy, /connect-src 'self' https:\/\/lumberjack\.razorpay\.com/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.match(policy, /object-src 'none'/);
    // Other pages keep the default policy.
    const home = await pageAs(withRazorpay, "/", asha);
    assert.ok(!(home.headers.get("content-security-policy") ?? "").includes("razorpay"));

    const noOnline = createApp({
      db,
      config: loadConfig({ SEED: "none", APP_ENV: "production" }),
      log: false,
    });
    const cashOnly = await (await pageAs(noOnline, "/cart", asha)).text();
    assert.equal(islandProps(cashOnly, "CartView").gateway, "none");
  } finally {
    await close();
  }
});
