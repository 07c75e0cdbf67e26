/**
 * Server-side sessions: a random 256-bit token in an HttpOnly, SameSite=Lax cookie (Secure in production);
 * the database keeps only its SHA-256, so a leaked sessions table opens no account.
 */
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppContext } from "../core/http.ts";
import { sha256Hex } from "../catalogue/media.queries.ts";
import { createSession, deleteSession } from "./sessions.queries.ts";

export const SESSION_COOKIE = "sc_session";
/** Accounts that can change a store or the platform sign in again sooner than shoppers. */
const SESSION_HOURS: Record<"customer" | "vendor" | "admin", number> = {
  customer: 30 * 24,
  vendor: 7 * 24,
  admin: 12,
};

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

export const hashToken = (token: string) => sha256Hex(new TextEncoder().encode(token));

export const sessionToken = (c: AppContext) => getCookie(c, SESSION_COOKIE);

export async function startSession(
  c: AppContext,
  userId: string,
  role: keyof typeof SESSION_HOURS = "customer",
): Promise<void> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const expires = new Date(Date.now() + SESSION_HOURS[role] * 3_600_000);
  await createSession(c.var.db, await hashToken(token), userId, expires);
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.config.env === "production",
    path: "/",
    expires,
  });
}

export async function endSession(c: AppContext): Promise<void> {
  const token = sessionToken(c);
  if (token) await deleteSession(c.var.db, await hashToken(token));
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}
