import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { insertProduct, insertVendor, parseExact } from "../../tests/fixtures.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart, stockOf } from "../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../tests/customers.ts";
import { resetClock, setClock } from "../core/clock.ts";
import { auditTrail } from "../audit/audit.queries.ts";
import { paymentGateway } from "../payments/gateway.ts";
import { PaymentOrderSchema, TestPaidSchema, VerifiedSchema } from "../payments/payments.schema.ts";
import { OrderChangedSchema, PlacedSchema } from "./orders.schema.ts";
import { findOrder } from "./orders.queries.ts";
import { timelineOf } from "./timeline.ts";
import { RETURNED_TO_ORIGIN_REASON } from "./orders.service.ts";
import { cashToCollect } from "./store-orders/store-orders.service.ts";

/** A store in Maharashtra with a GSTIN, so its orders are invoiced when they ship. */
const MH_GSTIN = "27AAPFU0939F1ZV";
const SHIPPED_AT = new Date("2026-11-20T06:00:00Z");
const RETURNED_AT = new Date("2026-11-24T09:30:00Z");

type App = TestApp["app"];
type Db = TestApp["db"];

async function world(db: Db) {
  const store = await insertVendor(db, {
    store_name: "Sharma Electronics",
    gstin: MH_GSTIN,
    store_address: "14 FC Road",
    pincode: "411001",
    city: "Pune",
  });
  const account = await createStoreAccount(db, store.id);
  const kettle = await insertProduct(db, {
    name: "Electric Kettle 1.5 L",
    vendor_id: store.id,
    price_paise: 129_900,
    stock: 10,
    hsn_code: "8516",
    gst_rate: 18,
  });
  const admin = await createCustomer(db, { role: "admin" });
  const other = await createStoreAccount(db, (await insertVendor(db)).id);
  return { store, account, kettle, admin, other };
}

/** A card/UPI checkout of `quantity` kettles paid through the test gateway: the order, Confirmed, paid. */
async function prepaidOrder(app: App, db: Db, who: TestCustomer, productId: string, quantity: number) {
  await putInCart(db, who.id, productId, quantity);
  const started = await call(app, "POST", "/api/razorpay/order", who, { method: "upi" });
  assert.equal(started.status, 200, await started.clone().text());
  const payment = parseExact(PaymentOrderSchema, await started.json());
  const paid = await call(app, "POST", "/api/razorpay/test-gateway/pay", who, {
    razorpay_order_id: payment.id,
  });
  const result = parseExact(TestPaidSchema, await paid.json());
  const verified = await call(app, "POST", "/api/razorpay/verify", who, result);
  assert.equal(verified.status, 200, await verified.clone().text());
  return parseExact(VerifiedSchema, await verified.json()).orders[0];
}

async function codOrderOf(app: App, db: Db, who: TestCustomer, productId: string, quantity: number) {
  await putInCart(db, who.id, productId, quantity);
  const response = await call(app, "POST", "/api/orders/place-order", who, await codOrder(db, who));
  assert.equal(response.status, 200, await response.clone().text());
  return parseExact(PlacedSchema, await response.json()).orders[0];
}

const setStatus = (app: App, who: TestCustomer, orderId: string, body: Record<string, unknown>) =>
  call(app, "PUT", `/api/orders/${orderId}/status`, who, body);

async function ship(app: App, who: TestCustomer, orderId: string) {
  setClock(SHIPPED_AT);
  const response = await setStatus(app, who, orderId, {
    status: "Shipped",
    carrier: "Delhivery",
    trackingNumber: "DL5550001",
  });
  assert.equal(response.status, 200, await response.clone().text());
}

async function markReturned(app: App, who: TestCustomer, orderId: string) {
  setClock(RETURNED_AT);
  const response = await setStatus(app, who, orderId, { status: "Returned" });
  assert.equal(response.status, 200, await response.clone().text());
  return parseExact(OrderChangedSchema, await response.json());
}

async function documents(db: Db, orderId: string) {
  const invoice = await db.selectFrom("invoices").select(["id", "total_paise"]).where(
    "order_id",
    "=",
    orderId,
  )
    .executeTakeFirstOrThrow();
  const notes = await db.selectFrom("credit_notes").select(["number", "total_paise", "reason"])
    .where("order_id", "=", orderId).execute();
  return { invoice, notes };
}

async function ledgerRows(db: Db, orderId: string): Promise<number> {
  return (await db.selectFrom("ledger_entries").select("id").where("order_id", "=", orderId).execute())
    .length;
}

async function mailsTo(db: Db, email: string) {
  return await db.selectFrom("outbox").select(["dedupe_key", "subject", "body_text", "body_html"])
    .where("recipient", "=", email).orderBy("created_at").execute();
}

Deno.test("returned to origin: the parcel comes back; stock, credit note, refund, no ledger", async (t) => {
  const test = await createTestApp();
  const { db, app, close } = test;
  const gateway = paymentGateway(test.config.payments)!;
  const realRefund = gateway.refund;
  const refunds: { paymentId: string; amount: number }[] = [];
  gateway.refund = async (paymentId, amount, notes) => {
    refunds.push({ paymentId, amount });
    return await realRefund(paymentId, amount, notes);
  };
  try {
    const w = await world(db);

    await t.step(
      "prepaid: refunded in full after commit, stock back, invoice credited, no ledger",
      async () => {
        const asha = await createShopper(db);
        const placed = await prepaidOrder(app, db, asha, w.kettle.id, 2);
        assert.equal(await stockOf(db, w.kettle.id), 8);
        await ship(app, w.account, placed._id);
        const before = refunds.length;

        const body = await markReturned(app, w.account, placed._id);
        assert.equal(body.message, "Order marked Returned to origin and refunded.");
        assert.deepEqual([body.order.status, body.order.paymentStatus], ["Returned", "refunded"]);
        assert.match(body.order.refund!.id!, /^rfnd_/);
        assert.equal(body.order.nextStatus, null);
        assert.equal(body.order.canCancel, false);
        assert.equal(refunds.length, before + 1, "one refund");
        assert.deepEqual(refunds.at(-1), { paymentId: body.order.paymentId, amount: 259_800 });

        const stored = (await findOrder(db, placed._id))!;
        assert.equal(
          new Date(stored.returned_at!).toISOString(),
          RETURNED_AT.toISOString(),
          "the app's clock",
        );
        assert.equal(await stockOf(db, w.kettle.id), 10, "the stock is back");

        const { invoice, notes } = await documents(db, placed._id);
        assert.equal(notes.length, 1);
        assert.equal(notes[0].total_paise, invoice.total_paise, "the credit note is the whole invoice");
        assert.equal(notes[0].reason, RETURNED_TO_ORIGIN_REASON);
        assert.equal(body.order.creditNotes.length, 1);
        assert.equal(await ledgerRows(db, placed._id), 0, "never delivered: no sale, no commission");

        const trail = await auditTrail(db, "order", placed._id);
        const returned = trail.find((a) => a.action === "order.return_to_origin")!;
        assert.equal(returned.actor_role, "vendor");
        assert.deepEqual((returned.details as { after: unknown }).after, {
          status: "Returned",
          paymentStatus: "refund_due",
        });
        assert.ok(trail.some((a) => a.action === "order.refund"));

        const mails = await mailsTo(db, asha.email);
        const rto = mails.find((m) => m.dedupe_key === `order-returned-to-origin:${placed._id}`)!;
        assert.ok(rto, mails.map((m) => m.dedupe_key).join(", "));
        assert.match(rto.subject!, /could not be delivered/);
        assert.match(rto.body_text!, /₹2,598\.00 you paid is being refunded in full/);
        assert.match(rto.body_text!, /Delhivery/);
        const refunded = mails.find((m) => m.dedupe_key === `order-refunded:${placed._id}`)!;
        assert.match(refunded.body_text!, /which could not be delivered/);

        const record = (await findOrder(db, placed._id))!;
        const steps = await timelineOf(db, record, "customer");
        assert.deepEqual(steps.map((s) => s.step), ["placed", "paid", "shipped", "returned", "refunded"]);
        const step = steps.find((s) => s.step === "returned")!;
        assert.equal(step.at, RETURNED_AT.toISOString());
        assert.match(step.note!, /could not deliver/);
        const storeSteps = await timelineOf(db, record, "vendor");
        assert.match(storeSteps.find((s) => s.step === "returned")!.note!, /your store/);
      },
    );

    await t.step("the stock comes back once: marking it Returned again is 409", async () => {
      const ravi = await createShopper(db);
      const placed = await prepaidOrder(app, db, ravi, w.kettle.id, 1);
      await ship(app, w.account, placed._id);
      await markReturned(app, w.admin, placed._id);
      const stock = await stockOf(db, w.kettle.id);
      const calls = refunds.length;
      const again = await setStatus(app, w.account, placed._id, { status: "Returned" });
      assert.equal(again.status, 409);
      assert.match((await again.json()).message, /Returned cannot be marked Returned/);
      assert.equal(await stockOf(db, w.kettle.id), stock);
      assert.equal(refunds.length, calls, "no second refund");
      assert.equal((await documents(db, placed._id)).notes.length, 1, "one credit note");
      const cancel = await call(app, "POST", `/api/orders/${placed._id}/cancel`, w.admin);
      assert.equal(cancel.status, 409);
      assert.equal(
        (await cancel.json()).message,
        "This order came back to the store undelivered and is already closed.",
      );
    });

    await t.step(
      "cash on delivery: nothing refunded, nothing to collect; stock and credit note",
      async () => {
        const meera = await createShopper(db);
        const stock = await stockOf(db, w.kettle.id);
        const placed = await codOrderOf(app, db, meera, w.kettle.id, 3);
        await ship(app, w.account, placed._id);
        const calls = refunds.length;
        const body = await markReturned(app, w.admin, placed._id);
        assert.equal(body.message, "Order marked Returned to origin.");
        assert.deepEqual([body.order.status, body.order.paymentStatus, body.order.refund], [
          "Returned",
          "unpaid",
          null,
        ]);
        assert.equal(refunds.length, calls, "nothing goes to the gateway");
        assert.equal(await stockOf(db, w.kettle.id), stock);
        const { invoice, notes } = await documents(db, placed._id);
        assert.deepEqual(notes.map((n) => n.total_paise), [invoice.total_paise]);
        assert.equal(await ledgerRows(db, placed._id), 0);
        const [audit] = (await auditTrail(db, "order", placed._id)).filter((a) =>
          a.action === "order.return_to_origin"
        );
        assert.equal(audit.actor_role, "admin");
        const mail = (await mailsTo(db, meera.email)).find((m) =>
          m.dedupe_key === `order-returned-to-origin:${placed._id}`
        )!;
        assert.match(mail.body_text!, /nothing was charged/);
        assert.doesNotMatch(mail.body_text!, /refunded/);
        const page = await call(app, "GET", `/orders/${placed._id}`, meera);
        assert.equal((await page.json()).status, "Returned");
        assert.equal(cashToCollect(body.order), null, "the courier collects nothing");
      },
    );

    await t.step("only a Shipped order: Delivered and Confirmed are 409; nothing changes", async () => {
      const kiran = await createShopper(db);
      const confirmed = await codOrderOf(app, db, kiran, w.kettle.id, 1);
      const stock = await stockOf(db, w.kettle.id);
      const early = await setStatus(app, w.account, confirmed._id, { status: "Returned" });
      assert.equal(early.status, 409);
      assert.equal(
        (await early.json()).message,
        "An order that is Confirmed cannot be marked Returned: only a shipped parcel that came back " +
          "undelivered can.",
      );
      await ship(app, w.account, confirmed._id);
      const delivered = await setStatus(app, w.account, confirmed._id, { status: "Delivered" });
      assert.equal(delivered.status, 200);
      const late = await setStatus(app, w.admin, confirmed._id, { status: "Returned" });
      assert.equal(late.status, 409);
      assert.match((await late.json()).message, /^An order that is Delivered cannot be marked Returned/);
      assert.equal((await findOrder(db, confirmed._id))!.status, "Delivered");
      assert.equal(await stockOf(db, w.kettle.id), stock);
      assert.equal((await documents(db, confirmed._id)).notes.length, 0);
    });

    await t.step("the shopper cannot (403); another store's account sees no such order (404)", async () => {
      const dev = await createShopper(db);
      const placed = await codOrderOf(app, db, dev, w.kettle.id, 1);
      await ship(app, w.account, placed._id);
      const own = await setStatus(app, dev, placed._id, { status: "Returned" });
      assert.equal(own.status, 403);
      const stranger = await setStatus(app, w.other, placed._id, { status: "Returned" });
      assert.equal(stranger.status, 404);
      const order = (await findOrder(db, placed._id))!;
      assert.deepEqual([order.status, order.returned_at], ["Shipped", null]);
      assert.equal(
        (await auditTrail(db, "order", placed._id)).filter((a) => a.action === "order.return_to_origin")
          .length,
        0,
      );
    });
  } finally {
    gateway.refund = realRefund;
    resetClock();
    await close();
  }
});
