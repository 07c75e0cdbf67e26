/**
 * Ranked search: typos, ranking tiers, facets, sorts and "Did you mean", through the service,
 * GET /api/products/search (answers checked against openapi.yaml) and the products page.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, getPage } from "../../../tests/helpers.ts";
import { insertCategory, insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { search } from "./search.service.ts";
import type { DB } from "../../../db/database.ts";

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

async function catalogue(db: DB) {
  const asha = await insertVendor(db, { store_name: "Asha Mobiles" });
  const ravi = await insertVendor(db, { store_name: "Ravi Stores" });
  const mobiles = await insertCategory(db, { name: "Mobiles" });
  const tvs = await insertCategory(db, { name: "Televisions" });
  const groceries = await insertCategory(db, { name: "Groceries" });
  const stationery = await insertCategory(db, { name: "Stationery" });
  const product = (name: string, minutesAgo: number, columns: Parameters<typeof insertProduct>[1]) =>
    insertProduct(db, { name, created_at: at(minutesAgo), photos: 0, ...columns });
  const m = { category_id: mobiles.id };
  await product("Samsung Galaxy A15 5G (8 GB RAM, 128 GB)", 10, {
    ...m,
    vendor_id: asha.id,
    price_paise: 15_999_00,
    discount_percent: 10,
  });
  await product("Samsung Galaxy M15 5G", 9, { ...m, vendor_id: ravi.id, price_paise: 12_999_00, stock: 0 });
  await product("Samsung Crystal 4K Smart TV 43 inch", 8, {
    category_id: tvs.id,
    vendor_id: ravi.id,
    price_paise: 45_990_00,
    discount_percent: 30,
  });
  await product("Apple iPhone 15 (128 GB)", 7, { ...m, vendor_id: asha.id, price_paise: 69_900_00 });
  await product("Apple iPhone 14", 6, { ...m, vendor_id: ravi.id, price_paise: 59_900_00 });
  await product("Redmi Note 13 Pro+ 5G", 5, { ...m, vendor_id: ravi.id, price_paise: 29_999_00 });
  await product("Redmi 13C", 4, { ...m, vendor_id: asha.id, price_paise: 8_999_00 });
  await product("Redmi Note 12", 3, { ...m, vendor_id: asha.id, price_paise: 11_999_00 });
  // The best match is the oldest: relevance, not recency, puts it first.
  await product("Redmi Note 13 5G", 20, { ...m, vendor_id: asha.id, price_paise: 18_999_00 });
  await product("Noteworthy Notebook A5", 2, {
    category_id: stationery.id,
    vendor_id: ravi.id,
    price_paise: 199_00,
  });
  await product("Basmati Rice 5 kg", 1, {
    category_id: groceries.id,
    vendor_id: ravi.id,
    price_paise: 599_00,
    discount_percent: 50,
  });
  await product("Samsung Galaxy S24 Ultra", 1, { ...m, vendor_id: asha.id, listed: false });
  return { asha, ravi, mobiles, tvs };
}

const names = async (db: DB, text: string, more: Partial<Parameters<typeof search>[1]> = {}) =>
  (await search(db, { text, page: 1, limit: 50, ...more })).products.map((p) => p.name);

Deno.test("search: typos, ranking, facets, sorts and suggestions", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    const { asha, ravi, mobiles, tvs } = await catalogue(db);

    await t.step("a typo finds the products ('samsng', 'iphon'), listed ones only", async () => {
      const samsung = await names(db, "samsng");
      assert.deepEqual(samsung.toSorted(), [
        "Samsung Crystal 4K Smart TV 43 inch",
        "Samsung Galaxy A15 5G (8 GB RAM, 128 GB)",
        "Samsung Galaxy M15 5G",
      ]);
      assert.deepEqual((await names(db, "iphon")).toSorted(), [
        "Apple iPhone 14",
        "Apple iPhone 15 (128 GB)",
      ]);
      assert.deepEqual((await names(db, "SAMSUNG GALAXI")).toSorted(), [
        "Samsung Galaxy A15 5G (8 GB RAM, 128 GB)",
        "Samsung Galaxy M15 5G",
      ]);
    });

    await t.step("'redmi note 13' ranks the Redmi Note 13 first, whole words before the rest", async () => {
      const redmi = await names(db, "redmi note 13");
      assert.deepEqual(redmi, ["Redmi Note 13 5G", "Redmi Note 13 Pro+ 5G"]);
      // Whole word "note" (any order of the tiers' members by closeness), then "contains" (Noteworthy).
      const note = await names(db, "note");
      assert.deepEqual(note.slice(0, 3).toSorted(), [
        "Redmi Note 12",
        "Redmi Note 13 5G",
        "Redmi Note 13 Pro+ 5G",
      ]);
      assert.equal(note[3], "Noteworthy Notebook A5");
      assert.equal(note.length, 4);
      // Whole words above fuzzy matches: "rice" is a whole word of one name, close to none other.
      assert.deepEqual(await names(db, "rice"), ["Basmati Rice 5 kg"]);
      // Words in another order still match as whole words.
      assert.deepEqual(await names(db, "13 note redmi"), ["Redmi Note 13 5G", "Redmi Note 13 Pro+ 5G"]);
    });

    await t.step("the spec's 'name contains' results stay included", async () => {
      assert.deepEqual(await names(db, "teworth"), ["Noteworthy Notebook A5"]);
      assert.deepEqual(
        await names(db, "ote 1"),
        (await names(db, "ote 1")).toSorted().length === 3 ? await names(db, "ote 1") : [],
        "three names contain 'ote 1'",
      );
      assert.equal((await names(db, "ote 1")).length, 3);
      assert.deepEqual(await names(db, "%"), []);
    });

    await t.step("facets count the matches, each without its own filter", async () => {
      const all = await search(db, { text: "samsung", page: 1, limit: 50 });
      assert.equal(all.total, 3);
      assert.deepEqual(all.facets.categories.map((c) => [c.name, c.count]), [["Mobiles", 2], [
        "Televisions",
        1,
      ]]);
      assert.deepEqual(all.facets.stores.map((s) => [s.name, s.count]), [["Ravi Stores", 2], [
        "Asha Mobiles",
        1,
      ]]);
      // A15 pays ₹14,399.10 and M15 ₹12,999: 10,000 – 25,000; the TV ₹32,193: 25,000 – 50,000.
      assert.deepEqual(all.facets.prices, [0, 0, 0, 0, 2, 1, 0]);
      assert.deepEqual(all.facets.discounts, [2, 1, 0]);
      assert.equal(all.facets.inStock, 2);

      const phones = await search(db, { text: "samsung", categoryId: mobiles.id, page: 1, limit: 50 });
      assert.equal(phones.total, 2);
      assert.deepEqual(phones.products.map((p) => p.category_id), [mobiles.id, mobiles.id]);
      assert.deepEqual(
        phones.facets.categories.map((c) => [c.id, c.count]),
        [[mobiles.id, 2], [tvs.id, 1]],
        "the category facet keeps the other categories' counts",
      );
      assert.deepEqual(
        phones.facets.stores.map((s) => [s.id, s.count]).toSorted(),
        [[asha.id, 1], [ravi.id, 1]].toSorted(),
      );
      assert.deepEqual(phones.facets.prices, [0, 0, 0, 0, 2, 0, 0]);

      const inStock = await search(db, { text: "samsung", inStock: true, page: 1, limit: 50 });
      assert.equal(inStock.total, 2);
      assert.ok(inStock.products.every((p) => p.stock > 0));
      assert.equal(inStock.facets.inStock, 2);

      const off = await search(db, { text: "samsung", minDiscount: 25, page: 1, limit: 50 });
      assert.deepEqual(off.products.map((p) => p.name), ["Samsung Crystal 4K Smart TV 43 inch"]);
      assert.deepEqual(off.facets.discounts, [2, 1, 0], "its own facet counts without it");

      const band = await search(db, {
        text: "samsung",
        price: "10000-25000",
        vendorId: ravi.id,
        page: 1,
        limit: 50,
      });
      assert.deepEqual(band.products.map((p) => p.name), ["Samsung Galaxy M15 5G"]);
      assert.equal(band.total, 1);
    });

    await t.step("sorts: relevance, price low and high (after discount), newest", async () => {
      assert.deepEqual(await names(db, "samsung", { sort: "price-asc" }), [
        "Samsung Galaxy M15 5G",
        "Samsung Galaxy A15 5G (8 GB RAM, 128 GB)",
        "Samsung Crystal 4K Smart TV 43 inch",
      ]);
      assert.deepEqual(await names(db, "samsung", { sort: "price-desc" }), [
        "Samsung Crystal 4K Smart TV 43 inch",
        "Samsung Galaxy A15 5G (8 GB RAM, 128 GB)",
        "Samsung Galaxy M15 5G",
      ]);
      assert.deepEqual(await names(db, "redmi", { sort: "newest" }), [
        "Redmi Note 12",
        "Redmi 13C",
        "Redmi Note 13 Pro+ 5G",
        "Redmi Note 13 5G",
      ]);
      const paged = await search(db, { text: "redmi", sort: "newest", page: 2, limit: 3 });
      assert.deepEqual(paged.products.map((p) => p.name), ["Redmi Note 13 5G"]);
      const past = await search(db, { text: "redmi", sort: "newest", page: 9, limit: 3 });
      assert.equal(past.page, 2, "a page past the end shows the last one");
    });

    await t.step("'Did you mean …' corrects unknown words only", async () => {
      assert.equal((await search(db, { text: "samsng", page: 1, limit: 5 })).suggestion, "samsung");
      assert.equal(
        (await search(db, { text: "Samsng Galaxi", page: 1, limit: 5 })).suggestion,
        "samsung galaxy",
      );
      assert.equal((await search(db, { text: "iphon", page: 1, limit: 5 })).suggestion, "iphone");
      assert.equal((await search(db, { text: "samsung", page: 1, limit: 5 })).suggestion, null);
      const swapped = await search(db, { text: "samsung galxay", page: 1, limit: 5 });
      assert.equal(swapped.suggestion, "samsung galaxy", "letters swapped: found by its first letters");
      assert.equal(swapped.total, 2);
      const nothing = await search(db, { text: "zzqx", page: 1, limit: 5 });
      assert.equal(nothing.total, 0);
      assert.equal(nothing.suggestion, null, "nothing close: no suggestion");
    });

    await t.step("the words follow new, renamed and deleted products", async () => {
      const tea = await insertProduct(db, { name: "Zanzibar Spice Tea", photos: 0 });
      assert.equal((await search(db, { text: "zanzibr", page: 1, limit: 5 })).suggestion, "zanzibar");
      await db.updateTable("products").set({ name: "Darjeeling Tea" }).where("id", "=", tea.id).execute();
      assert.equal((await search(db, { text: "zanzibr", page: 1, limit: 5 })).suggestion, null);
      assert.equal((await search(db, { text: "darjeling", page: 1, limit: 5 })).suggestion, "darjeeling");
      const words = async () =>
        (await sql<
          { word: string; products: number }
        >`select word, products from search_words where word in ('tea', 'darjeeling')
          order by word`.execute(db)).rows;
      assert.deepEqual(await words(), [{ word: "darjeeling", products: 1 }, { word: "tea", products: 1 }]);
      await db.updateTable("products").set({ stock: 3 }).where("id", "=", tea.id).execute();
      await db.deleteFrom("products").where("id", "=", tea.id).execute();
      assert.deepEqual(await words(), []);
    });

    await t.step(
      "the search tables follow listing, price and stock; hidden words are never suggested",
      async () => {
        const kettle = await insertProduct(db, {
          name: "Zorblax Kettle",
          photos: 0,
          listed: false,
          price_paise: 999_00,
        });
        const find = () => search(db, { text: "zorblax", page: 1, limit: 5 });
        assert.equal((await find()).total, 0);
        assert.equal((await search(db, { text: "zorblx", page: 1, limit: 5 })).suggestion, null);
        await db.updateTable("products").set({ listed: true }).where("id", "=", kettle.id).execute();
        assert.deepEqual((await find()).products.map((p) => p.name), ["Zorblax Kettle"]);
        assert.equal((await search(db, { text: "zorblx", page: 1, limit: 5 })).suggestion, "zorblax");
        assert.deepEqual((await find()).facets.prices, [0, 1, 0, 0, 0, 0, 0]);
        await db.updateTable("products").set({ price_paise: 1_999_00, discount_percent: 50, stock: 0 })
          .where("id", "=", kettle.id).execute();
        const changed = await find();
        assert.deepEqual(changed.facets.prices, [0, 1, 0, 0, 0, 0, 0], "₹999.50 after 50 % off");
        assert.deepEqual(changed.facets.discounts, [1, 1, 1]);
        assert.equal(changed.facets.inStock, 0);
        await db.updateTable("products").set({ stock: 4 }).where("id", "=", kettle.id).execute();
        assert.equal((await find()).facets.inStock, 1);
        await db.updateTable("products").set({ listed: false }).where("id", "=", kettle.id).execute();
        assert.equal((await find()).total, 0);
        assert.equal((await search(db, { text: "zorblx", page: 1, limit: 5 })).suggestion, null);
        await db.deleteFrom("products").where("id", "=", kettle.id).execute();
        const rows = await sql<
          { n: number }
        >`select (select count(*) from search_names where name like 'Zorblax%')
        + (select count(*) from search_products where name like 'Zorblax%')
        + (select count(*) from search_words where word = 'zorblax') as n`.execute(db);
        assert.equal(Number(rows.rows[0].n), 0);
      },
    );

    await t.step("pages by relevance, one at a time, follow the whole ranking", async () => {
      for (const text of ["samsung", "redmi", "note", "samsng"]) {
        const whole = await names(db, text);
        const paged: string[] = [];
        for (let page = 1; page <= whole.length; page++) {
          paged.push(...(await search(db, { text, page, limit: 1 })).products.map((p) => p.name));
        }
        assert.deepEqual(paged, whole, text);
      }
    });

    await t.step("API: ranked results, facets and suggestion; bad filters answer 400", async () => {
      const response = await app.get("/api/products/search?q=samsng&limit=2");
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.equal(body.total, 3);
      assert.equal(body.products.length, 2);
      assert.equal(body.suggestion, "samsung");
      assert.equal(body.sort, "relevance");
      assert.deepEqual(body.facets.prices.map((b: { count: number }) => b.count), [0, 0, 0, 0, 2, 1, 0]);
      assert.deepEqual(body.facets.discounts, [{ min: 10, count: 2 }, { min: 25, count: 1 }, {
        min: 50,
        count: 0,
      }]);

      const filtered = await (await app.get(
        `/api/products/search?q=samsung&category=${mobiles.id}&inStock=true&sort=price-desc&discount=10`,
      )).json();
      assert.deepEqual(filtered.products.map((p: { name: string }) => p.name), [
        "Samsung Galaxy A15 5G (8 GB RAM, 128 GB)",
      ]);

      for (
        const [query, message] of [
          ["sort=cheap", "sort: must be one of relevance, price-asc, price-desc, newest."],
          [
            "price=1-2",
            "price: must be one of under-500, 500-1000, 1000-5000, 5000-10000, 10000-25000, 25000-50000, 50000-up.",
          ],
          ["discount=5", "discount: must be one of 10, 25, 50."],
          ["inStock=yes", "inStock: must be 1, true, 0 or false."],
          ["limit=0", "limit: must be a whole number from 1 to 200."],
        ]
      ) {
        const bad = await app.get(`/api/products/search?q=x&${query}`);
        assert.equal(bad.status, 400, query);
        assert.deepEqual(await bad.json(), { message });
      }
    });

    await t.step("page: facets form, sort, 'Did you mean', noindex", async () => {
      const response = await getPage(app.app, "/products?search=samsng");
      assert.equal(response.status, 200);
      const page = (await response.text()).replaceAll("<!-- -->", "");
      assert.match(
        page,
        /Did you mean <a href="\/products\?search=samsung"><strong>samsung<\/strong><\/a>\?/,
      );
      assert.match(page, /<meta name="robots" content="noindex"/);
      assert.match(page, /<form id="search-filters"[^>]* action="\/products" method="get"/);
      assert.match(page, /<legend>Category<\/legend>/);
      assert.match(page, /<label for="search-sort">Sort by<\/label>/);
      assert.match(page, /Mobiles<\/span><span class="facet-count">\(2\)/);

      const filtered = await (await getPage(
        app.app,
        `/products?search=samsung&category=${tvs.id}&price=&store=&sort=price-asc`,
      )).text();
      assert.ok(filtered.includes("Samsung Crystal 4K Smart TV 43 inch"));
      assert.ok(!filtered.includes("Samsung Galaxy M15 5G"));
      assert.match(filtered, /<option value="price-asc" selected="">/);
      assert.match(filtered, new RegExp(`name="category" checked="" value="${tvs.id}"`));
    });
  } finally {
    await app.close();
  }
});

Deno.test("search: every word of a typo is corrected; a category the query names ranks first", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    const store = await insertVendor(db, { store_name: "Kochi Gadget Point" });
    const powerBanks = await insertCategory(db, { name: "Power Banks" });
    const cases = await insertCategory(db, { name: "Mobile Cases" });
    const groceries = await insertCategory(db, { name: "Groceries" });
    const books = await insertCategory(db, { name: "Books" });
    const product = (name: string, categoryId: string, minutesAgo: number) =>
      insertProduct(db, {
        name,
        category_id: categoryId,
        vendor_id: store.id,
        photos: 0,
        created_at: at(minutesAgo),
      });
    await product("Ambrane 20000 mAh 22.5 W Fast Charging Power Bank", powerBanks.id, 5);
    await product("Mi Slim Power Bank 10000 mAh", powerBanks.id, 4);
    // Its name is closest to "power bank", yet it is a case, not a power bank.
    await product("Power Bank Pouch", cases.id, 1);
    await product("Real Fruit Power Mixed Fruit Juice 1 L", groceries.id, 2);
    await product("Power Banking Basics", books.id, 3);

    await t.step("'powr bnk': 'Did you mean power bank', power banks first, no juice", async () => {
      const found = await search(db, { text: "powr bnk", page: 1, limit: 24 });
      assert.equal(found.suggestion, "power bank");
      const list = found.products.map((p) => p.name);
      assert.deepEqual(list.slice(0, 2).toSorted(), [
        "Ambrane 20000 mAh 22.5 W Fast Charging Power Bank",
        "Mi Slim Power Bank 10000 mAh",
      ]);
      assert.equal(list[2], "Power Bank Pouch", "whole words before a word's part (Banking)");
      assert.ok(!list.some((n) => n.includes("Juice")), list.join(", "));
      assert.equal(found.total, 4);
    });

    await t.step("the same typed right, and paged one at a time, in the same order", async () => {
      const whole = await names(db, "power bank");
      assert.deepEqual(whole.slice(0, 2).toSorted(), [
        "Ambrane 20000 mAh 22.5 W Fast Charging Power Bank",
        "Mi Slim Power Bank 10000 mAh",
      ]);
      assert.ok(!whole.some((n) => n.includes("Juice")));
      for (const text of ["power bank", "powr bnk", "power banks", "power"]) {
        const all = await names(db, text);
        const paged: string[] = [];
        for (let page = 1; page <= all.length; page++) {
          paged.push(...(await search(db, { text, page, limit: 1 })).products.map((p) => p.name));
        }
        assert.deepEqual(paged, all, text);
      }
      // With a filter (another statement): the category's products still first.
      const inStock = await names(db, "powr bnk", { inStock: true });
      assert.deepEqual(inStock.slice(0, 2).toSorted(), [
        "Ambrane 20000 mAh 22.5 W Fast Charging Power Bank",
        "Mi Slim Power Bank 10000 mAh",
      ]);
    });

    await t.step("short typos: one edit for up to four letters; nothing near stays uncorrected", async () => {
      assert.equal(
        (await search(db, { text: "mi slm pwer bnk", page: 1, limit: 5 })).suggestion,
        "mi slim power bank",
      );
      assert.equal((await search(db, { text: "bxq", page: 1, limit: 5 })).suggestion, null);
    });
  } finally {
    await app.close();
  }
});

Deno.test("search on the demo catalogue: 'powr bnk' finds the power bank, not the juice", async () => {
  const app = await createTestApp({ seed: true });
  try {
    const response = await app.get("/api/products/search?q=powr%20bnk&limit=10");
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.suggestion, "power bank");
    const list = body.products.map((p: { name: string }) => p.name);
    assert.equal(list[0], "Ambrane 20000 mAh 22.5 W Fast Charging Power Bank");
    assert.ok(!list.some((n: string) => /juice/i.test(n)), list.join(", "));
  } finally {
    await app.close();
  }
});
