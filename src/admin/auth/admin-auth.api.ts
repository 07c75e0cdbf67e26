/**
 * The admin's sign-in and sign-out ('Welcome Admin!' on success): a server session for an
 * admin account, made by the one `logIn`. Admin sessions end after 30 minutes idle, and 12 hours after
 * sign-in however busy (src/auth/sessions/session.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { createApi, jsonResponse } from "../../core/http.ts";
import { logIn } from "../../auth/login.service.ts";
import { secondStepAnswer } from "../../auth/two-step/two-step.schema.ts";
import {
  INVALID_CREDENTIALS,
  limitsNote,
  signInBody,
  signInRefusals,
  signOutRoute,
  signOutTo,
} from "../../auth/sign-in.contract.ts";

const WELCOME = "Welcome Admin!";

const admin = { id: "6740f1a2c3d4e5f6a7b8c9f1", name: "SwiftCart Admin", email: "admin@swiftcart.in" };

const AdminLoginBody = signInBody("AdminLogin", "The admin account's", {
  email: admin.email,
  password: "admin-secret-123",
});

const AdminSession = z.object({
  message: z.string().openapi({ description: `'${WELCOME}'`, example: WELCOME }),
  admin: z.object({
    id: z.string().openapi({ description: "The admin account's id", example: admin.id }),
    name: z.string().openapi({ description: "Its name", example: admin.name }),
    email: z.string().openapi({ description: "Its sign-in email", example: admin.email }),
  }).openapi({ description: "The signed-in admin" }),
}).openapi("AdminSession", { description: "Signed in as an admin." });

const tags = ["Admin"];
const open: { security: [] } = { security: [] };

const login = createRoute({
  method: "post",
  path: "/api/admin/login",
  operationId: "loginAdmin",
  tags,
  summary: "Admin login",
  description:
    "Sets the HttpOnly session cookie `sc_session` for an admin account; it ends after 30 minutes " +
    "without a request (each request moves the end on, written at most once a minute), and 12 hours " +
    "after sign-in however busy. Any other " +
    `account, or a wrong password, is '${INVALID_CREDENTIALS}'. ${limitsNote} Admin accounts come from ` +
    "ADMIN_EMAIL and ADMIN_PASSWORD at start.",
  ...open,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: AdminLoginBody,
          example: { email: admin.email, password: "admin-secret-123" },
        },
      },
    },
  },
  responses: {
    200: jsonResponse(AdminSession, `Signed in: '${WELCOME}'`, { message: WELCOME, admin }),
    202: secondStepAnswer,
    ...signInRefusals,
  },
});

const logout = signOutRoute("/api/admin/logout", "logoutAdmin", "Admin", "Admin", "/admin-login");

export const adminAuthApi = createApi();

adminAuthApi
  .openapi(login, async (c) => {
    const { email, password } = c.req.valid("json");
    const result = await logIn(c, { email, password, roles: ["admin"], invalid: INVALID_CREDENTIALS });
    if ("refusal" in result) return result.refusal as never;
    const { id, name, email: address } = result.account;
    return c.json({ message: WELCOME, admin: { id, name, email: address } }, 200);
  })
  .openapi(logout, signOutTo("/admin-login"));
