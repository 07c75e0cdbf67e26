/**
 * `deno task lighthouse`: Lighthouse (mobile, its default form factor) driving Debian's Chromium on the home
 * page, a category, a product and a search; prints the four scores per page.
 *
 * Serves the app itself with the demo catalogue on a throw-away in-memory PGlite, unless --url names a
 * running SwiftCart. --strict exits non-zero when any score is below 95, except SEO on the search page:
 * search results are `noindex` on purpose (the one accepted miss), so it is reported but never fails.
 *   deno task lighthouse [--url http://localhost:8000] [--strict] [--chromium /usr/bin/chromium]
 * Lighthouse (about 190 npm packages) is this task's alone: the task installs it from ./imports.json and its
 * own lock file, ./deno.lock, so neither the app nor the tests download it.
 */
import lighthouse from "lighthouse";
import { parseArgs } from "node:util";
import { CHROMIUM_ARGS } from "../browser/chromium.ts";
import { appArgs } from "../app-args.ts";

const { values: args } = parseArgs({
  args: Deno.args.filter((a) => a !== "--"),
  options: {
    url: { type: "string" },
    strict: { type: "boolean", default: false },
    chromium: { type: "string", default: "/usr/bin/chromium" },
  },
});

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const MINIMUM = 95;
const CHROMIUM_FLAGS = ["--headless", ...CHROMIUM_ARGS];

const freePort = () => {
  const listener = Deno.listen({ port: 0, hostname: "127.0.0.1" });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
};

async function waitFor(url: string, ok: (response: Response) => boolean, what: string) {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (ok(response)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start`);
}

const children: Deno.ChildProcess[] = [];
let profile: string | undefined;
async function cleanUp() {
  for (const child of children) {
    try {
      child.kill("SIGTERM");
    } catch {
      // already gone
    }
    await child.status;
  }
  if (profile) await Deno.remove(profile, { recursive: true }).catch(() => {});
}

let base = args.url?.replace(/\/$/, "");
if (!base) {
  // The demo catalogue on an in-memory PGlite; React's production build, as a real deployment serves.
  const port = freePort();
  const root = new URL("../../", import.meta.url).pathname;
  children.push(
    new Deno.Command(Deno.execPath(), {
      args: appArgs(),
      cwd: root,
      env: { DATA_DIR: "memory://", SEED: "demo", LOG: "off", PORT: String(port), NODE_ENV: "production" },
      stdout: "null",
      stderr: "inherit",
    }).spawn(),
  );
  base = `http://localhost:${port}`;
  await waitFor(`${base}/`, (r) => r.status === 200, "the app");
}

const results: { page: string; path: string; scores: Record<string, number> }[] = [];
try {
  const products = await (await fetch(`${base}/api/products/get-all-products`, {
    headers: { accept: "application/json" },
  })).json();
  const product = (products.products ?? products)[0];
  const pages = [
    ["home", "/"],
    ["category", `/category/${encodeURIComponent(product.category.name)}`],
    ["product", `/product/${product._id}`],
    ["search", `/products?search=${encodeURIComponent(product.name.split(" ")[0].toLowerCase())}`],
  ];

  const debugPort = freePort();
  profile = await Deno.makeTempDir({ prefix: "swiftcart-lighthouse-" });
  children.push(
    new Deno.Command(args.chromium, {
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`],
      stdout: "null",
      stderr: "null",
    }).spawn(),
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, (r) => r.ok, "Chromium");

  for (const [page, path] of pages) {
    const run = await lighthouse(`${base}${path}`, {
      port: debugPort,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`no Lighthouse result for ${path}`);
    const scores: Record<string, number> = {};
    for (const category of CATEGORIES) {
      scores[category] = Math.round((run.lhr.categories[category]?.score ?? 0) * 100);
    }
    const misses = CATEGORIES.flatMap((category) =>
      (run.lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (run.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          const value = run.lhr.audits[ref.id]?.displayValue;
          return `${category}: ${ref.id}${value ? ` (${value})` : ""}`;
        })
    );
    if (misses.length) console.log(`${page}: not full marks on ${misses.join(", ")}`);
    results.push({ page, path, scores });
  }
} finally {
  await cleanUp();
}

console.log(`\nLighthouse (mobile, Chromium headless) on ${base}\n`);
console.log("page".padEnd(10) + CATEGORIES.map((c) => c.padStart(16)).join("") + "  path");
let failed = false;
for (const r of results) {
  const cells = CATEGORIES.map((c) => {
    const score = r.scores[c];
    const accepted = r.page === "search" && c === "seo"; // noindex on purpose
    if (score < MINIMUM && !accepted) failed = true;
    return `${score}${score < MINIMUM ? (accepted ? " (noindex)" : " !") : ""}`.padStart(16);
  });
  console.log(r.page.padEnd(10) + cells.join("") + `  ${r.path}`);
}
if (failed) console.log(`\nSome scores are below ${MINIMUM}${args.strict ? "" : " (--strict would fail)"}.`);
if (failed && args.strict) Deno.exit(1);
