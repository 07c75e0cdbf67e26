/**
 * Sending the outbox: claims the due mails (safe with several senders at once), renders those written by
 * reference (a template and its arguments) and makes their attachments, sends each over SMTP and marks it sent. A failed attempt is recorded with its error and tried again after
 * a backoff that doubles from a second up to a minute, for as long as it takes: a mail server that is down
 * delays the mails, never loses or doubles them (a mail is marked sent only after the server accepted it,
 * and only by the claim that sent it).
 */
import type { DB } from "../../db/database.ts";
import { now } from "../core/clock.ts";
import { type MailAttachment, type MailSettings, transmitMail } from "../core/mail.ts";
import { OutageLog } from "../core/unavailable.ts";
import {
  claimDueMails,
  type ClaimedMail,
  deferDueMails,
  markMailFailed,
  markMailGivenUp,
  markMailSent,
} from "./outbox.queries.ts";
import {
  MailGone,
  type OutboxDocument,
  type RenderedMail,
  type ResolvedAttachment,
} from "./outbox.schema.ts";

/** Makes an attachment's file when its mail is sent (the invoices' `documentAttachment`). */
export type AttachmentResolver = (db: DB, document: OutboxDocument) => Promise<ResolvedAttachment>;

/**
 * Renders a mail written by reference when it is sent (the order mails' `renderOrderMail`). Throws
 * `MailGone` when it never can (its orders are gone): the mail is then given up, not tried again.
 */
export type MailRenderer = (db: DB, template: string, args: Record<string, unknown>) => Promise<RenderedMail>;

/** What the outbox does with references when no renderer was wired: it cannot send them. */
export const noRenderer: MailRenderer = (_db, template) =>
  Promise.reject(new Error(`no renderer for the mail template "${template}"`));

/** What makes a mail when it is sent: its attachments, and its body when it was written by reference. */
export interface SendTimeParts {
  resolveAttachment: AttachmentResolver;
  render: MailRenderer;
}

/** The first retry after this long, each next one twice as late. */
export const FIRST_RETRY_MS = 1_000;
/** The longest wait between two tries of one mail. */
export const MAX_RETRY_MS = 60_000;
/**
 * How long a claim holds its mails: longer than a batch can take (SMTP gives up on a dead server after 10 s
 * a mail); a sender that died holding them lets them go when it passes, and another sends them.
 */
export const CLAIM_HOLD_MS = 5 * 60_000;
/** Mails sent at once by one sender. */
const PARALLEL_SENDS = 4;

/** The wait before the next try of a mail that has failed `attempts` times. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 30)), MAX_RETRY_MS);

export interface DeliveryResult {
  /** Mails claimed by this run. */
  claimed: number;
  sent: number;
  failed: number;
  /** With `deferWhenAway`: the other due mails put off untried because the server was away. */
  deferred?: number;
}

/** SMTP errors that say the server is not there (not that this one mail was refused). */
const SERVER_AWAY = new Set([
  "ECONNECTION",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ENOTFOUND",
  "ECONNRESET",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

const failures = new OutageLog(60_000, (line) => console.warn(line));

function describe(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
}

/**
 * Sends up to `limit` due mails. Never throws for a mail that fails (it is recorded and retried); only a
 * database error escapes, and then the mails it claimed are taken again once their hold passes.
 */
export async function deliverDue(
  db: DB,
  settings: MailSettings,
  /** A resolver alone: references cannot be rendered (they fail, and are tried again). */
  parts: SendTimeParts | AttachmentResolver,
  { limit = 20, deferWhenAway = false }: {
    limit?: number;
    /**
     * When the server turns out to be away, put off every other due mail too, untried, in one statement
     * (the job does: a long outage with thousands of mails waiting then costs one batch and one statement
     * a round, and every mail still has its try, or its putting off, at most a minute apart).
     */
    deferWhenAway?: boolean;
  } = {},
): Promise<DeliveryResult> {
  const { resolveAttachment, render } = typeof parts === "function"
    ? { resolveAttachment: parts, render: noRenderer }
    : parts;
  const token = crypto.randomUUID();
  const claimed = await claimDueMails(db, { at: now(), limit, holdMs: CLAIM_HOLD_MS, token });
  const result: DeliveryResult = { claimed: claimed.length, sent: 0, failed: 0 };
  if (!claimed.length) return deferWhenAway ? { ...result, deferred: 0 } : result;
  // When the server turns out to be away, the rest of the batch waits for the next try without knocking.
  let away: string | undefined;
  const queue = [...claimed];
  const sendNext = async (): Promise<void> => {
    for (let mail = queue.shift(); mail; mail = queue.shift()) {
      if (away) {
        await markMailFailed(db, mail.id, token, {
          error: `not tried: ${away}`,
          retryAt: new Date(now().getTime() + retryDelayMs(mail.attempts)),
        });
        result.failed++;
        continue;
      }
      try {
        // A reference is rendered now, the attachments made now: a failure there (a document not issued
        // yet, the database away) is recorded and tried again like a refused send.
        await transmitMail(settings, await sendable(db, mail, resolveAttachment, render));
      } catch (error) {
        if (error instanceof MailGone) {
          // Never sendable (its orders are gone): given up with the reason, the others go on.
          failures.report(`Mail ${mail.id} (${mail.template}) given up`, error);
          await markMailGivenUp(db, mail.id, token, `given up: ${error.message}`, now());
          result.failed++;
          continue;
        }
        const reason = describe(error);
        if (SERVER_AWAY.has(String((error as { code?: unknown })?.code))) away = reason;
        failures.report(`Mail to ${mail.to} not sent (attempt ${mail.attempts}; will try again)`, error);
        await markMailFailed(db, mail.id, token, {
          error: reason,
          retryAt: new Date(now().getTime() + retryDelayMs(mail.attempts)),
        });
        result.failed++;
        continue;
      }
      await markMailSent(db, mail.id, token, now());
      result.sent++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, claimed.length) }, sendNext));
  if (deferWhenAway) {
    result.deferred = away
      ? await deferDueMails(db, {
        at: now(),
        error: `not tried: ${away}`,
        firstMs: FIRST_RETRY_MS,
        maxMs: MAX_RETRY_MS,
      })
      : 0;
  }
  return result;
}

/** The mail as it is sent: a reference rendered, the attachments made. */
async function sendable(db: DB, mail: ClaimedMail, resolve: AttachmentResolver, render: MailRenderer) {
  const body: RenderedMail = mail.template
    ? await render(db, mail.template, mail.args ?? {})
    : { subject: mail.subject ?? "", text: mail.text ?? "", html: mail.html ?? undefined };
  const attachments: MailAttachment[] = [];
  for (const attachment of mail.attachments) {
    const file = await resolve(db, attachment.document);
    attachments.push({ filename: attachment.filename || file.filename, content: file.content });
  }
  return {
    to: body.to ?? mail.to,
    subject: body.subject,
    text: body.text,
    html: body.html,
    attachments: attachments.length ? attachments : undefined,
  };
}
