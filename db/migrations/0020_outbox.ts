// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  -- Mails written in the same transaction as the event behind them, sent after commit by the background job.
  create table outbox (
    id text primary key,
    dedupe_key text unique,                     -- the same key enqueued twice stores one mail
    recipient text not null,
    -- A rendered mail: its subject and body, as written. Or a reference, rendered when it is sent (from the
    -- rows it names, so the event's transaction writes a few bytes): the template's name and its arguments.
    subject text,
    body_text text,
    body_html text,
    template text,                              -- e.g. 'order-placed'
    template_args jsonb,                        -- e.g. {"orderIds": [...]}
    attachments jsonb not null default '[]',     -- [{filename, document: {type, orderId, number?}}]
    created_at timestamptz not null,
    next_attempt_at timestamptz not null,        -- due from then on
    claimed_until timestamptz,                   -- a sender holds it until then (a crashed one lets go)
    claim_token text,                            -- which claim may mark it sent or failed
    attempts integer not null default 0,
    last_error text,
    last_attempt_at timestamptz,
    sent_at timestamptz,
    failed_at timestamptz,                      -- given up: it can never be sent (its orders are gone)
    constraint outbox_body_or_template check (
      (subject is not null and body_text is not null) or (template is not null and template_args is not null)
    )
  );
  -- The due mails, the only ones a sender looks for.
  create index outbox_due on outbox (next_attempt_at) where sent_at is null;
  create index outbox_created on outbox (created_at desc, id desc)
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
