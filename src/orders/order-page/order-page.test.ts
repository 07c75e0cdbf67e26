/**
 * The shopper's order page (/order-customer/{orderId}), rendered on the server: My Orders links to it; it
 * shows the items with their photos, the store, the delivery address, the payment, the timeline (placed,
 * confirmed, shipped with carrier and tracking number, delivered; cancelled and refund), the documents
 * (or "issued when your order ships"), Cancel while allowed and Retry payment while awaited. Another
 * shopper's order, a store's or the admin's visit of it, and an unknown id are a 404 page showing nothing of
 * it; a visitor is sent to sign in. The store's and the admin's order pages show the same timeline.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart } from "../../../tests/orders.ts";
import { insertOrderFixture } from "../admin-orders/admin-orders.fixtures.ts";
import { saveMedia } from "../../catalogue/media/media.queries.ts";

const pageText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

const get = (app: TestApp["app"], path: string, who: TestCustomer | null) =>
  app.request(path, { headers: { accept: "text/html", ...(who ? { cookie: who.cookie } : {}) } });

async function html(app: TestApp["app"], path: string, who: TestCustomer, status = 200): Promise<string> {
  const response = await get(app, path, who);
  const body = await response.text();
  assert.equal(response.status, status, `${path}: ${pageText(body).slice(0, 300)}`);
  return body;
}

const steps = (page: string) =>
  [...page.matchAll(/<li class="(is-done|is-next)" data-step="([^"]+)"/g)].map((m) =>
    `${m[2]}:${m[1] === "is-done" ? "done" : "next"}`
  );

Deno.test("the shopper's order page: content, timeline, documents, actions; own orders only", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const store = await insertVendor(db, { store_name: "Phone Bazaar", city: "Bengaluru" });
    const seller = await createStoreAccount(db, store.id);
    const admin = await createCustomer(db, { role: "admin" });
    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 12_345_600,
      stock: 20,
      vendor_id: store.id,
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const media = await saveMedia(db, svg, "image/svg+xml");
    await db.updateTable("product_photos").set({ media_id: media }).where("product_id", "=", phone.id)
      .where("position", "=", 0).execute();

    const shopper = await createShopper(db);
    await db.updateTable("users").set({ name: "Asha Verma" }).where("id", "=", shopper.id).execute();
    await putInCart(db, shopper.id, phone.id, 2);
    const placed = await call(app, "POST", "/api/orders/place-order", shopper, await codOrder(db, shopper));
    assert.equal(placed.status, 200, await placed.clone().text());
    const [order] = (await placed.json()).orders as { _id: string; trackingId: string }[];
    const path = `/order-customer/${order._id}`;

    await t.step("My Orders links each order to its page", async () => {
      const page = await html(app, "/order-customer", shopper);
      assert.ok(page.includes(`href="${path}"`));
    });

    await t.step("the page: items with photos, store, address, payment, timeline, cancel", async () => {
      const page = await html(app, path, shopper);
      const text = pageText(page);
      assert.match(page, new RegExp(`<title>Order #${order.trackingId}`));
      assert.match(text, /Redmi Note 13 2 × ₹1,23,456\.00 ₹2,46,912\.00/);
      assert.ok(page.includes(`/media/${media}?w=160`), "the item's photo");
      assert.match(text, /Sold by Phone Bazaar ?, Bengaluru/);
      assert.match(text, /Deliver to Asha Verma/);
      assert.match(text, /Total ₹2,46,912\.00/);
      assert.match(text, /Method Cash on Delivery Status Not paid yet/);
      assert.deepEqual(steps(page), ["placed:done", "confirmed:done", "shipped:next", "delivered:next"]);
      assert.match(text, /Invoice: issued when your order ships/);
      assert.match(page, /data-testid="cancel-order"/);
      assert.doesNotMatch(text, /commission/i, "no commission for the shopper");
      assert.match(page, /aria-current="page"[^>]*>Orders</, "the menu marks Orders");
    });

    await t.step("shipped and delivered: carrier and tracking number, India time, no Cancel", async () => {
      const ship = await call(app, "PUT", `/api/orders/${order._id}/status`, seller, {
        status: "Shipped",
        carrier: "Delhivery",
        trackingNumber: "DLV123456",
      });
      assert.equal(ship.status, 200, await ship.clone().text());
      await db.updateTable("orders").set({ shipped_at: new Date("2026-03-15T10:00:00Z") })
        .where("id", "=", order._id).execute();
      let page = await html(app, path, shopper);
      assert.match(pageText(page), /Shipped 15 Mar 2026, 3:30 pm Delhivery, tracking number DLV123456/);
      assert.doesNotMatch(page, /data-testid="cancel-order"/);
      const deliver = await call(app, "PUT", `/api/orders/${order._id}/status`, seller, {
        status: "Delivered",
      });
      assert.equal(deliver.status, 200);
      page = await html(app, path, shopper);
      assert.deepEqual(steps(page), ["placed:done", "confirmed:done", "shipped:done", "delivered:done"]);
      assert.match(pageText(page), /Delivered .* paid in cash/);
    });

    await t.step("the store's and the admin's order pages show the same timeline", async () => {
      const forStore = await html(app, `/vendor-orders/${order._id}`, seller);
      const forAdmin = await html(app, `/panel/order/${order._id}`, admin);
      const mine = steps(await html(app, path, shopper));
      assert.deepEqual(steps(forStore), mine);
      assert.deepEqual(steps(forAdmin), mine);
      assert.match(pageText(forAdmin), /Shipped 15 Mar 2026, 3:30 pm Delhivery DLV123456, by the store/);
      assert.match(forStore, /data-testid="order-documents"/);
      assert.match(forAdmin, /data-testid="order-documents"/);
      // Cash on delivery: the store's courier kept the cash, so the store owes the commission and taxes.
      assert.match(
        pageText(forStore),
        /Your earnings Sale .* Cash collected by your courier .* TDS \(s\.194-O\) .* You owe ₹[0-9,]+\.[0-9]{2} Settled in the weekly statement after the return window ends on /,
      );
    });

    await t.step("a cancelled paid order: refund in the timeline", async () => {
      const fixture = await insertOrderFixture(db, {
        vendor: store,
        customer: { id: shopper.id, name: "Asha Verma", email: shopper.email, mobile: "9876543210" },
        status: "Cancelled",
        paymentStatus: "refund_due",
      });
      const page = await html(app, `/order-customer/${fixture.id}`, shopper);
      assert.deepEqual(steps(page).slice(-2), ["cancelled:done", "refund-due:next"]);
      assert.match(pageText(page), /Refund in progress/);
      assert.match(pageText(page), /cancelled before it shipped/);
    });

    await t.step("a card order awaiting payment offers Retry payment and Cancel", async () => {
      const fixture = await insertOrderFixture(db, {
        vendor: store,
        customer: { id: shopper.id, name: "Asha Verma", email: shopper.email, mobile: "9876543210" },
        status: "Pending",
        paymentMethod: "card",
      });
      const page = await html(app, `/order-customer/${fixture.id}`, shopper);
      assert.match(page, /data-island="RetryPaymentButton"/);
      assert.match(page, /data-testid="cancel-order"/);
      assert.deepEqual(steps(page), ["placed:done", "paid:next", "shipped:next", "delivered:next"]);
    });

    await t.step("another shopper, the store, the admin and an unknown id: 404, nothing shown", async () => {
      const other = await createShopper(db);
      for (const who of [other, seller, admin]) {
        const page = await html(app, path, who, 404);
        assert.match(pageText(page), /Order not found/);
        assert.ok(!page.includes("Redmi Note 13"), "nothing of the order");
      }
      await html(app, "/order-customer/000000000000000000000000", shopper, 404);
    });

    await t.step("a visitor is sent to sign in, and back", async () => {
      const response = await get(app, path, null);
      assert.equal(response.status, 302);
      assert.match(response.headers.get("location") ?? "", /^\/login-customer\?next=/);
      await response.body?.cancel();
    });
  } finally {
    await close();
  }
});
