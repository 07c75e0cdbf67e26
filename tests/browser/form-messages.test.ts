/**
 * Forms' messages in a real browser: a message about the fields goes once they are fixed (sign-up, login,
 * the product form), a missing category image is said at the field (no browser alert), and the photo count
 * reads "1 photo chosen.".
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest } from "./browser.ts";
import { fillProductFields, openProductForm, signInAsAdmin } from "./panel-forms.ts";
import { jpegOf, photoPixels, pngOf } from "../../src/uploads/test-photo.ts";

const notice = (page: Page) => page.getByTestId("form-notice");

/** Waits until the form shows no message. */
const noticeGone = (page: Page) =>
  page.waitForFunction(() => !document.querySelector("[data-testid=form-notice]"), null, { timeout: 3_000 });

browserTest(
  "forms: messages go once the fields are fixed; the image is asked for at its field",
  async (ctx) => {
    const { t, newPage } = ctx;
    const dir = await Deno.makeTempDir({ prefix: "form-messages-" });
    const png = `${dir}/image.png`;
    const jpeg = `${dir}/photo.jpg`;
    await Deno.writeFile(png, await pngOf(photoPixels(320, 240)));
    await Deno.writeFile(jpeg, await jpegOf(photoPixels(200, 160)));

    try {
      await t.step("sign-up: 'Please fill in all fields.' until every field is filled", async () => {
        const page = await newPage();
        await page.goto("/signup-customer");
        await page.waitForSelector(".auth-submit:not([disabled])");
        await page.locator(".auth-submit").click();
        assert.equal(await notice(page).innerText(), "Please fill in all fields.");
        await page.locator("#signup-name").fill("Ravi Kumar");
        await page.locator("#signup-email").fill(`ravi.${crypto.randomUUID().slice(0, 8)}@example.in`);
        await page.locator("#signup-mobile").fill("9876543210");
        assert.equal(
          await notice(page).innerText(),
          "Please fill in all fields.",
          "the password is still empty",
        );
        await page.locator("#signup-password").fill("secret123");
        await noticeGone(page);
        assert.equal(await page.locator("[aria-invalid=true]").count(), 0, "no field marked");
      });

      await t.step("login: 'Please fill in all fields.' goes once the email is given", async () => {
        const page = await newPage();
        await page.goto("/login-customer");
        await page.waitForSelector(".auth-submit:not([disabled])");
        await page.locator("#login-password").fill("secret123");
        await page.locator(".auth-submit").click();
        assert.equal(await notice(page).innerText(), "Please fill in all fields.");
        assert.equal(await page.locator("#login-email").getAttribute("aria-invalid"), "true");
        await page.locator("#login-email").fill("ravi@example.in");
        await noticeGone(page);
        assert.equal(await page.locator("#login-email").getAttribute("aria-invalid"), null);
      });

      const admin = await newPage({ width: 1366, height: 900 });
      await signInAsAdmin(admin);
      const dialogs: string[] = [];
      admin.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        dialog.dismiss();
      });

      await t.step("Add Category without an image: said at the image field, no alert", async () => {
        await admin.goto("/panel/category/new");
        await admin.waitForSelector('[data-testid="category-submit"]:not([disabled])');
        await admin.getByLabel("Title").fill(`Messages ${crypto.randomUUID().slice(0, 6)}`);
        await admin.getByLabel("Description").fill("Checked before sending");
        await admin.getByTestId("category-submit").click();
        assert.equal(await admin.locator("#category-image-error").innerText(), "Please select an image");
        assert.deepEqual(dialogs, [], "no browser alert");
        await admin.getByLabel("Image").setInputFiles(png);
        await admin.getByTestId("image-preview").waitFor();
        assert.equal(await admin.locator("#category-image-error").count(), 0);
      });

      await t.step(
        "product form: the request to correct fields goes once they are; '1 photo chosen.'",
        async () => {
          await openProductForm(admin);
          await admin.getByTestId("product-submit").click();
          assert.equal(await notice(admin).innerText(), "Please correct the fields marked in red.");
          await fillProductFields(admin, { name: "Message Test Kettle", pin: "MSG-1", location: "Pune" });
          assert.equal(
            await notice(admin).innerText(),
            "Please correct the fields marked in red.",
            "no photo yet",
          );
          await admin.locator("#product-photos-input").setInputFiles([jpeg]);
          await admin.getByText("1 photo chosen.", { exact: true }).waitFor();
          assert.equal(await admin.getByText("Please correct the fields marked in red.").count(), 0);
          assert.equal(await admin.locator(".form-error").count(), 0, "nothing marked in red");
        },
      );
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
);
