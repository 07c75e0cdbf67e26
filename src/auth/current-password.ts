/**
 * The current password, asked again before a change a borrowed session must not make on its own (a new
 * email, a new password, new payout bank details). Checked under the login limits, as a sign-in is: a
 * stolen session must not become a way to guess the password without limits.
 */
import type { AppContext } from "../core/http.ts";
import { findAccountForLogin } from "./accounts.queries.ts";
import { checkPasswordUnderLimits, tooMany } from "./login.service.ts";

/** The same sentence as the customer account's (src/customers/account/users.schema.ts CURRENT_PASSWORD_WRONG). */
export const CURRENT_PASSWORD_WRONG = "Your current password is incorrect.";

/**
 * Checks `given` against the account's password: undefined when right; otherwise the answer to send
 * (403 `CURRENT_PASSWORD_WRONG`, or 429 with Retry-After over the limits). Nothing is changed here,
 * except the limits' counters.
 */
export async function checkCurrentPassword(
  c: AppContext,
  account: { id: string; email: string },
  given: string,
): Promise<Response | undefined> {
  const email = account.email.toLowerCase();
  const found = await findAccountForLogin(c.var.db, email);
  // Another row under this email (cannot happen: emails are unique) must never lend its password.
  const check = await checkPasswordUnderLimits(c, email, found?.id === account.id ? found : undefined, given);
  if (check.right) return undefined;
  return check.tooMany ? tooMany(c, check.tooMany) : c.json({ message: CURRENT_PASSWORD_WRONG }, 403);
}
