/**
 * Bench (a script, not a test): one settlement week for 200 stores and 100,000 delivered orders.
 *
 *   deno run -A tests/bench/settlements.ts                      # in-memory PGlite
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test deno run -A tests/bench/settlements.ts   # PostgreSQL
 *
 * Writes the data in bulk with SQL (set-based, not through the order flow): 200 stores with bank details,
 * 100,000 Delivered orders (a third cash on delivery), their delivery events available within the week
 * ending 22 Nov 2026 and their entries as the ledger writes them (sale, commission, GST on it, TCS as
 * CGST+SGST or IGST, TDS, and for COD the cash collected), 2 % of them reversed; the week before already
 * settled, with a tenth of the stores carrying a negative balance. Then times `runSettlementWeek` and
 * reports the wall time and this process's memory (RSS before, peak during the run (the kernel's high-water
 * mark, reset just before it), after; and Deno.memoryUsage's heap). On PostgreSQL the work happens in the
 * server: the process's figures are the client's. Checks the result: one statement per store, each event
 * settled once, the statements' lines equal to the entries they settle.
 */
import { sql } from "kysely";
import { connect } from "../../db/connect.ts";
import type { DB } from "../../db/database.ts";
import { createTestDatabase } from "../helpers.ts";
import { pgliteTemplateTarball } from "../template.ts";
import { resetClock, setClock, weekEndingOn } from "../../src/core/clock.ts";
import { runSettlementWeek } from "../../src/settlements/run/settlement-run.service.ts";

const STORES = Number(Deno.env.get("BENCH_STORES") ?? 200);
const ORDERS = Number(Deno.env.get("BENCH_ORDERS") ?? 100_000);
const WEEK = "2026-11-22";
const PREVIOUS = "2026-11-15";

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

function peakRss(): number | undefined {
  try {
    const status = Deno.readTextFileSync("/proc/self/status");
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Resets the kernel's peak-RSS mark (Linux), so the peak read later is the run's own. */
function resetPeak(): boolean {
  try {
    Deno.writeTextFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

const VERBOSE = Deno.env.get("BENCH_VERBOSE") === "1";

async function exec(db: DB, text: string) {
  const started = performance.now();
  await sql.raw(text).execute(db);
  if (VERBOSE) {
    console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s: ${text.trim().slice(0, 60)}`);
  }
}

async function fill(db: DB) {
  const week = weekEndingOn(WEEK);
  const start = week.startsAt.toISOString();
  // Bulk load: consistent by construction, so foreign-key and other triggers are skipped while writing
  // (as pg_restore does); one connection for the whole load so the setting holds.
  await db.connection().execute(async (conn) => {
    await exec(conn, "set session_replication_role = replica");
    try {
      await load(conn, start);
    } finally {
      await exec(conn, "set session_replication_role = origin");
    }
  });
  await exec(db, "analyze");
}

async function load(db: DB, start: string) {
  await exec(
    db,
    `insert into vendors (id, store_name, email, city, pan, gstin, bank_name, ifsc, account_number)
     select 'bench-v' || lpad(i::text, 4, '0'), 'Bench Store ' || i, 'bench' || i || '@example.in', 'Pune',
       case when i % 25 = 0 then '' else 'ABCDE' || lpad(i::text, 4, '0') || 'F' end,
       '27ABCDE' || lpad(i::text, 4, '0') || 'F1Z5', 'HDFC Bank', 'HDFC0001234', '5010012' || lpad(i::text, 7, '0')
     from generate_series(1, ${STORES}) i`,
  );
  // The week before, settled: a tenth of the stores carry a negative balance (cash on delivery) into this one.
  await exec(
    db,
    `insert into settlements (id, vendor_id, week_start, week_ending, opening_paise, lines_paise,
       net_payable_paise, closing_paise, status, generated_at)
     select 'bench-s' || lpad(i::text, 4, '0'), 'bench-v' || lpad(i::text, 4, '0'), '2026-11-09', '${PREVIOUS}',
       0, case when i % 10 = 0 then -25000 else 100000 end, case when i % 10 = 0 then 0 else 100000 end,
       case when i % 10 = 0 then -25000 else 0 end, case when i % 10 = 0 then 'nothing_due' else 'paid' end,
       '2026-11-16T02:00:00+05:30'
     from generate_series(1, ${STORES}) i`,
  );
  await exec(
    db,
    `insert into settlement_runs (week_ending, ran_at, ran_by, statements)
     values ('${PREVIOUS}', '2026-11-16T02:00:00+05:30', 'schedule', ${STORES})`,
  );
  // Orders: gross ₹500 to ₹5,500, a third cash on delivery, a fifth to another state (IGST).
  await exec(
    db,
    `create temporary table bench_orders as
     select i, 'bench-o' || lpad(i::text, 7, '0') as id, 'bench-v' || lpad((1 + i % ${STORES})::text, 4, '0') as vendor_id,
       (50000 + (i * 7919) % 500000)::integer as gross, i % 3 = 0 as cod, i % 5 = 0 as inter,
       '${start}'::timestamptz + ((i * 6047) % 604800) * interval '1 second' as available_at
     from generate_series(1, ${ORDERS}) i`,
  );
  await exec(
    db,
    `insert into orders (id, checkout_id, customer_name, customer_email, customer_mobile, address, vendor_id,
       vendor_email, store_name, payment_method, payment_status, status, subtotal_paise, total_paise,
       commission_paise, created_at, updated_at)
     select o.id, 'bench-c' || o.i, 'Bench Shopper', 'shopper@example.in', '9876543210',
       '{"state":"Maharashtra","postalCode":"411001"}'::jsonb, o.vendor_id, 'bench@example.in', 'Bench Store',
       case when o.cod then 'cod' else 'upi' end, 'paid', 'Delivered', o.gross, o.gross,
       round(o.gross * 0.05)::integer, o.available_at - interval '9 days', o.available_at - interval '7 days'
     from bench_orders o`,
  );
  await exec(
    db,
    `insert into ledger_events (id, vendor_id, order_id, kind, occurred_at, available_at, note)
     select 'bench-e' || lpad(o.i::text, 7, '0'), o.vendor_id, o.id, 'delivery', o.available_at - interval '7 days',
       o.available_at, case when o.cod then 'Delivered, cash on delivery' else 'Delivered, paid online' end
     from bench_orders o`,
  );
  const basis = (amount: string, rate: string) =>
    `jsonb_build_object('rateBp', ${rate}, 'base', o.gross, 'lines', jsonb_build_array(jsonb_build_object(` +
    `'position', 0, 'quantity', 1, 'base', o.gross, 'amount', ${amount})))`;
  await exec(
    db,
    `insert into ledger_entries (event_id, vendor_id, order_id, kind, amount_paise, basis, created_at)
     select 'bench-e' || lpad(o.i::text, 7, '0'), o.vendor_id, o.id, k.kind, k.amount, ${
      basis("k.amount", "k.rate")
    },
       o.available_at - interval '7 days'
     from bench_orders o cross join lateral (values
       ('sale', o.gross, 0),
       ('cash_collected', case when o.cod then -o.gross end, 0),
       ('commission', -round(o.gross * 0.05)::integer, 500),
       ('commission_gst', -round(round(o.gross * 0.05) * 0.18)::integer, 1800),
       ('tcs_cgst', case when not o.inter then -round(o.gross / 1.18 * 0.0025)::integer end, 25),
       ('tcs_sgst', case when not o.inter then -round(o.gross / 1.18 * 0.0025)::integer end, 25),
       ('tcs_igst', case when o.inter then -round(o.gross / 1.18 * 0.005)::integer end, 50),
       ('tds', case when o.vendor_id like '%25' or o.vendor_id like '%50' or o.vendor_id like '%75'
         or o.vendor_id like '%00' then -round(o.gross * 0.05)::integer else -round(o.gross * 0.001)::integer end,
         case when o.vendor_id like '%25' or o.vendor_id like '%50' or o.vendor_id like '%75'
         or o.vendor_id like '%00' then 500 else 10 end)
     ) as k(kind, amount, rate)
     where k.amount is not null`,
  );
  // 2 % reversed (refunded or cancelled after delivery): the refund, and back the commission, GST, TCS, TDS.
  await exec(
    db,
    `insert into ledger_events (id, vendor_id, order_id, kind, occurred_at, available_at, note)
     select 'bench-r' || lpad(o.i::text, 7, '0'), o.vendor_id, o.id, 'reversal', o.available_at, o.available_at,
       'Refunded after delivery'
     from bench_orders o where (o.i / ${STORES}) % 50 = 7`,
  );
  await exec(
    db,
    `insert into ledger_entries (event_id, vendor_id, order_id, kind, amount_paise, basis, created_at)
     select 'bench-r' || lpad(o.i::text, 7, '0'), x.vendor_id, x.order_id,
       case when x.kind = 'sale' then 'refund' else x.kind end, -x.amount_paise, x.basis, o.available_at
     from bench_orders o join ledger_entries x on x.order_id = o.id
     where (o.i / ${STORES}) % 50 = 7 and x.kind <> 'cash_collected'`,
  );
  await exec(db, "drop table bench_orders");
}

async function counts(db: DB) {
  const row = await sql<Record<string, number>>`
    select (select count(*) from ledger_events)::integer as events,
      (select count(*) from ledger_entries)::integer as entries`.execute(db);
  return row.rows[0];
}

async function check(db: DB) {
  const row = await sql<Record<string, string>>`
    select (select count(*) from settlements where week_ending = ${WEEK}::date)::text as statements,
      (select count(*) from settlement_events se join settlements s on s.id = se.settlement_id
        where s.week_ending = ${WEEK}::date)::text as linked,
      (select coalesce(sum(lines_paise), 0) from settlements where week_ending = ${WEEK}::date)::text as lines,
      (select coalesce(sum(x.amount_paise), 0) from ledger_entries x
        join settlement_events se on se.event_id = x.event_id
        join settlements s on s.id = se.settlement_id
        join ledger_events e on e.id = x.event_id
        where s.week_ending = ${WEEK}::date and e.kind <> 'settlement')::text as settled,
      (select count(*) from ledger_events e where e.kind <> 'settlement'
        and not exists (select 1 from settlement_events se where se.event_id = e.id))::text as unsettled,
      (select coalesce(sum(net_payable_paise), 0) from settlements where week_ending = ${WEEK}::date)::text as net,
      (select count(*) from settlements where week_ending = ${WEEK}::date and opening_paise < 0)::text as carried`
    .execute(db);
  return row.rows[0];
}

const postgres = Boolean(Deno.env.get("DATABASE_URL"));
const target = postgres ? "PostgreSQL" : "PGlite (in memory)";
console.log(
  `Settlement bench on ${target}: ${STORES} stores, ${ORDERS.toLocaleString("en-IN")} delivered orders`,
);
const database = postgres ? await createTestDatabase() : await (async () => {
  const db = await connect({ dataDir: "memory://", loadDataDir: await pgliteTemplateTarball() });
  return { db, close: () => db.destroy() };
})();
try {
  console.log(`RSS with the database open: ${mb(Deno.memoryUsage().rss)}`);
  const filling = performance.now();
  await fill(database.db);
  const sizes = await counts(database.db);
  console.log(
    `data written in ${((performance.now() - filling) / 1000).toFixed(1)} s: ` +
      `${sizes.events.toLocaleString("en-IN")} events, ${sizes.entries.toLocaleString("en-IN")} entries`,
  );
  setClock(new Date("2026-11-23T02:00:00+05:30"));
  (globalThis as { gc?: () => void }).gc?.();
  const before = Deno.memoryUsage();
  const peakReset = resetPeak();
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => heapPeak = Math.max(heapPeak, Deno.memoryUsage().heapUsed), 20);
  const started = performance.now();
  const result = await runSettlementWeek(database.db, WEEK, "bench");
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peak = peakRss();
  const after = Deno.memoryUsage();
  heapPeak = Math.max(heapPeak, after.heapUsed);
  console.log(`runSettlementWeek: ${seconds.toFixed(2)} s wall, result ${JSON.stringify(result)}`);
  console.log(
    `RSS before ${mb(before.rss)}, peak ${peak && peakReset ? mb(peak) : "n/a"}, after ${mb(after.rss)}; ` +
      `heap before ${mb(before.heapUsed)}, peak ${mb(heapPeak)}, after ${mb(after.heapUsed)}`,
  );
  const checked = await check(database.db);
  console.log(`check: ${JSON.stringify(checked)}`);
  const ok = Number(checked.statements) === STORES && checked.lines === checked.settled &&
    Number(checked.unsettled) === 0;
  console.log(ok ? "check passed" : "CHECK FAILED");
  const again = performance.now();
  const rerun = await runSettlementWeek(database.db, WEEK, "bench");
  console.log(`rerun: ${((performance.now() - again) / 1000).toFixed(3)} s, ${JSON.stringify(rerun)}`);
  if (!ok) Deno.exitCode = 1;
} finally {
  resetClock();
  await database.close();
}
