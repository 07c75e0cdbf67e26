/**
 * `deno task bench`: load a generated catalogue (10,000 products from 200 vendors) into a fresh database,
 * serve the app in its own process, and drive concurrent HTTP load with wrk against the storefront's hot
 * paths, beside a bare Deno.serve answering "ok" measured in the same run. The ratio is the figure to
 * compare between machines; absolute numbers on these shared machines are noisy.
 *
 * Uses PostgreSQL when DATABASE_URL is set (a fresh database is created on that server and dropped after),
 * otherwise PGlite in a temporary directory. Options: --products N --vendors N --duration S --connections N
 * --threads N (server threads on PostgreSQL, default 2) --json PATH (default bench-results.json)
 * --target NAME (repeatable: only the targets whose name contains it, without the in-process figures, the
 * checkouts and their shoppers and order history). Linux's autogroup scheduling is turned off for the run
 * when it can be (scheduler.ts says why); --autogroup keeps the machine's setting.
 *   deno task bench --products 100000        (or: deno task bench -- --products 100000)
 *
 * Targets: visitors' pages (home, two categories, two products, search, a content page), the signed-in
 * versions of home and a product page (a shopper with a cart), the JSON lists, and the checkouts. The table is
 * printed and written as JSON with the run's metadata (engine, threads, commit, ...) so runs can be compared.
 *
 * --mixed adds the mixed load at the end (tests/bench/mixed.ts): --mixed-duration S (default 60) with
 * --mixed-connections N (default 64) of browsing, search, cart adds and checkouts by --mixed-buyers N shoppers
 * (one order each, shared by the runs as their lengths; default 36,000 on PostgreSQL, 2,000 on PGlite), after
 * --mixed-warm-up S (default 10) of the same load, reported apart as the cold start; signed-in browsing and
 * cart adds by --mixed-browsers N shoppers (default 2,000). --only-mixed skips the rest.
 *
 * The admin lists (run only when --customers or --orders is given): that many customers and orders are
 * generated in SQL (db/seed/bench-admin.ts), an admin signs in over HTTP, and each admin URL (--admin-url,
 * repeatable; `{name}` stands for a common first name of the generated customers) is measured --runs times
 * (default 3) with wrk, reporting the median req/s and the median p95/p99 latency. A URL that does not
 * answer 200 (e.g. a page not built on this branch) is listed as skipped with its status.
 *   deno task bench --customers 50000 --orders 100000
 */
import "./production-react.ts"; // first: before anything loads React
import { sql } from "kysely";
import { parseArgs } from "node:util";
import { connect } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { seedBenchCatalogue } from "../../db/seed/bench.ts";
import { loadPincodesWhenEmpty } from "../../db/seed/pincodes.ts";
import { freshDatabase } from "./fresh-database.ts";
import { cleanUpOnInterrupt, haltIfInterrupted, stop, stopOnInterrupt } from "./interrupted.ts";
import {
  benchCheckout,
  type CheckoutResult,
  cpuPerOrder,
  prepareCheckouts,
  seedOrderHistory,
  shoppersFor,
} from "./checkout.ts";
import { benchSearch } from "./search.ts";
import { benchUncachedPages } from "./uncached-page.ts";
import { ADMIN_URLS, type AdminResult, benchAdminLists, prepareAdmin } from "./admin.ts";
import { benchMixed, type MixedPlan, type MixedResult, prepareMixed, printMixed } from "./mixed.ts";
import { createShoppers } from "./shoppers.ts";
import { appArgs } from "../app-args.ts";
import { runWrk, summaryNumbers, warmUp } from "./wrk.ts";
import { autogroupOffWhileRunning } from "./scheduler.ts";

const { values: args } = parseArgs({
  // `deno task bench -- --products N` passes the "--" on: it is not the end of the options here.
  args: Deno.args.filter((a) => a !== "--"),
  options: {
    products: { type: "string", default: "10000" },
    vendors: { type: "string", default: "200" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    customers: { type: "string", default: "0" },
    orders: { type: "string", default: "0" },
    "admin-url": { type: "string", multiple: true },
    runs: { type: "string", default: "3" },
    threads: { type: "string", default: "2" },
    json: { type: "string", default: "bench-results.json" },
    mixed: { type: "boolean", default: false },
    "only-mixed": { type: "boolean", default: false },
    "mixed-duration": { type: "string", default: "60" },
    "mixed-connections": { type: "string", default: "64" },
    "mixed-buyers": { type: "string" },
    "mixed-warm-up": { type: "string", default: "10" },
    "mixed-browsers": { type: "string", default: "2000" },
    target: { type: "string", multiple: true },
    autogroup: { type: "boolean", default: false },
  },
});
// --target (see above): the bare baseline stays, for the ratio.
const only = args.target;
const chosen = (name: string) => !only || only.some((t) => name.includes(t));

if (!(await exists("/usr/bin/wrk"))) {
  console.error("wrk is needed for the benchmark: apt-get install -y wrk");
  Deno.exit(1);
}

async function exists(path: string) {
  return await Deno.stat(path).then(() => true, () => false);
}

// The kernel's autogroup scheduling off for the run (scheduler.ts says why); --autogroup keeps it.
const autogroup = await autogroupOffWhileRunning(args.autogroup);

// 1. A fresh database with the generated catalogue.
const serverUrl = Deno.env.get("DATABASE_URL");
const fresh = await freshDatabase("bench");
cleanUpOnInterrupt(() => fresh.drop());
const appEnv = fresh.env;
const products = Number(args.products);
const vendors = Number(args.vendors);
const seedStarted = performance.now();
const db = await connect({ databaseUrl: appEnv.DATABASE_URL, dataDir: appEnv.DATA_DIR });
await migrateToLatest(db);
const seeded = await seedBenchCatalogue(db, { products, vendors });
const seedSeconds = seeded.ms / 1000;
// The post offices too: on an empty table the app loads them as it starts (155,000 rows, about a second
// of CPU), which would be measured as part of the first targets.
await loadPincodesWhenEmpty(db);
// A live database is vacuumed and analysed by autovacuum; a table loaded a second ago is not yet.
await sql`vacuum analyze`.execute(db);
const sampleAt = (offset: number) =>
  db.selectFrom("products as p").innerJoin("categories as c", "c.id", "p.category_id")
    .select(["p.id", "p.name", "c.name as category"]).orderBy("p.id").offset(offset).limit(1)
    .executeTakeFirstOrThrow();
const sample = await sampleAt(Math.floor(products / 2));
// A second product and category, so not every figure comes from one hot URL.
let other = await sampleAt(Math.floor(products / 5));
for (let offset = Math.floor(products / 5) + 1; other.category === sample.category; offset += 97) {
  other = await sampleAt(offset % products);
}

// Search and uncached renders, in this process while it holds the database (PGlite: before the app starts).
const searchResults = only ? [] : await benchSearch(db);
const uncachedResults = only ? [] : await benchUncachedPages(db, {
  products: (await db.selectFrom("products").select("id").where("listed", "=", true).orderBy("id")
    .limit(400).execute()).map((r) => r.id),
  categories: [sample.category, other.category],
});

// Signed-in shoppers, each with a cart, for the signed-in pages: requests rotate over their cookies, as many
// shoppers' requests would (one shopper does not send 32 at once).
const signedIn = await createShoppers(
  db,
  100,
  (i) => [{ productId: i % 2 ? sample.id : other.id, quantity: 1 }],
);
const mixedPlan: MixedPlan | undefined = args.mixed || args["only-mixed"]
  ? await prepareMixed(db, {
    buyers: Number(args["mixed-buyers"] ?? (serverUrl ? 36000 : 2000)),
    browsers: Number(args["mixed-browsers"]),
  })
  : undefined;
// The checkout runs' own shoppers, where they run (not with --target or --only-mixed).
const checkoutShoppers = !args["only-mixed"] && !only
  ? await prepareCheckouts(db, shoppersFor(Number(args.duration), serverUrl !== undefined))
  : undefined;
const adminCustomers = Number(args.customers);
const adminOrders = Number(args.orders);
const adminBench = adminCustomers > 0 || adminOrders > 0;
const admin = adminBench
  ? await prepareAdmin(db, { customers: adminCustomers, orders: adminOrders })
  : undefined;
// Without the admin lists' orders, the checkouts still start from a shop that has sold before.
if (!adminBench && !only) await seedOrderHistory(db);
// Analysed again, now that the shoppers, carts and orders are in: the plans the app makes are a live shop's.
await sql`vacuum analyze`.execute(db);
// Loading wrote some 500 MB of WAL, which sets off a checkpoint: without this one, it started as the
// measured runs did and ran through them (a minute and more). A live shop's come every checkpoint_timeout.
await sql`checkpoint`.execute(db).catch((error) =>
  console.warn(`No checkpoint after loading: ${error.message}`)
);
await db.destroy();
console.log(
  `Loaded ${products} products from ${vendors} vendors${
    admin ? ` and ${admin.customers} customers with ${admin.orders} orders` : ""
  } in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s ` +
    `(${serverUrl ? "PostgreSQL" : "PGlite"}; the products themselves in ${seedSeconds.toFixed(1)} s)`,
);

// 2. Servers: the app (production mode, no request log) and a bare Deno.serve baseline.
async function startProcess(args: string[], env: Record<string, string>, port: number) {
  const child = new Deno.Command(Deno.execPath(), {
    args,
    env: { ...env, PORT: String(port) },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  stopOnInterrupt(child);
  // Every server thread listening: a connection made before one does never reaches it (wrk keeps its
  // connections), and a load started then measured one thread. main.ts says so on stdout, read to the end.
  const threads = Number(env.WORKERS ?? 1);
  let allServing = threads <= 1;
  (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of child.stdout) {
      if (decoder.decode(chunk, { stream: true }).includes("server threads are serving")) allServing = true;
    }
  })().catch(() => {});
  // The app listens before its database is open (answering 503 meanwhile): wait for a real 200.
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.body?.cancel();
      if (response.ok && allServing) return child;
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
const threads = serverUrl ? Number(args.threads) : 1; // PGlite belongs to one thread (src/config.ts)
const app = await startProcess(appArgs(), {
  ...appEnv,
  APP_ENV: "production",
  TWO_STEP_KEY: "bench-two-step-key-not-a-secret",
  LOG: "off",
  SEED: "none",
  WORKERS: String(threads),
}, appPort);
const bare = await startProcess(
  ["eval", `Deno.serve({ port: Number(Deno.env.get("PORT")), onListen() {} }, () => new Response("ok"))`],
  {},
  basePort,
);

// 3. Load.
interface Result {
  name: string;
  url: string;
  rps: number;
  /** Latency percentiles in ms (wrk's Lua `done` hook). */
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx/3xx. */
  errors: number;
  /** Requests without an answer within wrk's --timeout (10 s), and connect/read/write errors. */
  socketErrors: number;
  vsBare?: number;
}

// wrk's own summary has no p95: a `done` hook prints the percentiles in microseconds.
const doneHook = `function done(summary, latency, requests)
  io.write(string.format("BENCH requests=%d us=%d p50=%d p95=%d p99=%d non2xx=%d socket=%d\\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;
// The same, each request with the next shopper's session cookie.
const signedInScript = `local cookies = {${signedIn.map((s) => JSON.stringify(s.cookie)).join(",")}}
local n = 0
function request()
  n = n + 1
  wrk.headers["Cookie"] = cookies[(n % #cookies) + 1]
  return wrk.format()
end
${doneHook}`;

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  script = doneHook,
): Promise<Result> {
  // A short warm-up lets V8 optimise the hot paths before the measured run.
  await warmUp({ url, headers, script });
  const out = await runWrk({
    url,
    headers,
    script,
    threads: 2,
    connections: Number(args.connections),
    seconds: Number(args.duration),
  });
  const summary = summaryNumbers(out, "BENCH");
  if (!summary) throw new Error(`wrk gave no summary for ${name}:\n${out}`);
  const { requests, us, p50, p95, p99, non2xx: errors, socket: socketErrors } = summary;
  if (requests === 0) console.warn(`${name}: no answer within ${args.duration} s (percentiles are 0)`);
  const rps = requests / (us / 1e6);
  return { name, url, rps, p50: p50 / 1000, p95: p95 / 1000, p99: p99 / 1000, errors, socketErrors };
}

const html = { accept: "text/html", "accept-encoding": "gzip" };
const json = { accept: "application/json", "accept-encoding": "gzip" };
const base = `http://127.0.0.1:${appPort}`;
const results: Result[] = [];
let checkouts: CheckoutResult[] = [];
let adminResults: AdminResult[] = [];
let mixed: MixedResult | undefined;
const category = (name: string) => `${base}/category/${encodeURIComponent(name)}`;
const term = sample.name.split(" ")[0];
const targets: [string, string, Record<string, string>, string?][] = [
  ["home /", `${base}/`, html],
  [`category: ${sample.category}`, category(sample.category), html],
  [`category: ${other.category}`, category(other.category), html],
  ["product page", `${base}/product/${sample.id}`, html],
  ["product page (another)", `${base}/product/${other.id}`, html],
  [`search "${term}"`, `${base}/products?search=${encodeURIComponent(term)}`, html],
  ["content page /about", `${base}/about`, html],
  ["home / (signed in, cart)", `${base}/`, html, signedInScript],
  ["product page (signed in, cart)", `${base}/product/${sample.id}`, html, signedInScript],
  ["get-all-products (page 1)", `${base}/api/products/get-all-products`, json],
  ["get-all-categories", `${base}/api/category/get-all-categories`, json],
];
try {
  // The signed-in targets measure a signed-in page only if the cookie is taken: the header shows the cart.
  const probe = await fetch(`${base}/`, { headers: { accept: "text/html", cookie: signedIn[0].cookie } });
  if (!(await probe.text()).includes("1 item in cart")) {
    console.warn("The signed-in home page does not show the shopper's cart: is the session cookie refused?");
  }
  if (!args["only-mixed"]) {
    results.push(await measure('bare Deno.serve "ok"', `http://127.0.0.1:${basePort}/`));
    for (const [name, url, headers, script] of targets.filter(([name]) => chosen(name))) {
      results.push(await measure(name, url, headers, script));
    }
  }
  if (admin) {
    adminResults = await benchAdminLists(base, admin, {
      urls: args["admin-url"]?.length ? args["admin-url"] : ADMIN_URLS,
      runs: Number(args.runs),
      duration: Number(args.duration),
      connections: Number(args.connections),
    });
  }
  // Writes last, so the read measurements above see the catalogue as loaded.
  if (checkoutShoppers) {
    checkouts = await benchCheckout(base, checkoutShoppers, {
      seconds: Number(args.duration),
      connections: 32,
      appPid: app.pid,
      databaseUrl: appEnv.DATABASE_URL,
    });
  }
  if (mixedPlan) {
    mixed = await benchMixed(base, app.pid, mixedPlan, {
      seconds: Number(args["mixed-duration"]),
      connections: Number(args["mixed-connections"]),
      warmUpSeconds: Number(args["mixed-warm-up"]),
      databaseUrl: appEnv.DATABASE_URL,
    });
  }
} finally {
  await Promise.all([stop(app), stop(bare)]);
  await haltIfInterrupted();
  await fresh.drop();
}

const baseline = results[0]?.rps ?? NaN;
for (const r of results) r.vsBare = Math.round((r.rps / baseline) * 1000) / 10;
const engine = serverUrl ? "PostgreSQL" : "PGlite";
console.log(
  `\n${products} products (${engine}), ${args.connections} connections, ${args.duration} s each, wrk -t2 on ` +
    `the same machine; ${navigator.hardwareConcurrency} cores; app: APP_ENV=production, ${threads} server ` +
    `thread(s); autogroup scheduling ${autogroup ?? "not on this kernel"}\n`,
);
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)}ms`;
console.log(
  "target".padEnd(36) + "req/s".padStart(10) + "p50".padStart(10) + "p95".padStart(10) + "p99".padStart(10) +
    "  vs bare" + "  non-2xx" + "  socket",
);
for (const r of results) {
  console.log(
    r.name.padEnd(36) + r.rps.toFixed(0).padStart(10) + ms(r.p50).padStart(10) + ms(r.p95).padStart(10) +
      ms(r.p99).padStart(10) + `${r.vsBare!.toFixed(1)}%`.padStart(9) + String(r.errors).padStart(9) +
      String(r.socketErrors).padStart(8),
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
      `${r.p50.toFixed(1)}ms`.padStart(10) + `${r.p99.toFixed(1)}ms`.padStart(10) +
      String(r.refused).padStart(9) + `  ${cpuPerOrder(r)}`,
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

console.log(
  "\n" + "in process, one at a time".padEnd(36) + "n".padStart(6) + "p50".padStart(10) + "p95".padStart(10),
);
for (const r of [...searchResults, ...uncachedResults]) {
  console.log(r.name.padEnd(36) + String(r.n).padStart(6) + ms(r.p50).padStart(10) + ms(r.p95).padStart(10));
}

if (mixed) printMixed(mixed, threads);

// The same figures as JSON, with what is needed to compare runs.
const commit = new TextDecoder().decode(
  (await new Deno.Command("git", { args: ["rev-parse", "--short", "HEAD"], cwd: root, stdout: "piped" })
    .output().catch(() => ({ stdout: new Uint8Array() }))).stdout,
).trim();
const report = {
  meta: {
    date: new Date().toISOString(),
    commit: commit || undefined,
    engine,
    products,
    vendors,
    seedSeconds: Math.round(seedSeconds * 10) / 10,
    threads,
    connections: Number(args.connections),
    duration: Number(args.duration),
    cores: navigator.hardwareConcurrency,
    autogroup,
    load: await Deno.readTextFile("/proc/loadavg").then(
      (l) => l.split(" ").slice(0, 3).join(" "),
      () => undefined,
    ),
  },
  targets: results.map((r) => ({ ...r, url: r.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, "") })),
  checkouts,
  search: searchResults,
  uncached: uncachedResults,
  admin: admin ? { customers: admin.customers, orders: admin.orders, lists: adminResults } : undefined,
  mixed,
};
await Deno.writeTextFile(args.json, JSON.stringify(report, null, 2) + "\n");
console.log(`\nWritten to ${args.json}`);
