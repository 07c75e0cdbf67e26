/**
 * Customer accounts and sessions: sign up, log in and out, the session check,
 * changing and deleting one's own account (the admin's customer calls are in customers-admin.api.ts). The routes and their schemas
 * are declared in users.contract.ts; who may call what is middleware there (access.ts); handlers act only
 * on the session's user. Password checks go through the login limits (login-limits.ts).
 */
import type { Hook } from "@hono/zod-openapi";
import { deleteCookie } from "hono/cookie";
import { AppError } from "../../core/errors.ts";
import { NOT_SIGNED_IN } from "../../core/refusals.ts";
import { type AppEnv, createApi, describeZodError } from "../../core/http.ts";
import { currentUser } from "../../auth/access.ts";
import { logIn } from "../../auth/login.service.ts";
import { checkCurrentPassword } from "../../auth/current-password.ts";
import { noticeAccountChange } from "./account-notices.ts";
import { hashPassword } from "../../auth/password.ts";
import { endSession, hashToken, SESSION_COOKIE, sessionToken } from "../../auth/sessions/session.ts";
import {
  deleteUser,
  emailTaken,
  endOtherSessions,
  insertCustomer,
  isUniqueViolation,
  type PublicUser,
  updateUser,
} from "./users.queries.ts";
import {
  AccountChangeRules,
  check,
  type Checked,
  CURRENT_PASSWORD_NEEDED,
  FILL_ALL,
  LoginRules,
  needsCurrentPassword,
  RegisterRules,
} from "./users.schema.ts";
import { checkAuth, deleteAccount, login, logout, register, updateAccount } from "./users.contract.ts";

/**
 * A body the contract refuses (a field of the wrong type, an unknown field) is reported with the form's
 * own rules, so the answer is the form's sentence ("Please fill in all fields.") or names the
 * unknown field, rather than zod's wording.
 */
const rulesHook = (rules: Parameters<typeof check>[0]): Hook<any, AppEnv, any, any> => (result, c) => {
  if (!result.success) {
    const problem = check(rules, (result as { data?: unknown }).data);
    // The contract and the rules are built from the same constants; should they ever disagree, say what
    // the contract refused rather than a sentence that does not fit.
    return c.json({ message: problem.ok ? describeZodError(result.error) : problem.message }, 400);
  }
};

/** The form's rules, applied on the server: trimmed, lower-cased values, or a 400 with the rule's sentence. */
function valid<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new AppError(400, checked.message);
  return checked.data;
}

const publicUser = (user: PublicUser): PublicUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  mobile: user.mobile,
});

const EMAIL_IN_USE = "An account with this email already exists. Please log in or use another email.";

export const usersApi = createApi();

usersApi.openAPIRegistry.registerComponent("securitySchemes", "session", {
  type: "apiKey",
  in: "cookie",
  name: SESSION_COOKIE,
  description: "Set by POST /api/users/customer-login, /api/vendor/login or /api/admin/login; HttpOnly, so " +
    "scripts never see it. Customer sessions last 30 days, vendor sessions 7 days, admin sessions 12 hours.",
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
    const result = await logIn(c, {
      email,
      password,
      roles: ["customer"],
      invalid: "Invalid email or password.",
    });
    if ("refusal" in result) return result.refusal as never;
    return c.json({ user: publicUser(result.account), message: "Login successful!" }, 200);
  }, rulesHook(LoginRules))
  .openapi(logout, async (c) => {
    await endSession(c);
    return c.json({ message: "You have been logged out." }, 200);
  })
  .openapi(checkAuth, (c) => {
    c.header("Cache-Control", "no-store");
    const user = c.var.user;
    if (!user) {
      return c.json({ isAuthenticated: false, user: null, message: NOT_SIGNED_IN }, 401);
    }
    return c.json({ isAuthenticated: true, user: publicUser(user) }, 200);
  })
  .openapi(updateAccount, async (c) => {
    const me = currentUser(c);
    const { name, mobile, password, currentPassword, ...rest } = valid(
      check(AccountChangeRules, c.req.valid("json")),
    );
    // The same address again is not a change (and needs no password).
    const email = rest.email === me.email.toLowerCase() ? undefined : rest.email;
    if ([name, rest.email, mobile, password].every((field) => field === undefined)) {
      throw new AppError(400, FILL_ALL);
    }
    if (needsCurrentPassword({ email, password }, me.email) && currentPassword === undefined) {
      throw new AppError(400, CURRENT_PASSWORD_NEEDED);
    }
    const db = c.var.db;
    // Checked whenever sent, so a client is never told "updated" after sending a wrong one.
    if (currentPassword !== undefined) {
      const refusal = await checkCurrentPassword(c, me, currentPassword);
      if (refusal) return refusal as never;
    }
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
    if (!user) throw new AppError(401, NOT_SIGNED_IN);
    if (password !== undefined) await endOtherSessions(db, me.id, await hashToken(sessionToken(c) ?? ""));
    noticeAccountChange(c.var.config, {
      name: user.name,
      oldEmail: me.email,
      newEmail: email,
      passwordChanged: password !== undefined,
    });
    return c.json({ message: "Account updated successfully!", user: publicUser(user) }, 200);
  }, rulesHook(AccountChangeRules))
  .openapi(deleteAccount, async (c) => {
    await deleteUser(c.var.db, currentUser(c).id);
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.json({ message: "Account deleted successfully!" }, 200);
  });
