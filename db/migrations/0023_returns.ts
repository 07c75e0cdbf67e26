// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  -- Returned to origin: a shipped parcel the courier could not deliver came back to the store.
  alter table orders drop constraint orders_status_check;
  alter table orders add constraint orders_status_check
    check (status in ('Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled', 'Returned'));
  alter table orders add column returned_at timestamptz;
  -- A store's return rate reads its deliveries of the last 90 days.
  create index orders_store_delivered on orders (vendor_id, delivered_at) where delivered_at is not null;

  -- A shopper's return request or claim on a delivered order, and everything that happened to it.
  create table returns (
    id text primary key,
    order_id text not null references orders (id),
    vendor_id text not null references vendors (id),
    customer_id text references users (id) on delete set null,
    status text not null check (status in ('requested', 'accepted', 'rejected', 'escalated', 'received',
      'refunded', 'closed')),
    reason text not null check (reason in ('damaged', 'defective', 'wrong_item', 'missing',
      'not_as_described')),
    comment text not null default '',
    -- Where the money goes back: the gateway (card, UPI paid online), or for cash on delivery the shopper's
    -- UPI ID or bank account, paid by the admin by transfer.
    refund_method text not null check (refund_method in ('gateway', 'upi', 'bank')),
    refund_upi text,
    refund_account_number text,
    refund_ifsc text check (refund_ifsc is null or refund_ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
    refund_account_name text,
    requested_at timestamptz not null,
    respond_by timestamptz not null,          -- the store's 2 days to accept or reject
    accepted_at timestamptz,
    accepted_by text check (accepted_by is null or accepted_by in ('vendor', 'admin', 'system')),
    pickup_carrier text,
    pickup_tracking text,
    rejected_at timestamptz,
    reject_reason text,
    escalate_by timestamptz,                  -- the shopper's 7 days to escalate a rejection
    escalated_at timestamptz,
    escalation_comment text,
    decided_at timestamptz,
    decided_by text references users (id) on delete set null,
    admin_note text,
    received_at timestamptz,
    restocked boolean,
    -- The refund, set in the transaction that makes it due (receipt, or acceptance of a missing item).
    refund_paise integer check (refund_paise is null or refund_paise >= 0),
    refund_status text not null default 'none' check (refund_status in ('none', 'due', 'refunded')),
    refund_id text,
    refund_error text,
    refund_attempted_at timestamptz,
    refunded_at timestamptz,
    credit_note_id text references credit_notes (id),
    ledger_event_id text references ledger_events (id),
    closed_at timestamptz,
    updated_at timestamptz not null
  );
  create index returns_order on returns (order_id);
  create index returns_store on returns (vendor_id, requested_at desc);
  create index returns_listed on returns (status, requested_at desc);
  create index returns_due_answer on returns (respond_by) where status = 'requested';
  create index returns_due_escalation on returns (escalate_by) where status = 'rejected';
  create index returns_refund_due on returns (requested_at) where refund_status = 'due';

  -- The lines and quantities a request takes back. A line has at most one open request (open until the
  -- request is refunded or closed), enforced here as well as by the service.
  create table return_items (
    return_id text not null references returns (id),
    order_id text not null references orders (id),
    position integer not null,
    product_id text,
    name text not null,
    quantity integer not null check (quantity >= 1),
    refund_paise integer,
    open boolean not null default true,
    primary key (return_id, position)
  );
  create unique index return_items_one_open on return_items (order_id, position) where open;

  -- Up to 5 photos of a request, through the one upload path (media ids).
  create table return_photos (
    return_id text not null references returns (id),
    position smallint not null check (position between 1 and 5),
    media_id text not null references media (id),
    primary key (return_id, position)
  );

  -- Each step of a request, for the order pages' timelines: who, when, what was said.
  create table return_events (
    id bigint generated always as identity primary key,
    return_id text not null references returns (id),
    status text not null,
    actor_role text not null check (actor_role in ('customer', 'vendor', 'admin', 'system')),
    actor_id text references users (id) on delete set null,
    note text not null default '',
    at timestamptz not null
  );
  create index return_events_return on return_events (return_id, at)
`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
