/**
 * The image queue's limits are the process's, not a server thread's: a queue in another thread (a Deno
 * worker, as WORKERS > 1 runs them) sharing the main thread's memory waits for a slot the main thread holds,
 * starts when it is freed, keeps one image per account across threads, and counts its waiting images in
 * the same bounded wait.
 */
import assert from "node:assert/strict";
import { ImageQueue, ImageQueueFull, type ImageQueueLimits } from "./image-queue.ts";

const LIMITS: ImageQueueLimits = { slots: 2, pixels: 30, waiting: 4, waitingPerAccount: 2 };

/** The other server thread: runs images on its own queue, on the memory it is given, as told. */
const THREAD = `
import { ImageQueue } from ${JSON.stringify(new URL("./image-queue.ts", import.meta.url).href)};
let queue;
const holds = new Map();
self.onmessage = ({ data }) => {
  if (data.memory) {
    queue = new ImageQueue(data.limits, data.memory);
    return self.postMessage({ ready: true });
  }
  if (data.release) return holds.get(data.release)();
  const { account, pixels, name } = data;
  queue.run(account, pixels, () => {
    self.postMessage({ started: name });
    return new Promise((resolve) => holds.set(name, resolve));
  }).then(
    () => self.postMessage({ done: name }),
    (error) => self.postMessage({ refused: name, reason: error.reason }),
  );
};
`;

interface Told {
  ready?: true;
  started?: string;
  done?: string;
  refused?: string;
  reason?: string;
}

function otherThread() {
  const worker = new Worker(`data:application/javascript,${encodeURIComponent(THREAD)}`, { type: "module" });
  const told: Told[] = [];
  const listeners = new Set<() => void>();
  worker.onmessage = (event: MessageEvent<Told>) => {
    told.push(event.data);
    for (const listener of listeners) listener();
  };
  /** Resolves once the thread has said something matching `what`. */
  const hears = (what: (t: Told) => boolean) =>
    new Promise<Told>((resolve) => {
      const check = () => {
        const found = told.find(what);
        if (!found) return;
        listeners.delete(check);
        resolve(found);
      };
      listeners.add(check);
      check();
    });
  return {
    told,
    hears,
    post: (message: unknown) => worker.postMessage(message),
    close: () => worker.terminate(),
  };
}

const held = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

/** Lets the other thread run (messages and wake-ups) for a moment. */
const pause = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

Deno.test("the image queue counts per process: another thread waits for the slots this one holds", async () => {
  const queue = new ImageQueue(LIMITS);
  const other = otherThread();
  const holds = new Map<string, ReturnType<typeof held>>();
  const here = (account: string, pixels: number, name: string) => {
    const hold = held();
    holds.set(name, hold);
    return queue.run(account, pixels, () => hold.promise.then(() => name));
  };
  try {
    other.post({ limits: LIMITS, memory: queue.memory });
    await other.hears((t) => t.ready === true);

    // Both slots taken here: the other thread's image waits, counted in the process's queue.
    const a1 = here("a", 1, "a1");
    const b1 = here("b", 1, "b1");
    assert.equal(queue.running, 2);
    other.post({ account: "c", pixels: 1, name: "c1" });
    await pause();
    assert.ok(!other.told.some((t) => t.started), "no third conversion in the process");
    assert.deepEqual([queue.running, queue.waiting], [2, 1]);

    // A slot freed here starts it there.
    holds.get("a1")!.release();
    assert.equal(await a1, "a1");
    await other.hears((t) => t.started === "c1");
    assert.deepEqual([queue.running, queue.waiting], [2, 0]);

    // One image per account across threads: "b" runs here, so its image there waits although "c" ends.
    other.post({ account: "b", pixels: 1, name: "b2" });
    other.post({ release: "c1" });
    await other.hears((t) => t.done === "c1");
    await pause();
    assert.ok(!other.told.some((t) => t.started === "b2"), "b converts one image at a time");
    assert.deepEqual([queue.running, queue.waiting], [1, 1]);

    // The wait is bounded for the process: with b2 and a2, a3 waiting, one more here fills it …
    const a2 = here("a", 1, "a2"); // a is idle: it starts in the free slot
    assert.deepEqual([queue.running, queue.waiting], [2, 1]);
    const a3 = here("a", 1, "a3");
    const d1 = here("d", 1, "d1");
    const e1 = here("e", 1, "e1");
    assert.equal(queue.waiting, 4);
    // … and the next, in either thread, is refused at once.
    await assert.rejects(here("f", 1, "f1"), (e) => e instanceof ImageQueueFull && e.reason === "queue");
    other.post({ account: "g", pixels: 1, name: "g1" });
    assert.equal((await other.hears((t) => t.refused === "g1")).reason, "queue");

    // Everything ends: every waiting image, in both threads, starts in turn.
    for (const name of ["b1", "a2", "a3", "d1", "e1"]) holds.get(name)!.release();
    await other.hears((t) => t.started === "b2");
    other.post({ release: "b2" });
    assert.deepEqual(await Promise.all([b1, a2, a3, d1, e1]), ["b1", "a2", "a3", "d1", "e1"]);
    await other.hears((t) => t.done === "b2");
    assert.deepEqual([queue.running, queue.waiting], [0, 0]);
  } finally {
    for (const hold of holds.values()) hold.release();
    other.close();
  }
});

Deno.test("an account's share of the wait counts across threads", async () => {
  const queue = new ImageQueue(LIMITS);
  const other = otherThread();
  const hold = held();
  try {
    other.post({ limits: LIMITS, memory: queue.memory });
    await other.hears((t) => t.ready === true);
    const running = queue.run("x", 1, () => hold.promise);
    const waiting = queue.run("x", 1, () => Promise.resolve());
    other.post({ account: "x", pixels: 1, name: "x3" }); // its second waiting image: allowed
    other.post({ account: "x", pixels: 1, name: "x4" }); // a third: refused
    assert.equal((await other.hears((t) => t.refused !== undefined)).refused, "x4");
    assert.equal(other.told.find((t) => t.refused)!.reason, "account");
    assert.deepEqual([queue.running, queue.waiting], [1, 2]);
    hold.release();
    await Promise.all([running, waiting]);
    await other.hears((t) => t.started === "x3");
    other.post({ release: "x3" });
    await other.hears((t) => t.done === "x3");
    assert.deepEqual([queue.running, queue.waiting], [0, 0]);
  } finally {
    hold.release();
    other.close();
  }
});

Deno.test("a queue is shared only before it is used, and only on memory made for its limits", async () => {
  const queue = new ImageQueue(LIMITS);
  assert.throws(() => new ImageQueue({ ...LIMITS, waiting: 8 }, queue.memory), /other limits/);
  const hold = held();
  const running = queue.run("a", 1, () => hold.promise);
  assert.throws(() => queue.share(new ImageQueue(LIMITS).memory), /before it is used/);
  hold.release();
  await running;
  const other = new ImageQueue(LIMITS);
  queue.share(other.memory);
  const again = held();
  const one = queue.run("a", 1, () => again.promise);
  assert.equal(other.running, 1, "counted in the memory it shares");
  again.release();
  await one;
});
