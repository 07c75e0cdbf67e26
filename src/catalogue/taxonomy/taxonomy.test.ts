import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../../core/http.ts";
import { createTestApp } from "../../../tests/helpers.ts";
import { insertAttribute, insertUnit, parseExact } from "../../../tests/fixtures.ts";
import { AttributeSchema, UnitSchema } from "./taxonomy.schema.ts";

Deno.test("units and attributes API", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    const units = await Promise.all(["piece", "kg", "Litre", "dozen"].map((name) => insertUnit(db, name)));
    const attributes = await Promise.all(
      ["Wi-Fi", "Bluetooth", "5G"].map((name) => insertAttribute(db, name)),
    );

    const cases = [
      { path: "/units", schema: z.array(UnitSchema), rows: units, order: ["dozen", "kg", "Litre", "piece"] },
      {
        path: "/attributes",
        schema: z.array(AttributeSchema),
        rows: attributes,
        order: ["5G", "Bluetooth", "Wi-Fi"],
      },
    ];

    for (const { path, schema, rows, order } of cases) {
      await t.step(`GET ${path}: alphabetical { _id, name } with X-Total-Count`, async () => {
        const res = await app.get(path);
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("x-total-count"), String(rows.length));
        const body = parseExact(schema, await res.json());
        assert.deepEqual(body.map((r) => r.name), order);
        for (const row of rows) {
          assert.deepEqual(body.find((r) => r._id === row.id), { _id: row.id, name: row.name });
        }
      });

      await t.step(`GET ${path}: paging and invalid paging`, async () => {
        const res = await app.get(`${path}?limit=2&page=2`);
        assert.equal(res.headers.get("x-total-count"), String(rows.length));
        assert.deepEqual(parseExact(schema, await res.json()).map((r) => r.name), order.slice(2, 4));
        for (const query of ["limit=0", "limit=201", "limit=abc", "page=0"]) {
          const bad = await app.get(`${path}?${query}`);
          assert.equal(bad.status, 400, `${path}?${query}`);
          assert.match(parseExact(ErrorSchema, await bad.json()).message, /^(limit|page): /);
        }
      });
    }
  } finally {
    await app.close();
  }
});
