/**
 * Small files that decode into huge images: the size is read from the header and refused before any
 * decoding; a header that lies is bounded in the image thread; conversions run a few at once, one per
 * account, and a full queue answers 503 with Retry-After, while a normal photo still goes through.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { createStoreAccount } from "../../tests/orders.ts";
import { insertProduct, insertVendor } from "../../tests/fixtures.ts";
import type { TestCustomer } from "../../tests/customers.ts";
import { capMemory, compileWasm, decodeImage } from "./codecs.ts";
import { shrinkByBlocks, UnreadableImageError } from "./convert.ts";
import { readImageHeader } from "./image-header.ts";
import { ImageQueue, ImageQueueFull } from "./image-queue.ts";
import { conversionsStarted, convertInWorker, IMAGE_SLOTS, imageQueue } from "./image-thread.ts";
import {
  IMAGE_TOO_MANY_PIXELS,
  IMAGES_BUSY,
  IMAGES_BUSY_FOR_ACCOUNT,
  IMAGES_RETRY_AFTER_SECONDS,
  MAX_IMAGE_PIXELS,
} from "./images.service.ts";
import { blankPng, jpegOf, photoPixels, pngOf, webpOf } from "./test-photo.ts";

/** A promise with its resolve, to hold a slot of the queue for as long as a test needs. */
function held() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Store {
  vendor: TestCustomer;
  product: string;
}

async function store(t: TestApp, name: string): Promise<Store> {
  const vendor = await insertVendor(t.db, { store_name: name });
  const product = await insertProduct(t.db, { vendor_id: vendor.id, photos: 1 });
  return { vendor: await createStoreAccount(t.db, vendor.id), product: product.id };
}

/** POST /api/products/{id}/photos with one file, as the store's vendor. */
function addPhoto(t: TestApp, s: Store, bytes: Uint8Array, name = "photo.png") {
  const form = new FormData();
  form.append("photos", new File([bytes as Uint8Array<ArrayBuffer>], name));
  return t.app.request(`/api/products/${s.product}/photos`, {
    method: "POST",
    headers: { accept: "application/json", cookie: s.vendor.cookie },
    body: form,
  });
}

Deno.test("a 190 KB PNG of 7000 × 7000 pixels is refused from its header, fast, without decoding", async () => {
  const bomb = await blankPng(7000, 7000);
  assert.ok(bomb.length < 250_000, `the file is ${bomb.length} bytes`);
  assert.deepEqual(readImageHeader(bomb), { kind: "png", width: 7000, height: 7000, complete: true });
  const t = await createTestApp();
  try {
    const s = await store(t, "Bomb Test Store");
    const warmUp = await addPhoto(t, s, new TextEncoder().encode("not an image"), "a.png");
    assert.equal(warmUp.status, 415);
    await warmUp.body?.cancel();
    const before = conversionsStarted();
    const started = performance.now();
    const res = await addPhoto(t, s, bomb, "bomb.png");
    const ms = performance.now() - started;
    assert.equal(res.status, 413);
    assert.deepEqual(await res.json(), { message: IMAGE_TOO_MANY_PIXELS });
    assert.match(IMAGE_TOO_MANY_PIXELS, /25 megapixels and 8000 pixels on a side/);
    // Decoding it took 11 s on an idle machine; the header alone takes milliseconds (this machine is shared).
    assert.ok(ms < 30_000, `answered in ${ms.toFixed(0)} ms`);
    assert.equal(conversionsStarted(), before, "nothing was handed to an image thread");
    const photos = await t.db.selectFrom("product_photos").select("media_id").where(
      "product_id",
      "=",
      s.product,
    )
      .execute();
    assert.equal(photos.length, 1, "the product keeps its one photo");
  } finally {
    await t.close();
  }
});

Deno.test("headers are read for their largest size: JPEG frames (progressive too), WebP canvas and bitstream", async () => {
  const small = await jpegOf(photoPixels(40, 30));
  // A second frame header (SOF2, progressive) claiming 9000 × 9000 before the first: the largest counts.
  const sof2 = Uint8Array.of(0xff, 0xc2, 0, 11, 8, 0x23, 0x28, 0x23, 0x28, 1, 1, 0x11, 0);
  const twoFrames = Uint8Array.from([...small.subarray(0, 2), ...sof2, ...small.subarray(2)]);
  assert.deepEqual(readImageHeader(twoFrames), { kind: "jpeg", width: 9000, height: 9000, complete: true });

  // An extended WebP (VP8X) whose canvas says 100 × 100 around a 900 × 600 bitstream.
  const simple = await webpOf(photoPixels(900, 600));
  const vp8 = simple.subarray(12); // the "VP8 " chunk, header and all
  const vp8x = Uint8Array.of(
    ...new TextEncoder().encode("VP8X"),
    10,
    0,
    0,
    0, // chunk size
    0,
    0,
    0,
    0, // flags, reserved
    99,
    0,
    0,
    99,
    0,
    0, // canvas width - 1, height - 1 (24 bits each)
  );
  const riffSize = 4 + vp8x.length + vp8.length;
  const extended = Uint8Array.of(
    ...new TextEncoder().encode("RIFF"),
    riffSize & 0xff,
    (riffSize >> 8) & 0xff,
    (riffSize >> 16) & 0xff,
    riffSize >>> 24,
    ...new TextEncoder().encode("WEBP"),
    ...vp8x,
    ...vp8,
  );
  assert.deepEqual(readImageHeader(extended), { kind: "webp", width: 900, height: 600, complete: true });
});

Deno.test("a header that lies is bounded: decoded pixels are checked, decoders' memory is capped", async () => {
  // The image thread refuses pixels beyond what the header announced (here 300 × 200 for 900 × 600).
  const png = await pngOf(photoPixels(900, 600));
  await assert.rejects(
    convertInWorker({ kind: "png", width: 300, height: 200, complete: true }, png, "liar"),
    (error) => error instanceof UnreadableImageError && /more than its header/.test(error.message),
  );
  // An image at the limit still decodes.
  const atLimit = await decodeImage("png", await blankPng(5000, MAX_IMAGE_PIXELS / 5000));
  assert.equal(atLimit.width * atLimit.height, MAX_IMAGE_PIXELS);

  // The cap is the module's own memory maximum, rewritten in its binary.
  const module = await compileWasm("@jsquash/png/codec/pkg/squoosh_png_bg.wasm", 64 * 1024 * 1024);
  const instance = await WebAssembly.instantiate(module, importsOf(module));
  const memory = Object.values(instance.exports).find((e) => e instanceof WebAssembly.Memory)!;
  assert.throws(() => memory.grow(1024 + 1), RangeError, "64 MB is 1024 pages");
  assert.throws(() => capMemory(Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0), 1), /no memory/);
});

/** Stand-in imports (never called) so a codec module can be instantiated bare. */
function importsOf(module: WebAssembly.Module): WebAssembly.Imports {
  const imports: Record<string, Record<string, WebAssembly.ImportValue>> = {};
  for (const { module: name, name: field } of WebAssembly.Module.imports(module)) {
    (imports[name] ??= {})[field] = () => {};
  }
  return imports;
}

Deno.test("the queue: a few at once, one per account, a bounded wait, then ImageQueueFull", async () => {
  const queue = new ImageQueue({ slots: 2, pixels: 30, waiting: 4, waitingPerAccount: 2 });
  const started: string[] = [];
  const jobs = new Map<string, ReturnType<typeof held>>();
  const submit = (account: string, pixels: number, name: string) => {
    const hold = held();
    jobs.set(name, hold);
    return queue.run(account, pixels, async () => {
      started.push(name);
      await hold.promise;
      return name;
    });
  };
  const a1 = submit("a", 1, "a1");
  const a2 = submit("a", 1, "a2"); // same account: waits although a slot is free
  const b1 = submit("b", 1, "b1");
  await tick();
  assert.deepEqual(started, ["a1", "b1"]);
  assert.deepEqual([queue.running, queue.waiting], [2, 1]);
  const c1 = submit("c", 1, "c1");
  const a3 = submit("a", 1, "a3");
  // "a" has two waiting (a2, a3): its next is refused, though the queue has room for others.
  await assert.rejects(submit("a", 1, "a4"), (e) => e instanceof ImageQueueFull && e.reason === "account");
  const d1 = submit("d", 1, "d1");
  // Four wait (a2, c1, a3, d1): the queue is full for anyone.
  await assert.rejects(submit("e", 1, "e1"), (e) => e instanceof ImageQueueFull && e.reason === "queue");
  jobs.get("a1")!.release();
  assert.equal(await a1, "a1");
  await tick();
  assert.deepEqual(started, ["a1", "b1", "a2"], "a's next image takes the slot a's first left");
  for (const name of ["b1", "a2", "c1", "a3", "d1"]) jobs.get(name)!.release();
  assert.deepEqual(await Promise.all([b1, a2, c1, a3, d1]), ["b1", "a2", "c1", "a3", "d1"]);
  assert.deepEqual([queue.running, queue.waiting], [0, 0]);

  // Pixels: a large image leaves room for a small one beside it, not for a second large one, which the
  // small ones pass; one image always may run, however large.
  started.length = 0;
  const big1 = submit("x", 25, "big1");
  const big2 = submit("y", 25, "big2");
  const small = submit("z", 2, "small");
  await tick();
  assert.deepEqual(started, ["big1", "small"]);
  jobs.get("small")!.release();
  jobs.get("big1")!.release();
  await Promise.all([big1, small]);
  await tick();
  assert.deepEqual(started, ["big1", "small", "big2"]);
  jobs.get("big2")!.release();
  await big2;
});

Deno.test("uploads: a full queue answers 503 with Retry-After; one per account; a normal photo goes through", async (t) => {
  const app = await createTestApp();
  const holds: ReturnType<typeof held>[] = [];
  const occupy = (account: string, pixels: number) => {
    const hold = held();
    holds.push(hold);
    return imageQueue.run(account, pixels, () => hold.promise).catch(() => {});
  };
  try {
    const shop = await store(app, "Normal Photo Store");
    const busy = await store(app, "Busy Store");
    const photo = await jpegOf(photoPixels(300, 300));

    await t.step("beside another store's large image, a normal photo is converted at once", async () => {
      // Held until the next step: the photo is converted while that one still runs.
      occupy("another-store", MAX_IMAGE_PIXELS);
      const res = await addPhoto(app, shop, photo, "photo.jpg");
      assert.equal(res.status, 200, await res.clone().text());
      await res.body?.cancel();
      assert.equal(imageQueue.running, 1);
    });

    await t.step(
      "every slot taken and the queue full: 503, Retry-After, a message; nothing stored",
      async () => {
        for (let i = 1; i < IMAGE_SLOTS; i++) occupy(`running-${i}`, 1);
        for (let i = 0; imageQueue.waiting < imageQueue.limits.waiting; i++) occupy(`waiting-${i}`, 1);
        const before = await app.db.selectFrom("media").select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        const res = await addPhoto(app, shop, photo, "photo.jpg");
        assert.equal(res.status, 503);
        assert.equal(res.headers.get("retry-after"), String(IMAGES_RETRY_AFTER_SECONDS));
        assert.deepEqual(await res.json(), { message: IMAGES_BUSY });
        const after = await app.db.selectFrom("media").select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        assert.equal(Number(after.n), Number(before.n));
        for (const hold of holds.splice(0)) hold.release();
        await tick();
      },
    );

    await t.step("an account whose images already wait: 503 for its next, others go on", async () => {
      occupy(busy.vendor.id, 1); // converting
      occupy(busy.vendor.id, 1); // waiting
      occupy(busy.vendor.id, 1); // waiting
      assert.equal(imageQueue.waiting, 2);
      const res = await addPhoto(app, busy, photo, "photo.jpg");
      assert.equal(res.status, 503);
      assert.equal(res.headers.get("retry-after"), String(IMAGES_RETRY_AFTER_SECONDS));
      assert.deepEqual(await res.json(), { message: IMAGES_BUSY_FOR_ACCOUNT });
      const other = await addPhoto(app, shop, await pngOf(photoPixels(64, 64)));
      assert.equal(other.status, 200);
      await other.body?.cancel();
    });
  } finally {
    for (const hold of holds) hold.release();
    await app.close();
  }
});

Deno.test("large images are shrunk by block averages before resampling; transparent pixels lend no colour", () => {
  // Two 2 × 2 blocks: one opaque red pixel among transparent green ones; four opaque greys.
  const pixels = [
    [255, 0, 0, 255],
    [0, 255, 0, 0],
    [10, 10, 10, 255],
    [30, 30, 30, 255],
    [0, 255, 0, 0],
    [0, 255, 0, 0],
    [20, 20, 20, 255],
    [40, 40, 40, 255],
  ].flat();
  const small = shrinkByBlocks(new ImageData(Uint8ClampedArray.from(pixels), 4, 2), 2);
  assert.deepEqual([small.width, small.height], [2, 1]);
  assert.deepEqual([...small.data], [255, 0, 0, 64, 25, 25, 25, 255]);
});
