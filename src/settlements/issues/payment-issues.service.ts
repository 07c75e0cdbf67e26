/**
 * Payment issues: a store's question about one of its statements, raised within 7 days of the statement's
 * payment (the vendor policy's window), and the admin's answer, which the store reads on the statement. Both
 * writes are audited in their own transaction.
 */
import type { DB } from "../../../db/database.ts";
import type { Actor } from "../../audit/actor.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { now } from "../../core/clock.ts";
import { AppError } from "../../core/errors.ts";
import type { Page } from "../../core/http.ts";
import { newId } from "../../core/ids.ts";
import {
  findIssue,
  insertIssue,
  type IssueRow,
  type IssueStatement,
  issueStatement,
  listIssues,
  statementIssues,
  storeEmail,
  writeAnswer,
} from "./payment-issues.queries.ts";
import type { PaymentIssueJson } from "./payment-issues.schema.ts";
import { enqueueMail } from "../../outbox/outbox.queries.ts";
import { issueAnsweredMail } from "./payment-issue-mail.ts";

/** Days after a statement's payment during which its store may raise an issue about it. */
export const ISSUE_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

export const STATEMENT_NOT_FOUND = "Statement not found.";
export const ISSUE_NOT_FOUND = "Payment issue not found.";
export const ISSUE_WINDOW_PASSED = "Payment issues can be raised within 7 days of the payment.";
export const ISSUE_NOT_PAID = "Payment issues can be raised once the statement has been paid.";
export const ISSUE_ALREADY_ANSWERED = "This payment issue has already been answered.";

export function toIssueJson(row: IssueRow): PaymentIssueJson {
  return {
    id: row.id,
    statementId: row.settlement_id,
    storeId: row.vendor_id,
    storeName: row.store_name,
    weekEnding: row.week_ending,
    message: row.message,
    raisedAt: row.raised_at.toISOString(),
    status: row.status,
    answer: row.answer,
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

/**
 * Whether the statement's store may raise an issue on it now: only once it is paid, and for
 * ISSUE_WINDOW_DAYS after the payment. `whyNot` is the sentence the page and the API give otherwise.
 */
export function issueWindow(
  statement: Pick<IssueStatement, "status" | "paid_at">,
  at: Date = now(),
): { canRaise: boolean; whyNot: string | null; until: Date | null } {
  if (statement.status !== "paid" || !statement.paid_at) {
    return { canRaise: false, whyNot: ISSUE_NOT_PAID, until: null };
  }
  const until = new Date(statement.paid_at.getTime() + ISSUE_WINDOW_DAYS * DAY_MS);
  return at.getTime() <= until.getTime()
    ? { canRaise: true, whyNot: null, until }
    : { canRaise: false, whyNot: ISSUE_WINDOW_PASSED, until };
}

/**
 * The props of the statement page's PaymentIssueBox island, from the statement's JSON (decided on the
 * server, by the app's clock): `<PaymentIssueBox {...issueBoxProps(statement)} />`.
 */
export function issueBoxProps<Issue>(
  statement: { id: string; status: string; paidAt: string | null; issues: Issue[] },
  at: Date = now(),
): { statementId: string; canRaise: boolean; whyNot: string | null; issues: Issue[] } {
  const { canRaise, whyNot } = issueWindow({
    status: statement.status as IssueStatement["status"],
    paid_at: statement.paidAt ? new Date(statement.paidAt) : null,
  }, at);
  return { statementId: statement.id, canRaise, whyNot, issues: statement.issues };
}

/** A statement's issues as its page and its JSON show them (oldest first). */
export async function issuesOfStatement(db: DB, statementId: string): Promise<PaymentIssueJson[]> {
  return (await statementIssues(db, statementId)).map(toIssueJson);
}

/** What the store's statement page needs for its issue box: the issues, and whether it may raise one. */
export async function issueBoxData(
  db: DB,
  statementId: string,
  vendorId: string,
): Promise<{ canRaise: boolean; whyNot: string | null; issues: PaymentIssueJson[] } | undefined> {
  const statement = await issueStatement(db, statementId, vendorId);
  if (!statement) return undefined;
  const { canRaise, whyNot } = issueWindow(statement);
  return { canRaise, whyNot, issues: await issuesOfStatement(db, statementId) };
}

/** The store raises an issue on one of its own statements (another store's: 404). */
export async function raiseIssue(
  db: DB,
  actor: Actor,
  vendorId: string,
  statementId: string,
  message: string,
): Promise<PaymentIssueJson> {
  return await db.transaction().execute(async (tx) => {
    const statement = await issueStatement(tx, statementId, vendorId);
    if (!statement) throw new AppError(404, STATEMENT_NOT_FOUND);
    const at = now();
    const window = issueWindow(statement, at);
    if (!window.canRaise) throw new AppError(409, window.whyNot!);
    const id = newId(at.getTime());
    await insertIssue(tx, { id, settlementId: statementId, vendorId, raisedBy: actor.id, message, at });
    await recordAudit(tx, {
      actor,
      action: "payment_issue.raise",
      entity: "payment_issue",
      entityId: id,
      details: { statementId, weekEnding: statement.week_ending, message },
    });
    return toIssueJson((await findIssue(tx, id))!);
  });
}

/** The admin answers an open issue; once answered it stays answered (409). */
export async function answerIssue(
  db: DB,
  actor: Actor,
  issueId: string,
  answer: string,
): Promise<PaymentIssueJson> {
  return await db.transaction().execute(async (tx) => {
    const issue = await findIssue(tx, issueId, true);
    if (!issue) throw new AppError(404, ISSUE_NOT_FOUND);
    if (issue.status === "answered") throw new AppError(409, ISSUE_ALREADY_ANSWERED);
    await writeAnswer(tx, issueId, { text: answer, by: actor.id, at: now() });
    await recordAudit(tx, {
      actor,
      action: "payment_issue.answer",
      entity: "payment_issue",
      entityId: issueId,
      details: { statementId: issue.settlement_id, storeId: issue.vendor_id, answer },
    });
    // The store hears of the answer by mail, through the outbox (sent once this commits).
    const email = await storeEmail(tx, issue.vendor_id);
    if (email) {
      await enqueueMail(
        tx,
        issueAnsweredMail({
          id: issue.id,
          settlementId: issue.settlement_id,
          storeName: issue.store_name,
          storeEmail: email,
          weekEnding: issue.week_ending,
          message: issue.message,
          answer,
        }),
      );
    }
    return toIssueJson((await findIssue(tx, issueId))!);
  });
}

export async function listPaymentIssues(
  db: DB,
  filter: { status?: "open" | "answered" },
  page: Pick<Page, "limit" | "page">,
): Promise<{ issues: PaymentIssueJson[]; total: number }> {
  const found = await listIssues(db, filter, page);
  return { issues: found.rows.map(toIssueJson), total: found.total };
}
