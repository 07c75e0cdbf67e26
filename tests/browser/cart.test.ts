/**
 * Cart and wishlist in a real browser: a signed-in customer adds to the cart from a product page (the button
 * goes 'Adding...' then 'Added!', the header count follows without a reload), changes quantities and removes
 * a line on /cart, and wishlists a product then removes it on /wishlist. A visitor meets the login prompts;
 * a store signed in on the storefront sees its panel in the header and is told to sign in as a customer.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, untilItWorks } from "./browser.ts";
import { DEMO_VENDOR_PASSWORD } from "../../db/seed/content/accounts.ts";
import { VENDORS } from "../../db/seed/content/vendors.ts";

interface DemoProduct {
  _id: string;
  name: string;
  stock: number;
  maxPurchaseLimit: number;
}

/** A new customer, signed in through the API on the page's own cookie jar. */
async function signUpAndIn(page: Page, url: string) {
  const email = `shopper.${crypto.randomUUID().slice(0, 8)}@example.in`;
  const password = "secret123";
  const register = await page.request.post(`${url}/api/users/customer-register`, {
    data: { name: "Browser Shopper", email, mobile: "9876543210", password },
  });
  assert.ok(register.ok(), `register: ${register.status()} ${await register.text()}`);
  const login = await page.request.post(`${url}/api/users/customer-login`, { data: { email, password } });
  assert.ok(login.ok(), `login: ${login.status()} ${await login.text()}`);
}

const badge = (page: Page) => page.locator(".header-icons .badge");

browserTest("cart and wishlist in a browser", async ({ t, url, newPage }) => {
  const { products } = await (await fetch(`${url}/api/products/get-all-products?limit=200`)).json();
  const product = (products as DemoProduct[]).find((p) => p.stock >= 3 && p.maxPurchaseLimit >= 3);
  assert.ok(product, "the demo has a product that can be bought three at a time");

  await t.step("a visitor is asked to log in on /cart and /wishlist", async () => {
    const page = await newPage();
    await page.goto("/cart");
    const login = page.getByRole("link", { name: "Please Login" });
    assert.equal(await login.getAttribute("href"), "/login-customer?next=%2Fcart");
    await page.goto("/wishlist");
    await page.getByText("Please login to manage wishlist").waitFor();
    await page.getByText("Your wishlist is empty.").waitFor();
  });

  const page = await newPage();
  await signUpAndIn(page, url);

  await t.step("Add to Cart: 'Adding...', 'Added!', and the header count without a reload", async () => {
    await page.goto(`/product/${product._id}`);
    assert.equal(await badge(page).isHidden(), true, "an empty cart shows no count");
    await page.evaluate(() => ((globalThis as Record<string, unknown>).sameDocument = true));
    // Slow the call down a little so 'Adding...' can be seen.
    await page.route("**/api/cart/add-to-cart", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const button = page.getByTestId("add-to-cart");
    await untilItWorks(
      () => button.click(),
      () =>
        page.waitForFunction(
          () => document.querySelector("[data-testid=add-to-cart]")!.textContent === "Adding...",
          null,
          { timeout: 1_000 },
        ),
    );
    await page.waitForFunction(() =>
      document.querySelector("[data-testid=add-to-cart]")!.textContent === "Added!"
    );
    assert.equal((await badge(page).innerText()).trim(), "1");
    await page.waitForFunction(
      () => document.querySelector("[data-testid=add-to-cart]")!.textContent === "Add to Cart",
      null,
      { timeout: 3_000 },
    );
    await page.unroute("**/api/cart/add-to-cart");
    await button.click();
    await page.waitForFunction(() => document.querySelector(".header-icons .badge")?.textContent === "2");
    assert.equal(
      await page.evaluate(() => (globalThis as Record<string, unknown>).sameDocument),
      true,
      "no reload",
    );
  });

  await t.step("Add to Wishlist toggles", async () => {
    const heart = page.getByTestId("add-to-wishlist");
    await heart.click();
    await page.waitForFunction(() =>
      document.querySelector("[data-testid=add-to-wishlist]")!.getAttribute("aria-pressed") === "true"
    );
    assert.match(await heart.innerText(), /Wishlisted/);
    // After a reload the server remembers it.
    await page.reload();
    assert.equal(await heart.getAttribute("aria-pressed"), "true");
  });

  await t.step("/cart: plus and minus within bounds, the total and the header follow; remove", async () => {
    await page.goto("/cart");
    const line = page.getByTestId("cart-line");
    assert.equal(await line.count(), 1);
    assert.match(await line.innerText(), new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    const quantity = line.getByTestId("qty-value");
    assert.equal((await quantity.innerText()).trim(), "2");
    const totalAtTwo = await page.getByTestId("cart-total").innerText();

    await untilItWorks(
      () => line.getByTestId("qty-plus").click(),
      () =>
        page.waitForFunction(
          () => document.querySelector("[data-testid=qty-value]")?.textContent === "3",
          null,
          { timeout: 1_000 },
        ),
    );
    await page.waitForFunction(() => document.querySelector(".header-icons .badge")?.textContent === "3");
    assert.notEqual(await page.getByTestId("cart-total").innerText(), totalAtTwo);

    await line.getByTestId("qty-minus").click();
    await page.waitForFunction(() => document.querySelector("[data-testid=qty-value]")?.textContent === "2");
    await line.getByTestId("qty-minus").click();
    await page.waitForFunction(() => document.querySelector("[data-testid=qty-value]")?.textContent === "1");
    assert.equal(await line.getByTestId("qty-minus").isDisabled(), true, "cannot go below 1");
    await page.waitForFunction(() => document.querySelector(".header-icons .badge")?.textContent === "1");

    await page.locator("#coupon-code").fill("DIWALI50");
    await page.getByRole("button", { name: "Apply" }).click();
    assert.match(await page.getByTestId("coupon-message").innerText(), /can't be applied/);
    assert.equal(await page.getByRole("button", { name: "Proceed to checkout" }).isEnabled(), true);

    await line.getByTestId("cart-remove").click();
    await page.getByText("Your cart is empty.").waitFor();
    await page.waitForFunction(() =>
      document.querySelector<HTMLElement>(".header-icons .badge")?.hidden === true
    );
  });

  await t.step("/wishlist: the card, then Remove empties it", async () => {
    await page.goto("/wishlist");
    const card = page.getByTestId("wish-card");
    assert.equal(await card.count(), 1);
    assert.equal(
      await card.getByRole("link", { name: /View/ }).getAttribute("href"),
      `/product/${product._id}`,
    );
    await untilItWorks(
      () => card.getByTestId("wish-remove").click(),
      () => page.getByText("Your wishlist is empty.").waitFor({ timeout: 1_000 }),
    );
    await page.getByRole("link", { name: "Back to Shopping" }).waitFor();
  });

  await t.step("a store signed in on the storefront: its panel in the header, no buying", async () => {
    const vendor = await newPage();
    const login = await vendor.request.post(`${url}/api/vendor/login`, {
      data: { email: VENDORS.lakshmi.email, password: DEMO_VENDOR_PASSWORD },
    });
    assert.ok(login.ok(), `vendor login: ${login.status()} ${await login.text()}`);
    await vendor.goto(`/product/${product._id}`);
    await vendor.getByTestId("header-who").getByText(VENDORS.lakshmi.storeName).waitFor();
    assert.equal(
      await vendor.getByRole("link", { name: "Vendor panel" }).getAttribute("href"),
      "/vendor-dashboard",
    );
    const calls: string[] = [];
    vendor.on("request", (request) => calls.push(request.url()));
    await untilItWorks(
      () => vendor.getByTestId("add-to-cart").click(),
      () =>
        vendor.getByTestId("shop-prompt").getByText("Sign in as a customer to buy").waitFor({
          timeout: 1_000,
        }),
    );
    await vendor.getByRole("button", { name: "Dismiss" }).click();
    await vendor.getByTestId("add-to-wishlist").click();
    await vendor.getByTestId("shop-prompt").getByText("Sign in as a customer to buy").waitFor();
    assert.deepEqual(calls.filter((call) => call.includes("/api/")), [], "nothing is sent");
  });
});
