/**
 * Two-step sign-in (TOTP, RFC 6238) for admins and stores: the bodies, answers and sentences of its routes.
 */
import { z } from "@hono/zod-openapi";

/** Codes of any authenticator app: 6 digits, a new one every 30 seconds. */
export const DIGITS = 6;
export const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's clock is still right (clocks drift). */
export const WINDOW_STEPS = 1;
/** How long the second step may wait after a right password. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes per account within CODE_WINDOW_MINUTES before codes are refused (429). */
export const MAX_CODE_FAILURES = 5;
export const CODE_WINDOW_MINUTES = 15;
export const RECOVERY_CODE_COUNT = 10;

export const ENTER_CODE =
  "Enter the 6-digit code from your authenticator app, or one of your recovery codes.";
export const ENROL_FIRST = "Two-step sign-in is required for administrators. Scan the QR code with an " +
  "authenticator app, then enter the 6-digit code it shows.";
export const CHALLENGE_EXPIRED = "Your sign-in has expired. Please enter your email and password again.";
export const WRONG_CODE = "That code is not right. Please try again.";
export const CODE_USED = "That code has already been used. Please wait for the next one.";
export const TOO_MANY_CODES = `Too many wrong codes. Please try again in ${CODE_WINDOW_MINUTES} minutes.`;
export const ALREADY_ON = "Two-step sign-in is already on. Turn it off first to set it up again.";
export const NOT_ON = "Two-step sign-in is off.";
export const NO_SETUP = "Start the set-up first: no QR code is waiting to be confirmed.";
export const REQUIRED_FOR_ADMINS =
  "Two-step sign-in is required for administrators and cannot be turned off.";
export const PROOF_NEEDED = "Please enter your current password or a code from your authenticator app.";
export const TURNED_ON = "Two-step sign-in is on. Keep your recovery codes somewhere safe.";
export const TURNED_OFF = "Two-step sign-in is off.";
export const NEW_CODES = "New recovery codes made; the old ones no longer work.";

const SECRET_EXAMPLE = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const URI_EXAMPLE =
  `otpauth://totp/SwiftCart:admin%40swiftcart.in?issuer=SwiftCart&secret=${SECRET_EXAMPLE}` +
  "&algorithm=SHA1&digits=6&period=30";
const CODES_EXAMPLE = Array.from({ length: RECOVERY_CODE_COUNT }, (_, i) => `k7q2m-x4${i}fa`);

export const Enrolment = z.object({
  secret: z.string().openapi({
    description: "The shared secret in base32, to type into an app that cannot scan (shown only now)",
    example: SECRET_EXAMPLE,
  }),
  uri: z.string().openapi({ description: "The otpauth:// key URI the QR code holds", example: URI_EXAMPLE }),
  qr: z.string().openapi({
    description: "The QR code of `uri`, an SVG image as a data: URL",
    example: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
  }),
}).openapi("TwoStepEnrolment", { description: "What an authenticator app needs to start making codes." });

export const SecondStepRequired = z.object({
  message: z.string().openapi({ description: "What to do next", example: ENTER_CODE }),
  step: z.enum(["code", "enrol"]).openapi({
    description: "`code`: send a code from the app or a recovery code; `enrol`: an admin in production " +
      "without two-step sign-in sets it up first (`enrolment`), then sends its first code",
    example: "code",
  }),
  token: z.string().openapi({
    description: "Names this sign-in for POST /api/two-step/sign-in; good for a few minutes, once",
    example: "q3J9x0W2yTzv7kUa4bNcLm5pR8sD1fGh6jKlZxCvBnM",
  }),
  expiresInSeconds: z.number().int().openapi({ description: "How long `token` stays good", example: 300 }),
  enrolment: Enrolment.optional().openapi({ description: "With `step: enrol` only" }),
}).openapi("SecondStepRequired", {
  description: "The password was right; no session yet: the second step finishes the sign-in.",
});

export const secondStepAnswer = {
  description: "The password was right and the account signs in with two steps: no session yet; send a " +
    "code with the token to POST /api/two-step/sign-in",
  content: {
    "application/json": {
      schema: SecondStepRequired,
      example: {
        message: ENTER_CODE,
        step: "code",
        token: "q3J9x0W2yTzv7kUa4bNcLm5pR8sD1fGh6jKlZxCvBnM",
        expiresInSeconds: 300,
      },
    },
  },
};

const code = z.string().trim().min(1, { error: "Please enter the code." }).max(32).openapi({
  description: "The 6-digit code the app shows now (spaces allowed), or a recovery code",
  example: "492039",
});

export const TwoStepSignInBody = z.object({
  token: z.string().min(1, { error: CHALLENGE_EXPIRED }).max(128).openapi({
    description: "The token of the 202 answer of the sign-in",
    example: "q3J9x0W2yTzv7kUa4bNcLm5pR8sD1fGh6jKlZxCvBnM",
  }),
  code,
}).strict().openapi("TwoStepSignIn", { description: "Both required; other fields are refused." });

const RecoveryCodes = z.array(z.string()).openapi({
  description:
    `${RECOVERY_CODE_COUNT} single-use recovery codes, shown this once (only their hashes are kept)`,
  example: CODES_EXAMPLE,
});

export const TwoStepSignedIn = z.object({
  message: z.string().openapi({
    description: "'Welcome Admin!' or 'Login successful'",
    example: "Welcome Admin!",
  }),
  role: z.enum(["admin", "vendor"]).openapi({ description: "Who signed in", example: "admin" }),
  recoveryCodes: RecoveryCodes.optional().openapi({ description: "After an enrolment at sign-in only" }),
}).openapi("TwoStepSignedIn", { description: "Signed in: the session cookie is set." });

export const TwoStepStatus = z.object({
  enabled: z.boolean().openapi({ description: "Whether sign-in asks for a code", example: true }),
  enabledAt: z.string().nullable().openapi({
    description: "When it was turned on (ISO 8601), null when off",
    example: "2026-11-28T10:15:00.000Z",
  }),
  recoveryCodesLeft: z.number().int().openapi({ description: "Unused recovery codes", example: 10 }),
  required: z.boolean().openapi({
    description: "Required for this account (an admin in production): it cannot be turned off",
    example: false,
  }),
}).openapi("TwoStepStatus", { description: "The signed-in account's two-step sign-in." });

export const CodeBody = z.object({ code }).strict().openapi("TwoStepCode", {
  description: "A code from the app just set up.",
});

export const ProofBody = z.object({
  currentPassword: z.string().min(1).max(128).optional().openapi({
    description: "The account's password",
    example: "admin123",
  }),
  code: code.optional(),
}).strict().openapi("TwoStepProof", {
  description: "The current password or a code from the app (or a recovery code): one of them is needed.",
});

export const TwoStepChanged = z.object({
  message: z.string().openapi({ description: "A sentence to show", example: TURNED_ON }),
  recoveryCodes: RecoveryCodes,
}).openapi("TwoStepRecoveryCodes", { description: "Two-step sign-in is on, with new recovery codes." });

export const TwoStepOff = z.object({
  message: z.string().openapi({ description: "A sentence to show", example: TURNED_OFF }),
}).openapi("TwoStepOff", { description: "Two-step sign-in is off." });
