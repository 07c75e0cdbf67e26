/**
 * The money identity over random histories (fast-check, fixed seed): stores in three states, with and
 * without a PAN, some exempt from TDS; orders prepaid and cash on delivery, to the store's own state or
 * another, cancelled before shipping, delivered across week boundaries, refunded by the admin after
 * delivery; weeks settled on Mondays (sometimes late, sometimes twice), some statements paid. After each
 * history: the reconciliation's difference is 0 for random periods, every store's statement opens with
 * the previous one's closing, each store's ledger balance is its carried balance plus what is unsettled, and
 * running a settled week again changes nothing.
 *
 * Speed: the orders are written straight into the database as Shipped (or Confirmed, for those cancelled
 * before dispatch), without a checkout or an invoice; delivery and cancellation go through the real
 * services (advanceOrder → recordDelivery, cancelOrder → reverseSale). One database for every history:
 * each history has its own stores and its own six weeks, later than the previous one's.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { sql } from "kysely";
import { createTestDatabase } from "../../tests/helpers.ts";
import type { DB } from "../../db/database.ts";
import { addDays, indiaDate, indiaMidnight, resetClock, setClock } from "../core/clock.ts";
import { newId } from "../core/ids.ts";
import { jsonb } from "../orders/orders.queries.ts";
import { advanceOrder, cancelOrder, type OrderViewer } from "../orders/orders.service.ts";
import { recordDelivery, reverseSale } from "../ledger/ledger.service.ts";
import { runSettlementWeek } from "../settlements/run/settlement-run.service.ts";
import { markStatementPaid } from "../settlements/admin/admin-settlements.service.ts";
import { reconcile } from "./reconciliation.service.ts";

const STATES = [
  { name: "Maharashtra", pin: "411001", city: "Pune", gstin: "27AAPFU0939F1ZV" },
  { name: "Karnataka", pin: "560102", city: "Bengaluru", gstin: "29AADCT7315R1ZL" },
  { name: "Tamil Nadu", pin: "600020", city: "Chennai", gstin: "33AABCT1332L1ZZ" },
];
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Six weeks a history: four of orders, two more for the last return windows to pass. */
const WEEKS = 6;

const storeArb = fc.record({
  state: fc.nat(2),
  pan: fc.boolean(),
  exempt: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
});

const orderArb = fc.record({
  store: fc.nat(5),
  to: fc.nat(2),
  cod: fc.boolean(),
  lines: fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 4 }),
      unit: fc.integer({ min: 100, max: 2_500_000 }),
      bp: fc.integer({ min: 0, max: 2_500 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  /** Minutes into the history's four weeks of orders. */
  placed: fc.integer({ min: 0, max: 28 * 1440 - 1 }),
  fate: fc.constantFrom("delivered", "delivered", "delivered", "cancelled", "refunded", "returned"),
  /** Minutes from placing to delivery, and from delivery to the admin's refund. */
  deliverAfter: fc.integer({ min: 1, max: 5 * 1440 }),
  refundAfter: fc.integer({ min: 1, max: 12 * 1440 }),
  /** One order in eight goes through the order services (mails, audit); the rest the short way. */
  viaServices: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
});

const weekArb = fc.record({
  /** The Monday's run happens (else a later run catches the week up). */
  run: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
  twice: fc.boolean(),
  /** Which of the week's payable statements get paid (bit i: the i-th), and when after the run. */
  paid: fc.nat(63),
  payAfter: fc.integer({ min: 60, max: 6 * 1440 }),
});

const periodArb = fc.tuple(fc.nat(WEEKS * 7 - 1), fc.nat(WEEKS * 7 - 1));

const historyArb = fc.record({
  stores: fc.array(storeArb, { minLength: 1, maxLength: 4 }),
  orders: fc.array(orderArb, { minLength: 4, maxLength: 18 }),
  weeks: fc.array(weekArb, { minLength: WEEKS, maxLength: WEEKS }),
  periods: fc.array(periodArb, { minLength: 2, maxLength: 4 }),
});
type History = typeof historyArb extends fc.Arbitrary<infer T> ? T : never;

type Step =
  | { at: number; kind: "deliver"; orderId: string; viaServices: boolean; cod: boolean }
  | { at: number; kind: "cancel"; orderId: string; viaServices: boolean; cod: boolean }
  | { at: number; kind: "refund"; orderId: string; viaServices: boolean; cod: boolean }
  | { at: number; kind: "return"; orderId: string; viaServices: boolean; cod: boolean }
  | { at: number; kind: "run"; weekEnding: string; twice: boolean; paid: number; payAfter: number }
  | { at: number; kind: "pay"; weekEnding: string; paid: number };

/** Every moment of a history whose first Monday starts at `base`, in order. */
function stepsOf(history: History, base: number, orderIds: string[]): Step[] {
  const steps: Step[] = [];
  history.orders.forEach((o, i) => {
    const placed = base + o.placed * MINUTE;
    const order = { orderId: orderIds[i], viaServices: o.viaServices, cod: o.cod };
    if (o.fate === "cancelled") {
      steps.push({ at: placed + o.deliverAfter * MINUTE, kind: "cancel", ...order });
      return;
    }
    const delivered = placed + o.deliverAfter * MINUTE;
    steps.push({ at: delivered, kind: "deliver", ...order });
    if (o.fate === "refunded") {
      steps.push({ at: delivered + o.refundAfter * MINUTE, kind: "refund", ...order });
    }
    // A return of one unit of the first line (a partial reversal, as a return's receipt makes).
    if (o.fate === "returned") {
      steps.push({ at: delivered + o.refundAfter * MINUTE, kind: "return", ...order });
    }
  });
  history.weeks.forEach((w, i) => {
    // Monday 03:00 IST after the week's Sunday.
    const monday = base + (i + 1) * 7 * DAY;
    const weekEnding = indiaDate(new Date(monday - DAY));
    if (w.run) {
      steps.push({ at: monday + 3 * 60 * MINUTE, kind: "run", weekEnding, ...w });
      steps.push({
        at: monday + 3 * 60 * MINUTE + w.payAfter * MINUTE,
        kind: "pay",
        weekEnding,
        paid: w.paid,
      });
    }
  });
  return steps.sort((a, b) => a.at - b.at);
}

/** What a run must leave alone: the statements and the ledger, as counts and sums. */
async function snapshot(db: DB) {
  const row = await sql<{ s: string; e: string; x: string; sum: string; paid: string }>`
    select (select count(*) from settlements)::text as s, (select count(*) from settlement_events)::text as e,
      (select count(*) from ledger_entries)::text as x,
      (select coalesce(sum(amount_paise), 0) from ledger_entries)::text as sum,
      (select coalesce(sum(closing_paise), 0) from settlements)::text as paid`.execute(db);
  return row.rows[0];
}

Deno.test("reconciliation: random histories balance to the paisa; statements chain; reruns change nothing", async () => {
  const { db, close } = await createTestDatabase();
  const admin = newId();
  await db.insertInto("users").values({
    id: admin,
    name: "Admin",
    email: `admin.${admin}@example.in`,
    mobile: "9876543210",
    password_hash: "x",
    role: "admin",
    delivery_location: null,
  }).execute();
  const adminViewer: OrderViewer = { id: admin, role: "admin", vendor_id: null };
  // The first history's Monday, 00:00 IST; each next one six weeks later.
  let base = indiaMidnight("2027-01-04").getTime();
  const totals = {
    histories: 0,
    orders: 0,
    delivered: 0,
    refunded: 0,
    returned: 0,
    statements: 0,
    paid: 0,
    periods: 0,
  };
  const started = performance.now();
  const timing: Record<string, number> = {};
  try {
    await fc.assert(
      fc.asyncProperty(historyArb, async (history) => {
        const first = base;
        base += WEEKS * 7 * DAY;
        // The stores and orders of the history, written in four statements.
        const stores = history.stores.map((s, n) => {
          const state = STATES[s.state];
          const id = newId();
          return {
            id,
            store_name: `Store ${totals.histories}-${n}`,
            email: `store.${id}@example.in`,
            gstin: state.gstin,
            pan: s.pan ? state.gstin.slice(2, 12) : "",
            tds_exempt: s.exempt,
            city: state.city,
            pincode: state.pin,
          };
        });
        await db.insertInto("vendors").values(stores).execute();
        const orders = history.orders.map((o) => {
          const store = stores[o.store % stores.length];
          const to = STATES[o.to];
          const id = newId(first + o.placed * MINUTE);
          const items = o.lines.map((l, position) => ({
            order_id: id,
            position,
            product_id: null,
            name: `Item ${position}`,
            category: "Mobiles",
            subcategory: null,
            unit: "piece",
            mrp_paise: l.unit,
            discount_percent: 0,
            price_paise: l.unit,
            quantity: l.quantity,
            line_paise: l.unit * l.quantity,
            commission_bp: l.bp,
            commission_paise: Math.round(l.unit * l.quantity * l.bp / 10_000),
          }));
          const total = items.reduce((sum, i) => sum + i.line_paise, 0);
          const address = {
            street: "12 MG Road",
            floor: "",
            area: "Camp",
            landmark: "",
            city: to.city,
            state: to.name,
            postalCode: to.pin,
            country: "India",
            phoneNumber: "9876543210",
          };
          return {
            items,
            row: {
              id,
              checkout_id: newId(),
              customer_id: null,
              customer_name: "Asha Verma",
              customer_email: "asha@example.in",
              customer_mobile: "9876543210",
              address: jsonb(address),
              vendor_id: store.id,
              vendor_email: store.email,
              store_name: store.store_name,
              payment_method: o.cod ? "cod" as const : "card" as const,
              payment_order_id: null,
              payment_status: o.cod ? "unpaid" as const : "paid" as const,
              status: o.fate === "cancelled" ? "Confirmed" as const : "Shipped" as const,
              subtotal_paise: total,
              total_paise: total,
              commission_paise: items.reduce((sum, i) => sum + i.commission_paise, 0),
              created_at: new Date(first + o.placed * MINUTE),
            },
          };
        });
        await db.insertInto("orders").values(orders.map((o) => o.row)).execute();
        await db.insertInto("order_items").values(orders.flatMap((o) => o.items)).execute();
        const orderIds = orders.map((o) => o.row.id);

        const storeIds = stores.map((s) => s.id);
        for (const step of stepsOf(history, first, orderIds)) {
          setClock(new Date(step.at));
          const t0 = performance.now();
          if (step.kind === "deliver") {
            if (step.viaServices) {
              await advanceOrder(db, adminViewer, step.orderId, { status: "Delivered" });
              // The order's own stamp is the database's clock: stood at the app's, as the demo does.
              await db.updateTable("orders").set({ delivered_at: new Date(step.at) })
                .where("id", "=", step.orderId).execute();
            } else {
              await db.transaction().execute(async (tx) => {
                await tx.updateTable("orders").set({
                  status: "Delivered",
                  delivered_at: new Date(step.at),
                  ...(step.cod ? { payment_status: "paid" as const } : {}),
                }).where("id", "=", step.orderId).where("status", "=", "Shipped").execute();
                assert.ok(await recordDelivery(tx, step.orderId));
              });
            }
            totals.delivered++;
          } else if (step.kind === "cancel" || step.kind === "refund") {
            if (step.viaServices) await cancelOrder(db, adminViewer, step.orderId);
            else {
              await db.transaction().execute(async (tx) => {
                await tx.updateTable("orders").set({
                  status: "Cancelled",
                  cancelled_at: new Date(step.at),
                  ...(step.kind === "refund" ? { payment_status: "refund_due" as const } : {}),
                }).where("id", "=", step.orderId).execute();
                if (step.kind === "refund") {
                  assert.ok(await reverseSale(tx, step.orderId, { note: "Refunded after delivery" }));
                }
              });
            }
            if (step.kind === "refund") totals.refunded++;
          } else if (step.kind === "return") {
            await db.transaction().execute(async (tx) => {
              const first = await tx.selectFrom("order_items").select("position")
                .where("order_id", "=", step.orderId).orderBy("position").limit(1).executeTakeFirstOrThrow();
              assert.ok(
                await reverseSale(tx, step.orderId, {
                  quantities: new Map([[first.position, 1]]),
                  note: "Returned: one unit",
                }),
              );
            });
            totals.returned++;
          } else if (step.kind === "run") {
            const result = await runSettlementWeek(db, step.weekEnding, "schedule");
            assert.equal(result.alreadyRun, false);
            if (step.twice) {
              const before = await snapshot(db);
              const again = await runSettlementWeek(db, step.weekEnding, admin);
              assert.equal(again.alreadyRun, true);
              assert.deepEqual(again.weeksRun, []);
              assert.equal(again.statements, result.statements);
              assert.deepEqual(await snapshot(db), before, "running the week again changed something");
            }
          } else if (step.kind === "pay") {
            const payable = await db.selectFrom("settlements").select("id")
              .where("week_ending", "=", sql<string>`${step.weekEnding}::date`)
              .where("status", "=", "payable").where("vendor_id", "in", storeIds).orderBy("id").execute();
            const chosen = payable.filter((_, i) => (step.paid >> i) & 1).map((s) => s.id);
            for (const [n, id] of chosen.entries()) {
              await markStatementPaid(db, { id: admin, role: "admin" }, id, `UTR${step.at}${n}`);
            }
            totals.paid += chosen.length;
          }
          timing[step.kind] = (timing[step.kind] ?? 0) + performance.now() - t0;
        }
        // An earlier week of the history run again, weeks later: nothing changes.
        const ran = history.weeks.findIndex((w) => w.run);
        if (ran >= 0) {
          const before = await snapshot(db);
          const again = await runSettlementWeek(
            db,
            indiaDate(new Date(first + ((ran + 1) * 7 - 1) * DAY)),
            admin,
          );
          assert.equal(again.alreadyRun, true);
          assert.deepEqual(await snapshot(db), before, "running an earlier week again changed something");
        }
        resetClock();

        // Statements chain: each opens with the store's previous closing (0 for its first).
        const statements = await db.selectFrom("settlements")
          .select([
            "vendor_id",
            sql<string>`week_ending::text`.as("week_ending"),
            "opening_paise",
            "closing_paise",
            "lines_paise",
            "net_payable_paise",
          ])
          .where("vendor_id", "in", storeIds).orderBy("vendor_id").orderBy("week_ending").execute();
        totals.statements += statements.length;
        const lastClosing = new Map<string, number>();
        for (const s of statements) {
          assert.equal(
            Number(s.opening_paise),
            lastClosing.get(s.vendor_id) ?? 0,
            `opening of ${s.week_ending}`,
          );
          assert.ok(Number(s.net_payable_paise) >= 0);
          assert.ok(Number(s.closing_paise) <= 0, "a positive total is paid out, never carried");
          lastClosing.set(s.vendor_id, Number(s.closing_paise));
        }
        // The ledger's balance of each store = its carried balance + its entries not yet settled.
        const balances = await sql<{ vendor_id: string; balance: string; unsettled: string }>`
          select x.vendor_id, sum(x.amount_paise)::text as balance,
            coalesce(sum(x.amount_paise) filter (where se.event_id is null), 0)::text as unsettled
          from ledger_entries x left join settlement_events se on se.event_id = x.event_id
          where x.vendor_id in (${sql.join(storeIds)}) group by x.vendor_id`.execute(db);
        for (const b of balances.rows) {
          assert.equal(
            Number(b.balance),
            (lastClosing.get(b.vendor_id) ?? 0) + Number(b.unsettled),
            "balance",
          );
        }

        // The identity, for the periods drawn and the whole history.
        const firstDay = indiaDate(new Date(first));
        const periods = [...history.periods.map(([a, b]) => [Math.min(a, b), Math.max(a, b)]), [
          0,
          WEEKS * 7 - 1,
        ]];
        for (const [a, b] of periods) {
          const r = await reconcile(db, addDays(firstDay, a), addDays(firstDay, b));
          assert.equal(r.difference, 0, JSON.stringify(r));
          totals.periods++;
        }
        totals.histories++;
        totals.orders += history.orders.length;
      }),
      // 120 histories (about 1,200 orders) in the suite; PROPERTY_RUNS=1000 for a longer search.
      { seed: 20261129, numRuns: Number(Deno.env.get("PROPERTY_RUNS") || 120), endOnFailure: true },
    );
  } finally {
    resetClock();
    console.log(
      `${totals.histories} histories, ${totals.orders} orders (${totals.delivered} delivered, ${totals.refunded} ` +
        `refunded after delivery, ${totals.returned} partly returned), ${totals.statements} statements (${totals.paid} paid), ${totals.periods} ` +
        `periods reconciled, in ${Math.round(performance.now() - started)} ms`,
    );
    console.log(JSON.stringify(timing));
    await close();
  }
});
