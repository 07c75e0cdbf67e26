/**
 * SQL of the admin's settlements: a week's statements with their stores, the weeks that ran with their
 * counts and totals, a statement marked paid, and the payable statements a bank payment file pays.
 */
import { sql } from "kysely";
import type { DB, SettlementStatus } from "../../../db/database.ts";

export interface AdminStatementRow {
  id: string;
  vendor_id: string;
  store_name: string;
  week_start: string;
  week_ending: string;
  opening_paise: number;
  lines_paise: number;
  net_payable_paise: number;
  closing_paise: number;
  status: SettlementStatus;
  utr: string | null;
  paid_at: Date | null;
  paid_by_email: string | null;
  generated_at: Date;
  account_number: string;
  ifsc: string;
  bank_name: string;
}

export interface StatementFilter {
  weekEnding?: string;
  status?: SettlementStatus;
  vendorId?: string;
  id?: string;
}

const money = (value: unknown) => Number(value ?? 0);

function statementsOf(db: DB, filter: StatementFilter) {
  let query = db.selectFrom("settlements as s").innerJoin("vendors as v", "v.id", "s.vendor_id");
  if (filter.weekEnding) query = query.where("s.week_ending", "=", sql<string>`${filter.weekEnding}::date`);
  if (filter.id) query = query.where("s.id", "=", filter.id);
  if (filter.status) query = query.where("s.status", "=", filter.status);
  if (filter.vendorId) query = query.where("s.vendor_id", "=", filter.vendorId);
  return query;
}

/** A week's statements (by store name), a page at a time, with the totals of every row the filter keeps. */
export async function weekStatements(
  db: DB,
  filter: StatementFilter,
  page: { limit: number; offset: number },
): Promise<{
  rows: AdminStatementRow[];
  totals: {
    statements: number;
    opening: number;
    lines: number;
    netPayable: number;
    paid: number;
    outstanding: number;
    closing: number;
  };
}> {
  const [rows, totals] = await Promise.all([
    statementsOf(db, filter).leftJoin("users as u", "u.id", "s.paid_by")
      .select([
        "s.id",
        "s.vendor_id",
        "v.store_name",
        sql<string>`s.week_start::text`.as("week_start"),
        sql<string>`s.week_ending::text`.as("week_ending"),
        "s.opening_paise",
        "s.lines_paise",
        "s.net_payable_paise",
        "s.closing_paise",
        "s.status",
        "s.utr",
        "s.paid_at",
        "u.email as paid_by_email",
        "s.generated_at",
        "v.account_number",
        "v.ifsc",
        "v.bank_name",
      ])
      .orderBy(sql`lower(v.store_name)`).orderBy("s.id").limit(page.limit).offset(page.offset).execute(),
    statementsOf(db, filter).select([
      sql<number>`count(*)::integer`.as("statements"),
      sql<string>`coalesce(sum(s.opening_paise), 0)::text`.as("opening"),
      sql<string>`coalesce(sum(s.lines_paise), 0)::text`.as("lines"),
      sql<string>`coalesce(sum(s.net_payable_paise), 0)::text`.as("net"),
      sql<string>`coalesce(sum(s.net_payable_paise) filter (where s.status = 'paid'), 0)::text`.as("paid"),
      sql<string>`coalesce(sum(s.net_payable_paise) filter (where s.status = 'payable'), 0)::text`.as("due"),
      sql<string>`coalesce(sum(s.closing_paise), 0)::text`.as("closing"),
    ]).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      opening_paise: money(row.opening_paise),
      lines_paise: money(row.lines_paise),
      net_payable_paise: money(row.net_payable_paise),
      closing_paise: money(row.closing_paise),
      paid_at: row.paid_at ? new Date(row.paid_at) : null,
      generated_at: new Date(row.generated_at),
    })),
    totals: {
      statements: Number(totals.statements),
      opening: money(totals.opening),
      lines: money(totals.lines),
      netPayable: money(totals.net),
      paid: money(totals.paid),
      outstanding: money(totals.due),
      closing: money(totals.closing),
    },
  };
}

export interface WeekRow {
  week_ending: string;
  ran_at: Date;
  ran_by: string;
  statements: number;
  payable: number;
  paid: number;
  nothing_due: number;
  net_payable_paise: number;
  paid_paise: number;
  outstanding_paise: number;
}

/** The weeks that ran, newest first, with their statements counted by status and their totals. */
export async function runWeeks(
  db: DB,
  page: { limit: number; offset: number },
): Promise<{ rows: WeekRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    sql<Record<string, unknown>>`
      select r.week_ending::text as week_ending, r.ran_at, r.ran_by, r.statements,
        count(s.id) filter (where s.status = 'payable')::integer as payable,
        count(s.id) filter (where s.status = 'paid')::integer as paid,
        count(s.id) filter (where s.status = 'nothing_due')::integer as nothing_due,
        coalesce(sum(s.net_payable_paise), 0)::text as net_payable_paise,
        coalesce(sum(s.net_payable_paise) filter (where s.status = 'paid'), 0)::text as paid_paise,
        coalesce(sum(s.net_payable_paise) filter (where s.status = 'payable'), 0)::text as outstanding_paise
      from settlement_runs r left join settlements s on s.week_ending = r.week_ending
      group by r.week_ending
      order by r.week_ending desc
      limit ${page.limit} offset ${page.offset}`.execute(db),
    db.selectFrom("settlement_runs").select(sql<number>`count(*)::integer`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.rows.map((row) => ({
      week_ending: String(row.week_ending),
      ran_at: new Date(row.ran_at as string),
      ran_by: String(row.ran_by),
      statements: Number(row.statements),
      payable: Number(row.payable),
      paid: Number(row.paid),
      nothing_due: Number(row.nothing_due),
      net_payable_paise: money(row.net_payable_paise),
      paid_paise: money(row.paid_paise),
      outstanding_paise: money(row.outstanding_paise),
    })),
    total: Number(total.n),
  };
}

/** A statement's store, week, amount and status, locked for a change. */
export async function statementForUpdate(db: DB, id: string) {
  const row = await db.selectFrom("settlements as s").innerJoin("vendors as v", "v.id", "s.vendor_id")
    .select([
      "s.id",
      "s.vendor_id",
      "v.store_name",
      sql<string>`s.week_ending::text`.as("week_ending"),
      "s.net_payable_paise",
      "s.status",
      "s.utr",
      "s.paid_at",
    ])
    .where("s.id", "=", id).forUpdate("s").executeTakeFirst();
  return row
    ? {
      ...row,
      net_payable_paise: money(row.net_payable_paise),
      paid_at: row.paid_at && new Date(row.paid_at),
    }
    : undefined;
}

/** Marks a payable statement paid; false when it is no longer payable. */
export async function markPaid(
  db: DB,
  id: string,
  paid: { utr: string; at: Date; by: string },
): Promise<boolean> {
  const result = await db.updateTable("settlements")
    .set({ status: "paid", utr: paid.utr, paid_at: paid.at, paid_by: paid.by })
    .where("id", "=", id).where("status", "=", "payable").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface PayableRow {
  id: string;
  store_name: string;
  vendor_id: string;
  net_payable_paise: number;
  account_number: string;
  ifsc: string;
}

/** A week's statements still to pay (payable, not paid, net payable above zero), by store name. */
export async function payableStatements(db: DB, weekEnding: string): Promise<PayableRow[]> {
  const rows = await statementsOf(db, { weekEnding, status: "payable" })
    .where("s.net_payable_paise", ">", 0)
    .select(["s.id", "v.store_name", "s.vendor_id", "s.net_payable_paise", "v.account_number", "v.ifsc"])
    .orderBy(sql`lower(v.store_name)`).orderBy("s.id").execute();
  return rows.map((row) => ({ ...row, net_payable_paise: money(row.net_payable_paise) }));
}
