/**
 * The image thread: converts uploads (./convert.ts) one at a time, off the server thread. Started by
 * ./image-thread.ts on the first upload. WebAssembly memory only grows (a phone photo takes the codecs to
 * several hundred MB), so the thread asks to be retired right after a large image, or after a while
 * without work; the server thread retires it only when no job is waiting, and starts a new one on demand.
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

async function answer(job: ImageJob): Promise<void> {
  let result: ImageJobResult;
  try {
    result = { id: job.id, image: await convertToWebp(job.kind, job.bytes) };
  } catch (error) {
    result = { id: job.id, unreadable: error instanceof UnreadableImageError, error: String(error) };
  }
  const image = result.image;
  const buffers = image ? [image.webp, ...image.variants.map((v) => v.webp)].map((b) => b.buffer) : [];
  port.postMessage(result, buffers as ArrayBuffer[]);
}

port.on("message", (job: ImageJob) => {
  clearTimeout(idle);
  queue = queue.then(() => answer(job)).finally(() => {
    clearTimeout(idle);
    const retire = () => port.postMessage({ retire: true });
    if (job.pixels > LARGE_IMAGE_PIXELS) retire();
    else idle = setTimeout(retire, IDLE_MS);
  });
});
