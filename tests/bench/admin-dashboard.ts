/**
 * How long the admin dashboard's figures take at 100,000 orders (it must stay fast there). Not a test:
 * run by hand on PostgreSQL (or PGlite without DATABASE_URL):
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench deno run -A tests/bench/admin-dashboard.ts [orders]
 *
 * Fills a fresh database with N orders (default 100,000) of 2 items each over the last 90 days, 20 stores,
 * 50,000 customers, then times loadDashboard (the page's and GET /api/admin/dashboard's reads) 20 times and
 * prints the median and p95, and the plan of each query that reads orders.
 */
import { sql } from "kysely";
import { createTestDatabase } from "../helpers.ts";
import { loadDashboard } from "../../src/admin/dashboard/dashboard.service.ts";

const ORDERS = Number(Deno.args[0] ?? 100_000);
const { db, close } = await createTestDatabase();
try {
  const started = performance.now();
  await sql`insert into vendors (id, store_name, email, approval_pending)
    select 'v' || g, 'Store ' || g, 'store' || g || '@example.in', g % 10 = 0 from generate_series(1, 20) g`
    .execute(db);
  await sql`insert into users (id, name, email, mobile, password_hash, role)
    select 'u' || g, 'Customer ' || g, 'c' || g || '@example.in', '9876543210', 'x', 'customer'
    from generate_series(1, 50000) g`.execute(db);
  await sql`insert into orders (id, checkout_id, customer_id, customer_name, customer_email, customer_mobile,
      address, vendor_id, vendor_email, store_name, payment_method, payment_status, status, subtotal_paise,
      total_paise, commission_paise, created_at)
    select 'o' || lpad(g::text, 8, '0'), 'k' || g, 'u' || (g % 50000 + 1), 'Customer ' || g, 'c@example.in',
      '9876543210', '{}'::jsonb, 'v' || (g % 20 + 1), 'store@example.in', 'Store',
      (array['cod','card','upi'])[g % 3 + 1],
      case when g % 500 = 0 then 'refund_due' else 'paid' end,
      case when g % 500 = 0 then 'Cancelled' when g % 7 = 0 then 'Pending' else 'Confirmed' end,
      99900, 99900, 0, now() - make_interval(secs => (g * 77) % (90 * 86400))
    from generate_series(1, ${ORDERS}) g`.execute(db);
  await sql`insert into order_items (order_id, position, product_id, name, category, subcategory, unit,
      mrp_paise, discount_percent, price_paise, quantity, line_paise, commission_bp, commission_paise)
    select 'o' || lpad(g::text, 8, '0'), p, null, 'Item ' || p, 'Test', null, 'piece', 49950, 0, 49950, 1,
      49950, 0, 0
    from generate_series(1, ${ORDERS}) g, generate_series(0, 1) p`.execute(db);
  await sql`analyze`.execute(db);
  console.log(`Filled ${ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await loadDashboard(db);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`loadDashboard: median ${at(0.5)} ms, p95 ${at(0.95)} ms (20 runs)`);

  const plans: [string, ReturnType<typeof sql>][] = [
    ["latest 5", sql`explain select id from orders order by created_at desc, id desc limit 5`],
    ["refunds due", sql`explain select count(*) from orders where payment_status = 'refund_due'`],
    [
      "last 30 days",
      sql`explain select count(*) from orders where status not in ('Pending', 'Cancelled')
        and created_at >= now() - interval '30 days'`,
    ],
  ];
  for (const [name, query] of plans) {
    const { rows } = await query.execute(db);
    console.log(`\n${name}:\n${rows.map((r) => Object.values(r as object)[0]).join("\n")}`);
  }
} finally {
  await close();
}
