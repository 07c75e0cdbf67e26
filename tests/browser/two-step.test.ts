/**
 * Two-step sign-in in a real browser: the demo admin turns it on from the profile page (QR code, a code
 * computed here as the app would), then signs in with a code; the sign-in's success sentence ('Welcome
 * Admin!', 'Login successful', 'Login successful!') is still there on the page the form goes to.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, untilItWorks } from "./browser.ts";
import { passwordStep } from "./panel-forms.ts";
import { DEMO_ADMIN, DEMO_VENDOR_PASSWORD } from "../../db/seed/content/accounts.ts";
import { codeAt } from "../../src/auth/two-step/two-step.service.ts";
import { PERIOD_SECONDS } from "../../src/auth/two-step/two-step.schema.ts";
import { createCustomer } from "../customers.ts";

const adminPasswordStep = (page: Page) => passwordStep(page, "admin", DEMO_ADMIN.email, DEMO_ADMIN.password);

browserTest(
  "two-step: the admin turns it on from the profile and signs in with a code",
  async ({ newPage }) => {
    const page = await newPage({ width: 1366, height: 900 });
    await adminPasswordStep(page);
    await page.waitForURL(/\/admin$/);
    // The sign-in's sentence is shown on the dashboard it went on to.
    await page.getByTestId("flash-message").getByText("Welcome Admin!").waitFor();

    await page.goto("/panel/profile");
    const section = page.getByTestId("two-step-section");
    await untilItWorks(
      () => section.getByRole("button", { name: "Turn on two-step sign-in" }).click(),
      () => section.locator("img.two-step-qr").waitFor({ timeout: 2000 }),
    );
    const secret = (await section.locator(".two-step-secret").textContent())!.trim();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await section.getByLabel("Code from the app").fill(codeAt(secret, Date.now()));
    await section.getByRole("button", { name: "Confirm and turn on" }).click();
    await section.getByRole("list", { name: "Recovery codes" }).waitFor();
    assert.equal(await section.locator(".two-step-codes li").count(), 10);
    await section.getByText(/On since .* 10 recovery codes left/).waitFor();

    await page.getByTestId("sign-out").first().click();
    await page.waitForURL(/\/admin-login/);
    await adminPasswordStep(page);
    await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
    await page.getByLabel("Code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("That code is not right. Please try again.").waitFor();
    // The enrolment took this step's code; the app's next one is still inside the window.
    await page.getByLabel("Code").fill(codeAt(secret, Date.now() + PERIOD_SECONDS * 1000));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByTestId("flash-message").getByText("Welcome Admin!").waitFor();
    // Shown once: the next page does not repeat it.
    await page.goto("/panel/profile");
    await page.getByTestId("two-step-section").waitFor();
    assert.equal(await page.getByTestId("flash-message").count(), 0);
  },
);

browserTest(
  "sign-in messages stay visible on the next page: the store's and the shopper's",
  async ({ newPage, db }) => {
    const vendor = await newPage({ width: 1366, height: 900 });
    await passwordStep(vendor, "vendor", "orders@lakshmimobiles.in", DEMO_VENDOR_PASSWORD);
    await vendor.waitForURL(/\/vendor-dashboard$/);
    await vendor.getByTestId("flash-message").getByText("Login successful").waitFor();

    const customer = await createCustomer(db, { password: "shopper-secret" });
    const shopper = await newPage({ width: 390, height: 844 });
    await shopper.goto("/login-customer");
    await shopper.locator('[data-island="LoginForm"] button[type="submit"]:not([disabled])').waitFor();
    await shopper.getByLabel("Email address").fill(customer.email);
    await shopper.locator("#login-password").fill("shopper-secret");
    await shopper.getByRole("button", { name: "Log in" }).click();
    await shopper.waitForURL((url) => !url.pathname.startsWith("/login-customer"));
    await shopper.getByTestId("flash-message").getByText("Login successful!").waitFor();
  },
);
