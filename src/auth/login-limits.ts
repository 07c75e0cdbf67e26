/**
 * How failed password checks slow down guessing without letting anyone lock a shopper out. Failures are
 * counted, for WINDOW_MINUTES, under three keys:
 * - the address (`ip:`): over its limit, the address is refused (429) for every account;
 * - the account from that address (`pair:`): over its limit, that address is refused for that account,
 *   even with the right password;
 * - the account from any address (`email:`): over its limit, a WRONG password answers 429 instead of
 *   401/403, decided after the full check so timing tells nothing; the right password from an address that
 *   is not over its limits still gets in. Knowing someone's email is not enough to lock them out.
 * A password checked right clears the account's and the pair's counts (not the address's).
 * Login and the current-password check of an account change (users.api.ts) both go through here.
 */
import type { DB } from "../../db/database.ts";
import {
  clearLoginFailures,
  type FailureWindow,
  openFailureWindows,
  recordLoginFailure,
  WINDOW_MINUTES,
} from "./login-limits.queries.ts";

export { WINDOW_MINUTES };
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ACCOUNT = 5;

/** One password check: the account's email (lower case) and the caller's address. */
export interface PasswordAttempt {
  email: string;
  address: string;
}

/** A refusal for now: how many seconds until the window that caused it closes. */
export interface TooMany {
  retryAfterSeconds: number;
}

/** What the counters said before the check; pass it on to `passwordFailed`. */
export interface AttemptLimits {
  /** Refuse before checking anything: the address, or this account from it, is over its limit. */
  refused?: TooMany;
  /** The account is over its limit from any address: a wrong password answers 429. */
  accountSlowed?: TooMany;
}

const keysOf = ({ email, address }: PasswordAttempt) => ({
  address: `ip:${address}`,
  pair: `pair:${email}|${address}`,
  account: `email:${email}`,
});

const retryAfter = (windows: FailureWindow[]): TooMany => ({
  retryAfterSeconds: Math.max(
    1,
    Math.ceil((Math.max(...windows.map((w) => w.closesAt.getTime())) - Date.now()) / 1000),
  ),
});

export async function attemptLimits(db: DB, attempt: PasswordAttempt): Promise<AttemptLimits> {
  const keys = keysOf(attempt);
  const windows = await openFailureWindows(db, Object.values(keys));
  const over = (key: string, max: number) => {
    const window = windows.get(key);
    return window && window.failures >= max ? [window] : [];
  };
  const refusing = [
    ...over(keys.address, MAX_FAILURES_PER_ADDRESS),
    ...over(keys.pair, MAX_FAILURES_PER_PAIR),
  ];
  const slowing = over(keys.account, MAX_FAILURES_PER_ACCOUNT);
  return {
    refused: refusing.length ? retryAfter(refusing) : undefined,
    accountSlowed: slowing.length ? retryAfter(slowing) : undefined,
  };
}

/** Counts a wrong password under all three keys; answers the 429 to give instead of 401/403, if any. */
export async function passwordFailed(
  db: DB,
  attempt: PasswordAttempt,
  limits: AttemptLimits,
): Promise<TooMany | undefined> {
  await recordLoginFailure(db, Object.values(keysOf(attempt)));
  return limits.accountSlowed;
}

export async function passwordSucceeded(db: DB, attempt: PasswordAttempt): Promise<void> {
  const keys = keysOf(attempt);
  await clearLoginFailures(db, [keys.pair, keys.account]);
}

/** "Please try again in 15 minutes.": whole minutes, rounded up. */
export function tryAgainIn({ retryAfterSeconds }: TooMany): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
