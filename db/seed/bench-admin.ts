/**
 * Many customers and orders for the admin lists' benchmark (`deno task bench --customers N --orders N`):
 * generated in SQL with generate_series, a few statements in all, so 50,000 customers and 100,000 orders
 * (with their lines) load in seconds rather than row by row. Names come from common Indian first and last
 * names, so a name search matches a realistic share of the list; dates spread over the last year.
 */
import { sql } from "kysely";
import type { DB } from "../database.ts";

export interface BenchAdminOptions {
  customers: number;
  orders: number;
}

const FIRST = [
  "Priya",
  "Ravi",
  "Asha",
  "Meera",
  "Arjun",
  "Kavya",
  "Rahul",
  "Ananya",
  "Vikram",
  "Divya",
  "Suresh",
  "Pooja",
  "Karthik",
  "Sneha",
  "Amit",
  "Lakshmi",
  "Rohan",
  "Neha",
  "Manoj",
  "Isha",
  "Sanjay",
  "Deepa",
  "Nikhil",
  "Anjali",
  "Farhan",
  "Zoya",
  "Gurpreet",
  "Harpreet",
  "Joseph",
  "Mary",
];
const LAST = [
  "Sharma",
  "Kumar",
  "Rao",
  "Iyer",
  "Nair",
  "Reddy",
  "Patel",
  "Singh",
  "Gupta",
  "Menon",
  "Das",
  "Pillai",
  "Joshi",
  "Khan",
  "Mehta",
  "Chopra",
  "Bose",
  "Verma",
  "Naidu",
  "Kulkarni",
];
/**
 * Delivery places: a city with its real state and a pincode of it, so an order's place of supply (its
 * state) is one the tax invoice can name, and some orders are in a store's state and some not.
 */
const PLACES = [
  ["Pune", "Maharashtra", "411001"],
  ["Mumbai", "Maharashtra", "400001"],
  ["Bengaluru", "Karnataka", "560001"],
  ["Chennai", "Tamil Nadu", "600001"],
  ["Kochi", "Kerala", "682011"],
  ["Hyderabad", "Telangana", "500001"],
  ["Delhi", "Delhi", "110001"],
  ["Kolkata", "West Bengal", "700001"],
  ["Jaipur", "Rajasthan", "302001"],
  ["Lucknow", "Uttar Pradesh", "226001"],
];
const CITIES = PLACES.map(([city]) => city);
const STATES = PLACES.map(([, state]) => state);
const PINCODES = PLACES.map(([, , pincode]) => pincode);

const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;

/** `customers` customer accounts (half with a saved address) and `orders` orders of theirs with 1–2 lines each. */
export async function seedBenchAdmin(db: DB, options: BenchAdminOptions): Promise<void> {
  const customers = Math.max(options.customers, options.orders > 0 ? 1 : 0);
  await db.transaction().execute(async (tx) => {
    // Ids as the app makes them: 8 hex of the creation second, then 16 more (here the row number).
    await sql`
      insert into users (id, name, email, mobile, password_hash, role, created_at, updated_at)
      select lpad(to_hex(extract(epoch from t.at)::bigint), 8, '0') || lpad(to_hex(1000000 + n), 16, '0'),
        (${textArray(FIRST)})[1 + n % ${FIRST.length}] || ' ' || (${
      textArray(LAST)
    })[1 + (n / ${FIRST.length}) % ${LAST.length}],
        'bench.customer' || n || '@example.in',
        (6 + n % 4)::text || lpad((n * 7919 % 1000000000)::text, 9, '0'),
        'not-a-password', 'customer', t.at, t.at
      from generate_series(1, ${customers}::int) n,
        lateral (select now() - (n * 631 % 525600) * interval '1 minute' as at) t
    `.execute(tx);
    await sql`
      insert into addresses (id, user_id, street, floor, area, landmark, city, state, postal_code, country,
        phone_number)
      select lpad(to_hex(extract(epoch from u.created_at)::bigint), 8, '0') || substr(md5(u.id), 1, 16), u.id,
        (10 + length(u.id) % 90)::text || ' MG Road', '', 'Camp', '',
        (${textArray(CITIES)})[p.i], (${textArray(STATES)})[p.i], (${textArray(PINCODES)})[p.i], 'India',
        u.mobile
      from users u, lateral (select 1 + abs(hashtext(u.id)) % ${PLACES.length} as i) p where u.email like 'bench.customer%' and abs(hashtext(u.id)) % 2 = 0
    `.execute(tx);
    if (options.orders <= 0) return;
    await sql`
      create temporary table bench_customers on commit drop as
      select row_number() over (order by id) as r, id, name, email, mobile from users
      where email like 'bench.customer%'
    `.execute(tx);
    await sql`create index on bench_customers (r)`.execute(tx);
    await sql`
      create temporary table bench_products on commit drop as
      select row_number() over (order by p.id) as r, p.id, p.name, p.unit, p.price_paise, c.name as category,
        v.id as vendor_id, v.email as vendor_email, v.store_name,
        coalesce(lead(p.id) over (partition by p.vendor_id order by p.id), p.id) as other_id
      from products p join categories c on c.id = p.category_id join vendors v on v.id = p.vendor_id
    `.execute(tx);
    await sql`create index on bench_products (r)`.execute(tx);
    await sql`create index on bench_products (id)`.execute(tx);
    await sql`
      create temporary table bench_orders on commit drop as
      select g, lpad(to_hex(extract(epoch from t.at)::bigint), 8, '0') || lpad(to_hex(2000000 + g), 16, '0') as id,
        t.at, 1 + (g::bigint * 7919) % ${customers} as customer_r,
        1 + (g::bigint * 31) % (select count(*) from bench_products) as product_r,
        (array['Delivered', 'Delivered', 'Delivered', 'Delivered', 'Shipped', 'Confirmed', 'Confirmed',
          'Pending', 'Cancelled', 'Delivered'])[1 + g % 10] as status
      from generate_series(1, ${options.orders}::int) g,
        lateral (select now() - (g * 317 % 525600) * interval '1 minute' as at) t
    `.execute(tx);
    // One line, or two for every third order (a second product of the same store); the orders' totals are
    // their lines' sums, so each table is written once (its trigram indexes too).
    await sql`
      create temporary table bench_lines on commit drop as
      select o.id as order_id, k.position, p.id as product_id, p.name, p.category, p.unit, p.price_paise,
        1 + (o.g + k.position) % 3 as quantity
      from bench_orders o
        join bench_products first on first.r = o.product_r
        cross join lateral generate_series(0, case when o.g % 3 = 0 and first.other_id <> first.id then 1 else 0 end)
          as k(position)
        join bench_products p on p.id = case when k.position = 0 then first.id else first.other_id end
    `.execute(tx);
    await sql`
      insert into orders (id, checkout_id, customer_id, customer_name, customer_email, customer_mobile, address,
        vendor_id, vendor_email, store_name, payment_method, payment_status, status, subtotal_paise,
        total_paise, commission_paise, created_at, updated_at)
      select o.id, lpad(to_hex(extract(epoch from o.at)::bigint), 8, '0') || lpad(to_hex(3000000 + o.g), 16, '0'),
        c.id, c.name, c.email, c.mobile,
        jsonb_build_object('street', '12 MG Road', 'floor', '', 'area', 'Camp', 'landmark', '',
          'city', (${textArray(CITIES)})[1 + o.g % ${PLACES.length}],
          'state', (${textArray(STATES)})[1 + o.g % ${PLACES.length}],
          'postalCode', (${textArray(PINCODES)})[1 + o.g % ${PLACES.length}],
          'country', 'India', 'phoneNumber', c.mobile),
        p.vendor_id, p.vendor_email, p.store_name,
        (array['cod', 'card', 'upi'])[1 + o.g % 3],
        case when o.status in ('Pending', 'Cancelled') or o.g % 3 = 0 then 'unpaid' else 'paid' end,
        o.status, l.paise, l.paise, l.paise / 20, o.at, o.at
      from bench_orders o
        join bench_customers c on c.r = o.customer_r
        join bench_products p on p.r = o.product_r
        join (select order_id, sum(price_paise * quantity) as paise from bench_lines group by order_id) l
          on l.order_id = o.id
    `.execute(tx);
    await sql`
      insert into order_items (order_id, position, product_id, name, category, subcategory, unit, mrp_paise,
        discount_percent, price_paise, quantity, line_paise, commission_bp, commission_paise)
      select order_id, position, product_id, name, category, null, unit, price_paise, 0, price_paise, quantity,
        price_paise * quantity, 500, price_paise * quantity / 20
      from bench_lines
    `.execute(tx);
  });
}
