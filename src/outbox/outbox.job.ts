/**
 * The outbox as a background job (src/jobs/): each round sends what is due, batch after batch while full
 * batches keep coming (for at most ROUND_MS), then tells the runner when the next mail falls due (a retry),
 * so a retry goes out on time without polling faster. Once an hour it also forgets mails sent more than
 * KEEP_SENT_DAYS ago.
 */
import type { DB } from "../../db/database.ts";
import { nowMs } from "../core/clock.ts";
import type { MailSettings } from "../core/mail.ts";
import type { Job } from "../jobs/jobs.runner.ts";
import { deleteSentMails, nextMailDueAt } from "./outbox.queries.ts";
import { type AttachmentResolver, deliverDue, type SendTimeParts } from "./outbox.service.ts";

export const OUTBOX_JOB = "outbox";
/** One round stops starting batches after this long and comes straight back (other jobs get their turn). */
const ROUND_MS = 20_000;
/** Sent mails are kept this long (what was sent to whom, and their dedupe keys), then forgotten. */
export const KEEP_SENT_DAYS = 90;
/** How often a process forgets the old sent mails. */
const PRUNE_EVERY_MS = 60 * 60_000;

export function outboxJob(
  settings: MailSettings,
  /** What makes a mail when it is sent: its attachments, and its body when written by reference. */
  parts: SendTimeParts | AttachmentResolver,
  { batch = 20 }: { batch?: number } = {},
): Job {
  let prunedAt = -Infinity;
  return {
    name: OUTBOX_JOB,
    schedule: "* * * * *",
    async run(db: DB) {
      const started = Date.now();
      for (;;) {
        const { claimed, deferred } = await deliverDue(db, settings, parts, {
          limit: batch,
          deferWhenAway: true,
        });
        if (claimed < batch || deferred) break;
        if (Date.now() - started > ROUND_MS) return 0;
      }
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await deleteSentMails(db, new Date(nowMs() - KEEP_SENT_DAYS * 86_400_000));
      }
      const due = await nextMailDueAt(db);
      return due ? Math.max(0, due.getTime() - nowMs()) : undefined;
    },
  };
}
