// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  alter table users drop constraint users_role_check;
  alter table users add constraint users_role_check check (role in ('customer', 'vendor', 'admin'));

  -- The account a vendor signs in with (vendor screens come later; order rules need it now).
  alter table vendors add column user_id text references users (id) on delete set null;
  create unique index vendors_user_key on vendors (user_id);

  -- One online payment attempt: the gateway's order, for the amount the server computed from the cart.
  create table payment_orders (
    id text primary key,                     -- the gateway's order id (order_...)
    user_id text references users (id) on delete set null,
    checkout_id text not null,               -- the orders it pays for share this id
    gateway text not null check (gateway in ('razorpay', 'test')),
    method text not null check (method in ('card', 'upi')),
    amount_paise integer not null check (amount_paise > 0),
    currency text not null default 'INR',
    lines jsonb not null,                    -- [{productId, quantity}]: what was paid for, to place again if released
    status text not null default 'created'
      check (status in ('created', 'paid', 'released', 'refund_due')),
    payment_id text,                         -- the gateway's payment id (pay_...), once paid
    last_error text,
    created_at timestamptz not null default now(),
    paid_at timestamptz
  );
  create unique index payment_orders_payment_key on payment_orders (payment_id);
  create index payment_orders_open on payment_orders (user_id, created_at) where status = 'created';

  create table orders (
    id text primary key,
    checkout_id text not null,               -- a cart spanning several stores gives one order per store
    customer_id text references users (id) on delete set null,
    customer_name text not null,
    customer_email text not null,
    customer_mobile text not null,
    address jsonb not null,                  -- the delivery address as it was at checkout
    vendor_id text not null references vendors (id),
    vendor_email text not null,
    store_name text not null,
    payment_method text not null check (payment_method in ('cod', 'card', 'upi')),
    payment_order_id text references payment_orders (id),
    payment_status text not null check (payment_status in ('unpaid', 'paid', 'refund_due')),
    status text not null check (status in ('Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled')),
    subtotal_paise integer not null check (subtotal_paise >= 0),
    shipping_paise integer not null default 0 check (shipping_paise >= 0),
    total_paise integer not null check (total_paise >= 0),
    commission_paise integer not null check (commission_paise >= 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index orders_newest on orders (created_at desc, id desc);
  create index orders_customer on orders (customer_id, created_at desc);
  create index orders_vendor on orders (vendor_id, created_at desc);
  create index orders_payment on orders (payment_order_id);

  -- Each line as it was sold: later edits to the product or the commission table do not rewrite history.
  create table order_items (
    order_id text not null references orders (id) on delete cascade,
    position integer not null,
    product_id text references products (id) on delete set null,
    name text not null,
    category text not null,
    subcategory text,
    unit text not null,
    mrp_paise integer not null,
    discount_percent integer not null,
    price_paise integer not null,            -- one unit after discount
    quantity integer not null check (quantity >= 1),
    line_paise integer not null,
    commission_bp integer not null,          -- basis points: 550 = 5.5 %
    commission_paise integer not null,
    primary key (order_id, position)
  );
  create index order_items_product on order_items (product_id);
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
