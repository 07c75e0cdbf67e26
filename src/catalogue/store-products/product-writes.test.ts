/**
 * A store's catalogue writes through the HTTP API: every rule of the product form and its message, real
 * photos through the one upload path, own products only, archive versus erase, the photo calls, the audit
 * trail, and the store's own list.
 */
import { STORE_SWITCHED_OFF } from "../../auth/guard.ts";
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { createStoreAccount } from "../../../tests/orders.ts";
import { insertCategory, insertProduct, insertUnit, insertVendor } from "../../../tests/fixtures.ts";
import { newId } from "../../core/ids.ts";
import { UPLOAD_BODY_LIMIT } from "../../core/guards.ts";
import { IMAGE_TYPE_REFUSED, MAX_IMAGE_BYTES } from "../../uploads/images.service.ts";
import { jpegOf, photoPixels, pngOf } from "../../uploads/test-photo.ts";
import { RETURN_EXCHANGE_POLICY, SERVICE_CENTRE_REPAIR_POLICY } from "../products/return-policy.ts";
import {
  LAST_PHOTO,
  MAX_OVER_STOCK,
  PHOTO_MAX_BYTES,
  PHOTO_REQUIRED,
  PHOTOS_MAX_TOTAL_BYTES,
  PRODUCT_ADDED,
  PRODUCT_DELETED,
  PRODUCT_NOT_FOUND,
  PRODUCT_UPDATED,
} from "./product-writes.rules.ts";
import { PHOTO_ORDER_MISMATCH } from "./product-writes.service.ts";

type Who = TestCustomer | null;

let png: Uint8Array, jpeg: Uint8Array, png2: Uint8Array;
async function photos() {
  png ??= await pngOf(photoPixels(48, 32));
  jpeg ??= await jpegOf(photoPixels(40, 40));
  png2 ??= await pngOf(photoPixels(20, 30));
  return { png, jpeg, png2 };
}
const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type });

const headers = (who: Who, extra: Record<string, string> = {}) => ({
  accept: "application/json",
  ...(who ? { cookie: who.cookie } : {}),
  ...extra,
});

function send(t: TestApp, who: Who, method: string, path: string, body?: unknown) {
  const isForm = body instanceof FormData;
  return t.app.request(path, {
    method,
    headers: headers(who, body === undefined || isForm ? {} : { "content-type": "application/json" }),
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

/** A multipart form from fields (arrays repeat the field) and files. */
function form(fields: Record<string, string | string[] | undefined>, files: File[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) data.append(key, item);
  }
  for (const f of files) data.append("photos", f);
  return data;
}

interface World {
  t: TestApp;
  store: { id: string; email: string };
  vendor: TestCustomer;
  other: { id: string };
  otherVendor: TestCustomer;
  admin: TestCustomer;
  customer: TestCustomer;
  mobiles: { id: string; name: string; subcategories: { id: string; name: string }[] };
  plain: { id: string; name: string };
  unit: { id: string; name: string };
}

async function world(): Promise<World> {
  const t = await createTestApp();
  const store = await insertVendor(t.db, { store_name: "Sharma Electronics" });
  const other = await insertVendor(t.db, { store_name: "Other Store" });
  const mobiles = await insertCategory(t.db, {
    name: "Mobiles",
    subcategories: ["Android phones", "iPhones"],
  });
  const plain = await insertCategory(t.db, { name: "Gift cards" });
  const unit = await insertUnit(t.db, "piece");
  return {
    t,
    store,
    vendor: await createStoreAccount(t.db, store.id),
    other,
    otherVendor: await createStoreAccount(t.db, other.id),
    admin: await createCustomer(t.db, { role: "admin" }),
    customer: await createCustomer(t.db),
    mobiles,
    plain,
    unit,
  };
}

const fields = (overrides: Record<string, string | string[] | undefined> = {}) => ({
  name: "Redmi Note 13 5G",
  description: "6.67-inch AMOLED display.\nA 5000 mAh battery.",
  category: "Mobiles",
  subcategory: "Android phones",
  unit: "piece",
  price: "24999.50",
  discountType: "12",
  stock: "40",
  maxPurchaseLimit: "3",
  attributes: ["RAM: 8 GB", "Storage: 256 GB"],
  tags: ["smartphone, 5g", "redmi"],
  location: "Bengaluru",
  pin: "RDM-N13-8256",
  colour: "Arctic White",
  ...overrides,
});

async function twoPhotos() {
  const p = await photos();
  return [file(p.png, "front.png", "image/png"), file(p.jpeg, "back.jpg", "image/jpeg")];
}

async function add(w: World, who: Who = w.vendor, overrides = {}, files?: File[]) {
  return await send(
    w.t,
    who,
    "POST",
    "/api/products/add-product",
    form(fields(overrides), files ?? await twoPhotos()),
  );
}

async function added(w: World, who: Who = w.vendor, overrides = {}, files?: File[]) {
  const res = await add(w, who, overrides, files);
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()).product;
}

const count = async (t: TestApp, table: "products" | "media" | "product_photos" | "audit_log") =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

const auditOf = (t: TestApp, id: string) =>
  t.db.selectFrom("audit_log").selectAll().where("entity_id", "=", id).orderBy("created_at").execute();

const row = (t: TestApp, id: string) =>
  t.db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();

Deno.test("add-product: a vendor adds a product with two real photos to its own store", async () => {
  const w = await world();
  try {
    const res = await add(w, w.vendor, { vendorId: w.other.id });
    assert.equal(res.status, 201);
    const body = await res.json();
    assert.equal(body.message, PRODUCT_ADDED);
    const p = body.product;
    assert.equal(p.seller, w.store.id, "a vendor's vendorId is ignored: its own store");
    assert.equal(p.storeName, "Sharma Electronics");
    assert.deepEqual(p.category, { _id: w.mobiles.id, name: "Mobiles" });
    assert.equal(p.subcategory, "Android phones");
    assert.equal(p.unit, "piece");
    assert.equal(p.price, 24999.5);
    assert.equal(p.discountType, 12);
    assert.equal(p.priceAfterDiscount, 21999.56);
    assert.deepEqual([p.stock, p.maxPurchaseLimit], [40, 3]);
    assert.deepEqual(p.attributes, ["RAM: 8 GB", "Storage: 256 GB"]);
    assert.deepEqual(p.tags, ["smartphone", "5g", "redmi"]);
    assert.equal(p.description, "6.67-inch AMOLED display.\nA 5000 mAh battery.");
    assert.equal(p.policy, SERVICE_CENTRE_REPAIR_POLICY, "a blank policy follows the price");
    assert.equal(p.photos.length, 2);

    const stored = await row(w.t, p._id);
    assert.equal(stored?.price_paise, 2_499_950);
    assert.equal(stored?.listed, true);
    assert.equal(stored?.subcategory_id, w.mobiles.subcategories[0].id);
    // The photos went through the upload path: WebP, in the order sent.
    for (const url of p.photos) {
      const image = await w.t.get(url);
      assert.equal(image.headers.get("content-type"), "image/webp");
      await image.body?.cancel();
    }
    const positions = await w.t.db.selectFrom("product_photos").select(["position", "media_id"])
      .where("product_id", "=", p._id).orderBy("position").execute();
    assert.deepEqual(positions.map((r) => `/media/${r.media_id}`), p.photos);

    const audit = await auditOf(w.t, p._id);
    assert.deepEqual(audit.map((a) => [a.action, a.actor_id, a.actor_role]), [[
      "product.create",
      w.vendor.id,
      "vendor",
    ]]);

    // On the storefront at once: the store is active and approved.
    assert.equal((await w.t.get(`/api/products/get-product/${p._id}`)).status, 200);

    // Ids work as well as names; a cheap product gets the return-and-exchange policy.
    const byIds = await added(w, w.vendor, {
      category: w.mobiles.id,
      subcategory: w.mobiles.subcategories[1].id,
      unit: w.unit.id,
      price: "999",
      discountType: undefined,
      discount: "5",
      tags: undefined,
    });
    assert.equal(byIds.subcategory, "iPhones");
    assert.equal(byIds.discountType, 5);
    assert.deepEqual(byIds.tags, []);
    assert.equal(byIds.policy, RETURN_EXCHANGE_POLICY);

    // A category without subcategories needs none; a policy sent is kept.
    const card = await added(w, w.vendor, {
      category: "gift cards",
      subcategory: undefined,
      policy: "No returns.",
    });
    assert.equal(card.subcategory, null);
    assert.equal(card.policy, "No returns.");
  } finally {
    await w.t.close();
  }
});

Deno.test("add-product: every rule answers its message, and a refusal stores nothing", async () => {
  const w = await world();
  try {
    const before = { products: await count(w.t, "products"), media: await count(w.t, "media") };
    const cases: [Record<string, string | string[] | undefined>, string][] = [
      [{ name: undefined }, "name: This field is required"],
      [{ name: "   " }, "name: This field is required"],
      [{ pin: "" }, "pin: This field is required"],
      [{ colour: undefined }, "colour: This field is required"],
      [{ description: undefined }, "description: This field is required"],
      [{ category: undefined }, "category: This field is required"],
      [{ unit: undefined }, "unit: This field is required"],
      [{ attributes: undefined }, "attributes: This field is required"],
      [{ attributes: ["", " "] }, "attributes: This field is required"],
      [{ price: undefined }, "price: This field is required"],
      [{ discountType: undefined }, "discountType: This field is required"],
      [{ stock: undefined }, "stock: This field is required"],
      [{ maxPurchaseLimit: undefined }, "maxPurchaseLimit: This field is required"],
      [{ price: "abc" }, "price: must be an amount in rupees with at most 2 decimals, e.g. 1299.50."],
      [{ price: "12.345" }, "price: must be an amount in rupees with at most 2 decimals, e.g. 1299.50."],
      [{ price: "-5" }, "price: must be an amount in rupees with at most 2 decimals, e.g. 1299.50."],
      [{ price: "0" }, "price: must be more than 0."],
      [{ price: "10000001" }, "price: must be at most ₹1,00,00,000."],
      [{ discountType: "101" }, "discountType: must be a whole number from 0 to 99."],
      [{ discountType: "7.5" }, "discountType: must be a whole number from 0 to 99."],
      [
        { discount: "10" },
        "discountType: discount and discountType are the same field: send one, or equal values.",
      ],
      [{ stock: "-1" }, "stock: must be a whole number from 0 to 1000000."],
      [{ stock: "2.5" }, "stock: must be a whole number from 0 to 1000000."],
      [{ maxPurchaseLimit: "0" }, "maxPurchaseLimit: must be a whole number from 1 to 1000000."],
      [{ maxPurchaseLimit: "41" }, MAX_OVER_STOCK],
      [{ name: "x".repeat(201) }, "name: must be at most 200 characters."],
      [{ name: "two\nlines" }, "name: must be one line of text."],
      [{ colour: "Red\u0000" }, "colour: must not contain control characters or broken Unicode."],
      [
        { attributes: Array.from({ length: 31 }, (_, i) => `A${i}: ${i}`) },
        "attributes: at most 30 entries.",
      ],
      [{ subcategory: undefined }, "subcategory: This field is required"],
      [{ subcategory: "Laptops" }, "subcategory: choose a subcategory of Mobiles."],
      [{ category: "Gift cards" }, "subcategory: choose a subcategory of Gift cards."],
      [{ category: "Nothing" }, "category: choose a category from the list."],
      [{ unit: "bushel" }, "unit: choose a unit from the list."],
      [{ unknownField: "x" }, 'Unrecognized key: "unknownField"'],
    ];
    for (const [overrides, message] of cases) {
      const res = await add(w, w.vendor, overrides);
      assert.deepEqual([res.status, (await res.json()).message], [400, message], JSON.stringify(overrides));
    }
    // Photos: at least one, at most 8, images by their bytes.
    let res = await add(w, w.vendor, {}, []);
    assert.deepEqual([res.status, (await res.json()).message], [400, `photos: ${PHOTO_REQUIRED}`]);
    const p = await photos();
    const nine = Array.from({ length: 9 }, (_, i) => file(p.png, `${i}.png`, "image/png"));
    res = await add(w, w.vendor, {}, nine);
    assert.deepEqual([res.status, (await res.json()).message], [400, "photos: at most 8 files."]);
    const fake = file(new TextEncoder().encode("not an image at all"), "photo.jpg", "image/jpeg");
    res = await add(w, w.vendor, {}, [file(p.png, "ok.png", "image/png"), fake]);
    assert.equal(res.status, 415);
    assert.equal((await res.json()).message, IMAGE_TYPE_REFUSED);
    const text = new FormData();
    for (const [k, v] of Object.entries(fields())) for (const item of [v].flat()) text.append(k, item!);
    text.append("photos", "just text");
    res = await send(w.t, w.vendor, "POST", "/api/products/add-product", text);
    assert.deepEqual([res.status, (await res.json()).message], [400, "photos.0: must be a file."]);

    assert.deepEqual(
      { products: await count(w.t, "products"), media: await count(w.t, "media") },
      before,
      "no refused request stored a product or an image",
    );

    // A sold-out product (stock 0) is exempt from the limit rule.
    const soldOut = await added(w, w.vendor, { stock: "0", maxPurchaseLimit: "1" });
    assert.equal(soldOut.stock, 0);
    // The browser's limits match the server's.
    assert.equal(PHOTO_MAX_BYTES, MAX_IMAGE_BYTES);
    assert.ok(PHOTOS_MAX_TOTAL_BYTES < UPLOAD_BODY_LIMIT);
  } finally {
    await w.t.close();
  }
});

Deno.test("prices that make sense: plain decimals, at least ₹1 after discount; vendor and admin, form and JSON", async () => {
  const w = await world();
  try {
    const price = "price: must be an amount in rupees with at most 2 decimals, e.g. 1299.50.";
    const floor = "discountType: the price after discount must be at least ₹1.";
    const asAdmin = { vendorId: w.store.id };
    const before = { products: await count(w.t, "products"), media: await count(w.t, "media") };
    const formCases: [Record<string, string>, string][] = [
      [{ price: "1,2,3,4" }, price],
      [{ price: "24,999.50" }, price],
      [{ price: "1e3" }, price],
      [{ price: "+100" }, price],
      [{ stock: "1,000" }, "stock: must be a whole number from 0 to 1000000."],
      [{ discountType: "100" }, "discountType: must be a whole number from 0 to 99."],
      [{ price: "50", discountType: "99" }, floor],
      [{ price: "1", discountType: "1" }, floor],
    ];
    for (const who of [w.vendor, w.admin]) {
      for (const [overrides, message] of formCases) {
        const res = await add(w, who, { ...overrides, ...(who === w.admin ? asAdmin : {}) });
        assert.deepEqual([res.status, (await res.json()).message], [400, message], JSON.stringify(overrides));
      }
    }
    assert.deepEqual(
      { products: await count(w.t, "products"), media: await count(w.t, "media") },
      before,
      "nothing was stored",
    );
    // ₹1 after discount is the least a product may cost; a plain decimal with spaces around it is fine.
    const cheap = await added(w, w.vendor, { price: " 100 ", discountType: "99" });
    assert.deepEqual([cheap.price, cheap.discountType, cheap.priceAfterDiscount], [100, 99, 1]);

    const p = await added(w, w.admin, { price: "200", discountType: "10", ...asAdmin });
    const path = `/api/products/update-product/${p._id}`;
    const jsonCases: [Record<string, unknown>, string][] = [
      [{ discount: 100 }, "discountType: must be a whole number from 0 to 99."],
      [{ discountType: 100 }, "discountType: must be a whole number from 0 to 99."],
      [{ discountType: 99.5 }, "discountType: must be a whole number from 0 to 99."],
      [{ discountType: 99.6 }, "discountType: must be a whole number from 0 to 99."],
      [{ price: 1 }, "price: the price after discount must be at least ₹1."], // 10 % off ₹1: ₹0.90
      [{ price: 1.5, discountType: 50 }, floor],
    ];
    for (const who of [w.vendor, w.admin]) {
      for (const [body, message] of jsonCases) {
        const res = await send(w.t, who, "PUT", path, body);
        assert.deepEqual([res.status, (await res.json()).message], [400, message], JSON.stringify(body));
      }
    }
    const stored = await row(w.t, p._id);
    assert.deepEqual([stored?.price_paise, stored?.discount_percent], [20000, 10], "nothing changed");
    // The stored price is the other half of a new discount.
    const res = await send(w.t, w.vendor, "PUT", path, { discountType: 99 });
    assert.deepEqual([res.status, (await res.json()).product.priceAfterDiscount], [200, 2]);
  } finally {
    await w.t.close();
  }
});

Deno.test("add-product: who may call it, and an admin names the store", async () => {
  const w = await world();
  try {
    let res = await add(w, null);
    assert.equal(res.status, 401);
    res = await add(w, w.customer);
    assert.equal(res.status, 403);

    res = await add(w, w.admin);
    assert.deepEqual([res.status, (await res.json()).message], [400, "vendorId: This field is required"]);
    res = await add(w, w.admin, { vendorId: newId() });
    assert.deepEqual([res.status, (await res.json()).message], [400, "vendorId: no store has this id."]);
    const p = await added(w, w.admin, { vendorId: w.other.id });
    assert.equal(p.seller, w.other.id);
    const audit = await auditOf(w.t, p._id);
    assert.deepEqual(audit.map((a) => [a.action, a.actor_id, a.actor_role]), [[
      "product.create",
      w.admin.id,
      "admin",
    ]]);
  } finally {
    await w.t.close();
  }
});

Deno.test("add-product: a pending store's product waits off the storefront; a switched-off store adds none", async () => {
  const w = await world();
  try {
    await w.t.db.updateTable("vendors").set({ approval_pending: true }).where("id", "=", w.store.id)
      .execute();
    const p = await added(w);
    assert.equal((await row(w.t, p._id))?.listed, false);
    // Not on the storefront's lists (products.queries.ts leaves unlisted products out).
    const storefront = await (await w.t.get("/api/products/get-all-products")).json();
    assert.ok(!storefront.products.some((x: { _id: string }) => x._id === p._id), "not on the storefront");
    const own = await (await send(w.t, w.vendor, "GET", "/api/vendor/products")).json();
    assert.deepEqual(
      own.products.map((x: { _id: string; status: string; listed: boolean }) => [x._id, x.status, x.listed]),
      [[
        p._id,
        "Waiting for approval",
        false,
      ]],
    );

    // A switched-off store adds nothing (403 saying why and whom to write to), and can still read its list.
    await added(w, w.otherVendor);
    await w.t.db.updateTable("vendors").set({ approval_pending: false, active: false }).where(
      "id",
      "=",
      w.other.id,
    )
      .execute();
    const refused = await add(w, w.otherVendor);
    assert.equal(refused.status, 403);
    assert.equal((await refused.json()).message, STORE_SWITCHED_OFF);
    const list = await (await send(w.t, w.otherVendor, "GET", "/api/vendor/products")).json();
    assert.equal(list.products.length, 1);
    assert.equal(list.products[0].status, "Store switched off");
  } finally {
    await w.t.close();
  }
});

Deno.test("update-product: partial changes with the form's rules; own products only", async () => {
  const w = await world();
  try {
    const p = await added(w);
    const path = `/api/products/update-product/${p._id}`;
    let res = await send(w.t, w.vendor, "PUT", path, { price: 1999.99, discount: 10, tags: ["sale"] });
    assert.equal(res.status, 200);
    let body = await res.json();
    assert.equal(body.message, PRODUCT_UPDATED);
    assert.deepEqual([body.product.price, body.product.discountType, body.product.tags], [1999.99, 10, [
      "sale",
    ]]);
    assert.equal(body.product.name, "Redmi Note 13 5G", "fields not sent keep their value");
    assert.equal(body.product.photos.length, 2);

    const refusals: [unknown, string][] = [
      [{ maxPurchaseLimit: 41 }, MAX_OVER_STOCK],
      [{ stock: 2 }, MAX_OVER_STOCK],
      [{ stock: 10, maxPurchaseLimit: 11 }, MAX_OVER_STOCK],
      [{ name: "" }, "name: This field is required"],
      [{ price: 0.001 }, "price: must be an amount in rupees with at most 2 decimals, e.g. 1299.50."],
      [{ price: "100" }, "price: Invalid input: expected number, received string"],
      [{ photos: [] }, 'Unrecognized key: "photos"'],
      [
        { category: "Gift cards", subcategory: "Android phones" },
        "subcategory: choose a subcategory of Gift cards.",
      ],
      [{ subcategory: "Tablets" }, "subcategory: choose a subcategory of Mobiles."],
      [{ unit: "bushel" }, "unit: choose a unit from the list."],
    ];
    for (const [change, message] of refusals) {
      res = await send(w.t, w.vendor, "PUT", path, change);
      assert.deepEqual([res.status, (await res.json()).message], [400, message], JSON.stringify(change));
    }
    // Sold out: allowed whatever the limit.
    res = await send(w.t, w.vendor, "PUT", path, { stock: 0 });
    assert.equal(res.status, 200);
    // Another category: the subcategory is cleared (this one has none) or named anew.
    res = await send(w.t, w.vendor, "PUT", path, { category: w.plain.id, subcategory: "" });
    body = await res.json();
    assert.deepEqual([res.status, body.product.category.name, body.product.subcategory], [
      200,
      "Gift cards",
      null,
    ]);
    res = await send(w.t, w.vendor, "PUT", path, { category: "Mobiles" });
    assert.deepEqual([res.status, (await res.json()).message], [400, "subcategory: This field is required"]);
    res = await send(w.t, w.vendor, "PUT", path, { category: "Mobiles", subcategory: "iphones", stock: 5 });
    body = await res.json();
    assert.deepEqual([res.status, body.product.subcategory, body.product.stock], [200, "iPhones", 5]);

    // Another store's product is not found, exactly like a missing one; an admin reaches it.
    res = await send(w.t, w.otherVendor, "PUT", path, { name: "Mine now" });
    assert.deepEqual([res.status, (await res.json()).message], [404, PRODUCT_NOT_FOUND]);
    res = await send(w.t, w.vendor, "PUT", `/api/products/update-product/${newId()}`, { name: "x" });
    assert.deepEqual([res.status, (await res.json()).message], [404, PRODUCT_NOT_FOUND]);
    res = await send(w.t, w.admin, "PUT", path, { name: "Renamed by admin" });
    assert.equal((await res.json()).product.name, "Renamed by admin");
    res = await send(w.t, w.customer, "PUT", path, { name: "x" });
    assert.equal(res.status, 403);

    const audit = await auditOf(w.t, p._id);
    assert.deepEqual(audit.map((a) => a.action), [
      "product.create",
      "product.update",
      "product.update",
      "product.update",
      "product.update",
      "product.update",
    ]);
    // Before and after of what changed (fields sent unchanged are left out), in the same transaction.
    assert.deepEqual(audit[1].details, {
      vendorId: w.store.id,
      changed: ["discount_percent", "price_paise", "tags"],
      before: { discount_percent: 12, price_paise: 2499950, tags: ["smartphone", "5g", "redmi"] },
      after: { discount_percent: 10, price_paise: 199999, tags: ["sale"] },
    });
    assert.deepEqual(audit.at(-1)?.details.before, { name: "Redmi Note 13 5G" });
    assert.deepEqual(audit.at(-1)?.details.after, { name: "Renamed by admin" });
    assert.equal(audit.at(-1)?.actor_role, "admin");
  } finally {
    await w.t.close();
  }
});

async function insertOrderFor(t: TestApp, productId: string, vendor: { id: string; email: string }) {
  const orderId = newId();
  await t.db.insertInto("orders").values({
    id: orderId,
    checkout_id: newId(),
    customer_id: null,
    customer_name: "Asha",
    customer_email: "asha@example.in",
    customer_mobile: "9876543210",
    address: JSON.stringify({}),
    vendor_id: vendor.id,
    vendor_email: vendor.email,
    store_name: "Sharma Electronics",
    payment_method: "cod",
    payment_order_id: null,
    payment_status: "unpaid",
    status: "Confirmed",
    subtotal_paise: 100,
    total_paise: 100,
    commission_paise: 0,
  }).execute();
  await t.db.insertInto("order_items").values({
    order_id: orderId,
    position: 0,
    product_id: productId,
    name: "Redmi",
    category: "Mobiles",
    subcategory: null,
    unit: "piece",
    mrp_paise: 100,
    discount_percent: 0,
    price_paise: 100,
    quantity: 1,
    line_paise: 100,
    commission_bp: 0,
    commission_paise: 0,
  }).execute();
}

Deno.test("delete-product: erased when never ordered, archived once ordered; own only", async () => {
  const w = await world();
  try {
    const shopper = await createCustomer(w.t.db);
    const fresh = await insertProduct(w.t.db, { vendor_id: w.store.id, photos: 2 });
    const ordered = await insertProduct(w.t.db, { vendor_id: w.store.id });
    for (const id of [fresh.id, ordered.id]) {
      await w.t.db.insertInto("cart_items").values({ user_id: shopper.id, product_id: id, quantity: 1 })
        .execute();
      await w.t.db.insertInto("wishlist_items").values({ user_id: shopper.id, product_id: id }).execute();
    }
    await insertOrderFor(w.t, ordered.id, w.store);

    let res = await send(w.t, w.otherVendor, "DELETE", `/api/products/delete-product/${fresh.id}`);
    assert.deepEqual([res.status, (await res.json()).message], [404, PRODUCT_NOT_FOUND]);

    res = await send(w.t, w.vendor, "DELETE", `/api/products/delete-product/${fresh.id}`);
    assert.deepEqual([res.status, await res.json()], [200, { message: PRODUCT_DELETED }]);
    assert.equal(await row(w.t, fresh.id), undefined);
    const photoRows = await w.t.db.selectFrom("product_photos").select("media_id").where(
      "product_id",
      "=",
      fresh.id,
    )
      .execute();
    assert.equal(photoRows.length, 0);

    res = await send(w.t, w.vendor, "DELETE", `/api/products/delete-product/${ordered.id}`);
    assert.deepEqual([res.status, await res.json()], [200, { message: PRODUCT_DELETED }]);
    const archived = await row(w.t, ordered.id);
    assert.ok(archived?.archived_at, "kept for the orders, archived");
    assert.equal(archived?.listed, false);
    const item = await w.t.db.selectFrom("order_items").select("product_id").executeTakeFirstOrThrow();
    assert.equal(item.product_id, ordered.id, "the order still links to it");
    const cart = await w.t.db.selectFrom("cart_items").select("product_id").where("user_id", "=", shopper.id)
      .execute();
    const wish = await w.t.db.selectFrom("wishlist_items").select("product_id").where(
      "user_id",
      "=",
      shopper.id,
    )
      .execute();
    assert.deepEqual([cart.length, wish.length], [0, 0], "out of every cart and wishlist");

    // Gone for every write and for the store's list.
    res = await send(w.t, w.vendor, "DELETE", `/api/products/delete-product/${ordered.id}`);
    assert.equal(res.status, 404);
    res = await send(w.t, w.vendor, "PUT", `/api/products/update-product/${ordered.id}`, { name: "Back" });
    assert.equal(res.status, 404);
    const own = await (await send(w.t, w.vendor, "GET", "/api/vendor/products")).json();
    assert.equal(own.total, 0);

    assert.deepEqual((await auditOf(w.t, fresh.id)).map((a) => a.action), ["product.delete"]);
    assert.deepEqual((await auditOf(w.t, ordered.id)).map((a) => a.action), ["product.archive"]);

    // An admin deletes any store's product.
    const theirs = await insertProduct(w.t.db, { vendor_id: w.other.id });
    res = await send(w.t, w.admin, "DELETE", `/api/products/delete-product/${theirs.id}`);
    assert.equal(res.status, 200);
  } finally {
    await w.t.close();
  }
});

Deno.test("photos: add, remove and reorder, each audited; own products only", async () => {
  const w = await world();
  try {
    const p = await added(w);
    const [first, second] = p.photos.map((url: string) => url.slice("/media/".length));
    const path = `/api/products/${p._id}/photos`;
    const { png2 } = await photos();

    let res = await send(w.t, w.vendor, "POST", path, form({}, [file(png2, "side.png", "image/png")]));
    assert.equal(res.status, 200);
    let body = await res.json();
    assert.equal(body.message, "Photos added.");
    assert.equal(body.product.photos.length, 3);
    const third = body.product.photos[2].slice("/media/".length);

    res = await send(w.t, w.vendor, "POST", path, form({}, []));
    assert.deepEqual([res.status, (await res.json()).message], [400, "photos: This field is required"]);
    const many = Array.from({ length: 6 }, (_, i) => file(png2, `${i}.png`, "image/png"));
    res = await send(w.t, w.vendor, "POST", path, form({}, many));
    assert.deepEqual([res.status, (await res.json()).message], [400, "A product has at most 8 photos."]);
    res = await send(w.t, w.otherVendor, "POST", path, form({}, [file(png2, "x.png", "image/png")]));
    assert.equal(res.status, 404);

    res = await send(w.t, w.vendor, "PUT", `${path}/order`, { photos: [third, first, second] });
    body = await res.json();
    assert.equal(res.status, 200);
    assert.equal(body.message, "Photos reordered.");
    assert.deepEqual(body.product.photos, [third, first, second].map((m) => `/media/${m}`));
    for (const wrong of [[third, first], [third, first, first], [third, first, second, "f".repeat(64)]]) {
      res = await send(w.t, w.vendor, "PUT", `${path}/order`, { photos: wrong });
      assert.deepEqual([res.status, (await res.json()).message], [400, PHOTO_ORDER_MISMATCH]);
    }

    res = await send(w.t, w.vendor, "DELETE", `${path}/${first}`);
    body = await res.json();
    assert.deepEqual([res.status, body.message, body.product.photos], [200, "Photo removed.", [
      `/media/${third}`,
      `/media/${second}`,
    ]]);
    res = await send(w.t, w.vendor, "DELETE", `${path}/${first}`);
    assert.deepEqual([res.status, (await res.json()).message], [404, "Photo not found."]);
    res = await send(w.t, w.otherVendor, "DELETE", `${path}/${second}`);
    assert.deepEqual([res.status, (await res.json()).message], [404, PRODUCT_NOT_FOUND]);
    res = await send(w.t, w.vendor, "DELETE", `${path}/${second}`);
    assert.equal(res.status, 200);
    res = await send(w.t, w.vendor, "DELETE", `${path}/${third}`);
    assert.deepEqual([res.status, (await res.json()).message], [409, LAST_PHOTO]);

    const audit = await auditOf(w.t, p._id);
    assert.deepEqual(audit.map((a) => a.action), [
      "product.create",
      "product.photos.add",
      "product.photos.reorder",
      "product.photos.remove",
      "product.photos.remove",
    ]);
    assert.deepEqual(audit[1].details, {
      added: [third],
      vendorId: w.store.id,
      before: { photos: [first, second] },
      after: { photos: [first, second, third] },
    });
    assert.deepEqual(audit[2].details.after, { photos: [third, first, second] });
  } finally {
    await w.t.close();
  }
});

Deno.test("GET /api/vendor/products: the store's own products, filtered and paged", async () => {
  const w = await world();
  try {
    const phone = await insertProduct(w.t.db, {
      vendor_id: w.store.id,
      category_id: w.mobiles.id,
      name: "Redmi Note 13",
      price_paise: 1_299_950,
    });
    const card = await insertProduct(w.t.db, {
      vendor_id: w.store.id,
      category_id: w.plain.id,
      name: "Gift card 500",
      price_paise: 50_000,
      stock: 0,
    });
    await insertProduct(w.t.db, { vendor_id: w.other.id, name: "Not mine" });
    await w.t.db.updateTable("products").set({ archived_at: new Date() }).where("id", "=", card.id).execute();
    const kept = await insertProduct(w.t.db, {
      vendor_id: w.store.id,
      category_id: w.plain.id,
      stock: 0,
      price_paise: 50_000,
    });

    const list = async (query: string) => {
      const res = await send(w.t, w.vendor, "GET", `/api/vendor/products${query}`);
      assert.equal(res.status, 200, query);
      const body = await res.json();
      return { ids: body.products.map((p: { _id: string }) => p._id).sort(), total: body.total, body };
    };
    const all = await list("");
    assert.deepEqual(all.ids, [phone.id, kept.id].sort(), "own, not archived");
    assert.equal(all.body.products.find((p: { _id: string }) => p._id === kept.id).status, "Out of stock");
    assert.deepEqual((await list("?field=title&search=redmi")).ids, [phone.id]);
    assert.deepEqual((await list("?search=REDMI")).ids, [phone.id], "title by default");
    assert.deepEqual((await list("?field=category&search=gift")).ids, [kept.id]);
    assert.deepEqual((await list("?field=price&search=12999.5")).ids, [phone.id]);
    assert.deepEqual((await list("?field=price&search=₹500")).ids, [kept.id]);
    assert.deepEqual((await list(`?field=id&search=${phone.id.slice(0, 12).toUpperCase()}`)).ids, [phone.id]);
    assert.deepEqual((await list("?field=title&search=%25")).ids, [], "% is text");
    const paged = await list("?limit=1&page=2");
    assert.deepEqual([paged.body.products.length, paged.total, paged.body.page, paged.body.limit], [
      1,
      2,
      2,
      1,
    ]);

    let res = await send(w.t, w.vendor, "GET", "/api/vendor/products?field=colour");
    assert.equal(res.status, 400);
    res = await send(w.t, w.admin, "GET", "/api/vendor/products");
    assert.equal(res.status, 403);
    res = await send(w.t, null, "GET", "/api/vendor/products");
    assert.equal(res.status, 401);
  } finally {
    await w.t.close();
  }
});
