/**
 * The vendor's own pages rendered on the server: the group guard, the panel chrome (sidebar,
 * store name, Sign Out, approval notices), the dashboard's figures, the orders list with search and
 * fulfilment actions, and the read-only commission table, with their empty texts.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { insertCategory, insertCommission, insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart } from "../../../tests/orders.ts";
import { STORE_INACTIVE_NOTICE, STORE_PENDING_NOTICE } from "../../ui/panel/VendorLayout.tsx";

/** Visible text: tags and React's separators removed, entities decoded, spaces collapsed. */
const pageText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

const pageAs = (app: TestApp["app"], path: string, who: TestCustomer | null) =>
  app.request(path, { headers: { accept: "text/html", ...(who ? { cookie: who.cookie } : {}) } });

async function html(app: TestApp["app"], path: string, who: TestCustomer): Promise<string> {
  const response = await pageAs(app, path, who);
  const body = await response.text();
  assert.equal(response.status, 200, `${path}: ${pageText(body).slice(0, 300)}`);
  return body;
}

/** The body rows of the page's first data table. */
const tableRows = (page: string) =>
  (page.split("<tbody>")[1] ?? "").split("</tbody>")[0].split("<tr").slice(1);

function islandProps(fragment: string, name: string): Record<string, unknown>[] {
  return [...fragment.matchAll(new RegExp(`data-island="${name}" data-props="([^"]*)"`, "g"))].map((m) =>
    JSON.parse(m[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&#x27;/g, "'"))
  );
}

const PAGES = ["/vendor-dashboard", "/vendor-orders", "/vendor-commission"];

Deno.test("vendor pages: only a store's account sees them; others go to /vendor-login?next=", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const customer = await createCustomer(db);
    for (const path of [...PAGES, "/vendor-orders?search=tea&status=Shipped"]) {
      for (const who of [null, customer]) {
        const response = await pageAs(app, path, who);
        assert.equal(response.status, 302, path);
        assert.equal(response.headers.get("location"), `/vendor-login?next=${encodeURIComponent(path)}`);
      }
    }
    const noStore = await createCustomer(db, { role: "vendor" });
    const refused = await pageAs(app, "/vendor-dashboard", noStore);
    assert.equal(refused.status, 403, "a vendor account without a store is refused, not shown an empty one");
  } finally {
    await close();
  }
});

Deno.test("vendor pages: chrome, empty texts, figures, search, fulfilment, commission", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const store = await insertVendor(db, { store_name: "Phone Bazaar" });
    const other = await insertVendor(db, { store_name: "Kirana Express" });
    const vendor = await createStoreAccount(db, store.id);

    await t.step(
      "the chrome: sidebar of spec 2.2, current page, store name, Sign Out, skip link",
      async () => {
        for (const path of PAGES) {
          const page = await html(app, path, vendor);
          for (
            const [href, label] of [
              ["/vendor-dashboard", "Dashboard"],
              ["/vendor-orders", "Orders"],
              ["/product", "Products"],
              ["/vendor-commission", "Commission Management"],
              ["/vendor-profile", "Profile"],
            ]
          ) assert.ok(page.includes(`href="${href}"`) && pageText(page).includes(label), `${path}: ${label}`);
          const current = [...page.matchAll(/<a href="([^"]+)" aria-current="page">/g)].map((m) => m[1]);
          assert.deepEqual([...new Set(current)], [path], "the page's own link is marked");
          assert.ok(pageText(page).includes("Phone Bazaar"));
          assert.match(page, /<form class="panel-sign-out" action="\/api\/vendor\/logout" method="post">/);
          assert.ok(page.includes('<a class="skip-link" href="#panel-main">'));
          assert.ok(page.includes('id="panel-main"'));
          assert.match(page, /<meta name="robots" content="noindex">/);
          assert.ok(!page.includes("site-header"), "no storefront chrome");
          assert.ok(!pageText(page).includes(STORE_PENDING_NOTICE));
        }
      },
    );

    await t.step("empty: 'No Deliveries', 'No matching orders', 'No matching results found'", async () => {
      const dashboard = pageText(await html(app, "/vendor-dashboard", vendor));
      assert.ok(dashboard.includes("Latest Deliveries") && dashboard.includes("No Deliveries"));
      assert.ok(dashboard.includes("₹0.00 from 0 orders"));
      assert.ok(pageText(await html(app, "/vendor-orders", vendor)).includes("No matching orders"));
      assert.ok(
        pageText(await html(app, "/vendor-commission", vendor)).includes("No matching results found"),
      );
    });

    await t.step("a pending or switched-off store is told so on every page", async () => {
      await db.updateTable("vendors").set({ approval_pending: true }).where("id", "=", store.id).execute();
      assert.ok(pageText(await html(app, "/vendor-orders", vendor)).includes(STORE_PENDING_NOTICE));
      await db.updateTable("vendors").set({ approval_pending: false, active: false }).where(
        "id",
        "=",
        store.id,
      )
        .execute();
      const page = pageText(await html(app, "/vendor-commission", vendor));
      assert.ok(page.includes(STORE_INACTIVE_NOTICE) && !page.includes(STORE_PENDING_NOTICE));
      await db.updateTable("vendors").set({ active: true }).where("id", "=", store.id).execute();
    });

    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 1_000_000,
      stock: 20,
      vendor_id: store.id,
    });
    const cable = await insertProduct(db, {
      name: "USB-C Cable",
      price_paise: 29_900,
      stock: 8,
      vendor_id: store.id,
    });
    await insertProduct(db, { name: "Old Charger", stock: 0, vendor_id: store.id });
    await insertProduct(db, {
      name: "Archived Case",
      stock: 1,
      vendor_id: store.id,
      archived_at: new Date(),
    });
    const tea = await insertProduct(db, { name: "Assam Tea", stock: 2, vendor_id: other.id });
    const asha = await createShopper(db);
    const place = async (productId: string, quantity: number) => {
      await putInCart(db, asha.id, productId, quantity);
      const response = await call(app, "POST", "/api/orders/place-order", asha, await codOrder(db, asha));
      assert.equal(response.status, 200, await response.clone().text());
      return (await response.json()).orders[0] as { _id: string; trackingId: string };
    };
    const orders: { _id: string; trackingId: string }[] = [];
    for (let i = 0; i < 6; i++) orders.push(await place(i % 2 ? cable.id : phone.id, 1));
    await place(tea.id, 1);
    // The oldest: 20:00 UTC on 15 Jan 2025 is 1:30 am on the 16th in India (outside the 30 days).
    await sql`update orders set created_at = '2025-01-15T20:00:00Z' where id = ${orders[0]._id}`.execute(db);
    await putInCart(db, asha.id, cable.id, 1);
    const started = await call(app, "POST", "/api/razorpay/order", asha, { method: "upi" });
    assert.equal(started.status, 200, await started.clone().text());
    const pendingUpi = (await started.json()).orders[0] as { _id: string };
    // One order a second, oldest first, so "newest first" does not hang on the clock's resolution.
    for (const [i, { _id }] of [...orders.slice(1), pendingUpi].entries()) {
      await sql`update orders set created_at = now() - make_interval(secs => ${10 - i}) where id = ${_id}`
        .execute(db);
    }

    await t.step("dashboard: counts, latest 5 with the real payment method, sales, low stock", async () => {
      const page = await html(app, "/vendor-dashboard", vendor);
      const text = pageText(page);
      assert.match(text, /Products 3 /, "archived products are not counted");
      assert.match(text, /Orders 7 /, "the store's own 7 orders, not the other store's");
      const rows = tableRows(page);
      assert.equal(rows.length, 5, "the latest 5");
      assert.ok(pageText(rows[0]).includes(`#${pendingUpi._id.slice(-7)}`), "newest first");
      assert.ok(pageText(rows[0]).includes("UPI / Net Banking") && pageText(rows[0]).includes("Pending"));
      assert.ok(pageText(rows[1]).includes("Cash on Delivery") && pageText(rows[1]).includes(asha.name));
      assert.ok(pageText(rows[1]).includes("USB-C Cable × 1") && pageText(rows[1]).includes("₹299.00"));
      assert.ok(!text.includes("Assam Tea"));
      // 5 orders in the last 30 days count (the pending UPI one and the January one do not).
      assert.ok(text.includes("₹20,897.00 from 5 orders"), text);
      assert.equal(islandProps(page, "SalesChart")[0].days instanceof Array, true);
      const days = islandProps(page, "SalesChart")[0].days as { amount: number; orders: number }[];
      assert.equal(days.length, 30);
      assert.equal(days.reduce((sum, day) => sum + day.amount, 0), 20_897);
      const low = page.split('data-testid="low-stock"')[1].split("</ul>")[0];
      assert.deepEqual(
        [...low.matchAll(/href="\/vendor-edit-product\/([^"]+)">([^<]+)</g)].map((m) => m[2]),
        ["Old Charger", "USB-C Cable"],
        "fewest first; archived products and other stores' are left out",
      );
      assert.ok(pageText(low).includes("Out of stock") && pageText(low).includes("4 left"));
    });

    await t.step("orders: the store's own, India time, real method, search and status filter", async () => {
      const page = await html(app, "/vendor-orders", vendor);
      const rows = tableRows(page);
      assert.equal(rows.length, 7);
      const text = pageText(page);
      assert.ok(!text.includes("Assam Tea") && !text.includes("Kirana Express"));
      for (
        const heading of ["Title", "Order ID", "Order Date", "Store", "Quantity", "Payment Type", "Total"]
      ) {
        assert.ok(page.includes(`scope="col" class="col-`) && text.includes(heading), heading);
      }
      assert.ok(pageText(rows[6]).includes("16 Jan 2025, 1:30 am"), pageText(rows[6]));
      assert.ok(pageText(rows[0]).includes("UPI / Net Banking"));
      assert.equal(text.split("Cash on Delivery").length - 1, 6);
      const actions = islandProps(rows[1], "OrderFulfilment")[0];
      assert.deepEqual(actions, {
        orderId: orders[5]._id,
        trackingId: orders[5].trackingId,
        nextStatus: "Shipped",
        canCancel: true,
      });

      const search = async (query: string) =>
        tableRows(await html(app, `/vendor-orders?${query}`, vendor)).filter((r) =>
          !r.includes("table-empty")
        );
      assert.equal((await search("search=usb-c")).length, 4, "3 COD and the pending UPI order");
      assert.equal((await search(`search=${orders[2].trackingId}`)).length, 1);
      assert.equal((await search("search=phone+bazaar")).length, 7);
      assert.equal((await search("search=assam")).length, 0);
      assert.equal((await search("status=Pending")).length, 1);
      assert.equal((await search("search=redmi&status=Pending")).length, 0);
      const none = pageText(await html(app, "/vendor-orders?search=nothing-like-this", vendor));
      assert.ok(none.includes("No matching orders") && none.includes("Clear"));
      const form = await html(app, "/vendor-orders?search=usb", vendor);
      const filters = form.match(/<form class="list-filters"[^>]*>/)?.[0] ?? "";
      assert.ok(filters.includes('action="/vendor-orders"') && filters.includes('method="get"'), filters);
      assert.match(form, /<input id="list-search"[^>]* name="search" value="usb"/);
    });

    await t.step(
      "a shipped order shows its carrier and tracking number and offers Mark Delivered",
      async () => {
        const shipped = await call(app, "PUT", `/api/orders/${orders[5]._id}/status`, vendor, {
          status: "Shipped",
          carrier: "Blue Dart",
          trackingNumber: "BD77001122",
        });
        assert.equal(shipped.status, 200);
        const row = tableRows(await html(app, "/vendor-orders", vendor))[1];
        assert.ok(pageText(row).includes("Blue Dart · BD77001122"));
        assert.deepEqual(islandProps(row, "OrderFulfilment")[0].nextStatus, "Delivered");
        assert.equal(islandProps(row, "OrderFulfilment")[0].canCancel, false);
      },
    );

    await t.step("commission: Sl. no., category, sub-category, rate; searched on the server", async () => {
      const mobiles = await insertCategory(db, { name: "Mobiles", subcategories: ["Android Phones"] });
      const grocery = await insertCategory(db, { name: "Grocery" });
      await insertCommission(db, { category_id: mobiles.id, rate_bp: 500 });
      await insertCommission(db, {
        category_id: mobiles.id,
        subcategory_id: mobiles.subcategories[0].id,
        rate_bp: 550,
      });
      await insertCommission(db, { category_id: grocery.id, rate_bp: 1000 });
      const page = await html(app, "/vendor-commission", vendor);
      const rows = tableRows(page).map(pageText);
      assert.equal(rows.length, 3);
      assert.match(rows[0], /1 Grocery All sub-categories 10%/);
      assert.match(rows[1], /2 Mobiles All sub-categories 5%/);
      assert.match(rows[2], /3 Mobiles Android Phones 5.5%/);
      const android = tableRows(await html(app, "/vendor-commission?search=ANDROID", vendor)).map(pageText);
      assert.deepEqual(android.length, 1);
      assert.match(android[0], /1 Mobiles Android Phones 5.5%/);
      const none = pageText(await html(app, "/vendor-commission?search=toys", vendor));
      assert.ok(none.includes("No matching results found"));
      const islands = [...page.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]);
      // Read only: Sign Out is a plain form; the one script is the one-shot message a sign-in leaves.
      assert.deepEqual(islands, ["FlashMessage"], "read only: no other island");
    });
  } finally {
    await close();
  }
});
