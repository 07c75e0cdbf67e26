/**
 * An image thread: converts uploads (./convert.ts) one at a time, off the server thread. Started by
 * ./image-thread.ts, which sends it one job at a time. WebAssembly memory only grows (a phone photo takes
 * the codecs to a few hundred MB), so the thread asks to be retired right after a large image, after a
 * codec trapped (one that ran out of memory may be left broken), or after a while without work.
 */
import { parentPort } from "node:worker_threads";
import { convertToWebp, UnreadableImageError } from "./convert.ts";
import type { ImageJob, ImageJobResult } from "./image-thread.ts";

const IDLE_MS = 30_000;
/** About 2500 × 1600 pixels: above it, giving the memory back is worth starting a new thread. */
const LARGE_IMAGE_PIXELS = 4_000_000;
const port = parentPort!;
let queue: Promise<void> = Promise.resolve();
let idle: ReturnType<typeof setTimeout> | undefined;

/** A WebAssembly trap (a Rust codec out of memory) can leave its instance broken for the next image. */
const TRAP = /RuntimeError|out of memory|Aborted/i;

/** Converts and answers; false when a codec trapped. */
async function answer(job: ImageJob): Promise<boolean> {
  let result: ImageJobResult;
  try {
    result = { id: job.id, image: await convertToWebp(job.kind, job.bytes, job.pixels) };
  } catch (error) {
    result = { id: job.id, unreadable: error instanceof UnreadableImageError, error: String(error) };
  }
  const image = result.image;
  const buffers = image ? [image.webp, ...image.variants.map((v) => v.webp)].map((b) => b.buffer) : [];
  port.postMessage(result, buffers as ArrayBuffer[]);
  return !TRAP.test(result.error ?? "");
}

port.on("message", (job: ImageJob) => {
  clearTimeout(idle);
  queue = queue.then(() => answer(job)).then((ok) => {
    clearTimeout(idle);
    const retire = () => port.postMessage({ retire: true });
    if (!ok || job.pixels > LARGE_IMAGE_PIXELS) retire();
    else idle = setTimeout(retire, IDLE_MS);
  });
});
