/**
 * Screenshots of the admin's commissions, cities, careers and audit trail pages (not a test: run by hand
 * and look).
 *
 *   deno run -A tests/browser/admin-content-screens.ts [out-dir]      (default /tmp/admin-content-shots)
 *
 * Starts the demo app on in-memory PGlite, signs in as the demo admin, makes a few changes through the API
 * (a rate changed, a city and a job added) so the audit trail has entries, then saves each page full-length
 * at 1366×900 and 390×844 as `<name>-<width>.png`, and prints the pages that scroll sideways.
 */
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./browser.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";

const OUT = Deno.args[0] ?? "/tmp/admin-content-shots";
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];

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
  const admin = await browser.newContext({ baseURL: server.url });
  const login = await admin.request.post("/api/admin/login", {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  if (!login.ok()) throw new Error(`admin login: ${login.status()} ${await login.text()}`);
  const [first] = await (await admin.request.get("/commissions?limit=1")).json();
  const changes = [
    admin.request.put(`/commissions/${first._id}`, {
      data: { category: first.category, subcategory: first.subcategory, commission: 7.25 },
    }),
    admin.request.post("/cities", { data: { name: "Shillong" } }),
    admin.request.post("/jobs", {
      data: {
        title: "Marketplace Operations Lead",
        description: "Run store onboarding and KYC checks for the North-East. Guwahati or remote.\n" +
          "Five years in marketplace operations; Assamese or Bengali a plus.",
      },
    }),
  ];
  for (const response of await Promise.all(changes)) {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  }
  const pages: [string, string][] = [
    ["commission", "/panel/commission"],
    ["commission-edit", `/panel/commission?edit=${first._id}`],
    ["cities", "/panel/cities"],
    ["career", "/panel/career"],
    ["audit", "/panel/audit"],
    ["audit-filtered", "/panel/audit?kind=commission"],
  ];
  for (const viewport of VIEWPORTS) {
    const page = await admin.newPage();
    await page.setViewportSize(viewport);
    for (const [name, path] of pages) {
      await page.goto(path, { waitUntil: "networkidle" });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
      if (wide) console.log(`${name} at ${viewport.width}: scrolls sideways`);
      await page.screenshot({ path: `${OUT}/${name}-${viewport.width}.png`, fullPage: true });
    }
    await page.close();
  }
  console.log(`Saved to ${OUT}`);
} finally {
  await browser.close();
  await server.shutdown();
}
