/**
 * The second step of an admin's or store's sign-in: the token of the 202 answer and a code. A right code
 * ends the account's pending sign-ins and signs in as a password alone would (`completeSignIn`: session
 * rotation, device cookie, session cookie); a set-up at sign-in turns two-step sign-in on first.
 */
import type { AppContext } from "../../core/http.ts";
import { AppError } from "../../core/errors.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { completeSignIn } from "../login.service.ts";
import { STORE_SWITCHED_OFF } from "../guard.ts";
import { hashToken } from "../sessions/session.ts";
import {
  activatePendingSecret,
  endChallenges,
  findChallenge,
  findTwoStep,
  recoveryCodesLeft,
} from "./two-step.queries.ts";
import { CHALLENGE_EXPIRED, NO_SETUP } from "./two-step.schema.ts";
import {
  checkCode,
  stepOf,
  storeNewRecoveryCodes,
  TWO_STEP_ROLES,
  type Tx,
  unseal,
  WELCOME,
} from "./two-step.service.ts";

export type SignInResult =
  | {
    ok: true;
    role: "admin" | "vendor";
    message: string;
    recoveryCodes?: string[];
    /** Signed in to read only (a switched-off store): answered like the password step's read-only 403. */
    readOnly?: string;
  }
  | { ok: false; status: 400 | 401 | 429; message: string };

/**
 * Finishes a sign-in with its token and a code: on a right code the account's pending sign-ins end, the
 * session the request came with ends (fixation) and a fresh one starts. A set-up at sign-in turns two-step
 * sign-in on and answers the new recovery codes. A switched-off store is signed in too, to read only.
 */
export async function finishSignIn(
  c: AppContext,
  token: string,
  code: string,
  now = Date.now(),
): Promise<SignInResult> {
  const db = c.var.db;
  const key = c.var.config.twoStepKey;
  const challenge = await findChallenge(db, await hashToken(token));
  const row = challenge && await findTwoStep(db, challenge.user_id);
  if (!challenge || !row || !TWO_STEP_ROLES.has(challenge.role)) {
    return { ok: false, status: 400, message: CHALLENGE_EXPIRED };
  }
  const enrol = challenge.purpose === "enrol";
  const checked = await checkCode(db, key, row, code, { pending: enrol, now });
  const actor = { id: challenge.user_id, role: challenge.role };
  if (!checked.ok) {
    await recordAudit(db, {
      actor,
      action: "two_step.fail",
      entity: "two_step",
      entityId: challenge.user_id,
      details: { during: enrol ? "enrolment" : "sign-in", reason: checked.message },
    });
    return checked;
  }
  const role = challenge.role as "admin" | "vendor";
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    let codes: string[] | undefined;
    if (enrol) {
      const step = stepOf(await unseal(row.pending_secret!, key), code, now)!;
      if (!await activatePendingSecret(trx, challenge.user_id, step)) throw new AppError(409, NO_SETUP);
      codes = await storeNewRecoveryCodes(trx, challenge.user_id);
      await recordAudit(trx, { actor, action: "two_step.enable", entity: "two_step", entityId: actor.id });
    }
    await recordAudit(trx, {
      actor,
      action: "two_step.sign-in",
      entity: "two_step",
      entityId: actor.id,
      details: {
        method: checked.method,
        ...(checked.method === "recovery" && await leftAfter(trx, actor.id)),
      },
    });
    await endChallenges(trx, challenge.user_id);
    return codes;
  });
  await completeSignIn(c, { id: challenge.user_id, email: challenge.email, role: challenge.role });
  const readOnly = role === "vendor" && challenge.store_active === false ? STORE_SWITCHED_OFF : undefined;
  return { ok: true, role, message: WELCOME[role], ...(recoveryCodes && { recoveryCodes }), readOnly };
}

const leftAfter = async (db: Tx, userId: string) => ({
  recoveryCodesLeft: await recoveryCodesLeft(db, userId),
});
