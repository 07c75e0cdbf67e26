/**
 * Browser tests: the real app on a random port with the demo catalogue, driven by headless Chromium
 * through playwright-core. Chromium comes from the system (/usr/bin/chromium). Without it the tests are
 * skipped with a notice on a developer machine, but fail under CI, where a skipped browser suite would
 * hide a broken storefront.
 */
import { Buffer } from "node:buffer";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { loadConfig } from "../../src/config.ts";
import { type RunningServer, startServer } from "../../src/server.ts";
import { seedDemo } from "../../db/seed/demo.ts";
import { loadPincodes } from "../../db/seed/pincodes.ts";
import { createTestDatabase } from "../helpers.ts";
import type { DB } from "../../db/database.ts";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

export { CHROMIUM_PATH };

function chromiumInstalled(): boolean {
  try {
    return Deno.statSync(CHROMIUM_PATH).isFile;
  } catch {
    return false;
  }
}

const hasChromium = chromiumInstalled();
const inCi = Deno.env.get("CI") === "true";

if (!hasChromium && !inCi) {
  console.warn(
    `%cBrowser tests skipped: ${CHROMIUM_PATH} not found. Install Chromium (e.g. apt-get install chromium) to run them.`,
    "color: orange",
  );
}

/**
 * The app with the demo catalogue: in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set
 * (both copied from the migrated template, tests/template.ts).
 */
async function startDemoApp(
  options: BrowserTestOptions,
): Promise<{ url: string; db: DB; close(): Promise<void> }> {
  const config = loadConfig({ ...options.env, PORT: "0", DATA_DIR: "memory://", SEED: "demo" });
  const database = await createTestDatabase();
  let server: RunningServer | undefined;
  try {
    await seedDemo(database.db);
    if (options.pincodes?.length) await loadPincodes(database.db, { only: options.pincodes });
    server = await startServer(config, { log: false, db: database.db });
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    url: server.url,
    db: database.db,
    async close() {
      await server!.shutdown();
      await database.close();
    },
  };
}

export interface BrowserTestContext {
  /** Deno's test context, for steps sharing one app and browser. */
  t: Deno.TestContext;
  /** Base URL of the running app, e.g. http://localhost:41234 */
  url: string;
  /** The app's database, e.g. to create a customer with a session (tests/customers.ts). */
  db: DB;
  browser: Browser;
  /** A fresh page (own context: own cookies) at the given viewport; page errors fail the test. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

export interface BrowserTestOptions {
  /** Pincodes to load into the directory (the whole one is not loaded into test databases). */
  pincodes?: number[];
  /** More configuration for the app, e.g. `{ SMTP_URL: sink.url }` to send mail to tests/mail-sink.ts. */
  env?: Record<string, string>;
}

/**
 * A Deno test with a running app and a browser, both released afterwards. Uncaught errors in any page
 * (a hydration crash, a bad island) fail the test even when every assertion passed.
 */
export function browserTest(
  name: string,
  fn: (ctx: BrowserTestContext) => Promise<void>,
  options: BrowserTestOptions = {},
): void {
  Deno.test({
    name,
    ignore: !hasChromium && !inCi,
    // playwright keeps a pipe to Chromium and timers of its own; both are closed in `finally` below.
    sanitizeResources: false,
    sanitizeOps: false,
    async fn(t) {
      if (!hasChromium) {
        throw new Error(`CI needs Chromium for the browser tests, but ${CHROMIUM_PATH} is missing.`);
      }
      // Start both at once (the demo seed takes a few seconds); release whichever came up if the other failed.
      const [started, launching] = await Promise.allSettled([
        startDemoApp(options),
        chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
      ]);
      if (started.status === "rejected" || launching.status === "rejected") {
        if (started.status === "fulfilled") await started.value.close();
        if (launching.status === "fulfilled") await launching.value.close();
        throw started.status === "rejected" ? started.reason : (launching as PromiseRejectedResult).reason;
      }
      const app = started.value;
      const browser = launching.value;
      const contexts: BrowserContext[] = [];
      const pageErrors: string[] = [];
      try {
        const launched = browser;
        await fn({
          t,
          url: app.url,
          db: app.db,
          browser: launched,
          async newPage(viewport = { width: 1440, height: 900 }) {
            const context = await launched.newContext({ viewport, baseURL: app.url });
            contexts.push(context);
            const page = await context.newPage();
            page.setDefaultTimeout(10_000);
            page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
            return page;
          },
        });
        if (pageErrors.length) throw new Error(`Errors in the page:\n${pageErrors.join("\n")}`);
      } finally {
        for (const context of contexts) await context.close().catch(() => {});
        await browser.close();
        await app.close();
      }
    },
  });
}

/** A file for a file input (setInputFiles), made in memory: a test leaves nothing on disk. */
export function chosenFile(
  name: string,
  bytes: Uint8Array,
): { name: string; mimeType: string; buffer: Buffer } {
  const mimeType = name.endsWith(".png") ? "image/png" : name.endsWith(".webp") ? "image/webp" : "image/jpeg";
  return { name, mimeType, buffer: Buffer.from(bytes) };
}

/**
 * Runs `action` until `check` succeeds: a click can land before React has hydrated the island (the
 * server-rendered button is already visible), so the first click may do nothing.
 */
export async function untilItWorks(
  action: () => Promise<unknown>,
  check: () => Promise<unknown>,
  tries = 10,
) {
  for (let i = 1;; i++) {
    await action();
    try {
      return await check();
    } catch (error) {
      if (i >= tries) throw error;
    }
  }
}
