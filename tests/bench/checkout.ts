/**
 * The checkout half of `deno task bench`: many signed-in shoppers, each with a cart spanning two stores,
 * placing cash-on-delivery orders at once over HTTP; then everyone buying the same product (one hot row that
 * every transaction must lock). Reports orders/s and latency percentiles.
 */
import type { DB } from "../../db/database.ts";
import { newId } from "../../src/core/ids.ts";
import { hashToken, SESSION_COOKIE } from "../../src/auth/session.ts";

export interface CheckoutResult {
  name: string;
  orders: number;
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
}

/** A shopper's session cookie and the body of its cash-on-delivery order. */
interface Shopper {
  cookie: string;
  body: string;
}

/** Shoppers with a session cookie, an address and the given cart lines. */
async function shoppers(
  db: DB,
  count: number,
  cart: (i: number) => { productId: string; quantity: number }[],
) {
  const cookies: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    const token = (crypto.randomUUID() + crypto.randomUUID()).replaceAll("-", "");
    await db.insertInto("users").values({
      id,
      name: `Bench Shopper ${i}`,
      email: `bench.${id}@example.in`,
      mobile: "9876543210",
      password_hash: "not-a-password",
      delivery_location: null,
    }).execute();
    await db.insertInto("sessions").values({
      token_hash: await hashToken(token),
      user_id: id,
      expires_at: new Date(Date.now() + 3_600_000),
    }).execute();
    await db.insertInto("addresses").values({
      id: newId(),
      user_id: id,
      street: "1 MG Road",
      floor: "1",
      area: "Camp",
      landmark: "Clock tower",
      city: "Pune",
      state: "Maharashtra",
      postal_code: "411001",
      country: "India",
      phone_number: "9876543210",
    }).execute();
    await db.insertInto("cart_items").values(
      cart(i).map((line) => ({ user_id: id, product_id: line.productId, quantity: line.quantity })),
    ).execute();
    // The checkout confirms the cart the shopper saw, as the storefront sends it.
    cookies.push({ cookie: `${SESSION_COOKIE}=${token}`, body: JSON.stringify({ cart: cart(i) }) });
  }
  return cookies;
}

async function placeAll(name: string, base: string, cookies: Shopper[], concurrency: number) {
  const latencies: number[] = [];
  let refused = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < cookies.length) {
      const { cookie, body } = cookies[next++];
      const t0 = performance.now();
      const response = await fetch(`${base}/api/orders/place-order`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", accept: "application/json" },
        body,
      });
      await response.body?.cancel();
      latencies.push(performance.now() - t0);
      if (response.status !== 200 && refused++ === 0) {
        console.warn(`${name}: first refusal ${response.status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    name,
    orders: cookies.length - refused,
    perSecond: (cookies.length - refused) / seconds,
    p50: at(0.5),
    p99: at(0.99),
    refused,
  };
}

export interface PreparedCheckouts {
  spread: Shopper[];
  hot: Shopper[];
}

/** Written before the app starts: PGlite's files belong to one process at a time. */
export async function prepareCheckouts(db: DB, shopperCount: number): Promise<PreparedCheckouts> {
  // Products from two different stores, with stock for everyone.
  const pair = await db.selectFrom("products").select(["id", "vendor_id"]).orderBy("id").limit(400).execute();
  const a = pair[0];
  const b = pair.find((p) => p.vendor_id !== a.vendor_id)!;
  await db.updateTable("products").set({ stock: 1_000_000, max_purchase_limit: 10 })
    .where("id", "in", pair.map((p) => p.id)).execute();
  const spread = await shoppers(db, shopperCount, (i) => [
    { productId: pair[(2 * i) % pair.length].id, quantity: 1 },
    { productId: pair[(2 * i + 1) % pair.length].id, quantity: 2 },
  ]);
  const hot = await shoppers(db, shopperCount, () => [
    { productId: a.id, quantity: 1 },
    { productId: b.id, quantity: 1 },
  ]);
  return { spread, hot };
}

export async function benchCheckout(base: string, prepared: PreparedCheckouts, concurrency = 32) {
  return [
    await placeAll("COD checkout, 2 stores/cart", base, prepared.spread, concurrency),
    await placeAll("COD checkout, same 2 products", base, prepared.hot, concurrency),
  ];
}

/**
 * The checkout benchmark on its own:
 *   deno run -A tests/bench/checkout.ts [--products N] [--runs N] [--shoppers N] [--pool N]
 * seeds a fresh database like `deno task bench` (PostgreSQL when DATABASE_URL is set, dropped after; PGlite
 * otherwise), serves the app in its own process (production, 2 threads on PostgreSQL), runs both checkout
 * loads --runs times on fresh shoppers and prints each run and the medians. Afterwards it checks that the
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
      shoppers: { type: "string", default: "" },
      concurrency: { type: "string", default: "32" },
      // The app's DATABASE_POOL (connections per server thread); unset: the app's default.
      pool: { type: "string", default: "" },
    },
  });
  const serverUrl = Deno.env.get("DATABASE_URL");
  const fresh = await freshDatabase("bench-checkout");
  const appEnv = fresh.env;
  const runs = Number(args.runs);
  const shopperCount = Number(args.shoppers || (serverUrl ? 400 : 100));
  let db = await connect({ databaseUrl: appEnv.DATABASE_URL, dataDir: appEnv.DATA_DIR });
  const all: { name: string; perSecond: number; p50: number; p99: number; refused: number }[][] = [];
  let child: Deno.ChildProcess | undefined;
  try {
    await migrateToLatest(db);
    await seedBenchCatalogue(db, { products: Number(args.products), vendors: Number(args.vendors) });
    await sql`vacuum analyze`.execute(db);
    const prepared: PreparedCheckouts[] = [];
    for (let i = 0; i < runs; i++) prepared.push(await prepareCheckouts(db, shopperCount));
    await db.destroy();

    const port = 18900 + Math.floor(Math.random() * 100);
    const root = new URL("../../", import.meta.url).pathname;
    child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", `${root}main.ts`],
      env: {
        ...appEnv,
        APP_ENV: "production",
        LOG: "off",
        SEED: "none",
        PORT: String(port),
        ...(args.pool ? { DATABASE_POOL: args.pool } : {}),
      },
      stdout: "null",
      stderr: "inherit",
    }).spawn();
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0;; i++) {
      const ok = await fetch(`${base}/`).then(async (r) => (await r.body?.cancel(), r.ok), () => false);
      if (ok) break;
      if (i > 600) throw new Error("the app did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const [i, round] of prepared.entries()) {
      const results = await benchCheckout(base, round, Number(args.concurrency));
      all.push(results);
      for (const r of results) {
        console.log(
          `run ${i + 1}  ${r.name.padEnd(32)} ${r.perSecond.toFixed(0).padStart(6)} orders/s  p50 ` +
            `${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  refused ${r.refused}`,
        );
      }
    }
  } finally {
    if (child) {
      child.kill("SIGTERM");
      await child.status;
    }
    db = await connect({ databaseUrl: appEnv.DATABASE_URL, dataDir: appEnv.DATA_DIR });
    // Every unit that left the shelf is on an order line: the bench products started at 1,000,000.
    const { rows } = await sql<{ products: string; mismatched: string }>`
      select count(*) as products, count(*) filter (where 1000000 - p.stock <> coalesce(s.units, 0)) as mismatched
      from products p
      left join (select product_id, sum(quantity) as units from order_items group by product_id) s
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
        `${of((r) => r.p50).toFixed(1)} ms  p99 ${of((r) => r.p99).toFixed(1)} ms`,
    );
  }
}

if (import.meta.main) await main();
