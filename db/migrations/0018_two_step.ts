// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  -- Two-step sign-in (TOTP, RFC 6238) of an admin or a store's account. The secret is kept encrypted
  -- (AES-GCM); pending_secret is the one being enrolled until a first code confirms it.
  create table two_step (
    user_id text primary key references users (id) on delete cascade,
    secret text,                               -- encrypted; null while two-step is off
    pending_secret text,                       -- encrypted; set by an enrolment not yet confirmed
    enabled_at timestamptz,
    last_step bigint not null default 0,       -- the last time step a code was accepted for (no replay)
    failures integer not null default 0,       -- wrong codes since window_started_at
    window_started_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );

  -- Ten single-use recovery codes per account, only their SHA-256 kept.
  create table two_step_recovery_codes (
    user_id text not null references users (id) on delete cascade,
    code_hash text not null,
    used_at timestamptz,
    primary key (user_id, code_hash)
  );

  -- A sign-in whose password was right and whose second step is awaited: only the token's SHA-256 kept.
  create table two_step_challenges (
    token_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    purpose text not null check (purpose in ('code', 'enrol')),
    attempts integer not null default 0,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  );
  create index two_step_challenges_user on two_step_challenges (user_id);
`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement at a time: the extended query protocol (PGlite, postgres.js) takes a single command.
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
