/**
 * The one way an image enters the app (product photos, category images, banners): at most 10 MB, a JPEG,
 * PNG or WebP judged by its bytes (never its name or declared type, so no SVG and its scripts), at most 25
 * megapixels and 8000 pixels a side by its header (a small file can decode to gigabytes), converted to WebP
 * at the full size the storefront needs plus the smaller widths it shows (./media-urls.ts), a few at once and
 * one per account (./image-queue.ts), stored in the database under content hashes. GET /media/{id}?w= serves
 * the copies.
 */
import type { DB } from "../../db/database.ts";
import { AppError } from "../core/errors.ts";
import { errorResponse } from "../core/http.ts";
import { UnreadableImageError } from "./convert.ts";
import { readImageHeader } from "./image-header.ts";
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "./image-limits.ts";
import { ImageQueueFull } from "./image-queue.ts";
import { convertInWorker } from "./image-thread.ts";
import { saveWebpImage } from "./images.queries.ts";

export { FULL_IMAGE_SIZE, IMAGE_WIDTHS } from "./media-urls.ts";
export { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "./image-limits.ts";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_TOO_LARGE = "Images must be at most 10 MB each.";
export const IMAGE_TOO_MANY_PIXELS =
  `Images must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ` +
  `${MAX_IMAGE_SIDE} pixels on a side (for example 6000 × 4000).`;
export const IMAGE_TYPE_REFUSED = "Images must be JPEG, PNG or WebP files.";
export const IMAGE_UNREADABLE = "This image could not be read: the file is damaged or incomplete.";
export const IMAGES_BUSY =
  "Too many images are being processed right now. Please try again in a few seconds.";
export const IMAGES_BUSY_FOR_ACCOUNT =
  "Your earlier images are still being processed. Please try again in a few seconds.";
/** What Retry-After says when the queue is full: about one large image's conversion. */
export const IMAGES_RETRY_AFTER_SECONDS = 10;

const refuse = (status: 413 | 415, message: string) => new AppError(status, message);

/** The 503 of a full conversion queue, documented on every route that uploads. */
export const imagesBusyResponse = {
  ...errorResponse(
    `Too many images are waiting to be converted (\`${IMAGES_BUSY}\`), or this account already has images ` +
      `waiting (\`${IMAGES_BUSY_FOR_ACCOUNT}\`); or the database is unavailable. Retry-After says when to retry`,
    IMAGES_BUSY,
  ),
  headers: {
    "Retry-After": {
      description: "Seconds to wait before trying again",
      schema: { type: "integer" as const },
    },
  },
};

/** The checks that need no decoding, for every file before any is converted. */
function checkImage(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw refuse(413, IMAGE_TOO_LARGE);
  const header = readImageHeader(bytes);
  if (!header) throw refuse(415, IMAGE_TYPE_REFUSED);
  if (
    header.width * header.height > MAX_IMAGE_PIXELS || Math.max(header.width, header.height) > MAX_IMAGE_SIDE
  ) throw refuse(413, IMAGE_TOO_MANY_PIXELS);
  if (!header.complete) throw refuse(415, IMAGE_UNREADABLE);
  return header;
}

/**
 * Checks, converts and stores one uploaded image for `account` (the user sending it: one conversion at a
 * time each); returns the media id of its full-size WebP. Throws AppError 413 (over 10 MB, 25 megapixels
 * or 8000 pixels a side), 415 (not a JPEG, PNG or WebP, or unreadable) or 503 with Retry-After (too many
 * images waiting).
 */
export async function storeUploadedImage(
  db: DB,
  upload: Blob | Uint8Array,
  account: string,
): Promise<string> {
  if (upload instanceof Blob && upload.size > MAX_IMAGE_BYTES) throw refuse(413, IMAGE_TOO_LARGE);
  const bytes = upload instanceof Blob ? new Uint8Array(await upload.arrayBuffer()) : upload;
  const header = checkImage(bytes);
  try {
    return await saveWebpImage(db, await convertInWorker(header, bytes, account));
  } catch (error) {
    if (error instanceof UnreadableImageError) throw refuse(415, IMAGE_UNREADABLE);
    if (error instanceof ImageQueueFull) {
      const message = error.reason === "account" ? IMAGES_BUSY_FOR_ACCOUNT : IMAGES_BUSY;
      throw new AppError(503, message, { "retry-after": String(IMAGES_RETRY_AFTER_SECONDS) });
    }
    throw error;
  }
}

/**
 * The files sent in one multipart field, read and checked (size and type: 413, 415) before any is
 * converted, so a bad third photo costs no work on the first two. A text value in a file field, or more
 * than `max` files, is a 400. An empty file input (a part with no name and no bytes) counts as none.
 */
export async function readUploads(form: FormData, field: string, max: number): Promise<Uint8Array[]> {
  const files: File[] = [];
  for (const value of form.getAll(field)) {
    if (typeof value === "string") {
      throw new AppError(400, `${field}: must be a file, sent as multipart/form-data.`);
    }
    if (value.size === 0 && value.name === "") continue;
    files.push(value);
  }
  if (files.length > max) {
    throw new AppError(400, `${field}: at most ${max} ${max === 1 ? "file" : "files"}.`);
  }
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) throw refuse(413, IMAGE_TOO_LARGE);
  const all = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  all.forEach(checkImage);
  return all;
}
