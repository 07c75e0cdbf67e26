/**
 * The API contract, generated from the zod schemas of every sub-app. `deno task openapi` writes
 * openapi.yaml at the root; a test fails when the committed file differs from what the code declares.
 */
import { stringify } from "yaml";
import type { OpenAPIHono } from "@hono/zod-openapi";

export const openApiInfo = {
  openapi: "3.1.0",
  info: {
    title: "SwiftCart Marketplace API",
    version: "1.0.0",
    description: "Multi-vendor marketplace for India. Amounts are rupees (INR) as numbers; ids are opaque " +
      "`_id` strings. Errors are `{ \"message\": ... }` with a 4xx/5xx status. Lists are paged: `limit` " +
      "(default 100, at most 200) and `page` (from 1). Product lists answer `{ products, total, page, limit }`; " +
      "the short lists (categories, units, attributes, cities, jobs, commissions) answer an array with the " +
      "total in the `X-Total-Count` header. Paths that are also storefront pages (/products, /category/{id}, " +
      "/cities) answer JSON unless the request accepts text/html.",
  },
};

// deno-lint-ignore no-explicit-any
export function openApiDocument(app: OpenAPIHono<any>) {
  return app.getOpenAPI31Document(openApiInfo);
}

// deno-lint-ignore no-explicit-any
export const openApiYaml = (app: OpenAPIHono<any>) => stringify(openApiDocument(app), { lineWidth: 0 });

if (import.meta.main) {
  const { createApp } = await import("./app.ts");
  const { loadConfig } = await import("./config.ts");
  // Declaring routes touches no database, so a placeholder is enough to read the contract.
  const app = createApp({ db: undefined as never, config: loadConfig(), log: false });
  const yaml = openApiYaml(app);
  const target = new URL("../openapi.yaml", import.meta.url);
  if (Deno.args.includes("--write")) {
    await Deno.writeTextFile(target, yaml);
    console.log("Wrote openapi.yaml");
  } else console.log(yaml);
}
