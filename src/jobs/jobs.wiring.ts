/**
 * The app's background jobs and how this process runs them (main.ts and src/worker.ts call these; tests
 * start a runner themselves when they want one). JOBS=off runs none here (src/jobs/jobs.config.ts).
 */
import type { DB } from "../../db/database.ts";
import { mailConfigured, type MailSettings } from "../core/mail.ts";
import { OUTBOX_JOB, outboxJob } from "../outbox/outbox.job.ts";
import type { SendTimeParts } from "../outbox/outbox.service.ts";
import { onOutboxWake } from "../outbox/outbox.wake.ts";
import { documentAttachment } from "../invoices/invoices.service.ts";
import { renderOrderMail } from "../orders/emails/order-mails.service.ts";
import { settlementJob } from "../settlements/run/settlement-run.job.ts";
import { returnsJob } from "../returns/returns.job.ts";
import { paymentGateway } from "../payments/gateway.ts";
import type { PaymentsConfig } from "../config.ts";
import { type JobsConfig, loadJobsConfig } from "./jobs.config.ts";
import { hasDenoCron, type Job, JobRunner } from "./jobs.runner.ts";

/**
 * What the outbox makes when it sends a mail: the attachments are the invoices and credit notes (as PDF),
 * and the mails written by reference (a checkout's) are the order mails, rendered from the orders.
 */
export const sendTimeParts: SendTimeParts = {
  resolveAttachment: documentAttachment,
  render: renderOrderMail,
};

/** What the jobs need of the configuration: the mail settings, and the payments for refunds sent by a job. */
export type JobSettings = MailSettings & { payments?: PaymentsConfig };

/**
 * The app's jobs: weekly settlements and auto-cancels are added here the same way. In production without
 * SMTP_URL the outbox is not sent (its mails wait, untried, until a start with SMTP_URL sends them).
 */
export function appJobs(settings: JobSettings, config: JobsConfig): Job[] {
  const jobs: Job[] = [];
  if (mailConfigured(settings) || settings.env !== "production") {
    jobs.push(outboxJob(settings, sendTimeParts, { batch: config.outboxBatch }));
  }
  // Every process: the weekly run is safe on several instances at once.
  jobs.push(settlementJob());
  // Returns' deadlines: automatic acceptance (a missing item's refund goes through the gateway) and closing.
  jobs.push(returnsJob(settings.payments ? paymentGateway(settings.payments) : null));
  return jobs;
}

export const MAIL_WAITS =
  "SMTP_URL is not set: mails (order confirmations, shipping notices, …) wait in the outbox, unsent, " +
  "until the server is started with it.";

/** How long stopping waits for a round under way. */
const STOP_WAIT_MS = 5_000;

export interface AppJobs {
  runner: JobRunner;
  /** Hands the jobs their database once it is open; wakes start then. */
  start(db: DB): void;
  stop(): Promise<void>;
}

/**
 * The runner for this process, or undefined with JOBS=off. With `crons: true` (the main thread, at the top
 * level of main.ts, before the server starts) it registers its Deno.cron schedules where the runtime has them.
 */
export function createAppJobs(
  settings: JobSettings,
  { config = loadJobsConfig(), crons = false }: { config?: JobsConfig; crons?: boolean } = {},
): AppJobs | undefined {
  if (config.mode === "off") return undefined;
  if (crons && settings.env === "production" && !mailConfigured(settings)) console.warn(MAIL_WAITS);
  const mode = crons && config.mode === "auto" && hasDenoCron() ? "cron" : "timer";
  const runner = new JobRunner(appJobs(settings, config), { mode, tickMs: config.tickMs });
  runner.registerCrons();
  let unsubscribe = () => {};
  return {
    runner,
    start(db) {
      runner.start(db);
      // A mail enqueued in this process goes out within a second or two of its commit.
      unsubscribe = onOutboxWake(() => runner.wake(OUTBOX_JOB));
    },
    async stop() {
      unsubscribe();
      // A round under way (a mail being handed to the server) is waited for, a few seconds at most.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        runner.stop(),
        new Promise((resolve) => timer = setTimeout(resolve, STOP_WAIT_MS)),
      ]);
      clearTimeout(timer);
    },
  };
}
