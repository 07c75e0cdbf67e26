/**
 * Returns and claims through the service, on the database the suite runs on (PGlite, or PostgreSQL with
 * DATABASE_URL): the refund never exceeds what was paid for the lines, however the steps race; the store's
 * ledger nets to zero after a full return and to what was kept after a partial one, to the paisa; the credit
 * notes agree with the refunds; stock comes back once, only when the store says so; the deadlines move
 * requests on their own.
 */
import assert from "node:assert/strict";
import { createCustomer } from "../../tests/customers.ts";
import { DAY_MS, deliveredOrder, type ReturnsWorld, START, withReturnsWorld } from "./returns.fixtures.ts";
import { setClock } from "../core/clock.ts";
import { cancelOrder } from "../orders/orders.service.ts";
import { gatewayId, type PaymentGateway, RefundFailed } from "../payments/gateway.ts";
import { orderEntries } from "../ledger/ledger.queries.ts";
import { findOrder } from "../orders/orders.queries.ts";
import { timelineOf } from "../orders/timeline.ts";
import { AppError } from "../core/errors.ts";
import {
  acceptReturn,
  decideReturn,
  escalateReturn,
  receiveReturn,
  refundReturn,
  refundReturnIfDue,
  rejectReturn,
  requestReturn,
  returnWindow,
  runReturnDeadlines,
} from "./returns.service.ts";

type World = ReturnsWorld;

/** A gateway that counts its refunds and their amounts (and can be told to refuse). */
function countingGateway(refuse = false) {
  const refunds: number[] = [];
  const gateway = {
    refund: async (_payment: string, amount: number) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refuse) throw new RefundFailed("The refund failed: BAD_REQUEST_ERROR");
      refunds.push(amount);
      return { id: gatewayId("rfnd") };
    },
  } as unknown as PaymentGateway;
  return { gateway, refunds };
}

const stockOf = async (w: World, i: number) =>
  (await w.t.db.selectFrom("products").select("stock").where("id", "=", w.products[i].id)
    .executeTakeFirstOrThrow())
    .stock;

const orderNet = async (w: World, orderId: string) =>
  (await orderEntries(w.t.db, orderId)).reduce((sum, e) => sum + e.amount_paise, 0);

const lines = async (w: World, orderId: string) =>
  await w.t.db.selectFrom("order_items").select(["position", "product_id", "quantity", "line_paise"])
    .where("order_id", "=", orderId).orderBy("position").execute();

const creditNotesTotal = async (w: World, orderId: string) =>
  (await w.t.db.selectFrom("credit_notes").select("total_paise").where("order_id", "=", orderId).execute())
    .reduce((sum, n) => sum + n.total_paise, 0);

async function rejects(promise: Promise<unknown>, status: number, message?: RegExp) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AppError, String(error));
    assert.equal(error.status, status, error.message);
    if (message) assert.match(error.message, message);
    return true;
  });
}

Deno.test("returns: a full return of a delivered prepaid order nets the store's ledger to zero, in two parts", () =>
  withReturnsWorld(async (w) => {
    const orderId = await deliveredOrder(w, "card");
    const [a, b] = await lines(w, orderId);
    const invoice = await w.t.db.selectFrom("invoices").select("total_paise").where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    const { gateway, refunds } = countingGateway();
    const stockBefore = await stockOf(w, 0);

    // Part one: 1 of the 3 units of the first line, damaged; the store takes it back into stock.
    setClock(new Date(START.getTime() + DAY_MS));
    const first = await requestReturn(w.t.db, w.shopperViewer, orderId, {
      items: [{ productId: a.product_id!, quantity: 1 }],
      reason: "damaged",
      comment: "The screen is cracked",
    });
    assert.equal(first.status, "requested");
    assert.equal(first.refund.to, null);
    await acceptReturn(w.t.db, w.store, first.id, { carrier: "Delhivery", trackingNumber: "RP100" });
    const received = await receiveReturn(w.t.db, w.store, first.id, { restock: true });
    assert.equal(received.refund.status, "due");
    const partShare = Math.round(a.line_paise / 3);
    assert.equal(received.refund.paise, partShare);
    const sent = await refundReturnIfDue(w.t.db, gateway, w.store, received);
    assert.equal(sent.status, "refunded");
    assert.deepEqual(refunds, [partShare]);
    assert.equal(await stockOf(w, 0), stockBefore + 1, "back in stock once");
    assert.equal(await creditNotesTotal(w, orderId), partShare, "the credit note is the refund");
    const entries = await orderEntries(w.t.db, orderId);
    const refundEntries = entries.filter((e) => e.kind === "refund").reduce((s, e) => s + e.amount_paise, 0);
    assert.equal(refundEntries, -partShare, "the ledger's refund is the shopper's");
    // After the partial return, the sale nets to what was kept.
    const sales = entries.filter((e) => e.kind === "sale" || e.kind === "refund").reduce(
      (s, e) => s + e.amount_paise,
      0,
    );
    assert.equal(sales, a.line_paise + b.line_paise - partShare);

    // Part two: the rest of both lines, not resaleable; the second request waits for no other.
    const second = await requestReturn(w.t.db, w.shopperViewer, orderId, {
      items: [{ productId: a.product_id!, quantity: 2 }, { productId: b.product_id!, quantity: 2 }],
      reason: "defective",
      comment: "",
    });
    await acceptReturn(w.t.db, w.store, second.id, { carrier: "Delhivery", trackingNumber: "RP101" });
    const done = await refundReturnIfDue(
      w.t.db,
      gateway,
      w.store,
      await receiveReturn(w.t.db, w.store, second.id, { restock: false }),
    );
    assert.equal(done.status, "refunded");
    assert.equal(await stockOf(w, 0), stockBefore + 1, "not resaleable: not restocked");
    assert.equal(
      refunds.reduce((s, r) => s + r, 0),
      a.line_paise + b.line_paise,
      "refunded exactly the lines",
    );
    assert.equal(await orderNet(w, orderId), 0, "a full return of a prepaid order nets to zero");
    assert.equal(
      await creditNotesTotal(w, orderId),
      invoice.total_paise,
      "credit notes add up to the invoice",
    );
    // Nothing is left to return.
    const window = await returnWindow(w.t.db, w.shopperViewer, orderId);
    assert.equal(window.open, false);
    await rejects(
      requestReturn(w.t.db, w.shopperViewer, orderId, {
        items: [{ productId: a.product_id!, quantity: 1 }],
        reason: "damaged",
        comment: "",
      }),
      400,
      /returned already/,
    );
  }));

Deno.test("returns: refused requests change nothing: window, quantities, one open per line, roles, refundTo", () =>
  withReturnsWorld(async (w) => {
    const orderId = await deliveredOrder(w, "cod");
    const [a, b] = await lines(w, orderId);
    const ask = (items: { productId: string; quantity: number }[], extra = {}) =>
      requestReturn(w.t.db, w.shopperViewer, orderId, {
        items,
        reason: "wrong_item",
        comment: "",
        refundTo: { upi: "priya@okhdfcbank" },
        ...extra,
      });
    await rejects(ask([{ productId: a.product_id!, quantity: 4 }]), 400, /at most 3/);
    await rejects(ask([{ productId: "nope", quantity: 1 }]), 400, /no item/);
    await rejects(ask([{ productId: a.product_id!, quantity: 1 }], { refundTo: undefined }), 400, /UPI ID/);
    await rejects(
      ask([{ productId: a.product_id!, quantity: 1 }], {
        refundTo: { accountNumber: "12345678901", ifsc: "HDFC123456", accountName: "Priya" },
      }),
      400,
      /IFSC/,
    );
    await rejects(
      requestReturn(w.t.db, w.store, orderId, { items: [], reason: "damaged", comment: "" }),
      403,
    );
    const other = await createCustomer(w.t.db);
    await rejects(
      requestReturn(w.t.db, { id: other.id, role: "customer", vendor_id: null }, orderId, {
        items: [{ productId: a.product_id!, quantity: 1 }],
        reason: "damaged",
        comment: "",
      }),
      404,
    );
    const made = await ask([{ productId: a.product_id!, quantity: 1 }], {
      refundTo: { accountNumber: "1234 5678 9012", ifsc: "hdfc0001234", accountName: "Priya Sharma" },
    });
    assert.deepEqual(made.refund.to, {
      accountNumber: "XXXXXXXX9012",
      ifsc: "HDFC0001234",
      accountName: "Priya Sharma",
    });
    await rejects(ask([{ productId: a.product_id!, quantity: 1 }]), 409, /already an open request/);
    // Two requests for the same line racing: one is made.
    const raced = await Promise.allSettled([
      ask([{ productId: b.product_id!, quantity: 1 }]),
      ask([{ productId: b.product_id!, quantity: 1 }]),
    ]);
    assert.equal(raced.filter((r) => r.status === "fulfilled").length, 1);
    assert.equal(
      Number(
        (await w.t.db.selectFrom("returns").select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()).n,
      ),
      2,
    );
    // The window closes 7 days after delivery.
    setClock(new Date(START.getTime() + 7 * DAY_MS + 60_000));
    const window = await returnWindow(w.t.db, w.shopperViewer, orderId);
    assert.equal(window.open, false);
    assert.match(window.closedReason!, /ended on/);
    await rejects(ask([{ productId: a.product_id!, quantity: 1 }]), 409, /ended on/);
    // An admin cannot cancel-and-refund an order that has returns: they are refunded through the returns.
    await rejects(cancelOrder(w.t.db, w.adminViewer, orderId), 409, /return/);
  }));

Deno.test("returns: racing accepts, escalations and refunds send one refund, never more than was paid", () =>
  withReturnsWorld(async (w) => {
    const orderId = await deliveredOrder(w, "card");
    const [, b] = await lines(w, orderId);
    const { gateway, refunds } = countingGateway();
    const made = await requestReturn(w.t.db, w.shopperViewer, orderId, {
      items: [{ productId: b.product_id!, quantity: 2 }],
      reason: "missing",
      comment: "The box had no charger",
    });
    // Missing: nothing to pick up, acceptance makes the refund due. Accept ×3, escalate ×2 and refund ×3 race.
    const results = await Promise.allSettled([
      acceptReturn(w.t.db, w.store, made.id, {}),
      acceptReturn(w.t.db, w.store, made.id, {}),
      acceptReturn(w.t.db, w.store, made.id, {}),
      escalateReturn(w.t.db, w.shopperViewer, made.id, "Please hurry"),
      escalateReturn(w.t.db, w.shopperViewer, made.id, "Please hurry"),
      refundReturn(w.t.db, gateway, w.adminViewer, made.id),
    ]);
    assert.equal(results.filter((r) => r.status === "fulfilled").length <= 2, true);
    await Promise.allSettled([
      refundReturn(w.t.db, gateway, w.adminViewer, made.id),
      refundReturn(w.t.db, gateway, w.adminViewer, made.id),
      refundReturn(w.t.db, gateway, w.adminViewer, made.id),
    ]);
    await refundReturn(w.t.db, gateway, w.adminViewer, made.id);
    assert.deepEqual(refunds, [b.line_paise], "one refund of exactly the line");
    const row = await w.t.db.selectFrom("returns").select(["status", "refund_status"]).where(
      "id",
      "=",
      made.id,
    )
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: "refunded", refund_status: "refunded" });
    const again = await refundReturn(w.t.db, gateway, w.adminViewer, made.id);
    assert.equal(again.kind, "already");
  }));

Deno.test("returns: rejection, escalation, the admin's final decision; a failed gateway refund is retried", () =>
  withReturnsWorld(async (w) => {
    const orderId = await deliveredOrder(w, "card");
    const [a] = await lines(w, orderId);
    const made = await requestReturn(w.t.db, w.shopperViewer, orderId, {
      items: [{ productId: a.product_id!, quantity: 1 }],
      reason: "not_as_described",
      comment: "Not the colour shown",
    });
    const rejected = await rejectReturn(w.t.db, w.store, made.id, "The colour matches the photos");
    assert.equal(rejected.status, "rejected");
    assert.deepEqual(rejected.actions, []);
    await rejects(decideReturn(w.t.db, w.adminViewer, made.id, { approve: true, note: "" }), 409);
    const escalated = await escalateReturn(
      w.t.db,
      w.shopperViewer,
      made.id,
      "It is clearly a different shade",
    );
    assert.equal(escalated.status, "escalated");
    await rejects(decideReturn(w.t.db, w.adminViewer, made.id, { approve: false, note: "" }), 400);
    const approved = await decideReturn(w.t.db, w.adminViewer, made.id, {
      approve: true,
      note: "Photos show it",
    });
    assert.equal(approved.status, "accepted");
    assert.equal(approved.acceptedBy, "admin");
    await acceptReturn(w.t.db, w.store, made.id, { carrier: "x", trackingNumber: "y" }).then(
      () => assert.fail("accepted twice"),
      (e) => assert.equal(e.status, 409),
    );
    const received = await receiveReturn(w.t.db, w.store, made.id, { restock: true });
    const refused = countingGateway(true);
    const failed = await refundReturnIfDue(w.t.db, refused.gateway, w.store, received);
    assert.equal(failed.refund.status, "due");
    assert.match(failed.refund.error!, /BAD_REQUEST_ERROR/);
    const { gateway, refunds } = countingGateway();
    const retried = await refundReturn(w.t.db, gateway, w.adminViewer, made.id);
    assert.equal(retried.kind, "refunded");
    assert.deepEqual(refunds, [Math.round(a.line_paise / 3)]);
    const steps = retried.ret.steps.map((s) => `${s.status}:${s.actor}`);
    assert.deepEqual(steps, [
      "requested:customer",
      "rejected:vendor",
      "escalated:customer",
      "accepted:admin",
      "received:vendor",
      "refunded:admin",
    ]);
    // The order's timeline shows each step, worded for its reader.
    const order = (await findOrder(w.t.db, orderId))!;
    const timeline = await timelineOf(w.t.db, order, "customer");
    assert.deepEqual(
      timeline.filter((e) => e.step.startsWith("return-")).map((e) => `${e.label}: ${e.note}`),
      [
        `Return requested: ${made.number}, by you`,
        `Return rejected: ${made.number}, by the store`,
        `Escalated to SwiftCart: ${made.number}, by you`,
        `Return accepted: ${made.number}, by SwiftCart`,
        `Returned item received: ${made.number}, by the store`,
        `Return refunded: ${made.number}, by SwiftCart`,
      ],
    );
    const audit = await w.t.db.selectFrom("audit_log").select("action").where("entity", "=", "return")
      .where("entity_id", "=", made.id).execute();
    assert.ok(audit.some((r) => r.action === "return.refund_failed"));
    const mails = await w.t.db.selectFrom("outbox").select("dedupe_key as key").where(
      "dedupe_key",
      "like",
      `%${made.id}%`,
    ).execute();
    assert.ok(mails.length >= 6, `mails at every step: ${mails.map((m) => m.key).join(", ")}`);
  }));

Deno.test("returns: the deadlines: unanswered requests accepted after 2 days, rejections closed after 7; COD refund by transfer", () =>
  withReturnsWorld(async (w) => {
    const orderId = await deliveredOrder(w, "cod");
    const [a, b] = await lines(w, orderId);
    const netBefore = await orderNet(w, orderId);
    const missing = await requestReturn(w.t.db, w.shopperViewer, orderId, {
      items: [{ productId: b.product_id!, quantity: 1 }],
      reason: "missing",
      comment: "",
      refundTo: { upi: "priya@okaxis" },
    });
    const damaged = await requestReturn(w.t.db, w.shopperViewer, orderId, {
      items: [{ productId: a.product_id!, quantity: 1 }],
      reason: "damaged",
      comment: "",
      refundTo: { upi: "priya@okaxis" },
    });
    setClock(new Date(START.getTime() + 2 * DAY_MS - 60_000));
    assert.deepEqual(await runReturnDeadlines(w.t.db, null), { accepted: 0, closed: 0 });
    setClock(new Date(START.getTime() + 2 * DAY_MS + 60_000));
    // Two instances' rounds at once: each request moves once.
    const rounds = await Promise.all([runReturnDeadlines(w.t.db, null), runReturnDeadlines(w.t.db, null)]);
    assert.equal(rounds[0].accepted + rounds[1].accepted, 2);
    const rows = await w.t.db.selectFrom("returns").select([
      "id",
      "status",
      "accepted_by",
      "refund_status",
      "refund_paise",
    ])
      .where("order_id", "=", orderId).execute();
    const missingRow = rows.find((r) => r.id === missing.id)!;
    assert.deepEqual(
      { ...missingRow, id: undefined },
      {
        id: undefined,
        status: "accepted",
        accepted_by: "system",
        refund_status: "due",
        refund_paise: Math.round(b.line_paise / 2),
      },
    );
    assert.equal(
      rows.find((r) => r.id === damaged.id)!.refund_status,
      "none",
      "a damaged item waits for its receipt",
    );
    // Cash on delivery: the admin pays by transfer and records the UTR.
    await rejects(refundReturn(w.t.db, null, w.adminViewer, missing.id), 409, /UTR/);
    await rejects(refundReturn(w.t.db, null, w.adminViewer, missing.id, "bad"), 400);
    const paid = await refundReturn(w.t.db, null, w.adminViewer, missing.id, "HDFCN52026112912345");
    assert.equal(paid.kind, "refunded");
    // COD: the cash collected stays, the sale and its deductions of the line reverse.
    const entries = await orderEntries(w.t.db, orderId);
    assert.equal(
      entries.filter((e) => e.kind === "cash_collected").reduce((s, e) => s + e.amount_paise, 0),
      -(a.line_paise + b.line_paise),
    );
    assert.ok(await orderNet(w, orderId) < netBefore, "the refund is owed by the store now");

    assert.equal(rows.find((r) => r.id === damaged.id)!.accepted_by, "system");
  }));

Deno.test("returns: a rejection not escalated within 7 days closes and frees nothing to request again twice", () =>
  withReturnsWorld(async (w) => {
    const orderId = await deliveredOrder(w, "card");
    const [a] = await lines(w, orderId);
    const made = await requestReturn(w.t.db, w.shopperViewer, orderId, {
      items: [{ productId: a.product_id!, quantity: 1 }],
      reason: "defective",
      comment: "",
    });
    await rejectReturn(w.t.db, w.store, made.id, "Works as tested");
    setClock(new Date(START.getTime() + 7 * DAY_MS + 60_000));
    await rejects(escalateReturn(w.t.db, w.shopperViewer, made.id, "Still broken"), 409, /ended on/);
    assert.deepEqual(await runReturnDeadlines(w.t.db, null), { accepted: 0, closed: 1 });
    const row = await w.t.db.selectFrom("returns").select(["status"]).where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, "closed");
    assert.equal(await orderNet(w, orderId) > 0, true, "nothing reversed");
  }));
