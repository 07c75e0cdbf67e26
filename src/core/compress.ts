/**
 * gzip for text responses. Hono's compress() streams through CompressionStream, which costs several
 * times more CPU per page than one synchronous zlib call on a body that is already complete; pages and
 * JSON here are always complete strings, so they are compressed in one go.
 */
import type { MiddlewareHandler } from "hono";
import { gzipSync } from "node:zlib";

const compressible = /^(text\/|application\/(json|javascript|xml|yaml|manifest\+json)|image\/svg\+xml)/;
/** Below this, gzip's header and the CPU cost outweigh the bytes saved. */
const MIN_BYTES = 1024;

export function gzipBytes(body: Uint8Array, level = 6): Uint8Array {
  return gzipSync(body, { level });
}

export function compressText(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || c.req.method === "HEAD" || res.headers.has("content-encoding")) return;
    if (!compressible.test(res.headers.get("content-type") ?? "")) return;
    res.headers.append("vary", "accept-encoding");
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let payload: Uint8Array = body;
    if (body.byteLength >= MIN_BYTES) {
      payload = gzipBytes(body, 5);
      headers.set("content-encoding", "gzip");
      headers.delete("content-length");
    }
    // Clearing first stops Hono from copying the old headers (and length) over the new response.
    c.res = undefined;
    c.res = new Response(payload as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  };
}
