/**
 * Screenshots of the search results page (not a test: run by hand and look).
 *
 *   deno run -A tests/browser/search-shots.ts [out-dir]      (default /tmp/search-shots)
 *
 * Starts the demo app on in-memory PGlite and saves a typo search ("Did you mean"), a filtered search and
 * an empty one at 1366×900 and 390×844 as `<name>-<width>.png`; prints the pages that scroll sideways.
 */
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./browser.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";

const OUT = Deno.args[0] ?? "/tmp/search-shots";
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];
const PAGES = {
  typo: "/products?search=samsng",
  filtered: "/products?search=phone&inStock=1&sort=price-asc",
  empty: "/products?search=zzqx",
};

await Deno.mkdir(OUT, { recursive: true });
const server = await startServer(loadConfig({ PORT: "0", DATA_DIR: "memory://", SEED: "demo" }), {
  log: false,
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({ viewport, baseURL: server.url });
    for (const [name, path] of Object.entries(PAGES)) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      if (overflow > 0) console.log(`${name} at ${viewport.width}px scrolls sideways by ${overflow}px`);
      await page.screenshot({ path: `${OUT}/${name}-${viewport.width}.png`, fullPage: true });
    }
    await page.close();
  }
  console.log(`Saved to ${OUT}`);
} finally {
  await browser.close();
  await server.shutdown();
}
