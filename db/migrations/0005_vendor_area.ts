// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  -- A store's application (spec section 3, Store application / Vendor profile). Stores that existed before
  -- applications (the demo rows) are active and approved; a new application starts pending.
  alter table vendors add column first_name text not null default '';
  alter table vendors add column last_name text not null default '';
  alter table vendors add column phone text not null default '';
  alter table vendors add column pincode text not null default '';
  alter table vendors add column username text;
  alter table vendors add column pan text not null default '';
  alter table vendors add column gstin text not null default '';
  alter table vendors add column store_address text not null default '';
  alter table vendors add column google_maps_link text not null default '';
  alter table vendors add column bank_name text not null default '';
  alter table vendors add column ifsc text not null default '';
  alter table vendors add column branch text not null default '';
  alter table vendors add column account_number text not null default '';
  alter table vendors add column active boolean not null default true;
  alter table vendors add column approval_pending boolean not null default false;
  alter table vendors add column decision_reason text;
  alter table vendors add column updated_at timestamptz not null default now();
  create unique index vendors_username_key on vendors (lower(username));

  -- Whether the storefront shows a product: not archived, and its store active and approved. Kept on the
  -- product (updated with the store's status) so storefront lists filter one column of one table.
  alter table products add column listed boolean not null default true;
  alter table products add column archived_at timestamptz;
  create index products_vendor_newest on products (vendor_id, created_at desc);

  -- Fulfilment: the carrier and tracking number a store gives when it ships, and when each step happened.
  alter table orders add column carrier text;
  alter table orders add column tracking_number text;
  alter table orders add column shipped_at timestamptz;
  alter table orders add column delivered_at timestamptz;
  alter table orders add column cancelled_at timestamptz;

  -- A one-time code to reset a password: only its hash is kept; one open code per account.
  create table password_resets (
    user_id text primary key references users (id) on delete cascade,
    code_hash text not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,     -- wrong codes tried against this code
    sent_at timestamptz not null,            -- when the latest code was sent (resend throttle)
    sends integer not null default 1,        -- codes sent since window_started_at
    window_started_at timestamptz not null
  );

  -- Every vendor or admin write: who did what to which row, and the details worth keeping.
  create table audit_log (
    id text primary key,
    actor_id text references users (id) on delete set null,
    actor_role text not null,
    action text not null,                    -- e.g. 'product.create', 'vendor.approve'
    entity text not null,                    -- e.g. 'product', 'vendor', 'order'
    entity_id text not null,
    details jsonb not null default '{}',
    created_at timestamptz not null default now()
  );
  create index audit_log_entity on audit_log (entity, entity_id, created_at desc);
  create index audit_log_actor on audit_log (actor_id, created_at desc);

  -- Smaller WebP copies of an uploaded image, one per width the storefront shows.
  create table media_variants (
    media_id text not null references media (id) on delete cascade,
    width integer not null,
    variant_id text not null references media (id),
    primary key (media_id, width)
  );
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
