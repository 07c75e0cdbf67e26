/**
 * The weekly settlement run as a background job: from Monday 02:00 India time it settles the week that ended
 * the Sunday before (and any earlier week a stopped server missed). It runs in every process and instance;
 * the run itself is safe on several at once (one statement per store and week), and once the week has run a
 * round costs one primary-key lookup (none at all in a process that has seen the week done).
 */
import type { DB } from "../../../db/database.ts";
import { lastEndedWeek, nowMs } from "../../core/clock.ts";
import { AppError } from "../../core/errors.ts";
import type { Job } from "../../jobs/jobs.runner.ts";
import { hasRun, runSettlementWeek } from "./settlement-run.service.ts";

export const SETTLEMENT_JOB = "settlements";
/** A week is settled from 02:00 India time on the Monday after it ends (late deliveries entered by then). */
export const RUN_AFTER_MS = 2 * 3_600_000;

/** The latest week due to be settled at `atMs`: the one that ended before the last Monday 02:00 IST. */
export const dueWeek = (atMs: number): string => lastEndedWeek(new Date(atMs - RUN_AFTER_MS));

export function settlementJob(): Job {
  /** The latest week this process has seen settled: rounds until the next one is due ask nothing. */
  let seen: string | undefined;
  return {
    name: SETTLEMENT_JOB,
    // Deno.cron: every 15 minutes, one round each (the run is due once a week).
    schedule: "*/15 * * * *",
    drainMs: 1_000,
    async run(db: DB) {
      const week = dueWeek(nowMs());
      if (week === seen) return;
      if (!(await hasRun(db, week))) {
        try {
          await runSettlementWeek(db, week, "schedule");
        } catch (error) {
          // A later week already run by an admin: this one is settled with it, nothing to do.
          if (!(error instanceof AppError && error.status === 409)) throw error;
        }
      }
      seen = week;
    },
  };
}
