/**
 * The store's mail when the admin answers its payment issue: the statement's week, what it asked, the
 * answer, and a link to the statement. Written to the outbox in the answer's transaction (sent after commit;
 * a mail server that is down loses nothing).
 */
import { publicUrl } from "../../config.ts";
import { indiaDayText } from "../../core/clock.ts";
import type { OutboxMail } from "../../outbox/outbox.schema.ts";
import { button, facts, html, mailDocument, note } from "../../orders/emails/mail-layout.ts";

export interface AnsweredIssue {
  id: string;
  settlementId: string;
  storeName: string;
  storeEmail: string;
  weekEnding: string;
  message: string;
  answer: string;
}

export function issueAnsweredMail(issue: AnsweredIssue, site = publicUrl()): OutboxMail {
  const week = indiaDayText(issue.weekEnding);
  const link = `${site}/vendor-payments/${encodeURIComponent(issue.settlementId)}`;
  const subject = `Your payment issue on the statement for the week ending ${week} has been answered`;
  const text = [
    `Hello ${issue.storeName},`,
    "",
    `SwiftCart has answered the payment issue you raised on your settlement statement for the week ending ${week}.`,
    "",
    `You wrote: ${issue.message}`,
    "",
    `Our answer: ${issue.answer}`,
    "",
    `The statement: ${link}`,
    "",
    "If something is still not right, reply to this mail or write to sellers@swiftcart.in.",
  ].join("\n");
  const content = html`
    ${facts([["Statement", `Week ending ${week}`], ["You wrote", issue.message], [
      "Our answer",
      issue.answer,
    ]])}
    ${button("Open the statement", link)}
    ${note("If something is still not right, reply to this mail or write to sellers@swiftcart.in.")}
  `;
  return {
    to: issue.storeEmail,
    subject,
    text,
    html: mailDocument({ title: "Your payment issue has been answered", preheader: subject, content, site }),
    key: `payment-issue-answered:${issue.id}`,
  };
}
