/**
 * The admin's order list and CSV export at 100,000 orders: p50/p95 of the list's queries (search,
 * filters, paging, count) and the time of a full export, on the PostgreSQL of DATABASE_URL.
 *   DATABASE_URL=postgres://... deno run -A tests/bench/admin-orders.ts [--seed]
 * `--seed` first fills an empty, migrated database with 100,000 orders of 40 stores (150,000 lines).
 */
import { sql } from "kysely";
import { loadConfig } from "../../src/config.ts";
import { connect } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import {
  adminOrderFilter,
  listAdminOrders,
  ordersCsvStream,
} from "../../src/orders/admin-orders/admin-orders.service.ts";
import type { AdminOrderFilter, OrderSort } from "../../src/orders/admin-orders/admin-orders.queries.ts";

const config = loadConfig();
if (!config.databaseUrl) throw new Error("Set DATABASE_URL: this benchmark measures PostgreSQL.");
const db = await connect(config);
await migrateToLatest(db);

const SEED = `
insert into vendors (id, store_name, email)
  select 'bench-v' || g, 'Bench Store ' || g, 'bench' || g || '@example.in' from generate_series(1, 40) g;
insert into orders (id, checkout_id, customer_name, customer_email, customer_mobile, address, vendor_id,
  vendor_email, store_name, payment_method, payment_status, status, subtotal_paise, total_paise,
  commission_paise, created_at)
select md5(g::text), md5((g * 7)::text),
  (array['Asha','Ravi','Meera','Arjun','Priya','Vikram','Sneha','Rahul','Kavya','Anil'])[1 + g % 10] || ' ' ||
  (array['Verma','Kumar','Nair','Sharma','Reddy','Iyer','Patel','Singh','Das','Gupta','Mehta','Joshi'])
    [1 + (g / 10) % 12] || ' ' || (g % 997),
  'c' || g || '@example.in', '98765' || lpad((g % 100000)::text, 5, '0'),
  '{"street":"12 MG Road","floor":"","area":"Camp","landmark":"","city":"Pune","state":"Maharashtra",
    "postalCode":"411001","country":"India","phoneNumber":"9876543210"}'::jsonb,
  'bench-v' || (1 + g % 40), 'bench' || (1 + g % 40) || '@example.in', 'Bench Store ' || (1 + g % 40),
  case when g % 3 = 0 then 'card' else 'cod' end,
  case when g % 500 = 0 then 'refund_due' when g % 3 = 0 then 'paid' else 'unpaid' end,
  case when g % 500 = 0 then 'Cancelled'
    else (array['Confirmed','Shipped','Delivered','Delivered','Cancelled'])[1 + g % 5] end,
  1000 * (g % 5000), 1000 * (g % 5000), 50 * (g % 5000), now() - make_interval(mins => g)
from generate_series(1, 100000) g;
insert into order_items (order_id, position, name, category, unit, mrp_paise, discount_percent, price_paise,
  quantity, line_paise, commission_bp, commission_paise)
select md5(g::text), p,
  (array['Redmi Note 13','Laptop Pro','Wireless Mouse','Assam Tea','Basmati Rice','Cotton Kurta','LED Bulb',
    'Steel Bottle','Yoga Mat','Pressure Cooker'])[1 + (g + p * 3) % 10] || ' ' || ((g + p) % 50),
  'Misc', 'piece', 1000, 0, 1000, 1 + p, 1000, 500, 50
from generate_series(1, 100000) g, generate_series(0, 1) p where p = 0 or g % 2 = 0;
analyze`;

if (Deno.args.includes("--seed")) {
  for (const statement of SEED.split(/;\n/)) await sql.raw(statement).execute(db);
}
const { n } = await db.selectFrom("orders").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
const someId = (await db.selectFrom("orders").select("id").orderBy("id").offset(50_000).limit(1)
  .executeTakeFirstOrThrow()).id;
const store =
  (await db.selectFrom("vendors").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow()).id;

const admin = { id: "bench-admin", role: "admin" as const, vendor_id: null };
const cases: [string, AdminOrderFilter, number, OrderSort?][] = [
  ["newest, page 1", {}, 1],
  ["newest, page 200", {}, 200],
  ["largest total first", {}, 1, "total"],
  ["status Delivered", { status: "Delivered" }, 1],
  ["one store", { store }, 1],
  ["refund due", { refund: "due" }, 1],
  ["q = last 7 of an id", { q: someId.slice(-7) }, 1],
  ["q = customer 'meera nair'", { q: "meera nair" }, 1],
  ["q = item 'laptop'", { q: "laptop" }, 1],
  ["q = 'zzqx' (no match)", { q: "zzqx" }, 1],
  ["q = 'ra' (2 letters)", { q: "ra" }, 1],
  ["store + q 'tea' + Delivered", { store, q: "tea", status: "Delivered" }, 1],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
console.log(
  `${n} orders\n${"case".padEnd(34)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"total".padStart(8)}`,
);
for (const [name, filter, page, sort] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    const list = await listAdminOrders(db, admin, adminOrderFilter(filter), { page, limit: 25 }, sort);
    if (i > 0) times.push(performance.now() - started); // the first warms the cache
    total = list.total;
  }
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(34) + percentile(times, 0.5).toFixed(1).padStart(8) +
      percentile(times, 0.95).toFixed(1).padStart(8) +
      String(total).padStart(8),
  );
}

const started = performance.now();
let bytes = 0;
let peak = 0;
for await (const chunk of ordersCsvStream(db, adminOrderFilter({}))) {
  bytes += chunk.length;
  peak = Math.max(peak, Deno.memoryUsage().heapUsed);
}
console.log(
  `CSV export of every order: ${(bytes / 1e6).toFixed(1)} MB in ${
    ((performance.now() - started) / 1000).toFixed(1)
  } s, ` +
    `peak heap ${(peak / 1e6).toFixed(0)} MB`,
);
await db.destroy();
