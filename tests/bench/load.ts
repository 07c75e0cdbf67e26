/**
 * `deno task bench`: load a generated catalogue (10,000 products from 200 vendors) into a fresh database,
 * serve the app in its own process, and drive concurrent HTTP load with wrk against the storefront's hot
 * paths, beside a bare Deno.serve answering "ok" measured in the same run. The ratio is the figure to
 * compare between machines; absolute numbers on these shared machines are noisy.
 *
 * Uses PostgreSQL when DATABASE_URL is set (a fresh database is created on that server and dropped after),
 * otherwise PGlite in a temporary directory. Options: --products N --vendors N --duration S --connections N
 *
 * The admin lists (run only when --customers or --orders is given): that many customers and orders are
 * generated in SQL (db/seed/bench-admin.ts), an admin signs in over HTTP, and each admin URL (--admin-url,
 * repeatable; `{name}` stands for a common first name of the generated customers) is measured --runs times
 * (default 3) with wrk, reporting the median req/s and the median p95/p99 latency. A URL that does not
 * answer 200 (e.g. a page not built on this branch) is listed as skipped with its status.
 *   deno task bench --customers 50000 --orders 100000
 */
import postgres from "postgres";
import { sql } from "kysely";
import { parseArgs } from "node:util";
import { connect } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { seedBenchCatalogue } from "../../db/seed/bench.ts";
import { benchCheckout, type CheckoutResult, prepareCheckouts } from "./checkout.ts";
import { ADMIN_URLS, type AdminResult, benchAdminLists, prepareAdmin } from "./admin.ts";

const { values: args } = parseArgs({
  args: Deno.args,
  options: {
    products: { type: "string", default: "10000" },
    vendors: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    customers: { type: "string", default: "0" },
    orders: { type: "string", default: "0" },
    "admin-url": { type: "string", multiple: true },
    runs: { type: "string", default: "3" },
  },
});

if (!(await exists("/usr/bin/wrk"))) {
  console.error("wrk is needed for the benchmark: apt-get install -y wrk");
  Deno.exit(1);
}

async function exists(path: string) {
  return await Deno.stat(path).then(() => true, () => false);
}

// 1. A fresh database with the generated catalogue.
const serverUrl = Deno.env.get("DATABASE_URL");
const dbName = `bench_${Date.now()}`;
let appEnv: Record<string, string>;
let dropDatabase = async () => {};
if (serverUrl) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  appEnv = { DATABASE_URL: url.toString() };
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  };
} else {
  appEnv = { DATA_DIR: await Deno.makeTempDir({ prefix: "swiftcart-bench-" }) };
}
const products = Number(args.products);
const vendors = Number(args.vendors);
const seedStarted = performance.now();
const db = await connect({ databaseUrl: appEnv.DATABASE_URL, dataDir: appEnv.DATA_DIR });
await migrateToLatest(db);
await seedBenchCatalogue(db, { products, vendors });
// A live database is vacuumed and analysed by autovacuum; a table loaded a second ago is not yet.
await sql`vacuum analyze`.execute(db);
const sample = await db.selectFrom("products as p").innerJoin("categories as c", "c.id", "p.category_id")
  .select(["p.id", "p.name", "c.name as category"]).orderBy("p.id").offset(Math.floor(products / 2)).limit(1)
  .executeTakeFirstOrThrow();
const checkoutShoppers = await prepareCheckouts(db, serverUrl ? 400 : 100);
const adminCustomers = Number(args.customers);
const adminOrders = Number(args.orders);
const adminBench = adminCustomers > 0 || adminOrders > 0;
const admin = adminBench
  ? await prepareAdmin(db, { customers: adminCustomers, orders: adminOrders })
  : undefined;
await db.destroy();
console.log(
  `Loaded ${products} products from ${vendors} vendors${
    admin ? ` and ${admin.customers} customers with ${admin.orders} orders` : ""
  } in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s ` +
    `(${serverUrl ? "PostgreSQL" : "PGlite"})`,
);

// 2. Servers: the app (production mode, no request log) and a bare Deno.serve baseline.
async function startProcess(args: string[], env: Record<string, string>, port: number) {
  const child = new Deno.Command(Deno.execPath(), {
    args,
    env: { ...env, PORT: String(port) },
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  // The app listens before its database is open (answering 503 meanwhile): wait for a real 200.
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.body?.cancel();
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

const appPort = 18700 + Math.floor(Math.random() * 200);
const basePort = appPort + 1;
const root = new URL("../../", import.meta.url).pathname;
const app = await startProcess(["run", "-A", `${root}main.ts`], {
  ...appEnv,
  APP_ENV: "production",
  LOG: "off",
  SEED: "none",
}, appPort);
const bare = await startProcess(
  ["eval", `Deno.serve({ port: Number(Deno.env.get("PORT")), onListen() {} }, () => new Response("ok"))`],
  {},
  basePort,
);

// 3. Load.
interface Result {
  name: string;
  rps: number;
  p50: string;
  p99: string;
  errors: string;
}

async function wrk(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
  // A short warm-up lets V8 optimise the hot paths before the measured run.
  await new Deno.Command("wrk", { args: ["-t1", "-c8", "-d2s", ...headerArgs, url], stdout: "null" })
    .output();
  const out = new TextDecoder().decode(
    (await new Deno.Command("wrk", {
      args: ["-t2", `-c${args.connections}`, `-d${args.duration}s`, "--latency", ...headerArgs, url],
      stdout: "piped",
    }).output()).stdout,
  );
  const pick = (re: RegExp) => out.match(re)?.[1] ?? "?";
  return {
    name,
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    p50: pick(/\s50%\s+(\S+)/),
    p99: pick(/\s99%\s+(\S+)/),
    errors: pick(/Non-2xx or 3xx responses:\s+(\d+)/) === "?"
      ? "0"
      : pick(/Non-2xx or 3xx responses:\s+(\d+)/),
  };
}

const html = { accept: "text/html", "accept-encoding": "gzip" };
const base = `http://127.0.0.1:${appPort}`;
const results: Result[] = [];
let checkouts: CheckoutResult[] = [];
let adminResults: AdminResult[] = [];
try {
  results.push(await wrk('bare Deno.serve "ok"', `http://127.0.0.1:${basePort}/`));
  results.push(await wrk("home /", `${base}/`, html));
  results.push(await wrk("category page", `${base}/category/${encodeURIComponent(sample.category)}`, html));
  results.push(await wrk("product page", `${base}/product/${sample.id}`, html));
  const term = sample.name.split(" ")[0];
  results.push(await wrk(`search "${term}"`, `${base}/products?search=${encodeURIComponent(term)}`, html));
  results.push(
    await wrk("get-all-products (100)", `${base}/api/products/get-all-products`, {
      "accept-encoding": "gzip",
    }),
  );
  if (admin) {
    adminResults = await benchAdminLists(base, admin, {
      urls: args["admin-url"]?.length ? args["admin-url"] : ADMIN_URLS,
      runs: Number(args.runs),
      duration: Number(args.duration),
      connections: Number(args.connections),
    });
  }
  // Writes last, so the read measurements above see the catalogue as loaded.
  checkouts = await benchCheckout(base, checkoutShoppers);
} finally {
  app.kill("SIGTERM");
  bare.kill("SIGTERM");
  await Promise.all([app.status, bare.status]);
  await dropDatabase();
  if (appEnv.DATA_DIR) await Deno.remove(appEnv.DATA_DIR, { recursive: true });
}

const baseline = results[0].rps;
const threads = serverUrl ? navigator.hardwareConcurrency : 1; // production default of WORKERS (src/config.ts)
console.log(
  `\n${args.connections} connections, ${args.duration} s each, wrk -t2 on the same machine; ` +
    `${navigator.hardwareConcurrency} cores; app: APP_ENV=production, ${threads} server thread(s)\n`,
);
console.log(
  "target".padEnd(30) + "req/s".padStart(10) + "p50".padStart(10) + "p99".padStart(10) + "  vs bare" +
    "  non-2xx",
);
for (const r of results) {
  console.log(
    r.name.padEnd(30) + r.rps.toFixed(0).padStart(10) + r.p50.padStart(10) + r.p99.padStart(10) +
      `${((r.rps / baseline) * 100).toFixed(1)}%`.padStart(9) + r.errors.padStart(9),
  );
}

console.log(
  "\n" + "checkout (32 at once)".padEnd(32) + "orders".padStart(8) + "orders/s".padStart(10) +
    "p50".padStart(10) +
    "p99".padStart(10) + "  refused",
);
for (const r of checkouts) {
  console.log(
    r.name.padEnd(32) + String(r.orders).padStart(8) + r.perSecond.toFixed(0).padStart(10) +
      `${r.p50.toFixed(0)}ms`.padStart(10) + `${r.p99.toFixed(0)}ms`.padStart(10) +
      String(r.refused).padStart(9),
  );
}

if (admin) {
  console.log(
    `\nadmin lists (${admin.customers} customers, ${admin.orders} orders; seeded in ${
      admin.seconds.toFixed(1)
    } s; ` +
      `signed-in admin; ${args.runs} runs of ${args.duration} s each, medians)`,
  );
  console.log(
    "target".padEnd(48) + "req/s".padStart(10) + "p50".padStart(10) + "p95".padStart(10) +
      "p99".padStart(10) + "  non-2xx",
  );
  for (const r of adminResults) {
    if (r.skipped) {
      console.log(r.name.padEnd(48) + `  skipped: answered ${r.skipped}`);
      continue;
    }
    console.log(
      r.name.padEnd(48) + r.rps.toFixed(0).padStart(10) + `${r.p50.toFixed(1)}ms`.padStart(10) +
        `${r.p95.toFixed(1)}ms`.padStart(10) + `${r.p99.toFixed(1)}ms`.padStart(10) +
        String(r.errors).padStart(9),
    );
  }
}
