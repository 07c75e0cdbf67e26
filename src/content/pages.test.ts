import assert from "node:assert/strict";
import { createTestApp, getPage } from "../../tests/helpers.ts";
import { newId } from "../core/ids.ts";
import { SERVICE_BRANDS } from "./service-centers.ts";

/** What a reader sees: tags and React's text separators removed, common entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function fetchPage(app: Awaited<ReturnType<typeof createTestApp>>["app"], path: string) {
  const res = await getPage(app, path);
  assert.equal(res.status, 200, path);
  assert.match(res.headers.get("content-type") ?? "", /text\/html/, path);
  const html = await res.text();
  const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => visibleText(m[1]).trim());
  assert.equal(h1s.length, 1, `${path} has exactly one h1`);
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
  return { html, text: visibleText(html), h1: h1s[0], title, description };
}

const staticPages: { path: string; h1: string; facts: (string | RegExp)[] }[] = [
  {
    path: "/privacy",
    h1: "Privacy Policy",
    facts: [
      /at least 18 years old/,
      "Digital Personal Data Protection Act, 2023",
      "Grievance Officer",
      "Last updated",
    ],
  },
  {
    path: "/termsofuse",
    h1: "Terms of Use",
    facts: ["Information Technology Act, 2000", "Cash on delivery", "UPI", "GST invoice", "Grievance"],
  },
  {
    path: "/return",
    h1: "Return and Cancellation Policy",
    facts: ["before it is dispatched", "within 7 days of delivery", "/service-centers", "Refunds"],
  },
  {
    path: "/shipping",
    h1: "Shipping Policy",
    facts: ["12–24 hours", "free on every order", "Free shipping", "/cities"],
  },
  {
    path: "/vendor-policy",
    h1: "Vendor Policy",
    facts: [/settled weekly/i, "Weekly settlements", "within 24 hours", "7 days", "commission", "/store"],
  },
  {
    path: "/about",
    h1: "About SwiftCart",
    facts: ["SwiftCart Marketplace Pvt. Ltd.", "12–24 hours", "pre-loved"],
  },
  {
    path: "/contactus",
    h1: "Contact Us",
    facts: [
      "mailto:support@swiftcart.in",
      /tel:\+91\d{11}/,
      "IST",
      "Grievance Officer",
      "Consumer Protection (E-Commerce) Rules, 2020",
      "/order-customer",
      "/return",
      "/vendor-policy",
      "Bengaluru",
    ],
  },
];

Deno.test("policy and information pages answer with their heading, key facts and head tags", async () => {
  const t = await createTestApp();
  try {
    for (const page of staticPages) {
      const { html, text, h1, title, description } = await fetchPage(t.app, page.path);
      assert.equal(h1, page.h1, page.path);
      assert.match(title, / \| SwiftCart$/, page.path);
      assert.ok(description.length > 50, `${page.path} has a description`);
      for (const fact of page.facts) {
        const found = typeof fact === "string"
          ? text.includes(fact) || html.includes(fact)
          : fact.test(text) || fact.test(html);
        assert.ok(found, `${page.path} mentions ${fact}`);
      }
      // The table of contents links to section anchors that exist.
      const anchors = [...html.matchAll(/<nav class="content-toc"[\s\S]*?<\/nav>/g)][0]?.[0] ?? "";
      const targets = [...anchors.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
      assert.ok(targets.length >= 4, `${page.path} has a table of contents`);
      for (const id of targets) assert.ok(html.includes(`id="${id}"`), `${page.path} #${id} exists`);
    }
  } finally {
    await t.close();
  }
});

Deno.test("vendor policy lists the commission rates set by the admin", async () => {
  const t = await createTestApp();
  try {
    const empty = await fetchPage(t.app, "/vendor-policy");
    assert.ok(
      empty.text.includes("Commission Management"),
      "explains where rates are shown when none are set",
    );

    const categoryId = newId();
    await t.db.insertInto("categories").values({ id: categoryId, name: "Mobiles" })
      .execute();
    await t.db.insertInto("commissions").values({
      id: newId(),
      category_id: categoryId,
      subcategory_id: null,
      rate_bp: 550,
    })
      .execute();
    const { text } = await fetchPage(t.app, "/vendor-policy");
    assert.match(text, /Mobiles All subcategories 5\.5%/);
  } finally {
    await t.close();
  }
});

Deno.test("career lists jobs from the database with an Apply mailto, or an empty state", async () => {
  const t = await createTestApp();
  try {
    const empty = await fetchPage(t.app, "/career");
    assert.equal(empty.h1, "Careers at SwiftCart");
    assert.ok(empty.text.includes("There are no open positions right now."));
    assert.ok(empty.text.includes("Life at SwiftCart"));

    await t.db.insertInto("jobs").values([
      {
        id: newId(),
        title: "Senior Backend Engineer",
        description: "Build order & payment services.\nDeno, PostgreSQL.",
      },
      { id: newId(), title: "Vendor Success Manager", description: "Help local stores grow on SwiftCart." },
    ]).execute();
    const { html, text } = await fetchPage(t.app, "/career");
    assert.ok(text.includes("Senior Backend Engineer"));
    assert.ok(text.includes("Build order & payment services."));
    assert.ok(text.includes("Vendor Success Manager"));
    assert.ok(html.includes('href="mailto:careers@swiftcart.in?subject=Senior%20Backend%20Engineer"'));
    assert.ok(html.includes('href="mailto:careers@swiftcart.in?subject=Vendor%20Success%20Manager"'));
    assert.ok(!text.includes("There are no open positions right now."));
  } finally {
    await t.close();
  }
});

Deno.test("cities page groups cities by letter; the same path still answers JSON to API clients", async () => {
  const t = await createTestApp();
  try {
    const empty = await fetchPage(t.app, "/cities");
    assert.equal(empty.h1, "Cities We Serve");
    assert.ok(empty.text.includes("No cities listed."));

    await t.db.insertInto("cities").values(
      ["Pune", "Bengaluru", "Mumbai", "Bhopal", "Patna"].map((name) => ({ id: newId(), name })),
    ).execute();
    const { html, text } = await fetchPage(t.app, "/cities");
    assert.ok(text.includes("We deliver to 5 cities"));
    assert.ok(!text.includes("No cities listed."));
    const order = ["Bengaluru", "Bhopal", "Mumbai", "Patna", "Pune"].map((name) =>
      html.indexOf(`<li>${name}</li>`)
    );
    assert.ok(order.every((at) => at > 0), "every city is listed");
    assert.deepEqual([...order].sort((a, b) => a - b), order, "alphabetical");
    for (const letter of ["B", "M", "P"]) {
      assert.ok(html.includes(`id="letter-${letter}"`), `group ${letter}`);
    }

    const api = await t.get("/cities");
    assert.equal(api.status, 200);
    assert.match(api.headers.get("content-type") ?? "", /application\/json/);
    const body = await api.json();
    assert.ok(Array.isArray(body));
    assert.deepEqual(body.map((c: { name: string }) => c.name), [
      "Bengaluru",
      "Bhopal",
      "Mumbai",
      "Patna",
      "Pune",
    ]);
  } finally {
    await t.close();
  }
});

Deno.test("service centres list every brand with a locator link that opens safely in a new tab", async () => {
  assert.ok(SERVICE_BRANDS.length >= 27);
  assert.equal(new Set(SERVICE_BRANDS.map((b) => b.id)).size, SERVICE_BRANDS.length, "unique ids");
  for (const brand of SERVICE_BRANDS) {
    assert.match(brand.locatorUrl, /^https:\/\//, brand.name);
    assert.match(brand.supportUrl, /^https:\/\//, brand.name);
  }
  const t = await createTestApp();
  try {
    const { html, text, h1 } = await fetchPage(t.app, "/service-centers");
    assert.equal(h1, "Brand Service Centres");
    assert.equal(html.match(/class="svc-card"/g)?.length, SERVICE_BRANDS.length, "one card per brand");
    for (const brand of SERVICE_BRANDS) {
      assert.ok(text.includes(brand.name), brand.name);
      const link = html.match(
        new RegExp(`<a href="${brand.locatorUrl.replace(/[.?*+^$()[\]\\|{}]/g, "\\$&")}"[^>]*>`),
      )
        ?.[0];
      assert.ok(link, `${brand.name} has a locator link`);
      assert.match(link, /target="_blank"/);
      assert.match(link, /rel="noopener noreferrer"/);
    }
    for (const name of ["Apple", "Samsung", "OnePlus", "boAt", "Whirlpool"]) {
      assert.ok(text.includes(name), name);
    }
    assert.ok(html.includes('href="/return"'), "guidance links to the return policy");

    const filtered = await fetchPage(t.app, "/service-centers?q=laptop&kind=computers");
    assert.ok(filtered.text.includes("Dell") && filtered.text.includes("Asus"));
    assert.ok(!filtered.html.includes('id="boat"'), "audio-only brand filtered out");
    const none = await fetchPage(t.app, "/service-centers?q=zzzz");
    assert.ok(none.text.includes("No brand matches your search."));
    const bad = await fetchPage(t.app, "/service-centers?kind=<script>");
    assert.ok(bad.html.includes('id="apple"'), "an unknown kind is ignored");
  } finally {
    await t.close();
  }
});
