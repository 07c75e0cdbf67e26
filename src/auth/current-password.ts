/**
 * The current password, asked again before a change a borrowed session must not make on its own (a new
 * email, a new password, new payout bank details). Checked under the login limits, as a sign-in is: a
 * stolen session must not become a way to guess the password without limits.
 */
import type { AppContext } from "../core/http.ts";
import { findAccountForLogin } from "./accounts.queries.ts";
import { clientAddress, tooMany } from "./login.service.ts";
import { attemptLimits, type PasswordAttempt, passwordFailed, passwordSucceeded } from "./login-limits.ts";
import { DUMMY_HASH, verifyPassword } from "./password.ts";

/** The same sentence as the customer account's (src/customers/users.schema.ts CURRENT_PASSWORD_WRONG). */
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
  const db = c.var.db;
  const attempt: PasswordAttempt = { email: account.email.toLowerCase(), address: clientAddress(c) };
  const limits = await attemptLimits(db, attempt);
  if (limits.refused) return tooMany(c, limits.refused);
  const found = await findAccountForLogin(db, attempt.email);
  // Another row under this email (cannot happen: emails are unique) must never lend its password.
  const hash = found?.id === account.id ? found.password_hash : DUMMY_HASH;
  if (await verifyPassword(given, hash)) {
    await passwordSucceeded(db, attempt);
    return undefined;
  }
  const slowed = await passwordFailed(db, attempt, limits);
  return slowed ? tooMany(c, slowed) : c.json({ message: CURRENT_PASSWORD_WRONG }, 403);
}
