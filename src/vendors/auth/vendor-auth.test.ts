/**
 * Vendor and admin sign-in and sign-out through the HTTP API: the answers' messages,
 * the login limits, session rotation, and that only a store's own account signs in as a vendor.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { createVendorAccount } from "./vendor-auth.fixtures.ts";
import { MAX_FAILURES_PER_PAIR } from "../../auth/login-limits/login-limits.ts";

interface Call {
  status: number;
  body: any;
  headers: Headers;
}

function caller(app: TestApp["app"]) {
  return async (path: string, options: { body?: unknown; cookie?: string; method?: string } = {}) => {
    const headers: Record<string, string> = {
      accept: "application/json",
      "content-type": "application/json",
    };
    if (options.cookie) headers.cookie = options.cookie;
    const response = await app.request(path, {
      method: options.method ?? "POST",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: await response.json(), headers: response.headers } as Call;
  };
}

/** The session cookie a response sets (the last Set-Cookie for it), as "sc_session=…", or undefined when cleared. */
function sessionCookie(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().filter((c) => c.startsWith("sc_session=")).at(-1);
  if (!cookie || /max-age=0/i.test(cookie) || cookie.startsWith("sc_session=;")) return undefined;
  return cookie.split(";")[0];
}

const sessionsOf = (t: TestApp, userId: string) =>
  t.db.selectFrom("sessions").select("token_hash").where("user_id", "=", userId).execute();

Deno.test("vendor login: the store's own account signs in and gets its store", async (t) => {
  const test = await createTestApp();
  const call = caller(test.app);
  try {
    const vendor = await createVendorAccount(test.db, { storeName: "Lakshmi Mobiles", username: "lakshmi" });

    await t.step("answers vendorID, username and storeName and sets a fresh session", async () => {
      const res = await call("/api/vendor/login", {
        body: { email: ` ${vendor.email.toUpperCase()} `, password: "vendor123" },
        cookie: vendor.cookie,
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        message: "Login successful",
        vendorID: vendor.vendorId,
        username: "lakshmi",
        storeName: "Lakshmi Mobiles",
      });
      const cookie = sessionCookie(res.headers);
      assert.ok(cookie && cookie !== vendor.cookie, "a new session");
      assert.match(res.headers.getSetCookie().join("\n"), /HttpOnly/i);
      // The session it came with (fixation) is gone; the new one is the only one.
      assert.equal(
        (await call("/api/users/check-auth", { method: "GET", cookie: vendor.cookie })).status,
        401,
      );
      const me = await call("/api/users/check-auth", { method: "GET", cookie });
      assert.equal(me.status, 200);
      assert.equal(me.body.user.id, vendor.id);
      assert.equal((await sessionsOf(test, vendor.id)).length, 1);
    });

    await t.step("a store made before usernames answers username null", async () => {
      const old = await createVendorAccount(test.db, { username: null });
      const res = await call("/api/vendor/login", { body: { email: old.email, password: "vendor123" } });
      assert.equal(res.status, 200);
      assert.equal(res.body.username, null);
    });
  } finally {
    await test.close();
  }
});

Deno.test("vendor login: every refusal is 'Invalid credentials', and sets no session", async (t) => {
  const test = await createTestApp();
  const call = caller(test.app);
  try {
    const vendor = await createVendorAccount(test.db);
    const customer = await createCustomer(test.db, { password: "secret123" });
    const admin = await createCustomer(test.db, { role: "admin", password: "admin123" });
    const storeless = await createCustomer(test.db, { role: "vendor", password: "vendor123" });

    const refused = async (body: unknown, why: string) => {
      const res = await call("/api/vendor/login", { body });
      assert.equal(res.status, 401, why);
      assert.deepEqual(res.body, { message: "Invalid credentials" }, why);
      assert.equal(sessionCookie(res.headers), undefined, `${why}: no session cookie`);
    };

    await t.step("wrong password, unknown email, a customer's or an admin's right password", async () => {
      await refused({ email: vendor.email, password: "wrong-password" }, "wrong password");
      await refused({ email: "nobody@example.in", password: "vendor123" }, "unknown email");
      await refused({ email: customer.email, password: "secret123" }, "customer");
      await refused({ email: admin.email, password: "admin123" }, "admin");
    });

    await t.step("a vendor account without a store: refused, and no session is started", async () => {
      const before = (await sessionsOf(test, storeless.id)).length;
      assert.equal(before, 1, "the fixture's own session");
      await refused({ email: storeless.email, password: "vendor123" }, "no store");
      assert.equal((await sessionsOf(test, storeless.id)).length, 1, "only the fixture's own session");
    });

    await t.step("a missing or unknown field is a 400", async () => {
      const missing = await call("/api/vendor/login", { body: { email: vendor.email } });
      assert.equal(missing.status, 400);
      assert.match(missing.body.message, /^password: /);
      const extra = await call("/api/vendor/login", {
        body: { email: vendor.email, password: "vendor123", role: "admin" },
      });
      assert.equal(extra.status, 400);
      assert.match(extra.body.message, /role/);
    });
  } finally {
    await test.close();
  }
});

Deno.test("vendor login: the login limits answer 429 with Retry-After", async () => {
  const test = await createTestApp();
  const call = caller(test.app);
  try {
    const vendor = await createVendorAccount(test.db);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      const res = await call("/api/vendor/login", { body: { email: vendor.email, password: `wrong-${i}` } });
      assert.ok(res.status === 401 || res.status === 429, `attempt ${i}: ${res.status}`);
    }
    const res = await call("/api/vendor/login", { body: { email: vendor.email, password: "vendor123" } });
    assert.equal(res.status, 429, "refused even with the right password from this address");
    assert.match(res.body.message, /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    assert.ok(Number(res.headers.get("retry-after")) > 0);
  } finally {
    await test.close();
  }
});

Deno.test("vendor logout ends the session on the server, and is harmless when signed out", async () => {
  const test = await createTestApp();
  const call = caller(test.app);
  try {
    const vendor = await createVendorAccount(test.db);
    const login = await call("/api/vendor/login", {
      body: { email: vendor.email, password: "vendor123" },
      cookie: vendor.cookie, // rotated: the fixture's own session ends at login
    });
    const cookie = sessionCookie(login.headers)!;
    assert.equal((await sessionsOf(test, vendor.id)).length, 1);
    const out = await call("/api/vendor/logout", { cookie });
    assert.equal(out.status, 200);
    assert.deepEqual(out.body, { message: "You have been logged out." });
    assert.equal(sessionCookie(out.headers), undefined, "the cookie is cleared");
    assert.equal((await sessionsOf(test, vendor.id)).length, 0, "the session row is gone");
    assert.equal((await call("/api/users/check-auth", { method: "GET", cookie })).status, 401);
    // Again, and as a visitor: the same answer.
    assert.equal((await call("/api/vendor/logout", { cookie })).status, 200);
    assert.equal((await call("/api/vendor/logout")).status, 200);

    // The panel's Sign Out is a plain form: a browser's post ends the session and goes on to the sign-in page.
    const other = await createVendorAccount(test.db);
    const form = await test.app.request("/api/vendor/logout", {
      method: "POST",
      headers: {
        cookie: other.cookie,
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    assert.equal(form.status, 303);
    assert.equal(form.headers.get("location"), "/vendor-login");
    assert.equal((await sessionsOf(test, other.id)).length, 0);
  } finally {
    await test.close();
  }
});

Deno.test("the demo sign-ins of the README work: every store, the pending application, the admin", async () => {
  const test = await createTestApp({ seed: true });
  const call = caller(test.app);
  try {
    const lakshmi = await call("/api/vendor/login", {
      body: { email: "orders@lakshmimobiles.in", password: "vendor123" },
    });
    assert.equal(lakshmi.status, 200);
    assert.equal(lakshmi.body.storeName, "Lakshmi Mobiles");
    assert.equal(lakshmi.body.username, "lakshmimobiles");
    const pending = await call("/api/vendor/login", {
      body: { email: "hello@kochigadgetpoint.in", password: "vendor123" },
    });
    assert.equal(pending.status, 200, "a store waiting for approval signs in");
    const admin = await call("/api/admin/login", {
      body: { email: "admin@swiftcart.in", password: "admin123" },
    });
    assert.equal(admin.status, 200);
    assert.equal(admin.body.message, "Welcome Admin!");
  } finally {
    await test.close();
  }
});
