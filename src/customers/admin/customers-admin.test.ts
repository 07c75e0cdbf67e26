/**
 * The admin's customers: GET /api/users, /api/users/, /customers and /customers/{id} for
 * admins only, searched by name, email, mobile or id and paged on the server; the pages /panel/customer
 * (and /panel/Customer) and /panel/customer/{id} with the information card, the 'User Spending' months from
 * the customer's real orders and the orders table, with the pages' texts.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import type { DB, OrderStatus } from "../../../db/database.ts";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { insertVendor } from "../../../tests/fixtures.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { insertAddress } from "../../../tests/orders.ts";
import { newId } from "../../core/ids.ts";
import { firstMonth, indiaMonth, spendingSeries } from "../account/customer-spending.ts";
import { inMonth, placeOrder } from "../account/customer-spending.fixtures.ts";

const pageText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

const pageAs = (app: TestApp["app"], path: string, who: TestCustomer | null) =>
  app.request(path, { headers: { accept: "text/html", ...(who ? { cookie: who.cookie } : {}) } });

const apiAs = (app: TestApp["app"], path: string, who: TestCustomer | null) =>
  app.request(path, { headers: { accept: "application/json", ...(who ? { cookie: who.cookie } : {}) } });

/** The body rows of the page's first data table. */
const tableRows = (page: string) =>
  (page.split("<tbody>")[1] ?? "").split("</tbody>")[0].split("<tr").slice(1);

function islandProps(page: string, name: string): Record<string, unknown>[] {
  return [...page.matchAll(new RegExp(`data-island="${name}" data-props="([^"]*)"`, "g"))].map((m) =>
    JSON.parse(m[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&#x27;/g, "'"))
  );
}

let clock = 0;
/** A customer created at a known time, so "newest first" is certain. */
async function customerAt(db: DB, fields: { name: string; email: string; mobile: string }) {
  return await createCustomer(db, {
    ...fields,
    createdAt: new Date(Date.UTC(2026, 0, 1) + ++clock * 60_000),
  });
}

/** An order of `who` placed at `at`, with lines of these quantities at ₹100.50 each. */
const orderAt = (
  db: DB,
  who: TestCustomer,
  store: { id: string; email: string; store_name: string },
  at: Date,
  quantities: number[],
  status: OrderStatus = "Delivered",
) =>
  placeOrder(db, who, store, {
    at,
    lines: quantities.map((quantity, i) => ({ name: `Item ${i + 1}`, quantity, paise: 10050 * quantity })),
    status,
    payment: status === "Delivered" ? "paid" : "unpaid",
    method: "cod",
  });

interface World {
  admin: TestCustomer;
  vendor: TestCustomer;
  asha: TestCustomer;
  ravi: TestCustomer;
  meera: TestCustomer;
}

async function world(db: DB): Promise<World> {
  const admin = await createCustomer(db, { role: "admin", name: "Asha Admin" });
  const vendor = await createCustomer(db, { role: "vendor", name: "Asha Vendor" });
  const asha = await customerAt(db, { name: "Asha Rao", email: "asha.rao@example.in", mobile: "9811111111" });
  const ravi = await customerAt(db, { name: "Ravi Kumar", email: "ravi.k@example.in", mobile: "9822222222" });
  const meera = await customerAt(db, {
    name: "Meera Iyer",
    email: "meera@mail.example",
    mobile: "9833333333",
  });
  await insertAddress(db, asha.id, "Pune");
  await insertAddress(db, asha.id, "Mumbai");
  return { admin, vendor, asha, ravi, meera };
}

Deno.test("admin customer calls: admins only, customers only, searched and paged on the server", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const w = await world(db);
    const list = async (query: string) => {
      const response = await apiAs(app, `/customers${query}`, w.admin);
      assert.equal(response.status, 200, query);
      const body = await response.json() as { _id: string; name: string; address: string | null }[];
      return { names: body.map((c) => c.name), total: Number(response.headers.get("x-total-count")), body };
    };

    await t.step("visitors 401, customers and vendors 403, on every path", async () => {
      for (const path of ["/api/users", "/api/users/", "/customers", `/customers/${w.asha.id}`]) {
        assert.equal((await apiAs(app, path, null)).status, 401, path);
        for (const who of [w.asha, w.vendor]) {
          const response = await apiAs(app, path, who);
          assert.equal(response.status, 403, path);
          assert.deepEqual(await response.json(), { message: "Only an administrator can do this." });
        }
      }
    });

    await t.step(
      "only customer accounts, newest first, with the first saved address; no password",
      async () => {
        for (const path of ["/api/users", "/api/users/", "/customers"]) {
          const response = await apiAs(app, path, w.admin);
          assert.equal(response.status, 200, path);
          assert.equal(response.headers.get("x-total-count"), "3");
          const body = await response.json();
          assert.deepEqual(body.map((c: { name: string }) => c.name), [
            "Meera Iyer",
            "Ravi Kumar",
            "Asha Rao",
          ]);
          assert.deepEqual(Object.keys(body[0]).sort(), ["_id", "address", "email", "mobile", "name"]);
          assert.equal(
            body[2].address,
            "12 MG Road, 2nd floor, Camp, Near the clock tower, Pune, Maharashtra 411001, India",
          );
          assert.equal(body[0].address, null);
          assert.doesNotMatch(JSON.stringify(body), /argon|password|hash/i);
        }
      },
    );

    await t.step("q searches name, email, mobile (any case, anywhere) and the start of the id", async () => {
      assert.deepEqual((await list("?q=asha")).names, ["Asha Rao"]);
      assert.deepEqual((await list("?q=RAO")).names, ["Asha Rao"]);
      assert.deepEqual((await list("?q=mail.example")).names, ["Meera Iyer"]);
      assert.deepEqual((await list("?q=example.in")).names, ["Ravi Kumar", "Asha Rao"]);
      assert.deepEqual((await list("?q=98222")).names, ["Ravi Kumar"]);
      assert.deepEqual((await list(`?q=${w.ravi.id}`)).names, ["Ravi Kumar"]);
      assert.deepEqual(
        (await list(`?q=${w.ravi.id.slice(0, 12).toUpperCase()}`)).names.includes("Ravi Kumar"),
        true,
      );
      assert.deepEqual(
        (await list(`?q=${encodeURIComponent(w.meera.id.slice(0, 5) + "...")}`)).names.includes("Meera Iyer"),
        true,
      );
      const none = await list("?q=nobody-here");
      assert.deepEqual(none.names, []);
      assert.equal(none.total, 0);
      // The admin and the vendor share "Asha" but are no customers.
      assert.equal((await list("?q=Asha")).total, 1);
      assert.deepEqual((await list("?q=100%25")).names, [], "LIKE wildcards are literal");
    });

    await t.step("paged by limit and page, the total of the search in X-Total-Count", async () => {
      const first = await list("?limit=2&page=1");
      assert.deepEqual(first.names, ["Meera Iyer", "Ravi Kumar"]);
      assert.equal(first.total, 3);
      assert.deepEqual((await list("?limit=2&page=2")).names, ["Asha Rao"]);
      assert.deepEqual((await list("?limit=2&page=3")).names, []);
      const searched = await list("?q=example.in&limit=1&page=2");
      assert.deepEqual(searched.names, ["Asha Rao"]);
      assert.equal(searched.total, 2);
    });

    await t.step("bad paging or an over-long search is a 400 with a message", async () => {
      for (const query of ["?limit=0", "?page=abc", `?q=${"x".repeat(101)}`]) {
        const response = await apiAs(app, `/customers${query}`, w.admin);
        assert.equal(response.status, 400, query);
        assert.match((await response.json()).message, /limit|page|q: at most 100 characters/);
      }
    });

    await t.step(
      "one customer; an unknown id, a vendor's or an admin's is 'Customer not found.'",
      async () => {
        const response = await apiAs(app, `/customers/${w.asha.id}`, w.admin);
        assert.equal(response.status, 200);
        assert.deepEqual(await response.json(), {
          _id: w.asha.id,
          name: "Asha Rao",
          email: "asha.rao@example.in",
          mobile: "9811111111",
          address: "12 MG Road, 2nd floor, Camp, Near the clock tower, Pune, Maharashtra 411001, India",
        });
        for (const id of [newId(), w.vendor.id, w.admin.id, "x".repeat(100)]) {
          const missing = await apiAs(app, `/customers/${id}`, w.admin);
          assert.equal(missing.status, 404, id);
          assert.deepEqual(await missing.json(), { message: "Customer not found." });
        }
      },
    );
  } finally {
    await close();
  }
});

Deno.test("/panel/customer: the list page, searched and paged on the server", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const w = await world(db);
    const page = async (path: string) => {
      const response = await pageAs(app, path, w.admin);
      const body = await response.text();
      assert.equal(response.status, 200, `${path}: ${pageText(body).slice(0, 200)}`);
      return body;
    };

    await t.step("visitors, customers and vendors are sent to /admin-login?next=", async () => {
      for (
        const path of [
          "/panel/customer",
          "/panel/Customer",
          "/panel/customer?q=asha",
          `/panel/customer/${w.asha.id}`,
        ]
      ) {
        for (const who of [null, w.asha, w.vendor]) {
          const response = await pageAs(app, path, who);
          assert.equal(response.status, 302, path);
          assert.equal(response.headers.get("location"), `/admin-login?next=${encodeURIComponent(path)}`);
        }
      }
    });

    await t.step("columns, short ids, the first address or '-', a view link; both spellings", async () => {
      for (const path of ["/panel/customer", "/panel/Customer"]) {
        const html = await page(path);
        const text = pageText(html);
        for (const label of ["ID", "Name", "Email Address", "Mobile No.", "Address", "Action"]) {
          assert.ok(html.includes(`scope="col" class="col-`) && text.includes(label), label);
        }
        const rows = tableRows(html);
        assert.equal(rows.length, 3);
        assert.ok(
          pageText(rows[0]).includes(
            `${w.meera.id.slice(0, 5)}... Meera Iyer meera@mail.example 9833333333 -`,
          ),
        );
        assert.ok(pageText(rows[2]).includes("Asha Rao asha.rao@example.in 9811111111 12 MG Road"));
        assert.ok(rows[2].includes(`href="/panel/customer/${w.asha.id}"`));
        assert.ok(!pageText(rows[2]).includes("Mumbai"), "only the first saved address");
        assert.ok(!text.includes("Loading customers..."), "a server-rendered list has no loading state");
      }
    });

    await t.step("search by each field with q, and the spec's empty text", async () => {
      const names = async (q: string) =>
        tableRows(await page(`/panel/customer?q=${encodeURIComponent(q)}`)).map((row) => pageText(row));
      assert.equal((await names("Ravi"))[0].includes("Ravi Kumar"), true);
      assert.equal((await names("Ravi")).length, 1);
      assert.equal((await names("mail.example")).length, 1);
      assert.equal((await names("9811111111"))[0].includes("Asha Rao"), true);
      assert.equal((await names(w.meera.id))[0].includes("Meera Iyer"), true);
      const none = await page("/panel/customer?q=zzzz");
      assert.ok(pageText(none).includes("No matching customers found."));
      assert.ok(none.includes('name="q"') && none.includes('value="zzzz"'), "the search box keeps the text");
    });

    await t.step("paged 20 to a page", async () => {
      for (let i = 0; i < 21; i++) {
        await customerAt(db, {
          name: `Bulk ${i}`,
          email: `bulk${i}@example.in`,
          mobile: `97000000${String(i).padStart(2, "0")}`,
        });
      }
      const first = await page("/panel/customer");
      assert.equal(tableRows(first).length, 20);
      assert.ok(pageText(first).includes("Bulk 20"));
      const second = tableRows(await page("/panel/customer?page=2")).map(pageText);
      assert.equal(second.length, 4);
      assert.ok(second[0].includes("Bulk 0"));
      assert.ok(second[3].includes("Asha Rao"));
      const searched = await page("/panel/customer?q=bulk1&page=1");
      assert.equal(tableRows(searched).length, 11, "bulk1, bulk10 … bulk19");
    });
  } finally {
    await close();
  }
});

Deno.test("/panel/customer/{id}: the card, 'User Spending' from real orders per month, the orders", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const w = await world(db);
    const store = await insertVendor(db, { store_name: "Kochi Gadget Point" });
    const page = async (path: string, status = 200) => {
      const response = await pageAs(app, path, w.admin);
      const body = await response.text();
      assert.equal(response.status, status, `${path}: ${pageText(body).slice(0, 200)}`);
      return body;
    };

    await t.step(
      "a customer without orders: '-' for what is missing, zero months, the empty text",
      async () => {
        const html = await page(`/panel/customer/${w.ravi.id}`);
        const text = pageText(html);
        assert.ok(text.includes("Name Ravi Kumar Email ravi.k@example.in Phone 9822222222 Address -"), text);
        assert.ok(text.includes("User Spending"));
        assert.ok(text.includes("No orders found for this customer."));
        const [chart] = islandProps(html, "SalesChart");
        const months = chart.months as { products: number; amount: number }[];
        assert.equal(months.length, 6);
        assert.ok(months.every((m) => m.products === 0 && m.amount === 0));
      },
    );

    await t.step(
      "months from this customer's real orders; cancelled, unpaid and others' orders not counted",
      async () => {
        const latest = await orderAt(db, w.asha, store, inMonth(0), [2, 1]);
        await orderAt(db, w.asha, store, inMonth(0), [4], "Confirmed");
        await orderAt(db, w.asha, store, inMonth(2), [5]);
        await orderAt(db, w.asha, store, inMonth(7), [9]); // older than 6 months
        await orderAt(db, w.asha, store, inMonth(0), [50], "Cancelled");
        await orderAt(db, w.asha, store, inMonth(1), [50], "Pending");
        await orderAt(db, w.ravi, store, inMonth(1), [70]);
        const html = await page(`/panel/customer/${w.asha.id}`);
        const [chart] = islandProps(html, "SalesChart");
        const thisMonth = indiaMonth();
        // The Confirmed order is cash on delivery, not yet paid: not counted.
        const expected = spendingSeries([
          { month: firstMonth(thisMonth, 3), orders: 1, items: 5, paise: 5 * 10050 },
          { month: thisMonth, orders: 1, items: 3, paise: 3 * 10050 },
        ], thisMonth);
        assert.deepEqual(chart.months, expected);
        assert.deepEqual(expected.map((m) => m.products), [0, 0, 0, 5, 0, 3]);
        assert.equal(expected[5].amount, 301.5);
        const text = pageText(html);
        assert.ok(text.includes("Address 12 MG Road, 2nd floor, Camp, Near the clock tower, Pune"));
        // The orders table: every order of hers, newest first, tracking id = last 7 characters.
        const rows = tableRows(html.split('id="orders"')[1]);
        assert.equal(rows.length, 6);
        assert.ok(html.includes(`>${latest.slice(-7)}<`));
        for (
          const label of ["Tracking ID", "Product", "Customer", "Date", "Amount", "Payment Method", "Status"]
        ) {
          assert.ok(text.includes(label), label);
        }
        const orderTexts = rows.map(pageText);
        assert.ok(
          orderTexts.some((row) =>
            row.includes("Asha Rao") && row.includes("₹301.50") && row.includes("Cash on Delivery") &&
            row.includes("Delivered")
          ),
          orderTexts.join("\n"),
        );
        assert.ok(!orderTexts.some((row) => row.includes("₹7,035.00")), "Ravi's order is not hers");
      },
    );

    await t.step("the orders are paged 10 to a page", async () => {
      for (let i = 0; i < 6; i++) await orderAt(db, w.asha, store, inMonth(3), [1]);
      const first = tableRows((await page(`/panel/customer/${w.asha.id}`)).split('id="orders"')[1]);
      assert.equal(first.length, 10);
      const second = tableRows((await page(`/panel/customer/${w.asha.id}?page=2`)).split('id="orders"')[1]);
      assert.equal(second.length, 2);
    });

    await t.step("'Customer not found.' (404) for an unknown id, a vendor or an admin", async () => {
      for (const id of [newId(), w.vendor.id, w.admin.id]) {
        const html = await page(`/panel/customer/${id}`, 404);
        assert.ok(pageText(html).includes("Customer not found."));
      }
    });
  } finally {
    await close();
  }
});

Deno.test("customer counts: exact up to 200 matches; a larger total is reused for 30 s", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const addCustomers = (from: number, count: number) =>
      sql`
        insert into users (id, name, email, mobile, password_hash, role)
        select lpad(to_hex(n), 24, '0'), 'Many ' || n, 'many' || n || '@example.in', '9800000000', 'x', 'customer'
        from generate_series(${from}::int, ${from + count - 1}::int) n
      `.execute(db);
    const total = async (query: string) => {
      const response = await apiAs(app, `/customers?limit=1${query}`, admin);
      assert.equal(response.status, 200);
      await response.body?.cancel();
      return Number(response.headers.get("x-total-count"));
    };
    await addCustomers(1, 150);
    assert.equal(await total(""), 150);
    await addCustomers(151, 100);
    assert.equal(await total(""), 250, "counted in full once over 200");
    assert.equal(await total("&q=Many%2012"), 11, "Many 12, Many 120 … Many 129: exact");
    await addCustomers(251, 5);
    assert.equal(await total(""), 250, "the big total is reused for a while");
    assert.equal(await total("&q=Many%2025"), 7, "small counts stay exact: Many 25, 250 … 255");
  } finally {
    await close();
  }
});
