// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  -- The last serial each store used in each document series (INV, CN) and financial year (2627 = 2026-27):
  -- taken and raised in the same transaction as the document, so serials run 1, 2, 3 ... with no gap and no
  -- duplicate (a rolled-back document gives its serial back).
  create table document_counters (
    vendor_id text not null references vendors (id),
    series text not null check (series in ('INV', 'CN')),
    fy text not null check (fy ~ '^[0-9]{4}$'),
    last_serial integer not null check (last_serial >= 1),
    primary key (vendor_id, series, fy)
  );

  -- A store's tax invoice for one order: who sold and who bought as they were on the day, and the totals
  -- (sums of the lines).
  create table invoices (
    id text primary key,
    order_id text not null unique references orders (id),
    vendor_id text not null references vendors (id),
    fy text not null check (fy ~ '^[0-9]{4}$'),
    serial integer not null check (serial >= 1),
    number text not null check (char_length(number) <= 16 and number ~ '^[A-Za-z0-9/-]+$'),
    issued_on date not null,                 -- the invoice date, India time
    issued_at timestamptz not null,
    seller jsonb not null,                   -- {name, address[], gstin, stateCode, stateName}
    buyer jsonb not null,                    -- {name, address[], stateName, stateCode, gstin}
    place_of_supply text not null,           -- GST state code of the delivery address
    intra_state boolean not null,            -- CGST + SGST when true, else IGST
    taxable_paise integer not null,
    cgst_paise integer not null,
    sgst_paise integer not null,
    igst_paise integer not null,
    total_paise integer not null,
    unique (vendor_id, fy, serial),
    unique (vendor_id, number)
  );
  create index invoices_vendor on invoices (vendor_id, issued_at desc);

  create table invoice_lines (
    invoice_id text not null references invoices (id) on delete cascade,
    position integer not null,               -- the order line's position
    product_id text,
    description text not null,
    hsn_code text not null,
    quantity integer not null check (quantity >= 1),
    unit text not null,
    unit_price_paise integer not null,       -- one unit before discount, tax included
    discount_paise integer not null,         -- the discount on the whole line
    gross_paise integer not null,            -- price after discount x quantity, tax included
    gst_rate smallint not null check (gst_rate in (0, 5, 18, 40)),
    taxable_paise integer not null,
    cgst_paise integer not null,
    sgst_paise integer not null,
    igst_paise integer not null,
    primary key (invoice_id, position)
  );

  -- A credit note against an invoice (a shipped order cancelled, or lines refunded): its own series.
  create table credit_notes (
    id text primary key,
    order_id text not null references orders (id),
    invoice_id text not null references invoices (id),
    vendor_id text not null references vendors (id),
    fy text not null check (fy ~ '^[0-9]{4}$'),
    serial integer not null check (serial >= 1),
    number text not null check (char_length(number) <= 16 and number ~ '^[A-Za-z0-9/-]+$'),
    issued_on date not null,
    issued_at timestamptz not null,
    reason text not null,
    taxable_paise integer not null,
    cgst_paise integer not null,
    sgst_paise integer not null,
    igst_paise integer not null,
    total_paise integer not null,
    unique (vendor_id, fy, serial),
    unique (vendor_id, number)
  );
  create index credit_notes_order on credit_notes (order_id);

  create table credit_note_lines (
    credit_note_id text not null references credit_notes (id) on delete cascade,
    position integer not null,               -- the invoice line's position
    description text not null,
    hsn_code text not null,
    quantity integer not null check (quantity >= 1),
    unit text not null,
    unit_price_paise integer not null,       -- one unit after discount, tax included
    gross_paise integer not null,
    gst_rate smallint not null check (gst_rate in (0, 5, 18, 40)),
    taxable_paise integer not null,
    cgst_paise integer not null,
    sgst_paise integer not null,
    igst_paise integer not null,
    primary key (credit_note_id, position)
  )
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
