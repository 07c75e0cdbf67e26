/**
 * Who may convert an image now, per process: every server thread (WORKERS > 1 runs several, src/worker.ts)
 * counts in the same counters. Converting takes seconds of CPU and memory in proportion to the pixels (a
 * 25-megapixel image: ~10 s and ~400 MB), and the threads share the process's memory, so:
 * - at most `slots` conversions run at once, and together at most `pixels` megapixels (one large image
 *   leaves room for phone photos beside it, not for a second large one); one always may run;
 * - an account converts one image at a time: its next ones wait, so one store cannot take every slot;
 * - at most `waiting` images wait in all, and `waitingPerAccount` of one account; beyond that the upload is
 *   refused at once (ImageQueueFull, answered 503 with Retry-After) instead of holding a request and its
 *   bytes for minutes.
 * Waiting images start in arrival order, except that one whose account is busy, or that does not fit beside
 * the running ones, is passed by those that can start: a store's shop photo never waits behind another
 * store's large images while a slot is free. Across threads, a freed slot goes to the thread that asks
 * first: the one that freed it, or another woken by it.
 *
 * The counters live in a SharedArrayBuffer (`memory`) the main thread makes and hands to each server
 * thread (`share`); a lock word taken with Atomics guards them, held for a few reads and writes, never
 * across an await. A thread's waiting images are its own (their promises), counted in the shared totals;
 * a thread with images waiting sleeps on a generation word (Atomics.waitAsync) that every end of a
 * conversion moves on, and then starts what now fits. Accounts are told apart by 128 bits of their id's
 * SHA-256, in a table with room for every account that can be running or waiting at once.
 */
import { createHash } from "node:crypto";

export interface ImageQueueLimits {
  slots: number;
  pixels: number;
  waiting: number;
  waitingPerAccount: number;
}

export class ImageQueueFull extends Error {
  constructor(readonly reason: "queue" | "account") {
    super(reason === "queue" ? "Too many images are waiting." : "This account has images waiting.");
  }
}

/** Where each counter is in the shared memory (32-bit words). */
const LOCK = 0, RUNNING = 1, PIXELS = 2, WAITING = 3, GENERATION = 4, TABLE = 5;
/** An account's row: its key (4 words), its running and its waiting images. */
const KEY_WORDS = 4, ROW_RUNNING = 4, ROW_WAITING = 5, ROW_WORDS = 6;
/** The pixels of one image, counted in a 32-bit word beside the others. */
const MAX_PIXELS = 2 ** 30;

type Key = Int32Array;

interface Waiter {
  key: Key;
  pixels: number;
  /** Counted in the shared totals of waiting images (a newcomer that starts at once never is). */
  counted: boolean;
  start(): void;
}

/** The key of an account: 128 bits of its id's SHA-256. */
function keyOf(account: string): Key {
  const digest = createHash("sha256").update(account).digest();
  return new Int32Array(digest.buffer.slice(digest.byteOffset, digest.byteOffset + KEY_WORDS * 4));
}

export class ImageQueue {
  #state: Int32Array;
  /** Rows in the account table: every account that can be running or waiting at once, and a newcomer. */
  readonly #rows: number;
  /** This thread's waiting images, in arrival order. */
  readonly #waiting: Waiter[] = [];
  #watching = false;

  /** A queue of its own, or, given `memory`, one counting with every other queue made on that memory. */
  constructor(readonly limits: ImageQueueLimits, memory?: SharedArrayBuffer) {
    this.#rows = limits.slots + limits.waiting + 1;
    this.#state = this.#attach(memory ?? new SharedArrayBuffer(this.#bytes()));
  }

  /** The shared counters, to hand to the process's other server threads. */
  get memory(): SharedArrayBuffer {
    return this.#state.buffer as SharedArrayBuffer;
  }

  /** Counts from now on in `memory` (another thread's queue's), before this thread converts anything. */
  share(memory: SharedArrayBuffer): void {
    if (this.#waiting.length || this.#state[RUNNING] || this.#state[WAITING]) {
      throw new Error("An image queue can only be shared before it is used.");
    }
    this.#state = this.#attach(memory);
  }

  /** Conversions running now, in the whole process. */
  get running(): number {
    return Atomics.load(this.#state, RUNNING);
  }

  /** Conversions waiting for a slot, in the whole process. */
  get waiting(): number {
    return Atomics.load(this.#state, WAITING);
  }

  /**
   * Runs `task` once a slot is free for it; throws ImageQueueFull at once when it would have to wait and
   * the queue (or the account's share of it) is full.
   */
  async run<T>(account: string, pixels: number, task: () => Promise<T>): Promise<T> {
    if (!(pixels >= 0 && pixels <= MAX_PIXELS)) throw new RangeError(`Cannot queue ${pixels} pixels.`);
    const key = keyOf(account);
    await this.#admit(key, pixels);
    try {
      return await task();
    } finally {
      this.#release(key, pixels);
    }
  }

  #bytes() {
    return (TABLE + this.#rows * ROW_WORDS) * 4;
  }

  #attach(memory: SharedArrayBuffer): Int32Array {
    if (memory.byteLength !== this.#bytes()) throw new Error("The image queue's memory is for other limits.");
    return new Int32Array(memory);
  }

  #admit(key: Key, pixels: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { key, pixels, counted: false, start: resolve };
      let full: "queue" | "account" | undefined;
      this.#locked(() => {
        this.#waiting.push(waiter);
        this.#pump();
        if (!this.#waiting.includes(waiter)) return; // started at once
        const s = this.#state;
        const row = this.#row(key, true)!;
        full = s[WAITING] + 1 > this.limits.waiting
          ? "queue"
          : s[row + ROW_WAITING] + 1 > this.limits.waitingPerAccount
          ? "account"
          : undefined;
        if (full) {
          // Its row, if it was just taken, is free again: nothing runs or waits in it.
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          return;
        }
        s[WAITING]++;
        s[row + ROW_WAITING]++;
        waiter.counted = true;
      });
      if (full) reject(new ImageQueueFull(full));
      else this.#watch();
    });
  }

  #release(key: Key, pixels: number) {
    this.#locked(() => {
      const s = this.#state;
      const row = this.#row(key, false)!;
      s[RUNNING]--;
      s[PIXELS] -= pixels;
      s[row + ROW_RUNNING]--;
      s[GENERATION]++;
      this.#pump();
    });
    // Other threads' waiting images may fit now.
    Atomics.notify(this.#state, GENERATION);
  }

  /**
   * While this thread has images waiting: start what fits, then sleep until a conversion ends anywhere.
   * The generation is read before looking, so an end between the look and the sleep wakes it at once.
   */
  #watch() {
    if (this.#watching) return;
    const generation = Atomics.load(this.#state, GENERATION);
    this.#locked(() => this.#pump());
    if (!this.#waiting.length) return;
    this.#watching = true;
    const awake = () => {
      this.#watching = false;
      this.#watch();
    };
    const sleep = Atomics.waitAsync(this.#state, GENERATION, generation);
    if (sleep.async) sleep.value.then(awake);
    else queueMicrotask(awake);
  }

  /** Runs `change` holding the lock: a few reads and writes, so waiting for it spins. */
  #locked(change: () => void) {
    const s = this.#state;
    while (Atomics.compareExchange(s, LOCK, 0, 1) !== 0) {
      // another thread is in its few lines
    }
    try {
      change();
    } finally {
      Atomics.store(s, LOCK, 0);
    }
  }

  /**
   * The account's row (its first word), or with `add`, a free one made its own; undefined if it has none.
   * A row is free when nothing runs or waits in it.
   */
  #row(key: Key, add: boolean): number | undefined {
    const s = this.#state;
    let free: number | undefined;
    for (let i = 0; i < this.#rows; i++) {
      const row = TABLE + i * ROW_WORDS;
      const used = s[row + ROW_RUNNING] > 0 || s[row + ROW_WAITING] > 0;
      if (!used) {
        free ??= row;
        continue;
      }
      if (s[row] === key[0] && s[row + 1] === key[1] && s[row + 2] === key[2] && s[row + 3] === key[3]) {
        return row;
      }
    }
    if (!add || free === undefined) return undefined;
    s.set(key, free);
    return free;
  }

  #fits(waiter: Waiter): boolean {
    const s = this.#state;
    if (s[RUNNING] >= this.limits.slots) return false;
    const row = this.#row(waiter.key, false);
    if (row !== undefined && s[row + ROW_RUNNING] > 0) return false;
    return s[RUNNING] === 0 || s[PIXELS] + waiter.pixels <= this.limits.pixels;
  }

  /** Starts this thread's waiting images that fit, in arrival order (holding the lock). */
  #pump() {
    const s = this.#state;
    for (let i = 0; i < this.#waiting.length && s[RUNNING] < this.limits.slots;) {
      const waiter = this.#waiting[i];
      if (!this.#fits(waiter)) {
        i++;
        continue;
      }
      this.#waiting.splice(i, 1);
      const row = this.#row(waiter.key, true)!;
      if (waiter.counted) {
        s[WAITING]--;
        s[row + ROW_WAITING]--;
      }
      s[RUNNING]++;
      s[PIXELS] += waiter.pixels;
      s[row + ROW_RUNNING]++;
      waiter.start();
    }
  }
}
