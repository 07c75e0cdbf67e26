/**
 * The storefront's response cache: visitors' pages and the public catalogue's JSON as finished bytes (gzip
 * and identity, headers included, the security headers too), and, for signed-in shoppers, the same pages
 * as templates whose personal parts (header, location dialog) each request renders for itself.
 * Bounded by bytes (PAGE_CACHE_MB, default 64; 0 turns it off); emptied whenever the catalogue changes
 * (freshness.ts), except that a checkout taking stock drops only the pages that showed those products
 * (dependencies.ts), and JSON answers take the new stock instead (restock.ts). The server threads of one
 * process share what they keep (sharing.ts), so a page is rendered once per process, not once per thread.
 * It also keeps products' views for cart answers (product-views.service.ts).
 *
 * The rest of the app knows it only as core/page-cache.ts's PageCache: src/app.ts makes one per app and
 * installs the hooks the database layer and the services call (`pageCacheHooks`).
 */
import type { Context, MiddlewareHandler, Next } from "hono";
import { gunzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import type { DB } from "../../db/database.ts";
import { gzipBytes } from "../core/compress.ts";
import type * as seam from "../core/page-cache.ts";
import type { LoggedChange, Piece, Since } from "../core/page-cache.ts";
import { SESSION_COOKIE } from "../auth/sessions/session.ts";
import { ByteLru } from "./memory-store.ts";
import { type Dependencies, noDependencies, noteStockRead, recording } from "./dependencies.ts";
import { Freshness } from "./freshness.ts";
import { isPublicRead, leavesCatalogue, pagePolicy } from "./cacheable.ts";
import {
  fragmentSize,
  joinGzip,
  joinText,
  personalise,
  piece,
  type Template,
  templateSize,
  toTemplate,
} from "./template.ts";
import { fromPosted, type Kept, Sharing, toPosted } from "./sharing.ts";
import { committedWithChanges, inWriteScope } from "./own-changes.ts";
import { restockAnswer, withCurrentStock } from "./restock.ts";
import type { CacheEntry, SharedAnswer } from "./entries.ts";

export type { CacheEntry, SharedAnswer };

type HeaderList = [string, string][];

/** What the app installs (core/page-cache.ts `installPageCacheHooks`): the cache's side of the hooks. */
export const pageCacheHooks: seam.PageCacheHooks = {
  rowsRead: noteStockRead,
  committed: committedWithChanges,
};

const DEFAULT_MB = 64;
/**
 * How long a miss waits for the same answer's render under way before making its own: a render takes
 * milliseconds, but one stuck on an unreachable database must not add its wait to everyone else's.
 */
const WAIT_FOR_RENDER_MS = 1000;

/** What an entry costs besides its bytes (the Map slot, header arrays, the key). */
const OVERHEAD = 512;
// Shared answers differ by Accept (a page or JSON on /products), Accept-Encoding, and the session cookie.
const VARY = "accept, accept-encoding, cookie";
const compressible = /^(text\/|application\/(json|javascript|xml|yaml)|image\/svg\+xml)/;
const sessionCookie = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** PAGE_CACHE_MB from the environment, in bytes; 0 turns the cache off. */
export function cacheBytesFromEnv(): number {
  let mb: string | undefined;
  try {
    mb = Deno.env.get("PAGE_CACHE_MB");
  } catch {
    // No permission to read the environment: the default.
  }
  const value = mb === undefined || mb === "" ? DEFAULT_MB : Number(mb);
  return Number.isFinite(value) && value > 0 ? Math.floor(value * 1024 * 1024) : 0;
}

export const hasSession = (c: Context) => sessionCookie.test(c.req.header("cookie") ?? "");
const acceptsGzip = (c: Context) => /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
const wantsHtml = (c: Context) => (c.req.header("accept") ?? "").includes("text/html");

/** Path and query of the request: what the cache keys on (with the kind of answer asked for). */
function target(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf("/", url.indexOf("//") + 2));
}

export class PageCache implements seam.PageCache {
  readonly store: ByteLru<CacheEntry>;
  readonly freshness: Freshness;
  /** Requests for a page the page's route has declared the same for every visitor. */
  #shared = new WeakSet<Request>();
  /** Entries being made by `once` (visitors' answers, templates, fragments), by key. */
  #making = new Map<string, Promise<{ value: unknown; kept: boolean }>>();
  /** Shares what the cache keeps with the other server threads of this process (sharing.ts). */
  #sharing: Sharing | undefined;

  constructor(db: DB, maxBytes: number) {
    this.store = new ByteLru<CacheEntry>(
      maxBytes,
      (entry, deps, change) => entry.kind === "shared" && restockAnswer(entry, deps, change),
    );
    this.freshness = new Freshness(db, this.store);
  }

  policyOf(path: string): seam.PagePolicy {
    return pagePolicy(path);
  }

  /** A storefront page answering a visitor: the answer may be kept for every visitor. */
  markShared(c: Context): void {
    this.#shared.add(c.req.raw);
  }

  /**
   * Whether kept answers may be served now: the log was read in the last moments (freshness.ts). After an
   * idle spell the request renders from the database instead (it never waits on a read: were the database
   * out of reach, that wait would come on top of the render's own).
   */
  usable(): boolean {
    return this.freshness.current();
  }

  /** For requests the middleware does not check (writes): starts a read of the log when one is due. */
  current(): boolean {
    this.freshness.check();
    return this.usable();
  }

  /**
   * A page whose body is the same for every shopper, for a signed-in one: the template (rendered once for
   * ANY_SHOPPER, kept) with this shopper's personal parts and the route's slots joined in. Only those are
   * made per request; gzip from the kept pieces as they are (template.ts).
   */
  async signedInPage(c: Context, key: string, page: seam.SignedInPage): Promise<Response> {
    let template = this.store.get(key);
    if (template?.kind !== "template") {
      // Concurrent misses of one page (every shopper at once after a change) share one render.
      const made = await this.once(key, () => this.#makeTemplate(key, page));
      if ("redirect" in made) {
        await page.fills.catch(() => {});
        return c.redirect(made.redirect, 302);
      }
      template = made;
    }
    const [viewer, fills] = await Promise.all([page.viewer, page.fills]);
    const joined = personalise(template, viewer, fills);
    const headers = new Headers(template.headers);
    headers.set("cache-control", "private, no-cache");
    headers.set("vary", "cookie, accept-encoding");
    if (!acceptsGzip(c)) return new Response(joinText(joined), { status: template.status, headers });
    headers.set("content-encoding", "gzip");
    return new Response(joinGzip(joined) as Uint8Array<ArrayBuffer>, { status: template.status, headers });
  }

  /** The template of a page, kept when it may be; or where the page's handler sends the shopper instead. */
  async #makeTemplate(
    key: string,
    page: seam.SignedInPage,
  ): Promise<{ value: Template | { redirect: string }; kept: boolean }> {
    // Read before the data: a change while it loads empties the cache, and this render is then not kept.
    const since = this.since();
    // Recorded: the products whose stock it shows (by band: it is a page), so that only their stock changes
    // drop it.
    const deps = noDependencies("band");
    const rendered = await recording(deps, () => page.render());
    if ("redirect" in rendered) return { value: rendered, kept: false };
    const template = toTemplate(rendered.html, rendered.parts, rendered.status, rendered.headers);
    const kept = template.status === 200 && this.keep(key, template, templateSize(template), since, deps);
    return { value: template, kept };
  }

  /**
   * `load()`'s answer, kept under `key` until the cache is cleared or the stock of a product it read changes
   * (unless that happened meanwhile).
   */
  async kept<T extends Piece | string[]>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.store.get(key);
    if (hit?.kind === "fragment") return hit.value as T;
    return await this.once(key, async () => {
      // Read before the data: a change while it loads empties the cache, and this answer is then not kept.
      const since = this.since();
      // Recorded like a page: a 'Near you' row shows its products' stock, by band.
      const deps = noDependencies("band");
      const value = await recording(deps, load);
      const kept = this.keep(key, { kind: "fragment", value }, fragmentSize(value) + 256, since, deps);
      return { value, kept };
    });
  }

  piece(html: string): Piece {
    return piece(html);
  }

  value(key: string): unknown {
    const entry = this.store.get(key);
    return entry?.kind === "view" ? entry.value : undefined;
  }

  /** Not shared with the other threads: nothing of its stock is shown, so only a full change drops it. */
  keepValue(key: string, value: unknown, size: number, since: Since): void {
    this.store.set(key, { kind: "view", value }, size, since.generation, noDependencies());
  }

  /**
   * Makes an entry unless the same key is being made already; then waits for that one and takes it if it
   * was kept, as the middleware does for visitors' answers: one not kept was read before a change, which a
   * later request must see, so it makes its own.
   */
  async once<T>(key: string, make: () => Promise<{ value: T; kept: boolean }>): Promise<T> {
    const making = this.#making.get(key) as Promise<{ value: T; kept: boolean }> | undefined;
    if (making) {
      const made = await waitAtMost(making.catch(() => undefined), WAIT_FOR_RENDER_MS);
      return made?.kept ? made.value : (await make()).value;
    }
    const promise = make();
    this.#making.set(key, promise);
    try {
      return (await promise).value;
    } finally {
      this.#making.delete(key);
    }
  }

  /** What a render captures before it loads its data. */
  since(): Since {
    return { generation: this.freshness.ready ? this.store.generation : -1, at: Date.now() };
  }

  /**
   * Keeps `entry` unless a change since `since` changed what it shows (`deps`), and posts it to the other
   * threads; says whether it was kept.
   */
  keep(key: string, entry: CacheEntry, size: number, since: Since, deps: Dependencies): boolean {
    if (!this.store.set(key, entry, size, since.generation, deps)) return false;
    const through = this.freshness.watermark;
    if (!this.#sharing || through === undefined) return true;
    const posted = toPosted(entry);
    if (posted) this.#sharing.post({ key, entry: posted, size, deps, through, startedAt: since.at });
    return true;
  }

  /** Shares with the process's other server threads through these ports (sharing.ts `threadMesh`). */
  shareWith(ports: MessagePort[]): void {
    this.#sharing ??= new Sharing(ports, {
      kept: (kept) => this.#received(kept),
      changes: (changes) => this.freshness.applyLogged(changes),
    });
  }

  close(): void {
    this.#sharing?.close();
    this.#sharing = undefined;
  }

  /**
   * A write's own entries of the log, committed: applied here, and those new here posted to the other
   * threads (the checkouts of one group each bring the group's entries: the first one posts them).
   */
  #applyOwn(changes: LoggedChange[]): void {
    const applied = this.freshness.applyLogged(changes);
    if (applied.length) this.#sharing?.post({ changes: applied });
  }

  /** Another thread's answer: kept if no change applied here since it was read changed it. */
  #received({ key, entry, size, deps, through, startedAt }: Kept): void {
    if (startedAt <= this.store.clearedAt || !this.freshness.unchangedSince(through, deps)) return;
    const value = fromPosted(entry);
    if (value) this.store.set(key, value, size, this.store.generation, deps);
  }

  /** The outermost middleware: answers visitors from the cache, keeps what may be kept, invalidates after writes. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const method = c.req.method;
      if (method !== "GET" && method !== "HEAD") {
        const scope = { apply: (changes: LoggedChange[]) => this.#applyOwn(changes), applied: false };
        await inWriteScope(scope, next);
        // The handler has committed: anything it changed leaves the cache before its answer does (a
        // checkout has applied its own entries of the log already: own-changes.ts).
        if (!leavesCatalogue(c.req.path) && !scope.applied) await this.freshness.afterWrite();
        return;
      }
      this.freshness.check();
      if (hasSession(c)) return await next();
      const html = wantsHtml(c);
      const key = (html ? "h " : "j ") + target(c);
      const hit = this.store.get(key);
      if (hit?.kind === "shared" && this.usable()) return answer(c, hit);
      if (method !== "GET") {
        await this.#render(c, next, key);
        return;
      }
      // The same answer being rendered already (right after a change, every connection misses at once):
      // wait for it rather than render it again, unless it could not be kept (`once`).
      let rendered = false;
      const kept = await this.once(key, async () => {
        rendered = true;
        const entry = await this.#render(c, next, key);
        return { value: entry, kept: entry !== undefined };
      });
      // A render of this request's own has set its answer already.
      if (!rendered && kept) return answer(c, kept);
    };
  }

  /** Renders the answer; keeps it when it may be kept, and says so by returning it. */
  async #render(c: Context, next: Next, key: string): Promise<SharedAnswer | undefined> {
    const since = this.since();
    const deps = noDependencies();
    await recording(deps, next);
    const res = c.res;
    if (c.req.method !== "GET" || res.status !== 200 || res.headers.has("set-cookie") || !res.body) return;
    const page = res.headers.get("content-type")?.startsWith("text/html") ?? false;
    // A public read's JSON is the same whatever the Accept (a browser opening the API asks for HTML).
    if (!(this.#shared.has(c.req.raw) || (!page && isPublicRead(c.req.path)))) return;
    // A page shows stock by its band; JSON carries the number.
    if (page) deps.view = "band";
    const entry = await sharedAnswer(res, page);
    const size = (entry.identity?.length ?? 0) + (entry.gzip?.length ?? 0) + OVERHEAD;
    const kept = this.keep(key, entry, size, since, deps);
    c.res = undefined;
    c.res = answer(c, entry);
    return kept ? entry : undefined;
  }
}

/** The promise's value, or undefined once `ms` have passed. */
async function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function answer(c: Context, kept: SharedAnswer): Response {
  const entry = withCurrentStock(kept);
  if (entry.etag && matches(c.req.header("if-none-match"), entry.etag)) {
    return new Response(null, { status: 304, headers: entry.notModifiedHeaders });
  }
  const gzip = entry.gzip && acceptsGzip(c);
  if (c.req.method !== "HEAD" && (gzip || entry.identity)) {
    return readyResponse(entry, gzip ? "gzip" : "identity");
  }
  const body = c.req.method === "HEAD" ? null : identityOf(entry);
  return new Response(body as BodyInit | null, {
    status: 200,
    headers: gzip ? entry.gzipHeaders : entry.identityHeaders,
  });
}

/**
 * Kept answers' responses, built once per body and cloned for every request: a clone (its headers copied as
 * they are, its body the same bytes) costs about a microsecond, where a new Response costs some 20 (Deno
 * checks every header's name and value, the security headers' long ones too, on each). Keyed by the bytes:
 * a JSON answer taking new stock gets new bytes (restock.ts), hence a new response. Only for bytes the entry
 * keeps anyway: an answer kept gzipped alone is unzipped per request, never kept unzipped.
 */
const ready = new WeakMap<Uint8Array, Response>();

function readyResponse(entry: SharedAnswer, encoding: "gzip" | "identity"): Response {
  const body = entry[encoding]!;
  let response = ready.get(body);
  if (!response) {
    const headers = encoding === "gzip" ? entry.gzipHeaders : entry.identityHeaders;
    ready.set(body, response = new Response(body as BodyInit, { status: 200, headers }));
  }
  return response.clone();
}

/** If-None-Match with the weak comparison of RFC 9110 (13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** The answer's bytes unzipped. */
export const identityOf = (entry: SharedAnswer): Uint8Array =>
  entry.identity ?? new Uint8Array(gunzipSync(entry.gzip!));

const dropped = new Set(["content-length", "content-encoding", "vary", "etag", "date"]);

/** A text body of 1 KB or more, gzipped once (a copy: zlib's output is a view of a larger buffer). */
const gzipWorthIt = (identity: Uint8Array, type: string | null) =>
  identity.length >= 1024 && compressible.test(type ?? "") ? new Uint8Array(gzipBytes(identity)) : undefined;

async function sharedAnswer(res: Response, html: boolean): Promise<SharedAnswer> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const { identity, gzip } = res.headers.get("content-encoding") === "gzip"
    ? { identity: undefined, gzip: bytes }
    : { identity: bytes, gzip: gzipWorthIt(bytes, res.headers.get("content-type")) };
  const headers: HeaderList = [...res.headers].filter(([name]) => !dropped.has(name));
  headers.push(["vary", VARY]);
  let etag: string | undefined;
  if (html) {
    // Over the unzipped page: unzipped for this alone (a gzipped JSON answer is never unzipped here).
    const page = identity ?? new Uint8Array(gunzipSync(bytes));
    etag = `W/"${createHash("sha1").update(page).digest("base64url").slice(0, 27)}"`;
    headers.push(["etag", etag]);
  }
  const revalidation = new Set(["cache-control", "vary", "etag", "content-location", "expires"]);
  return {
    kind: "shared",
    identity: gzip ? undefined : identity,
    gzip,
    identityHeaders: headers,
    gzipHeaders: [...headers, ["content-encoding", "gzip"]],
    etag,
    notModifiedHeaders: headers.filter(([name]) => revalidation.has(name)),
    restockable: !html,
  };
}

// Each app's cache, for tests that look inside it.
const caches = new WeakMap<object, PageCache>();
export const registerCache = (app: object, cache: PageCache) => caches.set(app, cache);
export const pageCacheOf = (app: object): PageCache | undefined => caches.get(app);
