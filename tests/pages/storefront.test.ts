/**
 * Storefront pages rendered on the server: home, category, product, search, and the
 * JavaScript they ship. Requests go through app.request() as a browser would send them.
 */
import assert from "node:assert/strict";
import { createTestApp, getPage, type TestApp } from "../helpers.ts";
import {
  insertBanner,
  insertCategory,
  insertManyProducts,
  insertProduct,
  insertVendor,
} from "../fixtures.ts";

/** Visible text of a page: tags and React's text separators removed, entities decoded, spaces collapsed. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

async function html(app: TestApp["app"], path: string, status = 200): Promise<string> {
  const response = await getPage(app, path);
  const body = await response.text();
  assert.equal(
    response.status,
    status,
    `${path} answered ${response.status}: ${pageText(body).slice(0, 300)}`,
  );
  assert.match(response.headers.get("content-type") ?? "", /text\/html/);
  return body;
}

const count = (haystack: string, needle: string | RegExp) =>
  typeof needle === "string" ? haystack.split(needle).length - 1 : (haystack.match(needle) ?? []).length;

Deno.test("home: banners, category carousel and a paged product grid", async () => {
  const t = await createTestApp();
  try {
    await insertBanner(t.db, { title: "Big Electronics Sale", banner_type: "Up to 40% off", position: 0 });
    await insertBanner(t.db, { title: "Fresh Groceries", banner_type: "Daily essentials", position: 1 });
    const kitchen = await insertCategory(t.db, { name: "Home & Kitchen", withImage: true });
    await insertCategory(t.db, { name: "Mobiles", withImage: true });
    await insertManyProducts(t.db, 30, { prefix: "Gadget", category_id: kitchen.id });

    const page = await html(t.app, "/");
    const text = pageText(page);
    assert.match(page, /<title>SwiftCart<\/title>/);
    assert.match(page, /<meta name="description" content="[^"]{40,}"/);
    // Banner carousel island: image, title and banner type as the subtitle.
    assert.match(page, /data-island="BannerCarousel"/);
    assert.ok(text.includes("Big Electronics Sale") && text.includes("Up to 40% off"));
    assert.ok(text.includes("Fresh Groceries") && text.includes("Daily essentials"));
    assert.match(page, /<img src="\/media\/[0-9a-f]{64}"/);
    // Category carousel: names linking to /category/{name}, URL-encoded.
    assert.match(page, /data-island="CategoryCarousel"/);
    assert.ok(page.includes('href="/category/Home%20%26%20Kitchen"'), "encoded category link");
    assert.ok(page.includes('href="/category/Mobiles"'));
    // Product grid: 24 cards on page 1 of 2, with the total and paging links to the grid.
    assert.ok(text.includes("30 products"));
    assert.equal(count(page, /class="product-card( is-out)?"/g), 24);
    assert.ok(text.includes("Gadget 000") && !text.includes("Gadget 024"), "newest first");
    assert.ok(page.includes('href="/?page=2#products"'), "link to page 2");
    assert.match(page, /aria-current="page"[^>]*>1</);
    assert.ok(text.includes("Showing 1–24 of 30"));

    const second = pageText(await html(t.app, "/?page=2"));
    assert.ok(
      second.includes("Gadget 024") && second.includes("Gadget 029") && !second.includes("Gadget 000"),
    );
    assert.ok(second.includes("Showing 25–30 of 30"));
    // A page past the end shows the last page rather than a false "no products".
    assert.ok(pageText(await html(t.app, "/?page=99")).includes("Gadget 029"));
    // Junk page numbers are page 1, not an error.
    assert.ok(pageText(await html(t.app, "/?page=abc")).includes("Gadget 000"));
  } finally {
    await t.close();
  }
});

Deno.test("home with an empty catalogue ships no carousel and says so", async () => {
  const t = await createTestApp();
  try {
    const page = await html(t.app, "/");
    assert.doesNotMatch(page, /BannerCarousel|CategoryCarousel/);
    assert.ok(pageText(page).includes("No products yet"));
  } finally {
    await t.close();
  }
});

Deno.test("product card: photo, discounted price in paise, MRP, saving, rating and stock hints", async () => {
  const t = await createTestApp();
  try {
    const product = await insertProduct(t.db, {
      name: "Boat Rockerz 450",
      price_paise: 12_345_600,
      discount_percent: 10,
      stock: 3,
      rating: 4.3,
      reviews: 1234,
    });
    await insertProduct(t.db, { name: "Sold Out Speaker", stock: 0 });
    await insertProduct(t.db, { name: "Plenty Cable", stock: 13, price_paise: 99_900 });
    const page = await html(t.app, "/");
    const text = pageText(page);
    assert.ok(page.includes(`href="/product/${product.id}"`));
    assert.match(
      page,
      new RegExp(
        `<img src="/media/${
          product.photo_ids[0]
        }" alt="Boat Rockerz 450" width="300" height="300" loading="lazy"`,
      ),
    );
    assert.ok(text.includes("₹1,11,110.40"), "price after discount, Indian grouping, 2 decimals");
    assert.ok(text.includes("₹1,23,456.00"), "MRP");
    assert.ok(text.includes("10% off"));
    assert.match(page, /<s class="price-mrp">/);
    assert.ok(text.includes("4.3") && text.includes("1,234"));
    assert.ok(text.includes("Only 3 left"));
    assert.ok(text.includes("Out of stock"));
    assert.ok(text.includes("₹999.00") && !text.includes("Only 13 left"), "no hint above 12 in stock");
  } finally {
    await t.close();
  }
});

Deno.test("category page: chips, count, subcategory filter, stock, empty text, 404", async () => {
  const t = await createTestApp();
  try {
    const vendor = await insertVendor(t.db);
    const kitchen = await insertCategory(t.db, {
      name: "Home & Kitchen",
      description: "Appliances for every Indian kitchen.",
      subcategories: ["Mixers", "Air Fryers", "Kettles"],
    });
    const [mixers, fryers] = kitchen.subcategories;
    const base = { vendor_id: vendor.id, category_id: kitchen.id };
    await insertProduct(t.db, { ...base, name: "Bajaj Mixer Grinder", subcategory_id: mixers.id, stock: 2 });
    await insertProduct(t.db, { ...base, name: "Preethi Mixer", subcategory_id: mixers.id, stock: 0 });
    await insertProduct(t.db, { ...base, name: "Philips Air Fryer", subcategory_id: fryers.id });
    await insertProduct(t.db, { ...base, name: "Steel Tiffin" });
    await insertProduct(t.db, { name: "Some Phone" }); // another category: never listed here
    const empty = await insertCategory(t.db, { name: "Cameras" });

    // The name in the URL matches ignoring case; spaces and & arrive URL-encoded.
    const page = await html(t.app, "/category/home%20%26%20kitchen");
    const text = pageText(page);
    assert.match(page, /<title>Home &amp; Kitchen \| SwiftCart<\/title>/);
    assert.match(page, /<h1>Home &amp; Kitchen<\/h1>/);
    assert.ok(text.includes("Appliances for every Indian kitchen."));
    assert.ok(text.includes("4 products"));
    assert.ok(!text.includes("Some Phone"));
    // Chips: All plus the distinct subcategories that have products, All active.
    const chips = [...page.matchAll(/class="chip"[^>]*>([^<]+)</g)].map((m) => m[1]);
    assert.deepEqual(chips, ["All", "Air Fryers", "Mixers"]);
    assert.match(page, /class="chip" href="\/category\/Home%20%26%20Kitchen" aria-current="page">All</);
    assert.ok(page.includes('href="/category/Home%20%26%20Kitchen?subcategory=Air%20Fryers"'));
    assert.ok(text.includes("Only 2 left") && text.includes("Out of stock"), "stock display");
    assert.ok(text.includes("Home › Home & Kitchen") || /Home\s*Home & Kitchen/.test(text));

    const filtered = await html(t.app, "/category/Home%20%26%20Kitchen?subcategory=mixers");
    const filteredText = pageText(filtered);
    assert.ok(filteredText.includes("2 products"));
    assert.ok(filteredText.includes("Bajaj Mixer Grinder") && !filteredText.includes("Philips Air Fryer"));
    assert.match(filtered, /aria-current="page">Mixers</);
    assert.doesNotMatch(filtered, /aria-current="page">All</);

    const none = pageText(await html(t.app, "/category/Home%20%26%20Kitchen?subcategory=Kettles"));
    assert.ok(none.includes("No products found in this category/subcategory"));
    assert.ok(none.includes("0 products"));
    assert.ok(
      pageText(await html(t.app, `/category/${empty.name}`)).includes(
        "No products found in this category/subcategory",
      ),
    );

    const missing = await html(t.app, "/category/Spaceships", 404);
    assert.ok(pageText(missing).includes('We couldn\'t find the category "Spaceships"'));
    assert.ok(missing.includes('href="/"'), "a way back");
  } finally {
    await t.close();
  }
});

Deno.test("category page pages its products and keeps the subcategory in the links", async () => {
  const t = await createTestApp();
  try {
    const cat = await insertCategory(t.db, { name: "Grocery", subcategories: ["Rice"] });
    await insertManyProducts(t.db, 50, {
      prefix: "Basmati",
      category_id: cat.id,
      subcategory_id: cat.subcategories[0].id,
    });
    const page = await html(t.app, "/category/Grocery?subcategory=Rice&page=2");
    const text = pageText(page);
    assert.ok(text.includes("50 products") && text.includes("Showing 25–48 of 50"));
    assert.ok(page.includes('href="/category/Grocery?subcategory=Rice&amp;page=3"'));
    assert.ok(page.includes('href="/category/Grocery?subcategory=Rice"'), "page 1 without ?page");
    assert.match(page, /rel="prev"/);
    assert.match(page, /rel="next"/);
  } finally {
    await t.close();
  }
});

Deno.test("product page: breadcrumb, rounded price, MRP, details, Brand Support and buttons", async () => {
  const t = await createTestApp();
  try {
    const vendor = await insertVendor(t.db, { store_name: "Lakshmi Electronics" });
    const cat = await insertCategory(t.db, { name: "Audio", subcategories: ["Headphones"] });
    const product = await insertProduct(t.db, {
      name: "Sony WH-1000XM5",
      description: "Industry-leading noise cancellation.",
      vendor_id: vendor.id,
      category_id: cat.id,
      subcategory_id: cat.subcategories[0].id,
      price_paise: 99_900,
      discount_percent: 15,
      stock: 5,
      attributes: ["Bluetooth 5.2", "30 h battery"],
      unit: "piece",
      colour: "Midnight Blue",
      pin: "SONY-XM5-01",
      policy: "Return or exchange within 7 days of delivery.",
      photos: 3,
    });
    await insertProduct(t.db, { name: "Related Earbuds", vendor_id: vendor.id, category_id: cat.id });

    const page = await html(t.app, `/product/${product.id}`);
    const text = pageText(page);
    assert.match(page, /<title>Sony WH-1000XM5 \| SwiftCart<\/title>/);
    assert.match(page, /<meta name="description" content="Buy Sony WH-1000XM5 for ₹849/);
    // Breadcrumb: Home › Category › Subcategory › Name.
    const crumbs = page.match(/<nav class="breadcrumb"[\s\S]*?<\/nav>/)![0];
    assert.deepEqual(
      [...crumbs.matchAll(/<li>(?:<a [^>]*>|<span[^>]*>)([^<]+)</g)].map((m) => m[1]),
      ["Home", "Audio", "Headphones", "Sony WH-1000XM5"],
    );
    assert.ok(crumbs.includes('href="/category/Audio?subcategory=Headphones"'));
    // 999 - 15 % = 849.15, shown rounded to whole rupees on this page; MRP struck; the saving.
    assert.match(page, /class="price-now"[^>]*>.*?₹849</);
    assert.ok(!text.includes("₹849.15"));
    assert.match(page, /<s class="price-mrp">.*?₹999</);
    assert.ok(text.includes("15% off"));
    assert.ok(text.includes("Only 5 left"));
    assert.ok(text.includes("Industry-leading noise cancellation."));
    for (
      const detail of [
        "Bluetooth 5.2, 30 h battery",
        "piece",
        "Midnight Blue",
        "SONY-XM5-01",
        "Lakshmi Electronics",
      ]
    ) {
      assert.ok(text.includes(detail), detail);
    }
    assert.ok(text.includes("Return or exchange within 7 days of delivery."), "policy");
    assert.ok(text.includes("Delivery in 12–24 hours") && text.includes("Free shipping"));
    // Gallery island with one thumbnail per photo.
    assert.match(page, /data-island="ProductGallery"/);
    assert.equal(count(page, 'class="gallery-thumb"'), 3);
    // Brand Support popup with the guidance and its links.
    assert.match(page, /data-island="BrandSupport"/);
    const dialog = page.match(/<dialog[\s\S]*?<\/dialog>/)![0];
    assert.ok(dialog.includes('href="/service-centers"') && dialog.includes('href="/return"'));
    assert.match(pageText(dialog), /damaged/i);
    assert.match(pageText(dialog), /defect/i);
    // Add to Cart / Add to Wishlist island, for a visitor.
    assert.match(page, /data-island="ProductActions"/);
    assert.match(page, /data-props="[^"]*&quot;signedIn&quot;:false/);
    assert.ok(text.includes("Add to Cart") && text.includes("Add to Wishlist"));
    assert.ok(text.includes("Related Earbuds"), "more from the category");
  } finally {
    await t.close();
  }
});

Deno.test("product page: out of stock disables Add to Cart; unknown id is a 404 page", async () => {
  const t = await createTestApp();
  try {
    const gone = await insertProduct(t.db, { stock: 0, photos: 0 });
    const page = await html(t.app, `/product/${gone.id}`);
    assert.match(page, /<button type="button" class="btn btn-accent btn-lg" disabled=""/);
    assert.ok(pageText(page).includes("Out of stock"));
    assert.match(page, /No photo of/);

    for (const id of ["0123456789abcdef01234567", "not-an-id", "%22%3E%3Cscript%3E"]) {
      const missing = await html(t.app, `/product/${id}`, 404);
      assert.ok(pageText(missing).includes("Sorry, product not found."), id);
      assert.ok(missing.includes('href="/products"'));
      assert.match(missing, /<meta name="robots" content="noindex">/);
      assert.doesNotMatch(missing, /<script>/);
    }
  } finally {
    await t.close();
  }
});

Deno.test("search: case-insensitive name match, count, paging and the empty text", async () => {
  const t = await createTestApp();
  try {
    await insertProduct(t.db, { name: "Galaxy Phone X" });
    await insertProduct(t.db, { name: "Pixel phone 8" });
    await insertProduct(t.db, { name: "Basmati Rice 5 kg" });
    await insertProduct(t.db, { name: "100% Cotton Towel" });
    await insertCategory(t.db, { name: "Groceries" });

    const page = await html(t.app, "/products?search=PHONE");
    const text = pageText(page);
    assert.ok(text.includes("Results for “PHONE”"));
    assert.ok(text.includes("2 products"));
    assert.ok(text.includes("Galaxy Phone X") && text.includes("Pixel phone 8") && !text.includes("Basmati"));
    assert.match(page, /<title>Results for &quot;PHONE&quot; \| SwiftCart<\/title>/);
    const searchBox = page.match(/<input id="header-search"[^>]*>/)![0];
    assert.match(searchBox, /value="PHONE"/, "the box keeps the query");

    // LIKE wildcards are plain characters.
    const percent = pageText(await html(t.app, "/products?search=%25"));
    assert.ok(percent.includes("1 product") && percent.includes("100% Cotton Towel"));

    const none = pageText(await html(t.app, "/products?search=zzqx"));
    assert.ok(none.includes("No products found."));
    assert.ok(none.includes("Groceries"), "categories suggested instead");

    const all = pageText(await html(t.app, "/products"));
    assert.ok(all.includes("All products") && all.includes("4 products"));
    assert.ok(pageText(await html(t.app, "/products?search=%20%20")).includes("4 products"), "blank = all");
  } finally {
    await t.close();
  }
});

Deno.test("search pages through many results", async () => {
  const t = await createTestApp();
  try {
    await insertManyProducts(t.db, 60, { prefix: "Charger" });
    const page = await html(t.app, "/products?search=charger&page=3");
    const text = pageText(page);
    assert.ok(text.includes("60 products") && text.includes("Showing 49–60 of 60"));
    assert.ok(page.includes('href="/products?search=charger&amp;page=2"'));
  } finally {
    await t.close();
  }
});

/** Gzipped size of everything a page loads as JavaScript: entry scripts and their preloaded chunks. */
async function gzippedScriptBytes(app: TestApp["app"], page: string): Promise<number> {
  const urls = [
    ...page.matchAll(/<script[^>]* src="([^"]+)"/g),
    ...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((m) => m[1]);
  let total = 0;
  for (const url of new Set(urls)) {
    const response = await app.request(url);
    assert.equal(response.status, 200, url);
    const gzipped = response.body!.pipeThrough(new CompressionStream("gzip"));
    total += (await new Response(gzipped).arrayBuffer()).byteLength;
  }
  return total;
}

Deno.test("the home page ships at most 90 KB of gzipped JavaScript; pages without islands ship none", async () => {
  const t = await createTestApp();
  try {
    await insertBanner(t.db);
    const category = await insertCategory(t.db, { withImage: true });
    const product = await insertProduct(t.db, { category_id: category.id });
    const home = await html(t.app, "/");
    for (const island of ["BannerCarousel", "CategoryCarousel"]) {
      assert.match(home, new RegExp(`data-island="${island}"`));
    }
    const bytes = await gzippedScriptBytes(t.app, home);
    assert.ok(bytes > 10_000, "scripts were found and measured");
    assert.ok(bytes <= 90 * 1024, `home page JavaScript is ${(bytes / 1024).toFixed(1)} KB gzipped`);

    // Listing pages are plain HTML: the header's cart badge is server-rendered there.
    for (const path of ["/docs", "/products?search=a", `/category/${category.name}`, "/product/unknown"]) {
      const page = await html(t.app, path, path === "/product/unknown" ? 404 : 200);
      assert.doesNotMatch(page, /<script|modulepreload/, path);
    }
    // The product page changes the cart, so its badge is a live island there.
    assert.match(await html(t.app, `/product/${product.id}`), /data-island="CartBadge"/);

    const docs = await html(t.app, "/docs");
    assert.doesNotMatch(docs, /<script/);
    assert.doesNotMatch(docs, /modulepreload/);
  } finally {
    await t.close();
  }
});
