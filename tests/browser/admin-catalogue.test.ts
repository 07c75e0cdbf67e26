/**
 * The admin's catalogue in a real browser: the admin signs in, adds a category with an image
 * through /panel/category/new (preview, 'Uploading...'), lands on /panel/category where it is listed, and the
 * storefront's home shows it in the category carousel on the next request.
 */
import assert from "node:assert/strict";
import { browserTest, chosenFile } from "./browser.ts";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";
import { photoPixels, pngOf } from "../../src/uploads/test-photo.ts";

const NAME = `Smart Home ${crypto.randomUUID().slice(0, 6)}`;

browserTest(
  "admin: sign in, add a category with an image; the list and the storefront show it",
  async (ctx) => {
    const { t, newPage } = ctx;
    const image = chosenFile("smart-home.png", await pngOf(photoPixels(320, 240)));
    const admin = await newPage({ width: 1366, height: 900 });

    await t.step("sign in as the admin", async () => {
      const login = await admin.request.post("/api/admin/login", {
        data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      });
      assert.equal(login.status(), 200, await login.text());
    });

    await t.step("Add Category: Title, Description, Image with preview, Submit", async () => {
      await admin.goto("/panel/category");
      await admin.getByRole("link", { name: "Add Category" }).click();
      await admin.waitForURL("**/panel/category/new");
      await admin.getByLabel("Title").fill(NAME);
      await admin.getByLabel("Description").fill("Smart plugs, bulbs and cameras");
      await admin.getByLabel("Image").setInputFiles(image);
      await admin.getByTestId("image-preview").waitFor();
      await admin.getByTestId("category-submit").click();
      await admin.waitForURL((url) => url.pathname === "/panel/category");
      await admin.getByRole("link", { name: NAME, exact: true }).waitFor();
    });

    await t.step("its name opens its subcategories: none yet", async () => {
      await admin.getByRole("link", { name: NAME, exact: true }).click();
      await admin.getByText("No subcategories available").waitFor();
    });

    await t.step("the storefront's home shows it with its image", async () => {
      const shopper = await newPage({ width: 1366, height: 900 });
      await shopper.goto("/");
      const tile = shopper.locator(".category-tile-name", { hasText: NAME });
      assert.equal(await tile.count(), 1);
      const row = await ctx.db.selectFrom("categories").select("image_id").where("name", "=", NAME)
        .executeTakeFirstOrThrow();
      assert.ok(row.image_id);
      assert.equal(await shopper.locator(`img[src*="${row.image_id}"]`).count() > 0, true);
    });
  },
);
