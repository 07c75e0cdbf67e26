/**
 * The audit trail: every vendor or admin write records who did what to which row, in the same transaction
 * as the write itself, so a change and its record stand or fall together.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, DB } from "../../db/database.ts";
import type { Page } from "../core/http.ts";
import type { Actor } from "./actor.ts";
import { newId } from "../core/ids.ts";
import { type Paged, paged } from "../core/paging.ts";

export interface AuditEntry {
  /** The signed-in account that made the change (null: the system, e.g. start-up). */
  actor: Actor | null;
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
    .orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** What the audit trail page (and GET /api/admin/audit) filters by; every field optional. */
export interface AuditFilters {
  /** The acting account's id. */
  actor?: string;
  /** Part of the acting account's email, ignoring case. */
  email?: string;
  /** The entity written: 'commission', 'vendor', 'product', ... */
  kind?: string;
  /** From this instant (inclusive) and before that one (exclusive). */
  from?: Date;
  before?: Date;
}

export interface AuditRow {
  id: string;
  created_at: Date;
  actor_id: string | null;
  actor_role: string;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string;
  details: Record<string, unknown>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: DB, filters: AuditFilters) {
  let query = db.selectFrom("audit_log as a").leftJoin("users as u", "u.id", "a.actor_id");
  if (filters.actor) query = query.where("a.actor_id", "=", filters.actor);
  if (filters.email) query = query.where("u.email", "ilike", `%${escapeLike(filters.email)}%`);
  if (filters.kind) query = query.where("a.entity", "=", filters.kind);
  if (filters.from) query = query.where("a.created_at", ">=", filters.from);
  if (filters.before) query = query.where("a.created_at", "<", filters.before);
  return query;
}

/** The audit trail newest first (index audit_log_newest), a page of it and the total. Read only. */
export async function listAuditEntries(db: DB, filters: AuditFilters, page: Page): Promise<Paged<AuditRow>> {
  const { rows, total } = await paged(
    filtered(db, filters).select([
      "a.id",
      "a.created_at",
      "a.actor_id",
      "a.actor_role",
      "u.name as actor_name",
      "u.email as actor_email",
      "a.action",
      "a.entity",
      "a.entity_id",
      "a.details",
    ]).orderBy("a.created_at", "desc").orderBy("a.id", "desc"),
    page,
  );
  return { rows: rows as AuditRow[], total };
}

/** The admins and stores that have written something, for the trail's person filter (at most 300). */
export function auditActors(db: DB) {
  return db.selectFrom("users as u").select(["u.id", "u.name", "u.email", "u.role"])
    .where("u.role", "in", ["admin", "vendor"])
    .where((eb) =>
      eb.exists(eb.selectFrom("audit_log as a").select(sql`1`.as("one")).whereRef("a.actor_id", "=", "u.id"))
    )
    .orderBy("u.role").orderBy(sql`lower(u.name)`).orderBy("u.id").limit(300).execute();
}

/** The kinds of thing the trail has entries for ('commission', 'vendor', ...), alphabetical. */
export async function auditKinds(db: DB): Promise<string[]> {
  const rows = await db.selectFrom("audit_log").select("entity").distinct().orderBy("entity").execute();
  return rows.map((r) => r.entity);
}
