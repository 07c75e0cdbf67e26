/**
 * The vendor's sign-in and sign-out: a server session like a customer's, made
 * by the one `logIn` (limits, equal timing, rotation, cookie). Only an account that runs a store gets in.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { createApi, jsonResponse } from "../../core/http.ts";
import { logIn } from "../../auth/login.service.ts";
import { secondStepAnswer } from "../../auth/two-step/two-step.schema.ts";
import { STORE_SWITCHED_OFF } from "../../auth/guard.ts";
import {
  INVALID_CREDENTIALS,
  limitsNote,
  readOnlyResponse,
  signInBody,
  signInRefusals,
  signOutRoute,
  signOutTo,
} from "../../auth/sign-in.contract.ts";

export const LOGIN_SUCCESSFUL = "Login successful";

const store = {
  vendorID: "6740f1a2c3d4e5f6a7b8c9e1",
  username: "lakshmimobiles",
  storeName: "Lakshmi Mobiles",
  email: "orders@lakshmimobiles.in",
};

const VendorLoginBody = signInBody("VendorLogin", "The store's", {
  email: store.email,
  password: "vendor123",
});

const VendorSession = z.object({
  message: z.string().openapi({ description: `'${LOGIN_SUCCESSFUL}'`, example: LOGIN_SUCCESSFUL }),
  vendorID: z.string().openapi({ description: "The store's id", example: store.vendorID }),
  username: z.string().nullable().openapi({
    description: "The store's username (null for a store made before applications had one)",
    example: store.username,
  }),
  storeName: z.string().openapi({ description: "The store's name", example: store.storeName }),
}).openapi("VendorSession", { description: "Signed in as the store's account." });

const tags = ["Vendors"];
const open: { security: [] } = { security: [] };

const login = createRoute({
  method: "post",
  path: "/api/vendor/login",
  operationId: "loginVendor",
  tags,
  summary: "Vendor login",
  description: "Sets the HttpOnly session cookie `sc_session` for the store's account (a session lasts 7 " +
    "days). Only an account that runs a store gets in; any other account, or a wrong password, is " +
    `'${INVALID_CREDENTIALS}'. A store SwiftCart has switched off is answered 403 (why, and whom to ` +
    "write to) once its password is right (and its code, with two-step sign-in: the 403 then comes from " +
    "POST /api/two-step/sign-in), with `readOnly: true`: a session is started that may read the store's " +
    "orders, order pages, packing slips, dashboard and profile, and every write answers 403. Switching a " +
    `store off ends its sessions. ${limitsNote}`,
  ...open,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: VendorLoginBody,
          example: { email: store.email, password: "vendor123" },
        },
      },
    },
  },
  responses: {
    200: jsonResponse(VendorSession, `Signed in: '${LOGIN_SUCCESSFUL}'`, {
      message: LOGIN_SUCCESSFUL,
      vendorID: store.vendorID,
      username: store.username,
      storeName: store.storeName,
    }),
    202: secondStepAnswer,
    ...signInRefusals,
    403: readOnlyResponse,
  },
});

const logout = signOutRoute("/api/vendor/logout", "logoutVendor", "Vendors", "Vendor", "/vendor-login");

export const vendorAuthApi = createApi();

vendorAuthApi
  .openapi(login, async (c) => {
    const { email, password } = c.req.valid("json");
    const result = await logIn(c, {
      email,
      password,
      roles: ["vendor"],
      invalid: INVALID_CREDENTIALS,
      // A vendor account whose store is gone gets no session.
      accept: (account) => Boolean(account.vendor_id && account.store_name),
      // A switched-off store is told so, once its password is right, and may still read its orders.
      readOnly: (account) => account.store_active === false ? STORE_SWITCHED_OFF : undefined,
    });
    if ("refusal" in result) return result.refusal as never;
    const { account } = result;
    return c.json({
      message: LOGIN_SUCCESSFUL,
      vendorID: account.vendor_id!,
      username: account.username,
      storeName: account.store_name!,
    }, 200);
  })
  .openapi(logout, signOutTo("/vendor-login"));
