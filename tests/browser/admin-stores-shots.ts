/**
 * Screenshots of the admin's products and stores pages (not a test: run by hand and look).
 *
 *   deno run -A tests/browser/admin-stores-shots.ts [out-dir]      (default /tmp/admin-stores-shots)
 *
 * Starts the demo app on in-memory PGlite, places an order with a demo store so its details page lists
 * one, signs in as the demo admin, and saves each page full-length at 1366×900 and 390×844 as
 * `<name>-<width>.png`, plus the approval dialog open. Prints the pages that scroll sideways.
 */
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./browser.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { DEMO_ADMIN, PENDING_STORE } from "../../db/seed/content/accounts.ts";
import { VENDORS } from "../../db/seed/content/vendors.ts";
import { createShopper, putInCart } from "../orders.ts";

const OUT = Deno.args[0] ?? "/tmp/admin-stores-shots";
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];

await Deno.mkdir(OUT, { recursive: true });
const server = await startServer(loadConfig({ PORT: "0", DATA_DIR: "memory://", SEED: "demo" }), {
  log: false,
});
const { db, url } = server;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});

try {
  const store = await db.selectFrom("vendors").select("id").where("email", "=", VENDORS.lakshmi.email)
    .executeTakeFirstOrThrow();
  const pending = await db.selectFrom("vendors").select("id").where("email", "=", PENDING_STORE.email)
    .executeTakeFirstOrThrow();
  const product = await db.selectFrom("products").select("id").where("vendor_id", "=", store.id)
    .where("listed", "=", true).where("stock", ">", 2).orderBy("name").executeTakeFirstOrThrow();
  const shopper = await createShopper(db);
  await putInCart(db, shopper.id, product.id);
  const [name, value] = shopper.cookie.split("=");
  const customer = await browser.newContext({ baseURL: url });
  await customer.addCookies([{ name, value, url }]);
  const placed = await customer.request.post("/api/orders/place-order", {
    data: { cart: [{ productId: product.id, quantity: 1 }] },
  });
  if (!placed.ok()) throw new Error(`place-order: ${placed.status()} ${await placed.text()}`);
  await customer.close();

  const pages: { name: string; path: string; dialog?: string }[] = [
    { name: "products", path: "/panel/product" },
    { name: "products-out-of-stock", path: "/panel/product?stock=out" },
    { name: "product-new", path: "/product/new" },
    { name: "product-edit", path: `/panel/product/edit/${product.id}` },
    { name: "vendors", path: "/panel/vendor" },
    { name: "vendors-dialog", path: "/panel/vendor?approval=pending", dialog: "vendor-approval" },
    { name: "vendor-details", path: `/vendordetails/${store.id}` },
    { name: "vendor-details-pending", path: `/vendordetails/${pending.id}` },
    { name: "vendor-not-found", path: "/vendordetails/6740f1a2c3d4e5f6a7b8c9d0" },
  ];
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, baseURL: url });
    const login = await context.request.post("/api/admin/login", {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`${page.url()}: ${error.message}`));
    for (const shot of pages) {
      await page.goto(shot.path, { waitUntil: "networkidle" });
      if (shot.dialog) {
        await page.getByTestId(shot.dialog).first().click();
        await page.locator("dialog[open]").waitFor();
      }
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
      if (wide) console.log(`scrolls sideways at ${viewport.width}: ${shot.path}`);
      await page.screenshot({ path: `${OUT}/${shot.name}-${viewport.width}.png`, fullPage: !shot.dialog });
      // A phone's long page, also in screen-high parts (a full-length shot is shrunk too far to judge).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let part = 0; viewport.width < 768 && !shot.dialog && part < 3 && part * 1200 < height; part++) {
        await page.screenshot({
          path: `${OUT}/${shot.name}-${viewport.width}-part${part + 1}.png`,
          fullPage: true,
          clip: { x: 0, y: part * 1200, width: viewport.width, height: Math.min(1200, height - part * 1200) },
        });
      }
    }
    await context.close();
  }
  console.log(`Saved to ${OUT}`);
} finally {
  await browser.close();
  await server.shutdown();
}
