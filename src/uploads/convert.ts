/**
 * One uploaded image in, WebP out: the full-size copy (longest side at most FULL_IMAGE_SIZE) and one
 * smaller copy per storefront width narrower than it. Never upscales; keeps the aspect ratio; strips all
 * metadata (a phone photo's EXIF carries where it was taken), after turning the pixels upright.
 * Runs in the image worker (./image-worker.ts): seconds of WebAssembly must not stall the server thread.
 */
import { decodeImage, encodeWebp, type ImageKind, resizeImage } from "./codecs.ts";
import { DECODED_BYTES_PER_PIXEL } from "./image-limits.ts";
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

/**
 * Averages k × k blocks (alpha-weighted, so transparent pixels lend no colour): a large image shrunk to at
 * least FULL_IMAGE_SIZE before Lanczos resampling, whose floating-point buffers take ~16 bytes a source pixel
 * (a 23-megapixel PNG took the thread to 870 MB; shrunk first, a fraction of that).
 */
export function shrinkByBlocks(image: ImageData, k: number): ImageData {
  const { width, height, data } = image;
  const w = Math.ceil(width / k), h = Math.ceil(height / k);
  const out = new Uint8ClampedArray(w * h * 4);
  const sums = new Float64Array(w * 5); // per output column: alpha, r·a, g·a, b·a, pixels
  for (let oy = 0; oy < h; oy++) {
    sums.fill(0);
    for (let y = oy * k; y < Math.min(height, oy * k + k); y++) {
      for (let x = 0, i = y * width * 4; x < width; x++, i += 4) {
        const a = data[i + 3], s = ((x / k) | 0) * 5;
        sums[s] += a;
        sums[s + 1] += data[i] * a;
        sums[s + 2] += data[i + 1] * a;
        sums[s + 3] += data[i + 2] * a;
        sums[s + 4]++;
      }
    }
    for (let ox = 0; ox < w; ox++) {
      const s = ox * 5, o = (oy * w + ox) * 4, alpha = sums[s];
      out[o] = alpha ? sums[s + 1] / alpha : 0;
      out[o + 1] = alpha ? sums[s + 2] / alpha : 0;
      out[o + 2] = alpha ? sums[s + 3] / alpha : 0;
      out[o + 3] = alpha / sums[s + 4];
    }
  }
  return new ImageData(out, w, h);
}

/** The decoder refused the bytes: they only look like an image (damaged, cut short, animated WebP). */
export class UnreadableImageError extends Error {}

/**
 * Converts one image whose header announced `pixels` (width × height). Decoded pixels beyond that mean the
 * header lied to pass the size limit: the image is refused before any more work is done on it.
 */
export async function convertToWebp(
  kind: ImageKind,
  bytes: Uint8Array,
  pixels: number,
): Promise<ConvertedImage> {
  const decoded = await decodeImage(kind, bytes).catch((error) => {
    throw new UnreadableImageError(String(error));
  });
  if (decoded.width * decoded.height > pixels || decoded.data.length > pixels * DECODED_BYTES_PER_PIXEL) {
    throw new UnreadableImageError(
      `decoded to ${decoded.width} × ${decoded.height} pixels, more than its header's ${pixels}`,
    );
  }
  const alpha = hasTransparency(decoded);
  const size = fitWithin(decoded.width, decoded.height, FULL_IMAGE_SIZE);
  const k = Math.floor(Math.max(decoded.width, decoded.height) / FULL_IMAGE_SIZE);
  const source = k >= 2 ? shrinkByBlocks(decoded, k) : decoded;
  const full = size.width === source.width && size.height === source.height
    ? source
    : await resizeImage(source, size.width, size.height, alpha);
  const variants = [];
  // Each copy is scaled from the full-size one: a fifth of the pixels of a phone photo, same quality.
  for (const width of IMAGE_WIDTHS.filter((w) => w < full.width)) {
    const height = Math.max(1, Math.round(full.height * width / full.width));
    const small = await resizeImage(full, width, height, alpha);
    variants.push({ width, webp: await encodeWebp(small, VARIANT_QUALITY) });
  }
  return { ...size, webp: await encodeWebp(full, FULL_QUALITY), variants };
}
