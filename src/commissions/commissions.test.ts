import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../core/http.ts";
import { createTestApp } from "../../tests/helpers.ts";
import { insertCategory, insertCommission, insertProduct, parseExact } from "../../tests/fixtures.ts";
import { asCustomer, createCustomer } from "../../tests/customers.ts";
import { call, codOrder, createShopper, putInCart } from "../../tests/orders.ts";
import { auditTrail } from "../audit/audit.queries.ts";
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

const audits = (db: Parameters<typeof auditTrail>[0], id: string) => auditTrail(db, "commission", id);

Deno.test("commission writes: admin only, validated, one rate per scope, audited", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const shopper = await createCustomer(db);
    const mobiles = await insertCategory(db, { name: "Mobiles", subcategories: ["Android phones"] });
    await insertCategory(db, { name: "Audio", subcategories: ["Earphones"] });
    const [android] = mobiles.subcategories;
    const send = (method: string, path: string, body?: unknown, who = admin) =>
      app.app.request(path, {
        method,
        headers: asCustomer(who),
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    await t.step("visitors 401, other roles 403", async () => {
      const visitor = await app.app.request("/commissions", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ category: "Mobiles", commission: 5 }),
      });
      assert.equal(visitor.status, 401);
      await visitor.body?.cancel();
      const customer = await send("POST", "/commissions", { category: "Mobiles", commission: 5 }, shopper);
      assert.equal(customer.status, 403);
      assert.equal((await customer.json()).message, "Only an administrator can do this.");
      assert.equal(await count(db), 0);
    });

    let wholeId = "";
    await t.step("POST: a whole-category rate by name, stored as basis points, audited", async () => {
      const res = await send("POST", "/commissions", { category: "mobiles", commission: 5.25 });
      assert.equal(res.status, 201);
      const body = parseExact(CommissionSchema, await res.json());
      wholeId = body._id;
      assert.deepEqual(body, { _id: wholeId, category: "Mobiles", subcategory: null, commission: 5.25 });
      const row = await db.selectFrom("commissions").selectAll().where("id", "=", wholeId)
        .executeTakeFirstOrThrow();
      assert.equal(row.rate_bp, 525);
      assert.equal(row.subcategory_id, null);
      const [entry] = await audits(db, wholeId);
      assert.equal(entry.action, "commission.create");
      assert.equal(entry.actor_id, admin.id);
      assert.equal(entry.actor_role, "admin");
      assert.deepEqual(entry.details, {
        before: null,
        after: { category: "Mobiles", subcategory: null, commission: 5.25 },
      });
    });

    let androidRateId = "";
    await t.step("POST: a subcategory's rate by ids; 0 and 100 are rates", async () => {
      const res = await send("POST", "/commissions", {
        category: mobiles.id,
        subcategory: android.id,
        commission: 0,
      });
      assert.equal(res.status, 201);
      androidRateId = parseExact(CommissionSchema, await res.json())._id;
      const hundred = await send("POST", "/commissions", {
        category: "Audio",
        subcategory: "earphones",
        commission: 100,
      });
      assert.equal(hundred.status, 201);
      assert.deepEqual(
        { ...parseExact(CommissionSchema, await hundred.json()), _id: "" },
        { _id: "", category: "Audio", subcategory: "Earphones", commission: 100 },
      );
    });

    await t.step("one rate per category and per subcategory: 409 with a message", async () => {
      const again = await send("POST", "/commissions", {
        category: "MOBILES",
        subcategory: "",
        commission: 7,
      });
      assert.equal(again.status, 409);
      assert.equal(
        (await again.json()).message,
        "A commission for Mobiles (all sub-categories) already exists. Edit that row instead.",
      );
      const sub = await send("POST", "/commissions", {
        category: "Mobiles",
        subcategory: "android PHONES",
        commission: 7,
      });
      assert.equal(sub.status, 409);
      assert.equal(
        (await sub.json()).message,
        "A commission for Mobiles / Android phones already exists. Edit that row instead.",
      );
      assert.equal(await count(db), 3);
    });

    await t.step(
      "refusals: Category required, rates out of range, unknown names, another's subcategory",
      async () => {
        const cases: [unknown, number, string][] = [
          [{ commission: 5 }, 400, "Category required"],
          [{ category: "   ", commission: 5 }, 400, "Category required"],
          [{ category: null, commission: 5 }, 400, "Category required"],
          [
            { category: "Mobiles" },
            400,
            "commission: must be a percentage from 0 to 100, with at most 2 decimals.",
          ],
          [
            { category: "Mobiles", commission: -1 },
            400,
            "commission: must be a percentage from 0 to 100, with at most 2 decimals.",
          ],
          [
            { category: "Mobiles", commission: 100.01 },
            400,
            "commission: must be a percentage from 0 to 100, with at most 2 decimals.",
          ],
          [
            { category: "Mobiles", commission: 5.555 },
            400,
            "commission: must be a percentage from 0 to 100, with at most 2 decimals.",
          ],
          [
            { category: "Mobiles", commission: "5" },
            400,
            "commission: must be a percentage from 0 to 100, with at most 2 decimals.",
          ],
          [{ category: "Toys", commission: 5 }, 400, "Category not found: choose a category from the list."],
          [
            { category: "Mobiles", subcategory: "Earphones", commission: 5 },
            400,
            "Subcategory not found in Mobiles: choose one of its sub-categories.",
          ],
          [
            { category: "Audio", subcategory: android.id, commission: 5 },
            400,
            "Subcategory not found in Audio: choose one of its sub-categories.",
          ],
        ];
        for (const [body, status, message] of cases) {
          const res = await send("POST", "/commissions", body);
          assert.equal(res.status, status, JSON.stringify(body));
          assert.equal(parseExact(ErrorSchema, await res.json()).message, message, JSON.stringify(body));
        }
        const extra = await send("POST", "/commissions", { category: "Audio", commission: 5, rate: 5 });
        assert.equal(extra.status, 400);
        await extra.body?.cancel();
        assert.equal(await count(db), 3);
      },
    );

    await t.step("PUT: change the rate, or move the row; the audit keeps before and after", async () => {
      const res = await send("PUT", `/commissions/${androidRateId}`, {
        category: "Mobiles",
        subcategory: "Android phones",
        commission: 12.5,
      });
      assert.equal(res.status, 200);
      assert.deepEqual(parseExact(CommissionSchema, await res.json()), {
        _id: androidRateId,
        category: "Mobiles",
        subcategory: "Android phones",
        commission: 12.5,
      });
      const [entry] = await audits(db, androidRateId);
      assert.equal(entry.action, "commission.update");
      assert.deepEqual(entry.details, {
        before: { category: "Mobiles", subcategory: "Android phones", commission: 0 },
        after: { category: "Mobiles", subcategory: "Android phones", commission: 12.5 },
      });
      // Moving onto a scope another row holds: 409; onto its own: fine.
      const clash = await send("PUT", `/commissions/${androidRateId}`, {
        category: "Mobiles",
        commission: 3,
      });
      assert.equal(clash.status, 409);
      await clash.body?.cancel();
      const moved = await send("PUT", `/commissions/${androidRateId}`, { category: "Audio", commission: 3 });
      assert.equal(moved.status, 200);
      assert.deepEqual((await moved.json()).subcategory, null);
    });

    await t.step("PUT refusals: unknown id 404, Category required, another role 403", async () => {
      const missing = await send("PUT", "/commissions/nope", { category: "Mobiles", commission: 3 });
      assert.equal(missing.status, 404);
      assert.equal((await missing.json()).message, "Commission not found.");
      const noCategory = await send("PUT", `/commissions/${wholeId}`, { commission: 3 });
      assert.equal(noCategory.status, 400);
      assert.equal((await noCategory.json()).message, "Category required");
      const customer = await send(
        "PUT",
        `/commissions/${wholeId}`,
        { category: "Mobiles", commission: 3 },
        shopper,
      );
      assert.equal(customer.status, 403);
      await customer.body?.cancel();
    });

    await t.step("DELETE: gone, audited with what it was; again 404", async () => {
      const customer = await send("DELETE", `/commissions/${wholeId}`, undefined, shopper);
      assert.equal(customer.status, 403);
      await customer.body?.cancel();
      const res = await send("DELETE", `/commissions/${wholeId}`);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { message: "Commission deleted." });
      const [entry] = await audits(db, wholeId);
      assert.equal(entry.action, "commission.delete");
      assert.deepEqual(entry.details, {
        before: { category: "Mobiles", subcategory: null, commission: 5.25 },
        after: null,
      });
      const again = await send("DELETE", `/commissions/${wholeId}`);
      assert.equal(again.status, 404);
      assert.equal((await again.json()).message, "Commission not found.");
    });

    await t.step("a rate change applies to new orders only: order lines keep their rate", async () => {
      const before = await send("POST", "/commissions", { category: "Mobiles", commission: 4 });
      const { _id } = await before.json();
      const phone = await insertProduct(db, { category_id: mobiles.id, stock: 5 });
      const shop = await createShopper(db);
      await putInCart(db, shop.id, phone.id, 1);
      const placed = await call(
        app.app,
        "POST",
        "/api/orders/place-order",
        shop,
        await codOrder(db, shop, { userID: shop.id }),
      );
      assert.equal(placed.status, 200);
      await placed.body?.cancel();
      const change = await send("PUT", `/commissions/${_id}`, { category: "Mobiles", commission: 9 });
      assert.equal(change.status, 200);
      await change.body?.cancel();
      const line = await db.selectFrom("order_items").select("commission_bp").where(
        "product_id",
        "=",
        phone.id,
      )
        .executeTakeFirstOrThrow();
      assert.equal(line.commission_bp, 400);
    });
  } finally {
    await app.close();
  }
});

async function count(db: Parameters<typeof auditTrail>[0]) {
  const row = await db.selectFrom("commissions").select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
