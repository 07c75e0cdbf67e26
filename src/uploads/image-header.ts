/**
 * What an uploaded file is, read from its first bytes (magic numbers and the header that follows), never
 * from its name or declared type: a script renamed photo.jpg is still a script. Only the three formats the
 * storefront takes are recognised; the pixel size is read too, so an image that would need gigabytes to
 * decode is refused before decoding starts.
 */
import type { ImageKind } from "./codecs.ts";

export interface ImageHeader {
  kind: ImageKind;
  width: number;
  height: number;
  /** False for a JPEG cut short (no end-of-image marker after its first scan), which its decoder would
   * accept and pad with grey. PNG and WebP decoders refuse truncated files themselves. */
  complete: boolean;
}

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
const u16be = (b: Uint8Array, at: number) => view(b).getUint16(at);
const u16le = (b: Uint8Array, at: number) => view(b).getUint16(at, true);
const u24le = (b: Uint8Array, at: number) => view(b).getUint16(at, true) + b[at + 2] * 65536;
const u32be = (b: Uint8Array, at: number) => view(b).getUint32(at);

/** PNG: signature, then the IHDR chunk with width and height. */
function png(b: Uint8Array): ImageHeader | undefined {
  if (!(b.length >= 24 && b[0] === 0x89 && ascii(b, 1, "PNG\r\n\x1a\n") && ascii(b, 12, "IHDR"))) return;
  return { kind: "png", width: u32be(b, 16), height: u32be(b, 20), complete: true };
}

/**
 * JPEG: SOI, then segments up to the start-of-frame marker that holds the size, then on to the first scan.
 * Inside scan data a 0xFF byte is always followed by 0x00 or a restart marker, so FF D9 after it can only
 * be the end of the image (an embedded EXIF thumbnail's own FF D9 comes before the scan).
 */
function jpeg(b: Uint8Array): ImageHeader | undefined {
  if (!(b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)) return;
  let frame: { width: number; height: number } | undefined;
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return; // the end, before any scan
    if (marker === 0xda) {
      if (!frame) return;
      let end = b.indexOf(0xff, at + 2);
      while (end !== -1 && b[end + 1] !== 0xd9) end = b.indexOf(0xff, end + 1);
      return { kind: "jpeg", ...frame, complete: end !== -1 };
    }
    // SOF0..SOF15 (baseline, extended, progressive, lossless, arithmetic), except DHT (C4), JPG (C8) and
    // DAC (CC), which share the range. A file with several frames is judged by the largest.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return;
      const width = u16be(b, at + 7), height = u16be(b, at + 5);
      if (!frame || width * height > frame.width * frame.height) frame = { width, height };
    }
    at += 2 + u16be(b, at + 2);
  }
  return frame && { kind: "jpeg", ...frame, complete: false };
}

/** The size a WebP bitstream chunk (lossy VP8 or lossless VP8L) at `at` encodes; undefined if unreadable. */
function webpFrame(b: Uint8Array, at: number): { width: number; height: number } | undefined {
  if (
    ascii(b, at, "VP8 ") && at + 18 <= b.length && b[at + 11] === 0x9d && b[at + 12] === 0x01 &&
    b[at + 13] === 0x2a
  ) {
    return { width: u16le(b, at + 14) & 0x3fff, height: u16le(b, at + 16) & 0x3fff };
  }
  if (ascii(b, at, "VP8L") && at + 13 <= b.length && b[at + 8] === 0x2f) {
    const bits = view(b).getUint32(at + 9, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
}

/**
 * WebP: a RIFF container whose first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X). An extended
 * file states a canvas size, then carries its bitstream in a later chunk, which states its own: the larger
 * of the two counts, so a small canvas cannot hide a large frame.
 */
function webp(b: Uint8Array): ImageHeader | undefined {
  if (!(b.length >= 30 && ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP"))) return;
  if (!ascii(b, 12, "VP8X")) {
    const frame = webpFrame(b, 12);
    return frame && { kind: "webp", ...frame, complete: true };
  }
  let width = u24le(b, 24) + 1, height = u24le(b, 27) + 1;
  // Chunks after VP8X (ICCP, ANIM, ALPH, VP8/VP8L, EXIF…): a four-letter name, a size, padded to even.
  for (let at = 12 + 8 + view(b).getUint32(16, true); at + 8 <= b.length;) {
    const size = view(b).getUint32(at + 4, true);
    const frame = webpFrame(b, at);
    if (frame && frame.width * frame.height > width * height) ({ width, height } = frame);
    at += 8 + size + (size & 1);
  }
  return { kind: "webp", width, height, complete: true };
}

/** The format and pixel size of a JPEG, PNG or WebP file; undefined for anything else. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const header = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  return header && header.width > 0 && header.height > 0 ? header : undefined;
}
