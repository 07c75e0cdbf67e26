/**
 * Runs image conversions on one worker thread per server process (./image-worker.ts): decoding and
 * resizing a phone photo takes seconds of WebAssembly, which on the server thread would stall every
 * shopper's page meanwhile. The thread starts on the first upload, compiles the codecs once, takes jobs
 * in turn, and retires after a while without work. It never keeps the process alive while idle.
 */
import { Worker } from "node:worker_threads";
import type { ImageKind } from "./codecs.ts";
import { type ConvertedImage, UnreadableImageError } from "./convert.ts";
import type { ImageHeader } from "./image-header.ts";

export interface ImageJob {
  id: number;
  kind: ImageKind;
  /** Width × height, from the header: large images retire the thread after them. */
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

/** A conversion that takes longer is stuck: the thread is replaced. A 50-megapixel image takes ~10 s. */
const JOB_TIMEOUT_MS = 60_000;

interface Pending {
  resolve(image: ConvertedImage): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function stop(reason: Error) {
  const stopping = worker;
  worker = undefined;
  for (const job of pending.values()) {
    clearTimeout(job.timer);
    job.reject(reason);
  }
  pending.clear();
  stopping?.terminate();
}

function start(): Worker {
  const thread = new Worker(new URL("./image-worker.ts", import.meta.url));
  thread.on("message", (message: ImageJobResult | { retire: true }) => {
    if ("retire" in message) {
      if (thread === worker && pending.size === 0) stop(new Error("retired"));
      return;
    }
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    clearTimeout(job.timer);
    if (pending.size === 0) thread.unref();
    if (message.image) job.resolve(message.image);
    else if (message.unreadable) job.reject(new UnreadableImageError(message.error));
    else job.reject(new Error(`Image conversion failed: ${message.error}`));
  });
  const fail = (error: unknown) => {
    if (thread === worker) stop(error instanceof Error ? error : new Error(`Image thread stopped: ${error}`));
  };
  thread.on("error", fail);
  thread.on("exit", (code) => fail(new Error(`Image thread exited with code ${code}`)));
  return thread;
}

/** Converts on the image thread; rejects with UnreadableImageError when the bytes do not decode. */
export function convertInWorker(header: ImageHeader, bytes: Uint8Array): Promise<ConvertedImage> {
  worker ??= start();
  const thread = worker;
  thread.ref(); // a job under way keeps the process alive until its answer arrives
  const id = nextId++;
  return new Promise((resolve, reject) => {
    // Jobs run in turn: one queued behind others gets their time too.
    const timer = setTimeout(() => {
      if (thread === worker) stop(new Error("Image conversion took too long."));
    }, JOB_TIMEOUT_MS * (pending.size + 1));
    pending.set(id, { resolve, reject, timer });
    const job: ImageJob = { id, kind: header.kind, pixels: header.width * header.height, bytes };
    thread.postMessage(job);
  });
}
