/**
 * The app's jobs as the server runs them (timer mode, the outbox's wake), against a real SMTP server on
 * loopback behind an address that can be switched off and on again (connections refused while it is off):
 * - a committed mail goes out within a second or two, without waiting for the timer's tick;
 * - the outbox drill: the mail server down during 20 checkouts, then up: 20 confirmations, none twice.
 */
import assert from "node:assert/strict";
import { createTestApp, createTestDatabase } from "../../tests/helpers.ts";
import { type MailSink, startMailSink } from "../../tests/mail-sink.ts";
import { createShopper, placeCodOrder, putInCart } from "../../tests/orders.ts";
import { insertProduct } from "../../tests/fixtures.ts";
import type { MailSettings } from "../core/mail.ts";
import { enqueueMail } from "../outbox/outbox.queries.ts";
import { createAppJobs, MAIL_WAITS } from "./jobs.wiring.ts";

const FROM = "SwiftCart <no-reply@swiftcart.in>";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback address in front of the sink that refuses connections while it is down. */
function switchableSmtp(sink: MailSink) {
  const target = Number(new URL(sink.url).port);
  const probe = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (probe.addr as Deno.NetAddr).port;
  probe.close();
  let listener: Deno.Listener | undefined;
  const open = new Set<Deno.Conn>();
  const piping = new Set<Promise<unknown>>();
  const serve = async (server: Deno.Listener) => {
    for await (const client of server) {
      const upstream = await Deno.connect({ hostname: "127.0.0.1", port: target });
      open.add(client).add(upstream);
      const pipe = Promise.allSettled([
        client.readable.pipeTo(upstream.writable),
        upstream.readable.pipeTo(client.writable),
      ]).finally(() => {
        open.delete(client);
        open.delete(upstream);
      });
      piping.add(pipe);
      pipe.finally(() => piping.delete(pipe));
    }
  };
  let serving: Promise<void> = Promise.resolve();
  const down = async () => {
    listener?.close();
    listener = undefined;
    await serving.catch(() => {});
    for (const conn of open) {
      try {
        conn.close();
      } catch { /* closed by its pipe already */ }
    }
    await Promise.allSettled([...piping]);
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    up() {
      listener = Deno.listen({ hostname: "127.0.0.1", port });
      serving = serve(listener).catch(() => {});
    },
    down,
  };
}

/** Runs fn with console.warn and console.error kept (the outbox and the runner log failures, throttled). */
async function capturingLogs<T>(fn: (lines: string[]) => Promise<T>): Promise<T> {
  const { warn, error } = console;
  const lines: string[] = [];
  console.warn = console.error = (...args: unknown[]) => lines.push(args.map(String).join(" "));
  try {
    return await fn(lines);
  } finally {
    Object.assign(console, { warn, error });
  }
}

Deno.test("jobs: a committed mail goes out within a second or two of its commit, without waiting for the tick", async () => {
  const [{ db, close }, sink] = await Promise.all([createTestDatabase(), startMailSink()]);
  const settings: MailSettings = { smtpUrl: sink.url, mailFrom: FROM, env: "production" };
  const jobs = createAppJobs(settings, { config: { mode: "timer", tickMs: 60_000, outboxBatch: 20 } })!;
  try {
    assert.equal(jobs.runner.mode, "timer");
    assert.deepEqual(jobs.runner.jobNames, ["outbox", "settlements", "returns"]);
    jobs.start(db);
    await sleep(100); // the start's round: nothing to send
    let committed = 0;
    await db.transaction().execute(async (trx) => {
      await enqueueMail(trx, { to: "asha@example.in", subject: "Order placed", text: "Thank you." });
      await sleep(300); // a transaction that commits a little after it enqueued
      committed = Date.now();
    });
    const mail = await sink.waitFor((m) => m.to.includes("asha@example.in"), 3000);
    const after = Date.now() - committed;
    assert.equal(mail.subject, "Order placed");
    assert.ok(after < 2000, `sent ${after} ms after the commit`);
    console.log(`sent ${after} ms after the commit (timer tick 60 s)`);
    await sleep(300);
    assert.equal(sink.messages.length, 1);
  } finally {
    await jobs.stop();
    await Promise.all([close(), sink.close()]);
  }
  assert.equal(
    createAppJobs(settings, { config: { mode: "off", tickMs: 5000, outboxBatch: 20 } }),
    undefined,
  );
  // In production without SMTP_URL the outbox is not sent (its mails wait), and the start says so.
  const config = { mode: "timer", tickMs: 5000, outboxBatch: 20 } as const;
  const warned = await capturingLogs(async (lines) => {
    const unsent = createAppJobs({ mailFrom: FROM, env: "production" }, { config, crons: true })!;
    assert.deepEqual(unsent.runner.jobNames, ["settlements", "returns"]);
    await unsent.stop();
    return lines;
  });
  assert.deepEqual(warned, [MAIL_WAITS]);
  const development = createAppJobs({ mailFrom: FROM, env: "development" }, { config })!;
  assert.deepEqual(
    development.runner.jobNames,
    ["outbox", "settlements", "returns"],
    "development without SMTP_URL: mails go to the log",
  );
  await development.stop();
});

Deno.test("jobs: the outbox drill — mail server down during 20 checkouts, then up: 20 confirmations, none twice", async () => {
  const [test, sink] = await Promise.all([createTestApp(), startMailSink()]);
  const smtp = switchableSmtp(sink); // down: nothing listens on its port yet
  const settings: MailSettings = { smtpUrl: smtp.url, mailFrom: FROM, env: "production" };
  const jobs = createAppJobs(settings, { config: { mode: "timer", tickMs: 60_000, outboxBatch: 20 } })!;
  try {
    await capturingLogs(async (logs) => {
      jobs.start(test.db);
      const product = await insertProduct(test.db, {
        stock: 100,
        max_purchase_limit: 5,
        price_paise: 149_900,
      });
      const shoppers = [];
      for (let i = 0; i < 20; i++) {
        const shopper = await createShopper(test.db);
        await putInCart(test.db, shopper.id, product.id, 1);
        shoppers.push(shopper);
      }
      const started = Date.now();
      for (const shopper of shoppers) {
        const response = await placeCodOrder(test.app, test.db, shopper);
        assert.equal(response.status, 200, await response.clone().text());
      }
      const placing = Date.now() - started;
      const emails = new Set(shoppers.map((s) => s.email));
      // Down for a few seconds more: the mails are tried, fail, and wait their backoff.
      await sleep(3500);
      const waiting = await test.db.selectFrom("outbox").select([
        "recipient",
        "attempts",
        "last_error",
        "sent_at",
      ])
        .execute();
      const confirmations = waiting.filter((row) => emails.has(row.recipient));
      assert.equal(confirmations.length, 20, "one confirmation per checkout, written with it");
      assert.ok(waiting.every((row) => row.sent_at === null && row.attempts >= 2 && row.last_error));
      assert.equal(sink.messages.length, 0);
      assert.ok(logs.length >= 1 && logs.length <= 3, `failures logged, throttled: ${logs.length} lines`);

      smtp.up();
      const upAt = Date.now();
      const deadline = upAt + 70_000; // at most a minute between tries, then the sends
      while (Date.now() < deadline && sink.messages.length < waiting.length) await sleep(100);
      const tookMs = Date.now() - upAt;
      await sleep(1500); // nothing more comes
      const toShoppers = sink.messages.filter((m) => m.to.some((to) => emails.has(to)));
      assert.equal(toShoppers.length, 20, "20 confirmations");
      assert.equal(new Set(toShoppers.map((m) => m.to[0])).size, 20, "none twice");
      assert.equal(sink.messages.length, waiting.length, "every mail in the outbox once (the store's too)");
      const rows = await test.db.selectFrom("outbox").select(["sent_at", "attempts"]).execute();
      assert.ok(rows.every((row) => row.sent_at));
      console.log(
        `20 checkouts in ${placing} ms with the mail server down; ${waiting.length} mails, ` +
          `attempts ${Math.min(...rows.map((r) => r.attempts))}-${
            Math.max(...rows.map((r) => r.attempts))
          }; ` +
          `all sent ${tookMs} ms after it came back`,
      );
    });
  } finally {
    await jobs.stop();
    await smtp.down();
    await Promise.all([test.close(), sink.close()]);
  }
});
