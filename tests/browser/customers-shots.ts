/**
 * Screenshots of the admin's customer pages (not a test: run by hand and look).
 *
 *   deno run -A tests/browser/customers-shots.ts [out-dir]      (default /tmp/customers-shots)
 *
 * Starts the demo app on in-memory PGlite, gives a new customer a saved address and orders over the last
 * months (so the 'User Spending' line has a shape), signs in the demo admin, and saves /panel/customer,
 * a search, and the customer's page (with the chart's tooltip shown) at 1366 and 390 px wide.
 */
import { sql } from "kysely";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./browser.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";
import { createShopper, putInCart } from "../orders.ts";

const OUT = Deno.args[0] ?? "/tmp/customers-shots";
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
  const shopper = await createShopper(db);
  await db.updateTable("users").set({ name: "Priya Sharma" }).where("id", "=", shopper.id).execute();
  const products = await db.selectFrom("products").select("id").where("listed", "=", true)
    .where("stock", ">", 5).orderBy("name").limit(6).execute();
  const context = await browser.newContext({ baseURL: url });
  const [name, value] = shopper.cookie.split("=");
  await context.addCookies([{ name, value, url }]);
  const ids: string[] = [];
  for (const [i, product] of products.entries()) {
    await putInCart(db, shopper.id, product.id, 1 + (i % 2));
    const placed = await context.request.post("/api/orders/place-order", {
      data: { cart: [{ productId: product.id, quantity: 1 + (i % 2) }] },
    });
    if (!placed.ok()) throw new Error(`place-order: ${placed.status()} ${await placed.text()}`);
    ids.push(...(await placed.json()).orders.map((o: { _id: string }) => o._id));
  }
  await context.close();
  // Spread them over the last months, most delivered.
  for (const [i, id] of ids.entries()) {
    const at = new Date(Date.now() - [0, 20, 40, 75, 100, 130][i % 6] * 86_400_000).toISOString();
    await db.updateTable("orders").set({
      created_at: sql`${at}::timestamptz`,
      status: i === 0 ? "Confirmed" : "Delivered",
    }).where("id", "=", id).execute();
  }

  const admin = await browser.newContext({ baseURL: url });
  const login = await admin.request.post("/api/admin/login", {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
  const shots = [
    { name: "customers", path: "/panel/Customer" },
    { name: "customers-search", path: "/panel/customer?q=priya" },
    { name: "customers-none", path: "/panel/customer?q=nobody" },
    { name: "customer", path: `/panel/customer/${shopper.id}`, tooltip: true },
    { name: "customer-missing", path: "/panel/customer/000000000000000000000000" },
  ];
  for (const viewport of VIEWPORTS) {
    for (const shot of shots) {
      const page = await admin.newPage();
      await page.setViewportSize(viewport);
      await page.goto(shot.path, { waitUntil: "networkidle" });
      if (shot.tooltip) {
        await page.waitForSelector(".recharts-surface", { timeout: 10_000 });
        const box = await page.locator(".sales-chart").boundingBox();
        if (box) await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
        await page.waitForSelector('[data-testid="spending-tooltip"]', { timeout: 5_000 }).catch(() => {});
      }
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > globalThis.innerWidth);
      if (wide) console.log(`${shot.name} at ${viewport.width}: scrolls sideways`);
      await page.screenshot({ path: `${OUT}/${shot.name}-${viewport.width}.png`, fullPage: true });
      await page.close();
    }
  }
  await admin.close();
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await server.shutdown();
}
