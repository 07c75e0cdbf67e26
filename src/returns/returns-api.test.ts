/**
 * Returns and claims through the JSON API, on the database the suite runs on (PGlite, or PostgreSQL with
 * DATABASE_URL): a prepaid order's request accepted, received and refunded through the gateway; a rejection
 * escalated and decided by the admin; a cash-on-delivery refund paid by transfer; a refund the gateway
 * refuses, retried by the admin; the photos; the refusals (400, 404, 409, 403, 415), each role seeing only
 * its own requests. Every answer is also checked against the contract (tests/conformance.ts).
 */
import assert from "node:assert/strict";
import { call, putInCart, stockOf } from "../../tests/orders.ts";
import { placeCashOnDelivery } from "../orders/checkout/checkout.service.ts";
import type { TestCustomer } from "../../tests/customers.ts";
import { DAY_MS, deliveredOrder, type ReturnsWorld, returnsWorld, START } from "./returns.fixtures.ts";
import { resetClock, setClock } from "../core/clock.ts";
import { toRupees } from "../core/money.ts";
import { paymentGateway, RefundFailed } from "../payments/gateway.ts";
import { jpegOf, photoPixels } from "../uploads/test-photo.ts";
import { IMAGE_TYPE_REFUSED } from "../uploads/images.service.ts";
import type { ReturnJson } from "./returns.schema.ts";
import {
  ALREADY_REFUNDED,
  PHOTOS_CLOSED,
  REFUND_RECORDED,
  REFUND_SENT,
  RETURN_REQUESTED,
} from "./returns.api.ts";

type World = ReturnsWorld;
const world = returnsWorld;

const lineTotals = async (w: World, orderId: string) =>
  (await w.t.db.selectFrom("order_items").select(["position", "line_paise"]).where("order_id", "=", orderId)
    .orderBy("position").execute()).map((l) => l.line_paise);

type Answer = { message: string; return: ReturnJson };

async function expect<T = Answer>(
  response: Response | Promise<Response>,
  status: number,
  message?: RegExp | string,
) {
  const res = await response;
  const body = await res.json();
  assert.equal(res.status, status, JSON.stringify(body));
  if (typeof message === "string") assert.equal(body.message, message);
  else if (message) assert.match(body.message, message);
  return body as T;
}

const post = (w: World, path: string, who: TestCustomer, body: unknown = {}) =>
  call(w.t.app, "POST", path, who, body);
const get = (w: World, path: string, who: TestCustomer) => call(w.t.app, "GET", path, who);

function uploadPhotos(w: World, id: string, who: TestCustomer, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append("photos", file);
  return w.t.app.request(`/api/returns/${id}/photos`, {
    method: "POST",
    headers: { cookie: who.cookie, accept: "application/json" },
    body: form,
  });
}

Deno.test("returns API: request, accept, receive and refund; reject, escalate, decide; transfers; refusals", async (t) => {
  const w = await world();
  const gateway = paymentGateway(w.t.config.payments)!;
  const realRefund = gateway.refund;
  let refuse: string | null = null;
  const refunds: number[] = [];
  gateway.refund = async (paymentId, amount, notes) => {
    if (refuse) throw new RefundFailed(refuse);
    refunds.push(amount);
    return await realRefund(paymentId, amount, notes);
  };
  setClock(START);
  try {
    const prepaid = await deliveredOrder(w, "card");
    const [lineA, lineB] = await lineTotals(w, prepaid);
    const [a, b] = w.products.map((p) => p.id);
    setClock({ by: DAY_MS });
    let first: ReturnJson;

    await t.step(
      "the shopper asks to return 1 of 3 units: 201, requested, answered by the store's deadline",
      async () => {
        const answer = await expect(
          post(w, `/api/orders/${prepaid}/returns`, w.shopper, {
            items: [{ productId: a, quantity: 1 }],
            reason: "damaged",
            comment: "The screen is cracked.",
          }),
          201,
          RETURN_REQUESTED,
        );
        first = answer.return;
        assert.equal(first.status, "requested");
        assert.equal(first.reason, "damaged");
        assert.equal(first.orderId, prepaid);
        assert.deepEqual(first.items.map((i) => [i.productId, i.quantity]), [[a, 1]]);
        assert.equal(first.refund.method, "gateway");
        assert.equal(first.refund.to, null);
        assert.equal(new Date(first.respondBy).getTime() - new Date(first.requestedAt).getTime(), 2 * DAY_MS);
        assert.ok(first.actions.includes("photos"));
      },
    );

    await t.step("a second open request for the same line is refused (409)", async () => {
      await expect(
        post(w, `/api/orders/${prepaid}/returns`, w.shopper, {
          items: [{ productId: a, quantity: 1 }],
          reason: "defective",
        }),
        409,
      );
    });

    await t.step(
      "photos: JPEGs stored through the upload path; a non-image 415; another shopper 404",
      async () => {
        const jpeg = await jpegOf(photoPixels(64, 48));
        const added = await expect(
          uploadPhotos(w, first._id, w.shopper, [
            new File([jpeg as Uint8Array<ArrayBuffer>], "crack.jpg", { type: "image/jpeg" }),
            new File([jpeg as Uint8Array<ArrayBuffer>], "box.jpg", { type: "image/jpeg" }),
          ]),
          200,
        );
        assert.equal(added.return.photos.length, 2);
        const media = await (await w.t.app.request(`/media/${added.return.photos[0]}`)).arrayBuffer();
        assert.ok(media.byteLength > 0, "the photo is served");

        const text = new File([new TextEncoder().encode("<svg onload=alert(1)>")], "x.jpg", {
          type: "image/jpeg",
        });
        await expect(uploadPhotos(w, first._id, w.shopper, [text]), 415, IMAGE_TYPE_REFUSED);
        await expect(uploadPhotos(w, first._id, w.shopper, []), 400, /photos/);
        const four = Array.from(
          { length: 4 },
          (_, i) => new File([jpeg as Uint8Array<ArrayBuffer>], `${i}.jpg`),
        );
        await expect(uploadPhotos(w, first._id, w.shopper, four), 400, /at most 5 photos/);
        const one = [new File([jpeg as Uint8Array<ArrayBuffer>], "again.jpg", { type: "image/jpeg" })];
        await expect(uploadPhotos(w, first._id, w.otherShopper, one), 404);
        await expect(uploadPhotos(w, first._id, w.storeAccount, one), 403);
      },
    );

    await t.step("each role sees only its own requests: another shopper or store gets 404", async () => {
      await expect(get(w, `/api/returns/${first._id}`, w.otherShopper), 404);
      await expect(get(w, `/api/returns/${first._id}`, w.otherStoreAccount), 404);
      await expect(get(w, `/api/orders/${prepaid}/returns`, w.otherShopper), 404);
      await expect(get(w, `/api/orders/${prepaid}/returns`, w.otherStoreAccount), 404);
      for (const who of [w.shopper, w.storeAccount, w.admin]) {
        const one = await expect<ReturnJson>(get(w, `/api/returns/${first._id}`, who), 200);
        assert.equal(one._id, first._id);
        const ofOrder = await expect<{ returns: ReturnJson[] }>(
          get(w, `/api/orders/${prepaid}/returns`, who),
          200,
        );
        assert.deepEqual(ofOrder.returns.map((r) => r._id), [first._id]);
      }
      const own = await expect<{ returns: ReturnJson[]; total: number }>(
        get(w, "/api/vendor/returns?status=requested", w.storeAccount),
        200,
      );
      assert.deepEqual([own.total, own.returns.map((r) => r._id)], [1, [first._id]]);
      assert.deepEqual(own.returns[0].actions, ["accept", "reject"]);
      const others = await expect<{ total: number }>(get(w, "/api/vendor/returns", w.otherStoreAccount), 200);
      assert.equal(others.total, 0);
      const all = await expect<{ returns: ReturnJson[] }>(
        get(w, "/api/admin/returns?reason=damaged", w.admin),
        200,
      );
      assert.ok(all.returns.some((r) => r._id === first._id));
      const none = await expect<{ total: number }>(get(w, "/api/admin/returns?reason=missing", w.admin), 200);
      assert.equal(none.total, 0);
      await expect(get(w, "/api/admin/returns?status=lost", w.admin), 400, /status/);
      await expect(get(w, "/api/admin/returns", w.storeAccount), 403);
      await expect(get(w, "/api/vendor/returns", w.shopper), 403);
      // Another store cannot answer it; the shopper and the admin are not the store.
      await expect(post(w, `/api/returns/${first._id}/accept`, w.otherStoreAccount, {}), 404);
      await expect(post(w, `/api/returns/${first._id}/reject`, w.otherStoreAccount, { reason: "No." }), 404);
      await expect(post(w, `/api/returns/${first._id}/accept`, w.shopper, {}), 403);
      await expect(post(w, `/api/returns/${first._id}/accept`, w.admin, {}), 403);
    });

    await t.step(
      "the store accepts with a reverse pickup, then marks it received: refunded through the gateway",
      async () => {
        await expect(post(w, `/api/returns/${first._id}/accept`, w.storeAccount, {}), 400, /carrier/);
        const accepted = await expect(
          post(w, `/api/returns/${first._id}/accept`, w.storeAccount, {
            carrier: "Delhivery",
            trackingNumber: "RP100",
          }),
          200,
        );
        assert.equal(accepted.return.status, "accepted");
        assert.deepEqual(accepted.return.pickup, { carrier: "Delhivery", trackingNumber: "RP100" });
        assert.deepEqual(accepted.return.actions, ["receive"]);
        await expect(
          uploadPhotos(w, first._id, w.shopper, [
            new File([await jpegOf(photoPixels(32, 32)) as BlobPart], "late.jpg"),
          ]),
          409,
          PHOTOS_CLOSED,
        );
        await expect(post(w, `/api/returns/${first._id}/received`, w.storeAccount, {}), 400, /restock/);
        const stock = await stockOf(w.t.db, a);
        const received = await expect(
          post(w, `/api/returns/${first._id}/received`, w.storeAccount, { restock: true }),
          200,
          /refund has been sent/,
        );
        const share = Math.round(lineA / 3);
        assert.equal(received.return.status, "refunded");
        assert.equal(received.return.refund.status, "refunded");
        assert.equal(received.return.refund.amount, toRupees(share));
        assert.equal(received.return.items[0].refund, toRupees(share));
        assert.ok(received.return.refund.id);
        assert.equal(received.return.restocked, true);
        assert.deepEqual(refunds, [share]);
        assert.equal(await stockOf(w.t.db, a), stock + 1, "back in stock once");
        await expect(post(w, `/api/returns/${first._id}/received`, w.storeAccount, { restock: true }), 409);
        assert.equal(await stockOf(w.t.db, a), stock + 1);
        const again = await expect(
          post(w, `/api/admin/returns/${first._id}/refund`, w.admin),
          200,
          ALREADY_REFUNDED,
        );
        assert.equal(again.return.status, "refunded");
        assert.equal(refunds.length, 1, "never refunded twice");
      },
    );

    await t.step("a missing item rejected, escalated, approved by the admin: refunded at once", async () => {
      const asked = await expect(
        post(w, `/api/orders/${prepaid}/returns`, w.shopper, {
          items: [{ productId: b, quantity: 1 }],
          reason: "missing",
          comment: "Only one of the two came.",
        }),
        201,
      );
      const id = asked.return._id;
      await expect(post(w, `/api/returns/${id}/escalate`, w.shopper, { comment: "Too early." }), 409);
      await expect(post(w, `/api/returns/${id}/reject`, w.storeAccount, {}), 400, /reason/);
      const rejected = await expect(
        post(w, `/api/returns/${id}/reject`, w.storeAccount, {
          reason: "Both units were packed; see the weight.",
        }),
        200,
      );
      assert.equal(rejected.return.status, "rejected");
      assert.ok(rejected.return.escalateBy);
      await expect(post(w, `/api/returns/${id}/escalate`, w.otherShopper, { comment: "Not mine." }), 404);
      await expect(post(w, `/api/admin/returns/${id}/decide`, w.admin, { approve: true }), 409);
      const shopperView = await expect<ReturnJson>(get(w, `/api/returns/${id}`, w.shopper), 200);
      assert.deepEqual(shopperView.actions, ["escalate"]);
      const escalated = await expect(
        post(w, `/api/returns/${id}/escalate`, w.shopper, { comment: "The parcel weighed 200 g, one unit." }),
        200,
      );
      assert.equal(escalated.return.status, "escalated");
      const queue = await expect<{ returns: ReturnJson[] }>(get(w, "/api/admin/returns", w.admin), 200);
      assert.equal(queue.returns[0]._id, id, "escalations first");
      assert.deepEqual(queue.returns[0].actions, ["decide"]);
      await expect(post(w, `/api/admin/returns/${id}/decide`, w.storeAccount, { approve: true }), 403);
      await expect(post(w, `/api/admin/returns/${id}/decide`, w.admin, { approve: "yes" }), 400, /approve/);
      const decided = await expect(
        post(w, `/api/admin/returns/${id}/decide`, w.admin, {
          approve: true,
          note: "The courier's weight agrees.",
        }),
        200,
      );
      assert.equal(decided.return.acceptedBy, "admin");
      assert.equal(decided.return.status, "refunded", "a missing item needs no pickup: refunded at once");
      assert.equal(decided.return.refund.amount, toRupees(Math.round(lineB / 2)));
      assert.equal(decided.return.adminNote, "The courier's weight agrees.");
      await expect(
        post(w, `/api/admin/returns/${id}/decide`, w.admin, { approve: false, note: "Again." }),
        409,
      );
    });

    await t.step("a rejection upheld by the admin closes the request", async () => {
      const asked = await expect(
        post(w, `/api/orders/${prepaid}/returns`, w.shopper, {
          items: [{ productId: a, quantity: 2 }],
          reason: "not_as_described",
          comment: "The colour is different.",
        }),
        201,
      );
      const id = asked.return._id;
      await expect(
        post(w, `/api/returns/${id}/reject`, w.storeAccount, { reason: "The colour is as listed." }),
        200,
      );
      await expect(post(w, `/api/returns/${id}/escalate`, w.shopper, { comment: "It is not." }), 200);
      await expect(post(w, `/api/admin/returns/${id}/decide`, w.admin, { approve: false }), 400, /note/);
      const upheld = await expect(
        post(w, `/api/admin/returns/${id}/decide`, w.admin, {
          approve: false,
          note: "The listing shows this colour.",
        }),
        200,
      );
      assert.equal(upheld.return.status, "closed");
      assert.equal(upheld.return.refund.status, "none");
      assert.deepEqual(upheld.return.actions, []);
    });

    await t.step(
      "validation: reason, quantity, product, cash on delivery without refundTo, IFSC (400)",
      async () => {
        const path = `/api/orders/${prepaid}/returns`;
        await expect(
          post(w, path, w.shopper, { items: [{ productId: b, quantity: 1 }], reason: "changed_mind" }),
          400,
          /^reason: /,
        );
        await expect(post(w, path, w.shopper, { items: [], reason: "damaged" }), 400, /^items/);
        await expect(
          post(w, path, w.shopper, { items: [{ productId: b, quantity: 0 }], reason: "damaged" }),
          400,
          /quantity/,
        );
        await expect(
          post(w, path, w.shopper, { items: [{ productId: b, quantity: 5 }], reason: "damaged" }),
          400,
          /at most 1/,
        );
        await expect(
          post(w, path, w.shopper, { items: [{ productId: w.store.id, quantity: 1 }], reason: "damaged" }),
          400,
          /no item/,
        );
        await expect(
          post(w, path, w.shopper, {
            items: [{ productId: b, quantity: 1 }],
            reason: "damaged",
            refundTo: { upi: "me@okhdfc" },
          }),
          400,
          /refundTo/,
        );
        await expect(
          post(w, path, w.otherShopper, { items: [{ productId: b, quantity: 1 }], reason: "damaged" }),
          404,
        );
        await expect(
          post(w, path, w.storeAccount, { items: [{ productId: b, quantity: 1 }], reason: "damaged" }),
          403,
        );

        setClock({ by: DAY_MS });
        const cod = await deliveredOrder(w, "cod");
        const codPath = `/api/orders/${cod}/returns`;
        const item = { productId: a, quantity: 1 };
        await expect(post(w, codPath, w.shopper, { items: [item], reason: "defective" }), 400, /^refundTo: /);
        await expect(
          post(w, codPath, w.shopper, {
            items: [item],
            reason: "defective",
            refundTo: { accountNumber: "50100123456789", ifsc: "HDFC1234567", accountName: "Priya Sharma" },
          }),
          400,
          /^refundTo\.ifsc: /,
        );
        await expect(
          post(w, codPath, w.shopper, { items: [item], reason: "defective", refundTo: { upi: "not a upi" } }),
          400,
          /^refundTo\.upi: /,
        );
        await expect(
          post(w, codPath, w.shopper, {
            items: [item],
            reason: "defective",
            refundTo: { accountNumber: "12AB", ifsc: "HDFC0001234", accountName: "Priya Sharma" },
          }),
          400,
          /^refundTo\.accountNumber: /,
        );
      },
    );

    await t.step(
      "cash on delivery: refunded to the bank account given, by transfer recorded with its UTR",
      async () => {
        const cod = (await w.t.db.selectFrom("orders").select("id").where("customer_id", "=", w.shopper.id)
          .where("payment_method", "=", "cod").executeTakeFirstOrThrow()).id;
        const asked = await expect(
          post(w, `/api/orders/${cod}/returns`, w.shopper, {
            items: [{ productId: w.products[0].id, quantity: 3 }],
            reason: "wrong_item",
            comment: "A different model came.",
            refundTo: { accountNumber: "50100123456789", ifsc: "hdfc0001234", accountName: "Priya Sharma" },
          }),
          201,
        );
        const id = asked.return._id;
        assert.equal(asked.return.refund.method, "bank");
        assert.deepEqual(asked.return.refund.to, {
          accountNumber: "XXXXXXXXXX6789",
          ifsc: "HDFC0001234",
          accountName: "Priya Sharma",
        });
        const storeView = await expect<ReturnJson>(get(w, `/api/returns/${id}`, w.storeAccount), 200);
        assert.equal(storeView.refund.to, null, "the store never sees the shopper's account");
        await expect(
          post(w, `/api/admin/returns/${id}/refund-by-transfer`, w.admin, { reference: "HDFCN26112912345" }),
          409,
        );
        await expect(
          post(w, `/api/returns/${id}/accept`, w.storeAccount, {
            carrier: "Delhivery",
            trackingNumber: "RP200",
          }),
          200,
        );
        const received = await expect(
          post(w, `/api/returns/${id}/received`, w.storeAccount, { restock: false }),
          200,
          /by transfer/,
        );
        assert.equal(received.return.status, "received");
        assert.equal(received.return.refund.status, "due");
        const adminView = await expect<ReturnJson>(get(w, `/api/returns/${id}`, w.admin), 200);
        assert.deepEqual(adminView.actions, ["refund_by_transfer"]);
        assert.deepEqual(adminView.refund.to, {
          accountNumber: "50100123456789",
          ifsc: "HDFC0001234",
          accountName: "Priya Sharma",
        });
        await expect(post(w, `/api/admin/returns/${id}/refund`, w.admin), 409);
        await expect(
          post(w, `/api/admin/returns/${id}/refund-by-transfer`, w.admin, { reference: "UTR-1" }),
          400,
          /reference/,
        );
        await expect(
          post(w, `/api/admin/returns/${id}/refund-by-transfer`, w.storeAccount, {
            reference: "HDFCN26112912345",
          }),
          403,
        );
        const paid = await expect(
          post(w, `/api/admin/returns/${id}/refund-by-transfer`, w.admin, { reference: "hdfcn26112912345" }),
          200,
          REFUND_RECORDED,
        );
        assert.equal(paid.return.status, "refunded");
        assert.equal(paid.return.refund.id, "HDFCN26112912345");
        await expect(
          post(w, `/api/admin/returns/${id}/refund-by-transfer`, w.admin, { reference: "HDFCN26112999999" }),
          200,
          ALREADY_REFUNDED,
        );
      },
    );

    await t.step(
      "a refund the gateway refuses stays due; the admin's retry answers 502, then sends it",
      async () => {
        setClock({ by: DAY_MS });
        const order = await deliveredOrder(w, "card");
        const asked = await expect(
          post(w, `/api/orders/${order}/returns`, w.shopper, {
            items: [{ productId: b, quantity: 2 }],
            reason: "defective",
          }),
          201,
        );
        const id = asked.return._id;
        await expect(
          post(w, `/api/returns/${id}/accept`, w.storeAccount, {
            carrier: "Delhivery",
            trackingNumber: "RP300",
          }),
          200,
        );
        refuse = "BAD_REQUEST_ERROR: The refund amount is invalid";
        const received = await expect(
          post(w, `/api/returns/${id}/received`, w.storeAccount, { restock: true }),
          200,
          /still due/,
        );
        assert.equal(received.return.refund.status, "due");
        assert.match(received.return.refund.error ?? "", /BAD_REQUEST_ERROR/);
        await expect(
          post(w, `/api/admin/returns/${id}/refund`, w.admin),
          502,
          `The refund failed: ${refuse}`,
        );
        refuse = null;
        const sent = await expect(post(w, `/api/admin/returns/${id}/refund`, w.admin), 200, REFUND_SENT);
        assert.equal(sent.return.status, "refunded");
        assert.equal(sent.return.refund.error, null);
        await expect(post(w, `/api/admin/returns/${id}/refund`, w.admin), 200, ALREADY_REFUNDED);
      },
    );

    await t.step(
      "racing accepts and refunds of a missing item's claim send one refund of its share",
      async () => {
        const order = await deliveredOrder(w, "card");
        const [, line] = await lineTotals(w, order);
        const asked = await expect(
          post(w, `/api/orders/${order}/returns`, w.shopper, {
            items: [{ productId: b, quantity: 1 }],
            reason: "missing",
            comment: "One of the two is not in the box.",
          }),
          201,
        );
        const id = asked.return._id;
        const before = refunds.length;
        const answers = await Promise.all([
          post(w, `/api/returns/${id}/accept`, w.storeAccount, {}),
          post(w, `/api/returns/${id}/accept`, w.storeAccount, {}),
          post(w, `/api/admin/returns/${id}/refund`, w.admin),
          post(w, `/api/admin/returns/${id}/refund`, w.admin),
        ]);
        const statuses = answers.map((r) => r.status);
        await Promise.all(answers.map((r) => r.body?.cancel()));
        assert.deepEqual(statuses.slice(0, 2).sort(), [200, 409], "one acceptance");
        for (const status of statuses.slice(2)) assert.ok([200, 409].includes(status), String(statuses));
        const after = await expect<ReturnJson>(get(w, `/api/returns/${id}`, w.admin), 200);
        assert.equal(after.status, "refunded");
        assert.deepEqual(refunds.slice(before), [Math.round(line / 2)], "one refund, of the unit's share");
      },
    );

    await t.step(
      "the window: an order not delivered, or delivered more than 7 days ago, takes no request (409)",
      async () => {
        await putInCart(w.t.db, w.shopper.id, w.products[0].id, 1);
        const confirmed = (await placeCashOnDelivery(w.t.db, w.shopper, { addressId: w.addressId }))[0].id;
        const item = { productId: w.products[0].id, quantity: 1 };
        const refundTo = { upi: "priya.sharma@okhdfc" };
        await expect(
          post(w, `/api/orders/${confirmed}/returns`, w.shopper, {
            items: [item],
            reason: "damaged",
            refundTo,
          }),
          409,
        );
        setClock({ by: 8 * DAY_MS });
        await expect(
          post(w, `/api/orders/${prepaid}/returns`, w.shopper, {
            items: [{ productId: b, quantity: 1 }],
            reason: "damaged",
          }),
          409,
          /ended/,
        );
      },
    );
  } finally {
    gateway.refund = realRefund;
    resetClock();
    await w.t.close();
  }
});
