/**
 * The WebAssembly image codecs of the `@jsquash/*` packages (Squoosh's MozJPEG, libpng, libwebp and
 * resizer). Their glue code expects a bundler or a browser to fetch the .wasm files; under Deno the files
 * are read from the installed npm packages instead, compiled once, on first use, in the image thread that
 * runs them (./image-thread.ts). Nothing is downloaded and nothing is written to disk.
 *
 * Every call is synchronous inside WebAssembly once the module is ready. A codec that fails (corrupt input
 * can leave an Emscripten module in a broken state) is given a fresh instance of the compiled module.
 */
import { createRequire } from "node:module";
import decodeJpegWasm, { init as initJpegDecode } from "@jsquash/jpeg/decode.js";
import decodePngWasm, { init as initPngDecode } from "@jsquash/png/decode.js";
import decodeWebpWasm, { init as initWebpDecode } from "@jsquash/webp/decode.js";
import encodeWebpWasm, { init as initWebpEncode } from "@jsquash/webp/encode.js";
import resizeWasm, { initResize } from "@jsquash/resize";
import { DECODED_BYTES_PER_PIXEL, MAX_IMAGE_PIXELS } from "./image-limits.ts";

/** The .wasm file each codec runs, inside its npm package. */
const WASM = {
  jpegDecode: "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm",
  pngDecode: "@jsquash/png/codec/pkg/squoosh_png_bg.wasm",
  webpDecode: "@jsquash/webp/codec/dec/webp_dec.wasm",
  // The SIMD build: the glue picks it whenever WebAssembly SIMD is available, as it always is in Deno.
  webpEncode: "@jsquash/webp/codec/enc/webp_enc_simd.wasm",
  resize: "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm",
} as const;
type Codec = keyof typeof WASM;

/**
 * The most memory a decoder instance may take: the largest image accepted as RGBA (4 bytes a pixel), a
 * progressive JPEG's coefficients at full colour resolution (6 more), and working room. Decoding is bounded
 * by the header's size first (./images.service.ts); this bounds a file whose header lies: its decoder runs
 * out of memory and the image is refused, instead of the server growing by gigabytes.
 */
export const DECODER_MEMORY_BYTES = (DECODED_BYTES_PER_PIXEL + 6) * MAX_IMAGE_PIXELS + 32 * 1024 * 1024;
const DECODERS: ReadonlySet<string> = new Set(["jpegDecode", "pngDecode", "webpDecode"]);

/** Compiles a .wasm file shipped in an npm package (tests use it for the encoders they need too). */
export async function compileWasm(specifier: string, maxMemoryBytes?: number): Promise<WebAssembly.Module> {
  const url = import.meta.resolve(specifier);
  // With a node_modules folder the specifier resolves to a file; without one, Node resolution finds it.
  const path = url.startsWith("file:") ? new URL(url) : createRequire(import.meta.url).resolve(specifier);
  const bytes = await Deno.readFile(path);
  return await WebAssembly.compile(maxMemoryBytes ? capMemory(bytes, maxMemoryBytes) : bytes);
}

/** Unsigned LEB128, as the WebAssembly binary format writes sizes. */
function readLeb(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0, shift = 0, byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

function leb(value: number): number[] {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
}

/**
 * The module with its own memory's maximum lowered to `maxBytes` (the codecs declare 2 or 4 GB): the memory
 * section (id 5) is rewritten, every other byte kept. Growing past it fails inside the codec (malloc returns
 * null), which the codec reports as an error.
 */
export function capMemory(module: Uint8Array, maxBytes: number): Uint8Array<ArrayBuffer> {
  const maxPages = Math.floor(maxBytes / 65536);
  const parts: Uint8Array[] = [module.subarray(0, 8)];
  let at = 8, capped = false;
  while (at < module.length) {
    const id = module[at];
    const [size, body] = readLeb(module, at + 1);
    const end = body + size;
    if (id === 5 && module[body] === 1 && !(module[body + 1] & ~1)) {
      const [min] = readLeb(module, body + 2);
      const content = [1, 1, ...leb(min), ...leb(Math.max(min, maxPages))];
      parts.push(Uint8Array.from([5, ...leb(content.length), ...content]));
      capped = true;
    } else parts.push(module.subarray(at, end));
    at = end;
  }
  if (!capped) throw new Error("The codec has no memory of its own to limit.");
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  parts.reduce((offset, part) => (out.set(part, offset), offset + part.length), 0);
  return out;
}

/**
 * libjpeg decodes damaged data with only a warning (grey or garbled where pixels are missing), printed on
 * stderr. The decoder's output is collected instead, and these warnings refuse the image.
 */
const jpegWarnings: string[] = [];
const DAMAGED_JPEG = /premature end|bad huffman code|must resync|arithmetic code/i;

// The packages' typings only declare the options form of `init`; the code also takes a compiled module.
type Init = (module: WebAssembly.Module, options?: object) => unknown;
const init = (codec: Codec, module: WebAssembly.Module) => {
  if (codec === "jpegDecode") {
    return (initJpegDecode as unknown as Init)(module, {
      printErr: (line: string) => jpegWarnings.push(line),
    });
  }
  return INIT[codec](module);
};
const INIT: Record<Exclude<Codec, "jpegDecode">, Init> = {
  pngDecode: initPngDecode as unknown as Init,
  webpDecode: initWebpDecode as unknown as Init,
  webpEncode: initWebpEncode as unknown as Init,
  resize: initResize as unknown as Init,
};

let compiled: Promise<Record<Codec, WebAssembly.Module>> | undefined;

async function compileAll(): Promise<Record<Codec, WebAssembly.Module>> {
  const entries = await Promise.all(
    Object.entries(WASM).map(async ([codec, specifier]) =>
      [codec, await compileWasm(specifier, DECODERS.has(codec) ? DECODER_MEMORY_BYTES : undefined)] as const
    ),
  );
  const modules = Object.fromEntries(entries) as Record<Codec, WebAssembly.Module>;
  for (const codec of Object.keys(modules) as Codec[]) await init(codec, modules[codec]);
  return modules;
}

/** Compiles and instantiates every codec once per process; later calls share the same promise. */
export function codecsReady(): Promise<unknown> {
  compiled ??= compileAll().catch((error) => {
    compiled = undefined; // let a later upload try again
    throw error;
  });
  return compiled;
}

/** Runs one codec call; when it throws, the codec gets a fresh instance before the error goes on. */
async function run<T>(codec: Codec, call: () => Promise<T>): Promise<T> {
  const modules = await codecsReady() as Record<Codec, WebAssembly.Module>;
  try {
    return await call();
  } catch (error) {
    // The png and resize glue keep their first instance for good; their Rust code does not abort.
    if (codec !== "pngDecode" && codec !== "resize") await init(codec, modules[codec]);
    throw error;
  }
}

const buffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

export type ImageKind = "jpeg" | "png" | "webp";

/** Decodes to RGBA pixels; a JPEG is turned upright as its EXIF orientation says (phones rely on it). */
export function decodeImage(kind: ImageKind, bytes: Uint8Array): Promise<ImageData> {
  const data = buffer(bytes);
  if (kind === "jpeg") {
    return run("jpegDecode", async () => {
      jpegWarnings.length = 0;
      const image = await decodeJpegWasm(data, { preserveOrientation: true });
      const damage = jpegWarnings.find((line) => DAMAGED_JPEG.test(line));
      if (damage) throw new Error(damage);
      return image;
    });
  }
  if (kind === "png") return run("pngDecode", () => decodePngWasm(data));
  return run("webpDecode", () => decodeWebpWasm(data));
}

/**
 * Lanczos resampling. Squoosh also converts to linear light by default, which makes a phone photo take
 * seconds instead of half a second for a difference nobody sees at card size; transparent images are
 * premultiplied so their edges do not turn dark.
 */
export function resizeImage(
  image: ImageData,
  width: number,
  height: number,
  alpha: boolean,
): Promise<ImageData> {
  return run(
    "resize",
    () => resizeWasm(image, { width, height, method: "lanczos3", linearRGB: false, premultiply: alpha }),
  );
}

export async function encodeWebp(image: ImageData, quality: number): Promise<Uint8Array> {
  return new Uint8Array(await run("webpEncode", () => encodeWebpWasm(image, { quality, method: 4 })));
}
