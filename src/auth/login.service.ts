/**
 * One way in for every role: customer, vendor and admin sign-in all call `logIn`, so the login limits,
 * equal timing for unknown emails, session rotation, the device cookie and the session cookie are written
 * once. A correct password for an account of another role is answered like a wrong one: a sign-in page
 * tells nothing about other roles.
 */
import { getConnInfo } from "hono/deno";
import type { AppContext } from "../core/http.ts";
import type { Role } from "./guard.ts";
import { DUMMY_HASH, verifyPassword } from "./password.ts";
import { hashToken, sessionToken, startSession } from "./sessions/session.ts";
import { deleteSession } from "./sessions/sessions.queries.ts";
import { findAccountForLogin, type LoginAccount } from "./accounts.queries.ts";
import { knownDevice, rememberDevice } from "./login-limits/login-devices.ts";
import {
  admitAttempt,
  LOCKED_HINT,
  type PasswordAttempt,
  settleAttempt,
  type TooMany,
  tryAgainIn,
} from "./login-limits/login-limits.ts";
import { secondStep } from "./two-step/two-step.service.ts";

export type { LoginAccount };

/**
 * The caller's address, for the login limits: the connection's, or, behind a proxy we trust
 * (TRUST_PROXY), the hop that proxy appended to X-Forwarded-For (the last one; earlier ones are whatever
 * the client claimed). Without TRUST_PROXY the header is ignored: anyone could forge it.
 */
export function clientAddress(c: AppContext): string {
  const forwarded = c.var.config.trustProxy
    ? c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim()
    : undefined;
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // no connection (app.request in tests)
  }
}

/** The 429 of the login limits, with Retry-After in seconds. */
export function tooMany(c: AppContext, limit: TooMany) {
  c.header("Retry-After", String(limit.retryAfterSeconds));
  const hint = limit.locked ? ` ${LOCKED_HINT}` : "";
  return c.json({ message: `Too many failed login attempts. ${tryAgainIn(limit)}${hint}` }, 429);
}

/**
 * A password check under the login limits, for an account found by its email (or none). Answers whether
 * the password is right and the limits let it count, or the 429 to send instead of the caller's own
 * refusal. Unknown emails cost the same work (a hash check against a dummy) and count the same.
 */
export async function checkPasswordUnderLimits(
  c: AppContext,
  email: string,
  account: { id: string; email: string; password_hash: string } | undefined,
  password: string,
): Promise<{ right: true; device?: string } | { right: false; tooMany?: TooMany }> {
  const db = c.var.db;
  const attempt: PasswordAttempt = {
    email,
    address: clientAddress(c),
    device: await knownDevice(c, account, email),
  };
  const admission = await admitAttempt(db, attempt);
  if ("refused" in admission) return { right: false, tooMany: admission.refused };
  const matches = await verifyPassword(password, account?.password_hash ?? DUMMY_HASH);
  const verdict = await settleAttempt(db, attempt, admission, Boolean(account) && matches);
  return verdict.ok ? { right: true, device: attempt.device } : { right: false, tooMany: verdict.tooMany };
}

export interface LogIn {
  email: string;
  password: string;
  /** The roles this sign-in page is for. */
  roles: readonly Role[];
  /** The 401 sentence of this page ('Invalid email or password.', 'Invalid credentials'). */
  invalid: string;
  /** A further condition on the account (a vendor must run a store): refused like a wrong password. */
  accept?: (account: LoginAccount) => boolean;
  /**
   * Why an account whose password was right may only read now (a switched-off store, whose writes the role
   * guard refuses): it is signed in all the same (after its second step, if it has one), and answered 403
   * with this sentence and `readOnly: true` instead of the success. Asked only after the password check,
   * so it tells a guesser nothing.
   */
  readOnly?: (account: LoginAccount) => string | undefined;
}

/** The answer of a sign-in that started a read-only session (LogIn's `readOnly`). */
export const readOnlyAnswer = (c: AppContext, message: string) =>
  c.json({ message, readOnly: true as const }, 403);

/**
 * Checks the password under the login limits and, when right, signs in (`completeSignIn`). Answers the
 * account, or the answer to send instead (401 with `invalid`, 429 with Retry-After, 202 asking for the
 * second step, or 403 with `readOnly`'s sentence once a read-only session is started).
 */
export async function logIn(
  c: AppContext,
  { email, password, roles, invalid, accept, readOnly }: LogIn,
): Promise<{ account: LoginAccount } | { refusal: Response }> {
  const lowerEmail = email.toLowerCase();
  const found = await findAccountForLogin(c.var.db, lowerEmail);
  const account = found && roles.includes(found.role) && (accept?.(found) ?? true) ? found : undefined;
  // An account of another role is checked against the dummy hash: the same work, counted as a failure.
  const check = await checkPasswordUnderLimits(c, lowerEmail, account, password);
  if (!check.right) {
    return { refusal: check.tooMany ? tooMany(c, check.tooMany) : c.json({ message: invalid }, 401) };
  }
  if (!account) return { refusal: c.json({ message: invalid }, 401) }; // (a right check needs an account)
  // Two-step sign-in (src/auth/two-step/): an account with a second step gets no session here but the 202
  // answer asking for its code; POST /api/two-step/sign-in then calls completeSignIn. A read-only account
  // too: a right password alone never opens an account that asks for a code.
  const second = await secondStep(c, account);
  if (second) return { refusal: second };
  await completeSignIn(c, account, check.device);
  const only = readOnly?.(account);
  if (only) return { refusal: readOnlyAnswer(c, only) };
  return { account };
}

/**
 * Signs a checked account in: ends the session the request came with (a planted session is worth nothing
 * after: fixation), starts a fresh one, and marks this device as known to the account (a new device cookie
 * unless `knownDevice`, the hash of the one it presented, is already the account's).
 */
export async function completeSignIn(
  c: AppContext,
  account: { id: string; email: string; role: Role },
  knownDevice?: string,
): Promise<void> {
  const db = c.var.db;
  const previous = sessionToken(c);
  if (previous) await deleteSession(db, await hashToken(previous));
  await startSession(c, account.id, account.role);
  await rememberDevice(c, account, knownDevice);
  c.header("Cache-Control", "no-store");
}
