/**
 * Screenshots of /panel/order and an order's page at 1366 and 390 px (not a test: run by hand and look).
 *   deno run -A tests/browser/admin-orders-screenshots.ts [out-dir]     (default /tmp/admin-orders-shots)
 */
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./browser.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { createCustomer } from "../customers.ts";
import { insertOrderFixture } from "../../src/orders/admin-orders.fixtures.ts";

const OUT = Deno.args[0] ?? "/tmp/admin-orders-shots";
await Deno.mkdir(OUT, { recursive: true });
const server = await startServer(loadConfig({ PORT: "0", DATA_DIR: "memory://", SEED: "demo" }), {
  log: false,
});
const { db, url } = server;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ["--no-sandbox"],
});
try {
  const vendors = await db.selectFrom("vendors").select(["id", "email", "store_name"]).limit(3).execute();
  const shipped = await insertOrderFixture(db, {
    vendor: vendors[0],
    customerName: "Asha Verma",
    items: [{ name: "Redmi Note 13 5G (8 GB, 256 GB)", quantity: 1, pricePaise: 1_799_910 }, {
      name: "Phone Cover",
      quantity: 2,
      pricePaise: 29_900,
    }],
    status: "Shipped",
    paymentStatus: "paid",
  });
  await db.updateTable("orders").set({ carrier: "Delhivery", tracking_number: "DL-4455667788" })
    .where("id", "=", shipped.id).execute();
  const failed = await insertOrderFixture(db, {
    vendor: vendors[1],
    customerName: "Ravi Kumar",
    status: "Cancelled",
    paymentStatus: "refund_due",
    refundError: "The payment has been fully refunded already",
  });
  await insertOrderFixture(db, {
    vendor: vendors[2],
    customerName: "Meera Nair",
    status: "Cancelled",
    paymentStatus: "refunded",
  });
  const admin = await createCustomer(db, { role: "admin" });
  const [name, value] = admin.cookie.split("=");
  const pages = [
    ["orders", "/panel/order"],
    ["order-shipped", `/panel/order/${shipped.id}`],
    ["order-refund-failed", `/panel/order/${failed.id}`],
  ];
  for (const width of [1366, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 900 : 844 },
      baseURL: url,
    });
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    for (const [label, path] of pages) {
      await page.goto(path);
      if (label === "order-shipped") {
        await page.locator("summary", { hasText: "View Carrier Details" }).click();
      }
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
      if (sideways) console.log(`${label} at ${width}: scrolls sideways`);
      await page.screenshot({ path: `${OUT}/${label}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
  console.log(`Saved to ${OUT}`);
} finally {
  await browser.close();
  await server.shutdown();
}
