/**
 * Screenshots of a set of pages (not a test: run by hand and look).
 *
 *   deno run -A tests/browser/screenshots.ts SET [out-dir]      (default /tmp/SET-shots)
 *
 * SET names one of tests/browser/screenshots.sets.ts (run without it for the list). Starts the demo app on
 * in-memory PGlite, lets the set add what its pages need (orders, changes, a signed-in account), then saves
 * each page full-length at 1366×900 and 390×844 as `<name>-<width>.png` and prints the pages that scroll
 * sideways (a layout bug at that width). The vendor set also prints the JS each page ships
 * (tests/browser/screenshots.scripts.ts).
 */
import { type BrowserContext, chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { loadConfig } from "../../src/config.ts";
import { startServer } from "../../src/server.ts";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";
import { type Cookies, SHOT_SETS, type ShotApp } from "./screenshots.sets.ts";
import { printScripts } from "./screenshots.scripts.ts";

const [SET, OUT_ARG] = Deno.args;
const set = SHOT_SETS[SET];
if (!set) {
  console.error("Usage: deno run -A tests/browser/screenshots.ts SET [out-dir]\n\nSets:");
  for (const [name, { about }] of Object.entries(SHOT_SETS)) console.error(`  ${name.padEnd(16)}${about}`);
  Deno.exit(2);
}
const OUT = OUT_ARG ?? `/tmp/${SET}-shots`;
const VIEWPORTS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];
/** A phone's long page is also saved in parts this high: a full-length shot is shrunk too far to judge. */
const PART_HEIGHT = 1200;

await Deno.mkdir(OUT, { recursive: true });
const server = await startServer(loadConfig({ PORT: "0", DATA_DIR: "memory://", SEED: "demo" }), {
  log: false,
});
const { db, url } = server;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

/** A context of the given session (none: a visitor). */
async function newContext(
  cookies: Cookies = [],
  options: { viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ ...options, baseURL: url });
  if (cookies.length) await context.addCookies(cookies);
  return context;
}

/** Signs in through the sign-in call, as the sign-in page does; the session's cookies. */
async function signIn(endpoint: string, email: string, password: string): Promise<Cookies> {
  const context = await newContext();
  try {
    const login = await context.request.post(endpoint, { data: { email, password } });
    if (!login.ok()) throw new Error(`${endpoint}: ${login.status()} ${await login.text()}`);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

let adminCookies: Promise<Cookies> | undefined;
const app: ShotApp = {
  db,
  url,
  newContext: (cookies?: Cookies): Promise<BrowserContext> => newContext(cookies),
  signIn,
  admin: () => adminCookies ??= signIn("/api/admin/login", DEMO_ADMIN.email, DEMO_ADMIN.password),
};

try {
  const shots = await set.pages(app);
  const sideways: string[] = [];
  /** The scripts the browser fetched on each plain page (lazy chunks included), from the first viewport. */
  const loadedScripts = new Map<string, Set<string>>();
  for (const viewport of VIEWPORTS) {
    for (const shot of shots) {
      const context = await newContext(shot.cookies, { viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const loaded = new Set<string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") loaded.add(response.url());
      });
      await shot.setup?.(page);
      await page.goto(shot.path, { waitUntil: "networkidle" });
      // A page that sends elsewhere (e.g. to sign in) would be a screenshot of the wrong page.
      if (new URL(page.url()).pathname !== shot.path.split(/[?#]/)[0]) {
        throw new Error(`${shot.path} went to ${page.url()}`);
      }
      await shot.act?.(page);
      await page.evaluate(() => document.fonts.ready);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) sideways.push(`${shot.name} at ${viewport.width}: ${width}px wide`);
      const file = `${OUT}/${shot.name}-${viewport.width}.png`;
      await page.screenshot({ path: file, fullPage: !shot.screen, animations: "disabled" });
      console.log(`${file}${errors.length ? `  page errors: ${errors.join("; ")}` : ""}`);
      if (!shot.act && !shot.screen) {
        if (viewport === VIEWPORTS[0]) loadedScripts.set(shot.name, loaded);
        if (set.extra === "screen") {
          // Long pages: also the first screen, as it opens.
          await page.screenshot({ path: `${OUT}/${shot.name}-${viewport.width}-screen.png` });
        }
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let part = 0; set.extra === "phone-parts" && viewport.width < 768 && part < 3; part++) {
          if (part * PART_HEIGHT >= height) break;
          await page.screenshot({
            path: `${OUT}/${shot.name}-${viewport.width}-part${part + 1}.png`,
            fullPage: true,
            clip: {
              x: 0,
              y: part * PART_HEIGHT,
              width: viewport.width,
              height: Math.min(PART_HEIGHT, height - part * PART_HEIGHT),
            },
          });
        }
      }
      await context.close();
    }
  }
  console.log(
    sideways.length ? `\nScrolls sideways:\n  ${sideways.join("\n  ")}` : "\nNo page scrolls sideways.",
  );
  if (set.scripts) {
    await printScripts(
      url,
      shots.filter((shot) => loadedScripts.has(shot.name)),
      loadedScripts,
    );
  }
  console.log(`Saved to ${OUT}`);
} finally {
  await browser.close();
  await server.shutdown();
}
