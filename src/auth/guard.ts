/**
 * Who may call a route, declared once on the route itself: `guarded(who, route)` adds the middleware that
 * enforces it, the `security` entry and `x-required-role` the contract shows, and the 401/403 answers, so a
 * route can never be guarded without saying so in openapi.yaml, nor say so without being guarded.
 * Never guard with `subApp.use("*")`: every sub-app is mounted at "/", so it would guard every later one.
 */
import type { RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../core/errors.ts";
import { NOT_SIGNED_IN } from "../core/refusals.ts";
import { type AppContext, type AppEnv, errorResponse } from "../core/http.ts";
import type { SessionUser } from "./sessions/sessions.queries.ts";

export type Role = SessionUser["role"];
/** Any signed-in account, or only these roles. */
export type Who = "signed-in" | Role | readonly Role[];

export const WRONG_ROLE: Record<Role, string> = {
  customer: "Please log in with a customer account to do this.",
  vendor: "Only a store's own account can do this. Please log in as a vendor.",
  admin: "Only an administrator can do this.",
};
export const NO_STORE = "This account runs no store.";
/** A switched-off store's sign-in and writes: why, and whom to ask. Its own orders stay readable. */
export const STORE_SWITCHED_OFF = "SwiftCart has switched this store off, so it cannot sign in or make " +
  "changes; its orders can still be read. The email sent to the store gives the reason. To have it " +
  "switched on again, write to support@swiftcart.in.";

const READS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

const rolesOf = (who: Who): readonly Role[] | undefined =>
  who === "signed-in" ? undefined : typeof who === "string" ? [who] : who;

/** The signed-in user, or a 401. */
export function currentUser(c: AppContext): SessionUser {
  const user = c.var.user;
  if (!user) throw new AppError(401, NOT_SIGNED_IN);
  return user;
}

/** The signed-in user if their role is allowed: 401 for a visitor, 403 for another role. */
export function assertRole(c: AppContext, who: Who): SessionUser {
  const user = currentUser(c);
  const roles = rolesOf(who);
  if (roles && !roles.includes(user.role)) throw new AppError(403, WRONG_ROLE[roles[0]]);
  return user;
}

/** The signed-in vendor and the store it runs; a vendor account without a store is refused, never guessed. */
export function currentVendor(c: AppContext): SessionUser & { vendor_id: string } {
  const user = assertRole(c, "vendor");
  if (!user.vendor_id) throw new AppError(403, NO_STORE);
  return user as SessionUser & { vendor_id: string };
}

/**
 * The role check of a guarded route; a switched-off store (its sessions ended when it was switched off; a
 * sign-in since starts one, answered 403 with `readOnly`) may read but not write.
 */
export const requireRole = (who: Who): MiddlewareHandler<AppEnv> => async (c, next) => {
  const user = who === "vendor" ? currentVendor(c) : assertRole(c, who);
  if (user.role === "vendor" && user.store_active === false && !READS.has(c.req.method)) {
    throw new AppError(403, STORE_SWITCHED_OFF);
  }
  await next();
};

const describeWho = (who: Who) => {
  const roles = rolesOf(who);
  return roles ? roles.join(" or ") : "any signed-in account";
};

type Guarded<R extends RouteConfig> = R & {
  security: { session: string[] }[];
  responses: R["responses"] & {
    401: ReturnType<typeof errorResponse>;
    403: R["responses"] extends { 403: infer Own } ? Own : ReturnType<typeof errorResponse>;
  };
};

/** The route's own 403 (e.g. "names another user") and the role refusal, in one documented answer. */
function mergedForbidden(own: unknown, forbidden: string, example?: string) {
  const mine = errorResponse(forbidden, example);
  if (!own || typeof own !== "object" || !("description" in own)) return mine;
  return roles403(own as typeof mine, mine);
}

const roles403 = <T extends { description: string }>(own: T, mine: T): T =>
  own.description.includes(mine.description)
    ? own
    : { ...own, description: `${own.description}; or ${mine.description}` };

/** The route, guarded for `who`: middleware first, then the route's own (ownership checks and the like). */
export function guarded<R extends RouteConfig>(who: Who, route: R): Guarded<R> {
  const roles = rolesOf(who);
  const own = route.middleware ? [route.middleware].flat() : [];
  const writes = !["get", "head", "options"].includes(route.method);
  const storeWrites = writes && (!roles || roles.includes("vendor"));
  const forbidden =
    (roles
      ? `Signed in with another role: \`${WRONG_ROLE[roles[0]]}\`${
        who === "vendor" ? `, or a vendor account without a store: \`${NO_STORE}\`` : ""
      }`
      : "Refused") + (storeWrites ? `; or a switched-off store: \`${STORE_SWITCHED_OFF}\`` : "");
  return {
    ...route,
    security: [{ session: [] }],
    ...(roles && { "x-required-role": describeWho(who) }),
    middleware: [requireRole(who), ...own],
    responses: {
      ...route.responses,
      401: errorResponse(`Not signed in: \`${NOT_SIGNED_IN}\``, NOT_SIGNED_IN),
      403: mergedForbidden(route.responses[403], forbidden, roles ? WRONG_ROLE[roles[0]] : undefined),
    },
  } as unknown as Guarded<R>;
}
