/**
 * One way in for every role: customer, vendor and admin sign-in all call `logIn`, so the login limits,
 * equal timing for unknown emails, session rotation and the cookie are written once. A correct password for
 * an account of another role is answered like a wrong one: a sign-in page tells nothing about other roles.
 */
import { getConnInfo } from "hono/deno";
import type { AppContext } from "../core/http.ts";
import type { Role } from "./guard.ts";
import { DUMMY_HASH, verifyPassword } from "./password.ts";
import { hashToken, sessionToken, startSession } from "./session.ts";
import { deleteSession } from "./sessions.queries.ts";
import { findAccountForLogin, type LoginAccount } from "./accounts.queries.ts";
import {
  attemptLimits,
  type PasswordAttempt,
  passwordFailed,
  passwordSucceeded,
  type TooMany,
  tryAgainIn,
} from "./login-limits.ts";

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
  return c.json({ message: `Too many failed login attempts. ${tryAgainIn(limit)}` }, 429);
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
}

/**
 * Checks the password under the login limits and, when right, ends the session the request came with (a
 * planted session is worth nothing after: fixation) and starts a fresh one. Answers the account, or the
 * refusal to send (401 with `invalid`, 429 with Retry-After).
 */
export async function logIn(
  c: AppContext,
  { email, password, roles, invalid, accept }: LogIn,
): Promise<{ account: LoginAccount } | { refusal: Response }> {
  const db = c.var.db;
  const attempt: PasswordAttempt = { email: email.toLowerCase(), address: clientAddress(c) };
  const limits = await attemptLimits(db, attempt);
  if (limits.refused) return { refusal: tooMany(c, limits.refused) };
  const found = await findAccountForLogin(db, attempt.email);
  const account = found && roles.includes(found.role) && (accept?.(found) ?? true) ? found : undefined;
  // An unknown email costs the same hashing time as a wrong password, so timing does not tell them apart;
  // the account's own limit is applied only after this check, for the same reason.
  const matches = await verifyPassword(password, found?.password_hash ?? DUMMY_HASH);
  if (!account || !matches) {
    const slowed = await passwordFailed(db, attempt, limits);
    return { refusal: slowed ? tooMany(c, slowed) : c.json({ message: invalid }, 401) };
  }
  await passwordSucceeded(db, attempt);
  const previous = sessionToken(c);
  if (previous) await deleteSession(db, await hashToken(previous));
  await startSession(c, account.id, account.role);
  c.header("Cache-Control", "no-store");
  return { account };
}
