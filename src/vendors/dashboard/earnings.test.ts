/**
 * The dashboard's earnings: each of the last 12 settlement weeks' sales equal the sum of the sale entries of
 * the deliveries that week (India time, to the minute at the week's edges) and its payouts the net payable
 * of that week's paid statements; other stores, reversals, unpaid statements and older weeks count for
 * nothing. The dashboard shows the chart and the ledger's balance. Runs on PGlite, and on PostgreSQL with
 * DATABASE_URL.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../../../tests/helpers.ts";
import { createVendorAccount } from "../auth/vendor-auth.fixtures.ts";
import { insertDelivery, insertStatement } from "../../settlements/issues/statement.fixtures.ts";
import { indiaMidnight, resetClock, setClock, settlementWeek } from "../../core/clock.ts";
import { insertEvent, storeBalance } from "../../ledger/ledger.queries.ts";
import { newId } from "../../core/ids.ts";
import { toRupees } from "../../core/money.ts";
import { EARNINGS_WEEKS, earningsByWeek, earningsWeekEndings } from "./earnings.queries.ts";
import { recordDelivery } from "../../ledger/ledger.service.ts";
import { runSettlementWeek } from "../../settlements/run/settlement-run.service.ts";
import { markStatementPaid } from "../../settlements/admin/admin-settlements.service.ts";
import { insertOrderFixture } from "../../orders/admin-orders/admin-orders.fixtures.ts";
import { createCustomer } from "../../../tests/customers.ts";

const NOW = new Date("2026-11-25T06:00:00Z"); // a Wednesday; the current week ends on Sunday 29 Nov
const MINUTE = 60_000;

Deno.test("earnings: the 12 weeks' sales and payouts equal the ledger's sums, weeks in India time", async () => {
  const t = await createTestApp();
  setClock(NOW);
  try {
    const [store, other] = await Promise.all([
      createVendorAccount(t.db, { storeName: "Sharma Electronics" }),
      createVendorAccount(t.db),
    ]);
    const ref = (s: typeof store) => ({ id: s.vendorId, email: s.email, store_name: s.storeName });
    const endings = earningsWeekEndings(NOW);
    assert.equal(endings.length, EARNINGS_WEEKS);
    assert.equal(endings[EARNINGS_WEEKS - 1], "2026-11-29");
    assert.equal(endings[0], "2026-09-13");

    // Deliveries: at the very edges of weeks (IST), in the middle, before the 12 weeks, and another store's.
    const moments = [
      new Date(indiaMidnight("2026-09-07").getTime() - MINUTE), // Sunday 23:59 IST: the week before the 12
      indiaMidnight("2026-09-07"), // Monday 00:00 IST: the first of the 12 weeks
      new Date(indiaMidnight("2026-10-05").getTime() - MINUTE), // Sunday 4 Oct 23:59 IST
      indiaMidnight("2026-10-05"), // Monday 5 Oct 00:00 IST
      new Date("2026-10-14T12:00:00Z"),
      new Date("2026-10-14T20:00:00Z"), // Thursday 01:30 IST, still that week
      new Date("2026-11-02T09:00:00Z"),
      new Date("2026-11-24T09:00:00Z"), // this week
    ];
    const deliveries = [];
    for (const [i, at] of moments.entries()) {
      deliveries.push(await insertDelivery(t.db, ref(store), at, 100_000 + i * 12_345, { cod: i % 3 === 2 }));
    }
    await insertDelivery(t.db, ref(other), new Date("2026-10-14T12:00:00Z"), 999_900);
    // A reversal of one sale: a refund entry, not a sale, so the week's sales stay as delivered.
    await insertEvent(t.db, {
      id: newId(),
      vendorId: store.vendorId,
      orderId: deliveries[4].orderId,
      kind: "reversal",
      occurredAt: new Date("2026-10-20T09:00:00Z"),
      availableAt: new Date("2026-10-20T09:00:00Z"),
    }, [{ kind: "refund", amount: -deliveries[4].drafts[0].amount, basis: { base: 0, lines: [] } }]);

    // Statements: two paid, one payable (not paid yet: no payout), the other store's paid.
    const paid1 = await insertStatement(t.db, store.vendorId, "2026-10-18", [
      deliveries[0].eventId,
      deliveries[1].eventId,
      deliveries[2].eventId,
    ], { status: "paid" });
    const paid2 = await insertStatement(t.db, store.vendorId, "2026-10-25", [deliveries[3].eventId], {
      status: "paid",
    });
    await insertStatement(t.db, store.vendorId, "2026-11-01", [deliveries[4].eventId, deliveries[5].eventId]);
    await insertStatement(t.db, other.vendorId, "2026-10-25", [], { status: "paid" });
    assert.ok(paid1.netPayable > 0 && paid2.netPayable > 0);

    const weeks = await earningsByWeek(t.db, store.vendorId, NOW);
    assert.deepEqual(weeks.map((w) => w.weekEnding), endings);

    // What the ledger says, summed here entry by entry.
    const sales = new Map<string, number>();
    const entries = await t.db.selectFrom("ledger_entries as x").innerJoin(
      "ledger_events as e",
      "e.id",
      "x.event_id",
    )
      .select(["x.amount_paise", "e.occurred_at"]).where("x.vendor_id", "=", store.vendorId)
      .where("x.kind", "=", "sale").where("e.kind", "=", "delivery").execute();
    for (const entry of entries) {
      const week = settlementWeek(new Date(entry.occurred_at)).weekEnding;
      sales.set(week, (sales.get(week) ?? 0) + entry.amount_paise);
    }
    const payouts = new Map<string, number>();
    const statements = await t.db.selectFrom("settlements").select(["week_ending", "net_payable_paise"])
      .where("vendor_id", "=", store.vendorId).where("status", "=", "paid").execute();
    for (const s of statements) {
      const ending = s.week_ending as unknown;
      const week = ending instanceof Date ? ending.toISOString().slice(0, 10) : String(ending).slice(0, 10);
      payouts.set(week, (payouts.get(week) ?? 0) + Number(s.net_payable_paise));
    }
    for (const week of weeks) {
      assert.equal(week.sales, toRupees(sales.get(week.weekEnding) ?? 0), `sales of ${week.weekEnding}`);
      assert.equal(
        week.payouts,
        toRupees(payouts.get(week.weekEnding) ?? 0),
        `payouts of ${week.weekEnding}`,
      );
    }

    // The edges: Sunday 23:59 IST before the 12 weeks is out; Monday 00:00 IST is the first week's.
    const byWeek = new Map(weeks.map((w) => [w.weekEnding, w]));
    assert.equal(byWeek.get("2026-09-13")!.sales, toRupees(deliveries[1].drafts[0].amount));
    assert.equal(byWeek.get("2026-10-04")!.sales, toRupees(deliveries[2].drafts[0].amount));
    assert.equal(byWeek.get("2026-10-11")!.sales, toRupees(deliveries[3].drafts[0].amount));
    assert.equal(
      byWeek.get("2026-10-18")!.sales,
      toRupees(deliveries[4].drafts[0].amount + deliveries[5].drafts[0].amount),
    );
    assert.equal(byWeek.get("2026-11-29")!.sales, toRupees(deliveries[7].drafts[0].amount));
    assert.equal(byWeek.get("2026-10-18")!.payouts, toRupees(paid1.netPayable));
    assert.equal(byWeek.get("2026-10-25")!.payouts, toRupees(paid2.netPayable));
    assert.equal(byWeek.get("2026-11-01")!.payouts, 0, "a payable statement is not paid out yet");
    assert.equal(byWeek.get("2026-10-18")!.label, "18 Oct");

    // The dashboard: the chart's weeks and the ledger's balance.
    const page = await t.app.request("/vendor-dashboard", {
      headers: { accept: "text/html", cookie: store.cookie },
    });
    assert.equal(page.status, 200);
    const html = await page.text();
    const props = /data-island="EarningsChart" data-props="([^"]*)"/.exec(html);
    assert.ok(props, "the earnings chart island");
    const chart = JSON.parse(props[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&#x27;/g, "'"));
    assert.deepEqual(chart.weeks, weeks);
    const balance = await storeBalance(t.db, store.vendorId, NOW);
    const tile = /data-testid="balance"[\s\S]*?<p class="stat-value">([^<]*)<\/p>/.exec(html);
    assert.ok(tile, "the balance tile");
    assert.equal(
      tile[1],
      new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 })
        .format(balance.balance / 100),
    );
    assert.match(html, /href="\/vendor-payments"/);
  } finally {
    resetClock();
    await t.close();
  }
});

Deno.test("earnings: with the real delivery entries, settlement run and payment, the weeks equal the ledger", async () => {
  const t = await createTestApp();
  try {
    const store = await createVendorAccount(t.db, { storeName: "Sharma Electronics" });
    const admin = await createCustomer(t.db, { role: "admin" });
    await t.db.updateTable("vendors").set({ gstin: "27ABCDE1234F1Z5", pan: "ABCDE1234F" })
      .where("id", "=", store.vendorId).execute();
    const ref = { id: store.vendorId, email: store.email, store_name: store.storeName };
    // Deliveries on Mondays to Saturdays of four weeks, prepaid and cash on delivery.
    for (
      const [i, day] of ["2026-10-05", "2026-10-10", "2026-10-12", "2026-10-19", "2026-10-24", "2026-10-26"]
        .entries()
    ) {
      const { id } = await insertOrderFixture(t.db, {
        vendor: ref,
        status: "Delivered",
        paymentStatus: i % 3 === 1 ? "unpaid" : "paid",
        paymentMethod: i % 3 === 1 ? "cod" : "card",
        items: [{ name: "Redmi Note 13", quantity: 1 + (i % 2), pricePaise: 1_799_900 + i * 10_000 }],
      });
      setClock(new Date(indiaMidnight(day).getTime() + 11 * 3_600_000));
      await t.db.transaction().execute((tx) => recordDelivery(tx, id));
    }
    // Run the weeks and pay every payable statement on the Tuesday after its week.
    for (const weekEnding of ["2026-10-11", "2026-10-18", "2026-10-25", "2026-11-01"]) {
      setClock(new Date(indiaMidnight(weekEnding).getTime() + 2 * 86_400_000 + 3_600_000));
      await runSettlementWeek(t.db, weekEnding, "schedule");
      const payable = await t.db.selectFrom("settlements").select("id").where("status", "=", "payable")
        .execute();
      for (const s of payable) {
        await markStatementPaid(
          t.db,
          { id: admin.id, role: "admin" },
          s.id,
          `HDFC${String(Date.now()).slice(-12)}`,
        );
      }
    }
    const at = new Date("2026-11-04T06:00:00Z");
    setClock(at);
    const weeks = await earningsByWeek(t.db, store.vendorId, at);
    const statements = await t.db.selectFrom("settlements").select([
      "week_ending",
      "net_payable_paise",
      "status",
    ])
      .where("vendor_id", "=", store.vendorId).execute();
    assert.ok(statements.some((s) => s.status === "paid"), "some statement paid");
    const saleRows = await t.db.selectFrom("ledger_entries as x").innerJoin(
      "ledger_events as e",
      "e.id",
      "x.event_id",
    )
      .select(["x.amount_paise", "e.occurred_at"]).where("x.vendor_id", "=", store.vendorId)
      .where("x.kind", "=", "sale").execute();
    let salesSeen = 0;
    let payoutsSeen = 0;
    for (const week of weeks) {
      const sold = saleRows.filter((r) =>
        settlementWeek(new Date(r.occurred_at)).weekEnding === week.weekEnding
      )
        .reduce((sum, r) => sum + r.amount_paise, 0);
      const paid = statements.filter((s) => {
        const ending = s.week_ending as unknown;
        const text = ending instanceof Date ? ending.toISOString().slice(0, 10) : String(ending).slice(0, 10);
        return s.status === "paid" && text === week.weekEnding;
      }).reduce((sum, s) => sum + Number(s.net_payable_paise), 0);
      assert.equal(week.sales, toRupees(sold), `sales of ${week.weekEnding}`);
      assert.equal(week.payouts, toRupees(paid), `payouts of ${week.weekEnding}`);
      salesSeen += sold;
      payoutsSeen += paid;
    }
    assert.equal(
      salesSeen,
      saleRows.reduce((sum, r) => sum + r.amount_paise, 0),
      "every sale in the 12 weeks",
    );
    assert.ok(payoutsSeen > 0);
  } finally {
    resetClock();
    await t.close();
  }
});
