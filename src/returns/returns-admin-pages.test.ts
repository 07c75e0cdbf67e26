/**
 * The admin's side of returns, rendered on the server: /panel/returns lists every store's requests,
 * escalations first, filtered by status (or all open ones) and reason, with each row's order, store,
 * customer, items, status and refund; only admins see it. The admin's order page shows the order's
 * requests with the decision on an escalation and, for a cash-on-delivery refund due, where to pay it in
 * full and 'Record transfer'. The dashboards count open returns (the admin's calling out escalations), and
 * the store's pages show its return rate over 90 days.
 */
import assert from "node:assert/strict";
import type { DB, ReturnReason, ReturnStatus } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { insertVendor, type VendorFixture } from "../../tests/fixtures.ts";
import { createCustomer, type TestCustomer } from "../../tests/customers.ts";
import { createStoreAccount } from "../../tests/orders.ts";
import { insertOrderFixture } from "../orders/admin-orders/admin-orders.fixtures.ts";
import { newId } from "../core/ids.ts";
import { now } from "../core/clock.ts";
import { returnNumber } from "./returns.rules.ts";

const DAY = 86_400_000;

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

/** The body rows of the page's first data table (not its empty text's row). */
const tableRows = (page: string) =>
  (page.split("<tbody>")[1] ?? "").split("</tbody>")[0].split("<tr").slice(1)
    .filter((row) => !row.startsWith(' class="data-table-empty"'));

function islandProps(fragment: string, name: string): Record<string, unknown>[] {
  return [...fragment.matchAll(new RegExp(`data-island="${name}" data-props="([^"]*)"`, "g"))].map((m) =>
    JSON.parse(m[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&#x27;/g, "'"))
  );
}

interface ReturnFixture {
  order: { id: string };
  store: VendorFixture;
  status: ReturnStatus;
  reason: ReturnReason;
  /** Days before now it was requested. */
  daysAgo: number;
  item?: { name: string; quantity: number };
  refund?: { paise: number; status: "due" | "refunded" };
  /** Cash on delivery: where the refund goes. */
  bank?: { accountNumber: string; ifsc: string; accountName: string };
}

/**
 * A request as the steps before would have left it, written straight into the tables (the pages read
 * them; the service's own tests take the steps).
 */
async function insertReturn(db: DB, fixture: ReturnFixture): Promise<{ id: string; number: string }> {
  const at = new Date(now().getTime() - fixture.daysAgo * DAY);
  const id = newId(at.getTime());
  const rejected = ["rejected", "escalated", "closed"].includes(fixture.status);
  await db.insertInto("returns").values({
    id,
    order_id: fixture.order.id,
    vendor_id: fixture.store.id,
    customer_id: null,
    status: fixture.status,
    reason: fixture.reason,
    comment: "The screen arrived cracked.",
    refund_method: fixture.bank ? "bank" : "gateway",
    refund_account_number: fixture.bank?.accountNumber ?? null,
    refund_ifsc: fixture.bank?.ifsc ?? null,
    refund_account_name: fixture.bank?.accountName ?? null,
    refund_upi: null,
    requested_at: at,
    respond_by: new Date(at.getTime() + 2 * DAY),
    rejected_at: rejected ? new Date(at.getTime() + DAY / 2) : null,
    reject_reason: rejected ? "The seal is broken: used by the customer." : null,
    escalate_by: rejected ? new Date(at.getTime() + 7.5 * DAY) : null,
    escalated_at: fixture.status === "escalated" ? new Date(at.getTime() + DAY) : null,
    escalation_comment: fixture.status === "escalated" ? "It was cracked in the box, see the photos." : null,
    accepted_at: ["accepted", "received", "refunded"].includes(fixture.status) ? at : null,
    accepted_by: ["accepted", "received", "refunded"].includes(fixture.status) ? "vendor" : null,
    received_at: ["received", "refunded"].includes(fixture.status) ? at : null,
    restocked: ["received", "refunded"].includes(fixture.status) ? false : null,
    refund_paise: fixture.refund?.paise ?? null,
    refund_status: fixture.refund?.status ?? "none",
    refund_id: fixture.refund?.status === "refunded" ? "rfnd_TEST123" : null,
    refunded_at: fixture.refund?.status === "refunded" ? at : null,
    updated_at: at,
  }).execute();
  const item = fixture.item ?? { name: "Redmi Note 13", quantity: 1 };
  await db.insertInto("return_items").values({
    return_id: id,
    order_id: fixture.order.id,
    position: 0,
    product_id: null,
    name: item.name,
    quantity: item.quantity,
    refund_paise: fixture.refund?.paise ?? null,
    open: !["refunded", "closed"].includes(fixture.status),
  }).execute();
  await db.insertInto("return_events").values({
    return_id: id,
    status: "requested",
    actor_role: "customer",
    note: "",
    at,
  }).execute();
  return { id, number: returnNumber(id) };
}

async function deliveredOrder(
  db: DB,
  store: VendorFixture,
  customerName: string,
  daysAgo: number,
  cod = false,
) {
  const order = await insertOrderFixture(db, {
    vendor: store,
    customerName,
    status: "Delivered",
    paymentStatus: cod ? "unpaid" : "paid",
    paymentMethod: cod ? "cod" : "card",
    items: [{ name: "Redmi Note 13", quantity: 2, pricePaise: 1_799_900 }],
    createdAt: new Date(now().getTime() - (daysAgo + 3) * DAY),
  });
  await db.updateTable("orders").set({ delivered_at: new Date(now().getTime() - daysAgo * DAY) })
    .where("id", "=", order.id).execute();
  return order;
}

async function world(db: DB) {
  const phones = await insertVendor(db, { store_name: "Phone Bazaar" });
  const kirana = await insertVendor(db, { store_name: "Kirana Express" });
  const audio = await insertVendor(db, { store_name: "SoundWave Audio" });
  const o1 = await deliveredOrder(db, phones, "Asha Verma", 5);
  const o2 = await deliveredOrder(db, kirana, "Ravi Kumar", 6, true);
  const o3 = await deliveredOrder(db, audio, "Meena Iyer", 4);
  const o4 = await deliveredOrder(db, phones, "Kiran Rao", 3);
  // Another delivered order of Phone Bazaar without a return, and one delivered long ago (out of 90 days).
  await deliveredOrder(db, phones, "Anil Shah", 2);
  await deliveredOrder(db, phones, "Old Buyer", 120);
  const requested = await insertReturn(db, {
    order: o1,
    store: phones,
    status: "requested",
    reason: "damaged",
    daysAgo: 1,
  });
  const escalated = await insertReturn(db, {
    order: o2,
    store: kirana,
    status: "escalated",
    reason: "not_as_described",
    daysAgo: 3,
    item: { name: "Basmati Rice 5 kg", quantity: 1 },
  });
  const refunded = await insertReturn(db, {
    order: o3,
    store: audio,
    status: "refunded",
    reason: "defective",
    daysAgo: 0.5,
    refund: { paise: 1_799_900, status: "refunded" },
  });
  const missing = await insertReturn(db, {
    order: o4,
    store: phones,
    status: "rejected",
    reason: "missing",
    daysAgo: 2,
  });
  return { phones, kirana, audio, o2, requested, escalated, refunded, missing };
}

Deno.test("admin returns page: every store's requests, escalations first, filters, only admins", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const w = await world(db);

    await t.step("only admins: visitors, shoppers and stores are sent to /admin-login", async () => {
      const store = await createStoreAccount(db, w.phones.id);
      for (const who of [null, await createCustomer(db), store]) {
        const response = await pageAs(app, "/panel/returns", who);
        assert.equal(response.status, 302);
        assert.equal(response.headers.get("location"), "/admin-login?next=%2Fpanel%2Freturns");
      }
    });

    await t.step("the list: escalations first, then open ones, then the rest, newest first", async () => {
      const page = await html(app, "/panel/returns", admin);
      assert.ok(
        page.includes('href="/panel/returns"') && pageText(page).includes("Returns"),
        "in the sidebar",
      );
      const rows = tableRows(page);
      assert.equal(rows.length, 4);
      const order = rows.map((row) =>
        [w.escalated, w.requested, w.missing, w.refunded].find((r) => row.includes(r.number))
      );
      // Escalated first; requested (open, waiting on the store) before the rejection; the refund last.
      assert.deepEqual(order.map((r) => r?.number), [
        w.escalated.number,
        w.requested.number,
        w.missing.number,
        w.refunded.number,
      ]);
      const first = pageText(rows[0]);
      for (
        const text of [
          w.escalated.number,
          "Kirana Express",
          "Ravi Kumar",
          "Not as described",
          "Basmati Rice 5 kg × 1",
          "Escalated to SwiftCart",
        ]
      ) assert.ok(first.includes(text), `the escalated row shows ${text}: ${first}`);
      assert.ok(
        rows[0].includes(`href="/panel/order/${w.o2.id}"`),
        "the order links to the admin's order page",
      );
      assert.ok(
        rows[0].includes(`href="/panel/order/${w.o2.id}#return-${w.escalated.id}"`),
        "the number too",
      );
      assert.ok(rows[0].includes(`href="/vendordetails/${w.kirana.id}"`), "the store links to its page");
      const done = pageText(rows[3]);
      assert.ok(done.includes("₹17,999.00") && done.includes("Refunded"), done);
      // The tiles: open (requested, escalated; a rejection waits on the shopper) and escalated.
      assert.match(page, /data-testid="returns-open"[^]*?<p class="stat-value">2<\/p>/);
      assert.match(page, /data-testid="returns-escalated"[^]*?<p class="stat-value">1<\/p>/);
      assert.ok(page.includes('data-testid="returns-escalated-notice"'));
    });

    await t.step("filters: a status, the open ones, a reason; an unknown value lists all", async () => {
      const only = async (path: string) =>
        tableRows(await html(app, path, admin)).map((row) =>
          [w.escalated, w.requested, w.missing, w.refunded].find((r) => row.includes(r.number))?.number
        );
      assert.deepEqual(await only("/panel/returns?status=escalated"), [w.escalated.number]);
      assert.deepEqual(await only("/panel/returns?status=refunded"), [w.refunded.number]);
      assert.deepEqual(await only("/panel/returns?reason=missing"), [w.missing.number]);
      assert.deepEqual(await only("/panel/returns?status=refunded&reason=missing"), []);
      assert.deepEqual(
        (await only("/panel/returns?status=open")).sort(),
        [
          w.escalated.number,
          w.requested.number,
          w.missing.number,
        ].sort(),
      );
      assert.equal((await only("/panel/returns?status=bogus&reason=nope")).length, 4);
      const page = await html(app, "/panel/returns?status=refunded&reason=missing", admin);
      assert.ok(pageText(page).includes("No return request matches."));
      assert.match(page, /<option value="refunded" selected="">/);
      assert.match(page, /<option value="missing" selected="">/);
    });
  } finally {
    await close();
  }
});

Deno.test("admin order page: the order's requests, the decision on an escalation, where a COD refund goes", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const store = await insertVendor(db, { store_name: "Kirana Express" });
    const order = await deliveredOrder(db, store, "Ravi Kumar", 6, true);
    const escalated = await insertReturn(db, {
      order,
      store,
      status: "escalated",
      reason: "damaged",
      daysAgo: 3,
      bank: { accountNumber: "002301234567", ifsc: "HDFC0001234", accountName: "Ravi Kumar" },
    });
    const page = await html(app, `/panel/order/${order.id}`, admin);
    const text = pageText(page);
    for (
      const shown of [
        "Returns and claims (1)",
        escalated.number,
        "Escalated to SwiftCart",
        "Damaged in transit",
        "The seal is broken: used by the customer.",
        "It was cracked in the box, see the photos.",
        // Cash on delivery: the account in full, for the admin to pay.
        "002301234567",
        "HDFC0001234",
      ]
    ) assert.ok(text.includes(shown), `the order page shows ${shown}`);
    assert.ok(page.includes(`id="return-${escalated.id}"`), "the Returns list's link lands on the request");
    const [decision] = islandProps(page, "ReturnDecision");
    assert.equal(decision.returnId, escalated.id);
    assert.equal(decision.decide, true);

    // The admin approved; the goods came back: the refund is owed by transfer.
    await db.updateTable("returns").set({
      status: "received",
      decided_at: now(),
      admin_note: "The photos show transit damage.",
      received_at: now(),
      refund_paise: 1_799_900,
      refund_status: "due",
    }).where("id", "=", escalated.id).execute();
    const due = await html(app, `/panel/order/${order.id}`, admin);
    assert.ok(pageText(due).includes("The photos show transit damage."));
    assert.ok(pageText(due).includes("₹17,999.00"));
    const [refund] = islandProps(due, "ReturnDecision");
    assert.equal(refund.decide, false);
    assert.deepEqual(refund.refund, { byTransfer: true, amount: "₹17,999.00", failed: false });
  } finally {
    await close();
  }
});

Deno.test("dashboards: open returns, escalations called out, the store's return rate", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const w = await world(db);

    await t.step("the admin's dashboard and its JSON", async () => {
      const page = await html(app, "/admin", admin);
      assert.match(page, /data-testid="open-returns"[^]*?<p class="stat-value">2<\/p>/);
      assert.match(page, /<a href="\/panel\/returns">Open returns<\/a>/);
      assert.ok(page.includes('data-testid="returns-escalated"'), "the escalation is called out");
      assert.ok(page.includes('href="/panel/returns?status=escalated"'));
      const json = await app.request("/api/admin/dashboard", {
        headers: { cookie: admin.cookie, accept: "application/json" },
      });
      assert.equal(json.status, 200);
      assert.deepEqual((await json.json()).openReturns, { open: 2, escalated: 1 });
    });

    await t.step("the store's dashboard: its requests waiting on it, its return rate", async () => {
      const seller = await createStoreAccount(db, w.phones.id);
      const page = await html(app, "/vendor-dashboard", seller);
      // Phone Bazaar: the requested one waits on it (the rejection waits on the shopper).
      assert.match(page, /data-testid="open-returns"[^]*?<p class="stat-value">1<\/p>/);
      assert.match(page, /<a href="\/vendor-returns">Open returns<\/a>/);
      // 3 delivered in 90 days (the one of 120 days ago is not), 1 with a return not rejected.
      assert.match(pageText(page), /Return rate 33\.3% over 90 days/);
    });

    await t.step("the admin's store page: the return rate over 90 days", async () => {
      const page = await html(app, `/vendordetails/${w.phones.id}`, admin);
      const text = pageText(page);
      assert.ok(text.includes("33.3% return rate, last 90 days"), text);
      assert.ok(text.includes("1 of 3 orders delivered in the last 90 days has a return (33.3%)."), text);
      assert.ok(text.includes("1 request waits on the store"), text);
      const quiet = await insertVendor(db, { store_name: "Quiet Store" });
      const none = pageText(await html(app, `/vendordetails/${quiet.id}`, admin));
      assert.ok(none.includes("No order was delivered in the last 90 days."), none);
    });
  } finally {
    await close();
  }
});
