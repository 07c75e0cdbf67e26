/**
 * The admin's catalogue pages, rendered on the server: /panel/category (filters, ?open=), the category and
 * subcategory forms, /panel/unit, /panel/attribute, /panel/banner; everyone but an admin is sent to sign in.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../tests/customers.ts";
import {
  insertAttribute,
  insertBanner,
  insertCategory,
  insertProduct,
  insertUnit,
} from "../../tests/fixtures.ts";

const page = (t: TestApp, path: string, who: TestCustomer | null) =>
  t.app.request(path, {
    headers: { accept: "text/html,application/xhtml+xml", ...(who ? { cookie: who.cookie } : {}) },
  });

async function html(t: TestApp, path: string, who: TestCustomer, status = 200) {
  const res = await page(t, path, who);
  assert.equal(res.status, status, path);
  return await res.text();
}

/** The category names the list links, in order. */
const names = (text: string) =>
  [...text.matchAll(/data-testid="open-category"[^>]*>([^<]*)</g)].map((m) => m[1]);

const PAGES = [
  "/panel/category",
  "/panel/category/new",
  "/panel/subcategory/new",
  "/panel/unit",
  "/panel/attribute",
  "/panel/banner",
];

Deno.test("admin catalogue pages: admins only", async () => {
  const t = await createTestApp();
  try {
    const customer = await createCustomer(t.db);
    const vendor = await createCustomer(t.db, { role: "vendor" });
    for (const path of PAGES) {
      for (const who of [null, customer, vendor]) {
        const res = await page(t, path, who);
        assert.equal(res.status, 302, path);
        assert.equal(res.headers.get("location"), `/admin-login?next=${encodeURIComponent(path)}`);
      }
    }
  } finally {
    await t.close();
  }
});

Deno.test("/panel/category: filtered by field on the server; a name opens its subcategories", async () => {
  const t = await createTestApp();
  try {
    const admin = await createCustomer(t.db, { role: "admin" });
    let text = await html(t, "/panel/category", admin);
    assert.match(text, /No categories available/);
    assert.match(text, /href="\/panel\/category\/new"[^>]*>Add Category</);
    assert.match(text, />Add SubCategory</);

    const mobiles = await insertCategory(t.db, {
      name: "Mobiles",
      description: "Phones of every kind",
      subcategories: ["Android", "Feature phones"],
      position: 1,
    });
    const audio = await insertCategory(t.db, {
      name: "Audio",
      description: "Speakers and mobiles docks",
      position: 2,
    });
    await insertProduct(t.db, { category_id: mobiles.id, subcategory_id: mobiles.subcategories[0].id });

    text = await html(t, "/panel/category", admin);
    assert.deepEqual(names(text), ["Mobiles", "Audio"]);
    assert.match(text, /2 subcategories, 1 product/);
    assert.match(text, new RegExp(`href="/panel/category/edit/${mobiles.id}"`));
    assert.match(text, /data-island="DeleteButton"/);
    assert.doesNotMatch(text, /id="subcategories"/);

    assert.deepEqual(names(await html(t, "/panel/category?search=mobile", admin)), ["Mobiles"]);
    assert.deepEqual(names(await html(t, "/panel/category?field=description&search=mobile", admin)), [
      "Audio",
    ]);
    assert.deepEqual(names(await html(t, `/panel/category?field=id&search=${audio.id.slice(-7)}`, admin)), [
      "Audio",
    ]);
    text = await html(t, "/panel/category?search=nothing-like-it", admin);
    assert.match(text, /No categories available/);

    text = await html(t, `/panel/category?search=mob&open=${mobiles.id}`, admin);
    assert.match(text, /id="subcategories"/);
    assert.match(text, /Subcategories of Mobiles/);
    assert.match(text, />Android</);
    assert.match(text, />Feature phones</);
    assert.match(
      text,
      new RegExp(`href="/panel/subcategory/edit/${mobiles.id}/${mobiles.subcategories[0].id}"`),
    );
    assert.match(text, new RegExp(`href="/panel/subcategory/new\\?category=${mobiles.id}"`));
    text = await html(t, `/panel/category?open=${audio.id}`, admin);
    assert.match(text, /No subcategories available/);
    // An unknown id opens nothing.
    assert.doesNotMatch(await html(t, "/panel/category?open=nope", admin), /id="subcategories"/);
  } finally {
    await t.close();
  }
});

Deno.test("category and subcategory forms, units, attributes, banners", async () => {
  const t = await createTestApp();
  try {
    const admin = await createCustomer(t.db, { role: "admin" });
    const mobiles = await insertCategory(t.db, {
      name: "Mobiles",
      description: "Phones",
      subcategories: ["Android"],
    });

    let text = await html(t, "/panel/category/new", admin);
    assert.match(text, /Add New Category/);
    assert.match(text, /data-island="CategoryForm"/);
    assert.match(text, />Title</);
    assert.match(text, />Description</);
    assert.match(text, />Image</);
    assert.match(text, />Submit</);

    text = await html(t, `/panel/category/edit/${mobiles.id}`, admin);
    assert.match(text, /Edit Category/);
    assert.match(text, /value="Mobiles"/);
    assert.match(text, />Phones</);
    assert.match(text, />Update</);
    assert.match(await html(t, "/panel/category/edit/nope", admin, 404), /Category not found\./);

    text = await html(t, `/panel/subcategory/new?category=${mobiles.id}`, admin);
    assert.match(text, /Add New SubCategory/);
    assert.match(text, /Select a category/);
    assert.match(text, new RegExp(`<option value="${mobiles.id}" selected="">Mobiles</option>`));

    text = await html(t, `/panel/subcategory/edit/${mobiles.id}/${mobiles.subcategories[0].id}`, admin);
    assert.match(text, /Edit SubCategory/);
    assert.match(text, /value="Android"/);
    assert.match(
      await html(t, `/panel/subcategory/edit/${mobiles.id}/nope`, admin, 404),
      /Subcategory not found\./,
    );

    for (
      const [path, insert, title] of [
        ["/panel/unit", insertUnit, "Units"],
        ["/panel/attribute", insertAttribute, "Attributes"],
      ] as const
    ) {
      text = await html(t, path, admin);
      assert.match(text, new RegExp(`<h1>${title}</h1>`));
      assert.match(text, /data-island="NamedListForm"/);
      assert.match(text, />Reset</);
      assert.match(text, />Submit</);
      assert.match(text, new RegExp(`No ${title.toLowerCase()} available`));
      await insert(t.db, "Dozen");
      text = await html(t, path, admin);
      assert.match(text, /<td[^>]*>Dozen<\/td>/);
    }

    text = await html(t, "/panel/banner", admin);
    assert.match(text, /data-island="BannerForm"/);
    assert.match(text, />Banner Type</);
    assert.match(text, />Zone</);
    assert.match(text, /No banners available/);
    await insertBanner(t.db, { title: "Diwali Sale" });
    text = await html(t, "/panel/banner", admin);
    assert.match(text, />Diwali Sale</);
    assert.match(text, /class="banner-thumb"/);
  } finally {
    await t.close();
  }
});
