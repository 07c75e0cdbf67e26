/**
 * The admin's sign-in in a real browser: /admin-login with the demo admin's email and password,
 * 'Welcome Admin!', then the dashboard with its four tiles; a wrong password says 'Invalid credentials'.
 */
import assert from "node:assert/strict";
import { browserTest } from "./browser.ts";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";

browserTest("admin: sign in on /admin-login and land on the dashboard", async ({ newPage }) => {
  const page = await newPage({ width: 1366, height: 900 });
  await page.goto("/admin");
  await page.waitForURL(/\/admin-login\?next=%2Fadmin$/);
  await page.locator('[data-island="AdminLoginForm"] button[type="submit"]:not([disabled])').waitFor();
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.locator("#admin-password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText("Invalid credentials").waitFor();
  await page.locator("#admin-password").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Show password" }).click();
  assert.equal(await page.locator("#admin-password").getAttribute("type"), "text");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/admin$/);
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  for (const tile of ["Products", "Orders", "Customers", "Stores"]) {
    await page.locator(".stat-tile").getByRole("link", { name: tile }).waitFor();
  }
  await page.getByText("Kochi Gadget Point").waitFor(); // the demo store waiting for approval
});
