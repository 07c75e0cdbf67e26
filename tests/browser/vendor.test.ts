/**
 * The vendor area in a real browser: a seller applies for a store on /store, the admin approves it
 * (API), the vendor signs in, adds a product with two photos, the storefront shows it, a customer buys it
 * with cash on delivery, the vendor ships it with a carrier and tracking number, and the customer's My
 * Orders shows them; the writes are audited. Also: the vendor pages send visitors and customers to sign in.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, type BrowserTestContext, chosenFile, untilItWorks } from "./browser.ts";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";
import { jpegOf, photoPixels, pngOf } from "../../src/uploads/test-photo.ts";
import type { TestCustomer } from "../customers.ts";
import { createShopper } from "../orders.ts";
import { startMailSink } from "../mail-sink.ts";

/** A valid application (src/vendors/stores/stores.fixtures.ts): the PAN inside the GSTIN, a real IFSC and pincode. */
const PINCODE = 560001;
const id = crypto.randomUUID().slice(0, 8);
const APPLICATION: Record<string, string> = {
  storeName: `Sharma Electronics ${id}`,
  gstNumber: "29AAPFU0939F1ZR",
  storeAddress: "14, SP Road, Chickpet",
  pincode: String(PINCODE),
  city: "Bengaluru",
  googleMapsLink: "https://maps.app.goo.gl/abc",
  firstName: "Ravi",
  lastName: "Sharma",
  phone: "9876543210",
  panCardNumber: "AAPFU0939F",
  ifscCode: "HDFC0000001",
  bankName: "HDFC Bank",
  branch: "SP Road",
  accountNumber: "50100123456789",
  email: `ravi.${id}@sharma-electronics.in`,
  username: `sharma${id}`,
  password: "ravi-secret",
};
const PRODUCT_NAME = `Sharma Test Phone ${id}`;
const CARRIER = "Delhivery";
const TRACKING = `DLV${id.toUpperCase()}42`;

// The store's mails (the approval) go to a real SMTP server on loopback; the journey's test closes it.
const sink = await startMailSink();

function signIn(page: Page, url: string, who: TestCustomer) {
  const [name, value] = who.cookie.split("=");
  return page.context().addCookies([{ name, value, url }]);
}

/** Two small photos, as a seller would pick them: a PNG and a JPEG. */
async function photoFiles(): Promise<ReturnType<typeof chosenFile>[]> {
  return [
    chosenFile("front.png", await pngOf(photoPixels(320, 240))),
    chosenFile("back.jpg", await jpegOf(photoPixels(400, 300, 20))),
  ];
}

browserTest(
  "vendor: apply, approval, sign in, a product with two photos, a sale, shipping with tracking",
  async (context) => {
    try {
      await journey(context);
    } finally {
      await sink.close();
    }
  },
  { pincodes: [PINCODE], env: { SMTP_URL: sink.url } },
);

async function journey({ t, url, db, newPage }: BrowserTestContext) {
  const photos = await photoFiles();
  const vendor = await newPage({ width: 1366, height: 900 });
  let productId = "";

  await t.step("apply on /store through the form: 'Store registered successfully'", async () => {
    await vendor.goto("/store");
    const register = vendor.getByRole("button", { name: "Register" });
    const privacy = vendor.locator('input[name="privacy"]');
    // Register waits for the box; the first tick may land before the form has hydrated.
    await untilItWorks(
      () => privacy.check(),
      () => vendor.waitForSelector(".store-submit:not([disabled])", { timeout: 1_000 }),
    );
    for (const [field, value] of Object.entries(APPLICATION)) {
      await vendor.locator(`.store-form [name="${field}"]`).fill(value);
    }
    await vendor.locator('.store-form [name="password"]').blur();
    await register.click();
    await vendor.getByText("Store registered successfully").waitFor();
    assert.equal(await vendor.locator(".store-form").count(), 0, "the form gave way to what comes next");
  });

  await t.step("the admin approves it: POST /api/admin/login, PATCH /api/vendor/{id}", async () => {
    const admin = await newPage();
    const login = await admin.request.post("/api/admin/login", {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    assert.equal(login.status(), 200, await login.text());
    const list = await admin.request.get(
      `/api/vendor/get-all-profiles?search=${encodeURIComponent(APPLICATION.storeName)}`,
    );
    assert.equal(list.status(), 200, await list.text());
    const stores = await list.json() as { _id: string; storeName: string; accountApproval: boolean }[];
    assert.equal(stores.length, 1);
    assert.equal(stores[0].accountApproval, true, "a new store waits for approval");
    const approved = await admin.request.patch(`/api/vendor/${stores[0]._id}`, {
      data: { accountApproval: false },
    });
    assert.equal(approved.status(), 200, await approved.text());
    assert.equal((await approved.json()).accountApproval, false);
    const mail = await sink.waitFor((m) => m.to.includes(APPLICATION.email));
    assert.match(mail.text, /is approved/, "the store is told by email");
  });

  await t.step("sign in at /vendor-login: the dashboard", async () => {
    await vendor.goto("/vendor-login");
    await vendor.waitForSelector(".auth-submit:not([disabled])");
    await vendor.getByLabel("Email").fill(APPLICATION.email);
    await vendor.getByLabel("Password", { exact: true }).fill(APPLICATION.password);
    await vendor.locator(".auth-submit").click();
    await vendor.waitForURL(/\/vendor-dashboard$/);
    assert.equal(
      (await vendor.locator(".panel-account-name strong").innerText()).trim(),
      APPLICATION.storeName,
    );
    assert.equal(await vendor.getByTestId("store-pending").count(), 0, "approved: no pending notice");
  });

  await t.step("add a product with two photos: 'Product added successfully!'", async () => {
    await vendor.goto("/vendor-add-product");
    await vendor.waitForSelector('[data-testid="product-submit"]:not([disabled])');
    await vendor.locator("#product-name").fill(PRODUCT_NAME);
    await vendor.locator("#product-pin").fill(`SHR-${id}`);
    await vendor.locator("#product-colour").fill("Graphite");
    await vendor.locator("#product-description").fill(
      "A test phone with a big battery and a bright screen.",
    );
    await vendor.locator("#product-category").selectOption({ index: 1 });
    const subcategory = vendor.locator("#product-subcategory");
    if (await subcategory.isEnabled()) await subcategory.selectOption({ index: 1 });
    await vendor.locator("#product-unit").selectOption({ index: 1 });
    await vendor.locator("#product-attribute-value").fill("Fast charging");
    await vendor.getByRole("button", { name: "Add", exact: true }).click();
    await vendor.locator(".product-chips li", { hasText: "Fast charging" }).waitFor();
    await vendor.locator("#product-price").fill("1499");
    await vendor.locator("#product-discountType").fill("10");
    await vendor.locator("#product-stock").fill("5");
    await vendor.locator("#product-maxPurchaseLimit").fill("2");
    await vendor.locator("#product-location").fill("Bengaluru");
    // The tax part: a bad code is marked on submit, then the code and rate are set.
    assert.equal(await vendor.getByTestId("product-tax-missing").count(), 1, "without both: not invoiced");
    await vendor.locator("#product-hsnCode").fill("851");
    await vendor.locator("#product-gstRate").selectOption("18");
    await vendor.getByTestId("product-submit").click();
    await vendor.locator("#product-hsnCode-error").waitFor();
    await vendor.locator("#product-hsnCode").fill("8517");
    assert.equal(await vendor.getByTestId("product-tax-missing").count(), 0);
    await vendor.locator("#product-photos-input").setInputFiles(photos);
    await vendor.getByText("2 photos chosen.").waitFor();
    assert.equal(await vendor.locator(".product-photo-list li").count(), 2);
    await vendor.getByTestId("product-submit").click();
    await vendor.getByText("Product added successfully!").waitFor({ timeout: 20_000 });
    await vendor.waitForURL(/\/vendor-dashboard$/);

    const row = await db.selectFrom("products").select(["id", "listed", "hsn_code", "gst_rate"])
      .where("name", "=", PRODUCT_NAME).executeTakeFirstOrThrow();
    productId = row.id;
    assert.equal(row.listed, true, "an approved store's product is on the storefront");
    assert.deepEqual([row.hsn_code, row.gst_rate], ["8517", 18], "its HSN code and GST rate");
    const stored = await db.selectFrom("product_photos").select("media_id").where(
      "product_id",
      "=",
      productId,
    )
      .execute();
    assert.equal(stored.length, 2, "both photos are stored");
  });

  await t.step("the storefront: search finds it, its page shows the photo", async () => {
    const visitor = await newPage();
    await visitor.goto(`/products?search=${encodeURIComponent(PRODUCT_NAME)}`);
    const card = visitor.locator(".product-card", { hasText: PRODUCT_NAME });
    await card.waitFor();
    await card.getByRole("link", { name: PRODUCT_NAME }).click();
    await visitor.waitForURL(`**/product/${productId}`);
    const photo = visitor.getByTestId("gallery-main");
    await visitor.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>("[data-testid=gallery-main]");
        return Boolean(img?.complete && img.naturalWidth > 0);
      },
      null,
      { timeout: 5_000 },
    );
    assert.match(await photo.getAttribute("src") ?? "", /^\/media\//);
    assert.equal(await visitor.getByRole("button", { name: /^Show photo \d of 2$/ }).count(), 2);
  });

  const shopper = await createShopper(db);
  const customer = await newPage();
  await signIn(customer, url, shopper);

  await t.step("a customer buys it with cash on delivery", async () => {
    await customer.goto(`/product/${productId}`);
    await untilItWorks(
      () => customer.getByTestId("add-to-cart").click(),
      () =>
        customer.waitForFunction(
          () => document.querySelector(".header-icons .badge")?.textContent === "1",
          null,
          { timeout: 1_000 },
        ),
    );
    await customer.goto("/cart");
    const dialog = customer.getByTestId("checkout-dialog");
    await untilItWorks(
      () => customer.getByTestId("proceed-to-checkout").click(),
      () => dialog.waitFor({ timeout: 1_000 }),
    );
    await dialog.getByLabel("Cash on Delivery").check();
    await dialog.getByTestId("pay-now").click();
    await customer.getByText("Cash on Delivery order placed!").waitFor();
  });

  const order = await db.selectFrom("orders").select("id").where("customer_id", "=", shopper.id)
    .executeTakeFirstOrThrow();

  await t.step("the vendor ships it from /vendor-orders with a carrier and tracking number", async () => {
    await vendor.goto("/vendor-orders");
    const row = vendor.locator("tr", { hasText: PRODUCT_NAME });
    await row.waitFor();
    assert.match(await row.innerText(), /Confirmed/);
    assert.match(await row.innerText(), /Cash on Delivery|COD/);
    const dialog = vendor.locator("dialog.ship-dialog");
    await untilItWorks(
      () => row.getByTestId("ship-order").click(),
      () => dialog.waitFor({ timeout: 1_000 }),
    );
    await dialog.getByLabel("Carrier").fill(CARRIER);
    await dialog.getByLabel("Tracking number").fill(TRACKING);
    await dialog.getByTestId("confirm-ship").click();
    // The page reloads with the order as it now is.
    const shipped = vendor.locator("tr", { hasText: PRODUCT_NAME });
    await shipped.getByTestId("shipment").waitFor();
    assert.match(await shipped.innerText(), /Shipped/);
    assert.match(await shipped.getByTestId("shipment").innerText(), new RegExp(`${CARRIER}.*${TRACKING}`));
  });

  await t.step("the customer's My Orders shows the carrier and tracking number", async () => {
    await customer.goto("/order-customer");
    const row = customer.locator(`[data-testid=order-row][data-order-id="${order.id}"]`);
    assert.equal((await row.getByTestId("order-status").innerText()).trim(), "Shipped");
    const shipment = await row.getByTestId("order-shipment").innerText();
    assert.match(shipment, new RegExp(CARRIER));
    assert.match(shipment, new RegExp(TRACKING));
    assert.equal(await row.getByTestId("cancel-order").count(), 0, "no cancelling once shipped");
  });

  await t.step("the audit log has product.create and order.ship", async () => {
    const rows = await db.selectFrom("audit_log").select(["action", "entity_id", "actor_role"])
      .where("action", "in", ["product.create", "order.ship"]).where("entity_id", "in", [
        productId,
        order.id,
      ])
      .execute();
    assert.deepEqual(
      rows.map((r) => `${r.action} ${r.entity_id} ${r.actor_role}`).sort(),
      [`order.ship ${order.id} vendor`, `product.create ${productId} vendor`],
    );
  });
}

browserTest(
  "vendor pages send visitors and customers to /vendor-login?next=…",
  async ({ url, db, newPage }) => {
    const visitor = await newPage();
    await visitor.goto("/vendor-dashboard");
    assert.equal(
      new URL(visitor.url()).pathname + new URL(visitor.url()).search,
      "/vendor-login?next=%2Fvendor-dashboard",
    );
    await visitor.getByRole("button", { name: "Login" }).waitFor();

    const customer = await newPage();
    await signIn(customer, url, await createShopper(db));
    await customer.goto("/vendor-dashboard");
    assert.equal(
      new URL(customer.url()).pathname + new URL(customer.url()).search,
      "/vendor-login?next=%2Fvendor-dashboard",
    );
  },
);
