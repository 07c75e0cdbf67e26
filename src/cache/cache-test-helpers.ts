/**
 * What the page cache's tests share: visits, a second instance of the app, waiting for a bound, and what
 * the cache holds (whether a key is kept, everything kept as text).
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import type { TestApp } from "../../tests/helpers.ts";
import type { TestCustomer } from "../../tests/customers.ts";
import { connect } from "../../db/connect.ts";
import { call, codOrder, createShopper, putInCart } from "../../tests/orders.ts";
import type { DB } from "../../db/database.ts";
import { createApp } from "../app.ts";
import { type CacheEntry, identityOf, type PageCache, pageCacheOf } from "./page-cache.ts";
import { type Piece, pieceText } from "./template.ts";

export type App = TestApp["app"];
export const HTML = "text/html,application/xhtml+xml";

export const visit = (app: App, path: string, who?: TestCustomer, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { accept: HTML, ...(who ? { cookie: who.cookie } : {}), ...headers } });

export async function page(app: App, path: string, who?: TestCustomer, status = 200): Promise<string> {
  const res = await visit(app, path, who);
  assert.equal(res.status, status, path);
  return await res.text();
}

/** A new shopper buys `quantity` of the product, cash on delivery: the stock a sale takes. */
export async function checkout(app: App, db: DB, productId: string, quantity: number): Promise<void> {
  const shopper = await createShopper(db);
  await putInCart(db, shopper.id, productId, quantity);
  const res = await call(app, "POST", "/api/orders/place-order", shopper, await codOrder(db, shopper));
  assert.ok(res.status < 300, `checkout answered ${res.status}`);
}

/** Retries `check` until it passes or `ms` have gone by: the bound another instance must meet. */
export async function within(ms: number, check: () => void | Promise<void>): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - start > ms) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * A second instance of the app on the same database: its own connection where the server has them
 * (`shareCacheWith`: as a server thread of the same process, sharing its cache through these ports).
 */
export async function secondInstance(
  t: TestApp,
  shareCacheWith?: MessagePort[],
): Promise<{ app: App; close: () => Promise<void> }> {
  const serverUrl = Deno.env.get("DATABASE_URL");
  if (!serverUrl) {
    return {
      app: createApp({ db: t.db, config: t.config, log: false, shareCacheWith }),
      close: () => Promise.resolve(),
    };
  }
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0].name}`;
  const db: DB = await connect({ databaseUrl: url.toString(), maxConnections: 4 });
  return { app: createApp({ db, config: t.config, log: false, shareCacheWith }), close: () => db.destroy() };
}

/** Until an app listens for changes and knows the version, it keeps nothing: the first requests start that. */
export async function untilReady(app: App): Promise<void> {
  await within(20_000, async () => {
    await visit(app, "/about");
    assert.ok(pageCacheOf(app)!.freshness.ready, "listening");
  });
}

function cacheOf(app: App): PageCache {
  const cache = pageCacheOf(app);
  assert.ok(cache, "the app has a page cache");
  return cache;
}

export const isKept = (app: App, key: string): boolean => cacheOf(app).store.get(key) !== undefined;

/**
 * Every kept entry as text, to search for anything personal: answers with their headers, fragments,
 * products' views, and templates (their HTML, their parts' props, their slots' variants, their headers).
 */
export function keptTexts(app: App): string[] {
  const decoder = new TextDecoder();
  const text = (value: Piece | string[]) => Array.isArray(value) ? value.join("\n") : pieceText(value);
  return cacheOf(app).store.values().map((entry: CacheEntry) =>
    entry.kind === "shared"
      ? decoder.decode(identityOf(entry)) + JSON.stringify(entry.identityHeaders)
      : entry.kind === "fragment"
      ? text(entry.value)
      : entry.kind === "view"
      ? JSON.stringify(entry.value)
      : entry.pieces.map(pieceText).join("") +
        JSON.stringify(entry.parts.map((part) => "props" in part ? part.props : part.slot)) +
        entry.parts.map((part) =>
          "variants" in part ? Object.values(part.variants ?? {}).map(text).join("") : ""
        )
          .join("") +
        JSON.stringify(entry.headers)
  );
}
