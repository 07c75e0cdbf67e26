/**
 * The three calls of a password reset by email code (forgot-password, verify-otp,
 * reset-password), declared once for every panel that has them: `/vendor/...` now, the admin's next.
 * Open to visitors (nobody who forgot a password is signed in); the service decides everything.
 */
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import {
  type AppContext,
  type AppEnv,
  describeZodError,
  errorResponse,
  jsonResponse,
} from "../../core/http.ts";
import { MAIL_NOT_SET_UP } from "../../core/mail.ts";
import type { Role } from "../guard.ts";
import {
  CODE_INVALID,
  CODE_SENT,
  MAX_CODE_TRIES,
  MAX_SENDS_PER_HOUR,
  NEW_PASSWORD_MAX,
  NEW_PASSWORD_MIN,
  NEW_PASSWORD_SHORT,
  PASSWORD_RESET_DONE,
  requestResetCode,
  RESEND_SECONDS,
  RESET_CODE_MINUTES,
  resetPassword,
  verifyResetCode,
} from "./password-reset.service.ts";

const EMAIL_INVALID = "Please enter a valid email address.";
const CODE_FORMAT = "The code is the 6 digits from the email.";
const EXAMPLE_EMAIL = "orders@lakshmimobiles.in";

const email = z.string().trim().min(3, { error: EMAIL_INVALID }).max(254, { error: EMAIL_INVALID })
  .regex(/^[^\s@]+@[^\s@]+$/, { error: EMAIL_INVALID })
  .openapi({ description: "The account's sign-in email, any case", example: EXAMPLE_EMAIL });
const otp = z.string().trim().regex(/^[0-9]{6}$/, { error: CODE_FORMAT })
  .openapi({ description: "The 6-digit code from the email", example: "482913" });

export const ForgotPasswordBody = z.object({ email }).strict().openapi("PasswordResetRequest", {
  description: "The email to send a code to. Other fields are refused (400 naming them).",
});
export const VerifyOtpBody = z.object({ email, otp }).strict().openapi("PasswordResetCode", {
  description: "The email and the code mailed to it. Other fields are refused (400 naming them).",
});
export const ResetPasswordBody = z.object({
  email,
  otp,
  newPassword: z.string().min(NEW_PASSWORD_MIN, { error: NEW_PASSWORD_SHORT })
    .max(NEW_PASSWORD_MAX, { error: `Password must be at most ${NEW_PASSWORD_MAX} characters long.` })
    .openapi({
      description: `At least ${NEW_PASSWORD_MIN} characters ('${NEW_PASSWORD_SHORT}'), kept exactly as typed`,
      example: "new-secret-456",
    }),
}).strict().openapi("PasswordReset", {
  description: "The email, its code and the new password. Other fields are refused (400 naming them).",
});

const success = z.literal(true).openapi({ description: "Always true: refusals are 4xx with a message" });
/** `{ success: true }`, with the sentence to show when there is one. */
const Success = (message?: string) =>
  message === undefined ? z.object({ success }) : z.object({
    success,
    message: z.string().openapi({ description: "A sentence to show", example: message }),
  });

/** A field's own sentence ('Password must be at least 6 characters long.'); an unknown field is named. */
// Typed loosely on purpose: a Hook typed for one route would stop the handlers' input types being inferred.
const sentenceHook = ((result: { success: boolean; error?: z.ZodError }, c: AppContext) => {
  if (result.success || !result.error) return;
  const issue = result.error.issues[0];
  const message = issue && issue.code !== "unrecognized_keys" && issue.code !== "invalid_type"
    ? issue.message
    : describeZodError(result.error);
  return c.json({ message }, 400);
}) as never;

export interface PasswordResetScope {
  /** "/vendor": the calls are `${prefix}/forgot-password` and so on. */
  prefix: string;
  /** Prefix of the operation ids: "vendor" gives vendorForgotPassword. */
  operation: string;
  /** Whose passwords these calls reset. */
  roles: readonly Role[];
  tag: string;
}

const open: { security: [] } = { security: [] };

/** Adds the three calls for one kind of account to a sub-app. */
export function addPasswordResetRoutes(api: OpenAPIHono<AppEnv>, scope: PasswordResetScope): void {
  const who = scope.roles.join(" or ");
  const forgot = createRoute({
    method: "post",
    path: `${scope.prefix}/forgot-password`,
    operationId: `${scope.operation}ForgotPassword`,
    tags: [scope.tag],
    summary: "Ask for a password reset code",
    description: `Emails a 6-digit code to the ${who} account with this email, valid ${RESET_CODE_MINUTES} ` +
      `minutes. The answer is the same for an email without such an account, so the call tells nobody ` +
      `which addresses have accounts. At most one code per ${RESEND_SECONDS} seconds and ` +
      `${MAX_SENDS_PER_HOUR} per hour per account: a request over that sends nothing and answers the same. ` +
      "A new code replaces the previous one.",
    ...open,
    request: { body: { required: true, content: { "application/json": { schema: ForgotPasswordBody } } } },
    responses: {
      200: jsonResponse(
        Success(CODE_SENT),
        "Asked (whether or not a code was sent)",
        { success: true, message: CODE_SENT },
      ),
      400: errorResponse("Not an email address, or a field the call does not take", EMAIL_INVALID),
      503: errorResponse("Email is not set up on this site (production without SMTP_URL)", MAIL_NOT_SET_UP),
    },
  });
  const verify = createRoute({
    method: "post",
    path: `${scope.prefix}/verify-otp`,
    operationId: `${scope.operation}VerifyOtp`,
    tags: [scope.tag],
    summary: "Check a password reset code",
    description: "Checks the code without using it up (the new password comes next, with the same code). " +
      `A wrong code counts as a try; after ${MAX_CODE_TRIES} wrong tries the code no longer works. ` +
      "Every failure, including an email without an account, gets the same sentence.",
    ...open,
    request: { body: { required: true, content: { "application/json": { schema: VerifyOtpBody } } } },
    responses: {
      200: jsonResponse(Success(), "The code is right and still valid", { success: true }),
      400: errorResponse("The code is wrong, expired, used or dead, or not 6 digits", CODE_INVALID),
    },
  });
  const reset = createRoute({
    method: "post",
    path: `${scope.prefix}/reset-password`,
    operationId: `${scope.operation}ResetPassword`,
    tags: [scope.tag],
    summary: "Set a new password with the code",
    description: "Uses the code up, sets the new password and signs the account out on every device; " +
      "the account is told by email. The password is checked first: a password too short does not count " +
      "as a try of the code.",
    ...open,
    request: { body: { required: true, content: { "application/json": { schema: ResetPasswordBody } } } },
    responses: {
      200: jsonResponse(
        Success(PASSWORD_RESET_DONE),
        "Password changed; log in with it",
        { success: true, message: PASSWORD_RESET_DONE },
      ),
      400: errorResponse(`'${NEW_PASSWORD_SHORT}', or the code is not good (as verify-otp)`, CODE_INVALID),
    },
  });

  api
    .openapi(forgot, async (c) => {
      await requestResetCode(c.var.db, c.var.config, c.req.valid("json").email, scope.roles);
      return c.json({ success: true as const, message: CODE_SENT }, 200);
    }, sentenceHook)
    .openapi(verify, async (c) => {
      const { email, otp } = c.req.valid("json");
      await verifyResetCode(c.var.db, email, otp, scope.roles);
      return c.json({ success: true as const }, 200);
    }, sentenceHook)
    .openapi(reset, async (c) => {
      const { email, otp, newPassword } = c.req.valid("json");
      await resetPassword(c.var.db, c.var.config, { email, code: otp, newPassword }, scope.roles);
      return c.json({ success: true as const, message: PASSWORD_RESET_DONE }, 200);
    }, sentenceHook);
}
