/**
 * The page cache as the rest of the app sees it. The cache itself (src/cache/) is wired in by the app
 * (src/app.ts) and by nothing else: handlers reach an app's cache as `c.var.cache`, this interface, and the
 * hooks below, which the database layer and the services call whether or not a cache runs, are installed
 * by the app at start (until then they do nothing).
 */
import type { Context } from "hono";
import type { KyselyPlugin } from "kysely";
import type { TemplatePart, Viewer } from "../ui/viewer.tsx";

/** What a render captures before it loads its data: the cache's generation, and when. */
export interface Since {
  /** -1 (never kept) until changes can be noticed. */
  generation: number;
  at: number;
}

/**
 * HTML kept compressed: its raw deflate (sync-flushed) with the CRC and length of its bytes, so that a
 * page is joined from pieces without compressing anything per request (src/cache/template.ts).
 */
export interface Piece {
  deflated: Uint8Array;
  crc: number;
  length: number;
  /** The CRC shift of `length`, worked out once. */
  shift: number;
}

/** What a route fills a slot of its page with: HTML made now, or a piece kept compressed. */
export type Fill = string | Piece;

/** How the cache keeps a storefront page (decided once per route, when the pages are mounted). */
export interface PagePolicy {
  /** A visitor's page is kept whole, for every visitor. */
  forVisitors: boolean;
  /** The body is the same for every viewer: signed-in shoppers get it from a template. */
  sharedBody: boolean;
  /** What is a shopper's own is in slots its route fills (its `personal` export); the rest is shared. */
  slotted: boolean;
}

/** A page rendered once for every signed-in shopper (ANY_SHOPPER), its personal parts recorded. */
export interface AnyShopperPage {
  html: string;
  parts: TemplatePart[];
  status: number;
  headers: Record<string, string>;
}

/** What a signed-in shopper's page is made of: the shared render (when not kept) and what is theirs. */
export interface SignedInPage {
  /** The page for ANY_SHOPPER, or where its handler sends the shopper instead. */
  render(): Promise<AnyShopperPage | { redirect: string }>;
  /** This shopper, as the header shows them. */
  viewer: Promise<Viewer>;
  /** What fills the page's slots for this shopper. */
  fills: Promise<Record<string, Fill | undefined>>;
}

/** Lookups and keeping: what pages, routes and services ask of the cache. */
export interface PageCache {
  /** How the cache keeps the storefront page of this route path. */
  policyOf(path: string): PagePolicy;
  /** A storefront page answering a visitor: the answer may be kept for every visitor. */
  markShared(c: Context): void;
  /** Whether kept entries may be used now (the catalogue's log was read in the last moments). */
  usable(): boolean;
  /** As `usable`, after starting a read of the log when one is due (requests the middleware does not check). */
  current(): boolean;
  /** A signed-in shopper's page: the shared template, kept or rendered now, with what is theirs joined in. */
  signedInPage(c: Context, key: string, page: SignedInPage): Promise<Response>;
  /**
   * `load()`'s answer, nobody's and shared by pages (a pincode's cities, a 'Near you' row), kept under `key`
   * until the catalogue changes what it read.
   */
  kept<T extends Piece | string[]>(key: string, load: () => Promise<T>): Promise<T>;
  /** HTML as a piece: kept compressed, joined into a page as it is. */
  piece(html: string): Piece;
  /** What a read captures first: `keepValue` keeps its result only if nothing changed since. */
  since(): Since;
  /** A value kept by `keepValue` (a product's view), or undefined. */
  value(key: string): unknown;
  /**
   * Keeps a value nobody owns whose stock is never shown (a product's view): only a change to the catalogue
   * other than stock drops it.
   */
  keepValue(key: string, value: unknown, size: number, since: Since): void;
}

/** One entry of the catalogue log (migrations 0009, 0014), as the cache applies it. */
export interface LoggedChange {
  version: string;
  /** The products' ids, comma-separated (NULL: everything). */
  products: string | null;
  /** Their new stock, in the same order (NULL: not known). */
  stocks: string | null;
}

/** What the database layer and the services tell the page cache, whatever app is serving. */
export interface PageCacheHooks {
  /** Every query's result rows (the cache notes which products' stock a render read). */
  rowsRead(rows: unknown[]): void;
  /** A write's own entries of the catalogue log, read in its transaction and now committed. */
  committed(changes: LoggedChange[]): void;
}

const none: PageCacheHooks = { rowsRead() {}, committed() {} };
let hooks = none;

/** Called by the app at start; the hooks are the process's, shared by every app in it. */
export const installPageCacheHooks = (installed: PageCacheHooks) => (hooks = installed);

/** The Kysely plugin of every database connection (db/connect.ts): shows each result's rows to the cache. */
export const cacheReads: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult({ result }) {
    hooks.rowsRead(result.rows);
    return Promise.resolve(result);
  },
};

/**
 * The request's last write to the catalogue has committed, and these are its log entries (with any committed
 * meanwhile): the request's cache applies them now, and the answer does not wait for a read of the log.
 */
export const committedWithChanges = (changes: LoggedChange[]): void => hooks.committed(changes);
