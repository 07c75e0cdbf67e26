/**
 * Server-side sessions: a random 256-bit token in an HttpOnly, SameSite=Lax cookie (Secure in production);
 * the database keeps only its SHA-256, so a leaked sessions table opens no account.
 */
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppContext } from "../core/http.ts";
import { createHash } from "node:crypto";
import { createSession, deleteSession, extendSession } from "./sessions.queries.ts";

export const SESSION_COOKIE = "sc_session";
/**
 * Accounts that can change a store or the platform sign in again sooner than shoppers. An admin's session
 * ends after 12 hours IDLE (issue 10): each request moves its end on (see `slideSession`); the others end a
 * fixed time after sign-in.
 */
export const SESSION_HOURS: Record<"customer" | "vendor" | "admin", number> = {
  customer: 30 * 24,
  vendor: 7 * 24,
  admin: 12,
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

/** Roles whose sessions slide: they end after SESSION_HOURS without a request, not after sign-in. */
const SLIDING_ROLES: ReadonlySet<string> = new Set(["admin"]);
/** A sliding session is written at most once in this many seconds (not on every request). */
export const SLIDE_EVERY_SECONDS = 60;

/**
 * Moves a sliding session's end to now + its hours, when it was last moved over SLIDE_EVERY_SECONDS ago
 * (its end is then more than that short of the full span). Answers the new end, for the cookie, or
 * undefined when nothing was written. Other roles' sessions keep their end.
 */
export async function slideSession(
  c: AppContext,
  tokenHash: string,
  role: keyof typeof SESSION_HOURS,
): Promise<Date | undefined> {
  if (!SLIDING_ROLES.has(role)) return undefined;
  return await extendSession(c.var.db, tokenHash, SESSION_HOURS[role] * 3600, SLIDE_EVERY_SECONDS);
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
