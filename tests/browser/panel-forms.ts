/**
 * What the panels' browser tests share: signing in (the admin through the API where the form is not what is
 * tested; a panel's sign-in form as a person fills it) and the product form as an admin fills it.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";

/** Signs the page's browser in as the demo admin, through the API. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const login = await page.request.post("/api/admin/login", {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  assert.equal(login.status(), 200, await login.text());
}

/** A panel's sign-in form filled and sent: the admin's (/admin-login) or a store's (/vendor-login). */
export async function passwordStep(
  page: Page,
  area: "admin" | "vendor",
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`/${area}-login`);
  const island = area === "admin" ? "AdminLoginForm" : "VendorLoginForm";
  await page.locator(`[data-island="${island}"] button[type="submit"]:not([disabled])`).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.locator(`#${area}-password`).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** /product/new, once its form takes input. */
export async function openProductForm(page: Page): Promise<void> {
  await page.goto("/product/new");
  await page.waitForSelector('[data-testid="product-submit"]:not([disabled])');
}

/**
 * Every field of the product form but its photos: a 1.5 litre kettle for `store` (by name; the list's first
 * without one), the first category, subcategory and unit, one attribute, ₹1,299 less 5 %, 12 in stock, 3 per
 * order.
 */
export async function fillProductFields(
  page: Page,
  { store, name, pin, location }: { store?: string; name: string; pin: string; location?: string },
): Promise<void> {
  await page.locator("#product-vendorId").selectOption(store ? { label: store } : { index: 1 });
  await page.locator("#product-name").fill(name);
  await page.locator("#product-pin").fill(pin);
  await page.locator("#product-colour").fill("Steel");
  await page.locator("#product-description").fill("A 1.5 litre electric kettle with auto shut-off.");
  await page.locator("#product-category").selectOption({ index: 1 });
  const subcategory = page.locator("#product-subcategory");
  if (await subcategory.isEnabled()) await subcategory.selectOption({ index: 1 });
  await page.locator("#product-unit").selectOption({ index: 1 });
  await page.locator("#product-attribute-value").fill("Auto shut-off");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.locator("#product-price").fill("1299");
  await page.locator("#product-discountType").fill("5");
  await page.locator("#product-stock").fill("12");
  await page.locator("#product-maxPurchaseLimit").fill("3");
  if (location) await page.locator("#product-location").fill(location);
}
