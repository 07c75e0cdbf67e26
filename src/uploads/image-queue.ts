/**
 * Who may convert an image now, per server thread. Converting takes seconds of CPU and memory in proportion
 * to the pixels (a 25-megapixel image: ~10 s and ~400 MB), so:
 * - at most `slots` conversions run at once, and together at most `pixels` megapixels (one large image
 *   leaves room for phone photos beside it, not for a second large one); one always may run;
 * - an account converts one image at a time: its next ones wait, so one store cannot take every slot;
 * - at most `waiting` images wait in all, and `waitingPerAccount` of one account; beyond that the upload is
 *   refused at once (ImageQueueFull, answered 503 with Retry-After) instead of holding a request and its
 *   bytes for minutes.
 * Waiting images start in arrival order, except that one whose account is busy, or that does not fit beside
 * the running ones, is passed by those that can start: a store's shop photo never waits behind another
 * store's large images while a slot is free.
 */
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

interface Waiter {
  account: string;
  pixels: number;
  start(): void;
}

export class ImageQueue {
  #running = 0;
  #runningPixels = 0;
  readonly #busy = new Set<string>();
  readonly #waiting: Waiter[] = [];

  constructor(readonly limits: ImageQueueLimits) {}

  /** Conversions running now. */
  get running(): number {
    return this.#running;
  }

  /** Conversions waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Runs `task` once a slot is free for it; throws ImageQueueFull at once when it would have to wait and
   * the queue (or the account's share of it) is full.
   */
  async run<T>(account: string, pixels: number, task: () => Promise<T>): Promise<T> {
    await this.#admit(account, pixels);
    try {
      return await task();
    } finally {
      this.#running--;
      this.#runningPixels -= pixels;
      this.#busy.delete(account);
      this.#pump();
    }
  }

  #admit(account: string, pixels: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { account, pixels, start: resolve };
      this.#waiting.push(waiter);
      this.#pump();
      if (!this.#waiting.includes(waiter)) return; // started at once
      const own = this.#waiting.filter((w) => w.account === account).length;
      const full = this.#waiting.length > this.limits.waiting
        ? "queue"
        : own > this.limits.waitingPerAccount
        ? "account"
        : undefined;
      if (!full) return;
      this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
      reject(new ImageQueueFull(full));
    });
  }

  #fits(waiter: Waiter): boolean {
    if (this.#busy.has(waiter.account) || this.#running >= this.limits.slots) return false;
    return this.#running === 0 || this.#runningPixels + waiter.pixels <= this.limits.pixels;
  }

  #pump() {
    for (let i = 0; i < this.#waiting.length && this.#running < this.limits.slots;) {
      const waiter = this.#waiting[i];
      if (!this.#fits(waiter)) {
        i++;
        continue;
      }
      this.#waiting.splice(i, 1);
      this.#running++;
      this.#runningPixels += waiter.pixels;
      this.#busy.add(waiter.account);
      waiter.start();
    }
  }
}
