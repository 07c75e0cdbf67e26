/**
 * Password reset by a one-time code sent by email, for the accounts that sign in on a panel (vendors now,
 * admins next): a 6-digit code, kept only as a hash, valid RESET_CODE_MINUTES, dead after MAX_CODE_TRIES
 * wrong tries, used once; resends are throttled. Nothing here tells whether an email has an account:
 * asking for a code answers the same for any address (the mail goes out in the background, so timing is
 * the same too), and every bad code, whatever the reason, gets the same sentence.
 */
import type { DB } from "../../../db/database.ts";
import type { Config } from "../../config.ts";
import { AppError } from "../../core/errors.ts";
import { assertMailAvailable, sendMail } from "../../core/mail.ts";
import { sha256Hex } from "../../core/hash.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import type { Role } from "../guard.ts";
import { hashPassword } from "../password.ts";
import { clearAccountLock } from "../login-limits/login-limits.queries.ts";
import { forgetDevices } from "../login-limits/login-devices.queries.ts";
import {
  consumeResetCode,
  endAllSessions,
  findResetAccount,
  type ResetAccount,
  type SendLimits,
  setPasswordHash,
  storeResetCode,
  tryResetCode,
} from "./password-reset.queries.ts";

export const RESET_CODE_MINUTES = 10;
export const MAX_CODE_TRIES = 5;
export const RESEND_SECONDS = 60;
export const MAX_SENDS_PER_HOUR = 5;
const LIMITS: SendLimits = {
  validMinutes: RESET_CODE_MINUTES,
  resendSeconds: RESEND_SECONDS,
  maxSends: MAX_SENDS_PER_HOUR,
  windowMinutes: 60,
};

export const NEW_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MAX = 128;
export const NEW_PASSWORD_SHORT = "Password must be at least 6 characters long.";
export const NEW_PASSWORD_LONG = `Password must be at most ${NEW_PASSWORD_MAX} characters long.`;
export const CODE_SENT =
  `If an account uses this email, a 6-digit code is on its way to it. The code works for ${RESET_CODE_MINUTES} minutes.`;
/** One sentence for a wrong, expired, used or dead code, and for an email without an account. */
export const CODE_INVALID =
  `This code is wrong, has expired or was already used. Check the latest email, or ask for a new code (each code works for ${RESET_CODE_MINUTES} minutes and ${MAX_CODE_TRIES} tries).`;
export const PASSWORD_RESET_DONE = "Your password has been reset. You can now log in with it.";

/** 6 decimal digits, every value equally likely: bytes above the last whole multiple of 10^6 are drawn again. */
export function newResetCode(): string {
  const range = 1_000_000;
  const limit = Math.floor(2 ** 32 / range) * range;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word); while (word[0] >= limit);
  return String(word[0] % range).padStart(6, "0");
}

/** Tied to the account, so the same code of two accounts is stored differently. */
export const hashResetCode = (userId: string, code: string) =>
  sha256Hex(new TextEncoder().encode(`${userId}:${code}`));

/** The account behind an email, if it may reset its password on this page (a vendor must run a store). */
async function accountFor(db: DB, email: string, roles: readonly Role[]): Promise<ResetAccount | undefined> {
  const account = await findResetAccount(db, email.trim());
  if (!account || !roles.includes(account.role)) return undefined;
  if (account.role === "vendor" && !account.vendor_id) return undefined;
  return account;
}

const codeMail = (code: string) => ({
  subject: `Your SwiftCart code: ${code}`,
  text: `Your SwiftCart password reset code is ${code}.\n\n` +
    `It works for ${RESET_CODE_MINUTES} minutes. If you did not ask for it, ignore this email: ` +
    "your password stays as it is. SwiftCart never asks you for this code by phone.",
});

/**
 * Sends after the answer has gone (not even the mail's first synchronous steps hold it up, so timing tells
 * nothing); a failure is for the operator (the person can ask again).
 */
function sendInBackground(config: Config, mail: Parameters<typeof sendMail>[1]): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => sendMail(config, mail)).catch(
    (error) => {
      console.error(`Password reset mail to ${mail.to} was not sent:`, error);
    },
  );
}

/**
 * Asks for a code. The answer is the same whether or not the email has an account, and whether or not the
 * throttle let a code out; `delivery` (for tests) settles when the mail has gone, if one was sent.
 * 503 first, in production without SMTP: that refusal is the same for every address.
 */
export async function requestResetCode(
  db: DB,
  config: Config,
  email: string,
  roles: readonly Role[],
): Promise<{ delivery?: Promise<void> }> {
  assertMailAvailable(config);
  const account = await accountFor(db, email, roles);
  const code = newResetCode();
  // Hashed and stored for every address (an unknown one's statement writes no row), so an unknown one
  // costs the same work.
  const codeHash = await hashResetCode(account?.id ?? "-", code);
  const stored = await storeResetCode(db, account?.id, codeHash, LIMITS);
  if (!account || !stored) return {};
  return { delivery: sendInBackground(config, { to: account.email, ...codeMail(code) }) };
}

/** The account whose live code this is, or a 400; a wrong code counts a try. */
async function accountWithCode(
  db: DB,
  email: string,
  code: string,
  roles: readonly Role[],
): Promise<{ account: ResetAccount; codeHash: string }> {
  const account = await accountFor(db, email, roles);
  const codeHash = await hashResetCode(account?.id ?? "-", code);
  if (!account) throw new AppError(400, CODE_INVALID);
  if (await tryResetCode(db, account.id, codeHash, MAX_CODE_TRIES) !== true) {
    throw new AppError(400, CODE_INVALID);
  }
  return { account, codeHash };
}

/** Checks a code without using it (the page asks for the new password next). */
export async function verifyResetCode(
  db: DB,
  email: string,
  code: string,
  roles: readonly Role[],
): Promise<void> {
  await accountWithCode(db, email, code, roles);
}

export function checkNewPassword(password: string): string | undefined {
  if (password.length < NEW_PASSWORD_MIN) return NEW_PASSWORD_SHORT;
  if (password.length > NEW_PASSWORD_MAX) return NEW_PASSWORD_LONG;
  return undefined;
}

/**
 * Sets the new password with the code, using the code up; every session of the account ends (whoever
 * else had it is out), the change is audited, and the account's owner is told by email.
 */
export async function resetPassword(
  db: DB,
  config: Config,
  input: { email: string; code: string; newPassword: string },
  roles: readonly Role[],
): Promise<{ delivery: Promise<void> }> {
  const problem = checkNewPassword(input.newPassword);
  if (problem) throw new AppError(400, problem);
  const { account, codeHash } = await accountWithCode(db, input.email, input.code, roles);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    // Checked again as it is used: another request may have used it since.
    if (!await consumeResetCode(trx, account.id, codeHash, MAX_CODE_TRIES)) {
      throw new AppError(400, CODE_INVALID);
    }
    await setPasswordHash(trx, account.id, passwordHash);
    await endAllSessions(trx, account.id);
    // The owner proved the mailbox: the sign-in lock ends, and only devices that sign in from now on are known.
    await clearAccountLock(trx, account.email.toLowerCase());
    await forgetDevices(trx, account.id);
    await recordAudit(trx, {
      actor: { id: account.id, role: account.role },
      action: "user.password_reset",
      entity: "user",
      entityId: account.id,
      details: { via: "email code" },
    });
  });
  const delivery = sendInBackground(config, {
    to: account.email,
    subject: "Your SwiftCart password was changed",
    text: "The password of your SwiftCart account was just reset with a code sent to this address, and " +
      "every device signed in to it was signed out. If this was not you, write to support@swiftcart.in now.",
  });
  return { delivery };
}
