/** The audit trail's filters (page and API alike) and its JSON shape. */
import { z } from "@hono/zod-openapi";
import type { AuditFilters, AuditRow } from "./audit.queries.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayRule = "must be a date as YYYY-MM-DD.";

/** Midnight at the start of an India day (UTC+05:30, no daylight saving), or undefined if not a real day. */
export function indiaMidnight(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const at = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(at.getTime())) return undefined;
  // 2026-02-31 would roll over to March: not a real day.
  const check = new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return check === day ? at : undefined;
}

const Day = z.string().refine((v) => indiaMidnight(v) !== undefined, { error: dayRule });

export const AuditQuery = z.object({
  actor: z.string().max(100).optional().openapi({
    description: "Only what this account (admin or store) did: its user id",
    example: "6740f1a2c3d4e5f6a7b8c9d0",
  }),
  email: z.string().trim().max(100).optional().openapi({
    description: "Only what accounts whose email contains this text (ignoring case) did",
    example: "admin@swiftcart.in",
  }),
  kind: z.string().max(50).optional().openapi({
    description: "Only changes to this kind of thing: commission, city, job, vendor, product, order, ...",
    example: "commission",
  }),
  from: Day.optional().openapi({
    description: "From this day on, India time (YYYY-MM-DD)",
    example: "2026-01-01",
  }),
  to: Day.optional().openapi({
    description: "Up to and including this day, India time",
    example: "2026-01-31",
  }),
  limit: z.coerce.number().int().min(1).max(200).default(50).openapi({
    description: "Entries per page (1 to 200, default 50)",
    example: 50,
  }),
  page: z.coerce.number().int().min(1).max(100_000).default(1).openapi({
    description: "1-based page number",
    example: 1,
  }),
});
export type AuditQueryValues = z.infer<typeof AuditQuery>;

const DAY_MS = 86_400_000;

/** The query's filters as the queries take them: days become instants, India time. */
export function auditFilters(
  q: Partial<Record<"actor" | "email" | "kind" | "from" | "to", string>>,
): AuditFilters {
  const from = q.from ? indiaMidnight(q.from) : undefined;
  const to = q.to ? indiaMidnight(q.to) : undefined;
  return {
    actor: q.actor || undefined,
    email: q.email?.trim() || undefined,
    kind: q.kind || undefined,
    from,
    before: to && new Date(to.getTime() + DAY_MS),
  };
}

export const AuditEntrySchema = z.object({
  id: z.string().openapi({ description: "Entry id", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  at: z.string().openapi({ format: "date-time", description: "When the change was made" }),
  actor: z.object({
    id: z.string().nullable().openapi({
      description: "The account's id; null for the system or a removed account",
      example: "6740f1a2c3d4e5f6a7b8c9d0",
    }),
    name: z.string().nullable().openapi({ description: "The account's name", example: "SwiftCart Admin" }),
    email: z.string().nullable().openapi({
      description: "The account's email",
      example: "admin@swiftcart.in",
    }),
    role: z.string().openapi({ description: "admin, vendor or system", example: "admin" }),
  }).openapi({ description: "Who made the change" }),
  action: z.string().openapi({ description: "What happened, `<kind>.<verb>`", example: "commission.update" }),
  entity: z.string().openapi({ description: "The kind of thing changed", example: "commission" }),
  entityId: z.string().openapi({ description: "Its id", example: "6740f1a2c3d4e5f6a7b8c9d0" }),
  details: z.record(z.string(), z.unknown()).openapi({
    description: "What is worth knowing: usually `before` and `after` (null when created or deleted); " +
      "never passwords or codes",
    example: { before: { commission: 5 }, after: { commission: 5.5 } },
  }),
}).openapi("AuditEntry", { description: "One change in the audit trail." });

export const toAuditJson = (r: AuditRow) => ({
  id: r.id,
  at: r.created_at.toISOString(),
  actor: { id: r.actor_id, name: r.actor_name, email: r.actor_email, role: r.actor_role },
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  details: r.details,
});
