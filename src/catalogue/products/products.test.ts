import assert from "node:assert/strict";
import { ErrorSchema } from "../../core/http.ts";
import { createTestApp, getPage } from "../../../tests/helpers.ts";
import {
  fakeImage,
  insertCategory,
  insertManyProducts,
  insertProduct,
  insertVendor,
  parseExact,
} from "../../../tests/fixtures.ts";
import { ProductPageSchema, ProductSchema } from "./products.schema.ts";
import { subcategoriesWithProducts } from "./products.queries.ts";

const LIST_PATHS = ["/api/products/get-all-products", "/products"];
const ONE_PATHS = ["/api/products/get-product/", "/products/"];

Deno.test("products API", async (t) => {
  const app = await createTestApp();
  const { db } = app;
  try {
    const asha = await insertVendor(db, { email: "Asha@Example.in", store_name: "Asha Mobiles" });
    const ravi = await insertVendor(db, { email: "ravi@example.in", store_name: "Ravi Stores" });
    const mobiles = await insertCategory(db, {
      name: "Mobiles",
      subcategories: ["Feature phones", "Android phones"],
    });
    const groceries = await insertCategory(db, { name: "Groceries" });
    const android = mobiles.subcategories.find((s) => s.name === "Android phones")!;
    const feature = mobiles.subcategories.find((s) => s.name === "Feature phones")!;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

    const redmi = await insertProduct(db, {
      name: "Redmi Note 13",
      category_id: mobiles.id,
      subcategory_id: android.id,
      vendor_id: asha.id,
      price_paise: 99_900,
      discount_percent: 15,
      photos: [fakeImage("front"), fakeImage("back")],
      attributes: ["5G", "Dual SIM"],
      tags: ["smartphone"],
      created_at: at(4),
    });
    const nokia = await insertProduct(db, {
      name: "Nokia 105 Feature Phone",
      category_id: mobiles.id,
      subcategory_id: feature.id,
      vendor_id: ravi.id,
      price_paise: 129_900,
      created_at: at(3),
    });
    const honeyOdd = await insertProduct(db, {
      name: "100% Pure Honey_500g",
      category_id: groceries.id,
      vendor_id: asha.id,
      price_paise: 34_950,
      discount_percent: 10,
      photos: 0,
      created_at: at(2),
    });
    const honeyPlain = await insertProduct(db, {
      name: "Pure Honey 1kg",
      category_id: groceries.id,
      vendor_id: ravi.id,
      created_at: at(1),
    });

    const list = async (query: string) => {
      const res = await app.get(`/products?${query}`);
      assert.equal(res.status, 200, `GET /products?${query}`);
      return parseExact(ProductPageSchema, await res.json());
    };
    const names = (page: { products: { name: string }[] }) => page.products.map((p) => p.name);

    await t.step("one product: the documented shape, rupees and opaque ids", async () => {
      for (const prefix of ONE_PATHS) {
        const res = await app.get(prefix + redmi.id);
        assert.equal(res.status, 200);
        assert.match(res.headers.get("content-type") ?? "", /application\/json/);
        const product = parseExact(ProductSchema, await res.json());
        assert.equal(product._id, redmi.id);
        assert.equal(product.name, "Redmi Note 13");
        assert.deepEqual(product.category, { _id: mobiles.id, name: "Mobiles" });
        assert.equal(product.subcategory, "Android phones");
        assert.equal(product.price, 999);
        assert.equal(product.discountType, 15);
        assert.equal(product.discount, 15);
        assert.equal(product.priceAfterDiscount, 849.15);
        assert.equal(product.stock, 10);
        assert.equal(product.sellerType, "Vendor");
        assert.equal(product.seller, asha.id);
        assert.equal(product.storeName, "Asha Mobiles");
        assert.equal(product.userEmail, "Asha@Example.in");
        assert.deepEqual(product.attributes, ["5G", "Dual SIM"]);
        assert.deepEqual(product.tags, ["smartphone"]);
        assert.deepEqual(product.photos, redmi.photo_ids.map((id) => `/media/${id}`));
        assert.ok(!Number.isNaN(Date.parse(product.createdAt)));
      }
    });

    await t.step("a product without subcategory or photos", async () => {
      const product = parseExact(ProductSchema, await (await app.get(`/products/${honeyOdd.id}`)).json());
      assert.equal(product.subcategory, null);
      assert.deepEqual(product.photos, []);
      assert.equal(product.price, 349.5);
      assert.equal(product.priceAfterDiscount, 314.55);
    });

    await t.step(
      "price after discount is price − price × discount / 100, to the paisa, in rupees",
      async () => {
        const category = await insertCategory(db);
        const cases: [pricePaise: number, percent: number, rupees: number, after: number][] = [
          [99_900, 15, 999, 849.15],
          [999, 15, 9.99, 8.49], // 8.4915 rounds to 8.49
          [33_333, 33, 333.33, 223.33], // 223.3311
          [50_000, 0, 500, 500],
          [50_000, 100, 500, 0],
          [1_23_45_678, 7, 123456.78, 114814.81], // 114814.8054
        ];
        for (const [price_paise, discount_percent] of cases) {
          await insertProduct(db, {
            category_id: category.id,
            price_paise,
            discount_percent,
            name: `Priced ${price_paise}/${discount_percent}`,
          });
        }
        const page = await list(`category=${category.id}`);
        for (const [price_paise, percent, rupees, after] of cases) {
          const product = page.products.find((p) => p.name === `Priced ${price_paise}/${percent}`)!;
          assert.equal(product.price, rupees, `price of ${price_paise} paise`);
          assert.equal(product.priceAfterDiscount, after, `${rupees} at ${percent} %`);
        }
      },
    );

    await t.step("unknown or odd ids answer 404 with a message, never 500; a NUL is 400", async () => {
      for (const prefix of ONE_PATHS) {
        for (const id of ["%00", "a%00b"]) {
          const res = await app.get(prefix + id);
          assert.equal(res.status, 400, `${prefix}${id}`);
          assert.deepEqual(await res.json(), {
            message: "The address must not contain control characters or broken Unicode.",
          });
        }
      }
      const odd = [
        "6740f1a2c3d4e5f6a7b8c9d0",
        "not-an-id",
        "..%2F..%2Fetc",
        "'%20or%201=1%20--",
        "%E2%82%B9",
        "%ZZ",
        "x".repeat(300),
        encodeURIComponent("😀<script>"),
      ];
      for (const prefix of ONE_PATHS) {
        for (const id of odd) {
          const res = await app.get(prefix + id);
          assert.equal(res.status, 404, `${prefix}${id}`);
          assert.deepEqual(parseExact(ErrorSchema, await res.json()), { message: "Product not found." });
        }
      }
    });

    await t.step("list: documented page object, newest first, total counts every product", async () => {
      const [{ n }] = await db.selectFrom("products").select((eb) => eb.fn.countAll<string>().as("n"))
        .execute();
      for (const path of LIST_PATHS) {
        const res = await app.get(path);
        assert.equal(res.status, 200);
        const page = parseExact(ProductPageSchema, await res.json());
        assert.equal(page.total, Number(n));
        assert.equal(page.page, 1);
        assert.equal(page.limit, 100);
        const times = page.products.map((p) => Date.parse(p.createdAt));
        assert.deepEqual(times, [...times].sort((a, b) => b - a), "newest first");
      }
      const groceryPage = await list(`category=${groceries.id}`);
      assert.deepEqual(names(groceryPage), ["Pure Honey 1kg", "100% Pure Honey_500g"]);
    });

    await t.step("both list paths answer the same", async () => {
      const [a, b] = await Promise.all(
        LIST_PATHS.map(async (p) => await (await app.get(`${p}?search=honey`)).json()),
      );
      assert.deepEqual(a, b);
    });

    await t.step("search: case-insensitive part of the name", async () => {
      assert.deepEqual(names(await list("search=redmi")), ["Redmi Note 13"]);
      assert.deepEqual(names(await list("search=NOTE%201")), ["Redmi Note 13"]);
      assert.deepEqual(names(await list("search=%20%20redmi%20%20")), ["Redmi Note 13"], "trimmed");
      assert.deepEqual(names(await list("search=hOnEy")), ["Pure Honey 1kg", "100% Pure Honey_500g"]);
      const honey = await list("search=honey&limit=1");
      assert.equal(honey.total, 2);
      assert.equal(honey.products.length, 1);
    });

    await t.step("search: % and _ are literal characters, not wildcards", async () => {
      assert.deepEqual(names(await list("search=%25")), ["100% Pure Honey_500g"]);
      assert.deepEqual(names(await list("search=_")), ["100% Pure Honey_500g"]);
      assert.deepEqual(names(await list("search=Honey_")), ["100% Pure Honey_500g"]);
      assert.deepEqual(names(await list("search=0%25%20p")), ["100% Pure Honey_500g"]);
      const none = await list("search=%25Honey");
      assert.deepEqual(none, { products: [], total: 0, page: 1, limit: 100 });
      assert.equal((await list("search=%5C")).total, 0, "a backslash is literal too");
    });

    await t.step("search: no match is an empty list with total 0", async () => {
      assert.deepEqual(await list("search=no-such-thing-anywhere"), {
        products: [],
        total: 0,
        page: 1,
        limit: 100,
      });
      const nul = await app.get("/api/products/get-all-products?search=%00");
      assert.equal(nul.status, 400, "a NUL byte is bad input");
      assert.deepEqual(await nul.json(), {
        message: "search: must not contain control characters or broken Unicode.",
      });
    });

    await t.step("category filter: by id or by name in any case; subcategory by name", async () => {
      assert.deepEqual(names(await list(`category=${mobiles.id}`)), [
        "Nokia 105 Feature Phone",
        "Redmi Note 13",
      ]);
      assert.deepEqual(names(await list("category=mobiles")), ["Nokia 105 Feature Phone", "Redmi Note 13"]);
      assert.deepEqual(names(await list("category=MOBILES&subcategory=android%20PHONES")), ["Redmi Note 13"]);
      assert.deepEqual(names(await list("category=Mobiles&search=nokia")), ["Nokia 105 Feature Phone"]);
      assert.deepEqual(await list("category=no-such-category"), {
        products: [],
        total: 0,
        page: 1,
        limit: 100,
      });
      assert.equal((await app.get("/api/products/get-all-products?category=%00")).status, 400);
    });

    await t.step("userEmail filter: one vendor's products, email in any case", async () => {
      const page = await list("userEmail=asha%40example.in");
      assert.deepEqual(names(page), ["100% Pure Honey_500g", "Redmi Note 13"]);
      assert.ok(page.products.every((p) => p.seller === asha.id));
      assert.deepEqual(names(await list(`userEmail=${encodeURIComponent(ravi.email)}&category=groceries`)), [
        "Pure Honey 1kg",
      ]);
      assert.equal((await list("userEmail=nobody%40example.in")).total, 0);
      assert.equal(nokia.vendor_id, ravi.id);
      assert.equal(honeyPlain.vendor_id, ravi.id);
    });

    await t.step("invalid paging or filters answer 400 with a message", async () => {
      const bad = [
        "limit=0",
        "limit=201",
        "limit=-1",
        "limit=abc",
        "limit=1.5",
        "page=0",
        "page=abc",
        "page=-2",
        `search=${"x".repeat(101)}`,
      ];
      for (const path of LIST_PATHS) {
        for (const query of bad) {
          const res = await app.get(`${path}?${query}`);
          assert.equal(res.status, 400, `${path}?${query}`);
          const { message } = parseExact(ErrorSchema, await res.json());
          assert.match(message, new RegExp(`^${query.split("=")[0]}: `), message);
        }
      }
    });

    await t.step("paging: default 100, at most 200, pages in order, total across pages", async () => {
      const bulk = await insertCategory(db, { name: "Bulk" });
      const { names: bulkNames } = await insertManyProducts(db, 250, { category_id: bulk.id });
      const first = await list(`category=${bulk.id}`);
      assert.equal(first.products.length, 100);
      assert.equal(first.total, 250);
      assert.equal(first.limit, 100);
      assert.deepEqual(names(first), bulkNames.slice(0, 100), "newest first");

      const max = await list(`category=${bulk.id}&limit=200`);
      assert.equal(max.products.length, 200);
      assert.equal(max.limit, 200);

      const second = await list(`category=${bulk.id}&page=2`);
      assert.equal(second.page, 2);
      assert.deepEqual(names(second), bulkNames.slice(100, 200));

      const last = await list(`category=${bulk.id}&page=3&limit=100`);
      assert.deepEqual(names(last), bulkNames.slice(200));
      assert.equal(last.total, 250);

      const beyond = await list(`category=${bulk.id}&page=9`);
      assert.deepEqual(beyond.products, []);
      assert.equal(beyond.total, 250);

      const everything = await list("");
      assert.equal(everything.products.length, 100, "no call returns more than a page");
      assert.ok(everything.total > 250);
    });

    await t.step(
      "subcategoriesWithProducts: the distinct subcategory names with products, alphabetical",
      async () => {
        assert.deepEqual(await subcategoriesWithProducts(db, mobiles.id), [
          "Android phones",
          "Feature phones",
        ]);
        assert.deepEqual(await subcategoriesWithProducts(db, groceries.id), []);
        assert.deepEqual(await subcategoriesWithProducts(db, "%00\0"), []);
      },
    );

    await t.step("a browser asking for /products gets the storefront page, not JSON", async () => {
      const res = await getPage(app.app, "/products");
      assert.match(res.headers.get("content-type") ?? "", /text\/html/);
      await res.body?.cancel();
    });
  } finally {
    await app.close();
  }
});
