/** The admin's read-only list of mails waiting after a failed attempt (/panel/outbox). */
import assert from "node:assert/strict";
import { createTestApp } from "../../tests/helpers.ts";
import { createCustomer } from "../../tests/customers.ts";
import { startMailSink } from "../../tests/mail-sink.ts";
import { NO_STUCK_MAILS } from "../../routes/admin/outbox.tsx";
import { enqueueMail } from "./outbox.queries.ts";
import { deliverDue } from "./outbox.service.ts";

const page = (test: Awaited<ReturnType<typeof createTestApp>>, cookie?: string) =>
  test.app.request("/panel/outbox", { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });

Deno.test("admin: the mail outbox lists the mails waiting after a failed attempt, to admins only", async () => {
  const test = await createTestApp();
  const sink = await startMailSink();
  const warn = console.warn;
  console.warn = () => {};
  try {
    const admin = await createCustomer(test.db, { role: "admin" });
    const shopper = await createCustomer(test.db);
    let html = await (await page(test, admin.cookie)).text();
    assert.match(html, /Mail Outbox/);
    assert.ok(html.includes(NO_STUCK_MAILS));

    const dead = sink.url;
    await sink.close();
    await enqueueMail(test.db, { to: "asha@example.in", subject: "Your order was shipped", text: "T" });
    await enqueueMail(test.db, { to: "store@example.in", subject: "A new order to ship", text: "T" });
    const settings = { smtpUrl: dead, mailFrom: "SwiftCart <no-reply@swiftcart.in>", env: "production" };
    await deliverDue(test.db, settings, () => Promise.reject(new Error("none")));
    const response = await page(test, admin.cookie);
    assert.equal(response.status, 200);
    html = await response.text();
    assert.match(html, /Your order was shipped/);
    assert.match(html, /A new order to ship/);
    assert.match(html, /ECONNREFUSED/);
    assert.match(html, /Mails are not going out/);
    assert.match(html, /data-testid="outbox-failing"[^]*?>2</);

    for (const cookie of [shopper.cookie, undefined]) {
      const refused = await page(test, cookie);
      assert.notEqual(refused.status, 200);
      assert.doesNotMatch(await refused.text(), /Your order was shipped/);
    }
  } finally {
    console.warn = warn;
    await test.close();
  }
});
