/** The one upload path: type by the bytes, size limits, WebP copies at the storefront's widths, ?w= serving. */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { AppError } from "../core/errors.ts";
import { saveMedia } from "../catalogue/media/media.queries.ts";
import { readImageHeader } from "./image-header.ts";
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_TYPE_REFUSED,
  IMAGE_UNREADABLE,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  readUploads,
  storeUploadedImage,
} from "./images.service.ts";
import {
  CARD_WIDTHS,
  FULL_IMAGE_SIZE,
  type ImageWidth,
  mediaIdOf,
  mediaUrl,
  mediaVariantUrl,
  srcSet,
  srcSetOfUrl,
} from "./media-urls.ts";
import { jpegOf, photoPixels, pngOf, webpOf } from "./test-photo.ts";

const text = (value: string) => new TextEncoder().encode(value);
/** The account the uploads are converted for (one conversion at a time each). */
const ACCOUNT = "images-test";
const junk = new Uint8Array(5000).map((_, i) => (i * 131) % 251);

/** Where a JPEG's start-of-scan marker is. */
const scanStart = (jpeg: Uint8Array) => jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xda);

/** What GET /media answers for an id, with its ETag. */
async function fetchImage(t: TestApp, path: string) {
  const res = await t.get(path);
  assert.equal(res.status, 200, path);
  return { type: res.headers.get("content-type"), etag: res.headers.get("etag"), bytes: await res.bytes() };
}

const variantsOf = async (t: TestApp, id: string) =>
  await t.db.selectFrom("media_variants").select(["width", "variant_id"]).where("media_id", "=", id)
    .orderBy("width").execute();

const mediaCount = async (t: TestApp) =>
  Number(
    (await t.db.selectFrom("media").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n,
  );

async function assertRefused(upload: Promise<unknown>, status: number, message: string) {
  await assert.rejects(upload, (error) => {
    assert.ok(error instanceof AppError, String(error));
    assert.deepEqual([error.status as number, error.message], [status, message]);
    return true;
  });
}

/** A transparent-edged PNG: its alpha must survive as WebP alpha. */
function withAlpha(width: number, height: number): ImageData {
  const image = photoPixels(width, height);
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = (i / 4) % width < width / 4 ? 0 : 255;
  return image;
}

Deno.test("the bytes decide the type: headers of JPEG, PNG and WebP; nothing else", async () => {
  const image = photoPixels(300, 200);
  for (
    const [kind, bytes] of [["jpeg", await jpegOf(image)], ["png", await pngOf(image)], [
      "webp",
      await webpOf(image),
    ]]
  ) {
    assert.deepEqual(readImageHeader(bytes as Uint8Array), { kind, width: 300, height: 200, complete: true });
  }
  const jpeg = await jpegOf(image);
  assert.equal(readImageHeader(jpeg.subarray(0, jpeg.length / 2))?.complete, false, "a JPEG cut short");
  for (
    const junk of [
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      text("GIF89a\x01\x00\x01\x00\x80\x00\x00"),
      text("just some text, renamed photo.jpg"),
      new Uint8Array(),
      jpeg.subarray(0, 3),
    ]
  ) assert.equal(readImageHeader(junk), undefined);
});

Deno.test("storeUploadedImage: JPEG, PNG and WebP become WebP with smaller copies", async (t) => {
  const app = await createTestApp();
  try {
    const photo = photoPixels(900, 600);
    for (
      const [name, bytes] of [
        ["JPEG", await jpegOf(photo)],
        ["PNG with transparency", await pngOf(withAlpha(900, 600))],
        ["WebP", await webpOf(photo)],
      ] as const
    ) {
      await t.step(
        `${name}: full size kept (under ${FULL_IMAGE_SIZE}px), copies at each narrower width`,
        async () => {
          const id = await storeUploadedImage(app.db, new Blob([bytes as Uint8Array<ArrayBuffer>]), ACCOUNT);
          assert.match(id, /^[0-9a-f]{64}$/);
          const full = await fetchImage(app, mediaUrl(id));
          assert.equal(full.type, "image/webp");
          assert.deepEqual(readImageHeader(full.bytes), {
            kind: "webp",
            width: 900,
            height: 600,
            complete: true,
          });
          const variants = await variantsOf(app, id);
          assert.deepEqual(variants.map((v) => v.width), IMAGE_WIDTHS.filter((w) => w < 900));
          for (const { width } of variants) {
            const copy = await fetchImage(app, mediaVariantUrl(id, width as 320));
            assert.equal(copy.type, "image/webp");
            assert.deepEqual(readImageHeader(copy.bytes), {
              kind: "webp",
              width,
              height: Math.round(600 * width / 900),
              complete: true,
            });
            assert.ok(copy.bytes.length < full.bytes.length);
          }
          assert.equal(
            await storeUploadedImage(app.db, bytes, ACCOUNT),
            id,
            "the same upload stores nothing new",
          );
        },
      );
    }

    await t.step("a small image is never upscaled and has no copies", async () => {
      const id = await storeUploadedImage(app.db, await jpegOf(photoPixels(120, 90)), ACCOUNT);
      assert.deepEqual(await variantsOf(app, id), []);
      const full = await fetchImage(app, mediaVariantUrl(id, 640));
      assert.equal(readImageHeader(full.bytes)?.width, 120);
    });

    await t.step("SVG, GIF, text named .jpg, a PNG header on junk, a JPEG cut short: 415", async () => {
      const before = await mediaCount(app);
      const jpeg = await jpegOf(photo);
      const png = await pngOf(photo);
      const cases: [Blob | Uint8Array, string][] = [
        [
          new File([text('<svg xmlns="http://www.w3.org/2000/svg"/>')], "logo.svg", {
            type: "image/svg+xml",
          }),
          IMAGE_TYPE_REFUSED,
        ],
        [
          new File([text("GIF89a\x01\x00\x01\x00\x80\x00\x00;")], "a.gif", { type: "image/gif" }),
          IMAGE_TYPE_REFUSED,
        ],
        [new File([text("not a photo at all")], "photo.jpg", { type: "image/jpeg" }), IMAGE_TYPE_REFUSED],
        [Uint8Array.from([...png.subarray(0, 33), ...text("junk ".repeat(200))]), IMAGE_UNREADABLE],
        [jpeg.subarray(0, jpeg.length - 1000), IMAGE_UNREADABLE],
        // Every header up to the scan, then junk where the compressed pixels belong.
        [Uint8Array.from([...jpeg.subarray(0, scanStart(jpeg) + 14), ...junk, 0xff, 0xd9]), IMAGE_UNREADABLE],
      ];
      for (const [upload, message] of cases) {
        await assertRefused(storeUploadedImage(app.db, upload, ACCOUNT), 415, message);
      }
      assert.equal(await mediaCount(app), before, "nothing was stored");
    });

    await t.step("over 10 MB, over 25 megapixels, or over 8000 pixels a side: 413", async () => {
      const big = new Blob([new Uint8Array(11 * 1024 * 1024)], { type: "image/jpeg" });
      await assertRefused(storeUploadedImage(app.db, big, ACCOUNT), 413, IMAGE_TOO_LARGE);
      // PNG headers claiming 10000 × 10000, 5001 × 5000 and 8001 × 100 pixels: refused before any decoding.
      for (const [width, height] of [[10_000, 10_000], [5001, 5000], [MAX_IMAGE_SIDE + 1, 100]]) {
        const header = await pngOf(photoPixels(8, 8));
        new DataView(header.buffer).setUint32(16, width);
        new DataView(header.buffer).setUint32(20, height);
        await assertRefused(storeUploadedImage(app.db, header, ACCOUNT), 413, IMAGE_TOO_MANY_PIXELS);
      }
      assert.equal(MAX_IMAGE_PIXELS, 5000 * 5000);
      assert.equal(
        IMAGE_TOO_MANY_PIXELS,
        "Images must be at most 25 megapixels and 8000 pixels on a side (for example 6000 × 4000).",
      );
    });
  } finally {
    await app.close();
  }
});

Deno.test("a 5 MB, 4000×3000 phone photo reaches a product card under 60 KB", async () => {
  const app = await createTestApp();
  try {
    const jpeg = await jpegOf(photoPixels(4000, 3000, 16));
    assert.ok(jpeg.length > 4_000_000 && jpeg.length < MAX_IMAGE_BYTES, `the photo is ${jpeg.length} bytes`);
    const id = await storeUploadedImage(app.db, jpeg, ACCOUNT);
    const full = await fetchImage(app, mediaUrl(id));
    assert.deepEqual(readImageHeader(full.bytes), {
      kind: "webp",
      width: 1600,
      height: 1200,
      complete: true,
    });
    assert.deepEqual((await variantsOf(app, id)).map((v) => v.width), [...IMAGE_WIDTHS]);
    // The largest copy a card's srcset offers, the one phones (2x, 3x) and desktops at 2x download.
    const card = await fetchImage(app, mediaVariantUrl(id, Math.max(...CARD_WIDTHS) as ImageWidth));
    console.log(`photo ${jpeg.length} B → full ${full.bytes.length} B, card ${card.bytes.length} B`);
    assert.ok(card.bytes.length < 60 * 1024, `the card copy is ${card.bytes.length} bytes`);
    assert.ok(full.bytes.length < jpeg.length / 10);
  } finally {
    await app.close();
  }
});

Deno.test("GET /media/{id}?w=: the narrowest copy that wide, its own ETag, the original when none", async () => {
  const app = await createTestApp();
  try {
    const id = await storeUploadedImage(app.db, await jpegOf(photoPixels(1000, 800)), ACCOUNT);
    const original = await fetchImage(app, mediaUrl(id));
    const small = await fetchImage(app, `/media/${id}?w=320`);
    assert.equal(small.type, "image/webp");
    assert.ok(small.bytes.length < original.bytes.length / 3);
    assert.equal(readImageHeader(small.bytes)?.width, 320);
    assert.equal(small.etag, `"${id}-w320"`);
    assert.notEqual(small.etag, original.etag);
    // Wider than every copy: the image itself.
    assert.deepEqual((await fetchImage(app, `/media/${id}?w=1280`)).bytes, original.bytes);

    const revalidated = await app.app.request(`/media/${id}?w=320`, {
      headers: { "if-none-match": small.etag! },
    });
    assert.equal(revalidated.status, 304);
    const other = await app.app.request(`/media/${id}?w=640`, { headers: { "if-none-match": small.etag! } });
    assert.equal(other.status, 200, "another width's ETag does not match");
    await other.body?.cancel();

    // Images stored before copies existed (the demo catalogue's) answer themselves at any width.
    const legacy = await saveMedia(
      app.db,
      text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "image/svg+xml",
    );
    const answer = await fetchImage(app, `/media/${legacy}?w=320`);
    assert.equal(answer.type, "image/svg+xml");
    assert.deepEqual(answer.bytes, text('<svg xmlns="http://www.w3.org/2000/svg"/>'));

    for (const w of ["300", "0", "abc", "2000"]) {
      const res = await app.get(`/media/${id}?w=${w}`);
      assert.equal(res.status, 400, w);
      assert.deepEqual(await res.json(), { message: `w: must be one of ${IMAGE_WIDTHS.join(", ")}.` });
    }
    assert.equal((await app.get(`/media/${"0".repeat(64)}?w=320`)).status, 404);
  } finally {
    await app.close();
  }
});

Deno.test("readUploads: the files of one field, checked before any work", async () => {
  const photo = await jpegOf(photoPixels(64, 48));
  const form = (...values: (string | File)[]) => {
    const data = new FormData();
    for (const value of values) data.append("photos", value);
    return data;
  };
  const file = (bytes: Uint8Array, name = "photo.jpg") => new File([bytes as Uint8Array<ArrayBuffer>], name);

  assert.deepEqual(await readUploads(form(file(photo), file(photo)), "photos", 5), [photo, photo]);
  assert.deepEqual(await readUploads(form(), "photos", 5), []);
  assert.deepEqual(await readUploads(form(new File([], "")), "photos", 5), [], "an empty file input");
  await assertRefused(
    readUploads(form("photo.jpg"), "photos", 5),
    400,
    "photos: must be a file, sent as multipart/form-data.",
  );
  await assertRefused(
    readUploads(form(file(photo), file(photo)), "photos", 1),
    400,
    "photos: at most 1 file.",
  );
  await assertRefused(
    readUploads(form(file(photo), file(text("<svg/>"), "a.jpg")), "photos", 5),
    415,
    IMAGE_TYPE_REFUSED,
  );
  const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "big.jpg");
  await assertRefused(readUploads(form(file(photo), big), "photos", 5), 413, IMAGE_TOO_LARGE);
});

Deno.test("media URLs: built from the id alone, every stored width in srcset", () => {
  const id = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
  assert.equal(mediaUrl(id), `/media/${id}`);
  assert.equal(mediaVariantUrl(id, 320), `/media/${id}?w=320`);
  assert.equal(mediaIdOf(mediaUrl(id)), id);
  assert.equal(mediaIdOf("https://example.com/a.png"), undefined);
  assert.equal(
    srcSet(id),
    `/media/${id}?w=160 160w, /media/${id}?w=320 320w, /media/${id}?w=640 640w, /media/${id}?w=1280 1280w, ` +
      `/media/${id} 1600w`,
  );
  assert.equal(srcSet(id, CARD_WIDTHS, false), `/media/${id}?w=320 320w, /media/${id}?w=640 640w`);
  assert.equal(srcSetOfUrl(mediaUrl(id)), srcSet(id));
  assert.equal(srcSetOfUrl("/static/logo.svg"), undefined);
});
