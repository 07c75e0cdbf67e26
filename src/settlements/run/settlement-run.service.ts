/**
 * The weekly settlement run: a week (Monday to Sunday, India time, named by its Sunday) settles, per store,
 * every ledger event not yet settled that became settleable before the week ended. Each store with such
 * events gets one statement: opening = its previous statement's closing, lines = the sum of the events'
 * entries, net payable = the total when positive, and a negative total carried forward as the closing
 * balance. A positive net payable is set aside in the ledger as a payout entry. The scheduled job and the
 * admin both call `runSettlementWeek`; it runs once per week however many callers race (a blocking lock and
 * one transaction), and weeks run in order: earlier weeks not yet run are run first.
 */
import type { DB } from "../../../db/database.ts";
import { addDays, isCalendarDate, isoWeekday, now, settlementWeek, weekEndingOn } from "../../core/clock.ts";
import { AppError } from "../../core/errors.ts";
import type { Actor } from "../../audit/actor.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import {
  earliestUnsettled,
  insertRun,
  latestRun,
  lockSettlements,
  runOf,
  settleWeek,
} from "./settlement-run.queries.ts";

export interface SettlementRunResult {
  /** The week asked for (its Sunday). */
  weekEnding: string;
  /** It had run before: nothing changed. */
  alreadyRun: boolean;
  /** The weeks this call ran, oldest first (earlier weeks not yet run, then this one). */
  weeksRun: string[];
  /** How many statements the week asked for has. */
  statements: number;
}

export const NOT_A_SUNDAY = "weekEnding must be a Sunday, as YYYY-MM-DD: the last day of a settlement week.";
export const WEEK_NOT_ENDED = "This week has not ended yet.";

/** 400 unless `weekEnding` is a Sunday's date. */
export function assertWeekEnding(weekEnding: string): void {
  if (!isCalendarDate(weekEnding) || isoWeekday(weekEnding) !== 7) throw new AppError(400, NOT_A_SUNDAY);
}

/**
 * Settles the week ending `weekEnding` (a Sunday), and before it every earlier week not yet run (since the
 * last run, or since the week of the earliest event not yet settled). `ranBy`: 'schedule' or the admin's id.
 * 400: not a Sunday; 409: the week has not ended, or a later week has run already. A week that has run
 * already changes nothing (`alreadyRun`). The weeks run are audited in the run's transaction, as `actor`'s
 * (the system's for the schedule).
 */
export async function runSettlementWeek(
  db: DB,
  weekEnding: string,
  ranBy: string,
  actor: Actor | null = null,
): Promise<SettlementRunResult> {
  assertWeekEnding(weekEnding);
  const week = weekEndingOn(weekEnding);
  if (now() < week.endsAt) throw new AppError(409, WEEK_NOT_ENDED);
  return await db.transaction().execute(async (tx) => {
    await lockSettlements(tx);
    const done = await runOf(tx, weekEnding);
    if (done) return { weekEnding, alreadyRun: true, weeksRun: [], statements: done.statements };
    const latest = await latestRun(tx);
    if (latest && latest > weekEnding) {
      throw new AppError(
        409,
        `The week ending ${latest} has already been settled; weeks are settled in order, so an earlier ` +
          "week cannot run now.",
      );
    }
    let first = weekEnding;
    if (latest) first = addDays(latest, 7);
    else {
      const earliest = await earliestUnsettled(tx);
      const earliestWeek = earliest ? settlementWeek(earliest).weekEnding : weekEnding;
      if (earliestWeek < first) first = earliestWeek;
    }
    const ranAt = now();
    const weeksRun: string[] = [];
    let statements = 0;
    for (let sunday = first; sunday <= weekEnding; sunday = addDays(sunday, 7)) {
      const week = weekEndingOn(sunday);
      // After the first run ever, a week's events all fall within it (see settleWeek).
      const settled = await settleWeek(
        tx,
        week,
        ranAt,
        latest || sunday !== first ? week.startsAt : undefined,
      );
      await insertRun(tx, { weekEnding: sunday, ranAt, ranBy, statements: settled.statements });
      weeksRun.push(sunday);
      statements = settled.statements;
      await recordAudit(tx, {
        actor,
        action: "settlement.run",
        entity: "settlement_run",
        entityId: sunday,
        details: { weekEnding: sunday, ranBy, ...settled },
      });
    }
    return { weekEnding, alreadyRun: false, weeksRun, statements };
  });
}

/** The latest week that has run (its Sunday), or undefined before the first run. */
export async function latestRunWeek(db: DB): Promise<string | undefined> {
  return await latestRun(db);
}

/** Whether the week ending `weekEnding` has run (one primary-key lookup). */
export async function hasRun(db: DB, weekEnding: string): Promise<boolean> {
  return (await runOf(db, weekEnding)) !== undefined;
}
