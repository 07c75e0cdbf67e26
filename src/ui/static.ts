/** Serves static/ from memory. Versioned URLs (?v=hash) and island bundles are immutable for a year. */
import { Hono } from "hono";
import type { AppEnv } from "../core/http.ts";
import { staticFile } from "./assets.ts";

export const staticApp = new Hono<AppEnv>().get("/static/*", (c) => {
  const file = staticFile(c.req.path);
  if (!file) return c.notFound();
  const immutable = c.req.query("v") !== undefined || c.req.path.startsWith("/static/build/");
  const headers = {
    "content-type": file.type,
    etag: file.etag,
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  };
  if (c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
  if (!file.gzip) return c.body(file.body as Uint8Array<ArrayBuffer>, 200, headers);
  c.header("vary", "accept-encoding");
  if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, headers);
  }
  return c.body(file.gzip as Uint8Array<ArrayBuffer>, 200, { ...headers, "content-encoding": "gzip" });
});
