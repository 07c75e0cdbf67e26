/**
 * The order mails: each one's content (subject, ₹ amounts with Indian grouping, absolute links to the order
 * pages, the plain-text part beside the HTML, text escaped), and each written to the outbox in its event's
 * transaction: a checkout (cash on delivery when placed, card/UPI when paid, once however often the payment is
 * reported), a shipment, a delivery, a cancellation and a refund each leave their mail; a refused or
 * rolled-back event leaves none.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { insertProduct, insertVendor, TEST_ADDRESS } from "../../../tests/fixtures.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart } from "../../../tests/orders.ts";
import { signHex } from "../../payments/signature.ts";
import { loadConfig, publicUrl } from "../../config.ts";
import { findOrder } from "../orders.queries.ts";
import { trackingId } from "../status.ts";
import {
  type MailOrder,
  orderCancelledMail,
  orderDeliveredMail,
  orderPlacedMail,
  orderRefundedMail,
  orderShippedMail,
  storeNewOrderMail,
} from "./order-emails.ts";
import { mailOrderShipped, renderOrderMail } from "./order-mails.service.ts";
import { startMailSink } from "../../../tests/mail-sink.ts";
import { deliverDue } from "../../outbox/outbox.service.ts";
import { attachmentsOf } from "../../outbox/outbox-test-helpers.ts";
import { documentAttachment } from "../../invoices/invoices.service.ts";

const SITE = "https://swiftcart.example";

const order = (over: Partial<MailOrder> = {}): MailOrder => ({
  id: "6a1f00000000000000abc123",
  checkout_id: "6a1f0000000000000000c0c0",
  customer_name: "Asha Verma",
  customer_email: "asha@example.in",
  vendor_email: "orders@lakshmimobiles.in",
  store_name: "Lakshmi Mobiles",
  address: { ...TEST_ADDRESS },
  payment_method: "cod",
  payment_status: "unpaid",
  total_paise: 12_345_678,
  items: [
    { name: "Samsung Galaxy S24", quantity: 1, line_paise: 12_000_000 },
    { name: "Phone Cover <Clear> & Tough", quantity: 2, line_paise: 345_678 },
  ],
  ...over,
});

/** The HTML's visible text. */
const textOf = (html: string) =>
  html.replace(/<div style="display:none[\s\S]*?<\/div>/, "").replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");

Deno.test("order mails: content, amounts, links, the plain-text part", async (t) => {
  await t.step("placed: one mail per checkout, every store's part, in ₹ with Indian grouping", () => {
    const second = order({
      id: "6a1f00000000000000def456",
      store_name: "FreshKart",
      vendor_email: "orders@freshkart.in",
      total_paise: 54_950,
      items: [{ name: "Basmati Rice 5 kg", quantity: 1, line_paise: 54_950 }],
    });
    const mail = orderPlacedMail([order(), second], SITE);
    assert.equal(mail.to, "asha@example.in");
    assert.equal(mail.subject, "Your SwiftCart order is placed (#0abc123, #0def456)");
    assert.equal(mail.key, "order-placed:6a1f0000000000000000c0c0");
    for (const part of [mail.text, textOf(mail.html!)]) {
      assert.ok(part.includes("Lakshmi Mobiles"), part);
      assert.ok(part.includes("FreshKart"));
      assert.ok(part.includes("₹1,20,000.00"), "a line in lakhs");
      assert.ok(part.includes("₹1,23,456.78"), "the first store's total");
      assert.ok(part.includes("₹549.50"), "the second store's");
      assert.ok(part.includes("₹1,24,006.28"), "the checkout's total");
      assert.ok(part.includes("Cash on Delivery"));
      assert.ok(part.includes("Phone Cover <Clear> & Tough × 2"));
      assert.ok(part.includes(TEST_ADDRESS.postalCode));
    }
    assert.ok(mail.text.includes(`${SITE}/order-customer/6a1f00000000000000abc123`));
    assert.ok(mail.html!.includes(`href="${SITE}/order-customer/6a1f00000000000000def456"`));
    assert.ok(mail.html!.includes("Phone Cover &lt;Clear&gt; &amp; Tough"), "escaped in the HTML");
    assert.ok(!/<script|<style|<link/i.test(mail.html!), "inline styles only");
    assert.match(mail.html!, /width="600"/);
  });

  await t.step("to the store: a new order to ship, with the cash to collect and its page", () => {
    const mail = storeNewOrderMail(order(), SITE);
    assert.equal(mail.to, "orders@lakshmimobiles.in");
    assert.equal(mail.subject, "New order to ship: #0abc123");
    assert.ok(mail.text.includes("collect ₹1,23,456.78"));
    assert.ok(mail.text.includes(`${SITE}/vendor-orders/6a1f00000000000000abc123`));
    assert.ok(mail.html!.includes(`href="${SITE}/vendor-orders/6a1f00000000000000abc123"`));
    const paid = storeNewOrderMail(order({ payment_method: "upi", payment_status: "paid" }), SITE);
    assert.ok(paid.text.includes("nothing to collect"));
  });

  await t.step("shipped, delivered (the invoice attached), cancelled, refunded", () => {
    const shipped = orderShippedMail(order({ carrier: "Delhivery", tracking_number: "DLV123456" }), SITE);
    assert.equal(shipped.subject, "Your order #0abc123 has shipped");
    for (const part of [shipped.text, textOf(shipped.html!)]) {
      assert.ok(part.includes("Delhivery"));
      assert.ok(part.includes("DLV123456"));
      assert.ok(part.includes("₹1,23,456.78"));
    }
    assert.ok(shipped.text.includes(`${SITE}/order-customer/6a1f00000000000000abc123`));

    const delivered = orderDeliveredMail(order(), SITE, true);
    assert.deepEqual(delivered.attachments, [{
      filename: "invoice-0abc123.pdf",
      document: { type: "invoice", orderId: "6a1f00000000000000abc123" },
    }]);
    assert.ok(delivered.text.includes("tax invoice is attached"));
    assert.equal(orderDeliveredMail(order(), SITE, false).attachments, undefined, "none before an invoice");

    const cancelled = orderCancelledMail(
      order({ payment_method: "card", payment_status: "refund_due" }),
      SITE,
      "vendor",
    );
    assert.equal(cancelled.subject, "Your order #0abc123 is cancelled");
    assert.ok(cancelled.text.includes("The store could not fulfil"));
    assert.ok(cancelled.text.includes("₹1,23,456.78 you paid is being refunded"));
    assert.ok(orderCancelledMail(order(), SITE, "customer").text.includes("Nothing was charged"));

    const refunded = orderRefundedMail(order({ payment_method: "upi" }), SITE, "rfnd_Test123");
    assert.equal(refunded.subject, "Refund sent for your order #0abc123");
    for (const part of [refunded.text, textOf(refunded.html!)]) {
      assert.ok(part.includes("₹1,23,456.78"));
      assert.ok(part.includes("rfnd_Test123"));
      assert.ok(part.includes("UPI / Net Banking"));
    }
  });

  await t.step("the site's address comes from PUBLIC_URL, else the development server", () => {
    assert.equal(loadConfig({ PUBLIC_URL: "https://swiftcart.in/" }).publicUrl, "https://swiftcart.in");
    assert.equal(loadConfig({ PORT: "8080" }).publicUrl, "http://localhost:8080");
  });
});

interface OutboxRow {
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  dedupe_key: string | null;
  attachments: unknown;
}

/**
 * The outbox's mails as they are sent: a checkout's are written by reference (no body: checked) and rendered
 * here as the sender renders them.
 */
const outbox = async (db: TestApp["db"]) => {
  const rows = await db.selectFrom("outbox").select([
    "recipient",
    "subject",
    "body_text",
    "body_html",
    "template",
    "template_args",
    "dedupe_key",
    "attachments",
  ]).orderBy("created_at").orderBy("id").execute();
  return await Promise.all(rows.map(async ({ template, template_args, ...row }): Promise<OutboxRow> => {
    if (!template) return row as OutboxRow;
    assert.ok(
      row.subject === null && row.body_text === null && row.body_html === null,
      "a reference has no body",
    );
    const args = typeof template_args === "string" ? JSON.parse(template_args) : template_args;
    const mail = await renderOrderMail(db, template, args as Record<string, unknown>);
    return { ...row, subject: mail.subject, body_text: mail.text, body_html: mail.html ?? null };
  }));
};

/** The test gateway's secret in this process (its webhooks are signed with it). */
const TEST_SECRET = loadConfig({ SEED: "none" }).payments.testSecret;

async function paidWebhook(app: TestApp["app"], gatewayOrderId: string, paymentId: string, amount: number) {
  const body = JSON.stringify({
    entity: "event",
    event: "payment.captured",
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          order_id: gatewayOrderId,
          amount,
          currency: "INR",
          status: "captured",
        },
      },
    },
  });
  const response = await app.request("/api/razorpay/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "x-razorpay-signature": await signHex(TEST_SECRET, body) },
    body,
  });
  assert.equal(response.status, 200, await response.clone().text());
  await response.body?.cancel();
}

Deno.test("order mails go to the outbox in their event's transaction", async (t) => {
  const { db, app, close } = await createTestApp();
  const site = publicUrl();
  try {
    const storeA = await insertVendor(db, { store_name: "Lakshmi Mobiles", gstin: "33AALFL4821K1Z7" });
    const storeB = await insertVendor(db, { store_name: "FreshKart" });
    const seller = await createStoreAccount(db, storeA.id);
    const admin = await createCustomer(db, { role: "admin" });
    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 12_345_600,
      stock: 50,
      vendor_id: storeA.id,
    });
    const rice = await insertProduct(db, {
      name: "Basmati Rice",
      price_paise: 54_950,
      stock: 50,
      vendor_id: storeB.id,
    });
    // The phone is taxed and its store has a GSTIN: its order gets an invoice when it ships.
    await db.updateTable("products").set({ hsn_code: "8517", gst_rate: 18 }).where("id", "=", phone.id)
      .execute();
    const fill = async (who: TestCustomer) => {
      await putInCart(db, who.id, phone.id, 1);
      await putInCart(db, who.id, rice.id, 2);
    };

    let orderIds: string[] = [];
    const shopper = await createShopper(db);
    await t.step("cash on delivery: the shopper's mail and each store's, with the orders", async () => {
      await fill(shopper);
      const placed = await call(app, "POST", "/api/orders/place-order", shopper, await codOrder(db, shopper));
      assert.equal(placed.status, 200, await placed.clone().text());
      const orders = (await placed.json()).orders as { _id: string; checkoutId: string; vendorId: string }[];
      orderIds = orders.map((o) => o._id);
      const mails = await outbox(db);
      assert.equal(mails.length, 3, mails.map((m) => m.subject).join("; "));
      const [toShopper] = mails.filter((m) => m.recipient === shopper.email);
      assert.equal(toShopper.dedupe_key, `order-placed:${orders[0].checkoutId}`);
      assert.ok(toShopper.body_text.includes("₹1,24,555.00"), toShopper.body_text);
      assert.ok(toShopper.body_html?.includes(`${site}/order-customer/${orderIds[0]}`));
      const toStores = mails.filter((m) => m.dedupe_key?.startsWith("store-new-order:"));
      assert.deepEqual(
        toStores.map((m) => m.recipient).sort(),
        [storeA.email, storeB.email].sort(),
      );
    });

    await t.step("a refused checkout writes no mail", async () => {
      const other = await createShopper(db);
      await putInCart(db, other.id, phone.id, 1);
      const body = await codOrder(db, other);
      await db.updateTable("products").set({ stock: 0 }).where("id", "=", phone.id).execute();
      const refused = await call(app, "POST", "/api/orders/place-order", other, body);
      assert.equal(refused.status, 409);
      await refused.body?.cancel();
      await db.updateTable("products").set({ stock: 50 }).where("id", "=", phone.id).execute();
      assert.equal((await outbox(db)).length, 3);
    });

    await t.step(
      "shipped and delivered: the carrier, the tracking number; the invoice when there is one",
      async () => {
        const own = (await findOrder(db, orderIds[0]))!.vendor_id === storeA.id ? orderIds[0] : orderIds[1];
        const ship = await call(app, "PUT", `/api/orders/${own}/status`, seller, {
          status: "Shipped",
          carrier: "Delhivery",
          trackingNumber: "DLV123456",
        });
        assert.equal(ship.status, 200, await ship.clone().text());
        await ship.body?.cancel();
        let mails = await outbox(db);
        const shipped = mails.find((m) => m.dedupe_key === `order-shipped:${own}`)!;
        assert.equal(shipped.recipient, shopper.email);
        assert.equal(shipped.subject, `Your order #${trackingId(own)} has shipped`);
        assert.ok(shipped.body_text.includes("Tracking number: DLV123456"));
        const deliver = await call(app, "PUT", `/api/orders/${own}/status`, seller, { status: "Delivered" });
        assert.equal(deliver.status, 200);
        await deliver.body?.cancel();
        mails = await outbox(db);
        const delivered = mails.find((m) => m.dedupe_key === `order-delivered:${own}`)!;
        const invoice = await db.selectFrom("invoices").select("number").where("order_id", "=", own)
          .executeTakeFirst();
        const attachments = typeof delivered.attachments === "string"
          ? JSON.parse(delivered.attachments)
          : delivered.attachments;
        // The invoice (issued when it shipped) is attached, made as a PDF when the mail is sent.
        assert.ok(invoice, "the order was invoiced when it shipped");
        assert.deepEqual(attachments, [{
          filename: `invoice-${invoice.number.replaceAll("/", "-")}.pdf`,
          document: { type: "invoice", orderId: own },
        }]);
        const sink = await startMailSink();
        try {
          await db.updateTable("outbox").set({ sent_at: new Date() })
            .where("dedupe_key", "!=", `order-delivered:${own}`).execute();
          const settings = {
            smtpUrl: sink.url,
            mailFrom: "SwiftCart <no-reply@swiftcart.in>",
            env: "production",
          };
          assert.deepEqual(await deliverDue(db, settings, documentAttachment), {
            claimed: 1,
            sent: 1,
            failed: 0,
          });
          const [received] = sink.messages;
          assert.equal(received.subject, `Your order #${trackingId(own)} has been delivered`);
          const pdf = attachmentsOf(received.raw).get(attachments[0].filename);
          assert.ok(
            pdf && new TextDecoder().decode(pdf.slice(0, 5)) === "%PDF-",
            "the invoice PDF is attached",
          );
          assert.ok(received.text.includes("Your tax invoice is attached"));
        } finally {
          await sink.close();
        }
      },
    );

    await t.step("a refused move (cancelling a delivered order) writes no mail", async () => {
      const before = (await outbox(db)).length;
      const own = (await findOrder(db, orderIds[0]))!.vendor_id === storeA.id ? orderIds[0] : orderIds[1];
      const refused = await call(app, "POST", `/api/orders/${own}/cancel`, shopper);
      assert.equal(refused.status, 409);
      await refused.body?.cancel();
      assert.equal((await outbox(db)).length, before);
    });

    await t.step("a rolled-back transaction leaves no mail", async () => {
      const before = (await outbox(db)).length;
      const record = (await findOrder(db, orderIds[0]))!;
      await assert.rejects(
        db.transaction().execute(async (tx) => {
          await mailOrderShipped(tx, { ...record, id: "rolled-back" });
          throw new Error("the event failed");
        }),
      );
      assert.equal((await outbox(db)).length, before);
    });

    await t.step("cancelled by the shopper", async () => {
      const own = (await findOrder(db, orderIds[0]))!.vendor_id === storeB.id ? orderIds[0] : orderIds[1];
      const cancel = await call(app, "POST", `/api/orders/${own}/cancel`, shopper);
      assert.equal(cancel.status, 200, await cancel.clone().text());
      await cancel.body?.cancel();
      const mail = (await outbox(db)).find((m) => m.dedupe_key === `order-cancelled:${own}`)!;
      assert.equal(mail.recipient, shopper.email);
      assert.ok(mail.body_text.includes("As you asked"));
      assert.ok(mail.body_text.includes("Nothing was charged"));
    });

    await t.step("card: no mail when the attempt starts; the placed mails once, when paid", async () => {
      const buyer = await createShopper(db);
      await fill(buyer);
      const before = (await outbox(db)).length;
      const started = await call(app, "POST", "/api/razorpay/order", buyer, { method: "card", amount: 1 });
      assert.equal(started.status, 200, await started.clone().text());
      const payment = await started.json() as { id: string; amount: number };
      assert.equal((await outbox(db)).length, before, "nothing until paid");
      await paidWebhook(app, payment.id, "pay_TestEmails001", payment.amount);
      await paidWebhook(app, payment.id, "pay_TestEmails001", payment.amount);
      const mails = (await outbox(db)).slice(before);
      assert.equal(mails.length, 3, mails.map((m) => m.subject).join("; "));
      const placed = mails.find((m) => m.recipient === buyer.email)!;
      assert.ok(placed.body_text.includes("Paid ₹1,24,555.00 by Credit/Debit Card."), placed.body_text);
      const toStore = mails.find((m) => m.recipient === storeA.email)!;
      assert.ok(toStore.body_text.includes("nothing to collect"));
    });

    await t.step("cancelled after payment by the admin, then refunded: both mailed", async () => {
      const [paid] = await db.selectFrom("orders").select("id").where("payment_status", "=", "paid")
        .where("vendor_id", "=", storeA.id).execute();
      const cancel = await call(app, "POST", `/api/orders/${paid.id}/cancel`, admin);
      assert.equal(cancel.status, 200, await cancel.clone().text());
      await cancel.body?.cancel();
      const mails = await outbox(db);
      const cancelled = mails.find((m) => m.dedupe_key === `order-cancelled:${paid.id}`)!;
      assert.ok(cancelled.body_text.includes("SwiftCart has cancelled"));
      assert.ok(cancelled.body_text.includes("₹1,23,456.00 you paid is being refunded"), cancelled.body_text);
      // The test gateway refunds at once after the cancellation committed.
      assert.equal((await findOrder(db, paid.id))!.payment_status, "refunded");
      const refunded = mails.find((m) => m.dedupe_key === `order-refunded:${paid.id}`)!;
      assert.equal(refunded.subject, `Refund sent for your order #${trackingId(paid.id)}`);
      assert.ok(refunded.body_text.includes("We have refunded ₹1,23,456.00"), refunded.body_text);
    });
  } finally {
    await close();
  }
});
