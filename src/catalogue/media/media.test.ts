import assert from "node:assert/strict";
import { ErrorSchema } from "../../core/http.ts";
import { createTestApp } from "../../../tests/helpers.ts";
import { parseExact } from "../../../tests/fixtures.ts";
import { saveMedia } from "./media.queries.ts";

// The 1×1 transparent PNG.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
);

Deno.test("media: images by content hash", async (t) => {
  const app = await createTestApp();
  try {
    const hash = await saveMedia(app.db, PNG, "image/png");

    await t.step("the id is the SHA-256 of the bytes, and saving twice stores one row", async () => {
      assert.match(hash, /^[0-9a-f]{64}$/);
      assert.equal(await saveMedia(app.db, PNG, "image/png"), hash);
      const rows = await app.db.selectFrom("media").select("id").where("id", "=", hash).execute();
      assert.equal(rows.length, 1);
    });

    await t.step("GET /media/{hash}: the bytes, stored content type, ETag, cached for a year", async () => {
      const res = await app.get(`/media/${hash}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/png");
      assert.equal(res.headers.get("etag"), `"${hash}"`);
      assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
      assert.equal(res.headers.get("x-content-type-options"), "nosniff");
      assert.deepEqual(new Uint8Array(await res.arrayBuffer()), PNG);
    });

    await t.step(
      "an uploaded SVG is sandboxed: the site-wide policy does not loosen the media one",
      async () => {
        const svg = new TextEncoder().encode(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        );
        const res = await app.get(`/media/${await saveMedia(app.db, svg, "image/svg+xml")}`);
        assert.equal(
          res.headers.get("content-security-policy"),
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
        await res.body?.cancel();
      },
    );

    await t.step("If-None-Match with the ETag answers 304 without a body", async () => {
      for (const tag of [`"${hash}"`, `W/"${hash}"`, `"other", "${hash}"`]) {
        const res = await app.app.request(`/media/${hash}`, { headers: { "if-none-match": tag } });
        assert.equal(res.status, 304, tag);
        assert.equal(res.headers.get("etag"), `"${hash}"`);
        assert.equal(await res.text(), "");
      }
      const stale = await app.app.request(`/media/${hash}`, { headers: { "if-none-match": '"other"' } });
      assert.equal(stale.status, 200);
      await stale.body?.cancel();
    });

    await t.step("unknown or malformed hashes answer 404 JSON", async () => {
      assert.equal((await app.get("/media/%00")).status, 400, "a NUL is bad input");
      for (const id of ["0".repeat(64), "zz", hash.toUpperCase(), `${hash}0`]) {
        const res = await app.get(`/media/${id}`);
        assert.equal(res.status, 404, id);
        assert.match(res.headers.get("content-type") ?? "", /application\/json/);
        parseExact(ErrorSchema, await res.json());
      }
    });
  } finally {
    await app.close();
  }
});
