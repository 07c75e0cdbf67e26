/**
 * The admin's commission, cities and career pages and the audit trail page, rendered on the server:
 * who may see them (others go to /admin-login), the aliases of the career page, the islands and their
 * props, the pages' texts, and the trail's filters.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../tests/customers.ts";
import { insertCategory, insertCity, insertCommission, insertJob } from "../../tests/fixtures.ts";

const pageAs = (app: TestApp["app"], path: string, cookie?: string) =>
  app.request(path, {
    headers: { accept: "text/html,application/xhtml+xml", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });

async function html(app: TestApp["app"], path: string, cookie: string): Promise<string> {
  const response = await pageAs(app, path, cookie);
  assert.equal(response.status, 200, path);
  return await response.text();
}

function islandProps(page: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(page);
  assert.ok(match, `the page renders the ${name} island`);
  return JSON.parse(
    match[1].replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">").replaceAll("&#x27;", "'"),
  );
}

const send = (t: TestApp, who: TestCustomer, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: asCustomer(who),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

Deno.test("admin content pages: commission, cities, career, audit", async (t) => {
  const test = await createTestApp();
  const { app, db } = test;
  try {
    const admin = await createCustomer(db, {
      role: "admin",
      name: "Meera Admin",
      email: "meera@swiftcart.in",
    });
    const vendor = await createCustomer(db, { role: "vendor" });
    const customer = await createCustomer(db);
    const mobiles = await insertCategory(db, { name: "Mobiles", subcategories: ["Android phones"] });
    const rate = await insertCommission(db, { category_id: mobiles.id, rate_bp: 550 });
    await insertCity(db, "Pune");
    await insertJob(db, { title: "Category Manager", description: "Grow the Mobiles category." });
    const pages = [
      "/panel/commission",
      "/panel/cities",
      "/panel/career",
      "/panel/carrer",
      "/carrer",
      "/panel/audit",
    ];

    await t.step("visitors, customers and vendors are sent to /admin-login", async () => {
      for (const path of pages) {
        for (const who of [undefined, customer.cookie, vendor.cookie]) {
          const res = await pageAs(app, path, who);
          assert.equal(res.status, 302, path);
          assert.equal(res.headers.get("location"), `/admin-login?next=${encodeURIComponent(path)}`, path);
          await res.body?.cancel();
        }
      }
    });

    await t.step("/panel/commission: the form in add mode, the table with Edit and Delete", async () => {
      const page = await html(app, "/panel/commission", admin.cookie);
      assert.match(page, /<h1>Commission Management<\/h1>/);
      assert.match(page, /Add Commission/);
      assert.match(page, /5\.5%/);
      assert.match(page, /All sub-categories/);
      assert.match(page, /orders already placed keep the rate of their time/);
      const form = islandProps(page, "CommissionForm");
      assert.equal(form.editing, null);
      assert.deepEqual(form.categories, [{
        id: mobiles.id,
        name: "Mobiles",
        subcategories: [{ id: mobiles.subcategories[0].id, name: "Android phones" }],
      }]);
      const remove = islandProps(page, "RowDelete");
      assert.deepEqual(remove, {
        path: `/commissions/${rate.id}`,
        name: "Mobiles",
        confirmText: "Delete this row?",
        failure: "Failed to delete commission.",
      });
      assert.match(page, new RegExp(`href="/panel/commission\\?edit=${rate.id}`));
    });

    await t.step("/panel/commission?edit={id}: the form in update mode with the row's values", async () => {
      const page = await html(app, `/panel/commission?edit=${rate.id}`, admin.cookie);
      assert.match(page, /Update Commission/);
      assert.deepEqual(islandProps(page, "CommissionForm").editing, {
        id: rate.id,
        categoryId: mobiles.id,
        subcategoryId: null,
        commission: 5.5,
      });
      const unknown = await html(app, "/panel/commission?edit=nope", admin.cookie);
      assert.equal(islandProps(unknown, "CommissionForm").editing, null);
    });

    await t.step("/panel/cities: the list in the island, empty text in its script", async () => {
      const page = await html(app, "/panel/cities", admin.cookie);
      assert.match(page, /<h1>Cities Management<\/h1>/);
      const props = islandProps(page, "CityManager");
      assert.deepEqual((props.cities as { name: string }[]).map((c) => c.name), ["Pune"]);
      assert.match(page, /href="\/cities"/);
    });

    await t.step("/panel/career and its aliases: the form and the jobs with Delete", async () => {
      for (const path of ["/panel/career", "/panel/carrer", "/carrer"]) {
        const page = await html(app, path, admin.cookie);
        assert.match(page, /<h1>Career Management<\/h1>/, path);
        assert.match(page, /Category Manager/, path);
        assert.match(page, /data-island="JobForm"/, path);
        assert.equal(islandProps(page, "RowDelete").confirmText, 'Delete the opening "Category Manager"?');
      }
    });

    await t.step("/panel/audit: newest first, who, action, what with a link, before → after", async () => {
      let res = await send(test, admin, "PUT", `/commissions/${rate.id}`, {
        category: "Mobiles",
        commission: 6,
      });
      assert.equal(res.status, 200);
      await res.body?.cancel();
      res = await send(test, admin, "POST", "/cities", { name: "Shillong" });
      assert.equal(res.status, 201);
      await res.body?.cancel();
      const page = await html(app, "/panel/audit", admin.cookie);
      assert.match(page, /<h1>Audit Trail<\/h1>/);
      const city = page.indexOf("city.create"), commission = page.indexOf("commission.update");
      assert.ok(city > 0 && commission > 0 && city < commission, "newest first");
      assert.match(page, /Meera Admin/);
      assert.match(page, new RegExp(`href="/panel/commission\\?edit=${rate.id}[^"]*"`));
      assert.match(
        page,
        /5\.5<\/span> <span aria-label="changed to">→<\/span> <span class="audit-value audit-after">6</,
      );
      assert.match(page, /Shillong/);
      // The filters: a person of the list, kinds of the trail.
      assert.match(
        page,
        new RegExp(`<option value="${admin.id}">Meera Admin \\(admin\\) · meera@swiftcart.in</option>`),
      );
      assert.match(page, /<option value="city">city<\/option>/);
      assert.match(page, /<option value="commission">commission<\/option>/);
    });

    await t.step("/panel/audit filters: kind, person, email and days (India time)", async () => {
      const only = async (query: string) => {
        const page = await html(app, `/panel/audit?${query}`, admin.cookie);
        return ["city.create", "commission.update"].filter((a) => page.includes(`>${a}<`));
      };
      assert.deepEqual(await only("kind=city"), ["city.create"]);
      assert.deepEqual(await only("kind=commission"), ["commission.update"]);
      assert.deepEqual(await only(`actor=${admin.id}`), ["city.create", "commission.update"]);
      assert.deepEqual(await only(`actor=${vendor.id}`), []);
      assert.deepEqual(await only("email=MEERA@"), ["city.create", "commission.update"]);
      assert.deepEqual(await only("email=nobody"), []);
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
      assert.deepEqual(await only(`from=${today}&to=${today}`), ["city.create", "commission.update"]);
      assert.deepEqual(await only("to=2020-01-01"), []);
      assert.deepEqual(await only("from=2999-01-01"), []);
      // A day that is not a date is ignored.
      assert.deepEqual(await only("from=yesterday"), ["city.create", "commission.update"]);
      const empty = await html(app, "/panel/audit?kind=nothing", admin.cookie);
      assert.match(empty, /No changes recorded for these filters\./);
    });

    await t.step("GET /api/admin/audit: the same trail as JSON, admins only", async () => {
      const res = await send(test, admin, "GET", "/api/admin/audit?kind=commission");
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("x-total-count"), "1");
      const [entry] = await res.json();
      assert.equal(entry.action, "commission.update");
      assert.deepEqual(entry.actor, {
        id: admin.id,
        name: "Meera Admin",
        email: "meera@swiftcart.in",
        role: "admin",
      });
      assert.deepEqual(entry.details.after, { category: "Mobiles", subcategory: null, commission: 6 });
      const bad = await send(test, admin, "GET", "/api/admin/audit?from=2026-02-31");
      assert.equal(bad.status, 400);
      assert.equal((await bad.json()).message, "from: must be a date as YYYY-MM-DD.");
      for (const who of [vendor, customer]) {
        const refused = await send(test, who, "GET", "/api/admin/audit");
        assert.equal(refused.status, 403);
        await refused.body?.cancel();
      }
    });
  } finally {
    await test.close();
  }
});
