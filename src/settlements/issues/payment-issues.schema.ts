/** Payment issues as the API names them: a store's question about a paid statement, and the admin's answer. */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../core/http.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

export const ISSUE_MESSAGE_MIN = 10;
export const ISSUE_MESSAGE_MAX = 1000;
export const ISSUE_ANSWER_MIN = 2;
export const ISSUE_ANSWER_MAX = 2000;

const text = (what: string, min: number, max: number) => {
  const error = `${what} must be ${min} to ${max} characters.`;
  return z.string({ error }).trim().min(min, { error }).max(max, { error });
};

export const PaymentIssueSchema = z.object({
  id: z.string().openapi({ description: "The issue's id", example: ID_EXAMPLE }),
  statementId: z.string().openapi({ description: "The statement it is about", example: ID_EXAMPLE }),
  storeId: z.string().openapi({ description: "The store that raised it", example: ID_EXAMPLE }),
  storeName: z.string().openapi({ description: "The store's name", example: "Sharma Electronics" }),
  weekEnding: z.string().openapi({
    description: "The statement's week (its Sunday, YYYY-MM-DD)",
    example: "2026-11-22",
  }),
  message: z.string().openapi({
    description: "What the store asks or reports",
    example: "The payout reached our account ₹120.00 short of the statement's net payable.",
  }),
  raisedAt: z.string().openapi({ description: "When it was raised (ISO 8601)" }),
  status: z.enum(["open", "answered"]).openapi({ description: "open until the admin answers it" }),
  answer: z.string().nullable().openapi({
    description: "The admin's answer (null while open)",
    example: "The bank charged ₹120.00; we have refunded it with UTR HDFC000012345678.",
  }),
  answeredAt: z.string().nullable().openapi({
    description: "When it was answered (ISO 8601; null while open)",
    example: "2026-11-25T10:30:00.000Z",
  }),
}).openapi("PaymentIssueDetail", {
  description: "A store's question about one of its paid statements (raised within 7 days of the payment), " +
    "with the admin's answer once given.",
});
export type PaymentIssueJson = z.infer<typeof PaymentIssueSchema>;

export const RaiseIssueBody = z.object({
  message: text("message", ISSUE_MESSAGE_MIN, ISSUE_MESSAGE_MAX).openapi({
    description:
      `What is wrong with the payment or the statement (${ISSUE_MESSAGE_MIN} to ${ISSUE_MESSAGE_MAX} ` +
      "characters)",
    example: "The payout reached our account ₹120.00 short of the statement's net payable.",
  }),
}).openapi("RaisePaymentIssue", { description: "A store's question about one of its paid statements." });

export const AnswerIssueBody = z.object({
  answer: text("answer", ISSUE_ANSWER_MIN, ISSUE_ANSWER_MAX).openapi({
    description:
      `The answer the store will read on its statement (${ISSUE_ANSWER_MIN} to ${ISSUE_ANSWER_MAX} ` +
      "characters)",
    example: "The bank charged ₹120.00; we have refunded it with UTR HDFC000012345678.",
  }),
}).openapi("AnswerPaymentIssue", {
  description: "The admin's answer to a payment issue; it marks the issue answered.",
});

export const StatementIdParam = z.object({
  id: z.string().min(1).max(64).openapi({
    param: { name: "id", in: "path" },
    description: "The statement's id",
    example: ID_EXAMPLE,
  }),
});

export const IssueIdParam = z.object({
  id: z.string().min(1).max(64).openapi({
    param: { name: "id", in: "path" },
    description: "The payment issue's id",
    example: ID_EXAMPLE,
  }),
});

export const IssueListQuery = PageQuery.extend({
  status: z.enum(["open", "answered"]).optional().openapi({
    description: "Only open issues or only answered ones (default: both, open first)",
    example: "open",
  }),
});

export const RaisedIssueSchema = z.object({
  message: z.string().openapi({
    description: "What happened, to show the store",
    example: "Your payment issue has been sent to SwiftCart.",
  }),
  issue: PaymentIssueSchema,
}).openapi("RaisedPaymentIssue", { description: "The payment issue just raised." });

export const AnsweredIssueSchema = z.object({
  message: z.string().openapi({
    description: "What happened, to show the admin",
    example: "Answer sent to the store.",
  }),
  issue: PaymentIssueSchema,
}).openapi("AnsweredPaymentIssue", { description: "The payment issue just answered." });
