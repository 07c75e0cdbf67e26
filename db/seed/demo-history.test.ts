import assert from "node:assert/strict";
import { createTestApp, getPage } from "../../tests/helpers.ts";
import { sql } from "kysely";
import { DEMO_BUYER_GSTIN, DEMO_SHOPPER, HISTORY, seedDemoHistory } from "./demo-history.ts";
import { indiaDate } from "../../src/core/clock.ts";
import { reconcile } from "../../src/reconciliation/reconciliation.service.ts";

const json = { accept: "application/json", "content-type": "application/json" };

Deno.test("the demo order history: a shopper with orders, invoices, a credit note and no mail to send", async () => {
  const test = await createTestApp({ seed: true });
  try {
    const { db, app } = test;
    const started = performance.now();
    const { orders: made } = await seedDemoHistory(db);
    console.log(`seedDemoHistory: ${Math.round(performance.now() - started)} ms, ${made} orders`);
    // One order per store of each checkout: the grouped checkout makes two.
    assert.equal(made, HISTORY.length + 1);

    // The shopper signs in with the documented password.
    const signIn = await app.request("/api/users/customer-login", {
      method: "POST",
      headers: { ...json, "x-forwarded-for": "10.6.6.1" },
      body: JSON.stringify({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
    });
    assert.equal(signIn.status, 200, await signIn.clone().text());
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("sc_session="))!.split(";")[0];
    const as = { ...json, cookie };

    const list = await app.request("/orders?limit=50", { headers: as });
    assert.equal(list.status, 200);
    const orders = await list.json() as {
      _id: string;
      status: string;
      storeName: string;
      buyerGstin: string | null;
      createdAt: string;
      invoice: { number: string; date: string } | null;
      creditNotes: { number: string }[];
      invoiceMissing: unknown;
    }[];
    assert.equal(orders.length, made);
    const byStatus = (s: string) => orders.filter((o) => o.status === s).length;
    assert.ok(byStatus("Delivered") >= 4, "delivered orders");
    assert.equal(byStatus("Confirmed"), 1, "one order waiting to ship");
    assert.equal(byStatus("Shipped"), 1, "one order on its way");
    assert.equal(
      byStatus("Cancelled"),
      3,
      "one cancelled before shipping, one after, one refunded after delivery",
    );
    assert.ok(
      orders.some((o) => o.buyerGstin === DEMO_BUYER_GSTIN && o.invoice),
      "a B2B order with its invoice",
    );
    assert.ok(
      orders.some((o) => o.invoiceMissing && !o.invoice && o.status === "Delivered"),
      "shipped uninvoiced",
    );
    // Spread over the past four weeks, none in the future.
    const times = orders.map((o) => Date.parse(o.createdAt));
    assert.ok(Math.max(...times) < Date.now());
    assert.ok(Date.now() - Math.min(...times) > 20 * 86_400_000);

    // Invoices: consecutive per store and financial year, in date order; invoice, order and audit agree.
    const invoices = await db.selectFrom("invoices").select([
      "vendor_id",
      "fy",
      "serial",
      "issued_at",
      "order_id",
    ])
      .orderBy("issued_at").execute();
    assert.equal(invoices.length, orders.filter((o) => o.invoice).length);
    assert.ok(invoices.length >= 6, `${invoices.length} invoices`);
    const series = new Map<string, number[]>();
    for (const inv of invoices) {
      const key = `${inv.vendor_id}/${inv.fy}`;
      series.set(key, [...(series.get(key) ?? []), inv.serial]);
    }
    assert.ok([...series.values()].some((s) => s.length >= 2), "a store with two invoices");
    for (const serials of series.values()) assert.deepEqual(serials, serials.map((_, i) => i + 1));
    for (const inv of invoices) {
      const order = await db.selectFrom("orders").select("shipped_at").where("id", "=", inv.order_id)
        .executeTakeFirstOrThrow();
      assert.equal(new Date(order.shipped_at!).getTime(), new Date(inv.issued_at).getTime());
      const audit = await db.selectFrom("audit_log").select("created_at")
        .where("entity_id", "=", inv.order_id).where("action", "=", "order.ship").executeTakeFirstOrThrow();
      assert.equal(new Date(audit.created_at).getTime(), new Date(inv.issued_at).getTime());
    }

    // A credit note for the parcel that came back.
    const credit = await db.selectFrom("credit_notes").select(["number", "order_id", "total_paise"])
      .execute();
    assert.equal(
      credit.length,
      4,
      "the parcel cancelled after it came back, the one returned to origin, the order refunded after " +
        "delivery and the returned phone (the missing groceries were never invoiced: no credit note)",
    );
    for (const note of credit) {
      assert.ok(orders.find((o) => o._id === note.order_id)?.creditNotes.length === 1);
    }
    assert.equal(byStatus("Returned"), 1, "a parcel returned to origin");

    // Returns and claims in every state a newcomer should see.
    const returns = await db.selectFrom("returns").select([
      "status",
      "reason",
      "refund_status",
      "refund_method",
    ])
      .orderBy("requested_at").execute();
    assert.deepEqual(returns.map((r) => `${r.reason}:${r.status}:${r.refund_status}:${r.refund_method}`), [
      "not_as_described:escalated:none:gateway",
      "damaged:refunded:refunded:gateway",
      "missing:refunded:refunded:bank",
      "defective:requested:none:upi",
    ]);

    // Nothing waits in the outbox: the seeded events' mails count as sent.
    const pending = await db.selectFrom("outbox").select("id").where("sent_at", "is", null).execute();
    assert.equal(pending.length, 0);
    assert.ok((await db.selectFrom("outbox").select("id").execute()).length > 10);

    // The shopper's pages and an invoice PDF.
    const page = await app.request("/order-customer", { headers: { accept: "text/html", cookie } });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.ok(html.includes("Lakshmi Mobiles") && html.includes("FreshKart Grocers"));
    const invoiced = orders.find((o) => o.invoice)!;
    const one = await app.request(`/order-customer/${invoiced._id}`, {
      headers: { accept: "text/html", cookie },
    });
    assert.equal(one.status, 200);
    assert.ok((await one.text()).includes(invoiced.invoice!.number));
    const pdf = await app.request(`/api/orders/${invoiced._id}/invoice`, { headers: { cookie } });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    assert.equal(new TextDecoder().decode((await pdf.bytes()).slice(0, 5)), "%PDF-");
    // A visitor sees none of it.
    assert.equal((await getPage(app, `/order-customer/${invoiced._id}`)).status, 302);

    // Money after the sale: weekly statements of several stores, the older ones paid, the latest payable.
    const statements = await db.selectFrom("settlements as s").innerJoin(
      "vendors as v",
      "v.id",
      "s.vendor_id",
    )
      .select(["v.store_name", sql<string>`s.week_ending::text`.as("week"), "s.status", "s.utr"])
      .orderBy("s.week_ending").execute();
    const lakshmi = statements.filter((s) => s.store_name === "Lakshmi Mobiles");
    assert.ok(lakshmi.length >= 4, `${lakshmi.length} statements of Lakshmi Mobiles`);
    assert.ok(new Set(statements.map((s) => s.store_name)).size >= 4, "statements of several stores");
    const paid = statements.filter((s) => s.status === "paid");
    assert.ok(
      paid.length >= 3 && paid.every((s) => /^[A-Z0-9]{12,22}$/.test(s.utr ?? "")),
      "paid with a UTR",
    );
    const latest = statements.at(-1)!.week;
    assert.equal(lakshmi.at(-1)!.week, latest);
    assert.equal(lakshmi.at(-1)!.status, "payable", "the latest week is payable");
    assert.ok(statements.filter((s) => s.week === latest).every((s) => s.status !== "paid"));
    assert.ok(statements.some((s) => s.status === "nothing_due"), "a COD store's balance carried forward");
    const reversal = await db.selectFrom("ledger_events").select("credit_note_id").where(
      "kind",
      "=",
      "reversal",
    )
      .execute();
    assert.equal(reversal.length, 3, "the refund after delivery and two returns");
    assert.equal(
      reversal.filter((r) => r.credit_note_id).length,
      2,
      "the invoiced ones with their credit notes",
    );
    const firstDay = indiaDate(new Date(Math.min(...times)));
    const whole = await reconcile(db, firstDay, indiaDate());
    assert.equal(whole.difference, 0);
    assert.ok(whole.payoutsToStores.total > 0 && whole.refunds > 0 && whole.cashKeptByStores > 0);
  } finally {
    await test.close();
  }
});
