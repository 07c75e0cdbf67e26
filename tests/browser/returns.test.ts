/**
 * Returns in a real browser, on the demo data: a shopper's cash-on-delivery order from a demo store is
 * delivered; on the order page the shopper opens "Return or report a problem", picks a line, the reason, a
 * comment, a photo and the UPI ID the refund goes to, and sends it; the request's card shows with its photo.
 * The store finds it on its Returns page, accepts it with the reverse pickup, then marks it received and
 * resaleable: the stock comes back; the shopper's order page and My Orders show how it ended. No page
 * scrolls sideways at 1366 or 390 px. With
 * RETURNS_SHOTS=<dir>, the open form and the store's page are saved there at both widths (full length).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, chosenFile } from "./browser.ts";
import { VENDORS } from "../../db/seed/content/vendors.ts";
import { codOrder, createShopper, putInCart, stockOf } from "../orders.ts";
import { storeSession } from "../../src/settlements/statements/statement.fixtures.ts";
import { jpegOf, photoPixels } from "../../src/uploads/test-photo.ts";

const SHOTS = Deno.env.get("RETURNS_SHOTS");
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** One element's picture, the sticky header kept out of it. */
async function elementShot(page: Page, testId: string, name: string) {
  if (!SHOTS) return;
  await page.addStyleTag({ content: ".site-header, .panel-topbar { position: static !important; }" });
  await page.getByTestId(testId).first().screenshot({ path: `${SHOTS}/${name}.png` });
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // From the top, nothing focused: the sticky header stays where it belongs in a full-length picture.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
  });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

browserTest("returns: a shopper asks with a photo, the store accepts and marks it received", async (ctx) => {
  const { db, url, newPage, t } = ctx;
  const store = await storeSession(db, VENDORS.lakshmi.email);
  const [product] = await db.selectFrom("products").select(["id", "name"]).where(
    "vendor_id",
    "=",
    store.vendorId,
  )
    .where("listed", "=", true).where("stock", ">=", 5).orderBy("id").limit(1).execute();
  const shopper = await createShopper(db);
  await putInCart(db, shopper.id, product.id, 2);
  const json = (cookie: string) => ({
    cookie,
    accept: "application/json",
    "content-type": "application/json",
  });
  const placed = await fetch(`${url}/api/orders/place-order`, {
    method: "POST",
    headers: json(shopper.cookie),
    body: JSON.stringify(await codOrder(db, shopper)),
  });
  assert.equal(placed.status, 200, await placed.clone().text());
  const orderId = ((await placed.json()) as { orders: { _id: string }[] }).orders[0]._id;
  for (
    const body of [{ status: "Shipped", carrier: "Delhivery", trackingNumber: "DLV77001" }, {
      status: "Delivered",
    }]
  ) {
    const moved = await fetch(`${url}/api/orders/${orderId}/status`, {
      method: "PUT",
      headers: json(store.cookie),
      body: JSON.stringify(body),
    });
    assert.equal(moved.status, 200, await moved.clone().text());
  }
  const stockBefore = await stockOf(db, product.id);

  const signedIn = async (cookie: string, viewport: { width: number; height: number }) => {
    const page = await newPage(viewport);
    const [name, value] = cookie.split("=");
    await page.context().addCookies([{ name, value, url }]);
    return page;
  };

  /** Opens the form on the order page and fills it in (the photo too). */
  const fillForm = async (page: Page) => {
    await page.goto(`/order-customer/${orderId}`);
    await page.getByTestId("return-window").waitFor();
    await page.getByTestId("return-open").click();
    await page.getByTestId("return-form").waitFor();
    await page.getByTestId("return-quantity").first().fill("1");
    await page.getByLabel("Damaged in transit").check();
    await page.getByTestId("return-comment").fill(
      "The screen arrived cracked in one corner; the box was dented.",
    );
    await page.getByTestId("return-photos-input").setInputFiles(
      chosenFile("cracked.jpg", await jpegOf(photoPixels(400, 300, 30))),
    );
    await page.waitForFunction(() =>
      (document.querySelector<HTMLImageElement>(".return-photos-chosen img")?.naturalWidth ?? 0) > 0
    );
    await page.getByLabel("UPI ID", { exact: true }).fill("asha.verma@okhdfcbank");
  };

  await t.step("the form at 390 px: fits the phone", async () => {
    const page = await signedIn(shopper.cookie, VIEWPORTS[1]);
    await fillForm(page);
    await shot(page, "h3-request-form-390");
    assert.equal(await sideways(page), 0, "the order page does not scroll sideways");
    // The bank account's fields instead of the UPI ID, the IFSC in capitals as banks write it.
    await page.getByLabel("To my bank account").check();
    await page.getByLabel("Account number").fill("50100123456789");
    await page.getByLabel("IFSC").fill("hdfc0001234");
    assert.equal(await page.getByLabel("IFSC").inputValue(), "HDFC0001234");
    await page.getByLabel("Account holder's name").fill("Asha Verma");
    assert.equal(await sideways(page), 0, "the bank fields fit too");
    // The form alone, readable at the phone's width.
    await elementShot(page, "return-form", "h3-request-form-390-form");
    await page.close();
  });

  await t.step("the shopper sends the request with a photo at 1366 px", async () => {
    const page = await signedIn(shopper.cookie, VIEWPORTS[0]);
    await fillForm(page);
    await shot(page, "h3-request-form-1366");
    assert.equal(await sideways(page), 0);
    // A slip is caught here: a bad UPI ID.
    await page.getByLabel("UPI ID", { exact: true }).fill("not a upi id");
    await page.getByTestId("return-submit").click();
    assert.match(await page.getByTestId("form-notice").innerText(), /UPI ID/);
    await page.getByLabel("UPI ID", { exact: true }).fill("asha.verma@okhdfcbank");
    await page.getByTestId("return-submit").click();
    const card = page.getByTestId("return-card");
    const notice = page.getByTestId("form-notice");
    await card.or(notice).first().waitFor();
    if (await notice.isVisible()) assert.fail(`the request was refused: ${await notice.innerText()}`);
    assert.match(await card.getByTestId("return-status").innerText(), /Requested/);
    assert.match(await card.innerText(), /Damaged in transit/);
    assert.equal(await card.getByTestId("return-photo").count(), 1, "the photo is on the request");
    assert.match(await card.getByTestId("return-next").innerText(), /The store answers by/);
    await shot(page, "h3-shopper-request-1366");
    await page.close();
  });

  await t.step(
    "the store's Returns page at both widths; accept, then received and back in stock",
    async () => {
      for (const viewport of VIEWPORTS) {
        const page = await signedIn(store.cookie, viewport);
        await page.goto("/vendor-returns");
        const card = page.getByTestId("return-card");
        await card.waitFor();
        assert.match(await card.getByTestId("return-next").innerText(), /Answer by/);
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>("[data-testid=return-photo]")].every((img) =>
            img.complete && img.naturalWidth > 0
          )
        );
        await shot(page, `h3-vendor-returns-${viewport.width}`);
        assert.equal(await sideways(page), 0, `the Returns page at ${viewport.width} px`);
        await page.close();
      }
      const page = await signedIn(store.cookie, VIEWPORTS[0]);
      await page.goto("/vendor-returns");
      await page.getByTestId("return-accept").click();
      await page.getByLabel("Carrier").fill("Delhivery");
      await page.getByLabel("Tracking number").fill("DLVR90017");
      if (SHOTS) {
        await page.waitForTimeout(400); // the dialog's fade-in
        await page.screenshot({ path: `${SHOTS}/h3-vendor-accept-dialog-1366.png` });
      }
      await page.getByTestId("return-confirm").click();
      await page.waitForFunction(() =>
        document.querySelector("[data-testid=return-status]")?.textContent === "Accepted"
      );
      assert.match(await page.getByTestId("return-pickup").innerText(), /Delhivery · DLVR90017/);
      await page.getByTestId("return-receive").click();
      await page.getByTestId("return-restock").check();
      await page.getByTestId("return-confirm").click();
      await page.waitForFunction(() =>
        /Received|Refunded/.test(document.querySelector("[data-testid=return-status]")?.textContent ?? "")
      );
      assert.match(await page.getByTestId("return-refund").innerText(), /₹/);
      assert.equal(await page.getByTestId("return-actions").count(), 0, "nothing more for the store to do");
      assert.equal(await stockOf(db, product.id), stockBefore + 1, "the one returned item is back in stock");
      await page.close();
    },
  );

  await t.step(
    "the shopper sees the outcome on the order page and in My Orders, at both widths",
    async () => {
      for (const viewport of VIEWPORTS) {
        const page = await signedIn(shopper.cookie, viewport);
        await page.goto(`/order-customer/${orderId}`);
        assert.match(await page.getByTestId("return-status").innerText(), /Received|Refunded/);
        assert.match(await page.getByTestId("return-pickup").innerText(), /Delhivery · DLVR90017/);
        assert.equal(await sideways(page), 0, `the order page at ${viewport.width} px`);
        await elementShot(page, "return-card", `h3-shopper-outcome-${viewport.width}`);
        await page.goto("/order-customer");
        const row = page.locator(`[data-order-id="${orderId}"]`);
        assert.match(await row.getByTestId("order-returns").innerText(), /Return R\w+\s+(Received|Refunded)/);
        assert.equal(await sideways(page), 0, `My Orders at ${viewport.width} px`);
        await page.close();
      }
    },
  );
});
