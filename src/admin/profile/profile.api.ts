/**
 * The admin's own profile: GET and PUT /admin/profile/{email}.
 * Only the signed-in admin's own email (any case): another is 403. Changing bank details needs the current
 * password (checked under the login limits); every change is audited with before and after.
 */
import { createRoute } from "@hono/zod-openapi";
import { AppError } from "../../core/errors.ts";
import { createApi, errorResponse, jsonResponse } from "../../core/http.ts";
import { currentUser, guarded, WRONG_ROLE } from "../../auth/guard.ts";
import { checkCurrentPassword, CURRENT_PASSWORD_WRONG } from "../../auth/current-password.ts";
import {
  BANK_PASSWORD_NEEDED,
  NOTHING_SENT,
  OWN_ADMIN_PROFILE_ONLY,
  PROFILE_SAVED,
} from "./profile.rules.ts";
import {
  AdminEmailParam,
  AdminProfileChangeBody,
  AdminProfileSavedSchema,
  AdminProfileSchema,
} from "./profile.schema.ts";
import {
  adminProfileJson,
  changesOf,
  ownAdminProfile,
  saveAdminProfileChange,
  touchesBank,
} from "./profile.service.ts";

const tags = ["Admin"];
const example = {
  firstName: "Meera",
  lastName: "Iyer",
  email: "admin@swiftcart.in",
  phone: "9876543210",
  username: "meera.admin",
  role: "Admin",
  department: "Operations",
  designation: "Marketplace Manager",
  employeeID: "SC-0042",
  city: "Bengaluru",
  pincode: "560001",
  bankName: "HDFC Bank",
  branch: "MG Road",
  accountNumber: "••••••6789",
  ifscCode: "HDFC0000001",
};

const notOwn = `Another admin's email: \`${OWN_ADMIN_PROFILE_ONLY}\``;

const readRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/admin/profile/{email}",
  operationId: "getAdminProfile",
  tags,
  summary: "The signed-in admin's own profile",
  description: "Only the signed-in admin's own email (any case). An admin who never saved a profile gets " +
    "blank fields and the role 'Admin'. The account number shows only its last 4 digits.",
  request: { params: AdminEmailParam },
  responses: {
    200: jsonResponse(AdminProfileSchema, "The profile", example),
    403: errorResponse(`${notOwn}; or not an admin: \`${WRONG_ROLE.admin}\``, OWN_ADMIN_PROFILE_ONLY),
  },
}));

const updateRoute = createRoute(guarded("admin", {
  method: "put",
  path: "/admin/profile/{email}",
  operationId: "updateAdminProfile",
  tags,
  summary: "Change one's own admin profile",
  description: "Any of the profile's fields (a section of the form, or more), each checked by its rule " +
    "(phone 10 digits starting 6-9, pincode 6 digits, account number 9-18 digits, an IFSC code a bank " +
    "branch has). A change to any bank detail needs `currentPassword`: without it 400, wrong 403 " +
    "(counted as a failed login, with the login limits: 429 with Retry-After), and nothing changes. The " +
    "change is recorded in the audit trail with the values before and after (the account number masked).",
  request: {
    params: AdminEmailParam,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: AdminProfileChangeBody,
          example: { phone: "9876543210", department: "Operations" },
        },
      },
    },
  },
  responses: {
    200: jsonResponse(AdminProfileSavedSchema, `Saved: '${PROFILE_SAVED}'`, {
      message: PROFILE_SAVED,
      profile: example,
    }),
    400: errorResponse(
      "A field breaks its rule (the message names it), an unknown field, no field at all, or bank details " +
        `changed without the current password: \`${BANK_PASSWORD_NEEDED}\``,
      "phone: Invalid phone number",
    ),
    403: errorResponse(
      `${notOwn}; the current password is wrong: \`${CURRENT_PASSWORD_WRONG}\`; or not an admin: ` +
        `\`${WRONG_ROLE.admin}\``,
      OWN_ADMIN_PROFILE_ONLY,
    ),
    429: {
      ...errorResponse("Too many wrong current passwords; says when to try again"),
      headers: {
        "Retry-After": {
          description: "Seconds until the attempt may be made again",
          schema: { type: "integer" as const },
        },
      },
    },
  },
}));

export const adminProfileApi = createApi()
  .openapi(readRoute, async (c) => {
    const row = await ownAdminProfile(c.var.db, currentUser(c), c.req.valid("param").email);
    return c.json(adminProfileJson(row), 200);
  })
  .openapi(updateRoute, async (c) => {
    const me = currentUser(c);
    const db = c.var.db;
    const row = await ownAdminProfile(db, me, c.req.valid("param").email);
    const { currentPassword, ...input } = c.req.valid("json");
    if (Object.keys(input).length === 0) throw new AppError(400, NOTHING_SENT);
    const changes = changesOf(row, input);
    const password = currentPassword === "" ? undefined : currentPassword;
    if (touchesBank(changes) && password === undefined) throw new AppError(400, BANK_PASSWORD_NEEDED);
    // Checked whenever sent, so a client is never told "saved" after sending a wrong one.
    if (password !== undefined) {
      const refusal = await checkCurrentPassword(c, me, password);
      if (refusal) return refusal as never;
    }
    if (Object.keys(changes).length === 0) {
      return c.json({ message: PROFILE_SAVED, profile: adminProfileJson(row) }, 200);
    }
    const updated = await saveAdminProfileChange(db, row, changes, me);
    return c.json({ message: PROFILE_SAVED, profile: adminProfileJson(updated) }, 200);
  });
