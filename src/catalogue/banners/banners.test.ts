import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { ErrorSchema } from "../../core/http.ts";
import { createTestApp } from "../../../tests/helpers.ts";
import { insertBanner, parseExact } from "../../../tests/fixtures.ts";
import { BannerSchema } from "./banners.schema.ts";

const PATH = "/api/banners/get-banners";
const Banners = z.array(BannerSchema);

Deno.test("banners API", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    await t.step("no banners: an empty array, total 0", async () => {
      const res = await app.get(PATH);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), []);
      assert.equal(res.headers.get("x-total-count"), "0");
    });

    const second = await insertBanner(db, {
      title: "Monsoon Mobile Fest",
      banner_type: "Up to 40% off",
      position: 2,
    });
    const first = await insertBanner(db, {
      title: "Diwali Sale",
      banner_type: "Festive offers",
      zone: "North",
      position: 1,
    });
    const third = await insertBanner(db, { title: "Fresh Groceries", position: 3 });

    await t.step("banners in display order with title, bannerType, zone and image URL", async () => {
      const res = await app.get(PATH);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("x-total-count"), "3");
      const banners = parseExact(Banners, await res.json());
      assert.deepEqual(banners.map((b) => b._id), [first.id, second.id, third.id]);
      assert.deepEqual(banners[0], {
        _id: first.id,
        title: "Diwali Sale",
        bannerType: "Festive offers",
        zone: "North",
        image: `/media/${first.image_id}`,
      });
    });

    await t.step("the banner image URL serves the image", async () => {
      const res = await app.get(`/media/${second.image_id}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/svg+xml");
      await res.body?.cancel();
    });

    await t.step("paging by limit and page; invalid paging is a 400", async () => {
      const res = await app.get(`${PATH}?limit=2&page=2`);
      assert.equal(res.headers.get("x-total-count"), "3");
      assert.deepEqual(parseExact(Banners, await res.json()).map((b) => b._id), [third.id]);
      for (const query of ["limit=0", "limit=201", "page=x"]) {
        const bad = await app.get(`${PATH}?${query}`);
        assert.equal(bad.status, 400, query);
        parseExact(ErrorSchema, await bad.json());
      }
    });
  } finally {
    await app.close();
  }
});
