/**
 * Payment issues: a store raises one on a paid statement of its own (within 7 days of the payment); the
 * admin lists them and answers each once. The store reads the answers on its statement.
 */
import { createRoute } from "@hono/zod-openapi";
import { createApi, errorResponse, errorResponses, jsonResponse, TotalHeader } from "../../core/http.ts";
import { currentVendor, guarded } from "../../auth/guard.ts";
import { auditActor } from "../../audit/actor.ts";
import {
  AnsweredIssueSchema,
  AnswerIssueBody,
  IssueIdParam,
  IssueListQuery,
  PaymentIssueSchema,
  RaisedIssueSchema,
  RaiseIssueBody,
  StatementIdParam,
} from "./payment-issues.schema.ts";
import {
  answerIssue,
  ISSUE_ALREADY_ANSWERED,
  ISSUE_NOT_FOUND,
  ISSUE_NOT_PAID,
  ISSUE_WINDOW_PASSED,
  listPaymentIssues,
  raiseIssue,
  STATEMENT_NOT_FOUND,
} from "./payment-issues.service.ts";
import { z } from "@hono/zod-openapi";

const ISSUE_RAISED =
  "Your payment issue has been sent to SwiftCart. The answer will appear on this statement.";
const ISSUE_ANSWERED = "Answer sent to the store.";

const raiseRoute = createRoute(guarded("vendor", {
  method: "post",
  path: "/api/vendor/settlements/{id}/issues",
  operationId: "raisePaymentIssue",
  tags: ["Settlements"],
  summary: "Raise a payment issue on one of the store's statements",
  description: "The store asks about a paid statement (a payout short or missing, a line it does not " +
    "recognise) within 7 days of the payment, as the vendor policy allows. The admin answers it; the " +
    "answer appears on the statement (`issues`). Another store's statement is not found. Audited as " +
    "payment_issue.raise.",
  request: {
    params: StatementIdParam,
    body: { content: { "application/json": { schema: RaiseIssueBody } }, required: true },
  },
  responses: {
    201: jsonResponse(RaisedIssueSchema, "The issue as stored, open"),
    400: { ...errorResponses[400], description: "message missing, or not 10 to 1000 characters" },
    404: errorResponse(
      `No statement of this store has this id: \`${STATEMENT_NOT_FOUND}\``,
      STATEMENT_NOT_FOUND,
    ),
    409: errorResponse(
      `The statement is not paid yet (\`${ISSUE_NOT_PAID}\`), or it was paid more than 7 days ago ` +
        `(\`${ISSUE_WINDOW_PASSED}\`)`,
      ISSUE_WINDOW_PASSED,
    ),
  },
}));

const listRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/payment-issues",
  operationId: "listPaymentIssues",
  tags: ["Admin"],
  summary: "List the stores' payment issues (admins)",
  description: "Every store's payment issues, open ones first and the longest waiting first; `status` " +
    "narrows to open or answered ones. The total is in `X-Total-Count`.",
  request: { query: IssueListQuery },
  responses: {
    200: {
      ...jsonResponse(z.array(PaymentIssueSchema), "A page of payment issues"),
      headers: TotalHeader,
    },
    400: errorResponses[400],
  },
}));

const answerRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/admin/payment-issues/{id}/answer",
  operationId: "answerPaymentIssue",
  tags: ["Admin"],
  summary: "Answer a store's payment issue (admins)",
  description: "The answer the store reads on its statement. An issue is answered once. Audited as " +
    "payment_issue.answer.",
  request: {
    params: IssueIdParam,
    body: { content: { "application/json": { schema: AnswerIssueBody } }, required: true },
  },
  responses: {
    200: jsonResponse(AnsweredIssueSchema, "The issue, answered"),
    400: { ...errorResponses[400], description: "answer missing, or not 2 to 2000 characters" },
    404: errorResponse(`No payment issue has this id: \`${ISSUE_NOT_FOUND}\``, ISSUE_NOT_FOUND),
    409: errorResponse(`Answered before: \`${ISSUE_ALREADY_ANSWERED}\``, ISSUE_ALREADY_ANSWERED),
  },
}));

export const paymentIssuesApi = createApi()
  .openapi(raiseRoute, async (c) => {
    const vendor = currentVendor(c);
    const issue = await raiseIssue(
      c.var.db,
      auditActor(c),
      vendor.vendor_id,
      c.req.valid("param").id,
      c.req.valid("json").message,
    );
    return c.json({ message: ISSUE_RAISED, issue }, 201);
  })
  .openapi(listRoute, async (c) => {
    const { status, ...page } = c.req.valid("query");
    const { issues, total } = await listPaymentIssues(c.var.db, { status }, page);
    c.header("X-Total-Count", String(total));
    return c.json(issues, 200);
  })
  .openapi(answerRoute, async (c) => {
    const issue = await answerIssue(
      c.var.db,
      auditActor(c),
      c.req.valid("param").id,
      c.req.valid("json").answer,
    );
    return c.json({ message: ISSUE_ANSWERED, issue }, 200);
  });
