import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestDatabase } from "../../tests/helpers.ts";
import { autoPolicy } from "../../src/catalogue/products/return-policy.ts";
import { isDatabaseEmpty, seedDemo } from "./demo.ts";
import { seedBenchCatalogue } from "./bench.ts";
import { loadPincodes } from "./pincodes.ts";
import { DEMO_ADMIN, DEMO_VENDOR_PASSWORD, PENDING_STORE } from "./content/accounts.ts";
import { VENDORS } from "./content/vendors.ts";
import { UNTAXED_DEMO_PRODUCTS } from "./content/tax.ts";
import { verifyPassword } from "../../src/auth/password.ts";
import { checkStoreForm } from "../../src/vendors/stores/store-rules.ts";
import { checkStoreKyc } from "../../src/vendors/stores/kyc.ts";

const count = async (db: Awaited<ReturnType<typeof createTestDatabase>>["db"], table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n);

Deno.test("the demo catalogue is complete and consistent", async () => {
  const t = await createTestDatabase();
  try {
    const { db } = t;
    assert.equal(await isDatabaseEmpty(db), true);
    const started = performance.now();
    await seedDemo(db);
    console.log(`seedDemo: ${Math.round(performance.now() - started)} ms`);
    assert.equal(await isDatabaseEmpty(db), false);

    const categories = await db.selectFrom("categories as c")
      .select([
        "c.id",
        "c.name",
        "c.description",
        "c.image_id",
        sql<string>`(select count(*) from subcategories s where s.category_id = c.id)`.as("subs"),
      ])
      .execute();
    assert.ok(categories.length >= 9, `${categories.length} categories`);
    for (const c of categories) {
      assert.ok(Number(c.subs) >= 2, `${c.name} has ${c.subs} subcategories`);
      assert.ok(c.description.length > 20 && c.image_id, `${c.name} has a description and an image`);
    }

    const products = await db.selectFrom("products").selectAll().execute();
    assert.ok(products.length >= 64, `${products.length} products`);
    const vendorCounts = await db.selectFrom("vendors as v").leftJoin("products as p", "p.vendor_id", "v.id")
      .select(["v.store_name", "v.approval_pending", sql<string>`count(p.id)`.as("n")]).groupBy("v.id")
      .execute();
    assert.ok(vendorCounts.length >= 5, `${vendorCounts.length} vendors`);
    for (const v of vendorCounts) {
      if (v.approval_pending) assert.equal(Number(v.n), 0, `${v.store_name} (pending) has no products yet`);
      else assert.ok(Number(v.n) >= 5, `${v.store_name} has ${v.n} products`);
    }

    const mismatched = await db.selectFrom("products as p").innerJoin(
      "subcategories as s",
      "s.id",
      "p.subcategory_id",
    )
      .select("p.name").whereRef("s.category_id", "!=", "p.category_id").execute();
    assert.deepEqual(mismatched, []);
    const cities = new Set((await db.selectFrom("cities").select("name").execute()).map((c) => c.name));
    for (const p of products) {
      assert.ok(p.subcategory_id, `${p.name} has a subcategory`);
      assert.ok(p.max_purchase_limit >= 1 && p.max_purchase_limit <= p.stock, `${p.name}: limit ≤ stock`);
      assert.ok(Number.isInteger(p.price_paise) && p.price_paise > 0, `${p.name}: price in paise`);
      assert.ok(p.discount_percent >= 0 && p.discount_percent <= 40);
      assert.equal(p.policy, autoPolicy(p.price_paise / 100), `${p.name}: policy`);
      assert.ok(p.rating >= 3.6 && p.rating <= 4.8, `${p.name}: rating ${p.rating}`);
      assert.ok(cities.has(p.location), `${p.name}: location ${p.location} is a listed city`);
      assert.ok(p.attributes.length > 0 && p.tags.length > 0 && p.pin && p.colour);
    }
    assert.ok(
      products.filter((p) => p.stock >= 2 && p.stock <= 12).length >= 3,
      "some products are low on stock",
    );
    assert.equal(new Set(products.map((p) => p.pin)).size, products.length, "pins are unique");
    assert.equal(
      new Set(products.map((p) => p.created_at.getTime())).size,
      products.length,
      "staggered creation",
    );

    const photos = await db.selectFrom("products as p")
      .leftJoin("product_photos as ph", "ph.product_id", "p.id")
      .leftJoin("media as m", "m.id", "ph.media_id")
      .select(["p.name", "ph.position", "m.content_type", "m.size"]).execute();
    const byProduct = Map.groupBy(photos, (r) => r.name);
    for (const [name, rows] of byProduct) {
      assert.ok(rows.length >= 1 && rows.length <= 4, `${name} has 1-4 photos`);
      assert.deepEqual(rows.map((r) => r.position).sort(), rows.map((_, i) => i), `${name}: positions 0..n`);
      for (const r of rows) {
        assert.equal(r.content_type, "image/svg+xml", `${name}: photo media exists`);
        assert.ok(r.size! < 6 * 1024, `${name}: photo is ${r.size} bytes`);
      }
    }

    assert.ok(await count(db, "units") >= 8);
    assert.ok(await count(db, "attributes") >= 10);
    assert.ok(await count(db, "cities") >= 30);
    assert.ok(await count(db, "jobs") >= 6);
    const banners = await db.selectFrom("banners as b").innerJoin("media as m", "m.id", "b.image_id")
      .select(["b.title", "b.banner_type", "b.zone", "m.content_type"]).orderBy("b.position").execute();
    assert.ok(banners.length >= 3);
    for (const b of banners) {
      assert.ok(b.title && b.banner_type && b.zone && b.content_type === "image/svg+xml");
    }
    const uncommissioned = await db.selectFrom("categories as c").select("c.name")
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("commissions as k").select("k.id").whereRef("k.category_id", "=", "c.id").where(
              "k.subcategory_id",
              "is",
              null,
            ),
          ),
        )
      ).execute();
    assert.deepEqual(uncommissioned, [], "every category has a commission rate");
  } finally {
    await t.close();
  }
});

Deno.test("the bench generator inserts exactly the requested counts", async () => {
  const t = await createTestDatabase();
  try {
    const result = await seedBenchCatalogue(t.db, { products: 500, vendors: 20 });
    console.log(`seedBenchCatalogue(500, 20): ${result.ms} ms`);
    assert.equal(result.products, 500);
    assert.equal(await count(t.db, "products"), 500);
    assert.equal(await count(t.db, "vendors"), 20);
    assert.equal(await count(t.db, "product_photos"), result.photos);
    assert.ok(await count(t.db, "categories") >= 9);
    assert.ok(await count(t.db, "media") < 100, "photos reuse a small set of images");
    const bad = await t.db.selectFrom("products").select("name")
      .where((eb) => eb.or([eb("max_purchase_limit", ">", eb.ref("stock")), eb("price_paise", "<=", 0)]))
      .execute();
    assert.deepEqual(bad, []);
    // Generated in SQL: ids shaped like newId() (24 hex, the seconds first), every product with a photo.
    const shapes = await t.db.selectFrom("products").select("id")
      .where((eb) => eb.not(eb("id", "~", "^[0-9a-f]{24}$"))).execute();
    assert.deepEqual(shapes, []);
    const withPhoto = await t.db.selectFrom("product_photos").select((eb) =>
      eb.fn.count<number>("product_id").distinct().as("n")
    ).executeTakeFirstOrThrow();
    assert.equal(Number(withPhoto.n), 500);
    // Every generated product has its subcategory's HSN code and GST rate: its orders are invoiced.
    const untaxed = await t.db.selectFrom("products").select("name")
      .where((eb) => eb.or([eb("hsn_code", "is", null), eb("gst_rate", "is", null)])).execute();
    assert.deepEqual(untaxed, []);

    // A second run on top of existing data reuses the categories and picks fresh vendor emails.
    const again = await seedBenchCatalogue(t.db, { products: 50, vendors: 5 });
    assert.equal(again.products, 50);
    assert.equal(await count(t.db, "products"), 550);
    assert.equal(await count(t.db, "vendors"), 25);
  } finally {
    await t.close();
  }
});

Deno.test("the demo sign-ins: a vendor account per store, one pending application, a demo admin", async () => {
  const t = await createTestDatabase();
  try {
    const { db } = t;
    await seedDemo(db);
    const stores = await db.selectFrom("vendors as v").leftJoin("users as u", "u.id", "v.user_id")
      .select([
        "v.id",
        "v.store_name",
        "v.email",
        "v.active",
        "v.approval_pending",
        "u.role",
        "u.email as login",
        "u.password_hash",
      ])
      .execute();
    assert.equal(stores.length, Object.keys(VENDORS).length + 1);
    for (const store of stores) {
      assert.equal(store.role, "vendor", `${store.store_name} has a vendor account`);
      assert.equal(store.login, store.email, `${store.store_name} signs in with its store email`);
      assert.ok(store.active, `${store.store_name} is switched on`);
    }
    // Every account shares one hash of the documented password.
    assert.equal(new Set(stores.map((s) => s.password_hash)).size, 1);
    assert.ok(await verifyPassword(DEMO_VENDOR_PASSWORD, stores[0].password_hash!));

    const pending = stores.filter((s) => s.approval_pending);
    assert.deepEqual(pending.map((s) => s.store_name), [PENDING_STORE.storeName]);

    const admins = await db.selectFrom("users").selectAll().where("role", "=", "admin").execute();
    assert.deepEqual(admins.map((a) => a.email), [DEMO_ADMIN.email]);
    assert.ok(await verifyPassword(DEMO_ADMIN.password, admins[0].password_hash));
    const customers = await db.selectFrom("users").select("id").where("role", "=", "customer").execute();
    assert.deepEqual(customers, [], "no demo shoppers");
  } finally {
    await t.close();
  }
});

Deno.test("the demo stores' applications pass the store form's rules and the KYC checks", async () => {
  const t = await createTestDatabase();
  try {
    const { db } = t;
    await seedDemo(db);
    const rows = await db.selectFrom("vendors").selectAll().execute();
    await loadPincodes(db, { only: rows.map((r) => Number(r.pincode)) });
    for (const row of rows) {
      const form = checkStoreForm({
        storeName: row.store_name,
        storeAddress: row.store_address,
        googleMapsLink: row.google_maps_link,
        city: row.city,
        pincode: row.pincode,
        firstName: row.first_name,
        lastName: row.last_name,
        phone: row.phone,
        email: row.email,
        username: row.username,
        password: DEMO_VENDOR_PASSWORD,
        panCardNumber: row.pan,
        gstNumber: row.gstin,
        bankName: row.bank_name,
        branch: row.branch,
        ifscCode: row.ifsc,
        accountNumber: row.account_number,
      });
      assert.ok(form.ok, `${row.store_name}: ${JSON.stringify(!form.ok && form.errors)}`);
      const kyc = await checkStoreKyc(db, {
        panCardNumber: row.pan,
        gstNumber: row.gstin,
        ifscCode: row.ifsc,
        pincode: row.pincode,
      });
      assert.deepEqual(kyc.errors, {}, row.store_name);
      assert.equal(kyc.place?.city, row.city, `${row.store_name}: the pincode is in its city`);
      assert.equal(kyc.bank?.bank, row.bank_name, `${row.store_name}: the bank its IFSC names`);
    }
    assert.equal(
      new Set(rows.map((r) => r.username!.toLowerCase())).size,
      rows.length,
      "usernames are unique",
    );
  } finally {
    await t.close();
  }
});

Deno.test("the demo without accounts: the catalogue only", async () => {
  const t = await createTestDatabase();
  try {
    await seedDemo(t.db, { accounts: false });
    assert.equal(await count(t.db, "users"), 0);
    const rows = await t.db.selectFrom("vendors").select(["user_id", "approval_pending"]).execute();
    assert.equal(rows.length, Object.keys(VENDORS).length);
    assert.ok(rows.every((r) => r.user_id === null && !r.approval_pending));
  } finally {
    await t.close();
  }
});

Deno.test("the demo catalogue's GST details: real codes and slabs, two products left without on purpose", async () => {
  const t = await createTestDatabase();
  try {
    const { db } = t;
    await seedDemo(db, { accounts: false });
    const rows = await db.selectFrom("products as p").innerJoin(
      "subcategories as s",
      "s.id",
      "p.subcategory_id",
    )
      .select(["p.name", "p.hsn_code", "p.gst_rate", "s.name as subcategory"]).execute();
    const byName = new Map(rows.map((r) => [r.name, r]));
    const untaxed = rows.filter((r) => r.hsn_code === null || r.gst_rate === null).map((r) => r.name).sort();
    assert.deepEqual(untaxed, [...UNTAXED_DEMO_PRODUCTS].sort());
    for (const r of rows) {
      if (r.hsn_code === null) continue;
      assert.match(r.hsn_code, /^(?!00)([0-9]{4}|[0-9]{6}|[0-9]{8})$/, r.name);
      assert.ok([0, 5, 18, 40].includes(r.gst_rate!), `${r.name}: ${r.gst_rate}`);
    }
    // The headings a shopper would expect on the invoice.
    const heading = (subcategory: string) =>
      new Set(
        rows.filter((r) => r.subcategory === subcategory).map((r) =>
          `${r.hsn_code?.slice(0, 4)} ${r.gst_rate}`
        ),
      );
    assert.deepEqual(heading("Smartphones"), new Set(["8517 18"]));
    assert.deepEqual(heading("Thin & Light"), new Set(["8471 18"]));
    assert.deepEqual(heading("4K Ultra HD TVs"), new Set(["8528 18"]));
    assert.deepEqual(heading("Headphones"), new Set(["8518 18"]));
    assert.deepEqual(heading("Mirrorless Cameras"), new Set(["8525 18"]));
    assert.deepEqual(heading("Screen Replacement"), new Set(["9987 18"]));
    const grocery = rows.filter((r) =>
      ["Staples", "Beverages", "Personal Care", "Snacks & Biscuits"]
        .includes(r.subcategory) && r.gst_rate !== null
    );
    assert.ok(grocery.filter((r) => r.gst_rate === 5).length >= grocery.length - 1, "groceries mostly 5 %");
    assert.equal(byName.get("Tata Tea Gold 1 kg")?.hsn_code, "0902");
    assert.equal(byName.get("India Gate Basmati Rice Classic 1 kg")?.hsn_code, "1006");
    assert.equal(byName.get("Aashirvaad Shudh Chakki Atta 5 kg")?.hsn_code, "1101");
  } finally {
    await t.close();
  }
});
