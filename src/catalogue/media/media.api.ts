/**
 * Images live in the database (nothing on local disk) and are addressed by their SHA-256, so a URL
 * never changes meaning: browsers and CDNs may keep it for a year. `?w=` picks a smaller stored copy
 * (src/uploads): a product card downloads a few kilobytes, not the photo the vendor took.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { createApi, errorResponses } from "../../core/http.ts";
import { IMAGE_WIDTHS } from "../../uploads/media-urls.ts";
import { findMedia, findMediaAtWidth } from "./media.queries.ts";

const HASH = /^[0-9a-f]{64}$/;
const WIDTHS = IMAGE_WIDTHS.map(String) as [string, ...string[]];

const route = createRoute({
  method: "get",
  path: "/media/{hash}",
  operationId: "getMedia",
  tags: ["Media"],
  summary: "Get an image",
  description:
    "The bytes of an uploaded image, addressed by the SHA-256 of its content. The URL never changes " +
    "meaning, so it may be cached for a year; send `If-None-Match` with the ETag to get a 304. " +
    "Uploads are stored as WebP with smaller copies; `w` asks for the narrowest copy at least that wide.",
  request: {
    params: z.object({
      hash: z.string().openapi({
        param: { name: "hash", in: "path" },
        description: "SHA-256 of the image bytes, 64 lowercase hex characters",
        example: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
      }),
    }),
    query: z.object({
      w: z.enum(WIDTHS, { error: `must be one of ${IMAGE_WIDTHS.join(", ")}.` }).optional().openapi({
        param: { name: "w", in: "query" },
        description: "Width in pixels the client needs: the answer is the narrowest stored copy at least " +
          "that wide, or the image itself when it has none that wide (small images, images stored before " +
          "copies existed). Never upscaled. Each width has its own ETag.",
        example: "320",
      }),
    }),
  },
  responses: {
    200: {
      description: "The image, with its stored content type (`image/webp` for uploads)",
      headers: {
        ETag: {
          description: 'The hash in quotes; with `w`, the hash and the width (`"{hash}-w320"`)',
          schema: { type: "string" },
        },
        "Cache-Control": { description: "public, max-age=31536000, immutable", schema: { type: "string" } },
      },
      content: { "image/*": { schema: { type: "string", format: "binary" } } },
    },
    304: { description: "Not modified: the If-None-Match ETag matches" },
    404: { ...errorResponses[404], description: "No image has this hash: `Image not found.`" },
  },
});

export const mediaApi = createApi().openapi(route, async (c) => {
  const hash = c.req.valid("param").hash;
  const width = c.req.valid("query").w;
  if (!HASH.test(hash)) return c.json({ message: "Image not found." }, 404);
  // Known from the URL alone, so a revalidation needs no database read.
  const etag = width ? `"${hash}-w${width}"` : `"${hash}"`;
  const headers = {
    etag,
    "cache-control": "public, max-age=31536000, immutable",
    // Uploaded SVGs must never run script, even when opened directly.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    "x-content-type-options": "nosniff",
  };
  const known = (c.req.header("if-none-match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (known.includes(etag)) return c.body(null, 304, headers);
  const media = width
    ? await findMediaAtWidth(c.var.db, hash, Number(width))
    : await findMedia(c.var.db, hash);
  if (!media) return c.json({ message: "Image not found." }, 404);
  return c.body(media.bytes as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    "content-type": media.content_type,
  });
});
