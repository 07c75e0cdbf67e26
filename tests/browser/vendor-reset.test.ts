/**
 * The vendor's password reset in a real browser through a real SMTP server on
 * loopback: the email on /vendor-forgot-password, the code read from the mail's subject on /vendor-otp, a
 * new password on /vendor-reset-password (a mismatch refused once), back to /vendor-login, and in.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, untilItWorks } from "./browser.ts";
import { startMailSink } from "../mail-sink.ts";
import { VENDORS } from "../../db/seed/content/vendors.ts";

const CODE_SUBJECT = /^Your SwiftCart code: ([0-9]{6})$/;
const EMAIL = VENDORS.lakshmi.email;
const NEW_PASSWORD = "lakshmi-new-7";

// The app's SMTP_URL is fixed when the test is declared, so the sink starts first; the test closes it.
const sink = await startMailSink();

const submit = (page: Page) => page.locator(".auth-submit");

browserTest(
  "vendor password reset: code by email, a new password, signed in with it",
  async ({ t, newPage }) => {
    try {
      const page = await newPage({ width: 390, height: 844 });
      let code = "";

      await t.step(
        "forgot password: the email, then /vendor-otp; the code comes in the subject",
        async () => {
          await page.goto("/vendor-forgot-password");
          await page.waitForSelector(".auth-submit:not([disabled])");
          await page.getByLabel("Email").fill(EMAIL);
          await submit(page).click();
          await page.waitForURL(/\/vendor-otp\?email=/);
          const mail = await sink.waitFor((m) => m.to.includes(EMAIL) && CODE_SUBJECT.test(m.subject));
          code = CODE_SUBJECT.exec(mail.subject)![1];
          assert.equal(await page.getByLabel("Email").inputValue(), EMAIL);
        },
      );

      await t.step("the code: /vendor-reset-password", async () => {
        await page.waitForSelector(".auth-submit:not([disabled])");
        await page.getByLabel("6-digit code").fill(code);
        await submit(page).click();
        await page.waitForURL(/\/vendor-reset-password$/);
      });

      await t.step("'Passwords do not match.' once, then the reset and back to /vendor-login", async () => {
        const password = page.getByLabel("New Password");
        await untilItWorks(
          () => password.fill(NEW_PASSWORD),
          () => page.waitForSelector(".auth-submit:not([disabled])", { timeout: 1_000 }),
        );
        await page.getByLabel("Confirm Password").fill(`${NEW_PASSWORD}x`);
        await submit(page).click();
        await page.getByText("Passwords do not match.").waitFor();

        await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
        const started = Date.now();
        await submit(page).click();
        await page.getByText("Password reset successfully! Redirecting to login...").waitFor();
        await page.waitForURL(/\/vendor-login$/, { timeout: 5_000 });
        assert.ok(Date.now() - started < 5_000, "within 5 seconds");
      });

      await t.step("sign in with the new password: the dashboard", async () => {
        await page.waitForSelector(".auth-submit:not([disabled])");
        await page.getByLabel("Email").fill(EMAIL);
        await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
        await submit(page).click();
        await page.waitForURL(/\/vendor-dashboard$/);
        const notice = await sink.waitFor((m) =>
          m.to.includes(EMAIL) && /password was changed/.test(m.subject)
        );
        assert.ok(notice, "the owner is told the password changed");
      });
    } finally {
      await sink.close();
    }
  },
  { env: { SMTP_URL: sink.url } },
);
