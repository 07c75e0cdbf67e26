import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { parseExact } from "../../../tests/fixtures.ts";
import { photoPixels, pngOf } from "../../uploads/test-photo.ts";
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED } from "../../uploads/images.service.ts";
import { BannerSchema } from "./banners.schema.ts";
import {
  BANNER_ADDED,
  BANNER_DELETED,
  BANNER_FIELDS_REQUIRED,
  BANNER_NOT_FOUND,
} from "../catalogue-admin.rules.ts";

const Answer = z.object({ message: z.string(), banner: BannerSchema });

async function send(t: TestApp, who: TestCustomer | null, method: string, path: string, body?: FormData) {
  return await t.app.request(path, {
    method,
    headers: { accept: "application/json", ...(who ? { cookie: who.cookie } : {}) },
    body,
  });
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type });
function form(fields: Record<string, string | undefined>, image?: File) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.append(key, value);
  if (image) data.append("image", image);
  return data;
}
const answer = async (res: Response) => [res.status, (await res.json()).message];

Deno.test("admin banner calls: create-banner (multipart) and delete", async (s) => {
  const t = await createTestApp();
  const admin = await createCustomer(t.db, { role: "admin" });
  const vendor = await createCustomer(t.db, { role: "vendor" });
  const png = await pngOf(photoPixels(64, 32));
  const fields = { title: "Diwali Sale", bannerType: "Up to 40% off", zone: "All India" };
  const count = async () => ({
    banners: (await t.db.selectFrom("banners").select("id").execute()).length,
    media: (await t.db.selectFrom("media").select("id").execute()).length,
  });
  try {
    let id = "";
    await s.step("only admins", async () => {
      assert.equal(
        (await send(
          t,
          null,
          "POST",
          "/api/banners/create-banner",
          form(fields, file(png, "a.png", "image/png")),
        )).status,
        401,
      );
      assert.equal(
        (await send(
          t,
          vendor,
          "POST",
          "/api/banners/create-banner",
          form(fields, file(png, "a.png", "image/png")),
        )).status,
        403,
      );
      assert.equal((await send(t, vendor, "DELETE", "/api/banners/x")).status, 403);
      assert.deepEqual(await count(), { banners: 0, media: 0 });
    });

    await s.step(
      "create: 201 with the banner, in the public list and on the home page; audited",
      async () => {
        const res = await send(
          t,
          admin,
          "POST",
          "/api/banners/create-banner",
          form(fields, file(png, "a.png", "image/png")),
        );
        assert.equal(res.status, 201);
        const body = parseExact(Answer, await res.json());
        assert.equal(body.message, BANNER_ADDED);
        id = body.banner._id;
        assert.deepEqual({ ...body.banner, image: "" }, { _id: id, ...fields, image: "" });
        assert.match(body.banner.image, /^\/media\/[0-9a-f]{64}$/);
        assert.deepEqual(
          (await (await t.get("/api/banners/get-banners")).json()).map((b: { _id: string }) => b._id),
          [id],
        );
        const home = await (await t.app.request("/", { headers: { accept: "text/html" } })).text();
        assert.match(home, /Diwali Sale/);
        const audit = await t.db.selectFrom("audit_log").selectAll().where("entity_id", "=", id).execute();
        assert.equal(audit.length, 1);
        assert.equal(audit[0].action, "banner.create");
        const details = audit[0].details as { before: null; after: { title: string; zone: string } };
        assert.equal(details.before, null);
        assert.deepEqual([details.after.title, details.after.zone], ["Diwali Sale", "All India"]);
      },
    );

    await s.step("refused: 'All fields are required', 413, 415; nothing stored", async () => {
      const before = await count();
      const image = () => file(png, "a.png", "image/png");
      const cases: [FormData, number, string][] = [
        [form({ ...fields, title: undefined }, image()), 400, BANNER_FIELDS_REQUIRED],
        [form({ ...fields, zone: "  " }, image()), 400, BANNER_FIELDS_REQUIRED],
        [form({ ...fields, bannerType: "" }, image()), 400, BANNER_FIELDS_REQUIRED],
        [form(fields), 400, BANNER_FIELDS_REQUIRED],
        [form(fields, new File([], "")), 400, BANNER_FIELDS_REQUIRED],
        [form({ ...fields, title: "x".repeat(101) }, image()), 400, "title: must be at most 100 characters."],
        [
          form(fields, file(new TextEncoder().encode("GIF89a"), "a.gif", "image/gif")),
          415,
          IMAGE_TYPE_REFUSED,
        ],
        [
          form(fields, file(new Uint8Array(10 * 1024 * 1024 + 1), "big.png", "image/png")),
          413,
          IMAGE_TOO_LARGE,
        ],
      ];
      for (const [body, status, message] of cases) {
        assert.deepEqual(await answer(await send(t, admin, "POST", "/api/banners/create-banner", body)), [
          status,
          message,
        ]);
      }
      assert.deepEqual(await count(), before);
    });

    await s.step("delete: 200, gone from the carousel, audited; unknown id 404", async () => {
      assert.deepEqual(await answer(await send(t, admin, "DELETE", `/api/banners/${id}`)), [
        200,
        BANNER_DELETED,
      ]);
      assert.deepEqual(await (await t.get("/api/banners/get-banners")).json(), []);
      const audit = await t.db.selectFrom("audit_log").selectAll().where("entity_id", "=", id)
        .where("action", "=", "banner.delete").executeTakeFirstOrThrow();
      assert.equal((audit.details as { before: { title: string } }).before.title, "Diwali Sale");
      assert.deepEqual(await answer(await send(t, admin, "DELETE", `/api/banners/${id}`)), [
        404,
        BANNER_NOT_FOUND,
      ]);
    });
  } finally {
    await t.close();
  }
});
