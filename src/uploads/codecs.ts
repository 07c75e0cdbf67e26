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

/** Compiles a .wasm file shipped in an npm package (tests use it for the encoders they need too). */
export async function compileWasm(specifier: string): Promise<WebAssembly.Module> {
  const url = import.meta.resolve(specifier);
  // With a node_modules folder the specifier resolves to a file; without one, Node resolution finds it.
  const path = url.startsWith("file:") ? new URL(url) : createRequire(import.meta.url).resolve(specifier);
  return await WebAssembly.compile(await Deno.readFile(path));
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
    Object.entries(WASM).map(async ([codec, specifier]) => [codec, await compileWasm(specifier)] as const),
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
