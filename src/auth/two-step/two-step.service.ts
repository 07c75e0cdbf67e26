/**
 * Two-step sign-in (TOTP, RFC 6238: any authenticator app) for admins and stores. After a right password an
 * account with two-step sign-in gets no session but a short-lived token (only its SHA-256 kept); the session
 * starts when a code from the app, or a single-use recovery code, is sent with it. An admin in production
 * without two-step sign-in sets it up at that point, before reaching the panel. Codes count for the step
 * before and after the server's (clock drift), each step once; wrong codes are limited per account. Secrets
 * are kept encrypted (AES-GCM, TWO_STEP_KEY), recovery codes hashed. Every use and change is audited.
 */
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { createHash } from "node:crypto";
import type { Database, DB } from "../../../db/database.ts";
import type { Transaction } from "kysely";
import type { AppContext } from "../../core/http.ts";
import { AppError } from "../../core/errors.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import type { Role } from "../guard.ts";
import { hashToken } from "../sessions/session.ts";
import {
  activatePendingSecret,
  countFailure,
  createChallenge,
  endChallenges,
  findTwoStep,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingSecret,
  takeStep,
  turnOff,
  type TwoStepRow,
  useRecoveryCode,
} from "./two-step.queries.ts";
import {
  ALREADY_ON,
  CHALLENGE_MINUTES,
  CODE_USED,
  CODE_WINDOW_MINUTES,
  DIGITS,
  ENROL_FIRST,
  ENTER_CODE,
  MAX_CODE_FAILURES,
  NO_SETUP,
  NOT_ON,
  PERIOD_SECONDS,
  RECOVERY_CODE_COUNT,
  REQUIRED_FOR_ADMINS,
  TOO_MANY_CODES,
  WINDOW_STEPS,
  WRONG_CODE,
} from "./two-step.schema.ts";

const ISSUER = "SwiftCart";
/** Roles that may sign in with two steps. */
export const TWO_STEP_ROLES: ReadonlySet<Role> = new Set(["admin", "vendor"]);
export const WELCOME: Record<"admin" | "vendor", string> = {
  admin: "Welcome Admin!",
  vendor: "Login successful",
};

type Actor = { id: string; role: Role; email: string };
export type Tx = DB | Transaction<Database>;

/** Required for admins in production: they cannot sign in, nor turn it off, without it. */
export const isRequired = (role: Role, env: string) => role === "admin" && env === "production";

// ---- Secrets, kept encrypted ----

const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(text: string): Promise<CryptoKey> {
  let key = keys.get(text);
  if (!key) {
    const raw = createHash("sha256").update(`two-step:${text}`).digest();
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    keys.set(text, key);
  }
  return key;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

/** The secret encrypted for the database: `v1.<iv>.<ciphertext>`, base64. */
export async function seal(plain: string, keyText: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(plain);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyOf(keyText), data),
  );
  return `v1.${toBase64(iv)}.${toBase64(sealed)}`;
}

export async function unseal(sealed: string, keyText: string): Promise<string> {
  const [version, iv, data] = sealed.split(".");
  if (version !== "v1" || !iv || !data) throw new Error("Unknown two-step secret format");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64(iv) },
    await keyOf(keyText),
    fromBase64(data),
  );
  return new TextDecoder().decode(plain);
}

// ---- Codes ----

export const newSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

const totp = (secret: string, label = "") =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });

/** The code the app shows at `timestamp` (tests; the server only checks codes). */
export const codeAt = (secret: string, timestamp: number): string => totp(secret).generate({ timestamp });

/** The time step a 6-digit code is right for, within one step of `now`; null when it is not right. */
export function stepOf(secret: string, code: string, now: number): number | null {
  const digits = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(digits)) return null;
  const t = totp(secret);
  const delta = t.validate({ token: digits, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : t.counter({ timestamp: now }) + delta;
}

/** The key URI and its QR code (an SVG data URL) for an authenticator app. */
export async function enrolmentOf(secret: string, email: string) {
  const uri = totp(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qr: `data:image/svg+xml;base64,${btoa(svg)}` };
}

// ---- Recovery codes ----

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i

/** Ten codes like `k7q2m-x4pfa` (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or a dash) in the form its hash was made of; null if not one. */
export function recoveryForm(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]+/g, "");
  return new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`).test(plain) ? plain : null;
}

const hashRecovery = (plain: string) => createHash("sha256").update(`recovery:${plain}`).digest("hex");

export async function storeNewRecoveryCodes(db: Tx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, codes.map((code) => hashRecovery(recoveryForm(code)!)));
  return codes;
}

// ---- Checking a code ----

export type Checked =
  | { ok: true; method: "code" | "recovery" }
  | { ok: false; status: 401 | 429; message: string };

const tooManyFailures = (row: TwoStepRow, now: number) =>
  row.failures >= MAX_CODE_FAILURES &&
  row.window_started_at.getTime() > now - CODE_WINDOW_MINUTES * 60_000;

/**
 * Checks a code (or a recovery code) against the account's active secret, or, with `pending`, the secret
 * being set up. A right code takes its time step, so it cannot be used again; a wrong one counts against
 * the account's limit (except during a set-up).
 */
export async function checkCode(
  db: Tx,
  keyText: string,
  row: TwoStepRow,
  code: string,
  { pending = false, now = Date.now() }: { pending?: boolean; now?: number } = {},
): Promise<Checked> {
  if (tooManyFailures(row, now)) return { ok: false, status: 429, message: TOO_MANY_CODES };
  const sealed = pending ? row.pending_secret : row.secret;
  if (!sealed) return { ok: false, status: 401, message: WRONG_CODE };
  const step = stepOf(await unseal(sealed, keyText), code, now);
  if (step !== null) {
    if (pending) return { ok: true, method: "code" };
    if (await takeStep(db, row.user_id, step)) return { ok: true, method: "code" };
    return { ok: false, status: 401, message: CODE_USED };
  }
  // A set-up's wrong code is not counted: whoever sends it was just shown the secret, so it guards nothing.
  if (pending) return { ok: false, status: 401, message: WRONG_CODE };
  const recovery = recoveryForm(code);
  if (recovery && await useRecoveryCode(db, row.user_id, hashRecovery(recovery))) {
    return { ok: true, method: "recovery" };
  }
  const failures = await countFailure(db, row.user_id, CODE_WINDOW_MINUTES);
  return failures > MAX_CODE_FAILURES
    ? { ok: false, status: 429, message: TOO_MANY_CODES }
    : { ok: false, status: 401, message: WRONG_CODE };
}

// ---- Sign-in ----

const challengeToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return toBase64(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
};

/**
 * The second step of a sign-in whose password was right (called by `logIn` before it starts a session):
 * undefined when the account signs in with its password alone; otherwise the 202 answer that asks for a
 * code (or, for an admin in production without two-step sign-in, sets it up first).
 */
export async function secondStep(
  c: AppContext,
  account: { id: string; role: Role; email: string },
): Promise<Response | undefined> {
  if (!TWO_STEP_ROLES.has(account.role)) return undefined;
  const db = c.var.db;
  const row = await findTwoStep(db, account.id);
  const enrol = !row?.secret && isRequired(account.role, c.var.config.env);
  if (!row?.secret && !enrol) return undefined;
  const token = challengeToken();
  await createChallenge(db, {
    tokenHash: await hashToken(token),
    userId: account.id,
    purpose: enrol ? "enrol" : "code",
    minutes: CHALLENGE_MINUTES,
  });
  let enrolment;
  if (enrol) {
    const secret = newSecret();
    await savePendingSecret(db, account.id, await seal(secret, c.var.config.twoStepKey));
    enrolment = await enrolmentOf(secret, account.email);
  }
  c.header("Cache-Control", "no-store");
  return c.json({
    message: enrol ? ENROL_FIRST : ENTER_CODE,
    step: enrol ? "enrol" : "code",
    token,
    expiresInSeconds: CHALLENGE_MINUTES * 60,
    ...(enrolment && { enrolment }),
  }, 202);
}

// ---- The signed-in account's settings (profile pages) ----

export interface TwoStepState {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
}

export async function twoStepState(
  db: DB,
  user: { id: string; role: Role },
  env: string,
): Promise<TwoStepState> {
  const row = await findTwoStep(db, user.id);
  const enabled = Boolean(row?.secret);
  return {
    enabled,
    enabledAt: enabled && row?.enabled_at ? row.enabled_at.toISOString() : null,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, user.id) : 0,
    required: isRequired(user.role, env),
  };
}

/** Starts a set-up: a new secret waits for its first code. Refused while two-step sign-in is on. */
export async function startSetup(db: DB, keyText: string, actor: Actor) {
  const row = await findTwoStep(db, actor.id);
  if (row?.secret) throw new AppError(409, ALREADY_ON);
  const secret = newSecret();
  await db.transaction().execute(async (trx) => {
    await savePendingSecret(trx, actor.id, await seal(secret, keyText));
    await recordAudit(trx, { actor, action: "two_step.setup", entity: "two_step", entityId: actor.id });
  });
  return await enrolmentOf(secret, actor.email);
}

/** Confirms a set-up with the app's first code: two-step sign-in is on, with new recovery codes. */
export async function confirmSetup(db: DB, keyText: string, actor: Actor, code: string, now = Date.now()) {
  const row = await findTwoStep(db, actor.id);
  if (row?.secret) throw new AppError(409, ALREADY_ON);
  if (!row?.pending_secret) throw new AppError(409, NO_SETUP);
  const checked = await checkCode(db, keyText, row, code, { pending: true, now });
  if (!checked.ok) throw new AppError(checked.status === 429 ? 429 : 400, checked.message);
  const step = stepOf(await unseal(row.pending_secret, keyText), code, now)!;
  return await db.transaction().execute(async (trx) => {
    if (!await activatePendingSecret(trx, actor.id, step)) throw new AppError(409, NO_SETUP);
    const codes = await storeNewRecoveryCodes(trx, actor.id);
    await recordAudit(trx, { actor, action: "two_step.enable", entity: "two_step", entityId: actor.id });
    return codes;
  });
}

/**
 * The account's two-step row, on and checked against `code` when one is sent (the password is checked by
 * the caller). Throws the refusal.
 */
export async function proveWithCode(db: DB, keyText: string, actor: Actor, code: string | undefined) {
  const row = await findTwoStep(db, actor.id);
  if (!row?.secret) throw new AppError(409, NOT_ON);
  if (code === undefined) return;
  const checked = await checkCode(db, keyText, row, code);
  if (!checked.ok) throw new AppError(checked.status === 429 ? 429 : 403, checked.message);
}

export async function disable(db: DB, actor: Actor, env: string): Promise<void> {
  if (isRequired(actor.role, env)) throw new AppError(409, REQUIRED_FOR_ADMINS);
  await db.transaction().execute(async (trx) => {
    await turnOff(trx, actor.id);
    await endChallenges(trx, actor.id);
    await recordAudit(trx, { actor, action: "two_step.disable", entity: "two_step", entityId: actor.id });
  });
}

export async function regenerateRecoveryCodes(db: DB, actor: Actor): Promise<string[]> {
  return await db.transaction().execute(async (trx) => {
    const codes = await storeNewRecoveryCodes(trx, actor.id);
    await recordAudit(trx, {
      actor,
      action: "two_step.recovery-codes",
      entity: "two_step",
      entityId: actor.id,
    });
    return codes;
  });
}
