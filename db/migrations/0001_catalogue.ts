// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
    create table media (
      id text primary key,                 -- sha-256 of the bytes, hex: the URL is the content hash
      content_type text not null,
      bytes bytea not null,
      size integer not null,
      created_at timestamptz not null default now()
    );

    create table vendors (
      id text primary key,
      store_name text not null,
      email text not null,
      city text not null default '',
      created_at timestamptz not null default now()
    );
    create unique index vendors_email_key on vendors (lower(email));

    create table categories (
      id text primary key,
      name text not null,
      description text not null default '',
      image_id text references media (id),
      position integer not null default 0,
      created_at timestamptz not null default now()
    );
    create unique index categories_name_key on categories (lower(name));

    create table subcategories (
      id text primary key,
      category_id text not null references categories (id) on delete cascade,
      name text not null,
      description text not null default '',
      created_at timestamptz not null default now()
    );
    create unique index subcategories_name_key on subcategories (category_id, lower(name));

    create table units (
      id text primary key,
      name text not null,
      created_at timestamptz not null default now()
    );
    create unique index units_name_key on units (lower(name));

    create table attributes (
      id text primary key,
      name text not null,
      created_at timestamptz not null default now()
    );
    create unique index attributes_name_key on attributes (lower(name));

    create table products (
      id text primary key,
      name text not null,
      description text not null,
      category_id text not null references categories (id),
      subcategory_id text references subcategories (id) on delete set null,
      unit text not null,
      price_paise integer not null check (price_paise >= 0),
      discount_percent integer not null default 0 check (discount_percent between 0 and 100),
      stock integer not null check (stock >= 0),
      max_purchase_limit integer not null check (max_purchase_limit >= 1),
      attributes text[] not null default '{}',
      tags text[] not null default '{}',
      location text not null default '',
      policy text not null default '',
      pin text not null,
      colour text not null,
      vendor_id text not null references vendors (id),
      rating real not null default 0,
      reviews integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index products_newest on products (created_at desc, id desc);
    create index products_category on products (category_id, created_at desc);
    create index products_vendor on products (vendor_id);

    create table product_photos (
      product_id text not null references products (id) on delete cascade,
      position integer not null,
      media_id text not null references media (id),
      primary key (product_id, position)
    );

    create table banners (
      id text primary key,
      title text not null,
      banner_type text not null,
      zone text not null,
      image_id text not null references media (id),
      position integer not null default 0,
      created_at timestamptz not null default now()
    );

    create table cities (
      id text primary key,
      name text not null,
      created_at timestamptz not null default now()
    );
    create unique index cities_name_key on cities (lower(name));

    create table jobs (
      id text primary key,
      title text not null,
      description text not null,
      created_at timestamptz not null default now()
    );

    create table commissions (
      id text primary key,
      category_id text not null references categories (id) on delete cascade,
      subcategory_id text references subcategories (id) on delete cascade,
      rate_bp integer not null check (rate_bp between 0 and 10000), -- basis points: 550 = 5.5 %
      created_at timestamptz not null default now()
    );
    create unique index commissions_scope_key on commissions (category_id, coalesce(subcategory_id, ''));
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
