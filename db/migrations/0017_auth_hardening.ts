// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  -- The per-account sign-in lock, counted across every address: one row per email typed at a sign-in
  -- (with an account or not, so the answers tell nothing about which emails have one).
  create table login_locks (
    email text primary key,                  -- lower case
    failures integer not null,               -- attempts counted toward the next lock
    lockouts integer not null,               -- locks in a row: each one lasts twice the one before
    locked_until timestamptz,
    counted_at timestamptz not null,         -- when the last attempt was counted
    admitted boolean not null                -- whether the last attempt was let through to the check
  );

  -- Devices that signed in to an account before (OWASP's device cookies): only the token's SHA-256 kept.
  -- Such a device still signs in while the account is locked for everyone else.
  create table login_devices (
    token_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  );
  create index login_devices_user on login_devices (user_id, created_at);

  -- Admin sessions used to slide without end: none outlives 12 hours from its sign-in any more.
  update sessions set expires_at = least(expires_at, created_at + interval '12 hours')
    where user_id in (select id from users where role = 'admin')
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
