/** The reconciliation's query and answer, as the contract shows them: amounts in rupees, 2 decimals. */
import { z } from "@hono/zod-openapi";
import { isCalendarDate } from "../core/clock.ts";
import { toRupees } from "../core/money.ts";
import { BAD_DATE, type ReconciliationPaise } from "./reconciliation.service.ts";

const day = (description: string, example: string) =>
  z.string({ error: `is required, as YYYY-MM-DD.` }).refine(isCalendarDate, { error: BAD_DATE })
    .openapi({ description, example, format: "date" });

export const ReconciliationQuery = z.object({
  from: day("The period's first day (India date), included", "2026-11-01"),
  to: day("The period's last day (India date), included; not before `from`", "2026-11-30"),
});

const rupees = (description: string, example: number) => z.number().openapi({ description, example });

const OwedSchema = z.object({
  total: rupees(
    "Owed to the stores: the ledger's balance plus the payouts set aside and not yet paid",
    48_210.5,
  ),
  ledgerBalance: rupees("The ledger's balance over every store: all entries made before the moment", 31_000),
  payableUnpaid: rupees(
    "Net payable of statements generated before the moment and not yet paid then",
    17_210.5,
  ),
});

export const ReconciliationSchema = z.object({
  from: z.string().openapi({
    description: "The period's first day, India date YYYY-MM-DD",
    example: "2026-11-01",
  }),
  to: z.string().openapi({
    description: "The period's last day, India date YYYY-MM-DD",
    example: "2026-11-30",
  }),
  moneyCollected: z.object({
    total: rupees("The totals of the store orders delivered in the period (from the orders)", 250_000),
    prepaid: rupees("Of which paid online: collected by the platform", 180_000),
    cashOnDelivery: rupees("Of which cash on delivery: collected by the stores' couriers", 70_000),
    orders: z.number().int().openapi({ description: "Store orders delivered in the period", example: 84 }),
  }).openapi({ description: "Money the store orders delivered in the period brought in, rupees" }),
  payoutsToStores: z.object({
    total: rupees(
      "Net payable of the statements marked paid in the period, whichever week they settle",
      150_000,
    ),
    statements: z.number().int().openapi({
      description: "Statements marked paid in the period",
      example: 12,
    }),
  }).openapi({ description: "Payouts made to the stores in the period, rupees" }),
  cashKeptByStores: rupees("Cash on delivery the stores' couriers kept (from the ledger)", 70_000),
  balancesOwedAtStart: OwedSchema.openapi({ description: "Owed to the stores as the period began" }),
  balancesOwedAtEnd: OwedSchema.openapi({ description: "Owed to the stores as the period ended" }),
  commission: rupees("Commission, net of reversals in the period", 12_500),
  commissionGst: rupees("GST at 18 % on the commission, net of reversals", 2_250),
  tcs: rupees("TCS (CGST + SGST + IGST), net of reversals", 1_190.48),
  tds: rupees("TDS under s.194-O, net of reversals", 250),
  refunds: rupees("Sales refunded after delivery in the period", 4_999),
  adjustments: rupees("Adjustments credited to the stores (a debit negative)", 0),
  difference: rupees(
    "moneyCollected.total − (payoutsToStores.total + cashKeptByStores + (balancesOwedAtEnd.total − " +
      "balancesOwedAtStart.total) + commission + commissionGst + tcs + tds + refunds − adjustments): 0 when " +
      "the orders and the ledger agree",
    0,
  ),
}).openapi("Reconciliation", {
  description:
    "Checks, for a period, that the money the orders brought in equals what the ledger says went " +
    "to the stores, the platform and the tax authorities. Amounts in rupees, 2 decimals.",
});

export type ReconciliationJson = z.infer<typeof ReconciliationSchema>;

export function toReconciliationJson(r: ReconciliationPaise): ReconciliationJson {
  const owed = (o: ReconciliationPaise["balancesOwedAtStart"]) => ({
    total: toRupees(o.total),
    ledgerBalance: toRupees(o.ledgerBalance),
    payableUnpaid: toRupees(o.payableUnpaid),
  });
  return {
    from: r.from,
    to: r.to,
    moneyCollected: {
      total: toRupees(r.moneyCollected.total),
      prepaid: toRupees(r.moneyCollected.prepaid),
      cashOnDelivery: toRupees(r.moneyCollected.cashOnDelivery),
      orders: r.moneyCollected.orders,
    },
    payoutsToStores: { total: toRupees(r.payoutsToStores.total), statements: r.payoutsToStores.statements },
    cashKeptByStores: toRupees(r.cashKeptByStores),
    balancesOwedAtStart: owed(r.balancesOwedAtStart),
    balancesOwedAtEnd: owed(r.balancesOwedAtEnd),
    commission: toRupees(r.commission),
    commissionGst: toRupees(r.commissionGst),
    tcs: toRupees(r.tcs),
    tds: toRupees(r.tds),
    refunds: toRupees(r.refunds),
    adjustments: toRupees(r.adjustments),
    difference: toRupees(r.difference),
  };
}
