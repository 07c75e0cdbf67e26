import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../../core/http.ts";
import { createTestApp, getPage } from "../../../tests/helpers.ts";
import { insertCategory, parseExact } from "../../../tests/fixtures.ts";
import { CategorySchema } from "./categories.schema.ts";

const LIST_PATHS = ["/api/category/get-all-categories", "/category"];
const ONE_PATHS = ["/category/", "/api/category/"];
const Categories = z.array(CategorySchema);

Deno.test("categories API", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    const mobiles = await insertCategory(db, {
      name: "Mobiles",
      description: "Smartphones and feature phones",
      position: 1,
      withImage: true,
      subcategories: ["Feature phones", { name: "Android phones", description: "Phones running Android" }],
    });
    const appliances = await insertCategory(db, { name: "Home Appliances", position: 2 });
    const audio = await insertCategory(db, { name: "Audio", position: 2 });
    const groceries = await insertCategory(db, { name: "Groceries", position: 0 });

    const listOf = async (path: string) => {
      const res = await app.get(path);
      assert.equal(res.status, 200, path);
      return { body: parseExact(Categories, await res.json()), total: res.headers.get("x-total-count") };
    };

    await t.step("list: an array with subcategories, in display order, total in X-Total-Count", async () => {
      for (const path of LIST_PATHS) {
        const { body, total } = await listOf(path);
        assert.equal(total, "4");
        assert.deepEqual(body.map((c) => c.name), ["Groceries", "Mobiles", "Audio", "Home Appliances"]);
        const phones = body.find((c) => c._id === mobiles.id)!;
        assert.equal(phones.description, "Smartphones and feature phones");
        assert.match(phones.image ?? "", /^\/media\/[0-9a-f]{64}$/);
        assert.deepEqual(
          phones.subcategories.map((s) => s.name),
          ["Android phones", "Feature phones"],
          "alphabetical",
        );
        assert.equal(phones.subcategories[0].description, "Phones running Android");
        assert.deepEqual(body.find((c) => c._id === groceries.id)!.subcategories, []);
        assert.equal(body.find((c) => c._id === audio.id)!.image, null);
      }
    });

    await t.step("the category image URL serves the image", async () => {
      const { body } = await listOf("/category");
      const res = await app.get(body.find((c) => c._id === mobiles.id)!.image!);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/svg+xml");
      await res.body?.cancel();
    });

    await t.step("list paging: limit and page, total unchanged", async () => {
      const { body, total } = await listOf("/category?limit=2&page=2");
      assert.equal(total, "4");
      assert.deepEqual(body.map((c) => c.name), ["Audio", "Home Appliances"]);
      assert.deepEqual((await listOf("/category?page=3&limit=2")).body, []);
    });

    await t.step("list: invalid paging answers 400 with a message", async () => {
      for (const path of LIST_PATHS) {
        for (const query of ["limit=0", "limit=201", "limit=abc", "page=0"]) {
          const res = await app.get(`${path}?${query}`);
          assert.equal(res.status, 400, `${path}?${query}`);
          assert.match(parseExact(ErrorSchema, await res.json()).message, /^(limit|page): /);
        }
      }
    });

    await t.step("one category by id: _id, name, description, image, subcategories", async () => {
      for (const prefix of ONE_PATHS) {
        const res = await app.get(prefix + mobiles.id);
        assert.equal(res.status, 200);
        const category = parseExact(CategorySchema, await res.json());
        assert.equal(category._id, mobiles.id);
        assert.equal(category.name, "Mobiles");
        assert.equal(category.description, "Smartphones and feature phones");
        assert.equal(category.subcategories.length, 2);
        for (const sub of mobiles.subcategories) {
          assert.deepEqual(category.subcategories.find((s) => s._id === sub.id), {
            _id: sub.id,
            name: sub.name,
            description: sub.description,
          });
        }
      }
    });

    await t.step("one category by name, in any case, URL-encoded", async () => {
      for (const prefix of ONE_PATHS) {
        const byName = parseExact(CategorySchema, await (await app.get(`${prefix}mOBILES`)).json());
        assert.equal(byName._id, mobiles.id);
        const spaced = parseExact(CategorySchema, await (await app.get(`${prefix}home%20appliances`)).json());
        assert.equal(spaced._id, appliances.id);
      }
    });

    await t.step("unknown or odd ids answer 404 { message }", async () => {
      for (const prefix of ONE_PATHS) {
        for (const id of ["6740f1a2c3d4e5f6a7b8c9d0", "Mobile", "x".repeat(300), "%25", "'%3B--"]) {
          const res = await app.get(prefix + id);
          assert.equal(res.status, 404, prefix + id);
          assert.deepEqual(parseExact(ErrorSchema, await res.json()), { message: "Category not found." });
        }
        // A NUL is bad input, refused before any query (PostgreSQL refuses NUL in text).
        const nul = await app.get(`${prefix}a%00b`);
        assert.equal(nul.status, 400);
        assert.deepEqual(await nul.json(), {
          message: "The address must not contain control characters or broken Unicode.",
        });
      }
    });

    await t.step("a browser asking for /category/{name} gets the storefront page", async () => {
      const res = await getPage(app.app, "/category/Mobiles");
      assert.match(res.headers.get("content-type") ?? "", /text\/html/);
      await res.body?.cancel();
    });
  } finally {
    await app.close();
  }
});
