/**
 * Screenshots of every vendor page, and the JavaScript each one ships (not a test: run by hand and look).
 *
 *   deno run -A tests/browser/screenshots.ts [out-dir]      (default /tmp/vendor-shots)
 *
 * Starts the demo app on in-memory PGlite, signs in as a demo store, places three cash-on-delivery orders
 * with it (one shipped) so the lists are not empty, then saves each page full-length at 1366×900 and
 * 390×844 as `<name>-<width>.png`. It prints the pages that scroll sideways (a layout bug at that width)
 * and a table of the JS each page names in its HTML (script src and modulepreload) and of the JS the
 * browser actually fetched (lazy chunks included), raw and gzipped. LIST_SCRIPTS=1 lists each file.
 */
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_PATH } from "./browser.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { loadPincodes } from "../../db/seed/pincodes.ts";
import { DEMO_VENDOR_PASSWORD } from "../../db/seed/content/accounts.ts";
import { VENDORS } from "../../db/seed/content/vendors.ts";
import { createShopper, putInCart } from "../orders.ts";

const OUT = Deno.args[0] ?? "/tmp/vendor-shots";
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];
const STORE = VENDORS.lakshmi;

await Deno.mkdir(OUT, { recursive: true });
const server = await startServer(loadConfig({ PORT: "0", DATA_DIR: "memory://", SEED: "demo" }), {
  log: false,
});
const { db, url } = server;
await loadPincodes(db, { only: [Number(STORE.pincode)] });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});

try {
  const store = await db.selectFrom("vendors").select("id").where("email", "=", STORE.email)
    .executeTakeFirstOrThrow();
  const products = await db.selectFrom("products").select("id").where("vendor_id", "=", store.id)
    .where("listed", "=", true).where("stock", ">", 2).orderBy("name").limit(3).execute();

  // A customer places three orders, one product each; the store ships the first.
  const shopper = await createShopper(db);
  const [cookieName, cookieValue] = shopper.cookie.split("=");
  const customer = await browser.newContext({ baseURL: url });
  await customer.addCookies([{ name: cookieName, value: cookieValue, url }]);
  const orderIds: string[] = [];
  for (const product of products) {
    await putInCart(db, shopper.id, product.id);
    const placed = await customer.request.post("/api/orders/place-order", {
      data: { cart: [{ productId: product.id, quantity: 1 }] },
    });
    if (!placed.ok()) throw new Error(`place-order: ${placed.status()} ${await placed.text()}`);
    orderIds.push((await placed.json()).orders[0]._id);
  }

  const vendor = await browser.newContext({ baseURL: url });
  const login = await vendor.request.post("/api/vendor/login", {
    data: { email: STORE.email, password: DEMO_VENDOR_PASSWORD },
  });
  if (!login.ok()) throw new Error(`vendor login: ${login.status()}`);
  const shipped = await vendor.request.put(`/api/orders/${orderIds[0]}/status`, {
    data: { status: "Shipped", carrier: "Delhivery", trackingNumber: "DLV2026031500042" },
  });
  if (!shipped.ok()) throw new Error(`ship: ${shipped.status()} ${await shipped.text()}`);
  const vendorCookies = await vendor.cookies();
  await vendor.close();
  const customerCookies = await customer.cookies();
  await customer.close();

  type Who = "visitor" | "vendor" | "customer";
  interface Shot {
    name: string;
    path: string;
    who: Who;
    /** Before loading, e.g. the browser storage a step expects. */
    setup?: (page: Page) => Promise<unknown>;
    /** After loading: a state worth seeing (a dialog open, errors shown). Not in the JS table. */
    act?: (page: Page) => Promise<unknown>;
  }
  /** Clicks until the island reacts (the first click may land before hydration). */
  const clickUntil = async (page: Page, selector: string, shown: string) => {
    for (let i = 0; i < 10; i++) {
      await page.click(selector);
      if (await page.waitForSelector(shown, { timeout: 1_000 }).catch(() => null)) return;
    }
    throw new Error(`${selector} never showed ${shown}`);
  };
  const pages: Shot[] = [
    { name: "store", path: "/store", who: "visitor" },
    { name: "vendor-login", path: "/vendor-login", who: "visitor" },
    { name: "vendor-forgot-password", path: "/vendor-forgot-password", who: "visitor" },
    { name: "vendor-otp", path: `/vendor-otp?email=${encodeURIComponent(STORE.email)}`, who: "visitor" },
    {
      name: "vendor-reset-password",
      path: "/vendor-reset-password",
      who: "visitor",
      // The step after a verified code (the island reads it from this tab's storage).
      setup: (page) =>
        page.addInitScript(() =>
          sessionStorage.setItem("vendor-reset", JSON.stringify({ email: "a@b.in", otp: "123456" }))
        ),
    },
    { name: "vendor-dashboard", path: "/vendor-dashboard", who: "vendor" },
    { name: "vendor-orders", path: "/vendor-orders", who: "vendor" },
    { name: "vendor-commission", path: "/vendor-commission", who: "vendor" },
    { name: "product", path: "/product", who: "vendor" },
    { name: "vendor-add-product", path: "/vendor-add-product", who: "vendor" },
    { name: "vendor-edit-product", path: `/vendor-edit-product/${products[0].id}`, who: "vendor" },
    { name: "vendor-profile", path: "/vendor-profile", who: "vendor" },
    { name: "order-customer", path: "/order-customer", who: "customer" },
  ];
  const states: Shot[] = [
    {
      name: "store-errors",
      path: "/store",
      who: "visitor",
      act: async (page) => {
        await clickUntil(page, 'input[name="privacy"]', ".store-submit:not([disabled])");
        await page.click(".store-submit");
        await page.waitForSelector(".form-error");
      },
    },
    {
      name: "vendor-orders-ship-dialog",
      path: "/vendor-orders",
      who: "vendor",
      act: (page) => clickUntil(page, '[data-testid="ship-order"]', "dialog.ship-dialog[open]"),
    },
    {
      name: "vendor-dashboard-menu",
      path: "/vendor-dashboard",
      who: "vendor",
      act: async (page) => {
        if (await page.locator(".panel-menu summary").isVisible()) await page.click(".panel-menu summary");
      },
    },
  ];

  const sideways: string[] = [];
  /** The scripts the browser fetched on each page (lazy chunks included), from the first viewport. */
  const loadedScripts = new Map<string, Set<string>>();
  for (const viewport of VIEWPORTS) {
    for (const { name, path, who, setup, act } of [...pages, ...states]) {
      const context = await browser.newContext({ viewport, baseURL: url });
      if (who === "vendor") await context.addCookies(vendorCookies);
      if (who === "customer") await context.addCookies(customerCookies);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const loaded = new Set<string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") loaded.add(response.url());
      });
      await setup?.(page);
      await page.goto(path, { waitUntil: "networkidle" });
      if (new URL(page.url()).pathname !== path.split("?")[0]) {
        throw new Error(`${path} went to ${page.url()}`);
      }
      await act?.(page);
      await page.evaluate(() => document.fonts.ready);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) sideways.push(`${name} at ${viewport.width}: ${width}px wide`);
      const file = `${OUT}/${name}-${viewport.width}.png`;
      await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
      if (viewport === VIEWPORTS[0]) loadedScripts.set(path, loaded);
      console.log(`${file}${errors.length ? `  page errors: ${errors.join("; ")}` : ""}`);
      await context.close();
    }
  }
  console.log(
    sideways.length ? `\nScrolls sideways:\n  ${sideways.join("\n  ")}` : "\nNo page scrolls sideways.",
  );

  // The JS each page names in its HTML, and what the browser fetched (lazy chunks too): raw and gzipped.
  const cookieHeader = (cookies: { name: string; value: string }[]) =>
    cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const gzipSize = async (bytes: Uint8Array<ArrayBuffer>) =>
    (await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer())
      .byteLength;
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    "\n| Page | Scripts in HTML | KB | gzip KB | Loaded by the browser | KB | gzip KB |\n" +
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  const seen = new Map<string, Uint8Array<ArrayBuffer>>();
  for (const { path, who } of pages) {
    const cookies = who === "vendor" ? vendorCookies : who === "customer" ? customerCookies : [];
    const html = await (await fetch(`${url}${path}`, { headers: { cookie: cookieHeader(cookies) } })).text();
    const urls = new Set<string>();
    for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
      const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
      const preload = /\brel="modulepreload"/.test(tag) ? /\bhref="([^"]+)"/.exec(tag)?.[1] : undefined;
      const found = src ?? preload;
      if (found) urls.add(new URL(found.replaceAll("&amp;", "&"), url).toString());
    }
    const sizes = async (scripts: Set<string>) => {
      let raw = 0, gz = 0;
      for (const script of scripts) {
        if (!seen.has(script)) seen.set(script, new Uint8Array(await (await fetch(script)).arrayBuffer()));
        const bytes = seen.get(script)!;
        raw += bytes.byteLength;
        gz += await gzipSize(bytes);
      }
      return `${scripts.size} | ${kb(raw)} | ${kb(gz)}`;
    };
    const loaded = loadedScripts.get(path) ?? new Set<string>();
    console.log(`| ${path.split("?")[0]} | ${await sizes(urls)} | ${await sizes(loaded)} |`);
    if (Deno.env.get("LIST_SCRIPTS")) {
      for (const script of new Set([...urls, ...loaded])) {
        const where = `${urls.has(script) ? "html" : ""}${loaded.has(script) ? " loaded" : ""}`;
        console.log(
          `|   ${new URL(script).pathname} (${where}) | | ${kb(seen.get(script)!.byteLength)} | | | | |`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await server.shutdown();
}
