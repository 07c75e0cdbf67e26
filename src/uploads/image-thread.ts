/**
 * Runs image conversions on worker threads (./image-worker.ts): decoding and resizing a phone photo takes
 * seconds of WebAssembly, which on the server thread would stall every shopper's page meanwhile. At most
 * IMAGE_SLOTS conversions in the whole process, one per image thread, admitted by the queue
 * (./image-queue.ts), whose counters every server thread shares: a few at once, one per account, a bounded
 * wait. A thread starts on demand, compiles the codecs once, and
 * retires after a large image, a failed one, or a while without work. Threads never keep the process alive
 * while idle.
 */
import { Worker } from "node:worker_threads";
import type { ImageKind } from "./codecs.ts";
import { type ConvertedImage, UnreadableImageError } from "./convert.ts";
import type { ImageHeader } from "./image-header.ts";
import { MAX_IMAGE_PIXELS } from "./image-limits.ts";
import { ImageQueue } from "./image-queue.ts";

export interface ImageJob {
  id: number;
  kind: ImageKind;
  /** Width × height, from the header: the decoded image may not be larger; large ones retire the thread. */
  pixels: number;
  bytes: Uint8Array;
}

export interface ImageJobResult {
  id: number;
  image?: ConvertedImage;
  /** Set when the decoder refused the bytes. */
  unreadable?: boolean;
  error?: string;
}

/** Conversions at once in the process: each takes a core, and the machine has others to serve. */
export const IMAGE_SLOTS = 2;

/**
 * The admission of every conversion of the process: the main thread's queue, whose memory each other
 * server thread's shares (`shareImageQueue`). Pixels at once: one image at the limit and a phone photo
 * beside it (memory grows with pixels: a 25-megapixel image takes ~400 MB while converting).
 */
export const imageQueue = new ImageQueue({
  slots: IMAGE_SLOTS,
  pixels: MAX_IMAGE_PIXELS + 8_000_000,
  waiting: 8,
  waitingPerAccount: 2,
});

/** The queue's counters, for the process's other server threads (main.ts hands them to src/worker.ts). */
export const imageQueueMemory = (): SharedArrayBuffer => imageQueue.memory;

/** Counts this server thread's conversions in the main thread's queue, before it converts anything. */
export const shareImageQueue = (memory: SharedArrayBuffer): void => imageQueue.share(memory);

/** A conversion that takes longer is stuck: its thread is replaced. A 25-megapixel image takes ~10 s
 * (~30 s on a machine loaded twenty deep). */
const JOB_TIMEOUT_MS = 120_000;

interface Pending {
  id: number;
  resolve(image: ConvertedImage): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

interface Thread {
  worker: Worker;
  job?: Pending;
}

const threads = new Set<Thread>();
let nextId = 1;

/** Conversions handed to an image thread so far in this server thread (tests prove refusals decode nothing). */
export const conversionsStarted = () => nextId - 1;

/** Ends a thread; its job fails once the thread is gone, so its slot goes on only after its memory. */
function stop(thread: Thread, reason: Error) {
  if (!threads.delete(thread)) return;
  const job = thread.job;
  thread.job = undefined;
  if (job) clearTimeout(job.timer);
  thread.worker.terminate().finally(() => job?.reject(reason));
}

function start(): Thread {
  const thread: Thread = { worker: new Worker(new URL("./image-worker.ts", import.meta.url)) };
  const { worker } = thread;
  worker.on("message", (message: ImageJobResult | { retire: true }) => {
    if ("retire" in message) {
      if (!thread.job) stop(thread, new Error("retired"));
      return;
    }
    const job = thread.job;
    if (job?.id !== message.id) return;
    thread.job = undefined;
    clearTimeout(job.timer);
    worker.unref();
    if (message.image) job.resolve(message.image);
    else if (message.unreadable) job.reject(new UnreadableImageError(message.error));
    else job.reject(new Error(`Image conversion failed: ${message.error}`));
  });
  const fail = (error: unknown) =>
    stop(thread, error instanceof Error ? error : new Error(`Image thread stopped: ${error}`));
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`Image thread exited with code ${code}`)));
  threads.add(thread);
  return thread;
}

/** Converts on an idle image thread, or a new one (the queue admits at most IMAGE_SLOTS jobs at once). */
function convertOnThread(header: ImageHeader, bytes: Uint8Array): Promise<ConvertedImage> {
  const thread = [...threads].find((t) => !t.job) ?? start();
  thread.worker.ref(); // a job under way keeps the process alive until its answer arrives
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => stop(thread, new Error("Image conversion took too long.")),
      JOB_TIMEOUT_MS,
    );
    thread.job = { id, resolve, reject, timer };
    const job: ImageJob = { id, kind: header.kind, pixels: header.width * header.height, bytes };
    thread.worker.postMessage(job);
  });
}

/**
 * Converts on an image thread once the queue admits it, as `account`'s (one at a time per account).
 * Rejects with UnreadableImageError when the bytes do not decode (or decode larger than the header said),
 * with ImageQueueFull at once when too many images wait.
 */
export function convertInWorker(
  header: ImageHeader,
  bytes: Uint8Array,
  account: string,
): Promise<ConvertedImage> {
  return imageQueue.run(account, header.width * header.height, () => convertOnThread(header, bytes));
}
