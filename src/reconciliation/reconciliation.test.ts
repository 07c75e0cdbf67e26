import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { insertVendor, parseExact } from "../../tests/fixtures.ts";
import { call } from "../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../tests/customers.ts";
import { insertOrderFixture } from "../orders/admin-orders/admin-orders.fixtures.ts";
import { advanceOrder, cancelOrder, type OrderViewer } from "../orders/orders.service.ts";
import { resetClock, setClock } from "../core/clock.ts";
import { runSettlementWeek } from "../settlements/run/settlement-run.service.ts";
import { ReconciliationSchema } from "./reconciliation.schema.ts";
import { BAD_PERIOD } from "./reconciliation.service.ts";

/** A moment in November 2026, India time. */
const ist = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 0) - 330 * 60_000);

interface World {
  t: TestApp;
  admin: TestCustomer;
  adminViewer: OrderViewer;
  prepaid: string;
  cod: string;
}

/**
 * A Maharashtra store (PAN on record) with two orders to Pune (within the state), commission 10 %:
 * ₹1,000 paid by card and ₹500 cash on delivery, both delivered Monday 2 November at 10:00. Their return
 * window ends on 9 November, so the week ending 15 November settles them: ₹876 − ₹62 = ₹814 payable,
 * paid on 17 November. The prepaid order is refunded by the admin on 20 November.
 */
async function world(): Promise<World> {
  const t = await createTestApp();
  const admin = await createCustomer(t.db, { role: "admin" });
  const adminViewer: OrderViewer = { id: admin.id, role: "admin", vendor_id: null };
  const store = await insertVendor(t.db, { gstin: "27AAPFU0939F1ZV", pan: "AAPFU0939F" });
  const order = (pricePaise: number, cod: boolean) =>
    insertOrderFixture(t.db, {
      vendor: store,
      items: [{ name: "Phone", quantity: 1, pricePaise }],
      status: "Shipped",
      ...(cod ? { paymentMethod: "cod" as const } : { paymentStatus: "paid" as const }),
    });
  const prepaid = (await order(100_000, false)).id;
  const cod = (await order(50_000, true)).id;
  // The fixture's commission is 5 %: made 10 % as if frozen at checkout.
  await t.db.updateTable("order_items").set((eb) => ({
    commission_bp: 1000,
    commission_paise: eb("line_paise", "/", 10),
  }))
    .where("order_id", "in", [prepaid, cod]).execute();
  setClock(ist(2, 10));
  for (const id of [prepaid, cod]) {
    await advanceOrder(t.db, adminViewer, id, { status: "Delivered" });
    // The order's stamp is the database's clock; the ledger's is the app's: both at the same moment.
    await t.db.updateTable("orders").set({ delivered_at: ist(2, 10) }).where("id", "=", id).execute();
  }
  setClock(ist(16, 3));
  await runSettlementWeek(t.db, "2026-11-15", "schedule");
  setClock(ist(17, 12));
  await t.db.updateTable("settlements")
    .set({ status: "paid", utr: "HDFCN52026111712", paid_at: ist(17, 12), paid_by: admin.id })
    .where("status", "=", "payable").execute();
  setClock(ist(20, 15));
  await cancelOrder(t.db, adminViewer, prepaid);
  resetClock();
  return { t, admin, adminViewer, prepaid, cod };
}

async function reconciliation(w: World, from: string, to: string) {
  const response = await call(w.t.app, "GET", `/api/admin/reconciliation?from=${from}&to=${to}`, w.admin);
  assert.equal(response.status, 200, await response.clone().text());
  return parseExact(ReconciliationSchema, await response.json());
}

Deno.test("reconciliation API: every figure of a period, in rupees, and a difference of 0", async (t) => {
  const w = await world();
  try {
    await t.step(
      "the month: collected = payouts + cash kept + change owed + commission, GST, TCS, TDS, refunds",
      async () => {
        const r = await reconciliation(w, "2026-11-01", "2026-11-30");
        assert.deepEqual(r, {
          from: "2026-11-01",
          to: "2026-11-30",
          moneyCollected: { total: 1500, prepaid: 1000, cashOnDelivery: 500, orders: 2 },
          payoutsToStores: { total: 814, statements: 1 },
          cashKeptByStores: 500,
          balancesOwedAtStart: { total: 0, ledgerBalance: 0, payableUnpaid: 0 },
          // The refund after payment: the store owes back its ₹876 net of the prepaid order.
          balancesOwedAtEnd: { total: -876, ledgerBalance: -876, payableUnpaid: 0 },
          // ₹100 + ₹50 commission, the prepaid order's ₹100 back with its refund: net of reversals.
          commission: 50,
          commissionGst: 9,
          tcs: 2.5,
          tds: 0.5,
          refunds: 1000,
          adjustments: 0,
          difference: 0,
        });
      },
    );

    await t.step("the week of delivery: nothing paid yet, all of it owed or kept", async () => {
      const r = await reconciliation(w, "2026-11-02", "2026-11-08");
      assert.equal(r.moneyCollected.total, 1500);
      assert.equal(r.payoutsToStores.total, 0);
      assert.deepEqual(r.balancesOwedAtEnd, { total: 814, ledgerBalance: 814, payableUnpaid: 0 });
      assert.deepEqual([r.commission, r.commissionGst, r.tcs, r.tds], [150, 27, 7.5, 1.5]);
      assert.equal(r.difference, 0);
    });

    await t.step(
      "the run's day: the payable moves from the ledger's balance to set aside, unpaid",
      async () => {
        const r = await reconciliation(w, "2026-11-16", "2026-11-16");
        assert.equal(r.moneyCollected.total, 0);
        assert.deepEqual(r.balancesOwedAtStart, { total: 814, ledgerBalance: 814, payableUnpaid: 0 });
        assert.deepEqual(r.balancesOwedAtEnd, { total: 814, ledgerBalance: 0, payableUnpaid: 814 });
        assert.equal(r.difference, 0);
      },
    );

    await t.step("the payment's day: an earlier delivery's payout, paid inside the period", async () => {
      const r = await reconciliation(w, "2026-11-17", "2026-11-17");
      assert.deepEqual(r.payoutsToStores, { total: 814, statements: 1 });
      assert.equal(r.balancesOwedAtEnd.total - r.balancesOwedAtStart.total, -814);
      assert.equal(r.difference, 0);
    });

    await t.step("the refund's day: the sale and its commission and taxes come back", async () => {
      const r = await reconciliation(w, "2026-11-20", "2026-11-20");
      assert.deepEqual([r.refunds, r.commission, r.commissionGst, r.tcs, r.tds], [1000, -100, -18, -5, -1]);
      assert.equal(r.balancesOwedAtEnd.total - r.balancesOwedAtStart.total, -876);
      assert.equal(r.difference, 0);
    });

    await t.step("an order delivered without its sale in the ledger shows as a difference", async () => {
      const store = await insertVendor(w.t.db);
      const stray = await insertOrderFixture(w.t.db, {
        vendor: store,
        items: [{ name: "Tea", quantity: 1, pricePaise: 24_500 }],
        status: "Delivered",
        paymentMethod: "cod",
      });
      await w.t.db.updateTable("orders").set({ delivered_at: ist(25, 9) }).where("id", "=", stray.id)
        .execute();
      const r = await reconciliation(w, "2026-11-25", "2026-11-25");
      assert.equal(r.moneyCollected.cashOnDelivery, 245);
      assert.equal(r.difference, 245);
    });
  } finally {
    resetClock();
    await w.t.close();
  }
});

Deno.test("reconciliation API: admins only; bad dates and from after to are 400", async () => {
  const t = await createTestApp();
  try {
    const admin = await createCustomer(t.db, { role: "admin" });
    const vendor = await createCustomer(t.db, { role: "vendor" });
    const customer = await createCustomer(t.db);
    const path = "/api/admin/reconciliation?from=2026-11-01&to=2026-11-30";
    assert.equal((await call(t.app, "GET", path, null)).status, 401);
    assert.equal((await call(t.app, "GET", path, customer)).status, 403);
    assert.equal((await call(t.app, "GET", path, vendor)).status, 403);
    for (
      const [query, message] of [
        ["from=2026-02-30&to=2026-03-01", /from: must be a calendar date/],
        ["from=2026-11-01&to=30-11-2026", /to: must be a calendar date/],
        ["from=2026-11-01", /to: /],
        ["to=2026-11-01", /from: /],
        ["from=2026-12-01&to=2026-11-30", new RegExp(BAD_PERIOD)],
      ] as const
    ) {
      const response = await call(t.app, "GET", `/api/admin/reconciliation?${query}`, admin);
      assert.equal(response.status, 400, query);
      assert.match((await response.json()).message, message);
    }
    const empty = await call(t.app, "GET", "/api/admin/reconciliation?from=2026-11-01&to=2026-11-01", admin);
    assert.equal(empty.status, 200);
    assert.equal((await empty.json()).difference, 0);
  } finally {
    await t.close();
  }
});

Deno.test("reconciliation page: the figures as a table with the check; a bad period says why", async () => {
  const w = await world();
  try {
    const page = (query: string, who: TestCustomer) =>
      w.t.app.request(`/panel/reconciliation${query}`, {
        headers: { cookie: who.cookie, accept: "text/html" },
      });
    const response = await page("?from=2026-11-01&to=2026-11-30", w.admin);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /Reconciliation/);
    assert.match(html, /data-testid="reconciliation-check"[^>]*>[\s\S]*?Balanced/);
    for (
      const figure of ["Money collected", "Payouts to stores", "Cash kept by stores", "TCS", "TDS", "Refunds"]
    ) {
      assert.ok(html.includes(figure), figure);
    }
    assert.ok(html.includes("₹1,500.00"));
    assert.ok(html.includes("₹814.00"));
    assert.ok(html.includes('href="/panel/reconciliation"'), "in the admin's sidebar");

    const quiet = await (await page("?from=2026-10-01&to=2026-10-31", w.admin)).text();
    assert.ok(quiet.includes("Balanced") && !quiet.includes("-₹0.00"), "nothing in October: zeros, never −0");

    const bad = await (await page("?from=2026-12-01&to=2026-11-01", w.admin)).text();
    assert.ok(bad.includes(BAD_PERIOD));

    const vendor = await createCustomer(w.t.db, { role: "vendor" });
    assert.notEqual((await page("", vendor)).status, 200, "not for a store");
  } finally {
    await w.t.close();
  }
});
