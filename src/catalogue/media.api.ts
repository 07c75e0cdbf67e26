/**
 * Images live in the database (nothing on local disk) and are addressed by their SHA-256, so a URL
 * never changes meaning: browsers and CDNs may keep it for a year.
 */
import { Hono } from "hono";
import type { AppEnv } from "../core/http.ts";
import { findMedia } from "./media.queries.ts";

export const mediaApi = new Hono<AppEnv>().get("/media/:id{[0-9a-f]{64}}", async (c) => {
  const id = c.req.param("id");
  const etag = `"${id}"`;
  const headers = {
    etag,
    "cache-control": "public, max-age=31536000, immutable",
    // Uploaded SVGs must never run script, even when opened directly.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    "x-content-type-options": "nosniff",
  };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  const media = await findMedia(c.var.db, id);
  if (!media) return c.json({ message: "Image not found." }, 404);
  return c.body(media.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, "content-type": media.content_type });
});
