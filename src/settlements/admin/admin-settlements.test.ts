import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { insertVendor, parseExact, type VendorFixture } from "../../../tests/fixtures.ts";
import { call } from "../../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { auditTrail } from "../../audit/audit.queries.ts";
import { resetClock, setClock } from "../../core/clock.ts";
import { insertOrderFixture } from "../../orders/admin-orders/admin-orders.fixtures.ts";
import { advanceOrder } from "../../orders/orders.service.ts";
import {
  AdminSettlementSchema,
  AdminSettlementWeekSchema,
  SettlementWeeksSchema,
} from "./admin-settlements.schema.ts";
import { narration, paymentFile } from "./payment-file.ts";

const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00+05:30`);

async function deliver(t: TestApp, admin: TestCustomer, vendor: VendorFixture, at: Date, cod = false) {
  setClock(new Date(at.getTime() - 3_600_000));
  const viewer = { id: admin.id, role: "admin" as const, vendor_id: null };
  const order = await insertOrderFixture(t.db, {
    vendor,
    items: [{ name: "Kettle", quantity: 2, pricePaise: 150_000 }],
    paymentStatus: cod ? "unpaid" : "paid",
    paymentMethod: cod ? "cod" : "card",
  });
  await advanceOrder(t.db, viewer, order.id, {
    status: "Shipped",
    carrier: "Delhivery",
    trackingNumber: "DL1",
  });
  setClock(at);
  await advanceOrder(t.db, viewer, order.id, { status: "Delivered" });
}

Deno.test("admin settlements: run, list, weeks, payment file and mark paid, with refusals and audit", async () => {
  const t = await createTestApp();
  try {
    const admin = await createCustomer(t.db, { role: "admin" });
    const shopper = await createCustomer(t.db);
    const banked = { account_number: "50100123456789", ifsc: "HDFC0001234" };
    const alpha = await insertVendor(t.db, { store_name: "Alpha Kettles", ...banked });
    const cash = await insertVendor(t.db, { store_name: "Beta Cash Store", ...banked });
    const nobank = await insertVendor(t.db, { store_name: "Gamma, No Bank", account_number: "", ifsc: "" });
    await deliver(t, admin, alpha, ist("2026-11-03 10:00"));
    await deliver(t, admin, cash, ist("2026-11-04 10:00"), true);
    await deliver(t, admin, nobank, ist("2026-11-05 10:00"));

    const run = (who: TestCustomer | null, body: unknown) =>
      call(t.app, "POST", "/api/admin/settlements/run", who, body);
    setClock(ist("2026-11-15 23:00"));
    assert.equal((await run(null, { weekEnding: "2026-11-15" })).status, 401);
    assert.equal((await run(shopper, { weekEnding: "2026-11-15" })).status, 403);
    for (const weekEnding of ["2026-11-14", "15-11-2026", "2026-11-31", 20261115]) {
      const bad = await run(admin, { weekEnding });
      assert.equal(bad.status, 400, String(weekEnding));
      assert.match((await bad.json()).message, /Sunday/);
    }
    const early = await run(admin, { weekEnding: "2026-11-15" });
    assert.equal(early.status, 409);
    assert.equal((await early.json()).message, "This week has not ended yet.");
    // Before any run: the list has no week, the weeks none.
    const get = (path: string) => call(t.app, "GET", path, admin);
    const none = parseExact(AdminSettlementWeekSchema, await (await get("/api/admin/settlements")).json());
    assert.equal(none.weekEnding, null);

    setClock(ist("2026-11-16 03:00"));
    const ran = await run(admin, { weekEnding: "2026-11-15" });
    assert.equal(ran.status, 200);
    const result = await ran.json();
    assert.deepEqual(result.weeksRun, ["2026-11-15"]);
    assert.equal(result.statements, 3);
    assert.equal((await (await run(admin, { weekEnding: "2026-11-15" })).json()).alreadyRun, true);
    const runAudit = await auditTrail(t.db, "settlement_run", "2026-11-15");
    assert.equal(runAudit.length, 1);
    assert.equal(runAudit[0].actor_id, admin.id);

    const week = parseExact(AdminSettlementWeekSchema, await (await get("/api/admin/settlements")).json());
    assert.equal(week.weekEnding, "2026-11-15");
    assert.equal(week.ran, true);
    assert.equal(week.ranBy, admin.id);
    assert.deepEqual(week.statements.map((s) => [s.storeName, s.status, s.bankDetails]), [
      ["Alpha Kettles", "payable", true],
      ["Beta Cash Store", "nothing_due", true],
      ["Gamma, No Bank", "payable", false],
    ]);
    const [a, b, c] = week.statements;
    assert.ok(b.closingBalance < 0, "cash on delivery: the store owes, carried forward");
    assert.equal(week.totals.statements, 3);
    assert.equal(week.totals.netPayable, Math.round((a.netPayable + c.netPayable) * 100) / 100);
    assert.equal(week.totals.outstanding, week.totals.netPayable);
    assert.equal(week.totals.closingBalance, b.closingBalance);
    const payable = parseExact(
      AdminSettlementWeekSchema,
      await (await get("/api/admin/settlements?week=2026-11-15&status=payable")).json(),
    );
    assert.deepEqual(payable.statements.map((s) => s.id), [a.id, c.id]);
    const one = parseExact(
      AdminSettlementWeekSchema,
      await (await get(`/api/admin/settlements?week=2026-11-15&store=${cash.id}`)).json(),
    );
    assert.deepEqual(one.statements.map((s) => s.id), [b.id]);
    assert.equal((await get("/api/admin/settlements?week=2026-11-14")).status, 400);
    const notRun = parseExact(
      AdminSettlementWeekSchema,
      await (await get("/api/admin/settlements?week=2026-11-22")).json(),
    );
    assert.deepEqual([notRun.ran, notRun.canRun, notRun.statements.length], [false, false, 0]);
    assert.equal((await call(t.app, "GET", "/api/admin/settlements", shopper)).status, 403);

    const weeks = parseExact(SettlementWeeksSchema, await (await get("/api/admin/settlements/weeks")).json());
    assert.deepEqual(
      weeks.weeks.map((w) => [w.weekEnding, w.statements, w.payable, w.paid, w.nothingDue]),
      [["2026-11-15", 3, 2, 0, 1]],
    );

    // The payment file: refused while a payable store lacks bank details, unless asked to skip it.
    const refused = await get("/api/admin/settlements/payment-file?week=2026-11-15");
    assert.equal(refused.status, 409);
    assert.match((await refused.json()).message, /Gamma, No Bank/);
    assert.equal((await get("/api/admin/settlements/payment-file?week=2026-11-08")).status, 404);
    assert.equal((await get("/api/admin/settlements/payment-file?week=2026-11-16")).status, 400);
    const file = await get("/api/admin/settlements/payment-file?week=2026-11-15&skipMissing=true");
    assert.equal(file.status, 200);
    assert.match(file.headers.get("content-type") ?? "", /^text\/csv/);
    assert.equal(
      file.headers.get("content-disposition"),
      'attachment; filename="settlement-payments-2026-11-15.csv"',
    );
    assert.equal(file.headers.get("x-skipped-statements"), c.id);
    const csv = await file.text();
    assert.equal(
      csv,
      "Beneficiary Name,Account Number,IFSC,Amount,Narration\r\n" +
        `Alpha Kettles,50100123456789,HDFC0001234,${a.netPayable.toFixed(2)},` +
        `${narration("2026-11-15", a.id)}\r\n`,
    );

    // Mark paid.
    const pay = (id: string, body: unknown, who: TestCustomer | null = admin) =>
      call(t.app, "POST", `/api/admin/settlements/${id}/paid`, who, body);
    assert.equal((await pay(a.id, { utr: "short1" })).status, 400);
    assert.equal((await pay(a.id, { utr: "HDFC-2611-1234" })).status, 400);
    assert.equal((await pay(a.id, {})).status, 400);
    assert.equal((await pay(a.id, { utr: "hdfcn26111612345" }, shopper)).status, 403);
    assert.equal((await pay("nosuchstatement", { utr: "HDFCN26111612345" })).status, 404);
    const nothing = await pay(b.id, { utr: "HDFCN26111612345" });
    assert.equal(nothing.status, 409);
    const paid = await pay(a.id, { utr: " hdfcn26111612345 " });
    assert.equal(paid.status, 200);
    const paidJson = parseExact(AdminSettlementSchema, await paid.json());
    assert.deepEqual([paidJson.status, paidJson.utr, paidJson.paidBy], [
      "paid",
      "HDFCN26111612345",
      admin.email,
    ]);
    assert.ok(paidJson.paidAt);
    const twice = await pay(a.id, { utr: "HDFCN26111699999" });
    assert.equal(twice.status, 409);
    assert.match((await twice.json()).message, /HDFCN26111612345/);
    const trail = await auditTrail(t.db, "settlement", a.id);
    assert.deepEqual(trail.map((row) => row.action), ["settlement.paid"]);
    assert.equal(trail[0].actor_id, admin.id);

    const after = parseExact(SettlementWeeksSchema, await (await get("/api/admin/settlements/weeks")).json());
    assert.deepEqual([after.weeks[0].paid, after.weeks[0].payable], [1, 1]);
    assert.equal(after.weeks[0].paidTotal, a.netPayable);
    const rest = await get("/api/admin/settlements/payment-file?week=2026-11-15&skipMissing=true");
    assert.equal(await rest.text(), "Beneficiary Name,Account Number,IFSC,Amount,Narration\r\n");
  } finally {
    resetClock();
    await t.close();
  }
});

Deno.test("admin settlements: the payment file escapes names and writes amounts in rupees", () => {
  const csv = paymentFile("2026-11-22", [
    {
      id: "6740f1a2c3d4e5f6a7b8c9d0",
      storeName: '=Sharma "Best", Electronics',
      accountNumber: "5010 0123-456",
      ifsc: "hdfc0001234",
      amountPaise: 1_512_025,
    },
  ]);
  assert.equal(
    csv.split("\r\n")[1],
    `"'=Sharma ""Best"", Electronics",50100123456,HDFC0001234,15120.25,SwiftCart settlement w/e 2026-11-22 7b8c9d0`,
  );
});
