/**
 * Screenshots of a signed-in shopper's home and product page (not a test: run by hand and look), served
 * from the page cache's templates with gzip, as Chromium reads them.
 *
 *   deno run -A tests/browser/signed-shots.ts [out-dir]      (default /tmp/signed-shots)
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { createShopper, putInCart } from "../orders.ts";

const OUT = Deno.args[0] ?? "/tmp/signed-shots";
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];

await Deno.mkdir(OUT, { recursive: true });
const server = await startServer(loadConfig({ PORT: "0", DATA_DIR: "memory://", SEED: "demo" }), {
  log: false,
});
const { db, url } = server;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const product = await db.selectFrom("products").select(["id", "location"]).where("listed", "=", true)
    .where("location", "<>", "").orderBy("name").limit(1).executeTakeFirstOrThrow();
  const shopper = await createShopper(db);
  await db.updateTable("users").set({ name: "Priya Sharma", delivery_location: product.location })
    .where("id", "=", shopper.id).execute();
  await putInCart(db, shopper.id, product.id, 2);
  await db.insertInto("wishlist_items").values({ user_id: shopper.id, product_id: product.id }).execute();
  const context = await browser.newContext({ baseURL: url });
  const [name, value] = shopper.cookie.split("=");
  await context.addCookies([{ name, value, url }]);
  for (const viewport of VIEWPORTS) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    for (const [label, path] of [["home", "/"], ["product", `/product/${product.id}`]]) {
      for (let round = 0; round < 2; round++) {
        const res = await page.goto(path, { waitUntil: "load" });
        // The whole gzip body was read: the footer (the page's end) is there.
        const encoding = res?.headers()["content-encoding"];
        const footer = await page.locator("footer.site-footer").count();
        if (round === 1) console.log(label, viewport.width, "encoding", encoding, "footer", footer);
      }
      await page.screenshot({
        path: `${OUT}/${label}-${viewport.width}.png`,
        fullPage: viewport.width > 400,
      });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.shutdown();
  Deno.exit(0);
}
