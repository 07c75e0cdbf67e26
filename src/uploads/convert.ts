/**
 * One uploaded image in, WebP out: the full-size copy (longest side at most FULL_IMAGE_SIZE) and one
 * smaller copy per storefront width narrower than it. Never upscales; keeps the aspect ratio; strips all
 * metadata (a phone photo's EXIF carries where it was taken), after turning the pixels upright.
 * Runs in the image worker (./image-worker.ts): seconds of WebAssembly must not stall the server thread.
 */
import { decodeImage, encodeWebp, type ImageKind, resizeImage } from "./codecs.ts";
import { FULL_IMAGE_SIZE, IMAGE_WIDTHS } from "./media-urls.ts";

/** WebP quality: the full-size copy is looked at closely (zoom, large screens); the smaller copies show
 * at 2x or 3x on most phones, where artefacts are too small to see. */
const FULL_QUALITY = 80;
const VARIANT_QUALITY = 72;

export interface ConvertedImage {
  width: number;
  height: number;
  webp: Uint8Array;
  variants: { width: number; webp: Uint8Array }[];
}

/** The size that fits within max × max with the same aspect ratio; the image's own size if it fits. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Premultiplied resizing costs several times more; only images with transparency need it. */
function hasTransparency(image: ImageData): boolean {
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i] !== 255) return true;
  return false;
}

/** The decoder refused the bytes: they only look like an image (damaged, cut short, animated WebP). */
export class UnreadableImageError extends Error {}

export async function convertToWebp(kind: ImageKind, bytes: Uint8Array): Promise<ConvertedImage> {
  const decoded = await decodeImage(kind, bytes).catch((error) => {
    throw new UnreadableImageError(String(error));
  });
  const alpha = hasTransparency(decoded);
  const size = fitWithin(decoded.width, decoded.height, FULL_IMAGE_SIZE);
  const full = size.width === decoded.width && size.height === decoded.height
    ? decoded
    : await resizeImage(decoded, size.width, size.height, alpha);
  const variants = [];
  // Each copy is scaled from the full-size one: a fifth of the pixels of a phone photo, same quality.
  for (const width of IMAGE_WIDTHS.filter((w) => w < full.width)) {
    const height = Math.max(1, Math.round(full.height * width / full.width));
    const small = await resizeImage(full, width, height, alpha);
    variants.push({ width, webp: await encodeWebp(small, VARIANT_QUALITY) });
  }
  return { ...size, webp: await encodeWebp(full, FULL_QUALITY), variants };
}
