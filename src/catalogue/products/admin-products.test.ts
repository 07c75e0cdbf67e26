/**
 * The admin's products: /panel/product (every store's, filtered on the server), /product/new with
 * its store picker, /panel/product/edit/{id}; an admin's product writes name the store (`vendorId` or the
 * older name `seller`), move nothing between stores, and are audited with before and after.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { createStoreAccount } from "../../../tests/orders.ts";
import { insertCategory, insertProduct, insertUnit, insertVendor } from "../../../tests/fixtures.ts";
import { jpegOf, photoPixels } from "../../uploads/test-photo.ts";
import { SELLER_MISMATCH } from "../store-products/product-writes.api.ts";
import { PRODUCT_DELETED } from "../store-products/product-writes.rules.ts";

const page = (t: TestApp, path: string, who: TestCustomer | null) =>
  t.app.request(path, {
    headers: { accept: "text/html,application/xhtml+xml", ...(who ? { cookie: who.cookie } : {}) },
  });

async function html(t: TestApp, path: string, who: TestCustomer, status = 200) {
  const res = await page(t, path, who);
  assert.equal(res.status, status, path);
  return await res.text();
}

/** The product names in the table body, in order. */
const titles = (text: string) =>
  [...text.matchAll(/class="product-title-cell"><a href="\/product\/[^"]+">([^<]*)<\/a>/g)].map((m) => m[1]);

function send(t: TestApp, who: TestCustomer, method: string, path: string, body?: unknown) {
  const isForm = body instanceof FormData;
  return t.app.request(path, {
    method,
    headers: {
      accept: "application/json",
      cookie: who.cookie,
      ...(body === undefined || isForm ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

async function productForm(fields: Record<string, string>) {
  const data = new FormData();
  const base: Record<string, string> = {
    name: "Admin Added Phone",
    description: "Added by the admin for a store.",
    category: "Mobiles",
    unit: "piece",
    price: "9999",
    discountType: "10",
    stock: "5",
    maxPurchaseLimit: "2",
    attributes: "RAM: 4 GB",
    pin: "ADM-1",
    colour: "Black",
  };
  for (const [key, value] of Object.entries({ ...base, ...fields })) data.append(key, value);
  const bytes = await jpegOf(photoPixels(32, 32));
  data.append("photos", new File([bytes as BlobPart], "front.jpg", { type: "image/jpeg" }));
  return data;
}

const auditOf = async (t: TestApp, id: string) =>
  (await t.db.selectFrom("audit_log").selectAll().where("entity_id", "=", id).orderBy("created_at")
    .orderBy("id").execute()).map((a) => ({
      ...a,
      details: (typeof a.details === "string" ? JSON.parse(a.details) : a.details) as Record<string, any>,
    }));

Deno.test("/panel/product: every store's products, filtered on the server; row numbers, spec's texts", async (tt) => {
  const t = await createTestApp();
  try {
    const admin = await createCustomer(t.db, { role: "admin" });
    const sharma = await insertVendor(t.db, { store_name: "Sharma Electronics" });
    const kochi = await insertVendor(t.db, { store_name: "Kochi Gadget Point", active: false });
    const vendor = await createStoreAccount(t.db, sharma.id);
    const mobiles = await insertCategory(t.db, { name: "Mobiles" });
    const audio = await insertCategory(t.db, { name: "Audio" });
    const redmi = await insertProduct(t.db, {
      vendor_id: sharma.id,
      category_id: mobiles.id,
      name: "Redmi Note 13",
      price_paise: 2_000_000,
      discount_percent: 10,
    });
    await insertProduct(t.db, {
      vendor_id: sharma.id,
      category_id: audio.id,
      name: "Boat Earbuds",
      stock: 0,
    });
    await insertProduct(t.db, {
      vendor_id: kochi.id,
      category_id: audio.id,
      name: "Kochi Speaker",
      listed: false,
    });
    await insertProduct(t.db, { vendor_id: kochi.id, name: "Archived Thing", archived_at: new Date() });

    await tt.step("visitors, customers and vendors are sent to the admin sign-in", async () => {
      for (const who of [null, vendor]) {
        for (const path of ["/panel/product", "/product/new", `/panel/product/edit/${redmi.id}`]) {
          const res = await page(t, path, who);
          assert.equal(res.status, 302);
          assert.equal(res.headers.get("location"), `/admin-login?next=${encodeURIComponent(path)}`);
        }
      }
    });

    await tt.step("the list: every store's, newest first, row numbers, the spec's columns", async () => {
      const text = await html(t, "/panel/product", admin);
      assert.deepEqual(titles(text), ["Kochi Speaker", "Boat Earbuds", "Redmi Note 13"]);
      for (const label of ["ID", "Title", "Category", "Price", "Price After Discount", "Action"]) {
        assert.ok(text.includes(`>${label}</th>`), label);
      }
      assert.ok(text.includes(`title="Product id ${redmi.id}">3</span>`), "ID is the row number");
      assert.match(text, /₹20,000\.00/);
      assert.match(text, /₹18,000\.00/);
      assert.ok(text.includes(`href="/panel/product/edit/${redmi.id}"`));
      assert.match(text, /data-island="ProductRowActions"/);
      assert.match(text, /<a class="btn btn-primary" href="\/product\/new">Add Product<\/a>/);
      assert.match(text, /data-testid="product-status">Store switched off</);
      assert.match(text, /data-testid="product-status">Out of stock</);
    });

    await tt.step("filters: field and search, store, out of stock; the empty text", async () => {
      const list = async (query: string) => titles(await html(t, `/panel/product?${query}`, admin));
      assert.deepEqual(await list("field=category&search=mobi"), ["Redmi Note 13"]);
      assert.deepEqual(await list("search=speaker"), ["Kochi Speaker"]);
      assert.deepEqual(await list(`field=id&search=${redmi.id.slice(-8)}`), ["Redmi Note 13"]);
      assert.deepEqual(await list("field=price&search=20,000"), ["Redmi Note 13"]);
      assert.deepEqual(await list(`store=${sharma.id}`), ["Boat Earbuds", "Redmi Note 13"]);
      assert.deepEqual(await list("stock=out"), ["Boat Earbuds"]);
      assert.deepEqual(await list(`store=${kochi.id}&stock=out`), []);
      assert.deepEqual(await list("store=nope"), []);
      const text = await html(t, "/panel/product?search=nothing-like-this", admin);
      assert.match(text, /data-testid="table-empty">No products available</);
      // The switched-off store is offered in the store filter when it is the one asked for.
      assert.match(
        await html(t, `/panel/product?store=${kochi.id}`, admin),
        /Kochi Gadget Point \(switched off\)/,
      );
    });

    await tt.step("paged by 20, the numbers running on", async () => {
      for (let i = 0; i < 21; i++) await insertProduct(t.db, { vendor_id: sharma.id, name: `Bulk ${i}` });
      const second = await html(t, "/panel/product?page=2", admin);
      assert.equal(titles(second).length, 4);
      assert.match(second, /">21<\/span>/);
      assert.match(second, /Showing (<!-- -->)?21/);
    });
  } finally {
    await t.close();
  }
});

Deno.test("/product/new and /panel/product/edit/{id}: the shared form with the admin's store picker", async (tt) => {
  const t = await createTestApp();
  try {
    const admin = await createCustomer(t.db, { role: "admin" });
    const sharma = await insertVendor(t.db, { store_name: "Sharma Electronics" });
    const pending = await insertVendor(t.db, { store_name: "Kochi Gadget Point", approval_pending: true });
    const off = await insertVendor(t.db, { store_name: "Closed Store", active: false });
    await insertCategory(t.db, { name: "Mobiles" });
    await insertUnit(t.db, "piece");
    const product = await insertProduct(t.db, { vendor_id: sharma.id, name: "Redmi Note 13" });

    await tt.step(
      "/product/new: 'Add Product', the active stores to choose from, the photo CSP",
      async () => {
        const res = await page(t, "/product/new", admin);
        assert.equal(res.status, 200);
        assert.match(res.headers.get("content-security-policy") ?? "", /img-src 'self' data: blob:/);
        const text = await res.text();
        assert.match(text, /<h1>Add Product<\/h1>/);
        assert.match(text, /data-island="ProductForm"/);
        const props = JSON.parse(
          text.match(/data-island="ProductForm" data-props="([^"]*)"/)![1].replaceAll("&quot;", '"')
            .replaceAll("&amp;", "&"),
        );
        assert.deepEqual(props.stores, [
          { id: pending.id, name: "Kochi Gadget Point (pending approval)" },
          { id: sharma.id, name: "Sharma Electronics" },
        ]);
        assert.ok(!JSON.stringify(props.stores).includes(off.id), "a switched-off store is not offered");
        assert.equal(props.doneHref, "/panel/product");
        assert.deepEqual(props.texts, { added: "Product added successfully!" });
        // Preselected from a store's details page.
        const preset = await html(t, `/product/new?store=${sharma.id}`, admin);
        assert.ok(preset.includes(`&quot;store&quot;:&quot;${sharma.id}&quot;`));
      },
    );

    await tt.step("/product/new?id= goes to the product's edit page ('Edit Product')", async () => {
      const res = await page(t, `/product/new?id=${product.id}`, admin);
      assert.equal(res.status, 302);
      assert.equal(res.headers.get("location"), `/panel/product/edit/${product.id}`);
      const text = await html(t, `/panel/product/edit/${product.id}`, admin);
      assert.match(text, /<h1>Edit Product<\/h1>/);
      assert.ok(text.includes(`href="/vendordetails/${sharma.id}"`), "the store is shown, not offered");
      assert.ok(text.includes("Product updated successfully&quot;"));
      assert.ok(text.includes("Error updating product"));
      assert.ok(!text.includes("&quot;stores&quot;"), "no store picker when editing");
    });

    await tt.step("an unknown product's edit page is a 404", async () => {
      const text = await html(t, "/panel/product/edit/6740f1a2c3d4e5f6a7b8c9d0", admin, 404);
      assert.match(text, /data-testid="product-not-found"/);
    });
  } finally {
    await t.close();
  }
});

Deno.test("an admin's product writes: the store named, nothing moved, before and after audited", async (tt) => {
  const t = await createTestApp();
  try {
    const admin = await createCustomer(t.db, { role: "admin" });
    const sharma = await insertVendor(t.db, { store_name: "Sharma Electronics" });
    const other = await insertVendor(t.db, { store_name: "Other Store" });
    const vendor = await createStoreAccount(t.db, sharma.id);
    await insertCategory(t.db, { name: "Mobiles" });
    await insertUnit(t.db, "piece");
    let id = "";

    await tt.step("add: the store by `seller` (the spec's name) or `vendorId`, equal when both", async () => {
      let res = await send(t, admin, "POST", "/api/products/add-product", await productForm({}));
      assert.deepEqual([res.status, (await res.json()).message], [400, "vendorId: This field is required"]);
      res = await send(
        t,
        admin,
        "POST",
        "/api/products/add-product",
        await productForm({ vendorId: sharma.id, seller: other.id }),
      );
      assert.deepEqual([res.status, (await res.json()).message], [400, SELLER_MISMATCH]);
      res = await send(
        t,
        admin,
        "POST",
        "/api/products/add-product",
        await productForm({ seller: sharma.id }),
      );
      assert.equal(res.status, 201, await res.clone().text());
      const body = await res.json();
      assert.equal(body.product.seller, sharma.id);
      id = body.product._id;
      // A vendor naming another store still adds to its own.
      res = await send(
        t,
        vendor,
        "POST",
        "/api/products/add-product",
        await productForm({ seller: other.id }),
      );
      assert.equal((await res.json()).product.seller, sharma.id);
    });

    await tt.step("add is audited with the product as written", async () => {
      const [entry] = await auditOf(t, id);
      assert.deepEqual([entry.action, entry.actor_id, entry.actor_role], [
        "product.create",
        admin.id,
        "admin",
      ]);
      assert.equal(entry.details.before, null);
      assert.equal(entry.details.after.vendor_id, sharma.id);
      assert.equal(entry.details.after.price_paise, 999900);
      assert.equal(entry.details.after.photos.length, 1);
    });

    await tt.step("update: the store cannot be moved; a change is audited before and after", async () => {
      const path = `/api/products/update-product/${id}`;
      for (const body of [{ vendorId: other.id }, { seller: other.id }]) {
        const res = await send(t, admin, "PUT", path, body);
        assert.equal(res.status, 400, JSON.stringify(body));
      }
      const res = await send(t, admin, "PUT", path, { stock: 3, name: "Admin Added Phone" });
      assert.equal(res.status, 200);
      const entry = (await auditOf(t, id)).at(-1)!;
      assert.equal(entry.action, "product.update");
      assert.deepEqual(entry.details.before, { stock: 5 });
      assert.deepEqual(entry.details.after, { stock: 3 });
      const row = await t.db.selectFrom("products").select("vendor_id").where("id", "=", id)
        .executeTakeFirstOrThrow();
      assert.equal(row.vendor_id, sharma.id);
    });

    await tt.step("delete: the spec's text; audited with what was deleted", async () => {
      const res = await send(t, admin, "DELETE", `/api/products/delete-product/${id}`);
      assert.deepEqual([res.status, (await res.json()).message], [200, PRODUCT_DELETED]);
      const entry = (await auditOf(t, id)).at(-1)!;
      assert.equal(entry.action, "product.delete");
      assert.equal(entry.details.before.name, "Admin Added Phone");
      assert.equal(entry.details.before.stock, 3);
      assert.equal(entry.details.after, null);
    });
  } finally {
    await t.close();
  }
});
