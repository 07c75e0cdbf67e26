/**
 * The admin's orders in a real browser: an admin finds a paid order on /panel/order, opens it,
 * cancels it, and sees it refunded through the test gateway; the refund is audited.
 */
import assert from "node:assert/strict";
import { browserTest, untilItWorks } from "./browser.ts";
import { createCustomer } from "../customers.ts";
import { insertVendor } from "../fixtures.ts";
import { insertOrderFixture } from "../../src/orders/admin-orders/admin-orders.fixtures.ts";
import { auditTrail } from "../../src/audit/audit.queries.ts";
import { trackingId } from "../../src/orders/status.ts";

browserTest(
  "admin: cancel a paid order on /panel/order/{id} and see it refunded",
  async ({ t, url, db, newPage }) => {
    const admin = await createCustomer(db, { role: "admin" });
    const store = await insertVendor(db, { store_name: "Refund Test Store" });
    const order = await insertOrderFixture(db, {
      vendor: store,
      customerName: "Nisha Refundtest",
      paymentStatus: "paid",
      items: [{ name: "Silk Saree", quantity: 1, pricePaise: 459_900 }],
    });
    const page = await newPage({ width: 1366, height: 900 });
    const [name, value] = admin.cookie.split("=");
    await page.context().addCookies([{ name, value, url }]);

    await t.step("the list finds it by the customer's name and links to it", async () => {
      await page.goto("/panel/order?q=refundtest");
      const row = page.locator("tr", { hasText: "Silk Saree" });
      assert.match(await row.innerText(), /₹4,599\.00/);
      await row.getByRole("link", { name: `View order #${trackingId(order.id)}` }).click();
      await page.waitForURL(`**/panel/order/${order.id}`);
    });

    await t.step("the filters' choices fit their selects, on a desktop and a phone", async () => {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/panel/order");
        // Each choice's text against the room its select has for it (padding and the arrow taken off).
        const cut = await page.evaluate(() => {
          const canvas = document.createElement("canvas").getContext("2d")!;
          const cut: string[] = [];
          for (const name of ["status", "refund", "sort"]) {
            const select = document.querySelector<HTMLSelectElement>(`.list-filters select[name=${name}]`)!;
            const style = getComputedStyle(select);
            canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) -
              20;
            for (const option of select.options) {
              if (canvas.measureText(option.text).width > room) cut.push(`${name}: ${option.text}`);
            }
          }
          return cut;
        });
        assert.deepEqual(cut, [], `cut off at ${width} px`);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/panel/order/${order.id}`);
    });

    await t.step("cancel: refunded through the test gateway", async () => {
      page.on("dialog", (dialog) => dialog.accept());
      await untilItWorks(
        () => page.getByTestId("cancel-order").click(),
        () => page.getByTestId("refund-state").waitFor({ timeout: 2_000 }),
      );
      const state = await page.getByTestId("refund-state").innerText();
      assert.match(state, /Refunded/);
      assert.match(state, /rfnd_/);
      assert.match(await page.getByTestId("order-state").innerText(), /Cancelled/);
      const actions = (await auditTrail(db, "order", order.id)).map((a) => a.action).sort();
      assert.deepEqual(actions, ["order.cancel", "order.refund"]);
    });
  },
);
