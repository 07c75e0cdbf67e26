/**
 * Two-step sign-in's routes: finishing a sign-in with a code, and the signed-in admin's or store's own
 * settings (set up with a QR code, confirm, turn off, new recovery codes).
 */
import { createRoute } from "@hono/zod-openapi";
import { AppError } from "../../core/errors.ts";
import { createApi, errorResponse, jsonResponse } from "../../core/http.ts";
import { currentUser, guarded } from "../guard.ts";
import { checkCurrentPassword, CURRENT_PASSWORD_WRONG } from "../current-password.ts";
import {
  ALREADY_ON,
  CHALLENGE_EXPIRED,
  CODE_USED,
  CodeBody,
  Enrolment,
  MAX_CODE_FAILURES,
  NEW_CODES,
  NO_SETUP,
  NOT_ON,
  PROOF_NEEDED,
  ProofBody,
  REQUIRED_FOR_ADMINS,
  TOO_MANY_CODES,
  TURNED_OFF,
  TURNED_ON,
  TwoStepChanged,
  TwoStepOff,
  TwoStepSignedIn,
  TwoStepSignInBody,
  TwoStepStatus,
  WRONG_CODE,
} from "./two-step.schema.ts";
import {
  confirmSetup,
  disable,
  isRequired,
  proveWithCode,
  regenerateRecoveryCodes,
  startSetup,
  twoStepState,
} from "./two-step.service.ts";
import type { AppContext } from "../../core/http.ts";
import { finishSignIn } from "./sign-in.service.ts";
import { readOnlyAnswer } from "../login.service.ts";
import { readOnlyResponse } from "../sign-in.contract.ts";

const tags = ["Two-step sign-in"];
const who = ["admin", "vendor"] as const;
const codes = Array.from({ length: 10 }, (_, i) => `k7q2m-x4${i}fa`);

const signIn = createRoute({
  method: "post",
  path: "/api/two-step/sign-in",
  operationId: "finishTwoStepSignIn",
  tags,
  summary: "Second step of an admin's or store's sign-in",
  description: "After POST /api/admin/login or /api/vendor/login answered 202, sends the token with the " +
    "6-digit code the authenticator app shows (the step before or after the server's clock counts too; " +
    "each code once) or a single-use recovery code. Right: the session cookie `sc_session` is set. After " +
    "a set-up at sign-in (`step: enrol`) two-step sign-in is on and the answer holds the new recovery " +
    "codes. A store SwiftCart has switched off is signed in to read only, answered 403 with `readOnly: " +
    "true` (as POST /api/vendor/login answers a store without two-step sign-in). After " +
    `${MAX_CODE_FAILURES} wrong codes in 15 minutes the account's codes are refused for a while (429).`,
  security: [],
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: TwoStepSignInBody,
          example: { token: "q3J9x0W2yTzv7kUa4bNcLm5pR8sD1fGh6jKlZxCvBnM", code: "492039" },
        },
      },
    },
  },
  responses: {
    200: jsonResponse(TwoStepSignedIn, "Signed in", { message: "Welcome Admin!", role: "admin" }),
    400: errorResponse(
      `A field is missing or unknown; or the token is unknown or expired: \`${CHALLENGE_EXPIRED}\``,
      CHALLENGE_EXPIRED,
    ),
    401: errorResponse(`The code is wrong: \`${WRONG_CODE}\`, or used already: \`${CODE_USED}\``, WRONG_CODE),
    403: readOnlyResponse,
    429: errorResponse("Too many wrong codes for this account", TOO_MANY_CODES),
  },
});

const status = createRoute(guarded(who, {
  method: "get",
  path: "/api/two-step",
  operationId: "getTwoStep",
  tags,
  summary: "One's own two-step sign-in",
  description: "Whether sign-in asks for a code, since when, and how many recovery codes are left.",
  responses: {
    200: jsonResponse(TwoStepStatus, "The state", {
      enabled: true,
      enabledAt: "2026-11-28T10:15:00.000Z",
      recoveryCodesLeft: 10,
      required: false,
    }),
  },
}));

const setup = createRoute(guarded(who, {
  method: "post",
  path: "/api/two-step/setup",
  operationId: "startTwoStepSetup",
  tags,
  summary: "Start setting up two-step sign-in",
  description: "Makes a new secret and answers it with its QR code; nothing changes at sign-in until a " +
    "code from the app confirms it (POST /api/two-step/enable). Audited (two_step.setup).",
  responses: {
    200: jsonResponse(Enrolment, "Scan the QR code, then confirm with a code"),
    409: errorResponse(`Already on: \`${ALREADY_ON}\``, ALREADY_ON),
  },
}));

const enable = createRoute(guarded(who, {
  method: "post",
  path: "/api/two-step/enable",
  operationId: "enableTwoStep",
  tags,
  summary: "Confirm the set-up with a first code",
  description: "A right code from the app just set up turns two-step sign-in on and answers 10 single-use " +
    "recovery codes, shown this once. Audited (two_step.enable).",
  request: { body: { required: true, content: { "application/json": { schema: CodeBody } } } },
  responses: {
    200: jsonResponse(TwoStepChanged, "On", { message: TURNED_ON, recoveryCodes: codes }),
    400: errorResponse(`The code is missing or wrong: \`${WRONG_CODE}\``, WRONG_CODE),
    409: errorResponse(`No set-up waiting: \`${NO_SETUP}\`; or already on`, NO_SETUP),
    429: errorResponse("Too many wrong codes", TOO_MANY_CODES),
  },
}));

const proofRefusals = {
  400: errorResponse(`Neither the password nor a code: \`${PROOF_NEEDED}\``, PROOF_NEEDED),
  403: errorResponse(
    `The password is wrong: \`${CURRENT_PASSWORD_WRONG}\`, or the code: \`${WRONG_CODE}\``,
    CURRENT_PASSWORD_WRONG,
  ),
  429: errorResponse("Too many wrong passwords or codes", TOO_MANY_CODES),
};

const turnOffRoute = createRoute(guarded(who, {
  method: "post",
  path: "/api/two-step/disable",
  operationId: "disableTwoStep",
  tags,
  summary: "Turn two-step sign-in off",
  description: "Needs the current password or a code (a recovery code too). Its secret and recovery codes " +
    "are deleted. An admin in production cannot turn it off (409). Audited (two_step.disable).",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: ProofBody, example: { currentPassword: "admin123" } } },
    },
  },
  responses: {
    200: jsonResponse(TwoStepOff, "Off", { message: TURNED_OFF }),
    ...proofRefusals,
    409: errorResponse(`Not on: \`${NOT_ON}\`; or required: \`${REQUIRED_FOR_ADMINS}\``, NOT_ON),
  },
}));

const regenerate = createRoute(guarded(who, {
  method: "post",
  path: "/api/two-step/recovery-codes",
  operationId: "regenerateTwoStepRecoveryCodes",
  tags,
  summary: "New recovery codes",
  description: "Needs the current password or a code. Makes 10 new recovery codes, shown this once; the " +
    "old ones stop working. Audited (two_step.recovery-codes).",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: ProofBody, example: { currentPassword: "admin123" } } },
    },
  },
  responses: {
    200: jsonResponse(TwoStepChanged, "New codes", { message: NEW_CODES, recoveryCodes: codes }),
    ...proofRefusals,
    409: errorResponse(`Not on: \`${NOT_ON}\``, NOT_ON),
  },
}));

const actorOf = (c: AppContext) => {
  const { id, role, email } = currentUser(c);
  return { id, role, email };
};

/** The password (under the login limits) or a code, before a change; a refusal to send, or undefined. */
async function proven(c: AppContext, proof: { currentPassword?: string; code?: string }) {
  const actor = actorOf(c);
  // Off is said first; then a code is checked here, the password under the login limits.
  await proveWithCode(
    c.var.db,
    c.var.config.twoStepKey,
    actor,
    proof.currentPassword ? undefined : proof.code,
  );
  if (proof.currentPassword === undefined && proof.code === undefined) throw new AppError(400, PROOF_NEEDED);
  if (proof.currentPassword !== undefined) return await checkCurrentPassword(c, actor, proof.currentPassword);
}

export const twoStepApi = createApi();

twoStepApi
  .openapi(signIn, async (c) => {
    const { token, code } = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    const result = await finishSignIn(c, token, code);
    if (!result.ok) return c.json({ message: result.message }, result.status);
    const { ok: _, readOnly, ...answer } = result;
    if (readOnly) return readOnlyAnswer(c, readOnly);
    return c.json(answer, 200);
  })
  .openapi(status, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await twoStepState(c.var.db, currentUser(c), c.var.config.env), 200);
  })
  .openapi(setup, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await startSetup(c.var.db, c.var.config.twoStepKey, actorOf(c)), 200);
  })
  .openapi(enable, async (c) => {
    const { code } = c.req.valid("json");
    const recoveryCodes = await confirmSetup(c.var.db, c.var.config.twoStepKey, actorOf(c), code);
    c.header("Cache-Control", "no-store");
    return c.json({ message: TURNED_ON, recoveryCodes }, 200);
  })
  .openapi(turnOffRoute, async (c) => {
    if (isRequired(currentUser(c).role, c.var.config.env)) throw new AppError(409, REQUIRED_FOR_ADMINS);
    const refusal = await proven(c, c.req.valid("json"));
    if (refusal) return refusal as never;
    await disable(c.var.db, actorOf(c), c.var.config.env);
    return c.json({ message: TURNED_OFF }, 200);
  })
  .openapi(regenerate, async (c) => {
    const refusal = await proven(c, c.req.valid("json"));
    if (refusal) return refusal as never;
    const recoveryCodes = await regenerateRecoveryCodes(c.var.db, actorOf(c));
    c.header("Cache-Control", "no-store");
    return c.json({ message: NEW_CODES, recoveryCodes }, 200);
  });
