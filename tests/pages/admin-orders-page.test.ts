/**
 * The admin's /panel/order and /panel/order/{orderId}, rendered on the server: who may
 * see them, the columns and texts, filters kept in the CSV link, paging, the detail's cards, the
 * carrier details, the refund states and the actions offered.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers.ts";
import { insertVendor } from "../fixtures.ts";
import { createCustomer, type TestCustomer } from "../customers.ts";
import { insertOrderFixture } from "../../src/orders/admin-orders/admin-orders.fixtures.ts";
import { trackingId } from "../../src/orders/status.ts";

const pageText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

const pageAs = (app: TestApp["app"], path: string, who: TestCustomer | null) =>
  app.request(path, { headers: { accept: "text/html", ...(who ? { cookie: who.cookie } : {}) } });

async function html(app: TestApp["app"], path: string, who: TestCustomer, status = 200): Promise<string> {
  const response = await pageAs(app, path, who);
  const body = await response.text();
  assert.equal(response.status, status, `${path}: ${pageText(body).slice(0, 300)}`);
  return body;
}

const rowsOf = (page: string) => page.split("<tr>").slice(2);

/** The text as a browser reads it (textContent): tags removed without adding spaces, so missing ones show. */
const readText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

Deno.test("admin orders pages: list, filters, CSV link, paging, detail, refunds, texts", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const store = await insertVendor(db, { store_name: "Phone Bazaar", phone: "9123456780" });
    const other = await insertVendor(db, { store_name: "Kirana Express" });
    const phone = await insertOrderFixture(db, {
      vendor: store,
      customerName: "Asha Verma",
      items: [{ name: "Redmi Note 13", quantity: 2, pricePaise: 1_799_910 }, {
        name: "Phone Cover",
        quantity: 1,
        pricePaise: 29_900,
      }],
      createdAt: new Date(Date.UTC(2026, 10, 20, 18, 45)),
    });
    const failed = await insertOrderFixture(db, {
      vendor: other,
      customerName: "Ravi Kumar",
      items: [{ name: "Basmati Rice", quantity: 1, pricePaise: 50_000 }],
      status: "Cancelled",
      paymentStatus: "refund_due",
      refundError: "The payment has been fully refunded already",
    });
    const refunded = await insertOrderFixture(db, {
      vendor: other,
      status: "Cancelled",
      paymentStatus: "refunded",
    });

    await t.step("only admins: others are sent to /admin-login", async () => {
      for (const who of [null, await createCustomer(db), await createCustomer(db, { role: "vendor" })]) {
        const response = await pageAs(app, "/panel/order", who);
        assert.equal(response.status, 302);
        assert.equal(response.headers.get("location"), "/admin-login?next=%2Fpanel%2Forder");
      }
    });

    await t.step("the list: the spec's columns, newest first, India time, ₹ with 2 decimals", async () => {
      const page = await html(app, "/panel/order", admin);
      const text = pageText(page);
      for (
        const column of [
          "Title",
          "Order ID",
          "Order Date",
          "Customer Info",
          "Quantity",
          "Total",
          "Status",
          "Store",
        ]
      ) {
        assert.ok(page.includes(`>${column}</th>`), column);
      }
      const rows = rowsOf(page);
      assert.equal(rows.length, 3);
      const last = pageText(rows[2]);
      assert.ok(last.includes("Redmi Note 13, Phone Cover"));
      assert.ok(last.includes(`#${trackingId(phone.id)}`));
      assert.ok(last.includes("21 Nov 2026, 12:15 am"), last);
      assert.ok(last.includes("Asha Verma") && last.includes("12 MG Road"));
      assert.ok(last.includes(" 3 "), "quantity is the sum of the lines");
      assert.ok(last.includes("₹36,297.20"), last);
      assert.ok(rows[2].includes(`href="/panel/order/${phone.id}"`));
      assert.ok(pageText(rows[1]).includes("Refund failed") || pageText(rows[0]).includes("Refund failed"));
      assert.ok(text.includes("Refunded"));
      assert.ok(page.includes('href="/api/admin/orders/export.csv"'));
    });

    await t.step(
      "filters come from the URL, are kept in the CSV link, and narrow on the server",
      async () => {
        const page = await html(
          app,
          `/panel/order?q=redmi&status=Confirmed&store=${store.id}&refund=`,
          admin,
        );
        assert.equal(rowsOf(page).length, 1);
        assert.ok(
          page.includes(
            `href="/api/admin/orders/export.csv?q=redmi&amp;status=Confirmed&amp;store=${store.id}"`,
          ),
        );
        assert.ok(page.includes(`<option value="${store.id}" selected="">Phone Bazaar</option>`));
        const due = await html(app, "/panel/order?refund=due", admin);
        assert.equal(rowsOf(due).length, 1);
        assert.ok(pageText(due).includes("Ravi Kumar"));
        const none = await html(app, "/panel/order?q=nothing-of-the-kind", admin);
        assert.ok(pageText(none).includes("No orders found."));
        const short = await html(app, "/panel/order?q=ra", admin);
        assert.equal(rowsOf(short).length, 0, "a search of 1 or 2 characters is not run");
        assert.ok(pageText(short).includes("Type at least 3 characters to search orders."));
        assert.ok(short.includes('minLength="3"'), "the search box says so before sending");
        const junk = await html(app, "/panel/order?status=Lost&refund=x&page=-4", admin);
        assert.equal(rowsOf(junk).length, 3, "junk in the URL is ignored");
      },
    );

    await t.step("paged 25 a page", async () => {
      for (let i = 0; i < 24; i++) await insertOrderFixture(db, { vendor: other, customerName: `Bulk ${i}` });
      const first = await html(app, "/panel/order", admin);
      assert.equal(rowsOf(first).length, 25);
      assert.ok(pageText(first).includes("Showing 1–25 of 27"));
      assert.ok(first.includes('href="/panel/order?page=2#orders"'));
      assert.equal(rowsOf(await html(app, "/panel/order?page=2", admin)).length, 2);
    });

    await t.step("the detail: number, time, store card, items, customer, summary, shipping", async () => {
      const page = await html(app, `/panel/order/${phone.id}`, admin);
      const text = pageText(page);
      assert.ok(text.includes(`Order #${trackingId(phone.id)}`));
      assert.ok(text.includes(phone.id) && text.includes("21 Nov 2026, 12:15 am"));
      const storeCard = pageText(page.split('data-testid="store-card"')[1].split("</section>")[0]);
      assert.ok(storeCard.includes("Phone Bazaar") && storeCard.includes(store.email));
      assert.ok(storeCard.includes("9123456780"));
      assert.ok(page.includes(`href="/vendordetails/${store.id}"`));
      assert.ok(text.includes("Redmi Note 13") && text.includes("₹17,999.10") && text.includes("₹35,998.20"));
      assert.ok(text.includes("Customer Information") && text.includes("Asha Verma"));
      assert.ok(text.includes("Subtotal ₹36,297.20") && text.includes("Shipping Free"));
      assert.ok(text.includes("Total ₹36,297.20") && text.includes("Commission ₹1,814.86"));
      assert.ok(text.includes("delivery within 24-48 hours") && text.includes("Standard Shipping"));
      assert.ok(page.includes("<summary") && text.includes("View Carrier Details"));
      assert.ok(text.includes("No carrier details yet"));
      assert.ok(page.includes('data-island="OrderFulfilment"'), "Ship and Cancel are offered");
      assert.ok(page.includes("&quot;audience&quot;:&quot;admin&quot;"));
    });

    await t.step("a shipped order shows its carrier and tracking number", async () => {
      await db.updateTable("orders").set({
        status: "Shipped",
        carrier: "Delhivery",
        tracking_number: "DL-99",
      })
        .where("id", "=", phone.id).execute();
      const text = pageText(await html(app, `/panel/order/${phone.id}`, admin));
      assert.ok(text.includes("Carrier Delhivery") && text.includes("Tracking number DL-99"));
    });

    await t.step("refund states: failed with its reason and Retry, refunded with its id", async () => {
      const failedPage = await html(app, `/panel/order/${failed.id}`, admin);
      assert.ok(pageText(failedPage).includes("Refund failed."));
      assert.ok(pageText(failedPage).includes("The payment has been fully refunded already"));
      assert.ok(failedPage.includes('data-island="RefundRetry"'));
      assert.ok(!failedPage.includes('data-island="OrderFulfilment"'), "nothing more to do with the order");
      await db.updateTable("orders").set({ refund_id: "rfnd_Test123", refunded_at: new Date() })
        .where("id", "=", refunded.id).execute();
      const done = await html(app, `/panel/order/${refunded.id}`, admin);
      assert.ok(pageText(done).includes("Refunded.") && done.includes("rfnd_Test123"));
      // Spaces between the sentence's parts: "customer on <date>", "Card · pay_…".
      assert.match(readText(done), /returned to the customer on \d{1,2} \w{3} \d{4}/);
      assert.match(readText(done), /\w · pay_\w+/);
      assert.ok(!done.includes('data-island="RefundRetry"'));
    });

    await t.step("'Order not found.' (404) and 'Error fetching order details.'", async () => {
      const missing = await html(app, "/panel/order/no-such-order", admin, 404);
      assert.ok(pageText(missing).includes("Order not found."));
      const originalError = console.error;
      console.error = () => {};
      await db.schema.alterTable("order_items").renameTo("order_items_away").execute();
      try {
        assert.ok(
          pageText(await html(app, `/panel/order/${phone.id}`, admin)).includes(
            "Error fetching order details.",
          ),
        );
        assert.ok(pageText(await html(app, "/panel/order", admin)).includes("Failed to fetch orders"));
      } finally {
        await db.schema.alterTable("order_items_away").renameTo("order_items").execute();
        console.error = originalError;
      }
    });
  } finally {
    await close();
  }
});
