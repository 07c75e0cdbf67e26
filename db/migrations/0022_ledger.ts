// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  -- A small individual seller's declaration that its sales through the platform stay under the threshold of
  -- Income-tax section 194-O(4): the admin records it, and no TDS is deducted from its sales.
  alter table vendors add column tds_exempt boolean not null default false;

  -- What moved a store's balance: an order delivered, a sale reversed (refund or cancellation after
  -- delivery, or a return), a week's payable set aside for payout, an adjustment. Append-only.
  create table ledger_events (
    id text primary key,
    vendor_id text not null references vendors (id),
    order_id text references orders (id),
    kind text not null check (kind in ('delivery', 'reversal', 'settlement', 'adjustment')),
    occurred_at timestamptz not null,
    -- When it may be settled: a delivery once its 7-day return window has passed, anything else at once
    -- (a reversal no earlier than the delivery it reverses).
    available_at timestamptz not null,
    credit_note_id text references credit_notes (id),
    note text not null default ''
  );
  create unique index ledger_events_one_delivery on ledger_events (order_id) where kind = 'delivery';
  create index ledger_events_store on ledger_events (vendor_id, occurred_at);
  create index ledger_events_due on ledger_events (available_at);
  create index ledger_events_order on ledger_events (order_id);

  -- The entries of an event, one per kind. amount_paise is signed, seen from the store: positive, the
  -- platform owes it more (a sale); negative, the store owes (commission, taxes withheld, cash it collected
  -- itself, a refund). basis holds the figures it was computed from ({base, rateBp, ...}).
  create table ledger_entries (
    id bigint generated always as identity primary key,
    event_id text not null references ledger_events (id),
    vendor_id text not null references vendors (id),
    order_id text references orders (id),
    kind text not null check (kind in ('sale', 'refund', 'cash_collected', 'commission', 'commission_gst',
      'tcs_cgst', 'tcs_sgst', 'tcs_igst', 'tds', 'payout', 'adjustment')),
    amount_paise integer not null,
    basis jsonb not null default '{}',
    created_at timestamptz not null
  );
  create index ledger_entries_event on ledger_entries (event_id);
  create index ledger_entries_store on ledger_entries (vendor_id, created_at);
  create index ledger_entries_order on ledger_entries (order_id);
  -- Periods read across every store (reconciliation, TCS per month).
  create index ledger_entries_created on ledger_entries (created_at);
  create index orders_delivered on orders (delivered_at) where delivered_at is not null;

  create function ledger_append_only() returns trigger language plpgsql as $fn$
  begin
    raise exception 'The ledger is append-only: write a correcting entry instead.';
  end
  $fn$;
  create trigger ledger_events_append_only before update or delete on ledger_events
    for each row execute function ledger_append_only();
  create trigger ledger_entries_append_only before update or delete on ledger_entries
    for each row execute function ledger_append_only();

  -- A store's weekly statement (Monday to Sunday, India time): the events settled in it, the balance
  -- brought forward and carried forward, and what is paid out. Amounts in paise.
  create table settlements (
    id text primary key,
    vendor_id text not null references vendors (id),
    week_start date not null,                -- the Monday
    week_ending date not null,               -- the Sunday
    opening_paise bigint not null,           -- the previous statement's closing balance
    lines_paise bigint not null,             -- the sum of the statement's lines
    net_payable_paise bigint not null check (net_payable_paise >= 0),
    closing_paise bigint not null,           -- opening + lines - net payable: carried to the next week
    status text not null check (status in ('payable', 'paid', 'nothing_due')),
    utr text check (utr is null or utr ~ '^[A-Za-z0-9]{12,22}$'),
    paid_at timestamptz,
    paid_by text references users (id) on delete set null,
    generated_at timestamptz not null,
    unique (vendor_id, week_ending),
    check (closing_paise = opening_paise + lines_paise - net_payable_paise)
  );
  create index settlements_week on settlements (week_ending, vendor_id);

  -- A week's run: once per week, whoever runs it (the scheduled job or an admin) and however many at once.
  create table settlement_runs (
    week_ending date primary key,
    ran_at timestamptz not null,
    ran_by text not null,                    -- 'schedule' or the admin's user id
    statements integer not null
  );

  -- Which statement settled each event (each event once).
  create table settlement_events (
    event_id text primary key references ledger_events (id),
    settlement_id text not null references settlements (id)
  );
  create index settlement_events_statement on settlement_events (settlement_id);

  -- A store's question about a paid statement (within 7 days of the payment), and the admin's answer.
  create table payment_issues (
    id text primary key,
    settlement_id text not null references settlements (id),
    vendor_id text not null references vendors (id),
    raised_by text references users (id) on delete set null,
    message text not null,
    raised_at timestamptz not null,
    status text not null default 'open' check (status in ('open', 'answered')),
    answer text,
    answered_by text references users (id) on delete set null,
    answered_at timestamptz
  );
  create index payment_issues_open on payment_issues (raised_at) where status = 'open';
  create index payment_issues_statement on payment_issues (settlement_id)
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  // The function body holds semicolons, so statements are split at a semicolon that ends a line.
  for (const statement of ddl.split(/;\s*\n(?!\s*end)/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
