/**
 * The access rules as the outside sees them: the session cookie's attributes and storage, cross-site
 * writes refused, the admin-only customer lists, and the account pages' redirects.
 */
import assert from "node:assert/strict";
import { createTestApp, getPage, type TestApp } from "../../tests/helpers.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../tests/customers.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { newId } from "../core/ids.ts";
import { hashToken } from "./sessions/session.ts";

const json = { accept: "application/json", "content-type": "application/json" };

async function login(app: TestApp["app"], email: string, password: string): Promise<Response> {
  return await app.request("/api/users/customer-login", {
    method: "POST",
    headers: { ...json, "x-forwarded-for": `10.5.${Math.floor(Math.random() * 250)}.1` },
    body: JSON.stringify({ email, password }),
  });
}

const sessionSetCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith("sc_session=")) ?? "";

Deno.test("the session cookie and its storage", async (t) => {
  const test = await createTestApp();
  try {
    const asha = await createCustomer(test.db, { email: "asha@example.in", password: "asha-pass" });

    await t.step("HttpOnly, SameSite=Lax, whole site, 30 days; not Secure in development", async () => {
      const cookie = sessionSetCookie(await login(test.app, asha.email, "asha-pass"));
      assert.match(cookie, /; HttpOnly/);
      assert.match(cookie, /; SameSite=Lax/);
      assert.match(cookie, /; Path=\//);
      assert.doesNotMatch(cookie, /; Secure/);
      const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
      assert.ok(Math.abs(expires - (Date.now() + 30 * 86_400_000)) < 60_000);
    });

    await t.step("Secure in production", async () => {
      const app = createApp({
        db: test.db,
        config: loadConfig({ APP_ENV: "production", SEED: "none" }),
        log: false,
      });
      const cookie = sessionSetCookie(await login(app, asha.email, "asha-pass"));
      assert.match(cookie, /; Secure/);
      assert.match(cookie, /; HttpOnly/);
    });

    await t.step("the database keeps only the token's SHA-256, with an expiry", async () => {
      const cookie = sessionSetCookie(await login(test.app, asha.email, "asha-pass"));
      const token = cookie.split(";")[0].slice("sc_session=".length);
      assert.ok(token.length >= 43, "256 random bits");
      const rows = await test.db.selectFrom("sessions").selectAll().where("user_id", "=", asha.id).execute();
      assert.ok(rows.every((row) => row.token_hash !== token));
      const hash = await hashToken(token);
      assert.match(hash, /^[0-9a-f]{64}$/);
      const row = rows.find((r) => r.token_hash === hash);
      assert.ok(row, "found by the hash of the cookie's token");
      assert.ok(new Date(row.expires_at).getTime() > Date.now() + 29 * 86_400_000);
    });

    await t.step("an expired or unknown session is a visitor", async () => {
      await test.db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000) })
        .where("user_id", "=", asha.id).execute();
      const expired = await test.app.request("/api/users/check-auth", { headers: asCustomer(asha) });
      assert.equal(expired.status, 401);
      const forged = await test.app.request("/api/users/check-auth", {
        headers: asCustomer({ cookie: "sc_session=" + "A".repeat(43) }),
      });
      assert.equal(forged.status, 401);
    });

    await t.step("logging in again ends the session the request came with", async () => {
      const first = sessionSetCookie(await login(test.app, asha.email, "asha-pass")).split(";")[0];
      const second = await test.app.request("/api/users/customer-login", {
        method: "POST",
        headers: { ...json, cookie: first, "x-forwarded-for": "10.6.0.1" },
        body: JSON.stringify({ email: asha.email, password: "asha-pass" }),
      });
      assert.equal(second.status, 200);
      const replay = await test.app.request("/api/users/check-auth", {
        headers: asCustomer({ cookie: first }),
      });
      assert.equal(replay.status, 401);
    });
  } finally {
    await test.close();
  }
});

Deno.test("state-changing calls from another site are refused", async (t) => {
  const test = await createTestApp();
  try {
    const asha = await createCustomer(test.db, { name: "Asha", email: "asha@example.in" });
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];

    await t.step("account changes, deletion and logout", async () => {
      for (const extra of crossSite) {
        const put = await test.app.request("/api/users/email/asha@example.in", {
          method: "PUT",
          headers: asCustomer(asha, extra),
          body: JSON.stringify({ name: "Hacked" }),
        });
        assert.equal(put.status, 403, JSON.stringify(extra));
        assert.match((await put.json()).message, /other sites/);
        const del = await test.app.request(`/api/users/${asha.id}`, {
          method: "DELETE",
          headers: asCustomer(asha, extra),
        });
        assert.equal(del.status, 403);
        const logout = await test.app.request("/api/users/customer-logout", {
          method: "POST",
          headers: asCustomer(asha, extra),
        });
        assert.equal(logout.status, 403);
      }
      const row = await test.db.selectFrom("users").select("name").where("id", "=", asha.id)
        .executeTakeFirst();
      assert.equal(row?.name, "Asha");
      const check = await test.app.request("/api/users/check-auth", { headers: asCustomer(asha) });
      assert.equal(check.status, 200, "the session survived");
    });

    await t.step("sign-up and login (login CSRF)", async () => {
      const register = await test.app.request("/api/users/customer-register", {
        method: "POST",
        headers: { ...json, origin: "https://evil.example" },
        body: JSON.stringify({
          name: "Eve",
          email: "eve@example.in",
          mobile: "9000000000",
          password: "secret123",
        }),
      });
      assert.equal(register.status, 403);
      const eve = await test.db.selectFrom("users").select("id").where("email", "=", "eve@example.in")
        .executeTakeFirst();
      assert.equal(eve, undefined);
      const signIn = await test.app.request("/api/users/customer-login", {
        method: "POST",
        headers: { ...json, "sec-fetch-site": "cross-site" },
        body: JSON.stringify({ email: asha.email, password: asha.password }),
      });
      assert.equal(signIn.status, 403);
      assert.equal(sessionSetCookie(signIn), "");
    });

    await t.step("the same origin is accepted", async () => {
      const put = await test.app.request("/api/users/email/asha@example.in", {
        method: "PUT",
        headers: asCustomer(asha, { origin: "http://localhost", "sec-fetch-site": "same-origin" }),
        body: JSON.stringify({ name: "Asha R" }),
      });
      assert.equal(put.status, 200);
    });
  } finally {
    await test.close();
  }
});

Deno.test("customer lists are for admins only", async (t) => {
  const test = await createTestApp();
  const get = (path: string, who?: TestCustomer) =>
    test.app.request(path, { headers: who ? asCustomer(who) : { accept: "application/json" } });
  try {
    const admin = await createCustomer(test.db, { name: "Admin", role: "admin" });
    // Known ages: "newest first" must not hang on two inserts in the same millisecond.
    const asha = await createCustomer(test.db, {
      name: "Asha",
      email: "asha@example.in",
      mobile: "9876500001",
      createdAt: new Date(Date.now() - 120_000),
    });
    const ravi = await createCustomer(test.db, { name: "Ravi", createdAt: new Date(Date.now() - 60_000) });
    const address = {
      user_id: asha.id,
      floor: "2nd floor",
      area: "Indiranagar",
      landmark: "Near Metro",
      city: "Bengaluru",
      state: "Karnataka",
      postal_code: "560038",
      country: "India",
      phone_number: "9876543210",
    };
    await test.db.insertInto("addresses").values([
      { ...address, id: newId(), street: "12 MG Road", created_at: new Date(Date.now() - 60_000) },
      { ...address, id: newId(), street: "99 Later Street" },
    ]).execute();

    for (const path of ["/api/users", "/api/users/", "/customers"]) {
      await t.step(`${path}: visitor 401, customer 403, admin 200`, async () => {
        assert.equal((await get(path)).status, 401);
        const refused = await get(path, asha);
        assert.equal(refused.status, 403);
        assert.ok((await refused.json()).message);
        const res = await get(path, admin);
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("x-total-count"), "2", "customers only, not the admin");
        const list = await res.json();
        assert.deepEqual(list.map((c: { name: string }) => c.name), ["Ravi", "Asha"], "newest first");
        assert.deepEqual(list[1], {
          _id: asha.id,
          name: "Asha",
          email: "asha@example.in",
          mobile: "9876500001",
          address: "12 MG Road, 2nd floor, Indiranagar, Near Metro, Bengaluru, Karnataka 560038, India",
        });
        assert.equal(list[0].address, null);
        assert.ok(!("password_hash" in list[0]) && !("role" in list[0]));
      });
    }

    await t.step("paging", async () => {
      const res = await get("/api/users?limit=1&page=2", admin);
      assert.equal(res.status, 200);
      assert.deepEqual((await res.json()).map((c: { name: string }) => c.name), ["Asha"]);
      assert.equal((await get("/customers?limit=0", admin)).status, 400);
    });

    await t.step("/customers/{id}: admin only; 404 for unknown ids and non-customers", async () => {
      assert.equal((await get(`/customers/${asha.id}`)).status, 401);
      assert.equal((await get(`/customers/${asha.id}`, ravi)).status, 403);
      const res = await get(`/customers/${ravi.id}`, admin);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), {
        _id: ravi.id,
        name: "Ravi",
        email: ravi.email,
        mobile: ravi.mobile,
        address: null,
      });
      for (const id of ["000000000000000000000000", admin.id]) {
        const missing = await get(`/customers/${id}`, admin);
        assert.equal(missing.status, 404);
        assert.equal((await missing.json()).message, "Customer not found.");
      }
    });
  } finally {
    await test.close();
  }
});

Deno.test("account pages: who sees what", async (t) => {
  const test = await createTestApp();
  const page = (path: string, who?: TestCustomer) =>
    test.app.request(path, {
      headers: { accept: "text/html", ...(who ? { cookie: who.cookie } : {}) },
      redirect: "manual",
    });
  try {
    const asha = await createCustomer(test.db, { name: "Asha", email: "asha@example.in" });

    await t.step("a visitor sees the forms; /account sends them to log in", async () => {
      for (const path of ["/login-customer", "/signup-customer"]) {
        const res = await getPage(test.app, path);
        assert.equal(res.status, 200);
        const html = await res.text();
        assert.match(html, /<form/);
        assert.match(html, /data-island="(LoginForm|SignupForm)"/);
        assert.doesNotMatch(html, /SessionCheck/, "no session check for visitors");
      }
      const res = await page("/account");
      assert.equal(res.status, 302);
      assert.equal(res.headers.get("location"), "/login-customer?next=/account");
    });

    await t.step("next is kept only when it is a path on this site", async () => {
      const island = async (next: string) => {
        const html = await (await getPage(test.app, `/login-customer?next=${encodeURIComponent(next)}`))
          .text();
        return JSON.parse(
          /data-island="LoginForm" data-props="([^"]*)"/.exec(html)![1].replaceAll("&quot;", '"'),
        )
          .next;
      };
      assert.equal(await island("/cart"), "/cart");
      assert.equal(await island("/product/abc?x=1"), "/product/abc?x=1");
      for (
        const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", ""]
      ) {
        assert.equal(await island(bad), "/", bad);
      }
    });

    await t.step(
      "a signed-in customer is sent from the forms to /account, which shows their details",
      async () => {
        for (const path of ["/login-customer", "/signup-customer"]) {
          const res = await page(path, asha);
          assert.equal(res.status, 302);
          assert.equal(res.headers.get("location"), "/account");
        }
        const res = await page("/account", asha);
        assert.equal(res.status, 200);
        const html = await res.text();
        assert.match(html, /asha@example\.in/);
        assert.match(html, /data-island="AccountPanel"/);
        assert.match(html, /data-island="SessionCheck"/);
        for (const href of ["/order-customer", "/contactus", "/manage-address"]) {
          assert.ok(html.includes(`href="${href}"`));
        }
        assert.doesNotMatch(html, /password_hash|argon2/);
      },
    );
  } finally {
    await test.close();
  }
});
