/** What the page cache keeps: finished answers, templates and fragments of pages, and plain values. */
import type { Fragment, Template } from "./template.ts";

type HeaderList = [string, string][];

/**
 * A finished answer, ready to send as it is. Kept gzipped only when it compresses (a product page: 6 KB
 * instead of 6 + 28 KB, so five times as many pages fit); the rare client that takes no gzip gets it
 * unzipped on the way out.
 */
export interface SharedAnswer {
  kind: "shared";
  /** The bytes themselves: only when there is no gzip. */
  identity: Uint8Array | undefined;
  gzip: Uint8Array | undefined;
  identityHeaders: HeaderList;
  gzipHeaders: HeaderList;
  /** Pages only: the JSON API documents no 304. */
  etag: string | undefined;
  notModifiedHeaders: HeaderList;
  /** JSON: a stock-only change of a product it shows rewrites its stock instead of dropping it (restock.ts). */
  restockable: boolean;
}

/** A value nobody owns whose stock is never shown (a product's view for cart answers). */
export interface KeptValue {
  kind: "view";
  value: unknown;
}

export type CacheEntry = SharedAnswer | Template | Fragment | KeptValue;
