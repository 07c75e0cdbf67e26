/**
 * The mixed load of `deno task bench --mixed`: one wrk run (default 60 s, 64 connections) whose Lua script
 * picks every request by weight, as a festive-sale crowd would send them: pages and JSON lists browsed by
 * visitors and signed-in shoppers, searches (with typos), cart adds, and cash-on-delivery checkouts, each by
 * a shopper prepared with a session, an address and a cart (one checkout per shopper, so none repeats).
 *
 * The measured run comes after a warm-up (default 10 s) of the same load, whose figures are reported apart
 * as the cold start: a sale meets a server that has been serving for hours, its pages kept and its code
 * optimised, while the first seconds after a start render every page once and run unoptimised code (in the
 * first 10 s here, p99 several times the warm one's). The warm-up's checkouts are by buyers of their own.
 *
 * Signed-in browsing and cart adds are spread over --mixed-browsers shoppers (default 2,000): each adds a
 * product now and then, as a crowd does. (With 200, each one's cart grew by about one line a second, to some
 * 50 lines in a minute, and every add answered the whole cart.)
 *
 * Any answer other than 2xx/3xx is an error, except 409 (out of stock, or a purchase limit reached), which a
 * busy sale expects and is counted apart. The app's memory (VmRSS of its process, worker threads included)
 * is read as the measured run starts, every 10 s of it and at its end.
 */
import { sql } from "kysely";
import postgres from "postgres";
import type { DB } from "../../db/database.ts";
import { createShoppers, type Shopper } from "./shoppers.ts";
import { runWrk, summaryLine } from "./wrk.ts";
import { cpuDuring } from "./cpu.ts";

export interface MixedPlan {
  /** Products that cart adds and checkouts buy: stock for everyone, up to 10 per order. */
  pool: string[];
  /** Product ids and category names to browse. */
  products: string[];
  categories: string[];
  browsers: Shopper[];
  buyers: Shopper[];
}

/** Prepares the crowd: `buyers` checkout shoppers (one order each) and `browsers` signed-in shoppers. */
export async function prepareMixed(
  db: DB,
  options: { buyers: number; browsers: number },
): Promise<MixedPlan> {
  // The newest products (the checkout bench takes the oldest), so the two never share stock rows.
  const pool = (await db.selectFrom("products").select("id").where("listed", "=", true)
    .orderBy("id", "desc").limit(400).execute()).map((p) => p.id);
  await db.updateTable("products").set({ stock: 1_000_000, max_purchase_limit: 10 }).where("id", "in", pool)
    .execute();
  const products = (await sql<{ id: string }>`
    select id from products where listed order by md5(id) limit 2000`.execute(db)).rows.map((r) => r.id);
  const categories = (await db.selectFrom("categories").select("name").execute()).map((c) => c.name);
  const pick = (i: number) => pool[(i * 7919) % pool.length];
  const buyers = await createShoppers(
    db,
    options.buyers,
    (i) =>
      i % 3 === 0 ? [{ productId: pick(i), quantity: 1 }] : [
        { productId: pick(i), quantity: 1 },
        { productId: pick(i + 1), quantity: 2 },
      ],
  );
  // Browsers start with one line, so their header shows a cart count.
  const browsers = await createShoppers(
    db,
    options.browsers,
    (i) => [{ productId: pick(i + 13), quantity: 1 }],
  );
  return { pool, products, categories, browsers, buyers };
}

export interface MixedResult {
  seconds: number;
  connections: number;
  requests: number;
  perSecond: number;
  /** Answers other than 2xx/3xx, 409 aside. */
  errors: number;
  /** 409 answers: out of stock or a purchase limit, expected in a sale. */
  conflicts: number;
  /** Socket errors and timeouts reported by wrk. */
  socketErrors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  checkouts: number;
  /** Checkout shoppers the measured run had: once all have ordered, checkouts give way to product pages. */
  buyers: number;
  cartAdds: number;
  /** Requests by kind, as the script sent them. */
  kinds: Record<string, number>;
  /** Error statuses seen, with counts. */
  statuses: Record<string, number>;
  rssMb: { start: number; at10s: number; end: number; every10s: number[] };
  /**
   * CPU per request of the measured run in µs: the app's process and its database's backends (null on
   * PGlite, which runs inside the app). Steadier between runs than latency on a saturated machine.
   */
  cpuUs: { app: number; db: number | null };
  /** The warm-up before the measured run: the cold start's figures. */
  warmUp?: MixedRun;
}

/** One wrk run's figures: what the warm-up and the measured run both report. */
type MixedRun = Omit<MixedResult, "buyers" | "rssMb" | "cpuUs" | "warmUp">;

/** VmRSS of a process in MB (threads share it): worker threads are inside the app's process. */
export async function rssMb(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

const lua = (s: string) => JSON.stringify(s); // a JSON string is a valid Lua string literal for ASCII text

/** The wrk script: weights, the request lists, per-thread shares of the buyers, counters read in done(). */
function script(plan: MixedPlan, host: string): string {
  const browse = [
    "/",
    "/about",
    "/api/products/get-all-products",
    "/api/category/get-all-categories",
    ...plan.categories.map((c) => `/category/${encodeURIComponent(c)}`),
  ];
  const terms = ["samsung", "samsng", "iphon", "redmi note 13", "boat", "laptop", "atta", "smartwatch"];
  const list = (items: string[]) => `{${items.map(lua).join(",")}}`;
  return `
local pages = ${list(browse)}
local products = ${list(plan.products.map((id) => `/product/${id}`))}
local searches = ${list(terms.map((t) => `/products?search=${encodeURIComponent(t)}`))}
local pool = ${list(plan.pool)}
local browsers = ${list(plan.browsers.map((s) => s.cookie))}
local buyerCookies = ${list(plan.buyers.map((s) => s.cookie))}
local buyerBodies = ${list(plan.buyers.map((s) => s.body))}
local host = ${lua(host)}

-- kind, weight (out of 100)
local kinds = { {"page", 30}, {"product", 30}, {"signed-in page", 12}, {"search", 12}, {"cart add", 10}, {"checkout", 6} }

local threads = {}
local threadCount = 0
function setup(thread)
  thread:set("index", threadCount)
  threadCount = threadCount + 1
  table.insert(threads, thread)
end

function init(args)
  counts = {}
  statuses = {}
  errors = 0
  conflicts = 0
  -- Each wrk thread takes every step-th buyer of its range, first to last (Lua arrays start at 1).
  step = tonumber(args[1]) or 1
  nextBuyer = (tonumber(args[2]) or 1) + index
  lastBuyer = tonumber(args[3]) or #buyerCookies
  math.randomseed(index * 7919 + os.time())
  pending = {}
end

local function html(path, cookie)
  local headers = { ["Host"] = host, ["Accept"] = "text/html", ["Accept-Encoding"] = "gzip" }
  if cookie then headers["Cookie"] = cookie end
  return wrk.format("GET", path, headers)
end

local function pickKind()
  local r = math.random(100)
  for _, k in ipairs(kinds) do
    r = r - k[2]
    if r <= 0 then return k[1] end
  end
  return "page"
end

function request()
  local kind = pickKind()
  if kind == "checkout" and nextBuyer > lastBuyer then kind = "product" end
  counts[kind] = (counts[kind] or 0) + 1
  if kind == "page" then
    return html(pages[math.random(#pages)])
  elseif kind == "product" then
    return html(products[math.random(#products)])
  elseif kind == "signed-in page" then
    local cookie = browsers[math.random(#browsers)]
    if math.random(2) == 1 then return html("/", cookie) end
    return html(products[math.random(#products)], cookie)
  elseif kind == "search" then
    return html(searches[math.random(#searches)])
  elseif kind == "cart add" then
    local body = '{"productId":"' .. pool[math.random(#pool)] .. '","quantity":1}'
    return wrk.format("POST", "/api/cart/add-to-cart", {
      ["Host"] = host, ["Accept"] = "application/json", ["Content-Type"] = "application/json",
      ["Cookie"] = browsers[math.random(#browsers)] }, body)
  else
    local i = nextBuyer
    nextBuyer = nextBuyer + step
    return wrk.format("POST", "/api/orders/place-order", {
      ["Host"] = host, ["Accept"] = "application/json", ["Content-Type"] = "application/json",
      ["Cookie"] = buyerCookies[i] }, buyerBodies[i])
  end
end

function response(status, headers, body)
  if status == 409 then
    conflicts = conflicts + 1
  elseif status >= 400 then
    errors = errors + 1
    statuses[status] = (statuses[status] or 0) + 1
  end
end

function done(summary, latency, requests)
  local total = { errors = 0, conflicts = 0, kinds = {}, statuses = {} }
  for _, thread in ipairs(threads) do
    total.errors = total.errors + thread:get("errors")
    total.conflicts = total.conflicts + thread:get("conflicts")
    for k, v in pairs(thread:get("counts")) do total.kinds[k] = (total.kinds[k] or 0) + v end
    for k, v in pairs(thread:get("statuses")) do
      total.statuses[tostring(k)] = (total.statuses[tostring(k)] or 0) + v
    end
  end
  local function object(t)
    local parts = {}
    for k, v in pairs(t) do table.insert(parts, string.format("%q:%d", k, v)) end
    return "{" .. table.concat(parts, ",") .. "}"
  end
  local e = summary.errors
  io.write(string.format(
    'MIXED {"requests":%d,"us":%d,"errors":%d,"conflicts":%d,"socketErrors":%d,' ..
    '"p50":%d,"p95":%d,"p99":%d,"max":%d,"kinds":%s,"statuses":%s}\\n',
    summary.requests, summary.duration, total.errors, total.conflicts,
    e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max,
    object(total.kinds), object(total.statuses)))
end
`;
}

/** One wrk run of the load (-t2): its figures, the checkouts by buyers `first` to `last` (1-based). */
async function runMixed(
  base: string,
  load: string,
  run: { seconds: number; connections: number; first: number; last: number },
): Promise<MixedRun> {
  const threads = 2;
  const out = await runWrk({
    url: `${base}/`,
    script: load,
    scriptArgs: [String(threads), String(run.first), String(run.last)],
    threads,
    connections: run.connections,
    seconds: run.seconds,
    showErrors: true,
  });
  const line = summaryLine(out, "MIXED");
  if (!line) throw new Error(`wrk gave no summary:\n${out}`);
  const r = JSON.parse(line);
  const seconds = r.us / 1e6;
  return {
    seconds,
    connections: run.connections,
    requests: r.requests,
    perSecond: r.requests / seconds,
    errors: r.errors,
    conflicts: r.conflicts,
    socketErrors: r.socketErrors,
    p50: r.p50 / 1000,
    p95: r.p95 / 1000,
    p99: r.p99 / 1000,
    max: r.max / 1000,
    checkouts: r.kinds.checkout ?? 0,
    cartAdds: r.kinds["cart add"] ?? 0,
    kinds: r.kinds,
    statuses: r.statuses,
  };
}

/**
 * Runs the mixed load against `base` (the app's process id for its memory): the warm-up (`warmUpSeconds`,
 * 0 for none) by the last buyers, then the measured run by the first ones, each share as long as its run.
 */
export async function benchMixed(
  base: string,
  appPid: number,
  plan: MixedPlan,
  options: { seconds: number; connections: number; warmUpSeconds: number; databaseUrl?: string },
): Promise<MixedResult> {
  const load = script(plan, new URL(base).host);
  if (options.databaseUrl) await flushWrites(options.databaseUrl);
  const measured = Math.floor(
    plan.buyers.length * options.seconds / (options.seconds + options.warmUpSeconds),
  );
  const warmUp = options.warmUpSeconds > 0
    ? await runMixed(base, load, {
      seconds: options.warmUpSeconds,
      connections: options.connections,
      first: measured + 1,
      last: plan.buyers.length,
    })
    : undefined;
  const start = await rssMb(appPid);
  // Every 10 s of the run: whether memory levels off, not only where it ends.
  const every10s: number[] = [];
  const sampler = setInterval(async () => every10s.push(await rssMb(appPid)), 10_000);
  const { result, appMs, dbMs } = await cpuDuring(
    appPid,
    options.databaseUrl,
    () => runMixed(base, load, { ...options, first: 1, last: measured }),
  ).finally(() => clearInterval(sampler));
  const perRequest = (ms: number) => Math.round(ms * 1000 / Math.max(1, result.requests));
  const cpuUs = { app: perRequest(appMs), db: dbMs === null ? null : perRequest(dbMs) };
  const end = await rssMb(appPid);
  const at10s = every10s[0] ?? end;
  return { ...result, buyers: measured, rssMb: { start, at10s, end, every10s }, cpuUs, warmUp };
}

/**
 * A checkpoint before the load, on PostgreSQL: the checkout runs before it wrote some 20,000 orders at a rate
 * the mixed load never reaches, and the kernel wrote those pages out some 30 s later (its dirty_expire), in
 * the middle of the measured minute. Commits then waited 300-700 ms for the disk, two or three times a run,
 * and every statement pipelined behind them on the same connection with them (2026-11-28, full runs: p99
 * 186 and 344 ms against 79-108 ms for the load run alone, PostgreSQL's log showing the slow commits). The
 * same reason as the checkpoint after loading (load.ts): a phase is measured on its own, not on the last
 * one's writes.
 */
async function flushWrites(databaseUrl: string): Promise<void> {
  const server = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await server`checkpoint`;
  } catch (error) {
    console.warn(`No checkpoint before the mixed load: ${(error as Error).message}`);
  } finally {
    await server.end();
  }
}

const mixedColumns = () =>
  console.log(
    "".padStart(12) + "requests".padStart(10) + "req/s".padStart(8) + "errors".padStart(8) +
      "409s".padStart(6) + "socket".padStart(8) + "p50".padStart(9) + "p95".padStart(9) + "p99".padStart(9) +
      "max".padStart(9) + "   RSS start / 10 s / end",
  );

const mixedRow = (label: string, r: MixedRun, rss = "") =>
  console.log(
    label.padEnd(12) + String(r.requests).padStart(10) + r.perSecond.toFixed(0).padStart(8) +
      String(r.errors).padStart(8) + String(r.conflicts).padStart(6) + String(r.socketErrors).padStart(8) +
      `${r.p50.toFixed(1)}ms`.padStart(9) + `${r.p95.toFixed(1)}ms`.padStart(9) +
      `${r.p99.toFixed(1)}ms`.padStart(9) + `${r.max.toFixed(0)}ms`.padStart(9) + rss,
  );

export function printMixed(r: MixedResult, threads: number) {
  console.log(
    `\nmixed load: ${r.seconds.toFixed(0)} s, ${r.connections} connections, ${threads} server thread(s); ` +
      Object.entries(r.kinds).map(([k, n]) => `${k} ${n}`).join(", "),
  );
  mixedColumns();
  if (r.warmUp) mixedRow(`cold ${r.warmUp.seconds.toFixed(0)} s`, r.warmUp);
  mixedRow("measured", r, `   ${r.rssMb.start} / ${r.rssMb.at10s} / ${r.rssMb.end} MB`);
  for (const run of [r.warmUp, r].filter((run) => run?.errors)) {
    console.log(`error statuses: ${JSON.stringify(run!.statuses)}`);
  }
  console.log(`RSS every 10 s of the measured run: ${r.rssMb.every10s.join(" / ")} MB`);
  console.log(
    `CPU per request of the measured run: app ${r.cpuUs.app} µs` +
      (r.cpuUs.db === null ? "" : `, PostgreSQL ${r.cpuUs.db} µs`),
  );
  if (r.checkouts >= r.buyers) console.log(`all ${r.buyers} buyers ordered: raise --mixed-buyers`);
}
