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
    description: [
      "The HTTP API of SwiftCart, a multi-vendor marketplace for India: what the storefront, the vendor area " +
      "and the admin panel call.",
      "",
      "- Money: amounts are rupees (INR) as numbers, to the paisa (stored as integer paise).",
      "- Ids: opaque strings named `_id`.",
      '- Errors: a 4xx or 5xx status with `{ "message": "…" }`, a sentence safe to show a user.',
      "- Paging: every list takes `limit` (default 100, at most 200) and `page` (from 1). Product lists answer " +
      "`{ products, total, page, limit }`; the other lists answer an array, with the total in the `X-Total-Count` header.",
      "- Pages: /products, /category/{id} and /cities are also storefront pages; they answer JSON unless the " +
      "request accepts `text/html`.",
    ].join("\n"),
  },
  tags: [
    {
      name: "Catalogue",
      description: "Products, categories, banners, units and attributes: what the storefront shows.",
    },
    { name: "Content", description: "Cities we deliver to and open positions." },
    { name: "Admin", description: "Platform settings read by the admin and vendor areas." },
    { name: "Media", description: "Uploaded images, addressed by the hash of their content." },
  ],
};

// deno-lint-ignore no-explicit-any
export function openApiDocument(app: OpenAPIHono<any>) {
  return app.getOpenAPI31Document(openApiInfo);
}

// deno-lint-ignore no-explicit-any
export const openApiYaml = (app: OpenAPIHono<any>) =>
  stringify(openApiDocument(app), { lineWidth: 0, aliasDuplicateObjects: false });

/** `deno task openapi`: print the contract, or write openapi.yaml with --write. */
async function main() {
  const { createApp } = await import("./app.ts");
  const { loadConfig } = await import("./config.ts");
  // Declaring routes touches no database, so a placeholder is enough to read the contract.
  const app = createApp({ db: undefined as never, config: loadConfig(), log: false });
  const yaml = openApiYaml(app);
  if (Deno.args.includes("--write")) {
    await Deno.writeTextFile(new URL("../openapi.yaml", import.meta.url), yaml);
    console.log("Wrote openapi.yaml");
  } else console.log(yaml);
}

// Not a top-level await: app.ts imports this module again (through docs.tsx), which must finish loading first.
if (import.meta.main) main();
