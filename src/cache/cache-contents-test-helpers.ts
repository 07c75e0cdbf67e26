/** What an app's page cache holds, for the cache tests: whether a key is kept, and everything kept as text. */
import assert from "node:assert/strict";
import type { App } from "./cache-test-helpers.ts";
import { type CacheEntry, type PageCache, pageCacheOf } from "./page-cache.ts";
import type { Piece } from "./template.ts";

function cacheOf(app: App): PageCache {
  const cache = pageCacheOf(app);
  assert.ok(cache, "the app has a page cache");
  return cache;
}

export const isKept = (app: App, key: string): boolean => cacheOf(app).store.get(key) !== undefined;

/**
 * Every kept entry as text, to search for anything personal: answers with their headers, fragments, and
 * templates (their HTML, their parts' props, their slots' variants, their headers).
 */
export function keptTexts(app: App): string[] {
  const decoder = new TextDecoder();
  const text = (value: Piece | string[]) => Array.isArray(value) ? value.join("\n") : value.text;
  return cacheOf(app).store.values().map((entry: CacheEntry) =>
    entry.kind === "shared"
      ? decoder.decode(entry.identity) + JSON.stringify(entry.identityHeaders)
      : entry.kind === "fragment"
      ? text(entry.value)
      : entry.html.join("") +
        JSON.stringify(entry.parts.map((part) => "props" in part ? part.props : part.slot)) +
        entry.parts.map((part) =>
          "variants" in part ? Object.values(part.variants ?? {}).map(text).join("") : ""
        )
          .join("") +
        JSON.stringify(entry.headers)
  );
}
