/**
 * SQL of the reconciliation: what the orders say was collected in a period (independently of the ledger),
 * what the ledger entered in it by kind, the statements paid in it, and what was owed to the stores at a
 * moment. Every sum comes back as exact text (bigint or numeric) and is made a number here.
 */
import { sql } from "kysely";
import type { DB, LedgerEntryKind } from "../../db/database.ts";

/** The store orders delivered in [from, to): their totals, prepaid (collected by the platform) and COD. */
export async function ordersDelivered(
  db: DB,
  from: Date,
  to: Date,
): Promise<{ prepaid: number; cashOnDelivery: number; orders: number }> {
  const row = await db.selectFrom("orders")
    .select([
      sql<string>`coalesce(sum(total_paise) filter (where payment_method <> 'cod'), 0)::text`.as("prepaid"),
      sql<string>`coalesce(sum(total_paise) filter (where payment_method = 'cod'), 0)::text`.as("cod"),
      sql<number>`count(*)::integer`.as("orders"),
    ])
    // Delivered in the period, whatever happened since (an order refunded after delivery stays delivered).
    .where("delivered_at", ">=", from).where("delivered_at", "<", to)
    .executeTakeFirstOrThrow();
  return { prepaid: Number(row.prepaid), cashOnDelivery: Number(row.cod), orders: Number(row.orders) };
}

/**
 * The ledger in one pass, by kind (signed as the store sees them): the entries made before `from` and
 * before `to` (the ledger's balances then), and those made in [from, to).
 */
export async function ledgerByKind(
  db: DB,
  from: Date,
  to: Date,
): Promise<{ kind: LedgerEntryKind; beforeFrom: number; beforeTo: number; within: number }[]> {
  const rows = await db.selectFrom("ledger_entries")
    .select([
      "kind",
      sql<string>`coalesce(sum(amount_paise) filter (where created_at < ${from}), 0)::text`.as("before_from"),
      sql<string>`sum(amount_paise)::text`.as("before_to"),
      sql<string>`coalesce(sum(amount_paise) filter (where created_at >= ${from}), 0)::text`.as("within"),
    ])
    .where("created_at", "<", to)
    .groupBy("kind").execute();
  return rows.map((row) => ({
    kind: row.kind,
    beforeFrom: Number(row.before_from),
    beforeTo: Number(row.before_to),
    within: Number(row.within),
  }));
}

/** The statements marked paid in [from, to): their net payable and how many. */
export async function statementsPaid(
  db: DB,
  from: Date,
  to: Date,
): Promise<{ paise: number; count: number }> {
  const row = await db.selectFrom("settlements")
    .select([
      sql<string>`coalesce(sum(net_payable_paise), 0)::text`.as("paise"),
      sql<number>`count(*)::integer`.as("count"),
    ])
    .where("paid_at", ">=", from).where("paid_at", "<", to)
    .executeTakeFirstOrThrow();
  return { paise: Number(row.paise), count: Number(row.count) };
}

/**
 * The payouts set aside (a payable statement's payout entry) before each moment and not yet paid at it:
 * what the platform owed the stores then besides the ledger's balance, which those entries took it out of.
 */
export async function payableUnpaid(db: DB, moments: readonly Date[]): Promise<number[]> {
  const row = await db.selectFrom("ledger_entries as x")
    .innerJoin("settlement_events as se", "se.event_id", "x.event_id")
    .innerJoin("settlements as s", "s.id", "se.settlement_id")
    .select(
      moments.map((at, i) =>
        sql<string>`coalesce(sum(-x.amount_paise) filter (where x.created_at < ${at}
        and (s.paid_at is null or s.paid_at >= ${at})), 0)::text`.as(`at${i}`)
      ),
    )
    .where("x.kind", "=", "payout")
    .executeTakeFirstOrThrow() as Record<string, string>;
  return moments.map((_, i) => Number(row[`at${i}`]));
}
