/**
 * The store's order page (/vendor-orders/{id}) and packing slip, and the Orders list's customer and link,
 * rendered on the server: where to ship (name, address, pincode, phone), the items, the payment and the
 * cash to collect, the timeline from what is recorded (placed, shipped by the store, delivered), the
 * fulfilment actions; another store's order or an unknown id is "not found" (404) and shows nothing of it.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers.ts";
import { insertProduct, insertVendor, TEST_ADDRESS } from "../fixtures.ts";
import type { TestCustomer } from "../customers.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart } from "../orders.ts";
import { insertOrderFixture } from "../../src/orders/admin-orders/admin-orders.fixtures.ts";

/** Visible text: scripts and tags removed, entities decoded, spaces collapsed. */
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

/** The timeline's steps as `step:done|next`, in page order. */
const steps = (page: string) =>
  [...page.matchAll(/<li class="(is-done|is-next)" data-step="([^"]+)"/g)].map((m) =>
    `${m[2]}:${m[1] === "is-done" ? "done" : "next"}`
  );

Deno.test("the store's order page and packing slip: ship-to, items, cash to collect, timeline; own orders only", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const store = await insertVendor(db, {
      store_name: "Phone Bazaar",
      store_address: "14 Residency Road",
      city: "Bengaluru",
      pincode: "560025",
      phone: "9845012345",
    });
    const other = await insertVendor(db, { store_name: "Other Store" });
    const seller = await createStoreAccount(db, store.id);
    const otherSeller = await createStoreAccount(db, other.id);
    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 1_999_900,
      stock: 20,
      vendor_id: store.id,
    });
    const cover = await insertProduct(db, {
      name: "Phone Cover",
      price_paise: 29_900,
      stock: 20,
      vendor_id: store.id,
    });

    const shopper = await createShopper(db);
    await db.updateTable("users").set({ name: "Asha Verma" }).where("id", "=", shopper.id).execute();
    await putInCart(db, shopper.id, phone.id, 1);
    await putInCart(db, shopper.id, cover.id, 2);
    const placed = await call(app, "POST", "/api/orders/place-order", shopper, await codOrder(db, shopper));
    assert.equal(placed.status, 200, await placed.clone().text());
    const [order] = (await placed.json()).orders as { _id: string; trackingId: string; total: number }[];
    const path = `/vendor-orders/${order._id}`;

    await t.step(
      "the Orders list names the customer and city, and links each order to its page",
      async () => {
        const page = await html(app, "/vendor-orders", seller);
        assert.ok(page.includes(`>Customer</th>`));
        assert.match(pageText(page), /Asha Verma Pune/);
        assert.ok(page.includes(`href="${path}"`), "the order id links to the order's page");
      },
    );

    await t.step("the page: where to ship, the items, the cash to collect, the actions", async () => {
      const page = await html(app, path, seller);
      const text = pageText(page);
      assert.match(page, new RegExp(`<title>Order #${order.trackingId}`));
      const shipTo = pageText(page.split('data-testid="ship-to"')[1].split("</address>")[0]);
      for (
        const part of [
          "Asha Verma",
          TEST_ADDRESS.street,
          TEST_ADDRESS.floor,
          TEST_ADDRESS.area,
          TEST_ADDRESS.landmark,
          `${TEST_ADDRESS.city}, ${TEST_ADDRESS.state}`,
          `Pincode ${TEST_ADDRESS.postalCode}`,
          `Phone ${TEST_ADDRESS.phoneNumber}`,
        ]
      ) assert.ok(shipTo.includes(part), `${part} in ${shipTo}`);
      assert.ok(page.includes(`href="tel:+91${TEST_ADDRESS.phoneNumber}"`));
      assert.match(text, /Redmi Note 13 .* ₹19,999\.00 1 ₹19,999\.00/);
      assert.match(text, /Phone Cover .* ₹299\.00 2 ₹598\.00/);
      assert.match(text, /Collect ₹20,597\.00 in cash/);
      assert.match(text, /Method Cash on Delivery/);
      assert.match(page, /data-island="OrderFulfilment"/);
      assert.match(page, /data-testid="ship-order"/);
      assert.match(page, /data-testid="cancel-order"/);
      assert.ok(page.includes(`href="${path}/packing-slip"`));
      assert.deepEqual(steps(page), ["placed:done", "confirmed:done", "shipped:next", "delivered:next"]);
      assert.match(text, /Order placed .* by Asha Verma/);
    });

    await t.step(
      "the timeline records the store shipping and delivering; cash is then collected",
      async () => {
        const shipped = await call(app, "PUT", `/api/orders/${order._id}/status`, seller, {
          status: "Shipped",
          carrier: "Delhivery",
          trackingNumber: "DLV123456",
        });
        assert.equal(shipped.status, 200, await shipped.clone().text());
        let page = await html(app, path, seller);
        assert.deepEqual(steps(page), ["placed:done", "confirmed:done", "shipped:done", "delivered:next"]);
        assert.match(pageText(page), /Shipped .* Delhivery DLV123456, by your store/);
        assert.match(page, /data-testid="deliver-order"/);
        assert.doesNotMatch(page, /data-testid="cancel-order"/);

        const delivered = await call(app, "PUT", `/api/orders/${order._id}/status`, seller, {
          status: "Delivered",
        });
        assert.equal(delivered.status, 200);
        page = await html(app, path, seller);
        assert.deepEqual(steps(page), ["placed:done", "confirmed:done", "shipped:done", "delivered:done"]);
        assert.doesNotMatch(page, /data-testid="cod-due"/, "nothing left to collect");
        assert.match(pageText(page), /Payment Paid/);
      },
    );

    await t.step(
      "the packing slip: store, order number, ship-to, items and quantities, COD amount",
      async () => {
        const fresh = await insertOrderFixture(db, {
          vendor: store,
          customerName: "Ravi Kumar",
          items: [{ name: "Redmi Note 13", quantity: 2, pricePaise: 1_000_000 }],
        });
        const slip = await html(app, `/vendor-orders/${fresh.id}/packing-slip`, seller);
        const text = pageText(slip.split('data-testid="packing-slip"')[1]);
        assert.match(text, /Packing slip Order #/);
        assert.ok(text.includes(fresh.id.slice(-7)) && text.includes(fresh.id));
        assert.match(text, /From Phone Bazaar 14 Residency Road Bengaluru 560025 Phone 9845012345/);
        assert.match(text, /Ship to Ravi Kumar 12 MG Road/);
        assert.match(text, /Pincode 411001/);
        assert.match(text, /Cash on delivery: collect ₹20,000\.00/);
        assert.match(text, /Redmi Note 13 .* 2 Total units 2/);
        assert.doesNotMatch(text, /₹10,000/, "no prices besides the cash to collect");
        assert.match(slip, /data-island="PrintButton"/);

        const prepaid = await insertOrderFixture(db, { vendor: store, paymentStatus: "paid" });
        const paid = pageText(await html(app, `/vendor-orders/${prepaid.id}/packing-slip`, seller));
        assert.match(paid, /Prepaid: collect nothing/);
        assert.doesNotMatch(paid, /₹/);
      },
    );

    await t.step("another store's order, an unknown id: not found, nothing shown", async () => {
      for (const where of [path, `${path}/packing-slip`]) {
        const page = await html(app, where, otherSeller, 404);
        assert.match(pageText(page), /Order not found\./);
        assert.doesNotMatch(page, /Asha Verma|MG Road/);
      }
      for (const id of ["000000000000000000000000", "x".repeat(200)]) {
        assert.match(pageText(await html(app, `/vendor-orders/${id}`, seller, 404)), /Order not found\./);
      }
    });

    await t.step("visitors and customers are sent to the store's sign-in", async () => {
      for (const who of [null, shopper]) {
        const response = await get(app, path, who);
        assert.equal(response.status, 302);
        assert.equal(response.headers.get("location"), `/vendor-login?next=${encodeURIComponent(path)}`);
      }
    });
  } finally {
    await close();
  }
});
