/**
 * The admin's products and stores in a real browser: (a) the admin adds a product for a chosen
 * store on /product/new and finds it on /panel/product and the storefront; (b) the admin approves the
 * pending store on /panel/vendor with a reason, then switches a store off and its product leaves the
 * storefront (its page says it is unavailable); that store's sign-in says why and leads to its orders, read
 * only.
 */
import assert from "node:assert/strict";
import { browserTest, type BrowserTestContext, chosenFile, untilItWorks } from "./browser.ts";
import { fillProductFields, openProductForm, passwordStep, signInAsAdmin } from "./panel-forms.ts";
import { DEMO_VENDOR_PASSWORD, PENDING_STORE } from "../../db/seed/content/accounts.ts";
import { STORE_SWITCHED_OFF } from "../../src/auth/guard.ts";
import { STORE_INACTIVE_NOTICE } from "../../src/ui/panel/VendorLayout.tsx";
import { jpegOf, photoPixels } from "../../src/uploads/test-photo.ts";
import { startMailSink } from "../mail-sink.ts";

const STORE = "Gupta Home Appliances";
const STORE_EMAIL = "orders@guptahomeappliances.in";
const PRODUCT_NAME = `Admin Test Kettle ${crypto.randomUUID().slice(0, 6)}`;

const sink = await startMailSink();

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
    const photo = chosenFile("kettle.jpg", await jpegOf(photoPixels(200, 160)));
    await openProductForm(admin);
    assert.equal(await admin.locator("h1").innerText(), "Add Product");
    // The store is required: sending without one points at the picker.
    await admin.getByTestId("product-submit").click();
    await admin.locator("#product-vendorId-error").waitFor();
    await fillProductFields(admin, { store: STORE, name: PRODUCT_NAME, pin: "GHA-KT-1" });
    await admin.locator("#product-photos-input").setInputFiles([photo]);
    await admin.getByText("1 photo chosen.").waitFor();
    await admin.getByTestId("product-submit").click();
    await admin.getByText("Product added successfully!").waitFor({ timeout: 20_000 });
    await admin.waitForURL(/\/panel\/product$/);
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

  await t.step(
    "(b) the store switched off signs in: told why, and led to its orders, read only",
    async () => {
      const store = await newPage({ width: 1366, height: 900 });
      await passwordStep(store, "vendor", STORE_EMAIL, DEMO_VENDOR_PASSWORD);
      const notice = store.getByTestId("form-notice");
      await notice.getByText(STORE_SWITCHED_OFF).waitFor();
      assert.match(await notice.innerText(), /support@swiftcart\.in/);
      await notice.getByRole("link", { name: "View your orders (read only)" }).click();
      await store.waitForURL(/\/vendor-orders$/);
      assert.ok((await store.getByTestId("store-inactive").innerText()).includes(STORE_INACTIVE_NOTICE));
      await store.getByRole("heading", { level: 1 }).waitFor();
    },
  );
}
