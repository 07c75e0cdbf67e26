/** SQL of payment issues: the statement an issue is about, the issues written, listed and answered. */
import type { DB } from "../../../db/database.ts";
import type { Page } from "../../core/http.ts";
import { type Paged, paged } from "../../core/paging.ts";

/** What deciding whether a store may raise an issue on a statement needs. */
export interface IssueStatement {
  id: string;
  vendor_id: string;
  status: "payable" | "paid" | "nothing_due";
  paid_at: Date | null;
  week_ending: string;
}

/** A statement by id; with `vendorId`, only that store's (another store's is not found). */
export async function issueStatement(
  db: DB,
  id: string,
  vendorId?: string,
): Promise<IssueStatement | undefined> {
  let query = db.selectFrom("settlements")
    .select(["id", "vendor_id", "status", "paid_at", "week_ending"])
    .where("id", "=", id);
  if (vendorId !== undefined) query = query.where("vendor_id", "=", vendorId);
  const row = await query.executeTakeFirst();
  return row && {
    ...row,
    paid_at: row.paid_at === null ? null : new Date(row.paid_at),
    week_ending: dateText(row.week_ending),
  };
}

export interface IssueRow {
  id: string;
  settlement_id: string;
  vendor_id: string;
  store_name: string;
  week_ending: string;
  message: string;
  raised_at: Date;
  status: "open" | "answered";
  answer: string | null;
  answered_at: Date | null;
}

/** A date column as YYYY-MM-DD whichever driver read it (a Date at UTC midnight, or text). */
const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

const issuesQuery = (db: DB) =>
  db.selectFrom("payment_issues as p")
    .innerJoin("settlements as s", "s.id", "p.settlement_id")
    .innerJoin("vendors as v", "v.id", "p.vendor_id");

const issueColumns = [
  "p.id",
  "p.settlement_id",
  "p.vendor_id",
  "v.store_name",
  "s.week_ending",
  "p.message",
  "p.raised_at",
  "p.status",
  "p.answer",
  "p.answered_at",
] as const;

function toRow(row: {
  id: string;
  settlement_id: string;
  vendor_id: string;
  store_name: string;
  week_ending: unknown;
  message: string;
  raised_at: Date | string;
  status: "open" | "answered";
  answer: string | null;
  answered_at: Date | string | null;
}): IssueRow {
  return {
    ...row,
    week_ending: dateText(row.week_ending),
    raised_at: new Date(row.raised_at),
    answered_at: row.answered_at === null ? null : new Date(row.answered_at),
  };
}

export async function insertIssue(
  tx: DB,
  issue: { id: string; settlementId: string; vendorId: string; raisedBy: string; message: string; at: Date },
): Promise<void> {
  await tx.insertInto("payment_issues").values({
    id: issue.id,
    settlement_id: issue.settlementId,
    vendor_id: issue.vendorId,
    raised_by: issue.raisedBy,
    message: issue.message,
    raised_at: issue.at,
    status: "open",
  }).execute();
}

/** One issue; `lock` holds its row until the transaction ends (two admins answering at once: one wins). */
export async function findIssue(db: DB, id: string, lock = false): Promise<IssueRow | undefined> {
  let query = issuesQuery(db).select(issueColumns).where("p.id", "=", id);
  if (lock) query = query.forUpdate("p");
  const row = await query.executeTakeFirst();
  return row && toRow(row);
}

export async function writeAnswer(
  tx: DB,
  id: string,
  answer: { text: string; by: string; at: Date },
): Promise<void> {
  await tx.updateTable("payment_issues").set({
    status: "answered",
    answer: answer.text,
    answered_by: answer.by,
    answered_at: answer.at,
  }).where("id", "=", id).execute();
}

/** Where the store's mails go. */
export async function storeEmail(db: DB, vendorId: string): Promise<string | undefined> {
  const row = await db.selectFrom("vendors").select("email").where("id", "=", vendorId).executeTakeFirst();
  return row?.email;
}

/** A statement's issues, oldest first (the store reads them as a conversation). */
export async function statementIssues(db: DB, settlementId: string): Promise<IssueRow[]> {
  const rows = await issuesQuery(db).select(issueColumns).where("p.settlement_id", "=", settlementId)
    .orderBy("p.raised_at").orderBy("p.id").execute();
  return rows.map(toRow);
}

/** Every store's issues for the admin: open ones first, oldest first (the longest waiting on top). */
export async function listIssues(
  db: DB,
  filter: { status?: "open" | "answered" },
  page: Pick<Page, "limit" | "page">,
): Promise<Paged<IssueRow>> {
  let base = issuesQuery(db);
  if (filter.status) base = base.where("p.status", "=", filter.status);
  const found = await paged(
    base.select(issueColumns)
      .orderBy("p.status", "desc") // 'open' before 'answered'
      .orderBy("p.raised_at").orderBy("p.id"),
    page,
    base,
  );
  return { rows: found.rows.map(toRow), total: found.total };
}
