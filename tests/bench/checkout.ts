/**
 * The checkout half of `deno task bench`: many signed-in shoppers, each with a cart spanning two stores,
 * placing cash-on-delivery orders at once over HTTP; then everyone buying the same product (one hot row that
 * every transaction must lock). Reports orders/s, latency percentiles, and the CPU each order cost the app
 * and PostgreSQL (milliseconds per order: a figure the other loads on a shared machine disturb far less than
 * throughput).
 *
 * The load comes from wrk (one thread, a Lua script giving each request the next shopper's cookie and cart),
 * not from fetch in this process: a Deno client spent about as much CPU per request as the server it
 * measured, on the same two cores.
 */
import type { DB } from "../../db/database.ts";
import { seedBenchAdmin } from "../../db/seed/bench-admin.ts";
import { loadPincodesWhenEmpty } from "../../db/seed/pincodes.ts";
import { createShoppers, type Shopper } from "./shoppers.ts";
import { runWrk, summaryNumbers } from "./wrk.ts";
import { cpuDuring } from "./cpu.ts";
import { appArgs } from "../app-args.ts";
import { cleanUpOnInterrupt, haltIfInterrupted, stop, stopOnInterrupt } from "./interrupted.ts";

export interface CheckoutResult {
  name: string;
  orders: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 200 (an empty cart once every shopper has ordered included). */
  refused: number;
  /** Requests sent after every prepared shopper had ordered: raise the shopper count when not 0. */
  exhausted: number;
  /** CPU milliseconds per placed order: the app's process, and its PostgreSQL backends (null: PGlite). */
  appCpuMs: number;
  dbCpuMs: number | null;
}

/** Shoppers per load for a run of `seconds`: more than the app can serve in that time, so none repeats. */
export const shoppersFor = (seconds: number, postgresServer: boolean) =>
  Math.ceil(seconds * (postgresServer ? 3000 : 300));

export interface PreparedCheckouts {
  /**
   * A warm-up first (2 s), so V8 has optimised the checkout path and every pooled connection has prepared
   * its statements before the measured runs: with 1 s and 300 shoppers, the first measured load still
   * cost the app about 1.5x the CPU per order of the second.
   */
  warm: Shopper[];
  spread: Shopper[];
  hot: Shopper[];
}

/**
 * A shop in a sale has sold before: 20,000 past orders of 2,000 customers. With an empty orders table the
 * plans the app's connections make at their first checkout (foreign-key checks included) would scan it,
 * and keep scanning as the run fills it: a figure no live shop has.
 */
export async function seedOrderHistory(db: DB): Promise<void> {
  await seedBenchAdmin(db, { customers: 2000, orders: 20000 });
}

/** Written before the app starts: PGlite's files belong to one process at a time. */
export async function prepareCheckouts(db: DB, shopperCount: number): Promise<PreparedCheckouts> {
  // Products from two different stores, with stock for everyone.
  const pair = await db.selectFrom("products").select(["id", "vendor_id"]).orderBy("id").limit(400).execute();
  const a = pair[0];
  const b = pair.find((p) => p.vendor_id !== a.vendor_id)!;
  await db.updateTable("products").set({ stock: 1_000_000, max_purchase_limit: 10 })
    .where("id", "in", pair.map((p) => p.id)).execute();
  const spreadCart = (i: number) => [
    { productId: pair[(2 * i) % pair.length].id, quantity: 1 },
    { productId: pair[(2 * i + 1) % pair.length].id, quantity: 2 },
  ];
  return {
    warm: await createShoppers(db, Math.min(1500, shopperCount), spreadCart),
    spread: await createShoppers(db, shopperCount, spreadCart),
    hot: await createShoppers(db, shopperCount, () => [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ]),
  };
}

const lua = (s: string) => JSON.stringify(s); // a JSON string is a valid Lua string literal for ASCII text

/** Each request is the next shopper's order; once all have ordered, the last one again (answered 409). */
function script(shoppers: Shopper[]): string {
  const list = (items: string[]) => `{${items.map(lua).join(",")}}`;
  return `
local cookies = ${list(shoppers.map((s) => s.cookie))}
local bodies = ${list(shoppers.map((s) => s.body))}
local n = 0
-- Globals, not locals: done() reads them from the thread with thread:get.
exhausted = 0
refused = 0
local headers = { ["Accept"] = "application/json", ["Content-Type"] = "application/json" }
local thread
function setup(t) thread = t end
function request()
  n = n + 1
  if n > #cookies then
    exhausted = exhausted + 1
    n = #cookies
  end
  headers["Cookie"] = cookies[n]
  return wrk.format("POST", "/api/orders/place-order", headers, bodies[n])
end
function response(status)
  if status ~= 200 then refused = refused + 1 end
end
function done(summary, latency)
  io.write(string.format("CHECKOUT requests=%d us=%d p50=%d p99=%d refused=%d exhausted=%d socket=%d\\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    thread:get("refused"), thread:get("exhausted"),
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;
}

async function placeAll(
  name: string,
  base: string,
  shoppers: Shopper[],
  options: { seconds: number; connections: number; appPid: number; databaseUrl?: string },
): Promise<CheckoutResult> {
  const { result: out, appMs, dbMs } = await cpuDuring(options.appPid, options.databaseUrl, () =>
    runWrk({
      url: base,
      script: script(shoppers),
      threads: 1,
      connections: options.connections,
      seconds: options.seconds,
    }));
  const summary = summaryNumbers(out, "CHECKOUT");
  if (!summary) throw new Error(`wrk gave no summary for ${name}:\n${out}`);
  const { requests, us, p50, p99, refused, exhausted, socket } = summary;
  // The warm-up may run out: its shoppers only have to be enough to warm the path.
  if (exhausted && name !== WARM_UP) {
    console.warn(`${name}: all ${shoppers.length} shoppers ordered before the end`);
  }
  if (socket) console.warn(`${name}: ${socket} socket errors or timeouts`);
  const orders = requests - refused;
  return {
    name,
    orders,
    perSecond: orders / (us / 1e6),
    p50: p50 / 1000,
    p99: p99 / 1000,
    refused,
    exhausted,
    appCpuMs: appMs / Math.max(1, orders),
    dbCpuMs: dbMs === null ? null : dbMs / Math.max(1, orders),
  };
}

const WARM_UP = "warm-up";

export async function benchCheckout(
  base: string,
  prepared: PreparedCheckouts,
  options: { seconds: number; connections?: number; appPid: number; databaseUrl?: string },
): Promise<CheckoutResult[]> {
  const run = { connections: 32, ...options };
  await placeAll(WARM_UP, base, prepared.warm, { ...run, seconds: 2 });
  return [
    await placeAll("COD checkout, 2 stores/cart", base, prepared.spread, run),
    await placeAll("COD checkout, same 2 products", base, prepared.hot, run),
  ];
}

/**
 * The checkout benchmark on its own:
 *   deno run -A tests/bench/checkout.ts [--products N] [--runs N] [--duration S] [--shoppers N] [--pool N]
 * seeds a fresh database like `deno task bench` (PostgreSQL when DATABASE_URL is set, dropped after; PGlite
 * otherwise) with an order history (seedOrderHistory), serves the app in its own process (production, 2 threads on PostgreSQL), runs both checkout
 * loads (--duration seconds each, default 5) --runs times on fresh shoppers and prints each run and the medians. Afterwards it checks that the
 * stock taken equals the units ordered, product by product (nothing oversold or lost).
 */
async function main() {
  const { parseArgs } = await import("node:util");
  const { freshDatabase } = await import("./fresh-database.ts");
  const { sql } = await import("kysely");
  const { connect } = await import("../../db/connect.ts");
  const { migrateToLatest } = await import("../../db/migrate.ts");
  const { seedBenchCatalogue } = await import("../../db/seed/bench.ts");
  const { values: args } = parseArgs({
    args: Deno.args,
    options: {
      products: { type: "string", default: "10000" },
      vendors: { type: "string", default: "200" },
      runs: { type: "string", default: "3" },
      duration: { type: "string", default: "5" },
      shoppers: { type: "string", default: "" },
      concurrency: { type: "string", default: "32" },
      // The app's DATABASE_POOL (connections per server thread); unset: the app's default.
      pool: { type: "string", default: "" },
      // Keeps Linux's autogroup scheduling on (scheduler.ts).
      autogroup: { type: "boolean", default: false },
    },
  });
  const { autogroupOffWhileRunning } = await import("./scheduler.ts");
  await autogroupOffWhileRunning(args.autogroup);
  const serverUrl = Deno.env.get("DATABASE_URL");
  const fresh = await freshDatabase("bench-checkout");
  cleanUpOnInterrupt(() => fresh.drop());
  const appEnv = fresh.env;
  const runs = Number(args.runs);
  const seconds = Number(args.duration);
  const shopperCount = Number(args.shoppers || shoppersFor(seconds, serverUrl !== undefined));
  let db = await connect({ databaseUrl: appEnv.DATABASE_URL, dataDir: appEnv.DATA_DIR });
  const all: CheckoutResult[][] = [];
  const started = new Date();
  let child: Deno.ChildProcess | undefined;
  try {
    await migrateToLatest(db);
    await seedBenchCatalogue(db, { products: Number(args.products), vendors: Number(args.vendors) });
    await seedOrderHistory(db);
    // The post offices too: on an empty table the app loads them as it starts, beside the first loads.
    await loadPincodesWhenEmpty(db);
    const prepared: PreparedCheckouts[] = [];
    for (let i = 0; i < runs; i++) prepared.push(await prepareCheckouts(db, shopperCount));
    // A live database is vacuumed and analysed by autovacuum; tables filled a second ago are not yet.
    await sql`vacuum analyze`.execute(db);
    await db.destroy();

    const port = 18900 + Math.floor(Math.random() * 100);
    child = new Deno.Command(Deno.execPath(), {
      args: appArgs(),
      env: {
        ...appEnv,
        APP_ENV: "production",
        TWO_STEP_KEY: "bench-two-step-key-not-a-secret",
        LOG: "off",
        SEED: "none",
        PORT: String(port),
        ...(args.pool ? { DATABASE_POOL: args.pool } : {}),
      },
      stdout: "null",
      stderr: "inherit",
    }).spawn();
    stopOnInterrupt(child);
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0;; i++) {
      const ok = await fetch(`${base}/`).then(async (r) => (await r.body?.cancel(), r.ok), () => false);
      if (ok) break;
      if (i > 600) throw new Error("the app did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const [i, round] of prepared.entries()) {
      const results = await benchCheckout(base, round, {
        seconds,
        connections: Number(args.concurrency),
        appPid: child.pid,
        databaseUrl: appEnv.DATABASE_URL,
      });
      all.push(results);
      for (const r of results) {
        console.log(
          `run ${i + 1}  ${r.name.padEnd(32)} ${r.perSecond.toFixed(0).padStart(6)} orders/s  p50 ` +
            `${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  refused ${r.refused}  ${cpuPerOrder(r)}`,
        );
      }
    }
  } finally {
    if (child) await stop(child);
    await haltIfInterrupted();
    db = await connect({ databaseUrl: appEnv.DATABASE_URL, dataDir: appEnv.DATA_DIR });
    // Every unit that left the shelf is on an order line: the bench products started at 1,000,000.
    const { rows } = await sql<{ products: string; mismatched: string }>`
      select count(*) as products, count(*) filter (where 1000000 - p.stock <> coalesce(s.units, 0)) as mismatched
      from products p
      left join (select i.product_id, sum(i.quantity) as units from order_items i
        join orders o on o.id = i.order_id and o.created_at >= ${started} group by i.product_id) s
        on s.product_id = p.id
      where p.stock > 500000`.execute(db).catch(() => ({ rows: [] }));
    if (rows[0]) {
      console.log(`stock check: ${rows[0].mismatched} of ${rows[0].products} bench products mismatched`);
    }
    await db.destroy();
    await fresh.drop();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `\nmedians of ${runs} runs (${serverUrl ? "PostgreSQL" : "PGlite"}, ${shopperCount} shoppers each)`,
  );
  for (const [j, first] of (all[0] ?? []).entries()) {
    const of = (pick: (r: typeof first) => number) => median(all.map((run) => pick(run[j])));
    console.log(
      `${first.name.padEnd(32)} ${of((r) => r.perSecond).toFixed(0).padStart(6)} orders/s  p50 ` +
        `${of((r) => r.p50).toFixed(1)} ms  p99 ${of((r) => r.p99).toFixed(1)} ms  CPU/order app ` +
        `${of((r) => r.appCpuMs).toFixed(2)} ms, PostgreSQL ${of((r) => r.dbCpuMs ?? NaN).toFixed(2)} ms`,
    );
  }
}

/** "CPU/order app 1.23 ms, PostgreSQL 0.98 ms" (PostgreSQL: its backends for the app, not its WAL writer). */
export const cpuPerOrder = (r: CheckoutResult) =>
  `CPU/order app ${r.appCpuMs.toFixed(2)} ms` +
  (r.dbCpuMs === null ? "" : `, PostgreSQL ${r.dbCpuMs.toFixed(2)} ms`);

if (import.meta.main) await main();
