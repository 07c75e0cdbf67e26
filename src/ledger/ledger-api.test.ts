/**
 * GET /api/vendor/ledger: a store's own entries, newest first, filtered by India dates (`to` inclusive),
 * kind and order, with the statement that settled each; bad dates refused. PGlite, and PostgreSQL with
 * DATABASE_URL set.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { call } from "../../tests/orders.ts";
import { resetClock } from "../core/clock.ts";
import { type StatementWorld, statementWorld } from "../settlements/statements/statement.fixtures.ts";

interface Entry {
  id: string;
  event: string;
  kind: string;
  amount: number;
  orderId: string | null;
  date: string;
  statementId: string | null;
  creditNote: string | null;
  basis: { rateBp: number | null; base: number; note: string | null };
}
interface LedgerPage {
  entries: Entry[];
  total: number;
  page: number;
  limit: number;
  sum: number;
  balance: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

async function ledger(t: TestApp, who: StatementWorld["a"], query = ""): Promise<LedgerPage> {
  const res = await call(t.app, "GET", `/api/vendor/ledger${query}`, who);
  assert.equal(res.status, 200, await res.clone().text());
  return await res.json();
}

Deno.test("ledger API: entries, filters, paging, the statement that settled each, and refusals", async () => {
  const t = await createTestApp();
  try {
    const w = await statementWorld(t.db);
    const all = await ledger(t, w.a, "?limit=200");
    // Newest first; every entry of the store and only of it.
    const dates = all.entries.map((e) => e.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.ok(all.entries.every((e) => e.orderId === null || Object.values(w.orders).includes(e.orderId)));
    assert.ok(!all.entries.some((e) => e.orderId === w.orders.bCod));
    assert.equal(all.total, all.entries.length);
    assert.equal(paise(all.sum), all.entries.reduce((s, e) => s + paise(e.amount), 0));
    assert.equal(all.balance, all.sum);
    // Payouts are entries too: the two payable statements' net payable, set aside.
    const payouts = all.entries.filter((e) => e.kind === "payout");
    assert.equal(payouts.length, 2);
    assert.ok(payouts.every((e) => e.event === "settlement" && e.amount < 0 && e.statementId));
    // Settled entries name their statement; the delivery still in its window none.
    const open = all.entries.filter((e) => e.orderId === w.orders.aOpen);
    assert.ok(open.length > 0 && open.every((e) => e.statementId === null));
    assert.ok(all.entries.filter((e) => e.orderId === w.orders.aCard).every((e) => e.statementId !== null));
    const tcs = all.entries.find((e) => e.orderId === w.orders.aCard && e.kind === "tcs_cgst")!;
    assert.equal(tcs.basis.rateBp, 25);
    assert.equal(tcs.basis.base, 1234.57);

    // Kind and order.
    const commission = await ledger(t, w.a, "?kind=commission");
    assert.ok(commission.entries.length > 0 && commission.entries.every((e) => e.kind === "commission"));
    const cancelled = await ledger(t, w.a, `?order=${w.orders.aCancelled}`);
    assert.ok(cancelled.entries.every((e) => e.orderId === w.orders.aCancelled));
    assert.deepEqual(new Set(cancelled.entries.map((e) => e.event)), new Set(["delivery", "reversal"]));
    assert.equal(cancelled.sum, 0, "a sale reversed in full nets to nothing");

    // India dates, `to` inclusive: 3 Nov holds the two deliveries of that day (one COD: 7 entries; one
    // prepaid: 6), at 10:00 and 12:00 IST.
    const day = await ledger(t, w.a, "?from=2026-11-03&to=2026-11-03");
    assert.equal(day.total, 13);
    assert.ok(day.entries.every((e) => e.date === "2026-11-03"));
    const upTo = await ledger(t, w.a, "?to=2026-11-03");
    assert.equal(upTo.total, 13);
    const from = await ledger(t, w.a, "?from=2026-11-24");
    assert.ok(from.entries.every((e) => e.orderId === w.orders.aOpen));
    assert.equal(from.balance, all.balance);

    // Paging.
    const first = await ledger(t, w.a, "?limit=5");
    const second = await ledger(t, w.a, "?limit=5&page=2");
    assert.equal(first.entries.length, 5);
    assert.deepEqual(
      [...first.entries, ...second.entries].map((e) => e.id),
      all.entries.slice(0, 10).map((e) => e.id),
    );

    // Refusals: bad dates, from after to, unknown kind; other roles.
    for (
      const query of ["?from=2026-02-30", "?to=03-11-2026", "?from=2026-11-04&to=2026-11-03", "?kind=bonus"]
    ) {
      const res = await call(t.app, "GET", `/api/vendor/ledger${query}`, w.a);
      assert.equal(res.status, 400, query);
      assert.ok(typeof (await res.json()).message === "string");
    }
    assert.equal((await call(t.app, "GET", "/api/vendor/ledger", null)).status, 401);
    assert.equal((await call(t.app, "GET", "/api/vendor/ledger", w.admin)).status, 403);

    // Another store sees its own entries only.
    const b = await ledger(t, w.b);
    assert.ok(b.entries.length > 0 && b.entries.every((e) => e.orderId === w.orders.bCod));
    assert.ok(b.balance < 0);
  } finally {
    resetClock();
    await t.close();
  }
});
