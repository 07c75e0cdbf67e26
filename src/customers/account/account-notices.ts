/**
 * Telling the account's old address when its email or password changes: the owner learns of a takeover
 * even when the new address is the thief's. Sent after the change is saved; a mail that cannot go out is
 * logged and the change stands.
 */
import { sendMail } from "../../core/mail.ts";
import type { Config } from "../../config.ts";
import { SUPPORT_EMAIL } from "../../ui/Layout.tsx";

export function noticeAccountChange(
  config: Config,
  account: { name: string; oldEmail: string; newEmail?: string; passwordChanged: boolean },
): void {
  const changes = [
    account.newEmail ? `the sign-in email changed to ${account.newEmail}` : "",
    account.passwordChanged ? "the password changed" : "",
  ].filter(Boolean);
  if (!changes.length) return;
  const text = `Hello ${account.name},\n\nOn your SwiftCart account, ${changes.join(" and ")}.\n\n` +
    `If this was you, there is nothing to do. If it was not, write to ${SUPPORT_EMAIL} at once: we will ` +
    "lock the account and help you get it back.\n\nSwiftCart";
  sendMail(config, { to: account.oldEmail, subject: "Your SwiftCart account was changed", text })
    .catch((error) => console.error(`Account notice to ${account.oldEmail} not sent:`, error));
}
