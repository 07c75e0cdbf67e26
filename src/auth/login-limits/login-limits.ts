/**
 * How failed password checks are limited, so that guessing a password is slow from one address and from
 * many. Failures count under these keys:
 * - the address (`ip:`; an IPv6 address by its /64, the block one subscriber gets): over its limit in
 *   WINDOW_MINUTES, the address is refused (429) for every account;
 * - the account from that address (`pair:`): over its limit, that address is refused for that account;
 * - the account from anywhere (login_locks): every attempt is counted BEFORE the check, in one statement
 *   with the comparison, and the attempt that reaches MAX_FAILURES_PER_ACCOUNT locks the account for
 *   FIRST_LOCK_MINUTES, each next lock in a row twice as long (up to MAX_LOCK_HOURS). While it is locked,
 *   every attempt answers 429, the right password too, with the same body, the same work and the same
 *   counting as a wrong one, so the answers tell a guesser nothing;
 * - a device that signed in to the account before (login-devices.ts, `device:`): its attempts skip the
 *   address's and the account's limits and count under the device alone; over its limit it is a stranger
 *   again. So the owner keeps signing in from a known device while a guesser has locked the account, or
 *   resets the password by email, which ends the lock.
 * A password checked right clears the account's lock and the pair's count (not the address's).
 * Login and the current-password check of an account change both go through here.
 */
import type { DB } from "../../../db/database.ts";
import {
  type AccountSlot,
  clearAccountLock,
  clearLoginFailures,
  countAccountAttempt,
  type FailureWindow,
  type LockRules,
  openFailureWindows,
  recordLoginFailure,
  WINDOW_MINUTES,
} from "./login-limits.queries.ts";

export { WINDOW_MINUTES };
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_DEVICE = 5;
export const FIRST_LOCK_MINUTES = 15;
export const MAX_LOCK_HOURS = 24;
/** A day without failures forgets an account's failures and locks. */
export const LOCK_MEMORY_HOURS = 24;

export const LOCK_RULES: LockRules = {
  maxFailures: MAX_FAILURES_PER_ACCOUNT,
  firstLockMinutes: FIRST_LOCK_MINUTES,
  maxLockHours: MAX_LOCK_HOURS,
  memoryHours: LOCK_MEMORY_HOURS,
};

/** One password check: the account's email (lower case), the caller's address, its device token's hash. */
export interface PasswordAttempt {
  email: string;
  address: string;
  /** The SHA-256 of a device token the account knows (login-devices.ts), when the request carries one. */
  device?: string;
}

/** A refusal for now: how many seconds until it ends, and for an account's lock, what still works. */
export interface TooMany {
  retryAfterSeconds: number;
  locked?: boolean;
}

/** What was decided before the password check; pass it on to `settleAttempt`. */
export type Admission =
  /** Refuse before checking anything: the address, or this account from it, is over its limit. */
  | { refused: TooMany }
  /** A device the account knows, not over its own limit. */
  | { trusted: true }
  /** Anyone else, counted against the account's lock. */
  | { trusted: false; slot: AccountSlot };

/**
 * The key an address counts under: an IPv4 address as it is, an IPv6 address by its first 64 bits (one
 * subscriber gets a whole /64, so counting single addresses would give a guesser billions of fresh ones).
 * IPv4 written as IPv6 (::ffff:a.b.c.d) is IPv4.
 */
export function addressKey(address: string): string {
  const bare = address.trim().replace(/^\[|\]$/g, "").replace(/%.*$/, "").toLowerCase();
  if (!bare.includes(":")) return bare;
  const mapped = /^(?:0{1,4}:){5}ffff:(\d{1,3}(?:\.\d{1,3}){3})$|^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(
    bare,
  );
  if (mapped) return mapped[1] ?? mapped[2];
  const [head, tail] = bare.includes("::") ? bare.split("::", 2) : [bare, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (right.at(-1)?.includes(".")) right.splice(-1, 1, "0", "0"); // an embedded IPv4 tail fills two groups
  const groups = tail === undefined
    ? left
    : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g || "0", 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}

const keysOf = ({ email, address, device }: PasswordAttempt) => ({
  address: `ip:${addressKey(address)}`,
  pair: `pair:${email}|${addressKey(address)}`,
  device: device && `device:${device}`,
});

const secondsUntil = (end: number) => Math.max(1, Math.ceil((end - Date.now()) / 1000));

const retryAfter = (windows: FailureWindow[]): TooMany => ({
  retryAfterSeconds: secondsUntil(Math.max(...windows.map((w) => w.closesAt.getTime()))),
});

/**
 * Before the password check: refuses an address over its limits, lets a known device through on its own
 * count, and counts everyone else's attempt against the account's lock.
 */
export async function admitAttempt(db: DB, attempt: PasswordAttempt): Promise<Admission> {
  const keys = keysOf(attempt);
  const windows = await openFailureWindows(db, [
    keys.address,
    keys.pair,
    ...(keys.device ? [keys.device] : []),
  ]);
  const over = (key: string | undefined, max: number) => {
    const window = key ? windows.get(key) : undefined;
    return window && window.failures >= max ? [window] : [];
  };
  if (keys.device && !over(keys.device, MAX_FAILURES_PER_DEVICE).length) return { trusted: true };
  const refusing = [
    ...over(keys.address, MAX_FAILURES_PER_ADDRESS),
    ...over(keys.pair, MAX_FAILURES_PER_PAIR),
  ];
  if (refusing.length) return { refused: retryAfter(refusing) };
  return { trusted: false, slot: await countAccountAttempt(db, attempt.email, LOCK_RULES) };
}

/** What the check came to: in, a plain refusal (401/403 by the caller), or a 429. */
export type Verdict = { ok: true } | { ok: false; tooMany?: TooMany };

/**
 * After the password check (`right`): settles the counters and says what to answer. While the account is
 * locked, the right password from a stranger is answered, counted and timed exactly like a wrong one.
 */
export async function settleAttempt(
  db: DB,
  attempt: PasswordAttempt,
  admission: Exclude<Admission, { refused: TooMany }>,
  right: boolean,
): Promise<Verdict> {
  const keys = keysOf(attempt);
  if (admission.trusted) {
    if (right) {
      await clearLoginFailures(db, [keys.device!, keys.pair]);
      return { ok: true };
    }
    await recordLoginFailure(db, [keys.device!]);
    return { ok: false };
  }
  const { slot } = admission;
  if (right && slot.admitted) {
    await Promise.all([clearLoginFailures(db, [keys.pair]), clearAccountLock(db, attempt.email)]);
    return { ok: true };
  }
  await recordLoginFailure(db, [keys.address, keys.pair]);
  if (slot.admitted) return { ok: false };
  return {
    ok: false,
    tooMany: { retryAfterSeconds: secondsUntil(slot.lockedUntil?.getTime() ?? Date.now()), locked: true },
  };
}

/** "Please try again in 15 minutes.": whole minutes, rounded up. */
export function tryAgainIn({ retryAfterSeconds }: TooMany): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** What still works while an account is locked. */
export const LOCKED_HINT = "A device that has signed in to this account before can still sign in.";
