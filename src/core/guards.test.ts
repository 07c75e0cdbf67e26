import assert from "node:assert/strict";
import { createTestApp } from "../../tests/helpers.ts";
import { asCustomer, createCustomer } from "../../tests/customers.ts";
import { TEST_ADDRESS } from "../../tests/fixtures.ts";
import {
  BODY_TOO_LARGE,
  isUploadRequest,
  JSON_BODY_LIMIT,
  TOO_DEEP,
  UPLOAD_BODY_LIMIT,
  UPLOAD_ROUTES,
  UPLOAD_TOO_LARGE,
} from "./guards.ts";
import { NOT_JSON } from "./refusals.ts";
import { photoPixels, pngOf } from "../uploads/test-photo.ts";

const address = TEST_ADDRESS;

/** A multipart body with one file of `size` bytes, as bytes with its content type. */
async function multipart(size: number) {
  const form = new FormData();
  form.append("photos", new File([new Uint8Array(size)], "photo.jpg", { type: "image/jpeg" }));
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { type: request.headers.get("content-type")!, bytes: await request.bytes() };
}

Deno.test("guards every request meets before its route", async (t) => {
  const app = await createTestApp();
  try {
    const asha = await createCustomer(app.db);
    const addressCount = async () =>
      (await app.db.selectFrom("addresses").select("id").where("user_id", "=", asha.id).execute()).length;

    await t.step("a wrong method on a known path: 405 with Allow, before any session check", async () => {
      for (
        const [method, path, allow] of [
          ["DELETE", "/api/products/get-all-products", "GET, HEAD"],
          ["GET", "/api/cart/add-to-cart", "POST, DELETE"], // DELETE /api/cart/{id} matches too
          ["PATCH", "/api/addresses/abc", "PUT, DELETE"],
          ["POST", "/api/banners/get-banners", "GET, HEAD, DELETE"], // DELETE /api/banners/{id} matches too
        ]
      ) {
        const response = await app.app.request(path, { method, headers: { accept: "application/json" } });
        assert.equal(response.status, 405, `${method} ${path}`);
        assert.equal(response.headers.get("allow"), allow, `${method} ${path}`);
        assert.deepEqual(await response.json(), { message: "This method is not allowed here." });
      }
      const unknown = await app.app.request("/api/no-such-thing", { method: "DELETE" });
      assert.equal(unknown.status, 404, "an unknown path stays 404");
      await unknown.body?.cancel();
    });

    await t.step("bodies over 64 KB: 413 with a message, declared length or streamed", async () => {
      const big = JSON.stringify({ ...address, street: "x".repeat(JSON_BODY_LIMIT) });
      const declared = await app.app.request("/api/addresses/add-address", {
        method: "POST",
        headers: { ...asCustomer(asha), "content-length": String(big.length) },
        body: big,
      });
      assert.equal(declared.status, 413);
      assert.deepEqual(await declared.json(), { message: BODY_TOO_LARGE });
      let sent = 0;
      const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 64) controller.enqueue(chunk); // 1 MB if read whole
          else controller.close();
        },
      });
      const streamed = await app.app.request("/api/addresses/add-address", {
        method: "POST",
        headers: asCustomer(asha),
        body: stream,
      });
      assert.equal(streamed.status, 413);
      assert.ok(sent < 64, `reading stopped after ${sent} chunks`);
      await streamed.body?.cancel();
      assert.equal(await addressCount(), 0);
    });

    await t.step("upload routes take multipart bodies up to 40 MB; anything else keeps 64 KB", async () => {
      const send = (method: string, path: string, type: string, body: Uint8Array) =>
        app.app.request(path, {
          method,
          headers: { ...asCustomer(asha), "content-type": type, "content-length": String(body.length) },
          body: body as Uint8Array<ArrayBuffer>,
        });
      const upload: [string, string][] = [
        ["POST", "/api/products/add-product"],
        ["POST", "/api/products/p1/photos"],
        ["PUT", "/api/products/update-product/p1"],
        ["POST", "/api/category/add-category"],
        ["POST", "/api/banners/create-banner"],
        ["PUT", "/api/category/c1/image"],
        ["POST", "/api/returns/r1/photos"],
      ];
      assert.equal(UPLOAD_ROUTES.length, upload.length);
      const photos = await multipart(JSON_BODY_LIMIT * 2);
      for (const [method, path] of upload) {
        const response = await send(method, path, photos.type, photos.bytes);
        assert.notEqual(response.status, 413, `${method} ${path}`);
        await response.body?.cancel();
      }
      for (const [method, path] of upload) assert.ok(isUploadRequest(method, path, photos.type), path);
      assert.ok(!isUploadRequest("POST", "/api/products/add-product", "application/json"));
      assert.ok(!isUploadRequest("POST", "/api/products/add-product/x", photos.type));
      assert.ok(!isUploadRequest("DELETE", "/api/products/update-product/p1", photos.type));
      const tooMany = await multipart(UPLOAD_BODY_LIMIT);
      for (const [method, path] of upload) {
        const response = await send(method, path, tooMany.type, tooMany.bytes);
        // A route not built yet is refused (405, 404) before any limit: the others answer the upload limit.
        if ([404, 405].includes(response.status)) {
          await response.body?.cancel();
          continue;
        }
        assert.equal(response.status, 413, `${method} ${path}`);
        assert.deepEqual(await response.json(), { message: UPLOAD_TOO_LARGE });
      }
      const json = new TextEncoder().encode(JSON.stringify({ name: "x".repeat(JSON_BODY_LIMIT) }));
      const refused: [string, string, string, Uint8Array][] = [
        ["PUT", "/api/products/update-product/p1", "application/json", json], // JSON on an upload route
        ["POST", "/api/addresses/add-address", photos.type, photos.bytes], // multipart elsewhere
        ["POST", "/api/products/get-nearby-products", photos.type, photos.bytes],
      ];
      for (const [method, path, type, body] of refused) {
        const response = await send(method, path, type, body);
        assert.equal(response.status, 413, `${method} ${path} ${type}`);
        assert.deepEqual(await response.json(), { message: BODY_TOO_LARGE });
      }
    });

    await t.step("NUL, control characters and broken Unicode: 400 naming the field", async () => {
      const cases: [unknown, string][] = [
        [{ ...address, street: "12\u0000 MG Road" }, "street"],
        [{ ...address, city: "Pune\u0007" }, "city"],
        [{ ...address, area: "Camp \ud800" }, "area"],
        [{ ...address, landmark: "\udc00" }, "landmark"],
      ];
      for (const [body, field] of cases) {
        const response = await app.app.request("/api/addresses/add-address", {
          method: "POST",
          headers: asCustomer(asha),
          body: JSON.stringify(body),
        });
        assert.equal(response.status, 400, field);
        assert.deepEqual(await response.json(), {
          message: `${field}: must not contain control characters or broken Unicode.`,
        });
      }
      const nested = await app.app.request("/api/orders/place-order", {
        method: "POST",
        headers: asCustomer(asha),
        body: JSON.stringify({ cart: [{ productId: "a\u0000", quantity: 1 }] }),
      });
      assert.deepEqual(await nested.json(), {
        message: "cart.0.productId: must not contain control characters or broken Unicode.",
      });
      const name = await app.app.request(`/api/users/email/${asha.email}`, {
        method: "PUT",
        headers: asCustomer(asha),
        body: JSON.stringify({ name: "Asha\u0000" }),
      });
      assert.equal(name.status, 400);
      assert.match((await name.json()).message, /^name: /);
      const notUtf8 = await app.app.request("/api/addresses/add-address", {
        method: "POST",
        headers: asCustomer(asha),
        body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
      });
      assert.deepEqual(await notUtf8.json(), { message: "The request body is not valid UTF-8 text." });
      const deep = await app.app.request("/api/cart/add-to-cart", {
        method: "POST",
        headers: asCustomer(asha),
        body: "[".repeat(20_000) + "]".repeat(20_000),
      });
      assert.deepEqual([deep.status, await deep.json()], [400, { message: TOO_DEEP }]);
      const query = await app.get("/api/products/get-all-products?search=a%01b");
      assert.equal(query.status, 400);
      assert.match((await query.json()).message, /^search: /);
      assert.equal(await addressCount(), 0, "nothing was stored");
    });

    await t.step(
      "multipart text fields meet the same check: 400 naming the field, nothing saved",
      async () => {
        const admin = await createCustomer(app.db, { role: "admin" });
        const png = await pngOf(photoPixels(64, 32));
        const send = (path: string, fields: Record<string, string>) => {
          const form = new FormData();
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          form.append("image", new File([png as BlobPart], "a.png", { type: "image/png" }));
          return app.app.request(path, {
            method: "POST",
            headers: { accept: "application/json", cookie: admin.cookie },
            body: form,
          });
        };
        const rows = async () => ({
          banners: (await app.db.selectFrom("banners").select("id").execute()).length,
          categories: (await app.db.selectFrom("categories").select("id").execute()).length,
          media: (await app.db.selectFrom("media").select("id").execute()).length,
        });
        const before = await rows();
        for (const bad of ["Diwali\u0000 Sale", "Diwali \u001b[31mSale"]) {
          const banner = await send("/api/banners/create-banner", {
            title: bad,
            bannerType: "Up to 40% off",
            zone: "All India",
          });
          assert.deepEqual([banner.status, await banner.json()], [400, {
            message: "title: must not contain control characters or broken Unicode.",
          }], JSON.stringify(bad));
          const category = await send("/api/category/add-category", { name: bad, description: "Phones" });
          assert.deepEqual([category.status, await category.json()], [400, {
            message: "name: must not contain control characters or broken Unicode.",
          }], JSON.stringify(bad));
        }
        const badKey = await send("/api/category/add-category", { "na\u0001me": "x", description: "Phones" });
        assert.deepEqual([badKey.status, await badKey.json()], [400, {
          message: "(a field name): must not contain control characters or broken Unicode.",
        }]);
        assert.deepEqual(await rows(), before, "nothing was saved");
        // The same forms with clean text still go through: the route reads the body the guard read.
        const fine = await send("/api/banners/create-banner", {
          title: "Diwali Sale",
          bannerType: "Up to 40% off",
          zone: "All India",
        });
        assert.equal(fine.status, 201);
        await fine.body?.cancel();
        const malformed = await app.app.request("/api/category/add-category", {
          method: "POST",
          headers: {
            accept: "application/json",
            cookie: admin.cookie,
            "content-type": "multipart/form-data; boundary=nothing-here",
          },
          body: "not multipart at all",
        });
        assert.equal(malformed.status, 400, "a body that is not multipart: still the route's own 400");
        await malformed.body?.cancel();
      },
    );

    await t.step("a body that is not JSON: 415 with a message", async () => {
      const response = await app.app.request("/api/addresses/add-address", {
        method: "POST",
        headers: { ...asCustomer(asha), "content-type": "text/plain" },
        body: JSON.stringify(address),
      });
      assert.equal(response.status, 415);
      assert.deepEqual(await response.json(), { message: NOT_JSON });
      assert.equal(await addressCount(), 0);
    });
  } finally {
    await app.close();
  }
});
