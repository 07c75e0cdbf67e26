import assert from "node:assert/strict";
import fc from "fast-check";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { insertCategory, insertCommission, insertProduct, insertVendor } from "../../tests/fixtures.ts";
import { createShopper, createStoreAccount, putInCart } from "../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../tests/customers.ts";
import type { DB, LedgerEntryKind } from "../../db/database.ts";
import { resetClock, setClock } from "../core/clock.ts";
import {
  placeCashOnDelivery,
  settlePayment,
  startOnlinePayment,
} from "../orders/checkout/checkout.service.ts";
import { advanceOrder, cancelOrder, type OrderViewer } from "../orders/orders.service.ts";
import { gatewayId, paymentGateway } from "../payments/gateway.ts";
import { splitLine } from "../invoices/tax.ts";
import {
  deliveryEntries,
  type EntryDraft,
  netOf,
  type OrderForLedger,
  percentOf,
  reversalEntries,
  reversedSoFar,
} from "./ledger.rules.ts";
import { orderEntries, type StoredEntry } from "./ledger.queries.ts";
import { reverseSale } from "./ledger.service.ts";

/** Stores in Maharashtra (27, as the test shoppers in Pune) and Karnataka (29). */
const MH_GSTIN = "27AAPFU0939F1ZV";
const KA_GSTIN = "29AADCT7315R1ZL";
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------------
// The rules, pure.

const line = (position: number, quantity: number, gross: number, commissionBp = 500) => ({
  position,
  quantity,
  gross,
  taxable: Math.round(gross * 100 / 118),
  commissionBp,
  commission: Math.round(gross * commissionBp / 10_000),
});

const order = (overrides: Partial<OrderForLedger> = {}): OrderForLedger => ({
  paymentMethod: "card",
  intraState: true,
  hasPan: true,
  tdsExempt: false,
  invoiced: true,
  lines: [line(0, 2, 3_599_820), line(1, 1, 24_500)],
  ...overrides,
});

const amounts = (drafts: readonly Pick<EntryDraft, "kind" | "amount">[]) =>
  Object.fromEntries(drafts.map((d) => [d.kind, d.amount]));

Deno.test("ledger rules: a prepaid delivery within one state, every amount rounded once per line", () => {
  const o = order();
  const [a, b] = o.lines;
  const commission = a.commission + b.commission;
  assert.deepEqual(amounts(deliveryEntries(o)), {
    sale: 3_624_320,
    commission: -commission,
    commission_gst: -(Math.round(a.commission * 0.18) + Math.round(b.commission * 0.18)),
    tcs_cgst: -(Math.round(a.taxable * 0.0025) + Math.round(b.taxable * 0.0025)),
    tcs_sgst: -(Math.round(a.taxable * 0.0025) + Math.round(b.taxable * 0.0025)),
    tds: -(Math.round(a.gross * 0.001) + Math.round(b.gross * 0.001)),
  });
  const sale = deliveryEntries(o).find((d) => d.kind === "sale")!;
  assert.deepEqual(sale.basis.lines.map((l) => l.amount), [3_599_820, 24_500]);
  assert.equal(percentOf(-250, 50), -1, "rounded half away from zero, whatever the sign");
});

Deno.test("ledger rules: COD enters the cash collected; another state IGST; no PAN 5 %; exempt none", () => {
  const cod = amounts(deliveryEntries(order({ paymentMethod: "cod" })));
  assert.equal(cod.cash_collected, -3_624_320);
  assert.equal(netOf(deliveryEntries(order({ paymentMethod: "cod" }))) < 0, true, "a COD store owes");

  const inter = amounts(deliveryEntries(order({ intraState: false })));
  assert.equal(inter.tcs_cgst, undefined);
  assert.equal(inter.tcs_sgst, undefined);
  const [a, b] = order().lines;
  assert.equal(inter.tcs_igst, -(Math.round(a.taxable * 0.005) + Math.round(b.taxable * 0.005)));

  const noPan = deliveryEntries(order({ hasPan: false })).find((d) => d.kind === "tds")!;
  assert.equal(noPan.amount, -(Math.round(a.gross * 0.05) + Math.round(b.gross * 0.05)));
  assert.equal(noPan.basis.rateBp, 500);
  assert.match(noPan.basis.note ?? "", /No PAN/);

  assert.equal(deliveryEntries(order({ tdsExempt: true })).some((d) => d.kind === "tds"), false);
  assert.equal(
    deliveryEntries(order({ tdsExempt: true, hasPan: false })).some((d) => d.kind === "tds"),
    false,
  );
});

const KINDS_REVERSED: LedgerEntryKind[] = [
  "sale",
  "commission",
  "commission_gst",
  "tcs_cgst",
  "tcs_sgst",
  "tcs_igst",
  "tds",
];

Deno.test("ledger rules: partial reversals, line by line, add up exactly to the delivery (fast-check)", () => {
  const arbLine = fc.record({
    quantity: fc.integer({ min: 1, max: 9 }),
    unit: fc.integer({ min: 1, max: 5_000_000 }),
    commissionBp: fc.integer({ min: 0, max: 3_000 }),
  });
  fc.assert(
    fc.property(
      fc.array(arbLine, { minLength: 1, maxLength: 5 }),
      fc.constantFrom<OrderForLedger["paymentMethod"]>("cod", "card", "upi"),
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
      fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 45, maxLength: 45 }),
      (specs, paymentMethod, intraState, hasPan, tdsExempt, dice) => {
        const lines = specs.map((s, i) => line(i, s.quantity, s.unit * s.quantity, s.commissionBp));
        const delivery = deliveryEntries(order({ lines, paymentMethod, intraState, hasPan, tdsExempt }));
        // Return the quantities in random parts until nothing is left.
        const left = new Map(lines.map((l) => [l.position, l.quantity]));
        const reversals: EntryDraft[][] = [];
        let die = 0;
        while ([...left.values()].some((q) => q > 0)) {
          const take = new Map<number, number>();
          for (const [position, q] of left) {
            const n = q === 0 ? 0 : dice[die++ % dice.length] % (q + 1);
            if (n > 0) take.set(position, n);
          }
          if (take.size === 0) continue;
          const done = reversedSoFar(reversals.flat());
          const entries = reversalEntries(delivery, take, done);
          assert.equal(entries.some((e) => e.kind === "cash_collected"), false, "cash is never reversed");
          for (const entry of entries) {
            assert.equal(entry.amount, entry.basis.lines.reduce((s, l) => s + l.amount, 0), "sum of lines");
            for (const l of entry.basis.lines) assert.equal(l.quantity, take.get(l.position));
          }
          reversals.push(entries);
          for (const [position, n] of take) left.set(position, left.get(position)! - n);
        }
        // Everything reversed: each kind, line by line, is exactly minus the delivery's.
        const all = reversals.flat();
        for (const original of delivery) {
          if (original.kind === "cash_collected") continue;
          const kind = original.kind === "sale" ? "refund" : original.kind;
          for (const l of original.basis.lines) {
            const back = all.filter((e) => e.kind === kind).flatMap((e) => e.basis.lines)
              .filter((x) => x.position === l.position).reduce((s, x) => s + x.amount, 0);
            assert.equal(back, -l.amount, `${original.kind} line ${l.position}`);
          }
        }
        const cash = delivery.find((d) => d.kind === "cash_collected")?.amount ?? 0;
        assert.equal(netOf(delivery) + netOf(all), cash, "reversed in full, only the cash stays");
        // Nothing left to reverse.
        assert.deepEqual(
          reversalEntries(delivery, new Map(lines.map((l) => [l.position, 1])), reversedSoFar(all)),
          [],
        );
      },
    ),
    { seed: 4141, numRuns: 300 },
  );
});

// ---------------------------------------------------------------------------------------------------------
// The ledger on a database, through the real order flow.

interface World {
  t: TestApp;
  admin: TestCustomer;
  shopper: TestCustomer;
  addressId: string;
  categoryId: string;
}

async function world(): Promise<World> {
  const t = await createTestApp();
  const admin = await createCustomer(t.db, { role: "admin" });
  const shopper = await createShopper(t.db);
  const address = await t.db.selectFrom("addresses").select("id").where("user_id", "=", shopper.id)
    .executeTakeFirstOrThrow();
  const category = await insertCategory(t.db);
  await insertCommission(t.db, { category_id: category.id, rate_bp: 800 });
  return { t, admin, shopper, addressId: address.id, categoryId: category.id };
}

async function store(w: World, gstin: string, extra: { pan?: string; tds_exempt?: boolean } = {}) {
  const vendor = await insertVendor(w.t.db, {
    gstin,
    pan: extra.pan ?? gstin.slice(2, 12),
    tds_exempt: extra.tds_exempt ?? false,
    store_address: "14 Ranganathan Street",
    pincode: gstin.startsWith("27") ? "411001" : "560102",
    city: gstin.startsWith("27") ? "Pune" : "Bengaluru",
  });
  const account = await createStoreAccount(w.t.db, vendor.id);
  const product = await insertProduct(w.t.db, {
    vendor_id: vendor.id,
    category_id: w.categoryId,
    price_paise: 1_999_900,
    discount_percent: 10,
    stock: 1_000,
    max_purchase_limit: 100,
    hsn_code: "8517",
    gst_rate: 18,
  });
  const viewer: OrderViewer = { id: account.id, role: "vendor", vendor_id: vendor.id };
  return { vendor, account, product, viewer };
}
type Store = Awaited<ReturnType<typeof store>>;

/** A checkout of `quantity` of the store's product, COD or paid by card through the test gateway. */
async function place(w: World, s: Store, quantity: number, method: "cod" | "card"): Promise<string> {
  await putInCart(w.t.db, w.shopper.id, s.product.id, quantity);
  if (method === "cod") {
    const [placed] = await placeCashOnDelivery(w.t.db, w.shopper, { addressId: w.addressId });
    return placed.id;
  }
  const gateway = paymentGateway(w.t.config.payments)!;
  const started = await startOnlinePayment(w.t.db, gateway, w.shopper, {
    method: "card",
    addressId: w.addressId,
  });
  await settlePayment(w.t.db, started.payment.id, gatewayId("pay"));
  return started.orders[0].id;
}

async function deliver(w: World, s: Store, orderId: string): Promise<void> {
  await advanceOrder(w.t.db, s.viewer, orderId, {
    status: "Shipped",
    carrier: "Delhivery",
    trackingNumber: "DL1",
  });
  await advanceOrder(w.t.db, s.viewer, orderId, { status: "Delivered" });
}

const byKind = (entries: readonly StoredEntry[], event: "delivery" | "reversal") =>
  Object.fromEntries(entries.filter((e) => e.event_kind === event).map((e) => [e.kind, e.amount_paise]));

/** What a line of `gross` paise owes, by the Acts, computed here independently of the rules. */
function expected(
  gross: number,
  options: { cod: boolean; intra: boolean; tdsBp: number; commissionBp: number },
) {
  const taxable = splitLine(gross, 18, options.intra).taxable;
  const commission = Math.round(gross * options.commissionBp / 10_000);
  const figures: Record<string, number> = {
    sale: gross,
    commission: -commission,
    commission_gst: -Math.round(commission * 18 / 100),
    tds: -Math.round(gross * options.tdsBp / 10_000),
  };
  if (options.cod) figures.cash_collected = -gross;
  if (options.intra) {
    figures.tcs_cgst = -Math.round(taxable * 25 / 10_000);
    figures.tcs_sgst = -Math.round(taxable * 25 / 10_000);
  } else figures.tcs_igst = -Math.round(taxable * 50 / 10_000);
  if (figures.tds === 0) delete figures.tds;
  return figures;
}

const UNIT = 1_799_910; // ₹19,999 less 10 %

Deno.test("ledger: deliveries through the order flow: COD and prepaid, one state or two, PAN, exemption", async (t) => {
  const w = await world();
  const at = new Date("2026-11-16T05:00:00Z"); // Monday 10:30 IST
  setClock(at);
  try {
    const local = await store(w, MH_GSTIN);
    const remote = await store(w, KA_GSTIN);
    const noPan = await store(w, MH_GSTIN, { pan: "" });
    const exempt = await store(w, KA_GSTIN, { pan: "", tds_exempt: true });

    await t.step(
      "COD within one state: sale, cash collected, commission, GST, CGST + SGST TCS, TDS",
      async () => {
        const id = await place(w, local, 2, "cod");
        await deliver(w, local, id);
        const entries = await orderEntries(w.t.db, id);
        assert.deepEqual(
          byKind(entries, "delivery"),
          expected(2 * UNIT, { cod: true, intra: true, tdsBp: 10, commissionBp: 800 }),
        );
        const event = entries[0];
        assert.equal(event.available_at.getTime(), at.getTime() + 7 * DAY_MS, "after the return window");
        assert.equal(event.created_at.getTime(), at.getTime());
        const sale = entries.find((e) => e.kind === "sale")!;
        assert.deepEqual(sale.basis.lines, [{ position: 0, quantity: 2, base: 2 * UNIT, amount: 2 * UNIT }]);
        // A second delivery call enters nothing.
        assert.equal((await orderEntries(w.t.db, id)).length, entries.length);
      },
    );

    await t.step(
      "prepaid to another state: IGST TCS, no cash collected, the net owed to the store",
      async () => {
        const id = await place(w, remote, 1, "card");
        const paid = await w.t.db.selectFrom("orders").select(["payment_method", "payment_status"])
          .where("id", "=", id).executeTakeFirstOrThrow();
        assert.deepEqual(paid, { payment_method: "card", payment_status: "paid" });
        await deliver(w, remote, id);
        const figures = byKind(await orderEntries(w.t.db, id), "delivery");
        assert.deepEqual(figures, expected(UNIT, { cod: false, intra: false, tdsBp: 10, commissionBp: 800 }));
        assert.ok(Object.values(figures).reduce((a, b) => a + b, 0) > 0);
      },
    );

    await t.step("a store without a PAN: TDS at 5 %", async () => {
      const id = await place(w, noPan, 1, "cod");
      await deliver(w, noPan, id);
      const entries = await orderEntries(w.t.db, id);
      assert.deepEqual(
        byKind(entries, "delivery"),
        expected(UNIT, { cod: true, intra: true, tdsBp: 500, commissionBp: 800 }),
      );
      assert.equal(entries.find((e) => e.kind === "tds")!.basis.rateBp, 500);
    });

    await t.step("a store with the threshold declaration: no TDS entry at all", async () => {
      const id = await place(w, exempt, 1, "card");
      await deliver(w, exempt, id);
      const figures = byKind(await orderEntries(w.t.db, id), "delivery");
      assert.deepEqual(figures, expected(UNIT, { cod: false, intra: false, tdsBp: 0, commissionBp: 800 }));
      assert.equal("tds" in figures, false);
    });

    await t.step(
      "the ledger is append-only: UPDATE and DELETE are refused, on entries and events",
      async () => {
        const any = await w.t.db.selectFrom("ledger_entries").select(["id", "event_id"]).limit(1)
          .executeTakeFirstOrThrow();
        const refused = async (statement: ReturnType<typeof sql>) => {
          await assert.rejects(() => statement.execute(w.t.db), /append-only/);
        };
        await refused(sql`update ledger_entries set amount_paise = 0 where id = ${any.id}`);
        await refused(sql`delete from ledger_entries where id = ${any.id}`);
        await refused(sql`update ledger_events set note = 'changed' where id = ${any.event_id}`);
        await refused(sql`delete from ledger_events where id = ${any.event_id}`);
        const still = await w.t.db.selectFrom("ledger_entries").select("amount_paise").where(
          "id",
          "=",
          any.id,
        )
          .executeTakeFirstOrThrow();
        assert.notEqual(still.amount_paise, 0);
      },
    );
  } finally {
    resetClock();
    await w.t.close();
  }
});

Deno.test("ledger: an admin cancelling a Delivered order: a credit note and a reversal of all but the cash", async (t) => {
  const w = await world();
  const delivered = new Date("2026-11-17T06:00:00Z");
  setClock(delivered);
  try {
    const local = await store(w, MH_GSTIN);
    const remote = await store(w, KA_GSTIN);
    for (const [s, method] of [[local, "cod"], [remote, "card"]] as const) {
      await t.step(`${method}: cancelled by the admin two days after delivery`, async () => {
        setClock(delivered);
        const id = await place(w, s, 3, method);
        await deliver(w, s, id);
        const shopper: OrderViewer = { id: w.shopper.id, role: "customer", vendor_id: null };
        await assert.rejects(() => cancelOrder(w.t.db, shopper, id), /delivered/, "not the shopper");
        const cancelledAt = new Date(delivered.getTime() + 2 * DAY_MS);
        setClock(cancelledAt);
        const admin: OrderViewer = { id: w.admin.id, role: "admin", vendor_id: null };
        await cancelOrder(w.t.db, admin, id);
        const order = await w.t.db.selectFrom("orders").select(["status", "payment_status"]).where(
          "id",
          "=",
          id,
        )
          .executeTakeFirstOrThrow();
        assert.deepEqual(order, { status: "Cancelled", payment_status: "refund_due" });

        const entries = await orderEntries(w.t.db, id);
        const delivery = byKind(entries, "delivery");
        const reversal = byKind(entries, "reversal");
        const { sale, cash_collected: _cash, ...rest } = delivery;
        assert.deepEqual(reversal, {
          refund: -sale,
          ...Object.fromEntries(Object.entries(rest).map(([kind, amount]) => [kind, -amount])),
        });
        assert.equal("cash_collected" in reversal, false);
        const event = entries.find((e) => e.event_kind === "reversal")!;
        const note = await w.t.db.selectFrom("credit_notes").select(["id", "total_paise"])
          .where("order_id", "=", id).executeTakeFirstOrThrow();
        assert.equal(event.credit_note_id, note.id);
        assert.equal(note.total_paise, sale, "the credit note credits the whole invoice");
        assert.equal(event.created_at.getTime(), cancelledAt.getTime());
        // Inside the return window: settled with the delivery it reverses.
        assert.equal(event.available_at.getTime(), entries[0].available_at.getTime());
        const net = entries.reduce((sum, e) => sum + e.amount_paise, 0);
        assert.equal(net, method === "cod" ? -sale : 0, "only the cash the courier kept stays");
        // Nothing more to reverse.
        assert.equal(await reverseSale(w.t.db, id, { note: "again" }), undefined);
      });
    }
  } finally {
    resetClock();
    await w.t.close();
  }
});

Deno.test("ledger: partial reversals of a delivered order on the database sum exactly to its delivery", async () => {
  const w = await world();
  setClock(new Date("2026-11-18T06:00:00Z"));
  try {
    const local = await store(w, MH_GSTIN, { pan: "" });
    const id = await place(w, local, 7, "cod");
    await deliver(w, local, id);
    for (const quantity of [2, 1, 4]) {
      const done = await w.t.db.transaction().execute((tx) =>
        reverseSale(tx as unknown as DB, id, {
          quantities: new Map([[0, quantity]]),
          note: `Returned ${quantity}`,
        })
      );
      assert.ok(done);
    }
    assert.equal(
      await reverseSale(w.t.db, id, { quantities: new Map([[0, 1]]), note: "one more" }),
      undefined,
    );
    const entries = await orderEntries(w.t.db, id);
    const delivery = byKind(entries, "delivery");
    const reversed = new Map<string, number>();
    for (const e of entries.filter((e) => e.event_kind === "reversal")) {
      const kind = e.kind === "refund" ? "sale" : e.kind;
      reversed.set(kind, (reversed.get(kind) ?? 0) + e.amount_paise);
      assert.equal(e.amount_paise, e.basis.lines.reduce((s, l) => s + l.amount, 0));
    }
    for (const kind of KINDS_REVERSED) {
      if (!(kind in delivery)) continue;
      assert.equal(reversed.get(kind), -delivery[kind], kind);
    }
    assert.equal(reversed.has("cash_collected"), false);
    assert.equal(entries.filter((e) => e.event_kind === "reversal" && e.kind === "refund").length, 3);
  } finally {
    resetClock();
    await w.t.close();
  }
});
