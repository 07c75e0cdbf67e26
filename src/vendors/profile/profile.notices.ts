/**
 * The emails a store gets when its payout bank account or its email changes: someone who took over a
 * session (or a password) and redirects payouts is the classic marketplace fraud, and the owner must
 * hear of it at the address they know. Never the whole account number.
 */
import type { Mail } from "../../core/mail.ts";
import type { VendorRow } from "./profile.queries.ts";
import { BANK_FIELDS, type ProfileField } from "./profile.rules.ts";

export const BANK_CHANGED_SUBJECT = "Your SwiftCart payout bank account was changed";
export const EMAIL_CHANGED_SUBJECT = "Your SwiftCart store email was changed";

const indiaTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** The mails to send for this change (none when neither the bank details nor the email changed). */
export function profileNotices(
  before: VendorRow,
  after: VendorRow,
  changed: readonly ProfileField[],
  now = new Date(),
): Mail[] {
  const bank = changed.some((field) => BANK_FIELDS.includes(field));
  const email = changed.includes("email");
  if (!bank && !email) return [];
  const when = `${indiaTime.format(now)} (India time)`;
  const lines = [`Hello ${after.first_name || after.store_name},`, ""];
  if (bank) {
    lines.push(
      `The bank account that receives the payouts of ${after.store_name} on SwiftCart was changed on ${when}.`,
      `Payouts now go to: ${after.bank_name}, ${after.branch} branch (IFSC ${after.ifsc}), ` +
        `account ending ${after.account_number.slice(-4)}.`,
      "",
    );
  }
  if (email) {
    lines.push(
      `The email of ${after.store_name} on SwiftCart was changed from ${before.email} to ${after.email} ` +
        `on ${when}. Sign in with the new email from now on.`,
      "",
    );
  }
  lines.push(
    "If you made this change, there is nothing more to do.",
    "If you did not, reset your password at once (Forgot Password on the vendor login page) and write to " +
      "SwiftCart support: someone may be trying to divert your payouts.",
    "",
    "SwiftCart",
  );
  const mail = { subject: bank ? BANK_CHANGED_SUBJECT : EMAIL_CHANGED_SUBJECT, text: lines.join("\n") };
  const to = email ? [before.email, after.email] : [after.email];
  return to.map((address) => ({ ...mail, to: address }));
}
