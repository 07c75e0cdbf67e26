import assert from "node:assert/strict";
import { createTestApp } from "../../tests/helpers.ts";
import { asCustomer, createCustomer } from "../../tests/customers.ts";
import { TEST_ADDRESS } from "../../tests/fixtures.ts";
import { BODY_TOO_LARGE, JSON_BODY_LIMIT, TOO_DEEP } from "./guards.ts";
import { NOT_JSON } from "./refusals.ts";

const address = TEST_ADDRESS;

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
          ["POST", "/api/banners/get-banners", "GET, HEAD"],
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
