/**
 * The admin half of `deno task bench` (only with --customers/--orders): many customers and orders generated
 * in SQL, an admin signed in over HTTP, then wrk against the admin lists (search + page), several runs each,
 * reporting the median req/s and the median p50/p95/p99 latency (wrk's Lua `done` hook gives p95).
 */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { newId } from "../../src/core/ids.ts";
import { hashPassword } from "../../src/auth/password.ts";
import { seedBenchAdmin } from "../../db/seed/bench-admin.ts";
import { runWrk, summaryNumbers, warmUp } from "./wrk.ts";

/** `{name}` is a common first name of the generated customers (so page 3 of its search exists). */
export const ADMIN_URLS = [
  "/panel/customer?q={name}&page=3",
  "/panel/customer?page=2",
  "/panel/order?q={name}&page=2",
  "/panel/order?status=Delivered&page=3",
];
const NAME = "Priya";

export interface AdminBench {
  email: string;
  password: string;
  customers: number;
  orders: number;
  seconds: number;
}

export interface AdminResult {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The status a URL answered instead of 200: it was not measured. */
  skipped?: number;
}

/** The generated customers and orders (db/seed/bench-admin.ts), analysed as a live database's would be. */
export async function seedAdminLists(db: DB, counts: { customers: number; orders: number }): Promise<void> {
  await seedBenchAdmin(db, counts);
  // Freshly loaded tables are not yet analysed by autovacuum; a live database's are.
  await sql`vacuum analyze`.execute(db);
}

/** A new admin account with a random email and password, to sign in with. */
export async function createBenchAdmin(db: DB): Promise<{ email: string; password: string }> {
  const email = `bench.admin.${crypto.randomUUID().slice(0, 8)}@example.in`;
  const password = crypto.randomUUID();
  await db.insertInto("users").values({
    id: newId(),
    name: "Bench Admin",
    email,
    mobile: "9876543210",
    password_hash: await hashPassword(password),
    role: "admin",
    delivery_location: null,
  }).execute();
  return { email, password };
}

/** Generates the customers and orders and an admin account to sign in with. */
export async function prepareAdmin(
  db: DB,
  counts: { customers: number; orders: number },
): Promise<AdminBench> {
  const started = performance.now();
  await seedAdminLists(db, counts);
  const { email, password } = await createBenchAdmin(db);
  const [{ n: customers }, { n: orders }] = await Promise.all([
    db.selectFrom("users").select(sql<string>`count(*)`.as("n")).where("role", "=", "customer")
      .executeTakeFirstOrThrow(),
    db.selectFrom("orders").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    email,
    password,
    customers: Number(customers),
    orders: Number(orders),
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Signs the admin in through POST /api/admin/login, as the sign-in page does; the session cookie. `request`
 * is fetch against a server at `origin`, or the app's own `request` (tests/bench/admin-lists.ts).
 */
export async function signInAdmin(
  admin: { email: string; password: string },
  origin: string,
  request: (path: string, init: RequestInit) => Promise<Response> = (path, init) =>
    fetch(`${origin}${path}`, init),
): Promise<string> {
  const response = await request("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  await response.body?.cancel();
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  if (response.status !== 200 || !cookie) throw new Error(`admin sign-in answered ${response.status}`);
  return cookie;
}

const REPORT = `done = function(summary, latency, requests)
  io.write(string.format("BENCH p50=%d p95=%d p99=%d non2xx=%d\\n", latency:percentile(50),
    latency:percentile(95), latency:percentile(99), summary.errors.status))
end
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function benchAdminLists(
  base: string,
  admin: AdminBench,
  options: { urls: string[]; runs: number; duration: number; connections: number },
): Promise<AdminResult[]> {
  const cookie = await signInAdmin(admin, base);
  const headers = { cookie, accept: "text/html", "accept-encoding": "gzip" };
  const results: AdminResult[] = [];
  for (const path of options.urls) {
    const name = path.replaceAll("{name}", NAME);
    const url = `${base}${name}`;
    const probe = await fetch(url, { headers: { cookie, accept: "text/html" }, redirect: "manual" });
    await probe.body?.cancel();
    if (probe.status !== 200) {
      results.push({ name, rps: 0, p50: 0, p95: 0, p99: 0, errors: 0, skipped: probe.status });
      continue;
    }
    await warmUp({ url, headers });
    const runs: Omit<AdminResult, "name">[] = [];
    for (let i = 0; i < options.runs; i++) {
      const out = await runWrk({
        url,
        headers,
        script: REPORT,
        threads: 2,
        connections: options.connections,
        seconds: options.duration,
        // wrk's default, as the admin lists have always been measured (the storefront's targets use 10 s).
        timeoutSeconds: 2,
      });
      const report = summaryNumbers(out, "BENCH");
      runs.push({
        rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
        p50: (report?.p50 ?? NaN) / 1000,
        p95: (report?.p95 ?? NaN) / 1000,
        p99: (report?.p99 ?? NaN) / 1000,
        errors: report?.non2xx ?? 0,
      });
    }
    results.push({
      name,
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p95: median(runs.map((r) => r.p95)),
      p99: median(runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    });
  }
  return results;
}
