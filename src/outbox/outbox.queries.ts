import { sql, type Transaction } from "kysely";
import type { Database, DB } from "../../db/database.ts";
import { newId } from "../core/ids.ts";
import { now } from "../core/clock.ts";
import { type Paged, paged } from "../core/paging.ts";
import {
  isReference,
  type OutboxAttachment,
  type OutboxEntry,
  type OutboxMail,
  type OutboxReference,
} from "./outbox.schema.ts";
import { wakeOutbox } from "./outbox.wake.ts";

export type { OutboxEntry, OutboxMail, OutboxReference } from "./outbox.schema.ts";

type Tx = DB | Transaction<Database>;

/**
 * Writes a mail to the outbox in the caller's transaction: it is sent after that transaction commits, and a
 * rolled-back transaction leaves no mail. A `key` already in the outbox (sent or not) stores nothing more.
 */
export async function enqueueMail(db: Tx, mail: OutboxMail): Promise<void> {
  await insertEntry(db, mail);
}

/**
 * Writes a mail by reference (a template and its arguments), rendered when it is sent: as `enqueueMail`
 * otherwise (the caller's transaction, a `key` stored once).
 */
export async function enqueueReference(db: Tx, mail: OutboxReference): Promise<void> {
  await insertEntry(db, mail);
}

async function insertEntry(db: Tx, mail: OutboxEntry): Promise<void> {
  await enqueueEntries(db, [mail]);
}

/**
 * Writes several mails (rendered or by reference) in the caller's transaction, in one statement; a `key`
 * already in the outbox stores nothing more. Wakes the sender, which looks once the transaction commits.
 */
export async function enqueueEntries(db: Tx, mails: OutboxEntry[]): Promise<void> {
  if (mails.length === 0) return;
  const at = now();
  await db.insertInto("outbox").values(mails.map((mail) => outboxInsert(mail, at)))
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing()).execute();
  wakeOutbox();
}

/**
 * A mail's outbox row for an insert: its JSON columns passed as text and cast (a string parameter typed
 * jsonb would be stored by postgres.js as a JSON string, not the object).
 */
export function outboxInsert(mail: OutboxEntry, at: Date = now()) {
  const values = outboxValues(mail, at);
  return {
    ...values,
    template_args: values.template_args === null ? null : sql<string>`${values.template_args}::text::jsonb`,
    attachments: sql<string>`${values.attachments}::text::jsonb`,
  };
}

/**
 * A mail's outbox row, due at once: a rendered mail's subject and body, or a reference's template and args
 * (the JSON columns as text: for `jsonb_to_recordset`, or `outboxInsert`).
 */
export function outboxValues(mail: OutboxEntry, at: Date = now()) {
  const reference = isReference(mail);
  return {
    id: newId(at.getTime()),
    dedupe_key: mail.key ?? null,
    recipient: mail.to,
    subject: reference ? null : mail.subject,
    body_text: reference ? null : mail.text,
    body_html: reference ? null : mail.html ?? null,
    template: reference ? mail.template : null,
    template_args: reference ? JSON.stringify(mail.args) : null,
    attachments: JSON.stringify(mail.attachments ?? []),
    created_at: at,
    next_attempt_at: at,
  };
}

/** A mail claimed for sending. */
export interface ClaimedMail {
  id: string;
  to: string;
  /** A rendered mail's subject and text; null for a reference (`template`), rendered when sent. */
  subject: string | null;
  text: string | null;
  html: string | null;
  template: string | null;
  args: Record<string, unknown> | null;
  attachments: OutboxAttachment[];
  /** Attempts so far, this one included. */
  attempts: number;
  claimToken: string;
}

/**
 * Claims up to `limit` due mails in one statement: each is held for `holdMs` by this claim alone (rows another
 * sender has locked are skipped, rows it holds are not due), its attempt counted. Safe with any number of
 * senders at once, on PGlite and PostgreSQL. The due rows are picked once, in a materialized CTE: as an
 * `id in (subquery)` the planner may run the subquery again per row, and its LIMIT then bounds nothing.
 */
export async function claimDueMails(
  db: DB,
  { at, limit, holdMs, token }: { at: Date; limit: number; holdMs: number; token: string },
): Promise<ClaimedMail[]> {
  const until = new Date(at.getTime() + holdMs);
  const { rows } = await sql<{
    id: string;
    recipient: string;
    subject: string | null;
    body_text: string | null;
    body_html: string | null;
    template: string | null;
    template_args: Record<string, unknown> | string | null;
    attachments: OutboxAttachment[] | string;
    attempts: number;
  }>`
    with due as materialized (
      select id from outbox
      where sent_at is null and next_attempt_at <= ${at} and (claimed_until is null or claimed_until <= ${at})
        and failed_at is null
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    update outbox set claimed_until = ${until}, claim_token = ${token}, attempts = attempts + 1,
      last_attempt_at = ${at}
    from due
    where outbox.id = due.id and outbox.sent_at is null
      and (outbox.claimed_until is null or outbox.claimed_until <= ${at})
    returning outbox.id, recipient, subject, body_text, body_html, template, template_args, attachments,
      attempts
  `.execute(db);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    template: row.template,
    args: typeof row.template_args === "string" ? JSON.parse(row.template_args) : row.template_args,
    attachments: typeof row.attachments === "string" ? JSON.parse(row.attachments) : row.attachments,
    attempts: row.attempts,
    claimToken: token,
  })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Puts off every due mail no sender holds by one backoff step, in one statement, without trying it (the
 * server is away): its attempt counted, `error` recorded, the next try after `firstMs` doubling per attempt
 * up to `maxMs`. Rows another sender holds or has locked are left to it.
 */
export async function deferDueMails(
  db: DB,
  { at, error, firstMs, maxMs }: { at: Date; error: string; firstMs: number; maxMs: number },
): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    with due as materialized (
      select id from outbox
      where sent_at is null and next_attempt_at <= ${at} and (claimed_until is null or claimed_until <= ${at})
        and failed_at is null
      for update skip locked
    )
    update outbox set attempts = attempts + 1, last_attempt_at = ${at}, last_error = ${error.slice(0, 1000)},
      next_attempt_at = ${at}::timestamptz + make_interval(
        secs => least(${firstMs / 1000}::float8 * power(2, least(attempts, 30)), ${maxMs / 1000}::float8)
      )
    from due
    where outbox.id = due.id
    returning outbox.id
  `.execute(db);
  return rows.length;
}

/** Marks a claimed mail sent (only while the claim is still this one's). */
export async function markMailSent(db: DB, id: string, token: string, at: Date): Promise<boolean> {
  const result = await db.updateTable("outbox")
    .set({ sent_at: at, claimed_until: null, claim_token: null, last_error: null })
    .where("id", "=", id).where("claim_token", "=", token).where("sent_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed attempt and when to try again. */
export async function markMailFailed(
  db: DB,
  id: string,
  token: string,
  { error, retryAt }: { error: string; retryAt: Date },
): Promise<void> {
  await db.updateTable("outbox")
    .set({
      last_error: error.slice(0, 1000),
      next_attempt_at: retryAt,
      claimed_until: null,
      claim_token: null,
    })
    .where("id", "=", id).where("claim_token", "=", token).where("sent_at", "is", null)
    .execute();
}

/** Gives a claimed mail up (it can never be sent): never claimed again, its error kept for the admin. */
export async function markMailGivenUp(
  db: DB,
  id: string,
  token: string,
  error: string,
  at: Date,
): Promise<void> {
  await db.updateTable("outbox")
    .set({ last_error: error.slice(0, 1000), failed_at: at, claimed_until: null, claim_token: null })
    .where("id", "=", id).where("claim_token", "=", token).where("sent_at", "is", null)
    .execute();
}

/**
 * Forgets mails sent before `before` (their keys with them: an event so old is not mailed again anyway).
 * Unsent mails stay, however old.
 */
export async function deleteSentMails(db: DB, before: Date): Promise<number> {
  const result = await db.deleteFrom("outbox").where("sent_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When the next unsent mail falls due (null: none waiting); a mail a sender holds, when its hold ends. */
export async function nextMailDueAt(db: DB): Promise<Date | null> {
  const { rows } = await sql<{ due: Date | string | null }>`
    select min(greatest(next_attempt_at, claimed_until)) as due from outbox
    where sent_at is null and failed_at is null
  `.execute(db);
  return rows[0]?.due ? new Date(rows[0].due) : null;
}

/** A mail that has failed at least once and is still unsent (the admin's list of stuck mails). */
export interface StuckMail {
  id: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  createdAt: Date;
  /** Given up: its content can no longer be made (its orders are gone); never tried again. */
  givenUp: boolean;
}

/** The unsent mails that have failed at least once, oldest first, a page at a time. */
export async function listStuckMails(
  db: DB,
  page: { page: number; limit: number } = { page: 1, limit: 100 },
): Promise<Paged<StuckMail>> {
  const query = db.selectFrom("outbox")
    .select([
      "id",
      "recipient",
      sql<string>`coalesce(subject, template)`.as("subject"),
      "attempts",
      "last_error",
      "last_attempt_at",
      "next_attempt_at",
      "created_at",
      "failed_at",
    ])
    .where("sent_at", "is", null).where("last_error", "is not", null)
    .orderBy("created_at", "asc").orderBy("id", "asc");
  const { rows, total } = await paged(query, page);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      attempts: row.attempts,
      lastError: row.last_error,
      lastAttemptAt: row.last_attempt_at ? new Date(row.last_attempt_at) : null,
      nextAttemptAt: new Date(row.next_attempt_at),
      createdAt: new Date(row.created_at),
      givenUp: row.failed_at !== null,
    })),
  };
}

/**
 * The outbox at a glance: mails waiting to be sent (of them, failed at least once), given up (never tried
 * again) and sent since `since`.
 */
export async function outboxSummary(
  db: DB,
  since: Date,
): Promise<{ waiting: number; failing: number; givenUp: number; sent: number }> {
  const { rows } = await sql<{ waiting: string; failing: string; given_up: string; sent: string }>`
    select
      (select count(*) from outbox where sent_at is null and failed_at is null) as waiting,
      (select count(*) from outbox where sent_at is null and failed_at is null and last_error is not null)
        as failing,
      (select count(*) from outbox where sent_at is null and failed_at is not null) as given_up,
      (select count(*) from outbox where sent_at >= ${since}) as sent
  `.execute(db);
  const [row] = rows;
  return {
    waiting: Number(row.waiting),
    failing: Number(row.failing),
    givenUp: Number(row.given_up),
    sent: Number(row.sent),
  };
}
