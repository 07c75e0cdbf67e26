// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  -- The admin's own profile (spec section 3, Admin profile): one row per admin account, made on first save.
  create table admin_profiles (
    user_id text primary key references users (id) on delete cascade,
    first_name text not null default '',
    last_name text not null default '',
    phone text not null default '',
    username text not null default '',
    title text not null default 'Admin',    -- the spec's role field ("Admin" unless set)
    department text not null default '',
    designation text not null default '',
    employee_id text not null default '',
    city text not null default '',
    pincode text not null default '',
    bank_name text not null default '',
    branch text not null default '',
    account_number text not null default '',
    ifsc text not null default '',
    updated_at timestamptz not null default now()
  );

  -- Refunds of paid orders cancelled: refund_due until the gateway accepts the refund, then refunded; a
  -- failed attempt keeps refund_due and says why in refund_error.
  alter table orders drop constraint orders_payment_status_check;
  alter table orders add constraint orders_payment_status_check
    check (payment_status in ('unpaid', 'paid', 'refund_due', 'refunded'));
  alter table orders add column refund_id text;
  alter table orders add column refund_error text;
  alter table orders add column refund_attempted_at timestamptz;
  alter table orders add column refunded_at timestamptz;
  create index orders_refund_due on orders (created_at desc) where payment_status = 'refund_due';

  -- The admin lists at 100,000 orders and 50,000 customers: filters by status read an index, "contains"
  -- searches read trigram indexes instead of every row.
  create index orders_status_newest on orders (status, created_at desc, id desc);
  create index orders_customer_name_trgm on orders using gin (customer_name gin_trgm_ops);
  create index orders_id_trgm on orders using gin (id gin_trgm_ops);
  create index order_items_name_trgm on order_items using gin (name gin_trgm_ops);
  create index users_newest on users (role, created_at desc, id desc);
  create index users_name_trgm on users using gin (name gin_trgm_ops);
  create index users_email_trgm on users using gin (email gin_trgm_ops);
  create index users_mobile_trgm on users using gin (mobile gin_trgm_ops);
  create index vendors_store_name_trgm on vendors using gin (store_name gin_trgm_ops);

  -- The audit trail, newest first, filtered by kind (the action's entity) and date.
  create index audit_log_newest on audit_log (created_at desc, id desc);
  create index audit_log_action on audit_log (action, created_at desc)
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
