/**
 * Uncached render cost of storefront pages (the target: a product page's first render after a change ≤ 5 ms
 * p50): distinct product pages (and home pages, category pages) requested one at a time through
 * app.request() on an app without a page cache, so every answer is a real render: data, React, gzip.
 * Called by load.ts after seeding (which loads React in its production build first, as the server does).
 */
import type { DB } from "../../db/database.ts";

export interface UncachedResult {
  name: string;
  n: number;
  p50: number;
  p95: number;
}

export async function benchUncachedPages(
  db: DB,
  pages: { products: string[]; categories: string[] },
): Promise<UncachedResult[]> {
  const { createApp } = await import("../../src/app.ts");
  const { loadConfig } = await import("../../src/config.ts");
  const { prepareAssets } = await import("../../src/server.ts");
  await prepareAssets();
  const app = createApp({ db, config: { ...loadConfig(), env: "production" }, log: false, cacheBytes: 0 });
  const headers = { accept: "text/html", "accept-encoding": "gzip" };
  const time = async (path: string) => {
    const started = performance.now();
    const response = await app.request(path, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  const productPaths = pages.products.map((id) => `/product/${id}`);
  // Warm-up: JIT and prepared statements, as on a server that has been serving for a while.
  for (const path of productPaths.slice(0, 50)) await time(path);
  const kinds: [string, string[]][] = [
    ["uncached: product page", productPaths],
    ["uncached: home /", Array.from({ length: 100 }, (_, i) => `/?page=${(i % 5) + 1}`)],
    [
      "uncached: category page",
      Array.from(
        { length: 100 },
        (_, i) => `/category/${encodeURIComponent(pages.categories[i % pages.categories.length])}`,
      ),
    ],
  ];
  const results: UncachedResult[] = [];
  for (const [name, paths] of kinds) {
    const ms: number[] = [];
    for (const path of paths) ms.push(await time(path));
    ms.sort((a, b) => a - b);
    const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] * 100) / 100;
    results.push({ name, n: ms.length, p50: at(0.5), p95: at(0.95) });
  }
  return results;
}
