/**
 * How large an uploaded image may be once decoded, read from its header before any decoding: a 190 KB PNG
 * can hold 7000 × 7000 black pixels, 196 MB as RGBA. 25 megapixels is a 24-megapixel camera's full frame
 * (6000 × 4000) and twice a phone's usual 12; the storefront keeps at most 1600 pixels a side. Pure, so the
 * image thread and the server thread share it.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** A side longer than this is a panorama or a banner strip no page shows; it is refused whatever its area. */
export const MAX_IMAGE_SIDE = 8000;
/** Decoders write 4 bytes (RGBA) a pixel. */
export const DECODED_BYTES_PER_PIXEL = 4;
