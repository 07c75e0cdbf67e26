// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  create table users (
    id text primary key,
    name text not null,
    email text not null,
    mobile text not null,
    password_hash text not null,
    role text not null default 'customer' check (role in ('customer', 'admin')),
    delivery_location text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create unique index users_email_key on users (lower(email));

  create table sessions (
    token_hash text primary key,             -- sha-256 of the cookie's token: a stolen table opens nothing
    user_id text not null references users (id) on delete cascade,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  );
  create index sessions_user on sessions (user_id);

  create table login_attempts (
    key text primary key,                    -- 'email:<address>' or 'ip:<address>'
    failures integer not null,
    window_started_at timestamptz not null
  );

  create table addresses (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    street text not null,
    floor text not null,
    area text not null,
    landmark text not null,
    city text not null,
    state text not null,
    postal_code text not null,
    country text not null,
    phone_number text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index addresses_user on addresses (user_id, created_at);

  create table cart_items (
    user_id text not null references users (id) on delete cascade,
    product_id text not null references products (id) on delete cascade,
    quantity integer not null check (quantity >= 1),
    added_at timestamptz not null default now(),
    primary key (user_id, product_id)
  );

  create table wishlist_items (
    user_id text not null references users (id) on delete cascade,
    product_id text not null references products (id) on delete cascade,
    added_at timestamptz not null default now(),
    primary key (user_id, product_id)
  );

  create table post_offices (
    pincode integer not null,
    name text not null,
    district text not null,
    state text not null
  );
  create index post_offices_pincode on post_offices (pincode);
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
