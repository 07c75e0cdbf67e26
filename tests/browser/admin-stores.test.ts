/**
 * The admin's products and stores in a real browser (issue 10): (a) the admin adds a product for a chosen
 * store on /product/new and finds it on /panel/product and the storefront; (b) the admin approves the
 * pending store on /panel/vendor with a reason, then switches a store off and its product leaves the
 * storefront (its page says it is unavailable).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, type BrowserTestContext, untilItWorks } from "./browser.ts";
import { DEMO_ADMIN, PENDING_STORE } from "../../db/seed/content/accounts.ts";
import { jpegOf, photoPixels } from "../../src/uploads/test-photo.ts";
import { startMailSink } from "../mail-sink.ts";

const STORE = "Gupta Home Appliances";
const PRODUCT_NAME = `Admin Test Kettle ${crypto.randomUUID().slice(0, 6)}`;

const sink = await startMailSink();

async function signInAsAdmin(page: Page) {
  const login = await page.request.post("/api/admin/login", {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  assert.equal(login.status(), 200, await login.text());
}

browserTest(
  "admin: add a product for a store, approve the pending store, switch a store off",
  async (context) => {
    try {
      await journey(context);
    } finally {
      await sink.close();
    }
  },
  { env: { SMTP_URL: sink.url } },
);

async function journey({ t, db, newPage }: BrowserTestContext) {
  const admin = await newPage({ width: 1366, height: 900 });
  await signInAsAdmin(admin);
  let productId = "";

  await t.step("(a) /product/new: a product for a chosen store, then /panel/product", async () => {
    const dir = await Deno.makeTempDir({ prefix: "admin-photo-" });
    const photo = `${dir}/kettle.jpg`;
    await Deno.writeFile(photo, await jpegOf(photoPixels(200, 160)));
    await admin.goto("/product/new");
    assert.equal(await admin.locator("h1").innerText(), "Add Product");
    await admin.waitForSelector('[data-testid="product-submit"]:not([disabled])');
    // The store is required: sending without one points at the picker.
    await admin.getByTestId("product-submit").click();
    await admin.locator("#product-vendorId-error").waitFor();
    await admin.locator("#product-vendorId").selectOption({ label: STORE });
    await admin.locator("#product-name").fill(PRODUCT_NAME);
    await admin.locator("#product-pin").fill("GHA-KT-1");
    await admin.locator("#product-colour").fill("Steel");
    await admin.locator("#product-description").fill("A 1.5 litre electric kettle with auto shut-off.");
    await admin.locator("#product-category").selectOption({ index: 1 });
    const subcategory = admin.locator("#product-subcategory");
    if (await subcategory.isEnabled()) await subcategory.selectOption({ index: 1 });
    await admin.locator("#product-unit").selectOption({ index: 1 });
    await admin.locator("#product-attribute-value").fill("Auto shut-off");
    await admin.getByRole("button", { name: "Add", exact: true }).click();
    await admin.locator("#product-price").fill("1299");
    await admin.locator("#product-discountType").fill("5");
    await admin.locator("#product-stock").fill("12");
    await admin.locator("#product-maxPurchaseLimit").fill("3");
    await admin.locator("#product-photos-input").setInputFiles([photo]);
    await admin.getByText("1 photo chosen.").waitFor();
    await admin.getByTestId("product-submit").click();
    await admin.getByText("Product added successfully!").waitFor({ timeout: 20_000 });
    await admin.waitForURL(/\/panel\/product$/);
    await Deno.remove(dir, { recursive: true });
    const row = admin.locator("#products tbody tr", { hasText: PRODUCT_NAME });
    await row.waitFor();
    assert.match(await row.innerText(), new RegExp(STORE));

    const stored = await db.selectFrom("products as p").innerJoin("vendors as v", "v.id", "p.vendor_id")
      .select(["p.id", "p.listed", "v.store_name"]).where("p.name", "=", PRODUCT_NAME)
      .executeTakeFirstOrThrow();
    assert.deepEqual([stored.store_name, stored.listed], [STORE, true]);
    productId = stored.id;

    const visitor = await newPage();
    await visitor.goto(`/products?search=${encodeURIComponent(PRODUCT_NAME)}`);
    await visitor.locator(".product-card", { hasText: PRODUCT_NAME }).waitFor();
  });

  await t.step("(b) /panel/vendor: approve the pending store with a reason", async () => {
    await admin.goto("/panel/vendor?approval=pending");
    const row = admin.locator("#vendors tbody tr", { hasText: PENDING_STORE.storeName });
    const badge = row.getByTestId("vendor-approval");
    assert.equal((await badge.innerText()).trim(), "Pending");
    await untilItWorks(() => badge.click(), () => admin.locator("dialog[open]").waitFor({ timeout: 1_000 }));
    const dialog = admin.locator("dialog[open]");
    await dialog.getByLabel("Reason (required to reject)").fill("KYC documents verified.");
    await dialog.getByTestId("decide-approve").click();
    await row.getByText("Approved; the store is emailed.").waitFor();
    assert.equal((await badge.innerText()).trim(), "Approved");
    const mail = await sink.waitFor((m) => m.to.includes(PENDING_STORE.email));
    assert.match(mail.text, /Note: KYC documents verified\./);
    const store = await db.selectFrom("vendors").select(["approval_pending", "decision_reason"])
      .where("store_name", "=", PENDING_STORE.storeName).executeTakeFirstOrThrow();
    assert.deepEqual([store.approval_pending, store.decision_reason], [false, "KYC documents verified."]);
  });

  await t.step("(b) switch a store off with a reason: its product leaves the storefront", async () => {
    await admin.goto(`/panel/vendor?search=${encodeURIComponent(STORE)}`);
    const row = admin.locator("#vendors tbody tr", { hasText: STORE });
    const toggle = row.getByTestId("vendor-active");
    assert.equal(await toggle.getAttribute("aria-checked"), "true");
    await untilItWorks(() => toggle.click(), () => admin.locator("dialog[open]").waitFor({ timeout: 1_000 }));
    const dialog = admin.locator("dialog[open]");
    await dialog.getByTestId("decide-deactivate").click();
    await dialog.getByText("Please give a reason: the store is told by email.").waitFor();
    await dialog.getByLabel("Reason").fill("Unpaid commission for October.");
    await dialog.getByTestId("decide-deactivate").click();
    await row.getByText("Switched off; the store is emailed.").waitFor();
    assert.equal(await toggle.getAttribute("aria-checked"), "false");

    const visitor = await newPage({ width: 390, height: 844 });
    const page = await visitor.goto(`/product/${productId}`);
    assert.equal(page?.status(), 404);
    await visitor.getByText("This product is currently unavailable.").waitFor();
    await visitor.goto(`/products?search=${encodeURIComponent(PRODUCT_NAME)}`);
    await visitor.getByText("No products found.").waitFor();
  });
}
