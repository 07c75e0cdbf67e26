/**
 * The shopper's order page in a real browser, at 1366 and 390 px: reached from My Orders' "View order",
 * it shows the items with their photos, the timeline and the documents without scrolling sideways; Cancel
 * there cancels the order, and the page then shows it Cancelled with the step in its timeline.
 */
import assert from "node:assert/strict";
import { browserTest, untilItWorks } from "./browser.ts";
import { codOrder, createShopper, putInCart } from "../orders.ts";

const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];

browserTest(
  "the shopper's order page: from My Orders, at 1366 and 390 px, Cancel",
  async ({ t, url, db, newPage }) => {
    const products = await db.selectFrom("products").select(["id", "vendor_id"]).where("listed", "=", true)
      .where("stock", ">=", 5).orderBy("id").limit(2).execute();
    const placeFor = async () => {
      const shopper = await createShopper(db);
      for (const product of products) await putInCart(db, shopper.id, product.id, 1);
      const response = await fetch(`${url}/api/orders/place-order`, {
        method: "POST",
        headers: { cookie: shopper.cookie, accept: "application/json", "content-type": "application/json" },
        body: JSON.stringify(await codOrder(db, shopper)),
      });
      assert.equal(response.status, 200, await response.clone().text());
      const { orders } = await response.json() as { orders: { _id: string }[] };
      return { shopper, orderId: orders[0]._id };
    };

    for (const viewport of VIEWPORTS) {
      await t.step(`at ${viewport.width} px`, async () => {
        const { shopper, orderId } = await placeFor();
        const page = await newPage(viewport);
        const [name, value] = shopper.cookie.split("=");
        await page.context().addCookies([{ name, value, url }]);
        await page.goto("/order-customer");
        await page.locator(`[data-order-id="${orderId}"]`).getByTestId("order-details-link").click();
        await page.waitForURL(`**/order-customer/${orderId}`);
        await page.getByTestId("order-timeline").waitFor();
        // The photos load after the page: wait for one to be decoded (a missing one never is).
        const photoLoaded = await page.waitForFunction(
          () =>
            [...document.querySelectorAll<HTMLImageElement>("[data-testid=order-item-photo]")]
              .some((img) => img.complete && img.naturalWidth > 0),
          null,
          { timeout: 15_000 },
        ).then(() => true, () => false);
        assert.ok(photoLoaded, "the items' photos load");
        const sideways = await page.evaluate(() =>
          document.documentElement.scrollWidth - document.documentElement.clientWidth
        );
        assert.equal(sideways, 0, "the page does not scroll sideways");
        assert.match(await page.getByTestId("invoice-pending").innerText(), /issued when your order ships/);

        page.on("dialog", (dialog) => dialog.accept());
        const cancel = page.getByTestId("cancel-order");
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
        assert.equal(await page.locator('[data-step="cancelled"].is-done').count(), 1);
        assert.equal(await page.getByTestId("cancel-order").count(), 0, "no Cancel once cancelled");
      });
    }
  },
);
