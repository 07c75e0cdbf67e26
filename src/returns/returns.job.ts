/**
 * The deadlines of returns as a background job: a request the store left unanswered for 2 days is accepted
 * (a missing item's refund is sent), a rejection not escalated within 7 days is closed. Every few minutes in
 * every process and instance: each request moves under its order's lock in a guarded statement, so two
 * instances racing move it once; a round with nothing due costs two indexed lookups.
 */
import type { DB } from "../../db/database.ts";
import type { Job } from "../jobs/jobs.runner.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { runReturnDeadlines } from "./returns.service.ts";

export const RETURNS_JOB = "returns";

export function returnsJob(gateway: PaymentGateway | null): Job {
  return {
    name: RETURNS_JOB,
    // Deno.cron: every 5 minutes (a deadline is kept to within minutes of its moment).
    schedule: "*/5 * * * *",
    drainMs: 1_000,
    async run(db: DB) {
      await runReturnDeadlines(db, gateway);
    },
  };
}
