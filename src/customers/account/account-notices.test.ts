import assert from "node:assert/strict";
import { createTestApp } from "../../../tests/helpers.ts";
import { asCustomer, createCustomer } from "../../../tests/customers.ts";
import { startMailSink } from "../../../tests/mail-sink.ts";

Deno.test("a changed email or password is told to the account's old address", async () => {
  const sink = await startMailSink();
  const test = await createTestApp({ env: { SMTP_URL: sink.url } });
  try {
    const asha = await createCustomer(test.db, { name: "Asha", email: "asha@example.in" });
    const change = (body: Record<string, unknown>, email: string) =>
      test.app.request(`/api/users/email/${encodeURIComponent(email)}`, {
        method: "PUT",
        headers: asCustomer(asha),
        body: JSON.stringify(body),
      });
    assert.equal((await change({ name: "Asha R" }, asha.email)).status, 200);
    const moved = await change({ email: "asha.new@example.in", currentPassword: asha.password }, asha.email);
    assert.equal(moved.status, 200);
    const notice = await sink.waitFor((m) => m.to.includes("asha@example.in"));
    assert.equal(notice.subject, "Your SwiftCart account was changed");
    assert.match(notice.text, /sign-in email changed to asha\.new@example\.in/);
    assert.equal(sink.messages.length, 1, "a name change sends nothing");
  } finally {
    await test.close();
    await sink.close();
  }
});
