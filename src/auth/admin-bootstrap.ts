/**
 * The admin account of ADMIN_EMAIL and ADMIN_PASSWORD, made at start: created when missing, its password
 * set to ADMIN_PASSWORD when it differs (every session of it ends then). The environment is the way an
 * operator gets into a fresh installation, or back into one whose admin password is lost. An email that
 * belongs to a customer or vendor account is left alone: turning a shopper into an admin by configuration
 * would hand the platform to whoever registered that address first.
 */
import type { DB } from "../../db/database.ts";
import type { Config } from "../config.ts";
import { newId } from "../core/ids.ts";
import { recordAudit } from "../audit/audit.queries.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { endAllSessions, setPasswordHash } from "./password-reset/password-reset.queries.ts";
import { findAccountByEmail, insertAdminAccount } from "./admin-bootstrap.queries.ts";

export const ADMIN_NAME = "Administrator";

export type AdminBootstrap = "not configured" | "created" | "password reset" | "unchanged" | "email taken";

/** Makes or mends the configured admin account; answers what it did (logged by the caller). */
export async function ensureAdminAccount(
  db: DB,
  config: Pick<Config, "adminEmail" | "adminPassword">,
): Promise<AdminBootstrap> {
  const email = config.adminEmail?.trim().toLowerCase();
  const password = config.adminPassword;
  if (!email || !password) return "not configured";
  const found = await findAccountByEmail(db, email);
  if (found && found.role !== "admin") {
    console.error(`ADMIN_EMAIL ${email} belongs to a ${found.role} account; no admin account was made.`);
    return "email taken";
  }
  if (found && await verifyPassword(password, found.password_hash)) return "unchanged";
  const passwordHash = await hashPassword(password);
  return await db.transaction().execute(async (trx) => {
    let action: "user.create" | "user.password_reset";
    let id = found?.id;
    if (id) {
      await setPasswordHash(trx, id, passwordHash);
      await endAllSessions(trx, id);
      action = "user.password_reset";
    } else {
      id = await insertAdminAccount(trx, { id: newId(), name: ADMIN_NAME, email, passwordHash });
      // Another server starting at the same moment made it: its password is this one.
      if (!id) return "unchanged";
      action = "user.create";
    }
    await recordAudit(trx, {
      actor: null,
      action,
      entity: "user",
      entityId: id,
      details: { role: "admin", via: "ADMIN_EMAIL and ADMIN_PASSWORD at start" },
    });
    return action === "user.create" ? "created" : "password reset";
  });
}
