import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { insertCategory, insertCommission, insertProduct, parseExact } from "../../../tests/fixtures.ts";
import { jpegOf, photoPixels, pngOf } from "../../uploads/test-photo.ts";
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED } from "../../uploads/images.service.ts";
import { CategoryAnswer } from "./category-writes.schema.ts";
import {
  CATEGORY_ADDED,
  CATEGORY_DELETED,
  CATEGORY_IMAGE_UPDATED,
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_FOUND,
  CATEGORY_UPDATED,
  IMAGE_REQUIRED,
  SUBCATEGORY_ADDED,
  SUBCATEGORY_DELETED,
  SUBCATEGORY_NAME_TAKEN,
  SUBCATEGORY_NOT_FOUND,
  SUBCATEGORY_UPDATED,
} from "../catalogue-admin.rules.ts";

type Who = TestCustomer | null;

async function send(t: TestApp, who: Who, method: string, path: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  return await t.app.request(path, {
    method,
    headers: {
      accept: "application/json",
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined || isForm ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type });

function form(fields: Record<string, string | undefined>, image?: File) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.append(key, value);
  if (image) data.append("image", image);
  return data;
}

async function answer(res: Response) {
  return [res.status, (await res.json()).message];
}

const auditOf = (t: TestApp, entityId: string) =>
  t.db.selectFrom("audit_log").select(["action", "actor_id", "actor_role", "entity", "details"])
    .where("entity_id", "=", entityId).orderBy("created_at").orderBy("id").execute();

const count = async (t: TestApp, table: "categories" | "subcategories" | "media" | "audit_log") =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

Deno.test("admin category calls", async (s) => {
  const t = await createTestApp();
  const admin = await createCustomer(t.db, { role: "admin" });
  const customer = await createCustomer(t.db);
  const vendor = await createCustomer(t.db, { role: "vendor" });
  const png = await pngOf(photoPixels(48, 32));
  const jpeg = await jpegOf(photoPixels(40, 40));
  try {
    let added = "";

    await s.step("only admins: visitors 401, customers and vendors 403, nothing stored", async () => {
      const body = form({ name: "Smart Home", description: "Plugs" }, file(png, "a.png", "image/png"));
      assert.equal((await send(t, null, "POST", "/api/category/add-category", body)).status, 401);
      for (const who of [customer, vendor]) {
        const again = form({ name: "Smart Home", description: "Plugs" }, file(png, "a.png", "image/png"));
        assert.equal((await send(t, who, "POST", "/api/category/add-category", again)).status, 403);
        assert.equal((await send(t, who, "PUT", "/category/x", { name: "a", description: "b" })).status, 403);
        assert.equal((await send(t, who, "DELETE", "/category/x")).status, 403);
      }
      assert.equal(await count(t, "categories"), 0);
      assert.equal(await count(t, "media"), 0);
    });

    await s.step("add: multipart name, description, image; 201 with the category; audited", async () => {
      const res = await send(
        t,
        admin,
        "POST",
        "/api/category/add-category",
        form({ name: "  Smart Home ", description: " Plugs and bulbs " }, file(png, "home.png", "image/png")),
      );
      assert.equal(res.status, 201);
      const body = parseExact(CategoryAnswer, await res.json());
      assert.equal(body.message, CATEGORY_ADDED);
      assert.equal(body.category.name, "Smart Home");
      assert.equal(body.category.description, "Plugs and bulbs");
      assert.deepEqual(body.category.subcategories, []);
      assert.match(body.category.image!, /^\/media\/[0-9a-f]{64}$/);
      added = body.category._id;
      const image = await t.app.request(body.category.image!);
      assert.equal(image.headers.get("content-type"), "image/webp");
      await image.body?.cancel();
      const audit = await auditOf(t, added);
      assert.equal(audit.length, 1);
      assert.equal(audit[0].action, "category.create");
      assert.equal(audit[0].actor_id, admin.id);
      assert.equal(audit[0].actor_role, "admin");
      const details = audit[0].details as { before: unknown; after: { name: string } };
      assert.equal(details.before, null);
      assert.equal(details.after.name, "Smart Home");
      // The public reads and the storefront show it on the next request.
      const one = await (await t.get(`/api/category/${added}`)).json();
      assert.equal(one.name, "Smart Home");
      const home = await (await t.app.request("/", { headers: { accept: "text/html" } })).text();
      assert.match(home, /Smart Home/);
    });

    await s.step(
      "add: refusals change nothing (400 texts, 409 duplicate in any case, 413, 415)",
      async () => {
        const before = { categories: await count(t, "categories"), media: await count(t, "media") };
        const cases: [FormData, number, string][] = [
          [form({ description: "x" }, file(png, "a.png", "image/png")), 400, "name: This field is required"],
          [
            form({ name: "  ", description: "x" }, file(png, "a.png", "image/png")),
            400,
            "name: This field is required",
          ],
          [
            form({ name: "Toys" }, file(png, "a.png", "image/png")),
            400,
            "description: This field is required",
          ],
          [form({ name: "x".repeat(101), description: "x" }), 400, "name: must be at most 100 characters."],
          [form({ name: "Toys", description: "Games" }), 400, IMAGE_REQUIRED],
          [form({ name: "Toys", description: "Games" }, new File([], "")), 400, IMAGE_REQUIRED],
          [
            form({ name: "SMART home", description: "x" }, file(png, "a.png", "image/png")),
            409,
            CATEGORY_NAME_TAKEN,
          ],
          [
            form(
              { name: "Toys", description: "x" },
              file(new TextEncoder().encode("<svg/>"), "a.png", "image/png"),
            ),
            415,
            IMAGE_TYPE_REFUSED,
          ],
          [
            form(
              { name: "Toys", description: "x" },
              file(new Uint8Array(10 * 1024 * 1024 + 1), "big.jpg", "image/jpeg"),
            ),
            413,
            IMAGE_TOO_LARGE,
          ],
          [
            form({ name: "Toys", description: "x", colour: "red" }, file(png, "a.png", "image/png")),
            400,
            'Unrecognized key: "colour"',
          ],
        ];
        for (const [body, status, message] of cases) {
          assert.deepEqual(await answer(await send(t, admin, "POST", "/api/category/add-category", body)), [
            status,
            message,
          ]);
        }
        const jsonBody = await send(t, admin, "POST", "/api/category/add-category", {
          name: "Toys",
          description: "x",
        });
        assert.equal(jsonBody.status, 415, "a body that is not multipart");
        await jsonBody.body?.cancel();
        assert.deepEqual(
          { categories: await count(t, "categories"), media: await count(t, "media") },
          before,
        );
      },
    );

    await s.step("update: PUT /category/{id} name and description; audited before/after", async () => {
      const other = await insertCategory(t.db, { name: "Mobiles" });
      const res = await send(t, admin, "PUT", `/category/${added}`, {
        name: "Smart Living",
        description: "All of it",
      });
      assert.equal(res.status, 200);
      const body = parseExact(CategoryAnswer, await res.json());
      assert.equal(body.message, CATEGORY_UPDATED);
      assert.deepEqual([body.category.name, body.category.description], ["Smart Living", "All of it"]);
      const audit = (await auditOf(t, added)).at(-1)!;
      assert.equal(audit.action, "category.update");
      assert.deepEqual(audit.details, {
        before: { name: "Smart Home", description: "Plugs and bulbs" },
        after: { name: "Smart Living", description: "All of it" },
      });
      // The same name in another case is its own; another category's is taken.
      assert.equal(
        (await send(t, admin, "PUT", `/category/${added}`, { name: "SMART LIVING", description: "x" }))
          .status,
        200,
      );
      assert.deepEqual(
        await answer(
          await send(t, admin, "PUT", `/category/${added}`, { name: "mobiles", description: "x" }),
        ),
        [409, CATEGORY_NAME_TAKEN],
      );
      assert.deepEqual(
        await answer(await send(t, admin, "PUT", `/category/${added}`, { name: "", description: "x" })),
        [400, "name: This field is required"],
      );
      assert.deepEqual(
        await answer(await send(t, admin, "PUT", `/category/${added}`, { name: "A" })),
        [400, "description: This field is required"],
      );
      assert.deepEqual(
        await answer(await send(t, admin, "PUT", "/category/nope", { name: "A", description: "b" })),
        [404, CATEGORY_NOT_FOUND],
      );
      await send(t, admin, "PUT", `/category/${added}`, { name: "Smart Living", description: "All of it" });
      assert.ok(other.id);
    });

    await s.step("replace the image: PUT /api/category/{id}/image", async () => {
      const before = (await (await t.get(`/api/category/${added}`)).json()).image;
      const res = await send(
        t,
        admin,
        "PUT",
        `/api/category/${added}/image`,
        form({}, file(jpeg, "b.jpg", "image/jpeg")),
      );
      assert.equal(res.status, 200);
      const body = parseExact(CategoryAnswer, await res.json());
      assert.equal(body.message, CATEGORY_IMAGE_UPDATED);
      assert.notEqual(body.category.image, before);
      assert.equal((await auditOf(t, added)).at(-1)!.action, "category.image");
      assert.deepEqual(await answer(await send(t, admin, "PUT", `/api/category/${added}/image`, form({}))), [
        400,
        IMAGE_REQUIRED,
      ]);
      const missing = await send(
        t,
        admin,
        "PUT",
        "/api/category/nope/image",
        form({}, file(jpeg, "b.jpg", "image/jpeg")),
      );
      assert.deepEqual(await answer(missing), [404, CATEGORY_NOT_FOUND]);
    });

    let sub = "";
    await s.step("subcategories: add, edit, duplicates 409 within the category, audited", async () => {
      let res = await send(t, admin, "POST", `/category/${added}/subcategory`, {
        name: "Smart Plugs",
        description: "Wi-Fi plugs",
      });
      assert.equal(res.status, 201);
      let body = parseExact(CategoryAnswer, await res.json());
      assert.equal(body.message, SUBCATEGORY_ADDED);
      sub = body.category.subcategories[0]._id;
      assert.deepEqual(body.category.subcategories, [{
        _id: sub,
        name: "Smart Plugs",
        description: "Wi-Fi plugs",
      }]);
      assert.equal((await auditOf(t, sub))[0].action, "subcategory.create");
      assert.deepEqual(
        await answer(
          await send(t, admin, "POST", `/category/${added}/subcategory`, {
            name: "smart PLUGS",
            description: "x",
          }),
        ),
        [409, SUBCATEGORY_NAME_TAKEN],
      );
      // Another category may have a subcategory of the same name.
      const mobiles = await insertCategory(t.db, { name: "Gadgets" });
      res = await send(t, admin, "POST", `/category/${mobiles.id}/subcategory`, {
        name: "Smart Plugs",
        description: "x",
      });
      assert.equal(res.status, 201);
      await res.body?.cancel();
      assert.deepEqual(
        await answer(
          await send(t, admin, "POST", "/category/nope/subcategory", { name: "A", description: "b" }),
        ),
        [404, CATEGORY_NOT_FOUND],
      );
      assert.deepEqual(
        await answer(await send(t, admin, "POST", `/category/${added}/subcategory`, { name: "A" })),
        [400, "description: This field is required"],
      );
      res = await send(t, admin, "PUT", `/api/category/${added}/subcategory/${sub}`, {
        name: "Plugs",
        description: "Any plug",
      });
      body = parseExact(CategoryAnswer, await res.json());
      assert.equal(body.message, SUBCATEGORY_UPDATED);
      assert.deepEqual(body.category.subcategories, [{ _id: sub, name: "Plugs", description: "Any plug" }]);
      const audit = (await auditOf(t, sub)).at(-1)!;
      assert.equal(audit.action, "subcategory.update");
      assert.deepEqual(audit.details, {
        categoryId: added,
        before: { name: "Smart Plugs", description: "Wi-Fi plugs" },
        after: { name: "Plugs", description: "Any plug" },
      });
      assert.deepEqual(
        await answer(
          await send(t, admin, "PUT", `/api/category/${mobiles.id}/subcategory/${sub}`, {
            name: "A",
            description: "b",
          }),
        ),
        [404, SUBCATEGORY_NOT_FOUND],
      );
    });

    await s.step("delete refused while something uses it: 409 says what, nothing changes", async () => {
      const vendorRow = await t.db.selectFrom("vendors").select("id").executeTakeFirst();
      const products = [
        await insertProduct(t.db, { category_id: added, subcategory_id: sub }),
        await insertProduct(t.db, { category_id: added, subcategory_id: sub }),
      ];
      assert.ok(vendorRow === undefined || vendorRow.id);
      const audits = await count(t, "audit_log");
      assert.deepEqual(await answer(await send(t, admin, "DELETE", `/category/${added}`)), [
        409,
        "This category is used by 2 products.",
      ]);
      assert.deepEqual(
        await answer(await send(t, admin, "DELETE", `/api/category/${added}/subcategory/${sub}`)),
        [
          409,
          "This subcategory is used by 2 products.",
        ],
      );
      // Archived products (kept for past orders) no longer hold the subcategory, but still the category.
      await t.db.updateTable("products").set({ archived_at: new Date() }).where(
        "id",
        "in",
        products.map((p) => p.id),
      ).execute();
      assert.deepEqual(await answer(await send(t, admin, "DELETE", `/category/${added}`)), [
        409,
        "This category is held by 2 products that past orders keep (deleted from the storefront, kept for the orders' records).",
      ]);
      await t.db.deleteFrom("product_photos").where("product_id", "in", products.map((p) => p.id)).execute();
      await t.db.deleteFrom("products").where("id", "in", products.map((p) => p.id)).execute();
      // Commission rates hold them too.
      const rate = await insertCommission(t.db, { category_id: added, subcategory_id: sub });
      assert.deepEqual(
        await answer(await send(t, admin, "DELETE", `/api/category/${added}/subcategory/${sub}`)),
        [
          409,
          "This subcategory has 1 commission rate: delete it under Commission Management first.",
        ],
      );
      assert.deepEqual(await answer(await send(t, admin, "DELETE", `/category/${added}`)), [
        409,
        "This category has 1 commission rate: delete it under Commission Management first.",
      ]);
      await t.db.deleteFrom("commissions").where("id", "=", rate.id).execute();
      assert.equal(await count(t, "audit_log"), audits, "refusals record nothing");
      assert.equal((await (await t.get(`/api/category/${added}`)).json()).subcategories.length, 1);
    });

    await s.step("delete a subcategory, then the category with its subcategories; audited", async () => {
      const res = await send(t, admin, "DELETE", `/api/category/${added}/subcategory/${sub}`);
      const body = parseExact(CategoryAnswer, await res.json());
      assert.equal(body.message, SUBCATEGORY_DELETED);
      assert.deepEqual(body.category.subcategories, []);
      const audit = (await auditOf(t, sub)).at(-1)!;
      assert.equal(audit.action, "subcategory.delete");
      assert.deepEqual(audit.details, {
        categoryId: added,
        before: { id: sub, category_id: added, name: "Plugs", description: "Any plug" },
        after: null,
      });
      assert.deepEqual(
        await answer(await send(t, admin, "DELETE", `/api/category/${added}/subcategory/${sub}`)),
        [
          404,
          SUBCATEGORY_NOT_FOUND,
        ],
      );
      await send(t, admin, "POST", `/category/${added}/subcategory`, {
        name: "Bulbs",
        description: "Smart bulbs",
      })
        .then((r) => r.body?.cancel());
      assert.deepEqual(await answer(await send(t, admin, "DELETE", `/category/${added}`)), [
        200,
        CATEGORY_DELETED,
      ]);
      assert.equal((await t.get(`/api/category/${added}`)).status, 404);
      const subs = await t.db.selectFrom("subcategories").select("id").where("category_id", "=", added)
        .execute();
      assert.deepEqual(subs, []);
      const deleted = (await auditOf(t, added)).at(-1)!;
      assert.equal(deleted.action, "category.delete");
      const details = deleted.details as {
        before: { name: string; subcategories: { name: string }[] };
        after: null;
      };
      assert.equal(details.before.name, "Smart Living");
      assert.deepEqual(details.before.subcategories.map((s) => s.name), ["Bulbs"]);
      assert.equal(details.after, null);
      assert.deepEqual(await answer(await send(t, admin, "DELETE", `/category/${added}`)), [
        404,
        CATEGORY_NOT_FOUND,
      ]);
    });
  } finally {
    await t.close();
  }
});
