/**
 * The outbox on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL): mails written in
 * the caller's transaction, sent after commit over SMTP (a real server on loopback), retried with backoff
 * while the server is away, each delivered exactly once, also with several senders at once.
 */
import assert from "node:assert/strict";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers.ts";
import { type MailSink, startMailSink } from "../../tests/mail-sink.ts";
import { nowMs, resetClock, setClock } from "../core/clock.ts";
import type { MailSettings } from "../core/mail.ts";
import { attachmentsOf } from "./outbox-test-helpers.ts";
import {
  claimDueMails,
  deleteSentMails,
  enqueueMail,
  enqueueReference,
  listStuckMails,
  nextMailDueAt,
  outboxSummary,
} from "./outbox.queries.ts";
import { MailGone, type OutboxDocument } from "./outbox.schema.ts";
import {
  type AttachmentResolver,
  CLAIM_HOLD_MS,
  deliverDue,
  FIRST_RETRY_MS,
  type MailRenderer,
  MAX_RETRY_MS,
  retryDelayMs,
} from "./outbox.service.ts";

const FROM = "SwiftCart <no-reply@swiftcart.in>";
const noDocuments: AttachmentResolver = () => Promise.reject(new Error("no documents in this test"));

/** A database and a running mail sink, both closed after; the clock put back. */
async function withOutbox(
  fn: (db: TestDatabase["db"], sink: MailSink, settings: MailSettings) => Promise<void>,
) {
  const [database, sink] = await Promise.all([createTestDatabase(), startMailSink()]);
  try {
    await fn(database.db, sink, { smtpUrl: sink.url, mailFrom: FROM, env: "production" });
  } finally {
    resetClock();
    await Promise.all([database.close(), sink.close()]);
  }
}

/** An SMTP address where nothing listens (connections refused): a sink started and stopped again. */
async function deadSmtpUrl(): Promise<string> {
  const sink = await startMailSink();
  await sink.close();
  return sink.url;
}

/** Runs fn with console.warn silenced (the outbox logs a failed attempt, throttled). */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}

const rowsOf = (db: TestDatabase["db"]) => db.selectFrom("outbox").selectAll().orderBy("id").execute();

Deno.test("outbox: a mail enqueued in a rolled-back transaction is never sent; a committed one once", async () => {
  await withOutbox(async (db, sink, settings) => {
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to: "gone@example.in", subject: "Order placed", text: "Rolled back." });
        throw new Error("the order failed");
      }),
      /the order failed/,
    );
    await db.transaction().execute(async (trx) => {
      await enqueueMail(trx, { to: "asha@example.in", subject: "Order placed", text: "Thank you." });
    });
    assert.equal((await rowsOf(db)).length, 1, "only the committed transaction's mail is stored");

    assert.deepEqual(await deliverDue(db, settings, noDocuments), { claimed: 1, sent: 1, failed: 0 });
    assert.deepEqual(await deliverDue(db, settings, noDocuments), { claimed: 0, sent: 0, failed: 0 });
    const mail = await sink.waitFor(() => true);
    assert.deepEqual(mail.to, ["asha@example.in"]);
    assert.equal(mail.subject, "Order placed");
    assert.equal(mail.text, "Thank you.");
    assert.equal(sink.messages.length, 1);
    assert.ok(!sink.messages.some((m) => m.to.includes("gone@example.in")));
    const [row] = await rowsOf(db);
    assert.ok(row.sent_at, "marked sent");
    assert.equal(row.attempts, 1);
    assert.equal(row.last_error, null);
    assert.equal(await nextMailDueAt(db), null, "nothing left to send");
  });
});

Deno.test("outbox: the same key enqueued twice stores and sends one mail", async () => {
  await withOutbox(async (db, sink, settings) => {
    const mail = { to: "asha@example.in", subject: "Shipped", text: "On its way.", key: "order-shipped:o1" };
    await enqueueMail(db, mail);
    await db.transaction().execute((trx) => enqueueMail(trx, { ...mail, text: "A second time." }));
    await deliverDue(db, settings, noDocuments);
    // After it was sent, too.
    await enqueueMail(db, mail);
    // Without a key, two mails are two mails.
    await enqueueMail(db, { to: "ravi@example.in", subject: "Hello", text: "1" });
    await enqueueMail(db, { to: "ravi@example.in", subject: "Hello", text: "1" });
    await deliverDue(db, settings, noDocuments);
    assert.equal((await rowsOf(db)).length, 3);
    assert.equal(sink.messages.filter((m) => m.subject === "Shipped").length, 1);
    assert.equal(sink.messages.find((m) => m.subject === "Shipped")?.text, "On its way.");
    assert.equal(sink.messages.filter((m) => m.subject === "Hello").length, 2);
  });
});

Deno.test("outbox: the backoff doubles from a second to at most a minute", () => {
  const delays = Array.from({ length: 12 }, (_, i) => retryDelayMs(i + 1));
  assert.deepEqual(delays.map((ms) => ms / 1000), [1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60]);
  assert.equal(FIRST_RETRY_MS, 1000);
  assert.equal(MAX_RETRY_MS, 60_000);
  assert.equal(retryDelayMs(10_000), MAX_RETRY_MS);
});

Deno.test("outbox: SMTP down — attempts and backoff recorded, at most 60 s apart; back up — each mail sent once", async () => {
  await withOutbox(async (db, sink, upSettings) => {
    const start = new Date("2026-11-29T06:00:00.000Z");
    setClock(start);
    const down = { ...upSettings, smtpUrl: await deadSmtpUrl() };
    const addresses = Array.from({ length: 5 }, (_, i) => `shopper${i}@example.in`);
    for (const to of addresses) {
      await enqueueMail(db, { to, subject: `Order placed for ${to}`, text: "Thanks." });
    }

    // Twelve rounds while the server is away, each when the mails fall due.
    const tries: number[] = [];
    for (let round = 1; round <= 12; round++) {
      const result = await quietly(() => deliverDue(db, down, noDocuments));
      assert.equal(result.claimed, 5, `round ${round}: every mail is due and tried`);
      assert.equal(result.failed, 5);
      tries.push(nowMs());
      const rows = await rowsOf(db);
      for (const row of rows) {
        assert.equal(row.attempts, round);
        assert.equal(row.sent_at, null);
        assert.ok(row.last_error, "the error is recorded");
        assert.equal(row.claimed_until, null, "a failed attempt lets go of the mail");
        const wait = new Date(row.next_attempt_at).getTime() - nowMs();
        assert.equal(wait, retryDelayMs(round), `round ${round}: the next try after the backoff`);
        assert.ok(wait <= 60_000);
      }
      // Not due before its time: a round a moment early claims nothing.
      setClock({ by: retryDelayMs(round) - 1 });
      assert.equal((await deliverDue(db, down, noDocuments)).claimed, 0);
      setClock({ by: 1 });
    }
    const gaps = tries.slice(1).map((at, i) => (at - tries[i]) / 1000);
    assert.deepEqual(gaps, [1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60]);
    assert.ok(/ECONNREFUSED|connect/i.test((await rowsOf(db))[0].last_error ?? ""), "the cause is kept");
    const stuck = await listStuckMails(db, { page: 1, limit: 3 });
    assert.equal(stuck.total, 5);
    assert.equal(stuck.rows.length, 3);
    assert.equal(stuck.rows[0].attempts, 12);
    assert.match(stuck.rows[0].lastError ?? "", /ECONNREFUSED|connect/i);
    assert.deepEqual(await outboxSummary(db, new Date(0)), { waiting: 5, failing: 5, givenUp: 0, sent: 0 });
    assert.equal(sink.messages.length, 0);

    // The server is back: the next round sends each mail once; later rounds find nothing.
    const result = await deliverDue(db, upSettings, noDocuments);
    assert.deepEqual(result, { claimed: 5, sent: 5, failed: 0 });
    for (let i = 0; i < 3; i++) {
      setClock({ by: 120_000 });
      assert.equal((await deliverDue(db, upSettings, noDocuments)).claimed, 0);
    }
    assert.deepEqual(sink.messages.map((m) => m.to[0]).sort(), addresses.toSorted());
    assert.deepEqual(await listStuckMails(db), { rows: [], total: 0 });
    assert.deepEqual(await outboxSummary(db, new Date(0)), { waiting: 0, failing: 0, givenUp: 0, sent: 5 });
    for (const row of await rowsOf(db)) {
      assert.ok(row.sent_at);
      assert.equal(row.attempts, 13);
    }
  });
});

Deno.test("outbox: a server away makes the rest of the batch wait without knocking", async () => {
  await withOutbox(async (db, _sink, settings) => {
    setClock(new Date("2026-11-29T06:00:00.000Z"));
    const down = { ...settings, smtpUrl: await deadSmtpUrl() };
    for (let i = 0; i < 12; i++) await enqueueMail(db, { to: `s${i}@example.in`, subject: "S", text: "T" });
    const result = await quietly(() => deliverDue(db, down, noDocuments, { limit: 12 }));
    assert.deepEqual(result, { claimed: 12, sent: 0, failed: 12 });
    const rows = await rowsOf(db);
    assert.ok(rows.some((row) => row.last_error?.startsWith("not tried: ")), "the later ones are not tried");
    for (const row of rows) assert.equal(new Date(row.next_attempt_at).getTime() - nowMs(), 1000);
  });
});

Deno.test("outbox: with deferWhenAway, every other due mail is put off in one statement, untried", async () => {
  await withOutbox(async (db, sink, settings) => {
    setClock(new Date("2026-11-29T06:00:00.000Z"));
    const down = { ...settings, smtpUrl: await deadSmtpUrl() };
    for (let i = 0; i < 30; i++) {
      await enqueueMail(db, { to: `s${i}@example.in`, subject: `#${i}`, text: "T" });
    }
    // Another sender holds two of them: they are left to it.
    const held = await claimDueMails(db, {
      at: new Date(nowMs()),
      limit: 2,
      holdMs: CLAIM_HOLD_MS,
      token: "other",
    });
    for (let round = 1; round <= 9; round++) {
      const result = await quietly(() =>
        deliverDue(db, down, noDocuments, { limit: 5, deferWhenAway: true })
      );
      assert.deepEqual(result, { claimed: 5, sent: 0, failed: 5, deferred: 23 }, `round ${round}`);
      const rows = (await rowsOf(db)).filter((row) => !held.some((mail) => mail.id === row.id));
      for (const row of rows) {
        assert.equal(row.attempts, round);
        assert.equal(new Date(row.next_attempt_at).getTime() - nowMs(), retryDelayMs(round));
      }
      assert.ok(rows.filter((row) => row.last_error?.startsWith("not tried: ")).length >= 23);
      setClock({ by: retryDelayMs(round) });
    }
    // The server back: nothing deferred, batch after batch sent (the held two once their hold passes).
    setClock({ by: CLAIM_HOLD_MS });
    assert.deepEqual(await deliverDue(db, settings, noDocuments, { limit: 50, deferWhenAway: true }), {
      claimed: 30,
      sent: 30,
      failed: 0,
      deferred: 0,
    });
    assert.equal(sink.messages.length, 30);
    assert.equal(new Set(sink.messages.map((m) => m.subject)).size, 30);
  });
});

Deno.test("outbox: two senders at once deliver each mail exactly once", async () => {
  await withOutbox(async (db, sink, settings) => {
    const count = 40;
    for (let i = 0; i < count; i++) {
      await enqueueMail(db, { to: `buyer${i}@example.in`, subject: `#${i}`, text: "T" });
    }
    // Two claims at the same moment never share a mail.
    const token = (n: number) => `claim-${n}`;
    const [a, b] = await Promise.all([
      claimDueMails(db, { at: new Date(nowMs()), limit: 15, holdMs: CLAIM_HOLD_MS, token: token(1) }),
      claimDueMails(db, { at: new Date(nowMs()), limit: 15, holdMs: CLAIM_HOLD_MS, token: token(2) }),
    ]);
    const ids = new Set([...a, ...b].map((mail) => mail.id));
    assert.equal(ids.size, a.length + b.length, "no mail in both claims");
    assert.equal(ids.size, 30);
    // Those claims' senders died: the mails wait until their hold passes, then go with the rest.
    setClock({ by: CLAIM_HOLD_MS + 1 });

    const sender = async () => {
      let sent = 0;
      for (;;) {
        const result = await deliverDue(db, settings, noDocuments, { limit: 3 });
        sent += result.sent;
        if (!result.claimed) return sent;
      }
    };
    const sent = await Promise.all([sender(), sender(), sender()]);
    assert.equal(sent.reduce((n, s) => n + s, 0), count);
    assert.equal(sink.messages.length, count);
    assert.equal(new Set(sink.messages.map((m) => m.subject)).size, count, "each mail once");
    const rows = await rowsOf(db);
    assert.ok(rows.every((row) => row.sent_at));
  });
});

Deno.test("outbox: documents are attached when the mail is sent; a document not ready is retried", async () => {
  await withOutbox(async (db, sink, settings) => {
    setClock(new Date("2026-11-29T06:00:00.000Z"));
    const asked: OutboxDocument[] = [];
    let ready = false;
    const resolver: AttachmentResolver = (_db, document) => {
      asked.push(document);
      if (!ready) return Promise.reject(new Error("invoice not issued yet"));
      const label = document.type === "invoice"
        ? `invoice ${document.orderId}`
        : `credit note ${document.number}`;
      return Promise.resolve({
        filename: "ignored.pdf",
        content: new TextEncoder().encode(`%PDF-1.7 ${label}`),
      });
    };
    await enqueueMail(db, {
      to: "asha@example.in",
      subject: "Delivered",
      text: "Your invoice is attached.",
      html: "<p>Your invoice is attached.</p>",
      attachments: [
        { filename: "invoice-LM-2627-0001.pdf", document: { type: "invoice", orderId: "o1" } },
        { filename: "", document: { type: "credit-note", orderId: "o1", number: "LM-CN-2627-01" } },
      ],
    });
    assert.deepEqual(await quietly(() => deliverDue(db, settings, resolver)), {
      claimed: 1,
      sent: 0,
      failed: 1,
    });
    assert.match((await rowsOf(db))[0].last_error ?? "", /invoice not issued yet/);
    assert.equal(sink.messages.length, 0);

    ready = true;
    setClock({ by: 1000 });
    assert.deepEqual(await deliverDue(db, settings, resolver), { claimed: 1, sent: 1, failed: 0 });
    const mail = await sink.waitFor(() => true);
    assert.equal(mail.text, "Your invoice is attached.");
    const files = attachmentsOf(mail.raw);
    assert.deepEqual([...files.keys()], ["invoice-LM-2627-0001.pdf", "ignored.pdf"]);
    assert.equal(new TextDecoder().decode(files.get("invoice-LM-2627-0001.pdf")), "%PDF-1.7 invoice o1");
    assert.equal(new TextDecoder().decode(files.get("ignored.pdf")), "%PDF-1.7 credit note LM-CN-2627-01");
    assert.deepEqual(asked.slice(-2), [
      { type: "invoice", orderId: "o1" },
      { type: "credit-note", orderId: "o1", number: "LM-CN-2627-01" },
    ]);
  });
});

Deno.test("outbox: a mail held by a sender that died is sent by another once the hold passes", async () => {
  await withOutbox(async (db, sink, settings) => {
    setClock(new Date("2026-11-29T06:00:00.000Z"));
    await enqueueMail(db, { to: "asha@example.in", subject: "Placed", text: "T" });
    const [held] = await claimDueMails(db, {
      at: new Date(nowMs()),
      limit: 5,
      holdMs: CLAIM_HOLD_MS,
      token: "dead",
    });
    assert.ok(held);
    assert.equal((await deliverDue(db, settings, noDocuments)).claimed, 0, "held: not sent twice");
    assert.equal(
      (await nextMailDueAt(db))?.getTime(),
      nowMs() + CLAIM_HOLD_MS,
      "due again when the hold ends",
    );
    setClock({ by: CLAIM_HOLD_MS });
    assert.deepEqual(await deliverDue(db, settings, noDocuments), { claimed: 1, sent: 1, failed: 0 });
    assert.equal(sink.messages.length, 1);
    assert.equal((await rowsOf(db))[0].attempts, 2);
  });
});

Deno.test("outbox: old sent mails are forgotten, unsent ones never", async () => {
  await withOutbox(async (db, _sink, settings) => {
    setClock(new Date("2026-08-01T06:00:00.000Z"));
    await enqueueMail(db, { to: "old@example.in", subject: "Sent long ago", text: "T", key: "old" });
    await deliverDue(db, settings, noDocuments);
    await enqueueMail(db, { to: "waiting@example.in", subject: "Never sent", text: "T" });
    await db.updateTable("outbox").set({ next_attempt_at: new Date("2027-01-01") })
      .where("recipient", "=", "waiting@example.in").execute();
    setClock(new Date("2026-11-29T06:00:00.000Z"));
    await enqueueMail(db, { to: "new@example.in", subject: "Sent today", text: "T" });
    await deliverDue(db, settings, noDocuments);
    assert.equal(await deleteSentMails(db, new Date("2026-09-01")), 1);
    assert.deepEqual((await rowsOf(db)).map((row) => row.recipient).sort(), [
      "new@example.in",
      "waiting@example.in",
    ]);
  });
});

Deno.test("outbox: a mail by reference is rendered when sent; one never renderable is given up", async () => {
  await withOutbox(async (db, sink, settings) => {
    let renders = 0;
    const render: MailRenderer = (_db, template, args) => {
      renders++;
      if (template === "greeting") {
        return Promise.resolve({
          subject: `Hello ${args.name}`,
          text: `Hello, ${args.name}.`,
          html: "<p>Hello</p>",
        });
      }
      return Promise.reject(new MailGone(`the ${template} mail's order ${args.orderId} no longer exists`));
    };
    await enqueueReference(db, {
      to: "asha@example.in",
      template: "greeting",
      args: { name: "Asha" },
      key: "g:1",
    });
    await enqueueReference(db, {
      to: "asha@example.in",
      template: "greeting",
      args: { name: "Asha" },
      key: "g:1",
    });
    await enqueueReference(db, { to: "ravi@example.in", template: "gone", args: { orderId: "o1" } });
    const rows = await rowsOf(db);
    assert.equal(rows.length, 2, "the same key stores one reference");
    assert.ok(rows.every((row) => row.subject === null && row.body_text === null && row.body_html === null));
    assert.equal(rows[0].template, "greeting");
    assert.deepEqual(rows[0].template_args, { name: "Asha" });
    // A row with neither a body nor a template is refused by the table.
    await assert.rejects(
      db.insertInto("outbox").values({
        id: "bodiless",
        recipient: "x@example.in",
        created_at: new Date(),
        next_attempt_at: new Date(),
      }).execute(),
    );

    // Without a renderer (a resolver alone), a reference fails and is tried again: not given up.
    const failed = await quietly(() => deliverDue(db, settings, noDocuments));
    assert.deepEqual(failed, { claimed: 2, sent: 0, failed: 2 });
    assert.ok(
      (await rowsOf(db)).every((row) => row.failed_at === null && /no renderer/.test(row.last_error ?? "")),
    );

    setClock(new Date(nowMs() + MAX_RETRY_MS));
    const result = await quietly(() => deliverDue(db, settings, { resolveAttachment: noDocuments, render }));
    assert.deepEqual(result, { claimed: 2, sent: 1, failed: 1 });
    assert.equal(renders, 2);
    const [received] = sink.messages;
    assert.equal(received.subject, "Hello Asha");
    assert.equal(received.text.trim(), "Hello, Asha.");
    const gone = (await rowsOf(db)).find((row) => row.template === "gone")!;
    assert.ok(gone.failed_at);
    assert.equal(gone.last_error, "given up: the gone mail's order o1 no longer exists");
    // Given up: never claimed again, not due, still shown to the admin (under its template's name).
    setClock(new Date(nowMs() + 10 * MAX_RETRY_MS));
    assert.equal((await deliverDue(db, settings, { resolveAttachment: noDocuments, render })).claimed, 0);
    assert.equal(await nextMailDueAt(db), null);
    const stuck = await listStuckMails(db);
    assert.deepEqual(stuck.rows.map((row) => [row.subject, row.lastError]), [
      ["gone", "given up: the gone mail's order o1 no longer exists"],
    ]);
  });
});
