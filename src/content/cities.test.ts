import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../core/http.ts";
import { createTestApp, getPage } from "../../tests/helpers.ts";
import { insertCity, parseExact } from "../../tests/fixtures.ts";
import { CitySchema } from "./cities.api.ts";

const Cities = z.array(CitySchema);

Deno.test("cities API", async (t) => {
  const app = await createTestApp();
  try {
    const cities = await Promise.all(
      ["Pune", "bengaluru", "Ahmedabad", "Chennai", "Mumbai"].map((n) => insertCity(app.db, n)),
    );

    await t.step(
      "GET /cities: { _id, name } alphabetical ignoring case, total in X-Total-Count",
      async () => {
        const res = await app.get("/cities");
        assert.equal(res.status, 200);
        assert.match(res.headers.get("content-type") ?? "", /application\/json/);
        assert.equal(res.headers.get("x-total-count"), "5");
        const body = parseExact(Cities, await res.json());
        assert.deepEqual(body.map((c) => c.name), ["Ahmedabad", "bengaluru", "Chennai", "Mumbai", "Pune"]);
        const pune = cities.find((c) => c.name === "Pune")!;
        assert.deepEqual(body.find((c) => c._id === pune.id), { _id: pune.id, name: "Pune" });
      },
    );

    await t.step("paging and invalid paging", async () => {
      const res = await app.get("/cities?limit=2&page=3");
      assert.equal(res.headers.get("x-total-count"), "5");
      assert.deepEqual(parseExact(Cities, await res.json()).map((c) => c.name), ["Pune"]);
      for (const query of ["limit=0", "limit=201", "limit=abc", "page=0"]) {
        const bad = await app.get(`/cities?${query}`);
        assert.equal(bad.status, 400, query);
        assert.match(parseExact(ErrorSchema, await bad.json()).message, /^(limit|page): /);
      }
    });

    await t.step("a browser asking for /cities gets the storefront page", async () => {
      const res = await getPage(app.app, "/cities");
      assert.equal(res.status, 200);
      assert.match(res.headers.get("content-type") ?? "", /text\/html/);
      await res.body?.cancel();
    });
  } finally {
    await app.close();
  }
});
