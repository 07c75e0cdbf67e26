/**
 * The admin's password reset by emailed code (POST /api/admin/forgot-password, verify-otp, reset-password):
 * the same code and rules as the vendor's, for admin accounts only; a vendor's code never resets an admin
 * and an admin's never a vendor; no answer tells which emails have accounts.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { type MailSink, startMailSink } from "../../../tests/mail-sink.ts";
import { createVendorAccount } from "../../vendors/auth/vendor-auth.fixtures.ts";
import {
  CODE_INVALID,
  CODE_SENT,
  PASSWORD_RESET_DONE,
} from "../../auth/password-reset/password-reset.service.ts";

async function post(test: TestApp, path: string, body: unknown) {
  const response = await test.app.request(path, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const CODE_SUBJECT = /^Your SwiftCart code: ([0-9]{6})$/;

async function codeFor(sink: MailSink, email: string, nth: number): Promise<string> {
  const mails = () => sink.messages.filter((m) => m.to.includes(email) && CODE_SUBJECT.test(m.subject));
  await sink.waitFor(() => mails().length >= nth);
  return CODE_SUBJECT.exec(mails()[nth - 1].subject)![1];
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

Deno.test("admin password reset: code by email, verify, reset, then sign in with it", async (t) => {
  const sink = await startMailSink();
  const test = await createTestApp({ env: { SMTP_URL: sink.url } });
  try {
    const admin = await createCustomer(test.db, { role: "admin", password: "old-secret" });
    const vendor = await createVendorAccount(test.db, { password: "vendor-old" });
    let code = "";

    await t.step("forgot-password mails the admin a code; the same answer for any email", async () => {
      const res = await post(test, "/api/admin/forgot-password", { email: admin.email.toUpperCase() });
      assert.deepEqual(res, { status: 200, body: { success: true, message: CODE_SENT } });
      code = await codeFor(sink, admin.email, 1);
      for (const email of ["nobody@example.in", vendor.email]) {
        const other = await post(test, "/api/admin/forgot-password", { email });
        assert.deepEqual(other, { status: 200, body: { success: true, message: CODE_SENT } });
      }
      await quiet();
      assert.equal(sink.messages.filter((m) => m.to.includes(vendor.email)).length, 0, "no code to a vendor");
    });

    await t.step("the admin's code does not work on the vendor's calls", async () => {
      const res = await post(test, "/vendor/verify-otp", { email: admin.email, otp: code });
      assert.deepEqual(res, { status: 400, body: { message: CODE_INVALID } });
      const reset = await post(test, "/vendor/reset-password", {
        email: admin.email,
        otp: code,
        newPassword: "hijacked-1",
      });
      assert.deepEqual(reset, { status: 400, body: { message: CODE_INVALID } });
    });

    await t.step("verify, then reset: the old password stops working, the new one works", async () => {
      assert.deepEqual(await post(test, "/api/admin/verify-otp", { email: admin.email, otp: code }), {
        status: 200,
        body: { success: true },
      });
      const res = await post(test, "/api/admin/reset-password", {
        email: admin.email,
        otp: code,
        newPassword: "new-secret-456",
      });
      assert.deepEqual(res, { status: 200, body: { success: true, message: PASSWORD_RESET_DONE } });
      const old = await post(test, "/api/admin/login", { email: admin.email, password: "old-secret" });
      assert.equal(old.status, 401);
      const fresh = await post(test, "/api/admin/login", { email: admin.email, password: "new-secret-456" });
      assert.equal(fresh.status, 200);
      assert.equal(fresh.body.message, "Welcome Admin!");
      const again = await post(test, "/api/admin/reset-password", {
        email: admin.email,
        otp: code,
        newPassword: "third-secret",
      });
      assert.deepEqual(again, { status: 400, body: { message: CODE_INVALID } }, "a code works once");
      const audit = await test.db.selectFrom("audit_log").select(["action", "actor_role"])
        .where("entity_id", "=", admin.id).execute();
      assert.deepEqual(audit, [{ action: "user.password_reset", actor_role: "admin" }]);
    });

    await t.step("a vendor's code does not reset it through the admin's calls", async () => {
      await post(test, "/vendor/forgot-password", { email: vendor.email });
      const vendorCode = await codeFor(sink, vendor.email, 1);
      const verify = await post(test, "/api/admin/verify-otp", { email: vendor.email, otp: vendorCode });
      assert.deepEqual(verify, { status: 400, body: { message: CODE_INVALID } });
      const reset = await post(test, "/api/admin/reset-password", {
        email: vendor.email,
        otp: vendorCode,
        newPassword: "hijacked-2",
      });
      assert.deepEqual(reset, { status: 400, body: { message: CODE_INVALID } });
      const login = await post(test, "/api/vendor/login", { email: vendor.email, password: "vendor-old" });
      assert.equal(login.status, 200, "the vendor's password is unchanged");
    });

    await t.step("bad input: 400 with the field's sentence", async () => {
      const short = await post(test, "/api/admin/reset-password", {
        email: admin.email,
        otp: "123456",
        newPassword: "12345",
      });
      assert.deepEqual(short, {
        status: 400,
        body: { message: "Password must be at least 6 characters long." },
      });
      const malformed = await post(test, "/api/admin/verify-otp", { email: admin.email, otp: "12a456" });
      assert.deepEqual(malformed, {
        status: 400,
        body: { message: "The code is the 6 digits from the email." },
      });
      const unknown = await post(test, "/api/admin/verify-otp", {
        email: "nobody@example.in",
        otp: "123456",
      });
      assert.deepEqual(unknown, { status: 400, body: { message: CODE_INVALID } });
    });
  } finally {
    await test.close();
    await sink.close();
  }
});
