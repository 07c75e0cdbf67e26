/**
 * Who may do what (the roles and their permissions), written once as middleware, enforced on the server:
 * - `loadSession` puts the signed-in user (or null) on every request; visitors cost no query.
 * - `requireUser` answers 401 to visitors; roles are checked by `guarded()` / `requireRole` (guard.ts).
 * - `ownUser(where)` refuses (403) a call whose path, query or body names another user than the session's.
 * - `ownEmail(param)` does the same for calls that name the account by its email address.
 * - `sameOriginWrites` refuses state-changing calls sent by another site (CSRF).
 */
import type { MiddlewareHandler } from "hono";
import { AppError } from "../core/errors.ts";
import { FOREIGN_ORIGIN, NOT_SIGNED_IN, NOT_YOURS } from "../core/refusals.ts";
import { type AppContext, type AppEnv, ErrorSchema } from "../core/http.ts";
import { findSessionUser, type SessionUser } from "./sessions/sessions.queries.ts";
import { currentUser, requireRole } from "./guard.ts";
import { hashToken, renewSessionCookie, sessionToken, slideSession } from "./sessions/session.ts";

/**
 * A read that an API route makes in the same statement as the session's lookup, where it depends only on
 * the request and the session's token: the route then waits for one statement where it waited for two.
 * It is started before anyone knows who is asking or whether they may, so it only reads, and only what the
 * token's own account may see; the route's handler takes it once its guards have passed
 * (checkout-read-ahead.ts).
 */
export interface ReadAhead {
  /**
   * Starts this request's read if it is one of the route's, and answers the session's lookup (the user as
   * `findSessionUser` finds it for an API call); undefined otherwise. Its promise rejects only as that
   * lookup would (the database out of reach).
   */
  start(c: AppContext, tokenHash: string): Promise<SessionUser | undefined> | undefined;
}

/** Also slides an admin's session on (30 minutes idle, written at most once a minute; see session.ts). */
export const loadSession = (readAheads: ReadAhead[] = []): MiddlewareHandler<AppEnv> => async (c, next) => {
  const token = sessionToken(c);
  if (!token || token.length > 64) {
    c.set("user", null);
    return await next();
  }
  const tokenHash = await hashToken(token);
  // API calls need the user alone; pages also show the cart count and 'Near you' in their header.
  const forPage = !c.req.path.startsWith("/api/");
  let lookup: Promise<SessionUser | undefined> | undefined;
  for (const ahead of forPage ? [] : readAheads) lookup ??= ahead.start(c, tokenHash);
  const user = (await (lookup ?? findSessionUser(c.var.db, tokenHash, { forPage }))) ?? null;
  c.set("user", user);
  const slid = user ? await slideSession(c, tokenHash, user.role) : undefined;
  await next();
  if (slid) renewSessionCookie(c, token, slid);
};

export { currentUser, requireRole };

/** A visitor gets 401; any signed-in account passes. */
export const requireUser = (): MiddlewareHandler<AppEnv> => requireRole("signed-in");

type UserField = { param: string } | { query: string } | { body: string[] };

/**
 * The user a call names (path parameter, query string or JSON body field) must be the signed-in user.
 * Naming nobody is fine: handlers always act on the session's user, never on the named one.
 */
export const ownUser = (where: UserField): MiddlewareHandler<AppEnv> => async (c, next) => {
  const user = currentUser(c);
  let named: unknown;
  if ("param" in where) named = c.req.param(where.param);
  else if ("query" in where) named = c.req.query(where.query);
  else {
    const body = await c.req.json().catch(() => ({}));
    named = where.body.map((field) => (body as Record<string, unknown>)?.[field]).find((v) =>
      v !== undefined
    );
  }
  if (named !== undefined && named !== "" && named !== user.id) {
    throw new AppError(403, NOT_YOURS);
  }
  await next();
};

/** The email a path names (any case) must be the signed-in user's own: 403 otherwise, 401 for a visitor. */
export const ownEmail = (param: string): MiddlewareHandler<AppEnv> => async (c, next) => {
  const user = currentUser(c);
  if ((c.req.param(param) ?? "").trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(403, NOT_YOURS);
  }
  await next();
};

const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const sameOriginWrites = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (unsafe.has(c.req.method)) {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const own = new URL(c.req.url).origin;
    const forwardedHost = c.req.header("x-forwarded-host") ?? c.req.header("host");
    const sameHost = (value: string) => {
      try {
        const url = new URL(value);
        return url.origin === own || url.host === forwardedHost;
      } catch {
        return false;
      }
    };
    if ((origin && origin !== "null" && !sameHost(origin)) || origin === "null" || site === "cross-site") {
      throw new AppError(403, FOREIGN_ORIGIN);
    }
  }
  await next();
};

/** How the contract documents the refusals of these rules, for routes of signed-in customers. */
export const accessRefusals = {
  401: {
    description: `Not signed in: \`${NOT_SIGNED_IN}\``,
    content: { "application/json": { schema: ErrorSchema } },
  },
  403: {
    description: `The call names another user: \`${NOT_YOURS}\``,
    content: { "application/json": { schema: ErrorSchema } },
  },
} as const;
