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
