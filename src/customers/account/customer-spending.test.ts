/**
 * The admin's 'User Spending' on /panel/customer/{id}: rupees spent per month on the orders paid for (paid
 * online, or cash on delivery once delivered); the total is the sum of the months to the paisa and of the
 * orders counted; Pending, unpaid cash-on-delivery and cancelled or refunded orders are left out, and the
 * page says so.
 */
import assert from "node:assert/strict";
import type { DB, OrderStatus, PaymentMethod, PaymentStatus } from "../../../db/database.ts";
import { createTestApp } from "../../../tests/helpers.ts";
import { insertVendor, type VendorFixture } from "../../../tests/fixtures.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { formatPaise } from "../../core/money.ts";
import { type SpendingMonth, SPENT_ORDERS_TEXT } from "./customer-spending.ts";
import { inMonth, placeOrder } from "./customer-spending.fixtures.ts";

const pageText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

function chartMonths(page: string): SpendingMonth[] {
  const match = /data-island="SalesChart" data-props="([^"]*)"/.exec(page);
  assert.ok(match, "the page renders the chart");
  return JSON.parse(match[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&#x27;/g, "'")).months;
}

interface Placed {
  back: number;
  paise: number;
  quantity: number;
  status: OrderStatus;
  payment: PaymentStatus;
  method?: PaymentMethod;
}

const placed = (db: DB, who: TestCustomer, store: VendorFixture, o: Placed) =>
  placeOrder(db, who, store, {
    at: inMonth(o.back),
    lines: [{ name: "Power bank", quantity: o.quantity, paise: o.paise }],
    status: o.status,
    payment: o.payment,
    method: o.method ?? (o.payment === "unpaid" ? "cod" : "card"),
  });

Deno.test("'User Spending': rupees per month of the orders paid for; the total is their sum to the paisa", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const asha = await createCustomer(db, { name: "Asha Rao" });
    const store = await insertVendor(db);
    const counted: Placed[] = [
      { back: 0, paise: 129_951, quantity: 1, status: "Delivered", payment: "paid", method: "cod" },
      { back: 0, paise: 33, quantity: 3, status: "Confirmed", payment: "paid" },
      { back: 2, paise: 1_234_567, quantity: 2, status: "Shipped", payment: "paid" },
      { back: 5, paise: 10_001, quantity: 1, status: "Delivered", payment: "paid" },
    ];
    const leftOut: Placed[] = [
      // Cash on delivery not yet delivered: nothing paid.
      { back: 0, paise: 500_000, quantity: 5, status: "Confirmed", payment: "unpaid" },
      { back: 1, paise: 70_000, quantity: 7, status: "Shipped", payment: "unpaid" },
      // Awaiting its online payment.
      { back: 1, paise: 80_000, quantity: 8, status: "Pending", payment: "unpaid", method: "card" },
      // Cancelled: refunded, refund due, never paid.
      { back: 2, paise: 90_000, quantity: 9, status: "Cancelled", payment: "refunded" },
      { back: 3, paise: 90_001, quantity: 9, status: "Cancelled", payment: "refund_due" },
      { back: 3, paise: 90_002, quantity: 9, status: "Cancelled", payment: "unpaid" },
      // Older than the 6 months shown.
      { back: 6, paise: 99_999, quantity: 1, status: "Delivered", payment: "paid" },
    ];
    for (const o of [...counted, ...leftOut]) await placed(db, asha, store, o);

    const res = await app.request(`/panel/customer/${asha.id}`, {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    assert.equal(res.status, 200);
    const html = await res.text();
    const months = chartMonths(html);
    assert.equal(months.length, 6);

    // The chart plots rupees: each month's amount is its paise / 100, from the counted orders only.
    const expected = [5, 4, 3, 2, 1, 0].map((back) => counted.filter((o) => o.back === back));
    assert.deepEqual(months.map((m) => m.paise), expected.map((os) => os.reduce((s, o) => s + o.paise, 0)));
    assert.deepEqual(months.map((m) => m.amount), months.map((m) => m.paise / 100));
    assert.deepEqual(months.map((m) => m.orders), expected.map((os) => os.length));
    assert.deepEqual(
      months.map((m) => m.products),
      expected.map((os) => os.reduce((s, o) => s + o.quantity, 0)),
    );

    // The total: the months' sum, to the paisa, and the counted orders' sum; it says how many orders.
    const totalPaise = counted.reduce((s, o) => s + o.paise, 0);
    assert.equal(months.reduce((s, m) => s + m.paise, 0), totalPaise);
    assert.equal(totalPaise, 1_374_552);
    const text = pageText(html);
    const total = /data-testid="spending-total">([\s\S]*?)<\/p>/.exec(html);
    assert.ok(total);
    assert.match(
      pageText(total[1]),
      new RegExp(`^ ?${formatPaise(totalPaise).replace(/[.$]/g, "\\$&")} spent on 4 orders \\(7 products\\)`),
    );
    assert.equal(formatPaise(totalPaise), "₹13,745.52");
    // What is counted, said beside the chart; no claim the total contradicts.
    assert.ok(text.includes(SPENT_ORDERS_TEXT), text);
    assert.ok(!text.includes("unpaid orders excluded"));
    // The monthly figures: rupees per month.
    assert.ok(text.includes("Rupees spent per month"));
    assert.ok(text.includes(formatPaise(1_234_567)));
  } finally {
    await close();
  }
});
