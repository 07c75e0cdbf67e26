/**
 * SQL of the weekly settlement run: the run's lock, which weeks have run, and one week settled for every
 * store in a single set-based statement (statements, the events they settle, and the payouts set aside).
 */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";

/**
 * Waits for the settlement run's lock, held until the transaction ends: runs on several instances (the
 * scheduled job and an admin at once) settle one after the other, and the later one finds the week done.
 */
export async function lockSettlements(tx: DB): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('swiftcart-settlements'))`.execute(tx);
}

export interface RunRow {
  week_ending: string;
  ran_at: Date;
  ran_by: string;
  statements: number;
}

/** The run of the week ending `weekEnding` (a primary-key lookup), if it has run. */
export async function runOf(db: DB, weekEnding: string): Promise<RunRow | undefined> {
  const row = await db.selectFrom("settlement_runs")
    .select([sql<string>`week_ending::text`.as("week_ending"), "ran_at", "ran_by", "statements"])
    .where("week_ending", "=", sql<string>`${weekEnding}::date`).executeTakeFirst();
  return row ? { ...row, ran_at: new Date(row.ran_at), statements: Number(row.statements) } : undefined;
}

/** The latest week that has run (its Sunday), if any. */
export async function latestRun(db: DB): Promise<string | undefined> {
  const row = await db.selectFrom("settlement_runs").select(sql<string>`week_ending::text`.as("week_ending"))
    .orderBy("week_ending", "desc").limit(1).executeTakeFirst();
  return row?.week_ending;
}

/** When the earliest event not yet settled became settleable (settlement events aside). */
export async function earliestUnsettled(db: DB): Promise<Date | undefined> {
  const row = await db.selectFrom("ledger_events as e")
    .select(sql<Date | string | null>`min(e.available_at)`.as("at"))
    .where("e.kind", "<>", "settlement")
    .where((eb) =>
      eb.not(eb.exists(
        eb.selectFrom("settlement_events as s").select("s.event_id")
          .whereRef("s.event_id", "=", "e.id"),
      ))
    )
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : undefined;
}

export interface WeekToSettle {
  weekStart: string;
  weekEnding: string;
  endsAt: Date;
}

/**
 * Settles one week for every store with events due, in one statement (one snapshot, so an event committed
 * meanwhile is either counted and linked, or left for the next week, never half of it): the events not yet
 * settled that became settleable before the week ended; per store a statement (opening = the store's previous
 * closing, lines = the sum of the events' entries, net payable = the total when positive, the rest carried
 * forward); each event linked to its statement; and for a positive net payable, a settlement event with one
 * payout entry of minus the net payable, linked to the statement too. `since` (the previous week's end, once a
 * week has run) bounds the events read: none is ever written settleable before a week that has run (the
 * ledger waits for a run under way and moves such an event into the next open week), so the run reads one
 * week of events, not the whole history. Ids follow src/core/ids.ts' shape
 * (seconds, slot, random hex). Returns how many statements and events.
 */
export async function settleWeek(
  tx: DB,
  week: WeekToSettle,
  ranAt: Date,
  since?: Date,
): Promise<{ statements: number; events: number; payable: number }> {
  const seconds = Math.floor(ranAt.getTime() / 1000).toString(16).padStart(8, "0");
  const slot = (ranAt.getTime() % 1000) * 1000;
  const note = `Payout of the week ending ${week.weekEnding}`;
  const endsAt = week.endsAt.toISOString();
  const payoutAt = new Date(week.endsAt.getTime() - 1).toISOString();
  const generated = ranAt.toISOString();
  const id = (n: ReturnType<typeof sql>) =>
    sql`${seconds}::text || lpad(to_hex((${slot}::integer + ${n}) % 1048576), 5, '0') || substr(md5(random()::text), 1, 11)`;
  const result = await sql<{ statements: number; events: number; payable: number }>`
    with due as materialized (
      select e.id, e.vendor_id from ledger_events e
      where e.kind <> 'settlement' and e.available_at < ${endsAt}::timestamptz
        ${since ? sql`and e.available_at >= ${since.toISOString()}::timestamptz` : sql``}
        and not exists (select 1 from settlement_events s where s.event_id = e.id)
    ),
    sums as (
      select d.vendor_id, coalesce(sum(x.amount_paise), 0)::bigint as lines_paise
      from due d left join ledger_entries x on x.event_id = d.id
      group by d.vendor_id
    ),
    figures as materialized (
      select f.vendor_id, f.lines_paise, f.opening_paise, f.opening_paise + f.lines_paise as total_paise,
        greatest(f.opening_paise + f.lines_paise, 0) as net_paise, f.n
      from (
        select m.vendor_id, m.lines_paise, row_number() over (order by m.vendor_id) as n,
          coalesce((select p.closing_paise from settlements p
            where p.vendor_id = m.vendor_id and p.week_ending < ${week.weekEnding}::date
            order by p.week_ending desc limit 1), 0)::bigint as opening_paise
        from sums m
      ) f
    ),
    statements as (
      insert into settlements (id, vendor_id, week_start, week_ending, opening_paise, lines_paise,
        net_payable_paise, closing_paise, status, generated_at)
      select ${id(sql`(2 * f.n)::integer`)}, f.vendor_id, ${week.weekStart}::date, ${week.weekEnding}::date,
        f.opening_paise, f.lines_paise, f.net_paise, f.total_paise - f.net_paise,
        case when f.net_paise > 0 then 'payable' else 'nothing_due' end, ${generated}::timestamptz
      from figures f
      returning id, vendor_id, net_payable_paise
    ),
    linked as (
      insert into settlement_events (event_id, settlement_id)
      select d.id, s.id from due d join statements s on s.vendor_id = d.vendor_id
      returning event_id
    ),
    payouts as materialized (
      select s.id as settlement_id, s.vendor_id, s.net_payable_paise,
        ${id(sql`(2 * f.n + 1)::integer`)} as event_id
      from statements s join figures f on f.vendor_id = s.vendor_id
      where s.net_payable_paise > 0
    ),
    -- Data-modifying parts run whether or not the final select reads them.
    payout_events as (
      insert into ledger_events (id, vendor_id, order_id, kind, occurred_at, available_at, note)
      select p.event_id, p.vendor_id, null, 'settlement', ${generated}::timestamptz, ${payoutAt}::timestamptz,
        ${note}::text
      from payouts p
      returning id
    ),
    payout_entries as (
      insert into ledger_entries (event_id, vendor_id, order_id, kind, amount_paise, basis, created_at)
      select p.event_id, p.vendor_id, null, 'payout', -(p.net_payable_paise::integer),
        jsonb_build_object('base', p.net_payable_paise, 'lines', '[]'::jsonb, 'note', ${note}::text),
        ${generated}::timestamptz
      from payouts p
      returning id
    ),
    payout_links as (
      insert into settlement_events (event_id, settlement_id)
      select p.event_id, p.settlement_id from payouts p
      returning event_id
    )
    select (select count(*) from statements)::integer as statements,
      (select count(*) from linked)::integer as events,
      (select count(*) from payout_links)::integer as payable
  `.execute(tx);
  const row = result.rows[0];
  return { statements: Number(row.statements), events: Number(row.events), payable: Number(row.payable) };
}

export async function insertRun(
  tx: DB,
  run: { weekEnding: string; ranAt: Date; ranBy: string; statements: number },
): Promise<void> {
  await tx.insertInto("settlement_runs").values({
    week_ending: sql<string>`${run.weekEnding}::date` as unknown as string,
    ran_at: run.ranAt,
    ran_by: run.ranBy,
    statements: run.statements,
  }).execute();
}
