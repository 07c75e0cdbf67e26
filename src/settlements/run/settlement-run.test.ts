import assert from "node:assert/strict";
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import { connect } from "../../../db/connect.ts";
import { createTestDatabase } from "../../../tests/helpers.ts";
import { databaseUrl } from "../../../tests/template.ts";
import { insertVendor, type VendorFixture } from "../../../tests/fixtures.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { AppError } from "../../core/errors.ts";
import { resetClock, setClock } from "../../core/clock.ts";
import { storeBalance } from "../../ledger/ledger.queries.ts";
import { insertOrderFixture } from "../../orders/admin-orders/admin-orders.fixtures.ts";
import { advanceOrder } from "../../orders/orders.service.ts";
import { latestRunWeek, runSettlementWeek } from "./settlement-run.service.ts";
import { settlementJob } from "./settlement-run.job.ts";

/** A moment in India time: `ist("2026-11-01 23:30")`. */
const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00+05:30`);

interface World {
  db: DB;
  admin: { id: string; role: "admin"; vendor_id: null };
  close(): Promise<void>;
}

async function world(): Promise<World> {
  const database = await createTestDatabase();
  const user = await createCustomer(database.db, { role: "admin" });
  return { ...database, admin: { id: user.id, role: "admin", vendor_id: null } };
}

/** An order placed, shipped and delivered at `at` (India time) through the order flow. */
async function deliver(
  w: World,
  vendor: VendorFixture,
  at: Date,
  { cod = false, pricePaise = 100_000 }: { cod?: boolean; pricePaise?: number } = {},
): Promise<string> {
  setClock(new Date(at.getTime() - 3_600_000));
  const order = await insertOrderFixture(w.db, {
    vendor,
    items: [{ name: "Kettle", quantity: 1, pricePaise }],
    paymentStatus: cod ? "unpaid" : "paid",
    paymentMethod: cod ? "cod" : "card",
  });
  await advanceOrder(w.db, w.admin, order.id, {
    status: "Shipped",
    carrier: "Delhivery",
    trackingNumber: "DL1",
  });
  setClock(at);
  await advanceOrder(w.db, w.admin, order.id, { status: "Delivered" });
  return order.id;
}

async function statements(db: DB, weekEnding?: string) {
  let query = db.selectFrom("settlements").selectAll()
    .select([
      sql<string>`week_ending::text`.as("week_ending_text"),
      sql<string>`week_start::text`.as("week_start_text"),
    ])
    .orderBy("week_ending").orderBy("vendor_id");
  if (weekEnding) query = query.where("week_ending", "=", sql<string>`${weekEnding}::date`);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    week_ending: String(row.week_ending_text),
    opening: Number(row.opening_paise),
    lines: Number(row.lines_paise),
    net: Number(row.net_payable_paise),
    closing: Number(row.closing_paise),
  }));
}

async function orderNet(db: DB, orderId: string): Promise<number> {
  const row = await db.selectFrom("ledger_entries").select(sql<number>`sum(amount_paise)::float8`.as("net"))
    .where("order_id", "=", orderId).executeTakeFirstOrThrow();
  return Number(row.net);
}

async function counts(db: DB) {
  const row = await sql<{ s: number; e: number; x: number; r: number }>`
    select (select count(*) from settlements)::integer as s, (select count(*) from settlement_events)::integer as e,
      (select count(*) from ledger_entries)::integer as x, (select count(*) from settlement_runs)::integer as r`
    .execute(db);
  return row.rows[0];
}

async function rejects(promise: Promise<unknown>, status: number, message?: RegExp) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AppError, String(error));
    assert.equal(error.status, status);
    if (message) assert.match(error.message, message);
    return true;
  });
}

function test(name: string, fn: (w: World) => Promise<void>) {
  Deno.test(`settlement run: ${name}`, async () => {
    const w = await world();
    try {
      await fn(w);
    } finally {
      resetClock();
      await w.close();
    }
  });
}

test("weeks end at Monday 00:00 India time; a delivery waits out its 7-day return window", async (w) => {
  const store = await insertVendor(w.db, { store_name: "Kettle House" });
  // Sunday 23:30 IST: available the next Sunday 23:30, inside the week ending 8 November.
  const sunday = await deliver(w, store, ist("2026-11-01 23:30"));
  // Monday 00:30 IST (still Sunday in UTC): available Monday 9 November 00:30, the next week.
  const monday = await deliver(w, store, ist("2026-11-02 00:30"));

  setClock(ist("2026-11-08 23:59"));
  await rejects(runSettlementWeek(w.db, "2026-11-08", "schedule"), 409, /has not ended yet/);
  await rejects(runSettlementWeek(w.db, "2026-11-07", "schedule"), 400, /Sunday/);
  await rejects(runSettlementWeek(w.db, "2026-02-30", "schedule"), 400);
  assert.equal((await counts(w.db)).s, 0);

  setClock(ist("2026-11-09 00:00"));
  const first = await runSettlementWeek(w.db, "2026-11-08", "schedule");
  assert.deepEqual(first, {
    weekEnding: "2026-11-08",
    alreadyRun: false,
    weeksRun: ["2026-11-08"],
    statements: 1,
  });
  const [week1] = await statements(w.db, "2026-11-08");
  assert.equal(week1.lines, await orderNet(w.db, sunday));
  assert.equal(week1.week_start_text, "2026-11-02");
  assert.equal(week1.opening, 0);
  assert.equal(week1.net, week1.lines);
  assert.equal(week1.closing, 0);
  assert.equal(week1.status, "payable");
  assert.equal(await latestRunWeek(w.db), "2026-11-08");

  setClock(ist("2026-11-16 02:00"));
  await runSettlementWeek(w.db, "2026-11-15", "schedule");
  const [week2] = await statements(w.db, "2026-11-15");
  assert.equal(week2.lines, await orderNet(w.db, monday));
  // Each event is settled once, by the statement of its week.
  const linked = await w.db.selectFrom("settlement_events as s").innerJoin(
    "ledger_events as e",
    "e.id",
    "s.event_id",
  )
    .select(["e.order_id", "s.settlement_id"]).where("e.kind", "=", "delivery").execute();
  assert.deepEqual(
    linked.map((l) => [l.order_id, l.settlement_id]).sort(),
    [[sunday, week1.id], [monday, week2.id]].sort(),
  );
});

test("cash on delivery leaves a negative balance carried forward; closing = next opening", async (w) => {
  const store = await insertVendor(w.db, { store_name: "Cash Corner" });
  const cod = await deliver(w, store, ist("2026-11-03 11:00"), { cod: true, pricePaise: 500_000 });
  const codNet = await orderNet(w.db, cod);
  assert.ok(codNet < 0, "a COD delivery leaves the store owing the commission and taxes");

  setClock(ist("2026-11-16 03:00"));
  await runSettlementWeek(w.db, "2026-11-15", "schedule");
  const [owing] = await statements(w.db, "2026-11-15");
  assert.deepEqual([owing.opening, owing.lines, owing.net, owing.closing, owing.status], [
    0,
    codNet,
    0,
    codNet,
    "nothing_due",
  ]);
  // Nothing payable: no payout entry.
  const payouts = await w.db.selectFrom("ledger_entries").select("id").where("kind", "=", "payout").execute();
  assert.equal(payouts.length, 0);

  const prepaid = await deliver(w, store, ist("2026-11-17 10:00"), { pricePaise: 200_000 });
  const prepaidNet = await orderNet(w.db, prepaid);
  setClock(ist("2026-11-30 02:30"));
  await runSettlementWeek(w.db, "2026-11-29", "schedule");
  const [next] = await statements(w.db, "2026-11-29");
  assert.equal(next.opening, owing.closing);
  assert.equal(next.lines, prepaidNet);
  assert.equal(next.net, Math.max(codNet + prepaidNet, 0));
  assert.equal(next.closing, codNet + prepaidNet - next.net);
  assert.equal(next.status, "payable");
  // The payout is in the ledger, settled by the statement: the ledger's balance is the carried balance.
  const payout = await w.db.selectFrom("ledger_entries as x").innerJoin(
    "ledger_events as e",
    "e.id",
    "x.event_id",
  )
    .innerJoin("settlement_events as s", "s.event_id", "e.id")
    .select(["x.amount_paise", "e.kind", "e.available_at", "s.settlement_id"]).where("x.kind", "=", "payout")
    .executeTakeFirstOrThrow();
  assert.equal(payout.amount_paise, -next.net);
  assert.equal(payout.kind, "settlement");
  assert.equal(payout.settlement_id, next.id);
  assert.equal(new Date(payout.available_at).getTime(), ist("2026-11-30 00:00").getTime() - 1);
  const balance = await storeBalance(w.db, store.id, ist("2026-11-30 02:30"));
  assert.equal(balance.unsettled, 0);
  assert.equal(balance.balance, next.closing);
  // The week in between had no events for the store: no statement, but the run is recorded.
  assert.equal((await statements(w.db, "2026-11-22")).length, 0);
  assert.equal((await counts(w.db)).r, 3);
});

test("running a week again changes nothing; a later run makes earlier weeks 409", async (w) => {
  const a = await insertVendor(w.db);
  const b = await insertVendor(w.db);
  await deliver(w, a, ist("2026-11-02 09:00"));
  await deliver(w, b, ist("2026-11-04 09:00"), { cod: true });
  setClock(ist("2026-11-16 02:05"));
  const first = await runSettlementWeek(w.db, "2026-11-15", "schedule");
  assert.equal(first.statements, 2);
  const before = await counts(w.db);
  const again = await runSettlementWeek(w.db, "2026-11-15", "someone");
  assert.deepEqual(again, { weekEnding: "2026-11-15", alreadyRun: true, weeksRun: [], statements: 2 });
  assert.deepEqual(await counts(w.db), before);
  await rejects(runSettlementWeek(w.db, "2026-11-01", "schedule"), 409, /already been settled/);
  assert.deepEqual(await counts(w.db), before);
});

test("earlier weeks not yet run are run first, in order", async (w) => {
  const store = await insertVendor(w.db);
  await deliver(w, store, ist("2026-10-27 12:00")); // available 3 Nov: week ending 8 Nov
  await deliver(w, store, ist("2026-11-05 12:00")); // available 12 Nov: week ending 15 Nov
  setClock(ist("2026-11-24 09:00"));
  const result = await runSettlementWeek(w.db, "2026-11-22", "admin-1");
  assert.deepEqual(result.weeksRun, ["2026-11-08", "2026-11-15", "2026-11-22"]);
  assert.equal(result.statements, 0);
  const rows = await statements(w.db);
  assert.deepEqual(rows.map((r) => r.week_ending), ["2026-11-08", "2026-11-15"]);
  assert.equal(rows[1].opening, rows[0].closing);
  const runs = await w.db.selectFrom("settlement_runs").select(["ran_by", "statements"]).orderBy(
    "week_ending",
  )
    .execute();
  assert.deepEqual(runs.map((r) => [r.ran_by, r.statements]), [["admin-1", 1], ["admin-1", 1], [
    "admin-1",
    0,
  ]]);
  // A delivery now falls into the first week not yet run, and the next week settles it.
  setClock(ist("2026-11-24 10:00"));
  await deliver(w, store, ist("2026-11-24 10:00"));
  setClock(ist("2026-12-07 02:00"));
  const later = await runSettlementWeek(w.db, "2026-12-06", "schedule");
  assert.deepEqual(later.weeksRun, ["2026-11-29", "2026-12-06"]);
  assert.equal((await statements(w.db, "2026-12-06")).length, 1);
});

test("two runs at once: one statement per store", async (w) => {
  const stores = [await insertVendor(w.db), await insertVendor(w.db), await insertVendor(w.db)];
  for (const [i, store] of stores.entries()) {
    await deliver(w, store, ist(`2026-11-0${2 + i} 10:00`), { cod: i === 1 });
  }
  setClock(ist("2026-11-16 02:01"));
  const results = await Promise.all([
    runSettlementWeek(w.db, "2026-11-15", "schedule"),
    runSettlementWeek(w.db, "2026-11-15", "schedule"),
  ]);
  assert.deepEqual(results.map((r) => r.alreadyRun).sort(), [false, true]);
  assert.deepEqual(results.map((r) => r.statements), [3, 3]);
  assert.equal((await statements(w.db)).length, 3);
  const serverUrl = Deno.env.get("DATABASE_URL");
  if (!serverUrl) return;
  // PostgreSQL: two instances, each with its own pool, running two weeks' catch-up at once.
  for (const store of stores) await deliver(w, store, ist("2026-11-17 10:00"));
  setClock(ist("2026-11-30 02:01"));
  const name = (await sql<{ name: string }>`select current_database() as name`.execute(w.db)).rows[0].name;
  const other = await connect({ databaseUrl: databaseUrl(serverUrl, name), maxConnections: 2 });
  try {
    const both = await Promise.all([
      runSettlementWeek(w.db, "2026-11-29", "schedule"),
      runSettlementWeek(other, "2026-11-29", "schedule"),
    ]);
    assert.deepEqual(both.map((r) => r.alreadyRun).sort(), [false, true]);
    assert.equal((await statements(w.db, "2026-11-29")).length, 3);
    assert.equal((await counts(w.db)).r, 3);
  } finally {
    await other.destroy();
  }
});

test("the scheduled job runs the last ended week after Monday 02:00 India time, once", async (w) => {
  const store = await insertVendor(w.db);
  await deliver(w, store, ist("2026-11-03 10:00"));
  const job = settlementJob();
  setClock(ist("2026-11-16 01:59"));
  await job.run(w.db);
  // Before 02:00 on Monday the week just ended waits; the week before (nothing due in it) is run.
  assert.equal(await latestRunWeek(w.db), "2026-11-08");
  assert.equal((await counts(w.db)).s, 0);
  setClock(ist("2026-11-16 02:00"));
  await job.run(w.db);
  assert.equal(await latestRunWeek(w.db), "2026-11-15");
  assert.equal((await statements(w.db, "2026-11-15")).length, 1);
  const runs = await w.db.selectFrom("settlement_runs").select("ran_by").execute();
  assert.deepEqual(runs.map((r) => r.ran_by), ["schedule", "schedule"]);
  const before = await counts(w.db);
  setClock(ist("2026-11-18 12:00"));
  await job.run(w.db);
  assert.deepEqual(await counts(w.db), before);
  // Days later (the server was down on Monday): the job catches up with the weeks it missed.
  setClock(ist("2026-12-02 09:00"));
  await job.run(w.db);
  assert.equal(await latestRunWeek(w.db), "2026-11-29");
  assert.equal((await counts(w.db)).r, 4);
});
