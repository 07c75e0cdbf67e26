/**
 * A checkout's mails are written by reference: its outbox rows hold the recipient, the template and the order
 * ids, no subject and no body, and the mail the sender renders from them when it sends it is the same mail
 * the checkout used to write whole (`placedMails` of its orders). A reference whose orders are gone is given
 * up with a clear error, and the sender goes on with the others.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../../../tests/helpers.ts";
import { startMailSink } from "../../../tests/mail-sink.ts";
import { insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { call, codOrder, createShopper, putInCart } from "../../../tests/orders.ts";
import { deliverDue } from "../../outbox/outbox.service.ts";
import { nextMailDueAt } from "../../outbox/outbox.queries.ts";
import { sendTimeParts } from "../../jobs/jobs.wiring.ts";
import { ordersOf } from "../orders.queries.ts";
import { placedMails, renderOrderMail } from "./order-mails.service.ts";

const settings = (url: string) => ({
  smtpUrl: url,
  mailFrom: "SwiftCart <no-reply@swiftcart.in>",
  env: "production",
});

/** Runs fn with console.warn silenced (the outbox logs a mail given up). */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}

Deno.test("a checkout's mails are references, rendered when sent into the same mails", async (t) => {
  const { db, app, close } = await createTestApp();
  const sink = await startMailSink();
  try {
    const storeA = await insertVendor(db, { store_name: "Lakshmi Mobiles" });
    const storeB = await insertVendor(db, { store_name: "FreshKart" });
    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 1_799_900,
      vendor_id: storeA.id,
    });
    const rice = await insertProduct(db, {
      name: "Basmati <Rice>",
      price_paise: 54_950,
      vendor_id: storeB.id,
    });
    const checkout = async () => {
      const shopper = await createShopper(db);
      await putInCart(db, shopper.id, phone.id, 1);
      await putInCart(db, shopper.id, rice.id, 2);
      const placed = await call(app, "POST", "/api/orders/place-order", shopper, await codOrder(db, shopper));
      assert.equal(placed.status, 200, await placed.clone().text());
      const { orders } = await placed.json() as { orders: { _id: string; checkoutId: string }[] };
      return { shopper, checkoutId: orders[0].checkoutId, orderIds: orders.map((o) => o._id) };
    };

    const first = await checkout();
    // What the checkout used to write: its orders' mails, the stores in the checkout's order (which the
    // reference keeps in its order ids).
    const planned = await db.selectFrom("outbox").select("template_args").where(
      "template",
      "=",
      "order-placed",
    )
      .executeTakeFirstOrThrow();
    const planOrder = (planned.template_args as { orderIds: string[] }).orderIds;
    const expected = placedMails(
      (await ordersOf(db, { checkoutId: first.checkoutId })).sort((a, b) =>
        planOrder.indexOf(a.id) - planOrder.indexOf(b.id)
      ),
    );

    await t.step("the outbox rows hold the reference only: no subject, no body", async () => {
      const rows = await db.selectFrom("outbox").selectAll().orderBy("id").execute();
      assert.equal(rows.length, 3);
      for (const row of rows) {
        assert.equal(row.subject, null);
        assert.equal(row.body_text, null);
        assert.equal(row.body_html, null);
        assert.ok(row.template);
        const size = JSON.stringify(row.template_args).length + row.template!.length + row.recipient.length;
        assert.ok(size < 250, `a reference is a few bytes (${size})`);
      }
      const placed = rows.find((row) => row.template === "order-placed")!;
      assert.equal(placed.recipient, first.shopper.email);
      assert.equal(placed.dedupe_key, `order-placed:${first.checkoutId}`);
      const { orderIds } = placed.template_args as { orderIds: string[] };
      assert.deepEqual([...orderIds].sort(), [...first.orderIds].sort());
      assert.deepEqual(
        rows.filter((row) => row.template === "store-new-order").map((row) => row.template_args).sort(byId),
        first.orderIds.map((orderId) => ({ orderId })).sort(byId),
      );
      // The same recipients and dedupe keys as the mails written whole.
      assert.deepEqual(
        rows.map((row) => `${row.recipient} ${row.dedupe_key}`).sort(),
        expected.map((mail) => `${mail.to} ${mail.key}`).sort(),
      );
    });

    await t.step("rendered, each is the mail the checkout used to write", async () => {
      const rows = await db.selectFrom("outbox").selectAll().execute();
      for (const mail of expected) {
        const row = rows.find((r) => r.dedupe_key === mail.key)!;
        const rendered = await renderOrderMail(
          db,
          row.template!,
          row.template_args as Record<string, unknown>,
        );
        assert.deepEqual(rendered, { subject: mail.subject, text: mail.text, html: mail.html });
      }
    });

    await t.step("sent through the wired renderer: the same subjects and texts arrive, once", async () => {
      assert.deepEqual(await deliverDue(db, settings(sink.url), sendTimeParts), {
        claimed: 3,
        sent: 3,
        failed: 0,
      });
      assert.equal(sink.messages.length, 3);
      for (const mail of expected) {
        const received = sink.messages.filter((m) => m.to.includes(mail.to) && m.subject === mail.subject);
        assert.equal(received.length, 1, mail.subject);
        const normal = (text: string) => text.replaceAll("\r\n", "\n").trim();
        assert.equal(normal(received[0].text), normal(mail.text));
        assert.ok(received[0].raw.includes("text/html"), "with its HTML part");
      }
      assert.equal((await deliverDue(db, settings(sink.url), sendTimeParts)).claimed, 0);
    });

    await t.step("orders gone: the mail is given up with a clear error, the others are sent", async () => {
      const second = await checkout();
      const gone = second.orderIds[0];
      await db.deleteFrom("order_items").where("order_id", "=", gone).execute();
      await db.deleteFrom("orders").where("id", "=", gone).execute();
      const before = sink.messages.length;
      const result = await quietly(() => deliverDue(db, settings(sink.url), sendTimeParts));
      // The shopper's mail names the gone order, and so does its store's: both given up; the other store's sent.
      assert.deepEqual(result, { claimed: 3, sent: 1, failed: 2 });
      assert.equal(sink.messages.length, before + 1);
      const givenUp = await db.selectFrom("outbox").selectAll().where("failed_at", "is not", null).execute();
      assert.equal(givenUp.length, 2);
      for (const row of givenUp) {
        assert.match(
          row.last_error ?? "",
          new RegExp(`given up: the .* mail's order ${gone} no longer exist`),
        );
        assert.equal(row.sent_at, null);
      }
      // Never claimed again, and nothing is due.
      assert.equal((await deliverDue(db, settings(sink.url), sendTimeParts)).claimed, 0);
      assert.equal(await nextMailDueAt(db), null);
    });
  } finally {
    await sink.close();
    await close();
  }
});

const byId = (a: unknown, b: unknown) => JSON.stringify(a) < JSON.stringify(b) ? -1 : 1;
