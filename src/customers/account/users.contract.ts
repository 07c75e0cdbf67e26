/**
 * The contract of the customer account routes (what openapi.yaml documents): schemas, examples and route
 * declarations. The request schemas state the same rules as the forms (users.schema.ts), built from the
 * same constants, so a client generated from the contract refuses what the server refuses; the server
 * still applies the form rules themselves (users.api.ts) for their messages.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse, jsonResponse } from "../../core/http.ts";
import { NOT_SIGNED_IN, NOT_YOURS } from "../../core/refusals.ts";
import { ownEmail, ownUser } from "../../auth/access.ts";
import { guarded } from "../../auth/guard.ts";
import { WINDOW_MINUTES } from "../../auth/login-limits/login-limits.ts";
import { LOGIN_LIMITS } from "../../auth/sign-in.contract.ts";
import {
  CURRENT_PASSWORD_NEEDED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_MAX,
  EMAIL_PATTERN,
  FILL_ALL,
  MOBILE_PATTERN,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "./users.schema.ts";

// ---- Examples: one customer, used everywhere, each valid for its schema (users.contract.test.ts) ----

const priya = {
  id: "6740f1a2c3d4e5f6a7b8c9d0",
  name: "Priya Sharma",
  email: "priya@example.in",
  mobile: "9876543210",
};
const TOO_MANY_LOGINS = `Too many failed login attempts. Please try again in ${WINDOW_MINUTES} minutes.`;

// ---- Answers ----

export const UserSchema = z.object({
  id: z.string().openapi({ description: "User id (opaque)", example: priya.id }),
  name: z.string().openapi({ description: "Full name", example: priya.name }),
  email: z.string().openapi({ description: "Stored in lower case", example: priya.email }),
  mobile: z.string().openapi({ description: "10 digits, starting 6-9", example: priya.mobile }),
}).openapi("User", { description: "A customer's own account, as the customer sees it." });

/** `{ message }` saying what happened; each answer has its own sentence as its example. */
const messageSchema = (example: string) =>
  z.object({ message: z.string().openapi({ description: "A sentence to show", example }) });
/** `{ user, message }`: the account after the call, and what happened. */
const userMessageSchema = (example: string) =>
  z.object({
    user: UserSchema,
    message: z.string().openapi({ description: "A sentence to show", example }),
  });

export const AuthStatusSchema = z.object({
  isAuthenticated: z.boolean().openapi({ description: "Whether the request carries a live session" }),
  // A union, not `.nullable()`: the generator turns the latter into an `allOf` that can never be null.
  user: z.union([UserSchema, z.null()]).openapi({ description: "The signed-in customer, or null" }),
  message: z.string().optional().openapi({
    description: "Why not, when not signed in",
    example: NOT_SIGNED_IN,
  }),
}).openapi("AuthStatus", {
  description: "The session check the storefront makes when it starts.",
});

// ---- Request bodies: the form rules (users.schema.ts) as the contract states them ----

const TRIMMED = "Surrounding spaces are ignored.";
const nameField = z.string().trim().min(1).max(NAME_MAX);
const emailField = z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).regex(EMAIL_PATTERN);
const mobileField = z.string().trim().regex(MOBILE_PATTERN);
const passwordField = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const RegisterBody = z.object({
  name: nameField.openapi({ description: `Full name. ${TRIMMED}`, example: priya.name }),
  email: emailField.openapi({
    description: `A valid address, unique whatever its case; stored in lower case. ${TRIMMED}`,
    example: priya.email,
  }),
  mobile: mobileField.openapi({
    description: `10 digits starting with 6, 7, 8 or 9. ${TRIMMED}`,
    example: priya.mobile,
  }),
  password: passwordField.openapi({
    description: "Kept exactly as typed (spaces count)",
    example: "secret123",
  }),
}).strict().openapi("CustomerRegistration", {
  description: `All four fields required ('${FILL_ALL}'); the sign-up form's rules. Other fields are ` +
    "refused (400 naming them).",
});

export const LoginBody = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX).openapi({
    description: `The account's email, any case. ${TRIMMED}`,
    example: priya.email,
  }),
  password: z.string().min(1).max(PASSWORD_MAX).openapi({
    description: "The account's password",
    example: "secret123",
  }),
}).strict().openapi("CustomerLogin", {
  description: `Both fields required ('${FILL_ALL}'). Other fields are refused (400 naming them).`,
});

/** In an account change a blank field is the same as a missing one: it stays as it is. */
const unchangedWhenBlank = <T extends z.ZodType>(field: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "") ? undefined : value,
    field.optional(),
  );

export const AccountChangeBody = z.object({
  name: unchangedWhenBlank(nameField).openapi({ description: "New full name", example: "Priya S. Sharma" }),
  email: unchangedWhenBlank(emailField).openapi({
    description: "New email, not another account's. Needs `currentPassword`, unless it is the same address.",
    example: "priya.sharma@example.in",
  }),
  mobile: unchangedWhenBlank(mobileField).openapi({ description: "New mobile", example: "9123456780" }),
  password: unchangedWhenBlank(passwordField).openapi({
    description: "New password. Needs `currentPassword`; signs out every other session.",
    example: "new-secret-456",
  }),
  currentPassword: z.preprocess(
    (value) => value === "" ? undefined : value,
    z.string().max(PASSWORD_MAX).optional(),
  ).openapi({
    description: "The account's password now: required to change `email` or `password` " +
      `('${CURRENT_PASSWORD_NEEDED}'), checked whenever sent ('${CURRENT_PASSWORD_WRONG}').`,
    example: "secret123",
  }),
}).strict().openapi("AccountChange", {
  description: "Only the fields present and not blank change; each follows the sign-up rules. Other " +
    "fields are refused (400 naming them).",
});

// ---- Routes ----

const jsonBody = <T extends z.ZodType>(schema: T, example: unknown) => ({
  required: true,
  content: { "application/json": { schema, example } },
});
const retryAfter = {
  "Retry-After": { description: "Seconds until the attempt may be made again", schema: { type: "integer" } },
} as const;

const tags = ["Customers"];
/** Anyone may call it: no session needed. */
const open: { security: [] } = { security: [] };
/** The session cookie set by customer-login; browsers send it by themselves. */
const signedIn = { security: [{ session: [] }] };

export const register = createRoute({
  method: "post",
  path: "/api/users/customer-register",
  operationId: "registerCustomer",
  tags,
  summary: "Sign up as a customer",
  description: "Creates the account; it does not sign in (the answer says 'You can now log in').",
  ...open,
  request: {
    body: jsonBody(RegisterBody, {
      name: priya.name,
      email: priya.email,
      mobile: priya.mobile,
      password: "secret123",
    }),
  },
  responses: {
    201: jsonResponse(
      userMessageSchema("Sign up successful! You can now log in."),
      "Account created: 'Sign up successful! You can now log in.'",
      { user: priya, message: "Sign up successful! You can now log in." },
    ),
    400: errorResponse(
      "A field is missing ('Please fill in all fields.'), unknown, or breaks its rule",
      FILL_ALL,
    ),
    409: errorResponse(
      "The email already belongs to an account",
      "An account with this email already exists. Please log in or use another email.",
    ),
  },
});

export const login = createRoute({
  method: "post",
  path: "/api/users/customer-login",
  operationId: "loginCustomer",
  tags,
  summary: "Log in",
  description: `Sets the HttpOnly session cookie \`sc_session\`. ${LOGIN_LIMITS}`,
  ...open,
  request: { body: jsonBody(LoginBody, { email: priya.email, password: "secret123" }) },
  responses: {
    200: jsonResponse(userMessageSchema("Login successful!"), "Signed in: 'Login successful!'", {
      user: priya,
      message: "Login successful!",
    }),
    400: errorResponse("'Please fill in all fields.', or a field the call does not take", FILL_ALL),
    401: errorResponse("'Invalid email or password.'", "Invalid email or password."),
    429: {
      ...errorResponse("Too many failed attempts (see above); says when to try again", TOO_MANY_LOGINS),
      headers: retryAfter,
    },
  },
});

export const logout = createRoute({
  method: "post",
  path: "/api/users/customer-logout",
  operationId: "logoutCustomer",
  tags,
  summary: "Log out",
  description: "Ends the session the cookie names (on the server too) and clears the cookie. Harmless " +
    "when not signed in.",
  ...open,
  responses: {
    200: jsonResponse(messageSchema("You have been logged out."), "Signed out", {
      message: "You have been logged out.",
    }),
  },
});

export const checkAuth = createRoute({
  method: "get",
  path: "/api/users/check-auth",
  operationId: "checkAuth",
  tags,
  summary: "Who is signed in",
  description: "The app calls this when it starts; a 401 means the stored user, cart and wishlist are stale.",
  ...signedIn,
  responses: {
    200: jsonResponse(AuthStatusSchema, "Signed in", { isAuthenticated: true, user: priya }),
    401: jsonResponse(AuthStatusSchema, "Not signed in: isAuthenticated false, user null", {
      isAuthenticated: false,
      user: null,
      message: NOT_SIGNED_IN,
    }),
  },
});

export const updateAccount = createRoute(guarded("customer", {
  method: "put",
  path: "/api/users/email/{email}",
  operationId: "updateAccount",
  tags,
  summary: "Change one's own account",
  description: "The path names the account by its current email, which must be the caller's own. " +
    "Changing `email` (to another address) or `password` needs the account's current password in " +
    "`currentPassword` (OWASP ASVS V2.1.6), so a borrowed session cannot take the account over: without it " +
    "400, wrong 403, and nothing changes. Wrong current passwords count as failed logins for this account " +
    "from this address, with the limits of customer-login (429 with Retry-After).",
  middleware: [ownEmail("email")] as const,
  request: {
    params: z.object({ email: z.string().openapi({ example: priya.email }) }),
    body: jsonBody(AccountChangeBody, { email: "priya.sharma@example.in", currentPassword: "secret123" }),
  },
  responses: {
    200: jsonResponse(userMessageSchema("Account updated successfully!"), "'Account updated successfully!'", {
      user: { ...priya, email: "priya.sharma@example.in" },
      message: "Account updated successfully!",
    }),
    400: errorResponse(
      "A field breaks its rule or is unknown, or `currentPassword` is missing; nothing changed",
      CURRENT_PASSWORD_NEEDED,
    ),
    401: errorResponse("Not signed in", NOT_SIGNED_IN),
    403: errorResponse(
      `Another account's email ('${NOT_YOURS}'), or a wrong \`currentPassword\`; nothing changed`,
      CURRENT_PASSWORD_WRONG,
    ),
    409: errorResponse(
      "The new email belongs to another account; nothing changed",
      "An account with this email already exists. Please log in or use another email.",
    ),
    429: {
      ...errorResponse(
        "Too many wrong passwords for this account (the login limits); nothing changed",
        TOO_MANY_LOGINS,
      ),
      headers: retryAfter,
    },
  },
}));

export const deleteAccount = createRoute(guarded("customer", {
  method: "delete",
  path: "/api/users/{userID}",
  operationId: "deleteAccount",
  tags,
  summary: "Delete one's own account",
  description: "Removes the account with its sessions, cart, wishlist and addresses, and signs out.",
  middleware: [ownUser({ param: "userID" })] as const,
  request: { params: z.object({ userID: z.string().openapi({ example: priya.id }) }) },
  responses: {
    200: jsonResponse(messageSchema("Account deleted successfully!"), "'Account deleted successfully!'", {
      message: "Account deleted successfully!",
    }),
    401: errorResponse("Not signed in", NOT_SIGNED_IN),
    403: errorResponse("Another user's id", NOT_YOURS),
  },
}));
