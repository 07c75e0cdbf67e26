/**
 * Checks every request meets before any route sees it, so that no operation (today's or one added later)
 * has to remember them:
 * - `allowedMethods`: a wrong method on a known path answers 405 with `Allow`, before any session check.
 * - `bodyLimit`: bodies over 64 KB answer 413 while they are still arriving, never read whole; multipart
 *   bodies sent to an upload route (UPLOAD_ROUTES) may reach UPLOAD_BODY_LIMIT.
 * - `cleanText`: text that PostgreSQL refuses (NUL) or that would be stored mangled (lone surrogates,
 *   other control characters) answers 400 naming the field, on both databases, for every text field:
 *   JSON bodies, and the text fields of every form body (multipart or url-encoded) alike.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import { TrieRouter } from "hono/router/trie-router";
import type { AppEnv } from "./http.ts";

/** The largest JSON body any route takes (uploads have their own limit). */
export const JSON_BODY_LIMIT = 64 * 1024;
export const BODY_TOO_LARGE = "The request body is too large (at most 64 KB).";
/** A multipart upload: several photos of at most 10 MB each (src/uploads checks each one). */
export const UPLOAD_BODY_LIMIT = 40 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = "The request body is too large (at most 40 MB).";

/** The routes that take images, as method and path; only their multipart bodies get the larger limit. */
export const UPLOAD_ROUTES: readonly (readonly [string, RegExp])[] = [
  ["POST", /^\/api\/products\/add-product$/],
  ["POST", /^\/api\/products\/[^/]+\/photos$/],
  ["POST", /^\/api\/returns\/[^/]+\/photos$/],
  ["PUT", /^\/api\/products\/update-product\/[^/]+$/],
  ["POST", /^\/api\/category\/add-category$/],
  ["PUT", /^\/api\/category\/[^/]+\/image$/],
  ["POST", /^\/api\/banners\/create-banner$/],
];

export const METHOD_NOT_ALLOWED = "This method is not allowed here.";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * 405 for a path the app knows under other methods. The routes are read once, on the first request,
 * when every sub-app has been mounted.
 */
export function allowedMethods(app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  let router: TrieRouter<true> | undefined;
  const build = () => {
    const trie = new TrieRouter<true>();
    for (const route of app.routes) {
      if (route.method !== "ALL") trie.add(route.method, route.path, true);
    }
    return trie;
  };
  const has = (method: string, path: string) => router!.match(method, path)[0].length > 0;
  return async (c, next) => {
    router ??= build();
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    if (has(method, c.req.path)) return await next();
    const allowed = METHODS.filter((m) => has(m, c.req.path));
    if (!allowed.length) return await next(); // an unknown path: the 404 page
    if (allowed.includes("GET")) allowed.splice(1, 0, "HEAD" as never);
    c.header("Allow", allowed.join(", "));
    return c.json({ message: METHOD_NOT_ALLOWED }, 405);
  };
}

const isMultipart = (type: string | undefined) => !!type && /^multipart\/form-data\b/i.test(type);

export const isUploadRequest = (method: string, path: string, contentType: string | undefined) =>
  isMultipart(contentType) && UPLOAD_ROUTES.some(([m, pattern]) => m === method && pattern.test(path));

export const bodyLimit = (): MiddlewareHandler<AppEnv> => {
  const json = honoBodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json({ message: BODY_TOO_LARGE }, 413),
  });
  const upload = honoBodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: (c) => c.json({ message: UPLOAD_TOO_LARGE }, 413),
  });
  return (c, next) =>
    isUploadRequest(c.req.method, c.req.path, c.req.header("content-type")) ? upload(c, next) : json(c, next);
};

// C0 controls except tab, line feed and carriage return, DEL, and UTF-16 halves without their partner.
const BAD_TEXT =
  // deno-lint-ignore no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BAD_TEXT_RULE = "must not contain control characters or broken Unicode.";

/** No body of this API nests deeper; deeper is junk (and would cost stack to walk). */
export const MAX_DEPTH = 32;
export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_DEPTH} levels).`;

/**
 * The path (`address.street`, `cart.0.productId`) of the first bad string in a JSON value, keys included;
 * "depth" when it nests deeper than MAX_DEPTH. Walked with a queue, not recursion: no input can exhaust
 * the stack.
 */
function findBadText(root: unknown): string[] | "depth" | undefined {
  const queue: [unknown, string[]][] = [[root, []]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [value, path] = next;
    if (typeof value === "string") {
      if (BAD_TEXT.test(value)) return path;
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (path.length >= MAX_DEPTH) return "depth";
    for (const [key, item] of Object.entries(value)) {
      if (BAD_TEXT.test(key)) return [...path, "(a field name)"];
      queue.push([item, [...path, key]]);
    }
  }
  return undefined;
}

const isJson = (type: string | undefined) => !!type && /^application\/([\w.+-]+\+)?json\b/i.test(type);

/** Percent-escapes of the control characters BAD_TEXT refuses, for paths that do not decode as a whole. */
const CONTROL_ESCAPE = /%(0[0-8bcef]|1[0-9a-f]|7f)/i;

const decodedOrRaw = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray `%`: the route sees it as typed, as Hono does
  }
};

const isForm = (type: string | undefined) =>
  !!type && /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type);

/**
 * A form body's first bad text field (or field name), read once: the parsed form is left where Hono's
 * validator and `c.req.formData()` find it, so the route does not parse the body again. A body that does
 * not parse is left to the route's validator, which answers its own 400.
 */
async function formBadText(c: Context<AppEnv>, type: string): Promise<string | undefined> {
  const bytes = await c.req.arrayBuffer();
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return undefined;
  }
  c.req.bodyCache.formData = form;
  for (const [name, value] of form) {
    if (BAD_TEXT.test(name)) return "(a field name)";
    if (typeof value === "string" && BAD_TEXT.test(value)) return name;
  }
  return undefined;
}

export const cleanText = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  // A parsed URL carries control characters and broken Unicode only as %-escapes: most requests have none.
  if (c.req.url.includes("%")) {
    const url = new URL(c.req.url);
    if (CONTROL_ESCAPE.test(url.pathname) || BAD_TEXT.test(decodedOrRaw(url.pathname))) {
      return c.json({ message: `The address ${BAD_TEXT_RULE}` }, 400);
    }
    for (const [name, value] of url.searchParams) {
      if (BAD_TEXT.test(name) || BAD_TEXT.test(value)) {
        const where = BAD_TEXT.test(name) ? "A parameter name" : name;
        return c.json({ message: `${where}: ${BAD_TEXT_RULE}` }, 400);
      }
    }
  }
  const type = c.req.header("content-type");
  if (c.req.raw.body && isForm(type)) {
    const where = await formBadText(c, type!);
    if (where) return c.json({ message: `${where}: ${BAD_TEXT_RULE}` }, 400);
  }
  if (c.req.raw.body && isJson(type)) {
    // Read as bytes: the webhook checks its signature on these exact bytes, and later readers reuse them.
    const bytes = await c.req.arrayBuffer();
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return c.json({ message: "The request body is not valid UTF-8 text." }, 400);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return await next(); // not JSON: the route's validator answers with its own 400
    }
    const where = findBadText(value);
    if (where === "depth") return c.json({ message: TOO_DEEP }, 400);
    if (where) {
      return c.json({ message: `${where.length ? where.join(".") : "The body"}: ${BAD_TEXT_RULE}` }, 400);
    }
  }
  await next();
};
