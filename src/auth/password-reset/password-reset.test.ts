/**
 * Password reset by email code, through the HTTP API and a real SMTP server on
 * loopback: the code is read from the subject of the mail received. Expiry, tries, one use, the resend
 * throttle, no account discovery, and 503 in production without SMTP.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { type MailSink, type ReceivedMail, startMailSink } from "../../../tests/mail-sink.ts";
import { createVendorAccount } from "../../vendors/auth/vendor-auth.fixtures.ts";
import { loadConfig } from "../../config.ts";
import { MAIL_NOT_SET_UP } from "../../core/mail.ts";
import {
  CODE_INVALID,
  CODE_SENT,
  hashResetCode,
  MAX_CODE_TRIES,
  MAX_SENDS_PER_HOUR,
  newResetCode,
  requestResetCode,
} from "./password-reset.service.ts";

async function post(app: TestApp["app"], path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  const response = await app.request(path, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const CODE_SUBJECT = /^Your SwiftCart code: ([0-9]{6})$/;

/** Reads the codes mailed to one address, in order. */
function inbox(sink: MailSink, email: string) {
  let seen = 0;
  const codeMails = () => sink.messages.filter((m) => m.to.includes(email) && CODE_SUBJECT.test(m.subject));
  return {
    /** The code of the next mail to arrive. */
    async nextCode(): Promise<string> {
      const want = seen + 1;
      await sink.waitFor(() => codeMails().length >= want);
      const mail: ReceivedMail = codeMails()[seen++];
      return CODE_SUBJECT.exec(mail.subject)![1];
    },
    /** No new code mail, after giving a background send time to arrive. */
    async nothingNew(): Promise<void> {
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(codeMails().length, seen, "no code was sent");
    },
  };
}

const resetRow = (test: TestApp, userId: string) =>
  test.db.selectFrom("password_resets").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();

/** Moves the account's code row back in time, as if `seconds` had passed. */
const age = (test: TestApp, userId: string, seconds: number) =>
  test.db.updateTable("password_resets").set({
    sent_at: sql`sent_at - make_interval(secs => ${seconds})`,
    window_started_at: sql`window_started_at - make_interval(secs => ${seconds})`,
    expires_at: sql`expires_at - make_interval(secs => ${seconds})`,
  }).where("user_id", "=", userId).execute();

const login = async (test: TestApp, email: string, password: string) =>
  (await post(test.app, "/api/vendor/login", { email, password })).status;

Deno.test("vendor password reset: code by email, verify, reset, used once", async (t) => {
  const sink = await startMailSink();
  const test = await createTestApp({ env: { SMTP_URL: sink.url } });
  try {
    const vendor = await createVendorAccount(test.db, { password: "old-secret" });
    const mail = inbox(sink, vendor.email);
    let code = "";

    await t.step("forgot-password mails a 6-digit code in the subject; only its hash is stored", async () => {
      const res = await post(test.app, "/vendor/forgot-password", {
        email: ` ${vendor.email.toUpperCase()} `,
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { success: true, message: CODE_SENT });
      code = await mail.nextCode();
      const received = sink.messages.at(-1)!;
      assert.match(received.text, new RegExp(`${code}[\\s\\S]*10 minutes`));
      const row = await resetRow(test, vendor.id);
      assert.equal(row.code_hash, await hashResetCode(vendor.id, code));
      assert.ok(!JSON.stringify(row).includes(code), "the code itself is not stored");
      assert.equal(row.attempts, 0);
      const minutes = (new Date(row.expires_at).getTime() - Date.now()) / 60_000;
      assert.ok(minutes > 9.9 && minutes <= 10, `valid 10 minutes (${minutes})`);
    });

    await t.step(
      "a wrong code is refused and counts a try; the right one passes and stays usable",
      async () => {
        const wrong = code === "000000" ? "000001" : "000000";
        const res = await post(test.app, "/vendor/verify-otp", { email: vendor.email, otp: wrong });
        assert.equal(res.status, 400);
        assert.deepEqual(res.body, { message: CODE_INVALID });
        assert.equal((await resetRow(test, vendor.id)).attempts, 1);
        for (let i = 0; i < 2; i++) {
          const ok = await post(test.app, "/vendor/verify-otp", { email: vendor.email, otp: code });
          assert.equal(ok.status, 200);
          assert.deepEqual(ok.body, { success: true });
        }
        const malformed = await post(test.app, "/vendor/verify-otp", { email: vendor.email, otp: "12a456" });
        assert.equal(malformed.status, 400);
        assert.equal(malformed.body.message, "The code is the 6 digits from the email.");
        assert.equal((await resetRow(test, vendor.id)).attempts, 1, "a malformed code is not a try");
      },
    );

    await t.step("a short new password is refused before the code is looked at", async () => {
      const res = await post(test.app, "/vendor/reset-password", {
        email: vendor.email,
        otp: code,
        newPassword: "12345",
      });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { message: "Password must be at least 6 characters long." });
      assert.equal((await resetRow(test, vendor.id)).attempts, 1);
    });

    await t.step("reset sets the password, ends every session, is audited and told by email", async () => {
      const res = await post(test.app, "/vendor/reset-password", {
        email: vendor.email,
        otp: code,
        newPassword: "new-secret",
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.success, true);
      assert.equal(typeof res.body.message, "string");
      const sessions = await test.db.selectFrom("sessions").select("token_hash")
        .where("user_id", "=", vendor.id).execute();
      assert.deepEqual(sessions, [], "signed out everywhere");
      assert.equal(await login(test, vendor.email, "old-secret"), 401);
      assert.equal(await login(test, vendor.email, "new-secret"), 200);
      const audit = await test.db.selectFrom("audit_log").selectAll()
        .where("entity_id", "=", vendor.id).where("action", "=", "user.password_reset").execute();
      assert.equal(audit.length, 1);
      assert.equal(audit[0].actor_id, vendor.id);
      assert.ok(!JSON.stringify(audit[0].details).includes(code), "no code in the audit trail");
      await sink.waitFor((m) =>
        m.to.includes(vendor.email) && m.subject === "Your SwiftCart password was changed"
      );
    });

    await t.step("the code works once", async () => {
      for (const newPassword of [undefined, "third-secret"]) {
        const path = newPassword ? "/vendor/reset-password" : "/vendor/verify-otp";
        const res = await post(test.app, path, { email: vendor.email, otp: code, newPassword });
        assert.equal(res.status, 400, path);
        assert.deepEqual(res.body, { message: CODE_INVALID });
      }
      assert.equal(await login(test, vendor.email, "new-secret"), 200);
    });
  } finally {
    await test.close();
    await sink.close();
  }
});

Deno.test("vendor password reset: expiry, five tries, and the resend throttle", async (t) => {
  const sink = await startMailSink();
  const test = await createTestApp({ env: { SMTP_URL: sink.url } });
  try {
    const vendor = await createVendorAccount(test.db);
    const mail = inbox(sink, vendor.email);
    const ask = () => post(test.app, "/vendor/forgot-password", { email: vendor.email });
    const verify = (otp: string) => post(test.app, "/vendor/verify-otp", { email: vendor.email, otp });

    await t.step("a code older than 10 minutes no longer works", async () => {
      await ask();
      const code = await mail.nextCode();
      await test.db.updateTable("password_resets").set({ expires_at: sql`now() - interval '1 second'` })
        .where("user_id", "=", vendor.id).execute();
      const res = await verify(code);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { message: CODE_INVALID });
    });

    await t.step("a second request within a minute answers the same and sends nothing", async () => {
      const before = await resetRow(test, vendor.id);
      const res = await ask();
      assert.deepEqual(res.body, { success: true, message: CODE_SENT });
      await mail.nothingNew();
      assert.deepEqual(await resetRow(test, vendor.id), before);
    });

    await t.step(`after ${MAX_CODE_TRIES} wrong tries the code is dead, even the right one`, async () => {
      await age(test, vendor.id, 61);
      await ask();
      const code = await mail.nextCode();
      const wrong = code === "999999" ? "999998" : "999999";
      for (let i = 0; i < MAX_CODE_TRIES; i++) assert.equal((await verify(wrong)).status, 400);
      assert.equal((await resetRow(test, vendor.id)).attempts, MAX_CODE_TRIES);
      const res = await verify(code);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { message: CODE_INVALID });
      assert.equal((await resetRow(test, vendor.id)).attempts, MAX_CODE_TRIES, "no counting past the limit");
    });

    await t.step("a new code replaces the old one, with fresh tries", async () => {
      await age(test, vendor.id, 61);
      await ask();
      const code = await mail.nextCode();
      assert.equal((await resetRow(test, vendor.id)).attempts, 0);
      assert.equal((await verify(code)).status, 200);
    });

    await t.step(`at most ${MAX_SENDS_PER_HOUR} codes an hour; the next window starts afresh`, async () => {
      assert.equal((await resetRow(test, vendor.id)).sends, 3);
      for (let sends = 4; sends <= MAX_SENDS_PER_HOUR; sends++) {
        await age(test, vendor.id, 61);
        await ask();
        await mail.nextCode();
        assert.equal((await resetRow(test, vendor.id)).sends, sends);
      }
      await age(test, vendor.id, 61);
      const res = await ask();
      assert.deepEqual(res.body, { success: true, message: CODE_SENT }, "the same answer");
      await mail.nothingNew();
      // Once the hour since the window opened is over, codes go out again.
      await age(test, vendor.id, 3600);
      await ask();
      await mail.nextCode();
      assert.equal((await resetRow(test, vendor.id)).sends, 1);
    });
  } finally {
    await test.close();
    await sink.close();
  }
});

Deno.test("the code's tries cannot be raced: 39 parallel tries are counted as they come, the right code after is refused", async () => {
  const test = await createTestApp();
  try {
    const vendor = await createVendorAccount(test.db);
    const code = "482913";
    await test.db.insertInto("password_resets").values({
      user_id: vendor.id,
      code_hash: await hashResetCode(vendor.id, code),
      expires_at: sql`now() + interval '10 minutes'`,
      sent_at: sql`now()`,
      window_started_at: sql`now()`,
    }).execute();
    // 39 wrong codes at once: each is counted as it comes, none past the limit. Sent together, they reach
    // the server in no fixed order, so the right code goes after them (it must find the tries used up).
    const answers = await Promise.all(
      Array.from(
        { length: 39 },
        (_, i) => post(test.app, "/vendor/verify-otp", { email: vendor.email, otp: String(100000 + i) }),
      ),
    );
    assert.ok(answers.every((a) => a.status === 400));
    assert.equal((await resetRow(test, vendor.id)).attempts, MAX_CODE_TRIES, "no try counted past the limit");
    const right = await post(test.app, "/vendor/verify-otp", { email: vendor.email, otp: code });
    assert.equal(right.status, 400, "the right code came after the tries ran out");
    assert.deepEqual(right.body, { message: CODE_INVALID });
  } finally {
    await test.close();
  }
});

Deno.test("vendor password reset tells nobody which emails have vendor accounts", async () => {
  const sink = await startMailSink();
  const test = await createTestApp({ env: { SMTP_URL: sink.url } });
  try {
    const vendor = await createVendorAccount(test.db);
    const customer = await createCustomer(test.db);
    const admin = await createCustomer(test.db, { role: "admin" });
    const storeless = await createCustomer(test.db, { role: "vendor" });
    const others = ["nobody@example.in", customer.email, admin.email, storeless.email];

    const answers = [];
    for (const email of [vendor.email, ...others]) {
      const res = await post(test.app, "/vendor/forgot-password", { email });
      answers.push({ status: res.status, body: res.body });
    }
    for (const answer of answers) assert.deepEqual(answer, answers[0]);
    await inbox(sink, vendor.email).nextCode();
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(sink.messages.map((m) => m.to).flat(), [vendor.email], "only the vendor got a code");
    assert.equal(
      await test.db.selectFrom("password_resets").select("user_id").execute().then((r) => r.length),
      1,
    );

    for (const email of others) {
      for (const newPassword of [undefined, "whatever1"]) {
        const path = newPassword ? "/vendor/reset-password" : "/vendor/verify-otp";
        const res = await post(test.app, path, { email, otp: "123456", newPassword });
        assert.equal(res.status, 400);
        assert.deepEqual(res.body, { message: CODE_INVALID }, `${path} ${email}`);
      }
    }

    const invalid = await post(test.app, "/vendor/forgot-password", { email: "not-an-email" });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.message, "Please enter a valid email address.");
    const extra = await post(test.app, "/vendor/forgot-password", { email: vendor.email, role: "admin" });
    assert.equal(extra.status, 400);
    assert.match(extra.body.message, /role/);
  } finally {
    await test.close();
    await sink.close();
  }
});

Deno.test("password reset in production without SMTP_URL answers 503 for every email", async () => {
  const test = await createTestApp({ env: { APP_ENV: "production" } });
  try {
    const vendor = await createVendorAccount(test.db);
    for (const email of [vendor.email, "nobody@example.in"]) {
      const res = await post(test.app, "/vendor/forgot-password", { email });
      assert.equal(res.status, 503);
      assert.deepEqual(res.body, { message: MAIL_NOT_SET_UP });
    }
    const rows = await test.db.selectFrom("password_resets").select("user_id").execute();
    assert.deepEqual(rows, [], "no code was made");
  } finally {
    await test.close();
  }
});

Deno.test("the service serves admins too, each page for its own role", async () => {
  const sink = await startMailSink();
  const test = await createTestApp();
  try {
    const config = loadConfig({ SMTP_URL: sink.url });
    const admin = await createCustomer(test.db, { role: "admin" });
    assert.equal((await requestResetCode(test.db, config, admin.email, ["vendor"])).delivery, undefined);
    const { delivery } = await requestResetCode(test.db, config, admin.email, ["admin"]);
    await delivery;
    assert.match(sink.messages.at(-1)!.subject, CODE_SUBJECT);
    assert.deepEqual(sink.messages.at(-1)!.to, [admin.email]);
  } finally {
    await test.close();
    await sink.close();
  }
});

Deno.test("codes: 6 digits, drawn uniformly", () => {
  const counts = new Array(10).fill(0);
  const draws = 20_000;
  for (let i = 0; i < draws; i++) {
    const code = newResetCode();
    assert.match(code, /^[0-9]{6}$/);
    counts[Number(code[0])]++;
  }
  // Each leading digit about 2000 times; a bias of a few percent would show (chi-square, 9 df, p ≈ 0.001).
  const expected = draws / 10;
  const chi = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
  assert.ok(chi < 27.9, `chi-square ${chi.toFixed(1)}: ${counts.join(", ")}`);
});
