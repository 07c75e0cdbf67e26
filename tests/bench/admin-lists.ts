/**
 * The admin's order and customer lists at 100,000 orders and 50,000 customers (the target: p95 ≤ 50 ms
 * per URL), without the rest of `deno task bench`: the whole app in this process over the PostgreSQL of
 * DATABASE_URL, an admin signed in, then each list URL (and the dashboard) requested --runs times one after
 * another, and again `--parallel` at a time, printing p50/p95 per URL. No server, no wrk: quick to repeat.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres deno run -A tests/bench/admin-lists.ts --seed
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/admin_lists_bench deno run -A tests/bench/admin-lists.ts
 *
 * `--seed` (re)creates the database `admin_lists_bench` on that server with 2,000 products of 40 stores,
 * --customers (50,000) customers and --orders (100,000) orders (db/seed/bench-admin.ts), then measures it;
 * without it, the database of DATABASE_URL is measured as it is. `--url PATH` (repeatable) replaces the list.
 */
import postgres from "postgres";
import { parseArgs } from "node:util";
import { connect } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { seedBenchCatalogue } from "../../db/seed/bench.ts";
import { createApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { prepareAssets } from "../../src/server.ts";
import { createBenchAdmin, seedAdminLists, signInAdmin } from "./admin.ts";

const { values: args } = parseArgs({
  args: Deno.args,
  options: {
    seed: { type: "boolean", default: false },
    customers: { type: "string", default: "50000" },
    orders: { type: "string", default: "100000" },
    runs: { type: "string", default: "40" },
    parallel: { type: "string", default: "4" },
    url: { type: "string", multiple: true },
  },
});

/** Every kind of list URL: pages, deep pages, filters, and searches by name, email, mobile, id and item. */
export const ADMIN_LIST_URLS = [
  "/panel/customer",
  "/panel/customer?page=2",
  "/panel/customer?page=50",
  "/panel/customer?q=Priya&page=3",
  "/panel/customer?q=priya%20sharma",
  "/panel/customer?q=bench.customer4711",
  "/panel/customer?q=98",
  "/panel/customer?q=p",
  "/panel/customer?q=zzqx",
  "/panel/customer?q={customerId}",
  "/panel/order",
  "/panel/order?page=2",
  "/panel/order?page=50",
  "/panel/order?sort=total&page=3",
  "/panel/order?status=Delivered&page=3",
  "/panel/order?status=Pending&page=50",
  "/panel/order?store={store}",
  "/panel/order?refund=due",
  "/panel/order?q=Priya&page=2",
  "/panel/order?q=meera%20nair",
  "/panel/order?q=laptop",
  "/panel/order?q={orderId}",
  "/panel/order?q=ra",
  "/panel/order?q=a",
  "/panel/order?q=zzqx",
  "/panel/order?q=tea&status=Delivered&store={store}",
  "/admin",
];

const serverUrl = Deno.env.get("DATABASE_URL");
if (!serverUrl) throw new Error("Set DATABASE_URL: this benchmark measures PostgreSQL.");
let databaseUrl = serverUrl;
if (args.seed) {
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await server.unsafe("drop database if exists admin_lists_bench with (force)");
  await server.unsafe("create database admin_lists_bench");
  await server.end();
  const url = new URL(serverUrl);
  url.pathname = "/admin_lists_bench";
  databaseUrl = url.toString();
}
const db = await connect({ databaseUrl, maxConnections: 10 });
await migrateToLatest(db);
if (args.seed) {
  const started = performance.now();
  await seedBenchCatalogue(db, { products: 2000, vendors: 40 });
  await seedAdminLists(db, { customers: Number(args.customers), orders: Number(args.orders) });
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${databaseUrl}`);
}

const admin = await createBenchAdmin(db);
await prepareAssets();
const app = createApp({ db, config: loadConfig({ SEED: "none", APP_ENV: "production" }), log: false });
const cookie = await signInAdmin(
  admin,
  "http://localhost",
  async (path, init) => await app.request(path, init),
);

const [someOrder, someCustomer, someStore] = await Promise.all([
  db.selectFrom("orders").select("id").orderBy("id").offset(50_000).limit(1).executeTakeFirst(),
  db.selectFrom("users").select("id").where("role", "=", "customer").orderBy("id").offset(25_000).limit(1)
    .executeTakeFirst(),
  db.selectFrom("vendors").select("id").orderBy("id").limit(1).executeTakeFirst(),
]);
const expand = (path: string) =>
  path.replaceAll("{orderId}", (someOrder?.id ?? "").slice(-8))
    .replaceAll("{customerId}", (someCustomer?.id ?? "").slice(0, 5) + "...")
    .replaceAll("{store}", someStore?.id ?? "");

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await app.request(path, { headers: { cookie, accept: "text/html" } });
  await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const runs = Number(args.runs);
const parallel = Number(args.parallel);
const urls = args.url ?? ADMIN_LIST_URLS;
console.log(
  `${"URL".padEnd(56)}${"p50".padStart(7)}${"p95".padStart(7)}` +
    `${`p50 ×${parallel}`.padStart(9)}${`p95 ×${parallel}`.padStart(9)}  (ms)`,
);
for (const template of urls) {
  const path = expand(template);
  for (let i = 0; i < 3; i++) await timed(path); // warm caches and prepared statements
  const one: number[] = [];
  for (let i = 0; i < runs; i++) one.push(await timed(path));
  const many: number[] = [];
  for (let i = 0; i < runs; i += parallel) {
    many.push(...await Promise.all(Array.from({ length: parallel }, () => timed(path))));
  }
  one.sort((a, b) => a - b);
  many.sort((a, b) => a - b);
  console.log(
    path.slice(0, 55).padEnd(56) + [percentile(one, 0.5), percentile(one, 0.95)].map((t) => t.toFixed(1))
      .map((t) => t.padStart(7)).join("") +
      [percentile(many, 0.5), percentile(many, 0.95)].map((t) => t.toFixed(1).padStart(9)).join(""),
  );
}
await db.destroy();
