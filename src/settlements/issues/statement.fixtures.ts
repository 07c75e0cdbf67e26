/**
 * Test support: delivered orders with their ledger entries, and weekly statements written straight into the
 * tables (as the settlement run writes them: opening = the previous closing, a payout entry for the net
 * payable, each settled event linked), for the tests of payment issues, the statement PDF and the earnings
 * chart.
 */
import type { DB } from "../../../db/database.ts";
import { newId } from "../../core/ids.ts";
import { addDays, weekEndingOn } from "../../core/clock.ts";
import { insertEvent } from "../../ledger/ledger.queries.ts";
import type { EntryDraft } from "../../ledger/ledger.rules.ts";
import { insertOrderFixture } from "../../orders/admin-orders/admin-orders.fixtures.ts";

const DAY_MS = 86_400_000;

export interface StoreRef {
  id: string;
  email: string;
  store_name: string;
}

const entry = (kind: EntryDraft["kind"], amount: number, base: number, rateBp?: number): EntryDraft => ({
  kind,
  amount,
  basis: { base, lines: [], ...(rateBp !== undefined && { rateBp }) },
});

/** The entries of a delivered order of `gross` paise: 5 % commission, its GST, TCS (intra-state), TDS. */
export function deliveryDrafts(gross: number, cod: boolean): EntryDraft[] {
  const commission = Math.round(gross * 0.05);
  const taxable = Math.round(gross / 1.18);
  const half = Math.round(taxable * 0.0025);
  return [
    entry("sale", gross, gross),
    ...(cod ? [entry("cash_collected", -gross, gross)] : []),
    entry("commission", -commission, gross, 500),
    entry("commission_gst", -Math.round(commission * 0.18), commission, 1800),
    entry("tcs_cgst", -half, taxable, 25),
    entry("tcs_sgst", -half, taxable, 25),
    entry("tds", -Math.round(gross * 0.001), gross, 10),
  ];
}

/** An order delivered at `at` and its ledger event (settleable 7 days later); the event's id and entries. */
export async function insertDelivery(
  db: DB,
  store: StoreRef,
  at: Date,
  gross: number,
  options: { cod?: boolean } = {},
): Promise<{ orderId: string; eventId: string; drafts: EntryDraft[] }> {
  const cod = options.cod ?? false;
  const { id: orderId } = await insertOrderFixture(db, {
    vendor: store,
    status: "Delivered",
    paymentStatus: cod ? "unpaid" : "paid",
    paymentMethod: cod ? "cod" : "card",
    items: [{ name: "Redmi Note 13", quantity: 1, pricePaise: gross }],
    createdAt: new Date(at.getTime() - 3 * DAY_MS),
  });
  const eventId = newId(at.getTime());
  const drafts = deliveryDrafts(gross, cod);
  await insertEvent(db, {
    id: eventId,
    vendorId: store.id,
    orderId,
    kind: "delivery",
    occurredAt: at,
    availableAt: new Date(at.getTime() + 7 * DAY_MS),
  }, drafts);
  return { orderId, eventId, drafts };
}

export interface StatementFixture {
  id: string;
  netPayable: number;
  closing: number;
  opening: number;
  lines: number;
}

/**
 * The store's statement of the week ending `weekEnding`, settling `eventIds`: opening is the store's previous
 * statement's closing; a payout event for the net payable (just before the week ends) is linked to it too.
 */
export async function insertStatement(
  db: DB,
  vendorId: string,
  weekEnding: string,
  eventIds: string[],
  options: { status?: "payable" | "paid"; paidAt?: Date; utr?: string; paidBy?: string } = {},
): Promise<StatementFixture> {
  const previous = await db.selectFrom("settlements").select("closing_paise").where(
    "vendor_id",
    "=",
    vendorId,
  )
    .where("week_ending", "<", weekEnding).orderBy("week_ending", "desc").limit(1).executeTakeFirst();
  const opening = previous ? Number(previous.closing_paise) : 0;
  const sums = eventIds.length === 0 ? [] : await db.selectFrom("ledger_entries").select("amount_paise")
    .where("event_id", "in", eventIds).execute();
  const lines = sums.reduce((sum, row) => sum + row.amount_paise, 0);
  const netPayable = Math.max(opening + lines, 0);
  const closing = opening + lines - netPayable;
  const week = weekEndingOn(weekEnding);
  const id = newId(week.endsAt.getTime());
  const paid = netPayable > 0 && options.status === "paid";
  await db.insertInto("settlements").values({
    id,
    vendor_id: vendorId,
    week_start: week.weekStart,
    week_ending: weekEnding,
    opening_paise: opening,
    lines_paise: lines,
    net_payable_paise: netPayable,
    closing_paise: closing,
    status: netPayable === 0 ? "nothing_due" : paid ? "paid" : "payable",
    utr: paid ? options.utr ?? "HDFC000012345678" : null,
    paid_at: paid ? options.paidAt ?? new Date(week.endsAt.getTime() + DAY_MS) : null,
    paid_by: paid ? options.paidBy ?? null : null,
    generated_at: new Date(week.endsAt.getTime() + 2 * 3_600_000),
  }).execute();
  const settled = [...eventIds];
  if (netPayable > 0) {
    const payoutId = newId(week.endsAt.getTime() - 1);
    await insertEvent(db, {
      id: payoutId,
      vendorId,
      orderId: null,
      kind: "settlement",
      occurredAt: new Date(week.endsAt.getTime() - 1),
      availableAt: new Date(week.endsAt.getTime() - 1),
      note: `Payout of the week ending ${weekEnding}`,
    }, [entry("payout", -netPayable, netPayable)]);
    settled.push(payoutId);
  }
  if (settled.length) {
    await db.insertInto("settlement_events").values(
      settled.map((eventId) => ({ event_id: eventId, settlement_id: id })),
    )
      .execute();
  }
  return { id, netPayable, closing, opening, lines };
}

/** The Sunday `weeks` weeks before the week ending `weekEnding`. */
export const weeksBefore = (weekEnding: string, weeks: number) => addDays(weekEnding, -7 * weeks);
