/** The vendor's product pages, rendered on the server: /product, /vendor-add-product, /vendor-edit-product/{id}. */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import type { TestCustomer } from "../../../tests/customers.ts";
import { createStoreAccount } from "../../../tests/orders.ts";
import {
  insertAttribute,
  insertCategory,
  insertProduct,
  insertUnit,
  insertVendor,
} from "../../../tests/fixtures.ts";

const page = (t: TestApp, path: string, who: TestCustomer | null) =>
  t.app.request(path, {
    headers: { accept: "text/html,application/xhtml+xml", ...(who ? { cookie: who.cookie } : {}) },
  });

async function html(t: TestApp, path: string, who: TestCustomer, status = 200) {
  const res = await page(t, path, who);
  assert.equal(res.status, status, path);
  return await res.text();
}

/** The table's body rows' product names, in order. */
const titles = (text: string) => [...text.matchAll(/class="product-title-cell">([^<]*)</g)].map((m) => m[1]);

Deno.test("/product: the store's own products, filtered on the server, with the spec's empty text", async () => {
  const t = await createTestApp();
  try {
    const store = await insertVendor(t.db);
    const other = await insertVendor(t.db);
    const vendor = await createStoreAccount(t.db, store.id);

    const res = await page(t, "/product", null);
    assert.equal(res.status, 302);
    assert.equal(res.headers.get("location"), "/vendor-login?next=%2Fproduct");

    let text = await html(t, "/product", vendor);
    assert.match(text, /No products available/);
    assert.match(text, /<a class="btn btn-primary" href="\/vendor-add-product">Add Product<\/a>/);
    for (const label of ["ID", "Title", "Category", "Price", "Price After Discount", "Action"]) {
      assert.ok(text.includes(`>${label}</th>`), label);
    }

    const phones = await insertCategory(t.db, { name: "Mobiles" });
    const phone = await insertProduct(t.db, {
      vendor_id: store.id,
      category_id: phones.id,
      name: "Redmi Note 13",
      price_paise: 2_000_000,
      discount_percent: 10,
    });
    await insertProduct(t.db, { vendor_id: store.id, name: "Kettle", stock: 0 });
    await insertProduct(t.db, { vendor_id: other.id, name: "Not mine" });

    text = await html(t, "/product", vendor);
    assert.deepEqual(titles(text), ["Kettle", "Redmi Note 13"]);
    assert.ok(
      text.includes(`title="${phone.id}">${phone.id.slice(-7)}</span>`),
      "the first 5 characters of the id",
    );
    assert.match(text, /₹20,000\.00/);
    assert.match(text, /₹18,000\.00/);
    assert.match(text, /data-testid="product-status">Out of stock</);
    assert.match(text, /data-testid="product-status">Listed</);
    assert.match(text, /href="\/vendor-edit-product\/[0-9a-f]{24}"/);
    assert.match(text, /data-island="ProductRowActions"/);

    assert.deepEqual(titles(await html(t, "/product?field=category&search=mobi", vendor)), ["Redmi Note 13"]);
    assert.deepEqual(titles(await html(t, "/product?search=kett", vendor)), ["Kettle"]);
    assert.deepEqual(titles(await html(t, `/product?field=id&search=${phone.id.slice(0, 10)}`, vendor)), [
      "Redmi Note 13",
    ]);
    assert.deepEqual(titles(await html(t, "/product?field=price&search=20000", vendor)), ["Redmi Note 13"]);
    text = await html(t, "/product?search=nothing-like-this", vendor);
    assert.match(text, /No products available/);
    assert.match(text, /<option value="category">Category<\/option>/);

    await t.db.updateTable("vendors").set({ approval_pending: true }).where("id", "=", store.id).execute();
    text = await html(t, "/product", vendor);
    assert.equal((text.match(/data-testid="product-status">Waiting for approval</g) ?? []).length, 2);
  } finally {
    await t.close();
  }
});

Deno.test("/vendor-add-product and /vendor-edit-product: the form with its lists; others' products are not found", async () => {
  const t = await createTestApp();
  try {
    const store = await insertVendor(t.db);
    const other = await insertVendor(t.db);
    const vendor = await createStoreAccount(t.db, store.id);
    await insertCategory(t.db, { name: "Mobiles", subcategories: ["Android phones"] });
    await insertUnit(t.db, "piece");
    await insertAttribute(t.db, "RAM");

    let text = await html(t, "/vendor-add-product", vendor);
    assert.match(text, /<h1>Add Product<\/h1>/);
    assert.match(text, /data-island="ProductForm"/);
    assert.match(text, /accept="image\/jpeg,image\/png,image\/webp"/);
    assert.match(text, /&quot;name&quot;:&quot;Android phones&quot;/);
    assert.match(text, /<option value="piece">piece<\/option>/);
    assert.match(text, /<option value="RAM">RAM<\/option>/);
    assert.match(text, /&quot;doneHref&quot;:&quot;\/vendor-dashboard&quot;/);

    const mine = await insertProduct(t.db, { vendor_id: store.id, name: "Redmi Note 13", photos: 2 });
    text = await html(t, `/vendor-edit-product/${mine.id}`, vendor);
    assert.match(text, /<h1>Edit Product<\/h1>/);
    assert.match(text, /value="Redmi Note 13"/);
    assert.match(text, /&quot;mode&quot;:&quot;edit&quot;/);
    assert.equal((text.match(/class="product-photo"/g) ?? []).length, 2);

    const theirs = await insertProduct(t.db, { vendor_id: other.id });
    for (const id of [theirs.id, "0".repeat(24)]) {
      text = await html(t, `/vendor-edit-product/${id}`, vendor, 404);
      assert.match(text, /data-testid="product-not-found"/);
      assert.match(text, /Product not found/);
      assert.doesNotMatch(text, /data-island="ProductForm"/);
    }
    await t.db.updateTable("products").set({ archived_at: new Date() }).where("id", "=", mine.id).execute();
    await html(t, `/vendor-edit-product/${mine.id}`, vendor, 404);
  } finally {
    await t.close();
  }
});
