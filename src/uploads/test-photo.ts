/**
 * Test images made on the spot (no binary fixtures in the repository): a phone-photo stand-in with detail
 * at every scale, as real photos have (fractal noise), plus sensor grain, encoded as a JPEG the size a phone
 * writes; and small JPEG, PNG and WebP files of any size.
 */
import encodeJpegWasm, { init as initJpegEncode } from "@jsquash/jpeg/encode.js";
import encodePngWasm, { init as initPngEncode } from "@jsquash/png/encode.js";
import { codecsReady, compileWasm, encodeWebp } from "./codecs.ts";

let encoders: Promise<unknown> | undefined;
const ready = () =>
  encoders ??= Promise.all([
    codecsReady(),
    compileWasm("@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm").then((m) => (initJpegEncode as any)(m)),
    compileWasm("@jsquash/png/codec/pkg/squoosh_png_bg.wasm").then((m) => (initPngEncode as any)(m)),
  ]);

/** A small deterministic generator: the same photo every run. */
function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296;
}

/** Value noise summed over octaves, amplitude falling with frequency: roughly the spectrum of a photo. */
function fractal(width: number, height: number, next: () => number): Float32Array {
  const out = new Float32Array(width * height);
  for (let cell = 256, amplitude = 1; cell >= 2; cell /= 2, amplitude *= 0.75) {
    const gw = Math.ceil(width / cell) + 2, gh = Math.ceil(height / cell) + 2;
    const grid = Float32Array.from({ length: gw * gh }, () => next() - 0.5);
    for (let y = 0; y < height; y++) {
      const gy = Math.floor(y / cell), fy = y / cell - gy;
      for (let x = 0; x < width; x++) {
        const gx = Math.floor(x / cell), fx = x / cell - gx, i = gy * gw + gx;
        const top = grid[i] + (grid[i + 1] - grid[i]) * fx;
        const bottom = grid[i + gw] + (grid[i + gw + 1] - grid[i + gw]) * fx;
        out[y * width + x] += amplitude * (top + (bottom - top) * fy);
      }
    }
  }
  return out;
}

/** RGBA pixels of the photo stand-in: a scene drawn at a quarter of the size, scaled up, with grain. */
export function photoPixels(width: number, height: number, grain = 10): ImageData {
  const next = random(42);
  const sw = Math.ceil(width / 4), sh = Math.ceil(height / 4);
  const light = fractal(sw, sh, next), warm = fractal(sw, sh, next), shapes = fractal(sw, sh, next);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(sh - 1, y >> 2);
    for (let x = 0; x < width; x++) {
      const s = sy * sw + Math.min(sw - 1, x >> 2), i = (y * width + x) * 4;
      // Thresholded noise draws irregular objects with sharp outlines, which cost bits as real edges do.
      const edge = shapes[s] > 0 ? 40 : -40;
      const l = 128 + edge + 150 * light[s] + (next() - 0.5) * grain, t = 90 * warm[s];
      data[i] = l + t;
      data[i + 1] = l + (next() - 0.5) * grain;
      data[i + 2] = l - t;
      data[i + 3] = 255;
    }
  }
  return new ImageData(data, width, height);
}

export async function jpegOf(image: ImageData, quality = 92): Promise<Uint8Array> {
  await ready();
  // Baseline, as phone cameras write, and quicker to make than MozJPEG's progressive default.
  const options = { quality, baseline: true, progressive: false, optimize_coding: false };
  return new Uint8Array(await encodeJpegWasm(image, options));
}

export async function pngOf(image: ImageData): Promise<Uint8Array> {
  await ready();
  return new Uint8Array(await encodePngWasm(image));
}

export async function webpOf(image: ImageData): Promise<Uint8Array> {
  await ready();
  return await encodeWebp(image, 80);
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/**
 * A valid RGBA PNG of `width` × `height` black pixels: every row is zeros, which deflate shrinks about a
 * thousand times (7000 × 7000 is ~190 KB of file for 196 MB of pixels). What a decompression bomb looks like.
 */
export async function blankPng(width: number, height: number): Promise<Uint8Array> {
  const row = new Uint8Array(1 + width * 4); // filter byte 0, then the pixels
  const deflate = new CompressionStream("deflate");
  const writer = deflate.writable.getWriter();
  const compressed = new Response(deflate.readable).bytes();
  const rows = Math.max(1, Math.floor((1 << 20) / row.length));
  const block = new Uint8Array(row.length * rows);
  for (let y = 0; y < height; y += rows) {
    await writer.write(y + rows <= height ? block : new Uint8Array(row.length * (height - y)));
  }
  await writer.close();
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filters, not interlaced
  const parts = [
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    pngChunk("IHDR", header),
    pngChunk("IDAT", await compressed),
    pngChunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  parts.reduce((at, part) => (png.set(part, at), at + part.length), 0);
  return png;
}
