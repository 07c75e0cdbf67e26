/** Cross-cutting behaviour of the whole app: security headers, compression, static files, errors, 404s. */
import assert from "node:assert/strict";
import { ErrorSchema } from "../src/core/http.ts";
import { AppError, badRequest } from "../src/core/errors.ts";
import { createTestApp, getPage } from "./helpers.ts";
import { insertManyProducts, parseExact } from "./fixtures.ts";

const gunzipJson = async (res: Response) =>
  await new Response(res.body!.pipeThrough(new DecompressionStream("gzip"))).json();

Deno.test("app: headers, compression, static files and errors", async (t) => {
  const app = await createTestApp();
  // Handlers that fail, for the error steps. Hono serves routes added after notFound/onError, but only
  // before the first request builds its router, so they are added first.
  app.app.get("/api/boom", () => {
    throw new Error("secret: connection string postgres://admin:hunter2@db");
  });
  app.app.get("/boom", () => {
    throw new Error("secret: connection string postgres://admin:hunter2@db");
  });
  app.app.get("/api/conflict", () => {
    throw new AppError(409, "City already exists.");
  });
  app.app.get("/api/invalid", () => {
    throw badRequest("Please enter a city name.");
  });
  try {
    await t.step("security headers on pages and on API answers", async () => {
      for (const res of [await getPage(app.app, "/docs"), await app.get("/cities")]) {
        const csp = res.headers.get("content-security-policy") ?? "";
        assert.match(csp, /default-src 'self'/);
        assert.match(csp, /script-src 'self'(;|$)/, "no inline or remote scripts");
        assert.match(csp, /object-src 'none'/);
        assert.ok(
          /frame-ancestors 'none'/.test(csp) || res.headers.has("x-frame-options"),
          "framing is refused",
        );
        assert.ok(res.headers.has("x-frame-options"));
        assert.equal(res.headers.get("x-content-type-options"), "nosniff");
        assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
        await res.body?.cancel();
      }
    });

    await t.step("large answers are gzip-compressed when the client accepts gzip", async () => {
      await insertManyProducts(app.db, 60);
      const res = await app.app.request("/products?limit=60", {
        headers: { accept: "application/json", "accept-encoding": "gzip, deflate, br" },
      });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-encoding"), "gzip");
      assert.match(res.headers.get("vary") ?? "", /accept-encoding/i);
      const body = await gunzipJson(res);
      assert.equal(body.products.length, 60);

      const plain = await app.get("/products?limit=60");
      assert.equal(plain.headers.get("content-encoding"), null, "no gzip unless asked for");
      assert.equal((await plain.json()).products.length, 60);

      const docs = await app.app.request("/docs", {
        headers: { accept: "text/html", "accept-encoding": "gzip" },
      });
      assert.equal(docs.headers.get("content-encoding"), "gzip");
      await docs.body?.cancel();
    });

    await t.step("the stylesheet linked from a page is CSS, versioned and cached for a year", async () => {
      const html = await (await getPage(app.app, "/docs")).text();
      const href = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
      assert.ok(href, "the page links a stylesheet");
      const res = await app.app.request(href);
      assert.equal(res.status, 200, href);
      assert.match(res.headers.get("content-type") ?? "", /^text\/css/);
      assert.match(res.headers.get("cache-control") ?? "", /max-age=31536000/);
      assert.match(res.headers.get("cache-control") ?? "", /immutable/);
      const css = await res.text();
      assert.match(css, /\.docs-op/);
      const etag = res.headers.get("etag");
      assert.ok(etag);
      const again = await app.app.request(href, { headers: { "if-none-match": etag } });
      assert.equal(again.status, 304);
    });

    await t.step("an unexpected error becomes 500 { message } without leaking internals", async () => {
      const logged: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => logged.push(args);
      try {
        const res = await app.get("/api/boom");
        assert.equal(res.status, 500);
        const text = await res.text();
        assert.ok(!text.includes("secret") && !text.includes("hunter2"), text);
        assert.deepEqual(parseExact(ErrorSchema, JSON.parse(text)), {
          message: "Something went wrong. Please try again.",
        });

        const page = await getPage(app.app, "/boom");
        assert.equal(page.status, 500);
        assert.match(page.headers.get("content-type") ?? "", /text\/html/);
        const html = await page.text();
        assert.ok(!html.includes("secret") && !html.includes("hunter2"));
        assert.match(html, /Something went wrong/);
      } finally {
        console.error = original;
      }
      assert.equal(logged.length, 2, "the server logs what the client does not see");
    });

    await t.step("an AppError becomes its status with its message", async () => {
      const conflict = await app.get("/api/conflict");
      assert.equal(conflict.status, 409);
      assert.deepEqual(parseExact(ErrorSchema, await conflict.json()), { message: "City already exists." });
      const invalid = await app.get("/api/invalid");
      assert.equal(invalid.status, 400);
      assert.deepEqual(parseExact(ErrorSchema, await invalid.json()), {
        message: "Please enter a city name.",
      });
    });

    await t.step("unknown API paths answer a JSON 404 { message }", async () => {
      for (const path of ["/api/nothing-here", "/api/products/get-product", "/products/a/b", "/media/"]) {
        const res = await app.get(path);
        assert.equal(res.status, 404, path);
        assert.match(res.headers.get("content-type") ?? "", /application\/json/);
        assert.ok(parseExact(ErrorSchema, await res.json()).message);
      }
    });

    await t.step("unknown pages answer the HTML 404 page with status 404", async () => {
      const res = await getPage(app.app, "/no-such-page");
      assert.equal(res.status, 404);
      assert.match(res.headers.get("content-type") ?? "", /text\/html/);
      const html = await res.text();
      assert.match(html, /<!doctype html>/i);
      assert.match(html, /404/);
      assert.match(html, /noindex/);
    });
  } finally {
    await app.close();
  }
});
