/**
 * Customer accounts and sessions (spec sections 7 and 8): sign up, log in and out, the session check,
 * changing and deleting one's own account, and the admin's customer lists. Who may call what is declared
 * per route as middleware (access.ts); handlers act only on the session's user.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Hook } from "@hono/zod-openapi";
import { deleteCookie } from "hono/cookie";
import { getConnInfo } from "hono/deno";
import { AppError } from "../core/errors.ts";
import {
  type AppContext,
  type AppEnv,
  createApi,
  ErrorSchema,
  PageQuery,
  TotalHeader,
} from "../core/http.ts";
import { currentUser, ownEmail, ownUser, requireRole, requireUser } from "./access.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./password.ts";
import { endSession, hashToken, SESSION_COOKIE, sessionToken, startSession } from "./session.ts";
import { deleteSession } from "./sessions.queries.ts";
import {
  clearLoginFailures,
  loginBlocked,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  recordLoginFailure,
} from "./login-limits.queries.ts";
import {
  deleteUser,
  emailTaken,
  endOtherSessions,
  findCustomer,
  findUserForLogin,
  insertCustomer,
  isUniqueViolation,
  listCustomers,
  type PublicUser,
  updateUser,
} from "./users.queries.ts";
import {
  AccountChangeRules,
  check,
  type Checked,
  FILL_ALL,
  LoginRules,
  RegisterRules,
} from "./users.schema.ts";

// ---- Contract (what openapi.yaml documents; the rules themselves live in users.schema.ts) ----

const UserSchema = z.object({
  id: z.string().openapi({ description: "User id (opaque)", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  name: z.string().openapi({ description: "Full name", example: "Priya Sharma" }),
  email: z.string().openapi({ description: "Stored in lower case", example: "priya@example.in" }),
  mobile: z.string().openapi({ description: "10 digits, starting 6-9", example: "9876543210" }),
}).openapi("User", { description: "A customer's own account, as the customer sees it." });

const CustomerSchema = z.object({
  _id: z.string().openapi({ description: "Customer id (opaque)", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  name: z.string().openapi({ description: "Full name", example: "Priya Sharma" }),
  email: z.string().openapi({ description: "Login email, lower case", example: "priya@example.in" }),
  mobile: z.string().openapi({ description: "10-digit mobile number", example: "9876543210" }),
  address: z.string().nullable().openapi({
    description: "The customer's first saved address on one line, or null when none is saved",
    example: "12 MG Road, 2nd floor, Indiranagar, Near Metro, Bengaluru, Karnataka 560038, India",
  }),
}).openapi("Customer", { description: "A customer as the admin panel lists it." });

const MessageSchema = z.object({ message: z.string().openapi({ example: "Login successful!" }) });
const UserMessageSchema = z.object({ user: UserSchema, message: z.string() });

const RegisterBody = z.object({
  name: z.string().openapi({ description: "Required, at most 100 characters", example: "Priya Sharma" }),
  email: z.string().openapi({
    description: "A valid address; unique whatever its case",
    example: "priya@example.in",
  }),
  mobile: z.string().openapi({ description: "10 digits starting with 6, 7, 8 or 9", example: "9876543210" }),
  password: z.string().openapi({ description: "At least 6 characters", example: "secret123" }),
}).openapi("CustomerRegistration", { description: "All four fields required; the rules of spec section 5." });

const LoginBody = z.object({
  email: z.string().openapi({ description: "The account's email, any case", example: "priya@example.in" }),
  password: z.string().openapi({ description: "The account's password", example: "secret123" }),
}).openapi("CustomerLogin", { description: "Both fields required ('Please fill in all fields.')." });

const AccountChangeBody = z.object({
  name: z.string().optional().openapi({ description: "New full name" }),
  email: z.string().optional().openapi({ description: "Must not belong to another account" }),
  mobile: z.string().optional().openapi({ description: "New mobile: 10 digits starting with 6-9" }),
  password: z.string().optional().openapi({ description: "A new password signs out every other session" }),
}).openapi("AccountChange", {
  description: "Only the fields present and not blank change; each follows the sign-up rules.",
});

const AuthStatusSchema = z.object({
  isAuthenticated: z.boolean().openapi({ description: "Whether the request carries a live session" }),
  user: UserSchema.nullable().openapi({ description: "The signed-in customer, or null" }),
  message: z.string().optional().openapi({ description: "Why not, when not signed in" }),
}).openapi("AuthStatus", {
  description: "The session check the storefront makes when it starts (spec section 4).",
});

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const refusal = (description: string) => json(ErrorSchema, description);
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

const tags = ["Customers"];
/** The session cookie set by customer-login; browsers send it by themselves. */
const security = [{ session: [] }];

/**
 * A failed contract check (a field of the wrong type, say) is reported with the form's own rules, so the
 * answer is the sentence the spec gives ("Please fill in all fields.") rather than zod's wording.
 */
const rulesHook = (rules: Parameters<typeof check>[0]): Hook<any, AppEnv, any, any> => (result, c) => {
  if (!result.success) {
    const problem = check(rules, (result as { data?: unknown }).data);
    return c.json({ message: problem.ok ? FILL_ALL : problem.message }, 400);
  }
};

/** The form's rules, applied on the server: trimmed, lower-cased values, or a 400 with the rule's sentence. */
function valid<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new AppError(400, checked.message);
  return checked.data;
}

/**
 * The caller's address, for the per-address login limit. Behind a proxy it is the first X-Forwarded-For
 * hop (which a client can forge; the per-account limit does not depend on it), else the connection's.
 */
function clientAddress(c: AppContext): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // no connection (app.request in tests)
  }
}

const publicUser = (user: PublicUser): PublicUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  mobile: user.mobile,
});

// ---- Routes ----

const register = createRoute({
  method: "post",
  path: "/api/users/customer-register",
  operationId: "registerCustomer",
  tags,
  summary: "Sign up as a customer",
  description: "Creates the account; it does not sign in (the answer says 'You can now log in').",
  request: { body: jsonBody(RegisterBody) },
  responses: {
    201: json(UserMessageSchema, "Account created: 'Sign up successful! You can now log in.'"),
    400: refusal("A field is missing ('Please fill in all fields.') or breaks its rule"),
    409: refusal("The email already belongs to an account"),
  },
});

const login = createRoute({
  method: "post",
  path: "/api/users/customer-login",
  operationId: "loginCustomer",
  tags,
  summary: "Log in",
  description: "Sets the HttpOnly session cookie `sc_session`. After " +
    `${MAX_FAILURES_PER_ACCOUNT} failed attempts for one email, or ${MAX_FAILURES_PER_ADDRESS} from one ` +
    "address, within 15 minutes, logins are refused (429) until the window closes.",
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: json(UserMessageSchema, "Signed in: 'Login successful!'"),
    400: refusal("'Please fill in all fields.'"),
    401: refusal("'Invalid email or password.'"),
    429: {
      ...refusal("Too many failed attempts; says when to try again"),
      headers: {
        "Retry-After": { description: "Seconds until logins are accepted", schema: { type: "integer" } },
      },
    },
  },
});

const logout = createRoute({
  method: "post",
  path: "/api/users/customer-logout",
  operationId: "logoutCustomer",
  tags,
  summary: "Log out",
  description: "Ends the session (on the server too) and clears its cookie. Harmless when not signed in.",
  responses: { 200: json(MessageSchema, "Signed out") },
});

const checkAuth = createRoute({
  method: "get",
  path: "/api/users/check-auth",
  operationId: "checkAuth",
  tags,
  summary: "Who is signed in",
  description: "The app calls this when it starts; a 401 means the stored user, cart and wishlist are stale.",
  security,
  responses: {
    200: json(AuthStatusSchema, "Signed in"),
    401: json(AuthStatusSchema, "Not signed in: isAuthenticated false, user null"),
  },
});

const updateAccount = createRoute({
  method: "put",
  path: "/api/users/email/{email}",
  operationId: "updateAccount",
  tags,
  summary: "Change one's own account",
  description: "The path names the account by its current email, which must be the caller's own.",
  security,
  middleware: [requireUser(), ownEmail("email")] as const,
  request: {
    params: z.object({ email: z.string().openapi({ example: "priya@example.in" }) }),
    body: jsonBody(AccountChangeBody),
  },
  responses: {
    200: json(UserMessageSchema, "'Account updated successfully!'"),
    400: refusal("A field breaks its rule; nothing changed"),
    401: refusal("Not signed in"),
    403: refusal("Another account's email"),
    409: refusal("The new email belongs to another account; nothing changed"),
  },
});

const deleteAccount = createRoute({
  method: "delete",
  path: "/api/users/{userID}",
  operationId: "deleteAccount",
  tags,
  summary: "Delete one's own account",
  description: "Removes the account with its sessions, cart, wishlist and addresses, and signs out.",
  security,
  middleware: [requireUser(), ownUser({ param: "userID" })] as const,
  request: { params: z.object({ userID: z.string().openapi({ example: "6740f1a2c3d4e5f6a7b8c9d0" }) }) },
  responses: {
    200: json(MessageSchema, "'Account deleted successfully!'"),
    401: refusal("Not signed in"),
    403: refusal("Another user's id"),
  },
});

const adminOnly = {
  security,
  middleware: [requireRole("admin")],
};
const adminRefusals = {
  401: refusal("Not signed in"),
  403: refusal("Not an admin"),
};

const customerListRoute = (path: string, operationId: string) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary: "List customers (admin)",
    description: "Newest first. Paged by `limit` (default 100, at most 200) and `page`; the total is in " +
      "the `X-Total-Count` header.",
    ...adminOnly,
    request: { query: PageQuery },
    responses: {
      200: { ...json(z.array(CustomerSchema), "A page of customers"), headers: TotalHeader },
      400: refusal("Invalid paging"),
      ...adminRefusals,
    },
  });

const customer = createRoute({
  method: "get",
  path: "/customers/{id}",
  operationId: "getCustomer",
  tags,
  summary: "One customer (admin)",
  ...adminOnly,
  request: { params: z.object({ id: z.string().openapi({ example: "6740f1a2c3d4e5f6a7b8c9d0" }) }) },
  responses: {
    200: json(CustomerSchema, "The customer"),
    404: refusal("'Customer not found.'"),
    ...adminRefusals,
  },
});

// ---- Handlers ----

const toCustomerJson = (
  row: { id: string; name: string; email: string; mobile: string; address: string | null },
) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  address: row.address || null,
});

const EMAIL_IN_USE = "An account with this email already exists. Please log in or use another email.";

async function customerPage(c: AppContext, page: z.infer<typeof PageQuery>) {
  const { rows, total } = await listCustomers(c.var.db, page);
  c.header("X-Total-Count", String(total));
  return c.json(rows.map(toCustomerJson), 200);
}

export const usersApi = createApi();

usersApi.openAPIRegistry.registerComponent("securitySchemes", "session", {
  type: "apiKey",
  in: "cookie",
  name: SESSION_COOKIE,
  description: "Set by POST /api/users/customer-login; HttpOnly, so scripts never see it.",
});

usersApi
  .openapi(register, async (c) => {
    const input = valid(check(RegisterRules, c.req.valid("json")));
    if (await emailTaken(c.var.db, input.email)) throw new AppError(409, EMAIL_IN_USE);
    let user: PublicUser;
    try {
      user = await insertCustomer(c.var.db, { ...input, passwordHash: await hashPassword(input.password) });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, EMAIL_IN_USE);
      throw error;
    }
    return c.json({ user: publicUser(user), message: "Sign up successful! You can now log in." }, 201);
  }, rulesHook(RegisterRules))
  .openapi(login, async (c) => {
    const { email, password } = valid(check(LoginRules, c.req.valid("json")));
    const db = c.var.db;
    const accountKey = `email:${email}`;
    const addressKey = `ip:${clientAddress(c)}`;
    const blocked = await loginBlocked(db, {
      [accountKey]: MAX_FAILURES_PER_ACCOUNT,
      [addressKey]: MAX_FAILURES_PER_ADDRESS,
    });
    if (blocked) {
      const seconds = Math.max(1, Math.ceil((blocked.retryAt.getTime() - Date.now()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      c.header("Retry-After", String(seconds));
      return c.json({
        message: `Too many failed login attempts. Please try again in ${minutes} minute${
          minutes === 1 ? "" : "s"
        }.`,
      }, 429);
    }
    const user = await findUserForLogin(db, email);
    // An unknown email costs the same hashing time as a wrong password, so timing does not tell them apart.
    const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !matches) {
      await recordLoginFailure(db, [accountKey, addressKey]);
      return c.json({ message: "Invalid email or password." }, 401);
    }
    await clearLoginFailures(db, accountKey);
    // A fresh token on every login, and the one sent with it (if any) ends: a planted session (fixation)
    // is worth nothing after.
    const previous = sessionToken(c);
    if (previous) await deleteSession(db, await hashToken(previous));
    await startSession(c, user.id);
    c.header("Cache-Control", "no-store");
    return c.json({ user: publicUser(user), message: "Login successful!" }, 200);
  }, rulesHook(LoginRules))
  .openapi(logout, async (c) => {
    await endSession(c);
    return c.json({ message: "You have been logged out." }, 200);
  })
  .openapi(checkAuth, (c) => {
    c.header("Cache-Control", "no-store");
    const user = c.var.user;
    if (!user) {
      return c.json({ isAuthenticated: false, user: null, message: "Please log in to continue." }, 401);
    }
    return c.json({ isAuthenticated: true, user: publicUser(user) }, 200);
  })
  .openapi(updateAccount, async (c) => {
    const me = currentUser(c);
    const changes = valid(check(AccountChangeRules, c.req.valid("json")));
    const { name, email, mobile, password } = changes;
    if (name === undefined && email === undefined && mobile === undefined && password === undefined) {
      throw new AppError(400, FILL_ALL);
    }
    const db = c.var.db;
    if (email !== undefined && await emailTaken(db, email, me.id)) throw new AppError(409, EMAIL_IN_USE);
    let user: PublicUser | undefined;
    try {
      user = await updateUser(db, me.id, {
        name,
        email,
        mobile,
        passwordHash: password === undefined ? undefined : await hashPassword(password),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, EMAIL_IN_USE);
      throw error;
    }
    if (!user) throw new AppError(401, "Please log in to continue.");
    if (password !== undefined) await endOtherSessions(db, me.id, await hashToken(sessionToken(c) ?? ""));
    return c.json({ message: "Account updated successfully!", user: publicUser(user) }, 200);
  }, rulesHook(AccountChangeRules))
  .openapi(deleteAccount, async (c) => {
    await deleteUser(c.var.db, currentUser(c).id);
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.json({ message: "Account deleted successfully!" }, 200);
  })
  .openapi(customerListRoute("/api/users", "listUsers"), (c) => customerPage(c, c.req.valid("query")))
  .openapi(customerListRoute("/api/users/", "listUsersSlash"), (c) => customerPage(c, c.req.valid("query")))
  .openapi(customerListRoute("/customers", "listCustomers"), (c) => customerPage(c, c.req.valid("query")))
  .openapi(customer, async (c) => {
    const row = await findCustomer(c.var.db, c.req.valid("param").id);
    if (!row) throw new AppError(404, "Customer not found.");
    return c.json(toCustomerJson(row), 200);
  });
