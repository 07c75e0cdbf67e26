/**
 * What the vendor's and the admin's sign-in routes share (the customer's has sentences of its own): the
 * body, the refusals and the sign-out route, declared once.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { type AppContext, errorResponse, jsonResponse, wantsHtml } from "../core/http.ts";
import {
  FIRST_LOCK_MINUTES,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_PAIR,
  MAX_LOCK_HOURS,
  WINDOW_MINUTES,
} from "./login-limits/login-limits.ts";
import { endSession } from "./sessions/session.ts";
import { STORE_SWITCHED_OFF } from "./guard.ts";

export const INVALID_CREDENTIALS = "Invalid credentials";
export const LOGGED_OUT = "You have been logged out.";
const TOO_MANY = `Too many failed login attempts. Please try again in ${WINDOW_MINUTES} minutes.`;

/** Email and password, both required, nothing else. */
export const signInBody = (name: string, whose: string, example: { email: string; password: string }) =>
  z.object({
    email: z.string().trim().min(1, { error: "Please enter your email." }).max(254).openapi({
      description: `${whose} sign-in email, any case`,
      example: example.email,
    }),
    password: z.string().min(1, { error: "Please enter your password." }).max(128).openapi({
      description: "The account's password",
      example: example.password,
    }),
  }).strict().openapi(name, { description: "Both required; other fields are refused (400 naming them)." });

/** How a sign-in is refused, and what the limits say about it. */
export const signInRefusals = {
  400: errorResponse("A field is missing or unknown", "email: Please enter your email."),
  401: errorResponse(`'${INVALID_CREDENTIALS}'`, INVALID_CREDENTIALS),
  429: {
    ...errorResponse("Too many failed attempts; says when to try again", TOO_MANY),
    headers: {
      "Retry-After": {
        description: "Seconds until the attempt may be made again",
        schema: { type: "integer" as const },
      },
    },
  },
};

/**
 * A switched-off store's sign-in: the password (and code) right, a session is started all the same, one that
 * may only read, and the answer says why with 403 rather than the success.
 */
export const ReadOnlySignIn = z.object({
  message: z.string().openapi({
    description: "Why the store may only read, and whom to write to",
    example: STORE_SWITCHED_OFF,
  }),
  readOnly: z.literal(true).openapi({
    description: "A read-only session was started (the session cookie `sc_session` is set): the store may " +
      "read its orders, order pages, packing slips, dashboard and profile; every write answers 403",
    example: true,
  }),
}).openapi("ReadOnlySignIn", { description: "Signed in to read only." });

export const readOnlyResponse = jsonResponse(
  ReadOnlySignIn,
  "The password is right but SwiftCart has switched the store off: why, and whom to write to; a read-only " +
    "session is started",
  { message: STORE_SWITCHED_OFF, readOnly: true },
);

/** The login limits, as every sign-in call's description states them. */
export const LOGIN_LIMITS = `Failed logins are counted per address (an IPv6 address by its /64) and per ` +
  `account. An address with ${MAX_FAILURES_PER_ADDRESS} failures in ${WINDOW_MINUTES} minutes is refused ` +
  `(429) for every account, and with ${MAX_FAILURES_PER_PAIR} for one account, for that account. After ` +
  `${MAX_FAILURES_PER_ACCOUNT} failures for an account from any addresses, the account is locked for ` +
  `${FIRST_LOCK_MINUTES} minutes, each next lock in a row twice as long (up to ${MAX_LOCK_HOURS} hours): ` +
  "every attempt then answers 429, the right password too, with the same body and timing as a wrong one. " +
  "A device that signed in to the account before (the HttpOnly cookie `sc_device_…` a successful login " +
  "sets) still signs in while the account is locked; its own failures count apart (" +
  `${MAX_FAILURES_PER_DEVICE} in ${WINDOW_MINUTES} minutes). A successful login, or a password reset by ` +
  "email, ends the lock. Every 429 carries Retry-After.";

export const limitsNote = LOGIN_LIMITS;

/**
 * POST …/logout: ends the session on the server, harmless when not signed in. A browser's plain form post
 * (Accept: text/html) is sent on to the sign-in page, so the panels' Sign Out needs no script.
 */
export const signOutRoute = (path: string, operationId: string, tag: string, who: string, signIn: string) =>
  createRoute({
    method: "post",
    path,
    operationId,
    tags: [tag],
    summary: `${who} sign out`,
    description: "Ends the session the cookie names, on the server too, and clears the cookie. Harmless " +
      "when not signed in.",
    security: [],
    responses: {
      200: jsonResponse(
        z.object({ message: z.string().openapi({ description: "A sentence to show", example: LOGGED_OUT }) }),
        "Signed out",
        { message: LOGGED_OUT },
      ),
      303: {
        description: `Signed out, from a browser's form post (Accept: text/html): on to ${signIn}`,
        headers: { Location: { description: `\`${signIn}\``, schema: { type: "string" } } },
      },
    },
  });

/** The sign-out handler: JSON for API clients, a 303 to `signIn` for a browser's form. */
export const signOutTo = (signIn: string) => async (c: AppContext) => {
  await endSession(c);
  c.header("Cache-Control", "no-store");
  if (wantsHtml(c)) return c.redirect(signIn, 303) as never;
  return c.json({ message: LOGGED_OUT }, 200);
};
