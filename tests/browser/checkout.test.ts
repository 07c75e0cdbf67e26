/**
 * Checkout in a real browser: cash on delivery from a product page to My Orders;
 * a card payment through the built-in test gateway; a declined payment, paid again or cancelled from My
 * Orders; a price raised under an open checkout; Pay Now without a method or without an address. The app runs with the demo catalogue and no Razorpay keys (the test gateway).
 */
import assert from "node:assert/strict";
import type { Dialog, Page } from "playwright-core";
import { browserTest, untilItWorks } from "./browser.ts";
import { formatRupees } from "../../src/core/money.ts";
import type { TestCustomer } from "../customers.ts";
import { createShopper } from "../orders.ts";

interface DemoProduct {
  _id: string;
  name: string;
  stock: number;
  maxPurchaseLimit: number;
  priceAfterDiscount: number;
}

const badge = (page: Page) => page.locator(".header-icons .badge");

async function signIn(page: Page, url: string, customer: TestCustomer) {
  const [name, value] = customer.cookie.split("=");
  await page.context().addCookies([{ name, value, url }]);
}

/** Puts one unit in the cart through the API (the product page's button is covered by the first purchase). */
async function addToCart(page: Page, productId: string) {
  const response = await page.request.post("/api/cart/add-to-cart", { data: { productId, quantity: 1 } });
  assert.ok(response.ok(), `add-to-cart: ${response.status()}`);
}

/** /cart, then the checkout modal (the first click may land before the island has hydrated). */
async function openCheckout(page: Page) {
  await page.goto("/cart");
  const dialog = page.getByTestId("checkout-dialog");
  await untilItWorks(
    () => page.getByTestId("proceed-to-checkout").click(),
    () => dialog.waitFor({ timeout: 1_000 }),
  );
  return dialog;
}

/** My Orders' newest row: its status and total. */
async function newestOrder(page: Page) {
  await page.goto("/order-customer");
  const row = page.getByTestId("order-row").first();
  return {
    status: (await row.getByTestId("order-status").innerText()).trim(),
    total: (await row.getByTestId("order-total").innerText()).trim(),
    text: await row.innerText(),
  };
}

/**
 * My Orders' first row cancelled (the caller accepts the confirmation). Clicked again only while its button
 * is there and enabled: a click before hydration does nothing, one during the cancellation must not wait.
 */
async function cancelFirstOrder(page: Page) {
  const cancel = page.getByTestId("order-row").first().getByTestId("cancel-order");
  await untilItWorks(
    async () => (await cancel.count()) && await cancel.isEnabled() && await cancel.click(),
    () =>
      page.waitForFunction(
        () => document.querySelector("[data-testid=order-status]")?.textContent === "Cancelled",
        null,
        { timeout: 5_000 },
      ),
    5,
  );
}

browserTest(
  "checkout: cash on delivery, the test gateway, a decline, the guards",
  async ({ t, url, db, newPage }) => {
    const { products } = await (await fetch(`${url}/api/products/get-all-products?limit=200`)).json();
    const [first, second, third] = (products as DemoProduct[]).filter((p) =>
      p.stock >= 3 && p.maxPurchaseLimit >= 1
    );
    assert.ok(third, "the demo has three products in stock");
    const page = await newPage();
    await signIn(page, url, await createShopper(db));

    await t.step("cash on delivery from a product page to My Orders", async () => {
      await page.goto(`/product/${first._id}`);
      await untilItWorks(
        () => page.getByTestId("add-to-cart").click(),
        () =>
          page.waitForFunction(
            () => document.querySelector(".header-icons .badge")?.textContent === "1",
            null,
            { timeout: 1_000 },
          ),
      );
      const dialog = await openCheckout(page);
      assert.equal(
        await dialog.getByTestId("checkout-total").innerText(),
        formatRupees(first.priceAfterDiscount),
      );
      assert.equal(
        await dialog.getByRole("radio", { name: /12 MG Road/ }).isChecked(),
        true,
        "the address is preselected",
      );
      await dialog.getByLabel("Cash on Delivery").check();
      await dialog.getByTestId("pay-now").click();
      await page.getByText("Cash on Delivery order placed!").waitFor();
      assert.equal(await dialog.isVisible(), false, "the modal closed");
      await page.getByText("Your cart is empty.").waitFor();
      assert.equal(await badge(page).isHidden(), true, "the header count went to 0");

      await page.getByRole("link", { name: "View my orders" }).click();
      await page.waitForURL("**/order-customer");
      const order = await newestOrder(page);
      assert.equal(order.status, "Confirmed");
      assert.equal(order.total, formatRupees(first.priceAfterDiscount));
      assert.match(order.text, /Cash on Delivery/);
    });

    await t.step(
      "card through the test gateway: Pay, then 'Payment successful! Payment ID: pay_…'",
      async () => {
        await addToCart(page, second._id);
        const dialog = await openCheckout(page);
        await dialog.getByLabel("Credit/Debit Card").check();
        await dialog.getByTestId("pay-now").click();
        const gateway = page.getByTestId("test-gateway");
        await gateway.waitFor();
        assert.match(await gateway.innerText(), /TEST MODE/);
        const amount = formatRupees(second.priceAfterDiscount);
        assert.equal(await gateway.getByTestId("test-gateway-amount").innerText(), amount);
        assert.equal(await dialog.getByTestId("pay-now").innerText(), "Processing...");
        await gateway.getByRole("button", { name: `Pay ${amount}` }).click();
        await page.getByText(/^Payment successful! Payment ID: pay_\w+/).waitFor();
        assert.equal(await badge(page).isHidden(), true);

        const order = await newestOrder(page);
        assert.equal(order.status, "Confirmed");
        assert.equal(order.total, amount);
        assert.match(order.text, /Credit\/Debit Card/);
      },
    );

    await t.step(
      "no method: 'Please select a payment method!'; a decline: 'Payment failed. Please try again.'",
      async () => {
        await addToCart(page, third._id);
        const dialog = await openCheckout(page);
        await dialog.getByTestId("pay-now").click();
        await dialog.getByText("Please select a payment method!").waitFor();

        await dialog.getByLabel("UPI / Net Banking").check();
        await dialog.getByTestId("pay-now").click();
        const gateway = page.getByTestId("test-gateway");
        await gateway.getByRole("button", { name: "Decline payment" }).click();
        await dialog.getByText("Payment failed. Please try again.").waitFor();
        assert.equal(await gateway.isVisible(), false);
        assert.equal(await dialog.getByTestId("pay-now").innerText(), "Pay Now", "ready to try again");
        assert.equal((await badge(page).innerText()).trim(), "1", "the cart is kept");

        // Closing the gateway without paying is a failure too.
        await dialog.getByTestId("pay-now").click();
        await gateway.getByRole("button", { name: "Close without paying" }).click();
        await dialog.getByText("Payment failed. Please try again.").waitFor();
      },
    );

    await t.step("the declined order in My Orders: Retry payment, pay, and it is Confirmed", async () => {
      await page.goto("/order-customer");
      const row = page.getByTestId("order-row").first();
      assert.equal((await row.getByTestId("order-status").innerText()).trim(), "Pending");
      assert.match(await row.getByTestId("awaiting-payment").innerText(), /Awaiting payment/);
      assert.equal(await row.getByTestId("cancel-order").count(), 1, "Cancel is offered beside Retry");
      const gateway = page.getByTestId("test-gateway");
      await untilItWorks(
        () => row.getByTestId("retry-payment").click(),
        () => gateway.waitFor({ timeout: 1_000 }),
      );
      const amount = formatRupees(third.priceAfterDiscount);
      assert.equal(
        await gateway.getByTestId("test-gateway-amount").innerText(),
        amount,
        "the server's amount",
      );
      await gateway.getByRole("button", { name: `Pay ${amount}` }).click();
      await page.waitForFunction(
        () => document.querySelector("[data-testid=order-status]")?.textContent === "Confirmed",
      );
      const order = await newestOrder(page);
      assert.equal(order.total, amount);
      assert.equal(await page.getByTestId("order-row").first().getByTestId("retry-payment").count(), 0);
      assert.equal(await badge(page).isHidden(), true, "the paid line left the cart");
    });

    await t.step("My Orders: Cancel asks first, then the order shows Cancelled", async () => {
      await page.goto("/order-customer");
      const row = page.getByTestId("order-row").first();
      let asked = "";
      const accept = (confirm: Dialog) => {
        asked = confirm.message();
        confirm.accept();
      };
      page.on("dialog", accept);
      await cancelFirstOrder(page);
      page.off("dialog", accept);
      assert.match(asked, /^Cancel order #\w{7}\?/);
      assert.equal(await row.getByTestId("cancel-order").count(), 0);
    });

    await t.step("a declined payment cancelled from My Orders: Cancelled, its stock back", async () => {
      const stockNow = async () =>
        (await db.selectFrom("products").select("stock").where("id", "=", second._id)
          .executeTakeFirstOrThrow())
          .stock;
      await db.deleteFrom("cart_items").execute();
      const before = await stockNow();
      await addToCart(page, second._id);
      const dialog = await openCheckout(page);
      await dialog.getByLabel("Credit/Debit Card").check();
      await dialog.getByTestId("pay-now").click();
      await page.getByTestId("test-gateway").getByRole("button", { name: "Decline payment" }).click();
      await dialog.getByText("Payment failed. Please try again.").waitFor();
      assert.equal(await stockNow(), before - 1, "held while the payment is awaited");

      await page.goto("/order-customer");
      const row = page.getByTestId("order-row").first();
      assert.equal((await row.getByTestId("order-status").innerText()).trim(), "Pending");
      const accept = (confirm: Dialog) => confirm.accept();
      page.on("dialog", accept);
      await cancelFirstOrder(page);
      page.off("dialog", accept);
      assert.equal(await stockNow(), before, "the stock came back");
      assert.equal(await page.getByTestId("order-row").first().getByTestId("retry-payment").count(), 0);
    });

    await t.step(
      "cash on delivery at a raised price: refused with the new total, then confirmed",
      async () => {
        await db.deleteFrom("cart_items").execute();
        await addToCart(page, first._id);
        const dialog = await openCheckout(page);
        const shown = formatRupees(first.priceAfterDiscount);
        assert.equal(await dialog.getByTestId("checkout-total").innerText(), shown);
        // The store raises the price while the shopper looks at the cart.
        await db.updateTable("products").set({ price_paise: 9_999_900, discount_percent: 0 })
          .where("id", "=", first._id).execute();
        await dialog.getByLabel("Cash on Delivery").check();
        await dialog.getByTestId("pay-now").click();
        await dialog.getByText(/^Prices have changed: your cart now comes to ₹99,999\.00\./).waitFor();
        await page.waitForFunction(
          () => document.querySelector("[data-testid=checkout-total]")?.textContent === "₹99,999.00",
        );
        await dialog.getByTestId("pay-now").click();
        await page.getByText("Cash on Delivery order placed!").waitFor();
        const order = await newestOrder(page);
        assert.deepEqual([order.status, order.total], ["Confirmed", "₹99,999.00"]);
      },
    );

    await t.step(
      "a business buyer's GSTIN: checked on blur, refused before sending, kept on the order",
      async () => {
        await addToCart(page, first._id);
        const dialog = await openCheckout(page);
        const field = dialog.getByTestId("checkout-gstin");
        assert.equal(await field.isVisible(), false, "folded away until asked for");
        await dialog.getByTestId("checkout-gstin-toggle").click();
        // A typing mistake in the last character: the store form's own check says so on blur.
        await field.fill("29aagcb7383j1z5");
        await field.blur();
        await dialog.getByText(/its last character does not match the rest/).waitFor();
        assert.equal(await field.getAttribute("aria-invalid"), "true");
        await dialog.getByLabel("Cash on Delivery").check();
        await dialog.getByTestId("pay-now").click();
        assert.equal(await dialog.isVisible(), true, "nothing is sent while it is wrong");
        const before = await db.selectFrom("orders").select("id").execute();
        // Corrected: the mark leaves as it is typed, and the order keeps the GSTIN in capitals.
        await field.fill("29aagcb7383j1z4");
        assert.equal(await field.getAttribute("aria-invalid"), null);
        await dialog.getByTestId("pay-now").click();
        await page.getByText("Cash on Delivery order placed!").waitFor();
        const placed = await db.selectFrom("orders").select(["id", "buyer_gstin"])
          .where("id", "not in", before.map((o) => o.id)).execute();
        assert.deepEqual(placed.map((o) => o.buyer_gstin), ["29AAGCB7383J1Z4"]);
      },
    );

    await t.step("no saved address: a link to add one, and Pay Now disabled", async () => {
      const other = await newPage({ width: 375, height: 800 });
      await signIn(other, url, await createShopper(db, { address: false }));
      await addToCart(other, first._id);
      const dialog = await openCheckout(other);
      assert.match(await dialog.getByTestId("no-address").innerText(), /Please add a delivery address/);
      assert.equal(
        await dialog.getByRole("link", { name: "Add an address" }).getAttribute("href"),
        "/manage-address",
      );
      assert.equal(await dialog.getByTestId("pay-now").isDisabled(), true);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      assert.equal(await dialog.isVisible(), false);
    });
  },
);
