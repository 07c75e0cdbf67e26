/**
 * The outbox drill: the mail server is down (nothing listens at its address) while 20 shoppers check out at
 * once; every checkout succeeds and writes its mails with its orders. The outbox's sender tries while the
 * server is away (every mail kept, its error recorded, tried again after the backoff); then a server is up
 * and the sender runs: each of the 20 order confirmations arrives, none twice, and so does each store's
 * "new order to ship". Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../../../tests/helpers.ts";
import { startMailSink } from "../../../tests/mail-sink.ts";
import { insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { call, codOrder, createShopper, putInCart } from "../../../tests/orders.ts";
import { resetClock, setClock } from "../../core/clock.ts";
import { type AttachmentResolver, deliverDue, MAX_RETRY_MS } from "../../outbox/outbox.service.ts";
import { renderOrderMail } from "./order-mails.service.ts";

const FROM = "SwiftCart <no-reply@swiftcart.in>";
const CHECKOUTS = 20;
const noDocuments: AttachmentResolver = () => Promise.reject(new Error("order placed mails attach nothing"));
/** The checkout's mails are references, rendered by the order mails' renderer when sent (as wired). */
const parts = { resolveAttachment: noDocuments, render: renderOrderMail };

/** Runs fn with console.warn silenced (the outbox logs failed attempts). */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}

Deno.test("outbox drill: SMTP down during 20 checkouts, then up: 20 confirmations, none twice", async () => {
  const { db, app, close } = await createTestApp();
  // Nothing listens here: a sink started and stopped again.
  const stopped = await startMailSink();
  await stopped.close();
  const down = { smtpUrl: stopped.url, mailFrom: FROM, env: "production" };
  setClock(new Date("2026-11-29T06:00:00.000Z"));
  try {
    const store = await insertVendor(db, { store_name: "Lakshmi Mobiles" });
    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 1_799_900,
      stock: 100,
      vendor_id: store.id,
    });
    const shoppers = await Promise.all(Array.from({ length: CHECKOUTS }, () => createShopper(db)));
    for (const shopper of shoppers) await putInCart(db, shopper.id, phone.id, 1);
    const bodies = await Promise.all(shoppers.map((shopper) => codOrder(db, shopper)));

    // The server is down (and the sender tries meanwhile): every checkout succeeds.
    const trying = quietly(() => deliverDue(db, down, parts, { limit: 50 }));
    const answers = await Promise.all(
      shoppers.map((shopper, i) => call(app, "POST", "/api/orders/place-order", shopper, bodies[i])),
    );
    await trying;
    for (const answer of answers) assert.equal(answer.status, 200, await answer.clone().text());
    const orders = await Promise.all(answers.map(async (a) => (await a.json()).orders[0]._id as string));
    assert.equal(new Set(orders).size, CHECKOUTS);

    // Rounds while it is still down: nothing is sent, nothing lost, each failure recorded.
    for (let round = 0; round < 3; round++) {
      await quietly(() => deliverDue(db, down, parts, { limit: 50 }));
      setClock({ by: MAX_RETRY_MS });
    }
    const waiting = await db.selectFrom("outbox").select(["attempts", "last_error", "sent_at"]).execute();
    assert.equal(waiting.length, 2 * CHECKOUTS, "each checkout's confirmation and the store's mail");
    assert.ok(waiting.every((row) => row.sent_at === null && row.attempts >= 3 && row.last_error));

    // The server is up: the sender runs until nothing is due.
    const sink = await startMailSink();
    try {
      const up = { smtpUrl: sink.url, mailFrom: FROM, env: "production" };
      for (let round = 0; round < 10; round++) {
        const { claimed } = await deliverDue(db, up, parts, { limit: 50 });
        if (claimed === 0) break;
        setClock({ by: MAX_RETRY_MS });
      }
      // Later rounds send nothing more.
      setClock({ by: 10 * MAX_RETRY_MS });
      assert.equal((await deliverDue(db, up, parts)).claimed, 0);

      const confirmations = sink.messages.filter((m) =>
        m.subject.startsWith("Your SwiftCart order is placed")
      );
      assert.equal(confirmations.length, CHECKOUTS, "20 confirmations");
      assert.deepEqual(
        confirmations.map((m) => m.to[0]).sort(),
        shoppers.map((s) => s.email).sort(),
        "one to each shopper, none twice",
      );
      for (const mail of confirmations) {
        assert.ok(mail.text.includes("₹17,999.00"), mail.text);
        assert.ok(/\/order-customer\/[0-9a-f]{24}/.test(mail.text), "the link to the order's page");
        assert.ok(/Content-Type: text\/html/i.test(mail.raw), "with its HTML part");
      }
      const toStore = sink.messages.filter((m) => m.subject.startsWith("New order to ship"));
      assert.equal(toStore.length, CHECKOUTS);
      assert.equal(new Set(toStore.map((m) => m.subject)).size, CHECKOUTS, "one per order, none twice");
      assert.equal(sink.messages.length, 2 * CHECKOUTS);
      const unsent = await db.selectFrom("outbox").select("id").where("sent_at", "is", null).execute();
      assert.equal(unsent.length, 0);
    } finally {
      await sink.close();
    }
  } finally {
    resetClock();
    await close();
  }
});
