/**
 * The vendor's and the admin's profile forms in a real browser (they share islands/_profile-section.tsx):
 * a section saves only its own fields and says so; new bank details are refused without the current
 * password, which shows and hides, and saved with it.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest } from "./browser.ts";
import { DEMO_ADMIN, DEMO_VENDOR_PASSWORD } from "../../db/seed/content/accounts.ts";
import { PROFILE_SAVED } from "../../src/admin/profile/profile.rules.ts";
import { SAVED } from "../../src/vendors/profile/profile.rules.ts";

const VENDOR_EMAIL = "orders@lakshmimobiles.in";

/** A profile section: a region named by its heading. */
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

browserTest(
  "vendor profile: a section saves; bank details need the current password",
  async ({ newPage }) => {
    const page = await newPage({ width: 1366, height: 900 });
    await page.goto("/vendor-login?next=%2Fvendor-profile");
    await page.locator(".auth-submit:not([disabled])").waitFor();
    await page.getByLabel("Email").fill(VENDOR_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_VENDOR_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/vendor-profile$/);

    const basic = section(page, "Basic Information");
    await basic.getByLabel("Phone").fill("9876501234");
    await basic.getByRole("button", { name: "Save Changes" }).click();
    await basic.getByText(SAVED).waitFor();

    const bank = section(page, "Bank Details");
    await bank.getByLabel("Branch").fill("Anna Nagar");
    await bank.getByRole("button", { name: "Save Changes" }).click();
    await bank.getByText("Please enter your current password to change your bank details.").first().waitFor();
    const password = bank.getByLabel("Current password");
    await password.fill(DEMO_VENDOR_PASSWORD);
    await bank.getByRole("button", { name: "Show password" }).click();
    assert.equal(await password.getAttribute("type"), "text");
    await bank.getByRole("button", { name: "Save Changes" }).click();
    await bank.getByText(SAVED).waitFor();
    assert.equal(await password.inputValue(), "");

    await page.reload();
    assert.equal(await section(page, "Basic Information").getByLabel("Phone").inputValue(), "9876501234");
    assert.equal(await section(page, "Bank Details").getByLabel("Branch").inputValue(), "Anna Nagar");
  },
);

browserTest("admin profile: Personal saves; Bank needs the current password", async ({ newPage }) => {
  const page = await newPage({ width: 390, height: 844 });
  await page.goto("/admin-login?next=%2Fpanel%2Fprofile");
  await page.locator('[data-island="AdminLoginForm"] button[type="submit"]:not([disabled])').waitFor();
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.locator("#admin-password").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/panel\/profile$/);

  const personal = section(page, "Personal");
  await personal.getByLabel("First Name").fill("Meera");
  await personal.getByRole("button", { name: "Save Personal" }).click();
  await personal.getByText(PROFILE_SAVED).waitFor();

  const bank = section(page, "Bank");
  await bank.getByLabel("Branch").fill("MG Road");
  await bank.getByRole("button", { name: "Save Bank" }).click();
  await bank.getByText("Please enter your current password to change your bank details.").first().waitFor();
  await bank.getByLabel("Current password").fill(DEMO_ADMIN.password);
  await bank.getByRole("button", { name: "Save Bank" }).click();
  await bank.getByText(PROFILE_SAVED).waitFor();

  await page.reload();
  assert.equal(await section(page, "Personal").getByLabel("First Name").inputValue(), "Meera");
  assert.equal(await section(page, "Bank").getByLabel("Branch").inputValue(), "MG Road");
});
