/**
 * The admin's settlements: a week's statements per store with the week's totals, the weeks that have run,
 * a payable statement marked paid with the bank's UTR (audited), and the bank payment file of a week's
 * payable statements.
 */
import type { DB, SettlementStatus } from "../../../db/database.ts";
import { now, weekEndingOn } from "../../core/clock.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { toRupees } from "../../core/money.ts";
import type { Actor } from "../../audit/actor.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { latestRun, runOf } from "../run/settlement-run.queries.ts";
import {
  type AdminStatementRow,
  markPaid,
  payableStatements,
  runWeeks,
  statementForUpdate,
  weekStatements,
} from "./admin-settlements.queries.ts";
import { hasBankDetails, type Payee, paymentFile } from "./payment-file.ts";

export const STATEMENT_NOT_FOUND = "Settlement statement not found.";
export const ALREADY_PAID = "This statement has already been paid.";
export const NOTHING_DUE = "Nothing is due on this statement, so there is nothing to pay.";

export function toAdminSettlementJson(row: AdminStatementRow) {
  return {
    id: row.id,
    storeId: row.vendor_id,
    storeName: row.store_name,
    weekStart: row.week_start,
    weekEnding: row.week_ending,
    openingBalance: toRupees(row.opening_paise),
    linesTotal: toRupees(row.lines_paise),
    netPayable: toRupees(row.net_payable_paise),
    closingBalance: toRupees(row.closing_paise),
    status: row.status,
    utr: row.utr,
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    paidBy: row.paid_by_email,
    generatedAt: row.generated_at.toISOString(),
    bankDetails: hasBankDetails({ accountNumber: row.account_number, ifsc: row.ifsc }),
  };
}

export type AdminSettlementJson = ReturnType<typeof toAdminSettlementJson>;

export interface WeekQuery {
  week?: string;
  status?: SettlementStatus | "";
  store?: string;
}

/** A week's statements (default: the latest week that has run) with the totals of those the filters keep. */
export async function adminSettlementWeek(db: DB, query: WeekQuery, page: { page: number; limit: number }) {
  const weekEnding = query.week || await latestRun(db);
  const empty = { statements: 0, opening: 0, lines: 0, netPayable: 0, paid: 0, outstanding: 0, closing: 0 };
  const run = weekEnding ? await runOf(db, weekEnding) : undefined;
  const list = weekEnding && run
    ? await weekStatements(db, {
      weekEnding,
      status: query.status || undefined,
      vendorId: query.store?.trim() || undefined,
    }, { limit: page.limit, offset: (page.page - 1) * page.limit })
    : { rows: [], totals: empty };
  const week = weekEnding ? weekEndingOn(weekEnding) : undefined;
  return {
    weekEnding: weekEnding ?? null,
    weekStart: week?.weekStart ?? null,
    ran: Boolean(run),
    ranAt: run ? run.ran_at.toISOString() : null,
    ranBy: run?.ran_by ?? null,
    canRun: Boolean(week && !run && now() >= week.endsAt),
    statements: list.rows.map(toAdminSettlementJson),
    totals: {
      statements: list.totals.statements,
      openingBalance: toRupees(list.totals.opening),
      linesTotal: toRupees(list.totals.lines),
      netPayable: toRupees(list.totals.netPayable),
      paid: toRupees(list.totals.paid),
      outstanding: toRupees(list.totals.outstanding),
      closingBalance: toRupees(list.totals.closing),
    },
    total: list.totals.statements,
    page: page.page,
    limit: page.limit,
  };
}

/** The weeks that have run, newest first, with their statements counted and totalled. */
export async function settlementWeeks(db: DB, page: { page: number; limit: number }) {
  const { rows, total } = await runWeeks(db, { limit: page.limit, offset: (page.page - 1) * page.limit });
  return {
    weeks: rows.map((row) => ({
      weekEnding: row.week_ending,
      weekStart: weekEndingOn(row.week_ending).weekStart,
      ranAt: row.ran_at.toISOString(),
      ranBy: row.ran_by,
      statements: row.statements,
      payable: row.payable,
      paid: row.paid,
      nothingDue: row.nothing_due,
      netPayable: toRupees(row.net_payable_paise),
      paidTotal: toRupees(row.paid_paise),
      outstanding: toRupees(row.outstanding_paise),
    })),
    total,
    page: page.page,
    limit: page.limit,
  };
}

/**
 * Marks a payable statement paid with the bank's UTR (already in capitals), by `actor`, audited in the same
 * transaction. 404: no such statement; 409: already paid, or nothing due.
 */
export async function markStatementPaid(
  db: DB,
  actor: Actor,
  id: string,
  utr: string,
): Promise<AdminSettlementJson> {
  await db.transaction().execute(async (tx) => {
    const statement = await statementForUpdate(tx, id);
    if (!statement) throw notFound(STATEMENT_NOT_FOUND);
    if (statement.status === "paid") {
      throw new AppError(409, `${ALREADY_PAID} Its UTR is ${statement.utr}.`);
    }
    if (statement.status !== "payable") throw new AppError(409, NOTHING_DUE);
    const at = now();
    if (!(await markPaid(tx, id, { utr, at, by: actor.id }))) throw new AppError(409, ALREADY_PAID);
    await recordAudit(tx, {
      actor,
      action: "settlement.paid",
      entity: "settlement",
      entityId: id,
      details: {
        utr,
        amountPaise: statement.net_payable_paise,
        weekEnding: statement.week_ending,
        storeId: statement.vendor_id,
        storeName: statement.store_name,
        from: "payable",
        to: "paid",
      },
    });
  });
  const { rows } = await weekStatements(db, { id }, { limit: 1, offset: 0 });
  return toAdminSettlementJson(rows[0]);
}

export const missingBankDetails = (stores: string[]) =>
  `Bank details (account number and IFSC) are missing or invalid for: ${stores.join(", ")}. Add them on ` +
  "the store's page, or download the file with skipMissing=true to leave these stores out.";

/**
 * The bank payment file of a week's payable statements (unpaid, net payable above zero). Stores without
 * usable bank details refuse the file (409 naming them) unless `skipMissing`, which leaves them out and
 * names their statements in `skipped`. 404: the week has not run.
 */
export async function weekPaymentFile(
  db: DB,
  weekEnding: string,
  { skipMissing = false }: { skipMissing?: boolean } = {},
): Promise<{ csv: string; payees: number; totalPaise: number; skipped: string[] }> {
  if (!(await runOf(db, weekEnding))) {
    throw notFound(`No settlement has run for the week ending ${weekEnding}.`);
  }
  const rows = await payableStatements(db, weekEnding);
  const payees: Payee[] = rows.map((row) => ({
    id: row.id,
    storeName: row.store_name,
    accountNumber: row.account_number,
    ifsc: row.ifsc,
    amountPaise: row.net_payable_paise,
  }));
  const missing = payees.filter((payee) => !hasBankDetails(payee));
  if (missing.length > 0 && !skipMissing) {
    throw new AppError(409, missingBankDetails(missing.map((payee) => payee.storeName)));
  }
  const paid = payees.filter((payee) => hasBankDetails(payee));
  return {
    csv: paymentFile(weekEnding, paid),
    payees: paid.length,
    totalPaise: paid.reduce((sum, payee) => sum + payee.amountPaise, 0),
    skipped: missing.map((payee) => payee.id),
  };
}
