/**
 * A product's GST details through the API: the HSN/SAC code and the GST rate set, changed and cleared by its
 * store and by an admin (multipart and JSON), shown in every product answer, refused with a message naming
 * the field (nothing changed), and the store's and the admin's lists saying which products are not invoiced.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { call, createStoreAccount } from "../../../tests/orders.ts";
import { insertCategory, insertProduct, insertUnit, insertVendor } from "../../../tests/fixtures.ts";
import { jpegOf, photoPixels } from "../../uploads/test-photo.ts";
import { GST_RATE_INVALID, HSN_INVALID, NOT_INVOICED } from "./product-writes.rules.ts";

interface World {
  t: TestApp;
  store: { id: string };
  other: { id: string };
  vendor: TestCustomer;
  admin: TestCustomer;
}

async function world(): Promise<World> {
  const t = await createTestApp();
  const store = await insertVendor(t.db, { store_name: "Lakshmi Mobiles" });
  const other = await insertVendor(t.db, { store_name: "FixIt Care" });
  await insertCategory(t.db, { name: "Mobiles" });
  await insertUnit(t.db, "piece");
  return {
    t,
    store,
    other,
    vendor: await createStoreAccount(t.db, store.id),
    admin: await createCustomer(t.db, { role: "admin" }),
  };
}

let photo: Uint8Array | undefined;
async function productForm(extra: Record<string, string>): Promise<FormData> {
  photo ??= await jpegOf(photoPixels(24, 24));
  const data = new FormData();
  const fields: Record<string, string> = {
    name: "Redmi Note 13 5G",
    description: "A phone.",
    category: "Mobiles",
    unit: "piece",
    price: "19999",
    discountType: "10",
    stock: "20",
    maxPurchaseLimit: "2",
    attributes: "RAM: 8 GB",
    pin: "RDM-13",
    colour: "Black",
    ...extra,
  };
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append("photos", new File([photo as BlobPart], "front.jpg", { type: "image/jpeg" }));
  return data;
}

const addForm = (t: TestApp, who: TestCustomer, extra: Record<string, string>) =>
  productForm(extra).then((body) =>
    t.app.request("/api/products/add-product", {
      method: "POST",
      headers: { accept: "application/json", cookie: who.cookie },
      body,
    })
  );

const update = (t: TestApp, who: TestCustomer, id: string, body: unknown) =>
  call(t.app, "PUT", `/api/products/update-product/${id}`, who, body);

const taxRow = (t: TestApp, id: string) =>
  t.db.selectFrom("products").select(["hsn_code", "gst_rate"]).where("id", "=", id).executeTakeFirstOrThrow();

const productCount = async (t: TestApp) =>
  Number(
    (await t.db.selectFrom("products").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n,
  );

Deno.test("product tax: the HSN code and GST rate round trip for a vendor and an admin, and clear", async () => {
  const w = await world();
  try {
    // A vendor adds with both (multipart): stored, answered, public.
    const res = await addForm(w.t, w.vendor, { hsnCode: " 8517 ", gstRate: "18" });
    assert.equal(res.status, 201, await res.clone().text());
    const added = (await res.json()).product;
    assert.deepEqual([added.hsnCode, added.gstRate], ["8517", 18]);
    assert.deepEqual(await taxRow(w.t, added._id), { hsn_code: "8517", gst_rate: 18 });
    const shown = await (await w.t.get(`/api/products/get-product/${added._id}`)).json();
    assert.deepEqual([shown.hsnCode, shown.gstRate], ["8517", 18]);
    const listed = await (await w.t.get("/api/products/get-all-products")).json();
    assert.equal(listed.products.find((p: { _id: string }) => p._id === added._id).hsnCode, "8517");

    // Without them (the existing calls): null, and blank fields mean none too.
    const plain = (await (await addForm(w.t, w.vendor, {})).json()).product;
    assert.deepEqual([plain.hsnCode, plain.gstRate], [null, null]);
    const blank = (await (await addForm(w.t, w.vendor, { hsnCode: "", gstRate: "" })).json()).product;
    assert.deepEqual([blank.hsnCode, blank.gstRate], [null, null]);

    // JSON update by the vendor: a code with a leading zero stays text; the other fields are untouched.
    let answer = await update(w.t, w.vendor, plain._id, { hsnCode: "0902", gstRate: 5 });
    assert.equal(answer.status, 200, await answer.clone().text());
    const changed = (await answer.json()).product;
    assert.deepEqual([changed.hsnCode, changed.gstRate, changed.price], ["0902", 5, 19999]);
    assert.deepEqual(await taxRow(w.t, plain._id), { hsn_code: "0902", gst_rate: 5 });
    // Every slab is accepted, 0 included; an 8-digit code too.
    for (const gstRate of [0, 40, 18]) {
      answer = await update(w.t, w.vendor, plain._id, { gstRate, hsnCode: "85171300" });
      assert.equal(answer.status, 200);
      assert.equal((await answer.json()).product.gstRate, gstRate);
    }
    // The change is audited with its before and after.
    const audit = await w.t.db.selectFrom("audit_log").select("details").where("entity_id", "=", plain._id)
      .where("action", "=", "product.update").orderBy("created_at").execute();
    const first = audit[0].details as { changed: string[]; after: Record<string, unknown> };
    assert.deepEqual(first.changed, ["gst_rate", "hsn_code"]);
    assert.deepEqual([first.after.hsn_code, first.after.gst_rate], ["0902", 5]);

    // Cleared with null, or with "" for the code.
    answer = await update(w.t, w.vendor, plain._id, { hsnCode: null, gstRate: null });
    assert.equal(answer.status, 200);
    assert.deepEqual(await taxRow(w.t, plain._id), { hsn_code: null, gst_rate: null });
    await update(w.t, w.vendor, plain._id, { hsnCode: "8517", gstRate: 18 });
    answer = await update(w.t, w.vendor, plain._id, { hsnCode: "" });
    assert.deepEqual(await taxRow(w.t, plain._id), { hsn_code: null, gst_rate: 18 });

    // An admin: another store's product (JSON), a SAC code; and a multipart add naming the store.
    const repair = await insertProduct(w.t.db, { vendor_id: w.other.id, name: "Screen replacement" });
    answer = await update(w.t, w.admin, repair.id, { hsnCode: "9987", gstRate: 18 });
    assert.equal(answer.status, 200, await answer.clone().text());
    assert.deepEqual(await taxRow(w.t, repair.id), { hsn_code: "9987", gst_rate: 18 });
    const byAdmin = await addForm(w.t, w.admin, { vendorId: w.other.id, hsnCode: "998714", gstRate: "18" });
    assert.equal(byAdmin.status, 201, await byAdmin.clone().text());
    const adminProduct = (await byAdmin.json()).product;
    assert.deepEqual([adminProduct.seller, adminProduct.hsnCode, adminProduct.gstRate], [
      w.other.id,
      "998714",
      18,
    ]);
    // A vendor still cannot reach another store's product.
    assert.equal((await update(w.t, w.vendor, repair.id, { gstRate: 5 })).status, 404);
    assert.equal((await taxRow(w.t, repair.id)).gst_rate, 18);
  } finally {
    await w.t.close();
  }
});

Deno.test("product tax: bad codes and rates answer 400 naming the field, and change nothing", async () => {
  const w = await world();
  try {
    const product = await insertProduct(w.t.db, { vendor_id: w.store.id, hsn_code: "8517", gst_rate: 18 });
    const json: [Record<string, unknown>, string][] = [
      [{ hsnCode: "851" }, `hsnCode: ${HSN_INVALID}`],
      [{ hsnCode: "85171" }, `hsnCode: ${HSN_INVALID}`],
      [{ hsnCode: "85171300123" }, `hsnCode: ${HSN_INVALID}`],
      [{ hsnCode: "85a7" }, `hsnCode: ${HSN_INVALID}`],
      [{ hsnCode: "0012" }, `hsnCode: ${HSN_INVALID}`],
      [{ hsnCode: "8517.13" }, `hsnCode: ${HSN_INVALID}`],
      [{ hsnCode: 8517 }, 'hsnCode: must be text (digits in quotes), e.g. "8517".'],
      [{ gstRate: 12 }, `gstRate: ${GST_RATE_INVALID}`],
      [{ gstRate: 28 }, `gstRate: ${GST_RATE_INVALID}`],
      [{ gstRate: 18.5 }, `gstRate: ${GST_RATE_INVALID}`],
      [{ gstRate: "1,2" }, `gstRate: ${GST_RATE_INVALID}`],
      // JSON takes the rate as a number.
      [{ gstRate: "18" }, `gstRate: ${GST_RATE_INVALID}`],
      [{ gstRate: 5, hsnCode: "123" }, `hsnCode: ${HSN_INVALID}`],
    ];
    for (const [body, message] of json) {
      for (const who of [w.vendor, w.admin]) {
        const res = await update(w.t, who, product.id, body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.equal((await res.json()).message, message, JSON.stringify(body));
      }
    }
    assert.deepEqual(await taxRow(w.t, product.id), { hsn_code: "8517", gst_rate: 18 });

    const before = await productCount(w.t);
    const form: [Record<string, string>, string][] = [
      [{ hsnCode: "123" }, `hsnCode: ${HSN_INVALID}`],
      [{ hsnCode: "1,2" }, `hsnCode: ${HSN_INVALID}`],
      [{ gstRate: "12" }, `gstRate: ${GST_RATE_INVALID}`],
      [{ gstRate: "1,2" }, `gstRate: ${GST_RATE_INVALID}`],
      [{ gstRate: "18%" }, `gstRate: ${GST_RATE_INVALID}`],
    ];
    for (const [extra, message] of form) {
      const res = await addForm(w.t, w.vendor, extra);
      assert.equal(res.status, 400, JSON.stringify(extra));
      assert.equal((await res.json()).message, message, JSON.stringify(extra));
    }
    assert.equal(await productCount(w.t), before, "a refused product is not added");
  } finally {
    await w.t.close();
  }
});

Deno.test("product tax: the store's and the admin's lists say which products are not invoiced", async () => {
  const w = await world();
  try {
    const taxed = await insertProduct(w.t.db, {
      vendor_id: w.store.id,
      name: "Taxed phone",
      hsn_code: "8517",
      gst_rate: 18,
    });
    const rateOnly = await insertProduct(w.t.db, { vendor_id: w.store.id, name: "Rate only", gst_rate: 5 });
    const bare = await insertProduct(w.t.db, { vendor_id: w.store.id, name: "Bare phone" });

    const all = await (await call(w.t.app, "GET", "/api/vendor/products", w.vendor)).json();
    const flags = Object.fromEntries(
      all.products.map((p: { _id: string; invoiced: boolean }) => [p._id, p.invoiced]),
    );
    assert.deepEqual(flags, { [taxed.id]: true, [rateOnly.id]: false, [bare.id]: false });
    const missing = await (await call(w.t.app, "GET", "/api/vendor/products?tax=missing", w.vendor)).json();
    assert.deepEqual(
      missing.products.map((p: { _id: string }) => p._id).sort(),
      [bare.id, rateOnly.id].sort(),
    );
    assert.equal(missing.total, 2);
    assert.equal((await call(w.t.app, "GET", "/api/vendor/products?tax=some", w.vendor)).status, 400);

    // The store's page: a badge on each product lacking them, and the filter.
    const page = async (path: string, who: TestCustomer) => {
      const res = await w.t.app.request(path, {
        headers: { accept: "text/html,application/xhtml+xml", cookie: who.cookie },
      });
      assert.equal(res.status, 200, path);
      return await res.text();
    };
    const badges = (html: string) => html.split(NOT_INVOICED).length - 1;
    assert.equal(badges(await page("/product", w.vendor)), 2);
    const filtered = await page("/product?tax=missing", w.vendor);
    assert.ok(filtered.includes("Bare phone") && !filtered.includes("Taxed phone"));
    // The admin's page, likewise.
    assert.equal(badges(await page("/panel/product", w.admin)), 2);
    const adminFiltered = await page("/panel/product?tax=missing", w.admin);
    assert.ok(adminFiltered.includes("Rate only") && !adminFiltered.includes("Taxed phone"));
  } finally {
    await w.t.close();
  }
});
