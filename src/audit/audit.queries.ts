/**
 * The audit trail: every vendor or admin write records who did what to which row, in the same transaction
 * as the write itself, so a change and its record stand or fall together.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import { newId } from "../core/ids.ts";

export interface AuditEntry {
  /** The signed-in account that made the change (null: the system, e.g. start-up). */
  actor: { id: string; role: string } | null;
  /** What happened, as `<entity>.<verb>`: 'product.create', 'vendor.approve', 'order.ship'. */
  action: string;
  entity: string;
  entityId: string;
  /** What is worth knowing later: changed fields, old and new values (never passwords or codes). */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry) {
  await db.insertInto("audit_log").values({
    id: newId(),
    actor_id: entry.actor?.id ?? null,
    actor_role: entry.actor?.role ?? "system",
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    // As text cast to jsonb: postgres.js would otherwise store a JSON string, not an object.
    details: sql<string>`${JSON.stringify(entry.details ?? {})}::text::jsonb`,
  }).execute();
}

export function auditTrail(db: Kysely<Database>, entity: string, entityId: string) {
  return db.selectFrom("audit_log").selectAll().where("entity", "=", entity).where("entity_id", "=", entityId)
    .orderBy("created_at", "desc").execute();
}
