/**
 * Device cookies (OWASP's "device cookies" against account lockout): a device that signed in to an account
 * gets an HttpOnly cookie naming that account's device token, random 256 bits of which only the SHA-256
 * is stored. While the account is locked for too many failed attempts (login-limits.ts), such a device
 * still signs in; everyone else waits or resets the password by email. A password reset forgets the
 * account's devices. One cookie per account (a browser may sign in to a shop and a store account), named by
 * a hash of the email so the name does not show it.
 */
import { getCookie, setCookie } from "hono/cookie";
import { createHash } from "node:crypto";
import type { AppContext } from "../../core/http.ts";
import { addDevice, isKnownDevice } from "./login-devices.queries.ts";
import { hashToken } from "../sessions/session.ts";

/** How long a device stays known after its last sign-in. */
export const DEVICE_DAYS = 180;
/** Devices remembered per account: the newest ones. */
export const DEVICES_PER_ACCOUNT = 10;

export const deviceCookieName = (email: string) =>
  `sc_device_${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 16)}`;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** The SHA-256 of the device token this request carries for `email`, if it carries a plausible one. */
export async function presentedDevice(c: AppContext, email: string): Promise<string | undefined> {
  const token = getCookie(c, deviceCookieName(email));
  if (!token || token.length > 64) return undefined;
  return await hashToken(token);
}

/** The hash of this request's device token for the account, when the account knows that device. */
export async function knownDevice(
  c: AppContext,
  account: { id: string; email: string } | undefined,
  email: string,
): Promise<string | undefined> {
  const presented = await presentedDevice(c, email);
  if (!presented || !account) return undefined;
  return await isKnownDevice(c.var.db, presented, account.id) ? presented : undefined;
}

/**
 * After a sign-in: a device the account already knows keeps its cookie; any other gets a new token and
 * cookie.
 */
export async function rememberDevice(
  c: AppContext,
  account: { id: string; email: string },
  known: string | undefined,
): Promise<void> {
  if (known) return;
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await addDevice(c.var.db, await hashToken(token), account.id, DEVICE_DAYS, DEVICES_PER_ACCOUNT);
  setCookie(c, deviceCookieName(account.email), token, {
    httpOnly: true,
    sameSite: "Strict",
    secure: c.var.config.env === "production",
    path: "/",
    maxAge: DEVICE_DAYS * 86_400,
  });
}
