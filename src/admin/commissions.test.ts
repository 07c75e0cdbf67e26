import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../core/http.ts";
import { createTestApp } from "../../tests/helpers.ts";
import { insertCategory, insertCommission, parseExact } from "../../tests/fixtures.ts";
import { CommissionSchema } from "./commissions.schema.ts";

const Commissions = z.array(CommissionSchema);

Deno.test("commissions API", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    const mobiles = await insertCategory(db, {
      name: "Mobiles",
      subcategories: ["Android phones", "Feature phones"],
    });
    const audio = await insertCategory(db, { name: "audio" });
    const [android, feature] = mobiles.subcategories;
    const featureRate = await insertCommission(db, {
      category_id: mobiles.id,
      subcategory_id: feature.id,
      rate_bp: 725,
    });
    const mobilesRate = await insertCommission(db, { category_id: mobiles.id, rate_bp: 550 });
    const androidRate = await insertCommission(db, {
      category_id: mobiles.id,
      subcategory_id: android.id,
      rate_bp: 600,
    });
    const audioRate = await insertCommission(db, { category_id: audio.id, rate_bp: 1000 });

    await t.step("GET /commissions: category and subcategory names, percent per sale", async () => {
      const res = await app.get("/commissions");
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("x-total-count"), "4");
      const body = parseExact(Commissions, await res.json());
      assert.deepEqual(body, [
        { _id: audioRate.id, category: "audio", subcategory: null, commission: 10 },
        { _id: mobilesRate.id, category: "Mobiles", subcategory: null, commission: 5.5 },
        { _id: androidRate.id, category: "Mobiles", subcategory: "Android phones", commission: 6 },
        { _id: featureRate.id, category: "Mobiles", subcategory: "Feature phones", commission: 7.25 },
      ]);
    });

    await t.step("paging and invalid paging", async () => {
      const res = await app.get("/commissions?limit=3&page=2");
      assert.equal(res.headers.get("x-total-count"), "4");
      assert.deepEqual(parseExact(Commissions, await res.json()).map((c) => c._id), [featureRate.id]);
      for (const query of ["limit=0", "limit=201", "page=0", "limit=abc"]) {
        const bad = await app.get(`/commissions?${query}`);
        assert.equal(bad.status, 400, query);
        parseExact(ErrorSchema, await bad.json());
      }
    });
  } finally {
    await app.close();
  }
});
