import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../core/http.ts";
import { asCustomer, createCustomer } from "../../tests/customers.ts";
import { auditTrail } from "../audit/audit.queries.ts";
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

Deno.test("city writes: admin only, trimmed, duplicates in any case refused, audited", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const vendor = await createCustomer(db, { role: "vendor" });
    await insertCity(db, "Pune");
    const send = (method: string, path: string, body?: unknown, who: { cookie: string } | null = admin) =>
      app.app.request(path, {
        method,
        headers: who ? asCustomer(who) : { accept: "application/json", "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    await t.step("visitor 401, vendor 403: nothing added", async () => {
      const visitor = await send("POST", "/cities", { name: "Nashik" }, null);
      assert.equal(visitor.status, 401);
      await visitor.body?.cancel();
      const other = await send("POST", "/cities", { name: "Nashik" }, vendor);
      assert.equal(other.status, 403);
      await other.body?.cancel();
      assert.equal((await app.get("/cities")).headers.get("x-total-count"), "1");
    });

    let kochi = "";
    await t.step("POST: trimmed, 201, on the public list at once, audited", async () => {
      const res = await send("POST", "/cities", { name: "  Kochi " });
      assert.equal(res.status, 201);
      const city = parseExact(CitySchema, await res.json());
      kochi = city._id;
      assert.equal(city.name, "Kochi");
      const list = parseExact(Cities, await (await app.get("/cities")).json());
      assert.deepEqual(list.map((c) => c.name), ["Kochi", "Pune"]);
      const [entry] = await auditTrail(db, "city", kochi);
      assert.equal(entry.action, "city.create");
      assert.equal(entry.actor_id, admin.id);
      assert.deepEqual(entry.details, { before: null, after: { name: "Kochi" } });
      const page = await getPage(app.app, "/cities");
      assert.match(await page.text(), /Kochi/);
    });

    await t.step("a duplicate in any case: 409 'City already exists.'", async () => {
      for (const name of ["pune", "PUNE", " Kochi ", "kOCHI"]) {
        const res = await send("POST", "/cities", { name });
        assert.equal(res.status, 409, name);
        assert.deepEqual(await res.json(), { message: "City already exists." });
      }
    });

    await t.step("blank, missing, too long or extra fields: 400", async () => {
      const cases: [unknown, string][] = [
        [{ name: "   " }, "name: City name is required."],
        [{}, "name: City name is required."],
        [{ name: 12 }, "name: City name is required."],
        [{ name: "x".repeat(101) }, "name: at most 100 characters."],
      ];
      for (const [body, message] of cases) {
        const res = await send("POST", "/cities", body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.equal(parseExact(ErrorSchema, await res.json()).message, message);
      }
      const extra = await send("POST", "/cities", { name: "Goa", state: "Goa" });
      assert.equal(extra.status, 400);
      await extra.body?.cancel();
      assert.equal((await app.get("/cities")).headers.get("x-total-count"), "2");
    });

    await t.step("DELETE: vendor 403; admin 200, off the public list, audited; again 404", async () => {
      const other = await send("DELETE", `/cities/${kochi}`, undefined, vendor);
      assert.equal(other.status, 403);
      await other.body?.cancel();
      const res = await send("DELETE", `/cities/${kochi}`);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { message: "City deleted." });
      const list = parseExact(Cities, await (await app.get("/cities")).json());
      assert.deepEqual(list.map((c) => c.name), ["Pune"]);
      const [entry] = await auditTrail(db, "city", kochi);
      assert.equal(entry.action, "city.delete");
      assert.deepEqual(entry.details, { before: { name: "Kochi" }, after: null });
      const again = await send("DELETE", `/cities/${kochi}`);
      assert.equal(again.status, 404);
      assert.deepEqual(await again.json(), { message: "City not found." });
      // Deleted, the name may be added again.
      const back = await send("POST", "/cities", { name: "kochi" });
      assert.equal(back.status, 201);
      await back.body?.cancel();
    });
  } finally {
    await app.close();
  }
});
