/**
 * The vendor dashboard's earnings: for each of the last 12 settlement weeks (Monday to Sunday, India time;
 * the current week last), what the store sold (the sale entries of the orders delivered that week) and what
 * it was paid out (the payout entries of that week's statement, once the statement is paid), read from the
 * ledger.
 */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import { addDays, now, settlementWeek, weekEndingOn } from "../../core/clock.ts";
import { toRupees } from "../../core/money.ts";

export const EARNINGS_WEEKS = 12;

export interface EarningsWeek {
  /** The week's Monday and Sunday, YYYY-MM-DD (India time). */
  weekStart: string;
  weekEnding: string;
  /** "22 Nov": the week's Sunday, as the chart's axis names it. */
  label: string;
  /** Rupees. */
  sales: number;
  payouts: number;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const shortDay = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** The Sundays of the last `weeks` settlement weeks up to the one `at` falls in, oldest first. */
export function earningsWeekEndings(at: Date = now(), weeks = EARNINGS_WEEKS): string[] {
  const last = settlementWeek(at).weekEnding;
  return Array.from({ length: weeks }, (_, i) => addDays(last, -7 * (weeks - 1 - i)));
}

/** The Monday (India time) of a moment, in SQL: its UTC wall time moved to IST, truncated to the week. */
const indiaMonday = (column: string) =>
  sql<string>`to_char(date_trunc('week', (${
    sql.ref(column)
  } at time zone 'UTC') + interval '330 minutes'), 'YYYY-MM-DD')`;

/** Σ sale entries of delivery events per week (by the week's Monday), in paise. */
export async function weeklySales(
  db: DB,
  vendorId: string,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const rows = await db.selectFrom("ledger_entries as x")
    .innerJoin("ledger_events as e", "e.id", "x.event_id")
    .select([
      indiaMonday("e.occurred_at").as("week_start"),
      sql<number>`sum(x.amount_paise)::float8`.as("paise"),
    ])
    .where("x.vendor_id", "=", vendorId)
    .where("e.kind", "=", "delivery")
    .where("x.kind", "=", "sale")
    .where("e.occurred_at", ">=", from)
    .where("e.occurred_at", "<", to)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.week_start, Number(row.paise)]));
}

/** Σ payouts (the payout entries, negated) of the store's paid statements per week (by its Sunday), in paise. */
export async function weeklyPayouts(
  db: DB,
  vendorId: string,
  firstWeekEnding: string,
  lastWeekEnding: string,
): Promise<Map<string, number>> {
  const rows = await db.selectFrom("ledger_entries as x")
    .innerJoin("settlement_events as se", "se.event_id", "x.event_id")
    .innerJoin("settlements as s", "s.id", "se.settlement_id")
    .select([
      sql<string>`to_char(s.week_ending, 'YYYY-MM-DD')`.as("week_ending"),
      sql<number>`(-sum(x.amount_paise))::float8`.as("paise"),
    ])
    .where("x.vendor_id", "=", vendorId)
    .where("x.kind", "=", "payout")
    .where("s.status", "=", "paid")
    .where("s.week_ending", ">=", firstWeekEnding)
    .where("s.week_ending", "<=", lastWeekEnding)
    .groupBy("s.week_ending")
    .execute();
  return new Map(rows.map((row) => [row.week_ending, Number(row.paise)]));
}

/** The store's sales and payouts of the last 12 settlement weeks, oldest first, every week present. */
export async function earningsByWeek(db: DB, vendorId: string, at: Date = now()): Promise<EarningsWeek[]> {
  const endings = earningsWeekEndings(at);
  const first = weekEndingOn(endings[0]);
  const last = weekEndingOn(endings[endings.length - 1]);
  const [sales, payouts] = await Promise.all([
    weeklySales(db, vendorId, first.startsAt, last.endsAt),
    weeklyPayouts(db, vendorId, first.weekEnding, last.weekEnding),
  ]);
  return endings.map((weekEnding) => {
    const weekStart = addDays(weekEnding, -6);
    return {
      weekStart,
      weekEnding,
      label: shortDay(weekEnding),
      sales: toRupees(sales.get(weekStart) ?? 0),
      payouts: toRupees(payouts.get(weekEnding) ?? 0),
    };
  });
}
