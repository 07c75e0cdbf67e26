/**
 * The one way an image enters the app (product photos, category images, banners): at most 10 MB, a JPEG,
 * PNG or WebP judged by its bytes (never its name or declared type, so no SVG and its scripts), converted
 * to WebP at the full size the storefront needs plus the smaller widths it shows (./media-urls.ts), stored
 * in the database under content hashes. GET /media/{id}?w= serves the copies.
 */
import type { DB } from "../../db/database.ts";
import { AppError } from "../core/errors.ts";
import { UnreadableImageError } from "./convert.ts";
import { readImageHeader } from "./image-header.ts";
import { convertInWorker } from "./image-thread.ts";
import { saveWebpImage } from "./images.queries.ts";

export { FULL_IMAGE_SIZE, IMAGE_WIDTHS } from "./media-urls.ts";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Phones' 50-megapixel modes; converting one briefly takes ~0.9 GB in the image thread (12 MP: ~0.5 GB). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const IMAGE_TOO_LARGE = "Images must be at most 10 MB each.";
export const IMAGE_TOO_MANY_PIXELS = "Images must be at most 50 megapixels.";
export const IMAGE_TYPE_REFUSED = "Images must be JPEG, PNG or WebP files.";
export const IMAGE_UNREADABLE = "This image could not be read: the file is damaged or incomplete.";

const refuse = (status: 413 | 415, message: string) => new AppError(status, message);

/** The checks that need no decoding, for every file before any is converted. */
function checkImage(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw refuse(413, IMAGE_TOO_LARGE);
  const header = readImageHeader(bytes);
  if (!header) throw refuse(415, IMAGE_TYPE_REFUSED);
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw refuse(413, IMAGE_TOO_MANY_PIXELS);
  if (!header.complete) throw refuse(415, IMAGE_UNREADABLE);
  return header;
}

/**
 * Checks, converts and stores one uploaded image; returns the media id of its full-size WebP.
 * Throws AppError 413 (over 10 MB or 50 megapixels) or 415 (not a JPEG, PNG or WebP, or unreadable).
 */
export async function storeUploadedImage(db: DB, upload: Blob | Uint8Array): Promise<string> {
  if (upload instanceof Blob && upload.size > MAX_IMAGE_BYTES) throw refuse(413, IMAGE_TOO_LARGE);
  const bytes = upload instanceof Blob ? new Uint8Array(await upload.arrayBuffer()) : upload;
  const header = checkImage(bytes);
  try {
    return await saveWebpImage(db, await convertInWorker(header, bytes));
  } catch (error) {
    if (error instanceof UnreadableImageError) throw refuse(415, IMAGE_UNREADABLE);
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
