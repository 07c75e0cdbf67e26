/**
 * Screenshots of the admin's catalogue pages (not a test: run by hand and look).
 *
 *   deno run -A tests/browser/admin-catalogue-shots.ts [out-dir]      (default /tmp/admin-catalogue-shots)
 *
 * Starts the demo app on in-memory PGlite, signs in as the demo admin, and saves each page full-length at
 * 1366×900 and 390×844 as `<name>-<width>.png`; prints the pages that scroll sideways at that width.
 */
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./browser.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";

const OUT = Deno.args[0] ?? "/tmp/admin-catalogue-shots";
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
  const mobiles = await db.selectFrom("categories").select("id").where("name", "=", "Mobiles")
    .executeTakeFirstOrThrow();
  const sub = await db.selectFrom("subcategories").select("id").where("category_id", "=", mobiles.id)
    .orderBy("name").executeTakeFirstOrThrow();
  const pages: [string, string][] = [
    ["category", "/panel/category"],
    ["category-open", `/panel/category?open=${mobiles.id}#subcategories`],
    ["category-search", "/panel/category?field=description&search=phone"],
    ["category-new", "/panel/category/new"],
    ["category-edit", `/panel/category/edit/${mobiles.id}`],
    ["subcategory-new", `/panel/subcategory/new?category=${mobiles.id}`],
    ["subcategory-edit", `/panel/subcategory/edit/${mobiles.id}/${sub.id}`],
    ["unit", "/panel/unit"],
    ["attribute", "/panel/attribute"],
    ["banner", "/panel/banner"],
  ];
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ baseURL: url, viewport });
    const login = await context.request.post("/api/admin/login", {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`${page.url()}: ${error.message}`));
    for (const [name, path] of pages) {
      await page.goto(path, { waitUntil: "networkidle" });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
      if (wide) console.log(`${name} scrolls sideways at ${viewport.width} px`);
      await page.screenshot({ path: `${OUT}/${name}-${viewport.width}.png`, fullPage: true });
      // Long pages on a phone: also the first screen, as it opens.
      await page.screenshot({ path: `${OUT}/${name}-${viewport.width}-screen.png` });
    }
    // The forms' messages: a required field left empty, and a refused delete.
    await page.goto("/panel/banner", { waitUntil: "networkidle" });
    await page.getByTestId("banner-submit").click();
    await page.getByText("All fields are required").waitFor();
    await page.screenshot({ path: `${OUT}/banner-required-${viewport.width}.png`, fullPage: true });
    await page.goto("/panel/category", { waitUntil: "networkidle" });
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Delete Mobiles" }).click();
    await page.getByText(/Error deleting category: This category is used by/).waitFor();
    await page.screenshot({ path: `${OUT}/category-delete-refused-${viewport.width}.png`, fullPage: false });
    await context.close();
  }
  console.log(`Screenshots in ${OUT}`);
} finally {
  await browser.close();
  await server.shutdown();
}
