/**
 * Server-side sessions: a random 256-bit token in an HttpOnly, SameSite=Lax cookie (Secure in production);
 * the database keeps only its SHA-256, so a leaked sessions table opens no account.
 */
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppContext } from "../../core/http.ts";
import { createHash } from "node:crypto";
import { createSession, deleteSession, extendSession } from "./sessions.queries.ts";

export const SESSION_COOKIE = "sc_session";
/**
 * How long a session lives, by role: at most `maxHours` after sign-in, whatever is done with it (an absolute
 * limit: a stolen or forgotten session ends), and for an admin also after `idleHours` without a request
 * (each request moves its end on, see `slideSession`, never past the absolute limit). Accounts that can
 * change a store or the platform sign in again sooner than shoppers.
 */
export const SESSION_LIMITS: Record<
  "customer" | "vendor" | "admin",
  { maxHours: number; idleHours?: number }
> = {
  customer: { maxHours: 30 * 24 },
  vendor: { maxHours: 7 * 24 },
  admin: { maxHours: 12, idleHours: 0.5 },
};

/** A new session's length: its idle span, or its absolute one when it has none (customers, vendors). */
export const SESSION_HOURS: Record<"customer" | "vendor" | "admin", number> = {
  customer: SESSION_LIMITS.customer.maxHours,
  vendor: SESSION_LIMITS.vendor.maxHours,
  admin: Math.min(SESSION_LIMITS.admin.idleHours!, SESSION_LIMITS.admin.maxHours),
};

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** Hashed on every signed-in request: node:crypto's synchronous hash costs a tenth of crypto.subtle's. */
export const hashToken = (token: string): Promise<string> =>
  Promise.resolve(createHash("sha256").update(token).digest("hex"));

export const sessionToken = (c: AppContext) => getCookie(c, SESSION_COOKIE);

export async function startSession(
  c: AppContext,
  userId: string,
  role: keyof typeof SESSION_HOURS = "customer",
): Promise<void> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const expires = new Date(Date.now() + SESSION_HOURS[role] * 3_600_000);
  await createSession(c.var.db, await hashToken(token), userId, expires);
  setSessionCookie(c, token, expires);
}

function setSessionCookie(c: AppContext, token: string, expires: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.config.env === "production",
    path: "/",
    expires,
  });
}

/** A sliding session is written at most once in this many seconds (not on every request). */
export const SLIDE_EVERY_SECONDS = 60;

/**
 * Moves a sliding session's end (a role with `idleHours`) to now + those hours, but never past its sign-in
 * + `maxHours`, when that moves it by over SLIDE_EVERY_SECONDS. Answers the new end, for the cookie, or
 * undefined when nothing was written. Other roles' sessions keep their end.
 */
export async function slideSession(
  c: AppContext,
  tokenHash: string,
  role: keyof typeof SESSION_LIMITS,
): Promise<Date | undefined> {
  const { idleHours, maxHours } = SESSION_LIMITS[role];
  if (idleHours === undefined) return undefined;
  return await extendSession(c.var.db, tokenHash, idleHours * 3600, maxHours * 3600, SLIDE_EVERY_SECONDS);
}

/** The cookie follows the session's new end, unless this answer already set or cleared the cookie. */
export function renewSessionCookie(c: AppContext, token: string, expires: Date): void {
  const own = `${SESSION_COOKIE}=`;
  if (c.res.headers.getSetCookie().some((line) => line.startsWith(own))) return;
  setSessionCookie(c, token, expires);
}

export async function endSession(c: AppContext): Promise<void> {
  const token = sessionToken(c);
  if (token) await deleteSession(c.var.db, await hashToken(token));
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}
