/**
 * Screenshots of the admin's sign-in, dashboard and profile pages (not a test: run by hand and look).
 *
 *   deno run -A tests/browser/admin-screenshots.ts [out-dir]      (default /tmp/admin-shots)
 *
 * Starts the demo app on in-memory PGlite, signs in as the demo admin and saves each page full-length at
 * 1366×900 and 390×844 as `<name>-<width>.png`.
 */
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./browser.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";
import { insertTestOrder } from "../../src/admin/admin.fixtures.ts";

const OUT = Deno.args[0] ?? "/tmp/admin-shots";
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];
const SHOTS = [
  { name: "admin-login", path: "/admin-login", admin: false },
  { name: "admin-forgot-password", path: "/admin-forgot-password", admin: false },
  { name: "admin", path: "/admin", admin: true },
  { name: "panel-profile", path: "/panel/profile", admin: true },
];

await Deno.mkdir(OUT, { recursive: true });
const server = await startServer(loadConfig({ PORT: "0", DATA_DIR: "memory://", SEED: "demo" }), {
  log: false,
});
// A few orders over the last days, so the dashboard's table and chart have something to show.
const store = await server.db.selectFrom("vendors").select("id").where("approval_pending", "=", false)
  .orderBy("store_name").executeTakeFirstOrThrow();
for (let i = 0; i < 12; i++) {
  await insertTestOrder(server.db, {
    vendorId: store.id,
    customer: ["Priya Sharma", "Arjun Mehta", "Kavya Nair"][i % 3],
    items: [{ name: "Redmi Note 13 5G", paise: 1_499_900 }, { name: "boAt Airdopes 141", paise: 129_900 }]
      .slice(0, 1 + (i % 2)),
    paymentMethod: (["cod", "upi", "card"] as const)[i % 3],
    paymentStatus: i === 4 ? "refund_due" : i % 3 === 0 ? "unpaid" : "paid",
    status: i === 4 ? "Cancelled" : "Confirmed",
    createdAt: new Date(Date.now() - i * 2.5 * 86_400_000),
  });
}
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ["--no-sandbox"],
});
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, baseURL: server.url });
    const login = await context.request.post("/api/admin/login", {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
    const visitor = await browser.newContext({ viewport, baseURL: server.url });
    for (const shot of SHOTS) {
      const page = await (shot.admin ? context : visitor).newPage();
      await page.goto(shot.path, { waitUntil: "networkidle" });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
      if (wide) console.log(`${shot.name} scrolls sideways at ${viewport.width}px`);
      await page.screenshot({ path: `${OUT}/${shot.name}-${viewport.width}.png`, fullPage: true });
      await page.close();
    }
    await context.close();
    await visitor.close();
  }
  console.log(`Saved in ${OUT}`);
} finally {
  await browser.close();
  await server.shutdown();
}
