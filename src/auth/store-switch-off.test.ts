/**
 * A store the admin switches off: its sessions end at once; signing in again answers 403 saying why and whom
 * to write to, and starts a session that may read the store's orders, order pages, packing slips, dashboard
 * and profile (each with the switched-off banner) but never write. With two-step sign-in the code comes
 * first. A wrong password learns nothing.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../../tests/helpers.ts";
import { createCustomer } from "../../tests/customers.ts";
import { insertProduct } from "../../tests/fixtures.ts";
import { asCustomer } from "../../tests/customers.ts";
import { createVendorAccount } from "../vendors/auth/vendor-auth.fixtures.ts";
import { insertOrderFixture } from "../orders/admin-orders/admin-orders.fixtures.ts";
import { STORE_INACTIVE_NOTICE } from "../ui/panel/VendorLayout.tsx";
import { codeAt } from "./two-step/two-step.service.ts";
import { SESSION_COOKIE } from "./sessions/session.ts";
import { STORE_SWITCHED_OFF } from "./guard.ts";

const sessionCookieOf = (headers: Headers) =>
  headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.includes("Max-Age=0"))
    ?.split(";")[0];

Deno.test("switching a store off ends its sessions; sign-in answers 403 and starts a session that only reads", async () => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    const admin = await createCustomer(test.db, { role: "admin" });
    const store = await createVendorAccount(test.db, { password: "store-secret" });
    const product = await insertProduct(test.db, { vendor_id: store.vendorId, name: "Store Speaker" });
    const request = async (method: string, path: string, cookie: string, body?: unknown) => {
      const res = await test.app.request(path, {
        method,
        headers: asCustomer({ cookie }),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    const signIn = async (password: string) => {
      const res = await test.app.request("/api/vendor/login", {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          "x-forwarded-for": "10.4.0.1",
        },
        body: JSON.stringify({ email: store.email, password }),
      });
      return { status: res.status, body: await res.json(), headers: res.headers };
    };

    assert.equal((await request("GET", "/orders", store.cookie)).status, 200);
    const off = await request("PATCH", `/api/vendor/${store.vendorId}`, admin.cookie, {
      activeStatus: false,
      reason: "Repeated late deliveries",
    });
    assert.equal(off.status, 200);

    // Its open session is over: every call is a visitor's.
    assert.equal((await request("GET", "/orders", store.cookie)).status, 401);
    assert.equal(
      (await request("PUT", `/api/products/update-product/${product.id}`, store.cookie, { stock: 3 })).status,
      401,
    );
    assert.equal(
      (await test.db.selectFrom("sessions").select("token_hash").where("user_id", "=", store.id).execute())
        .length,
      0,
    );
    const audit = await test.db.selectFrom("audit_log").select("details").where(
      "action",
      "=",
      "vendor.deactivate",
    )
      .where("entity_id", "=", store.vendorId).executeTakeFirstOrThrow();
    const details = typeof audit.details === "string" ? JSON.parse(audit.details) : audit.details;
    assert.equal((details as { sessionsEnded: number }).sessionsEnded, 1);

    // Signing in again: the right password is told why, and whom to write to, and gets a session that
    // reads; a wrong one learns nothing and gets none.
    const wrong = await signIn("not-the-password");
    assert.equal(wrong.status, 401);
    assert.equal(sessionCookieOf(wrong.headers), undefined);
    const refused = await signIn("store-secret");
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { message: STORE_SWITCHED_OFF, readOnly: true });
    assert.match(STORE_SWITCHED_OFF, /switched this store off/);
    assert.match(STORE_SWITCHED_OFF, /support@swiftcart\.in/);
    const cookie = sessionCookieOf(refused.headers);
    assert.ok(cookie, "a read-only session was started");
    assert.equal(refused.headers.get("cache-control"), "no-store");

    // It reads: its orders, an order's page and packing slip, the dashboard and the profile, each saying why
    // nothing can be changed.
    assert.equal((await request("GET", "/orders", cookie)).status, 200, "its own orders stay readable");
    const order = await insertOrderFixture(test.db, {
      vendor: { id: store.vendorId, email: store.email, store_name: store.storeName },
    });
    for (
      const path of [
        "/vendor-orders",
        `/vendor-orders/${order.id}`,
        `/vendor-orders/${order.id}/packing-slip`,
        "/vendor-dashboard",
        "/vendor-profile",
      ]
    ) {
      const page = await test.app.request(path, { headers: { accept: "text/html", cookie } });
      const html = await page.text();
      assert.equal(page.status, 200, path);
      if (!path.endsWith("/packing-slip")) {
        assert.ok(html.includes(STORE_INACTIVE_NOTICE), `${path}: the switched-off banner`);
      }
    }
    assert.match(STORE_INACTIVE_NOTICE, /view your orders but not change anything/);
    assert.match(STORE_INACTIVE_NOTICE, /support@swiftcart\.in/);
    for (
      const [method, path, body] of [
        ["PUT", `/api/products/update-product/${product.id}`, { stock: 3 }],
        ["DELETE", `/api/products/delete-product/${product.id}`, undefined],
        ["PUT", `/profile/${encodeURIComponent(store.email)}`, { firstName: "Still here" }],
      ] as const
    ) {
      const res = await request(method, path, cookie, body);
      assert.equal(res.status, 403, `${method} ${path}`);
      assert.deepEqual(res.body, { message: STORE_SWITCHED_OFF });
    }
    const row = await test.db.selectFrom("products").select("stock").where("id", "=", product.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(row.stock, 3, "nothing changed");

    // Switched on again, it signs in as before.
    assert.equal(
      (await request("PATCH", `/api/vendor/${store.vendorId}`, admin.cookie, { activeStatus: true })).status,
      200,
    );
    assert.equal((await signIn("store-secret")).status, 200);
  } finally {
    await test.close();
  }
});

Deno.test("a switched-off store with two-step sign-in: the code first, then the read-only 403", async () => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    const admin = await createCustomer(test.db, { role: "admin" });
    const store = await createVendorAccount(test.db, { password: "store-secret" });
    const call = async (path: string, body: unknown, cookie?: string) => {
      const res = await test.app.request(path, {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          "x-forwarded-for": "10.4.0.2",
          ...(cookie && { cookie }),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json(), cookie: sessionCookieOf(res.headers) };
    };
    const setup = await call("/api/two-step/setup", undefined, store.cookie);
    assert.equal(setup.status, 200);
    const secret = setup.body.secret as string;
    assert.equal(
      (await call("/api/two-step/enable", { code: codeAt(secret, Date.now()) }, store.cookie)).status,
      200,
    );
    const off = await test.app.request(`/api/vendor/${store.vendorId}`, {
      method: "PATCH",
      headers: asCustomer(admin),
      body: JSON.stringify({ activeStatus: false, reason: "Repeated late deliveries" }),
    });
    assert.equal(off.status, 200);
    await off.body?.cancel();

    // The password alone opens nothing: the code is asked as for any store with two-step sign-in.
    const first = await call("/api/vendor/login", { email: store.email, password: "store-secret" });
    assert.equal(first.status, 202);
    assert.equal(first.cookie, undefined);
    const second = await call("/api/two-step/sign-in", {
      token: first.body.token,
      code: codeAt(secret, Date.now() + 30_000),
    });
    assert.equal(second.status, 403);
    assert.deepEqual(second.body, { message: STORE_SWITCHED_OFF, readOnly: true });
    assert.ok(second.cookie, "a read-only session was started");
    const orders = await test.app.request("/orders", { headers: asCustomer({ cookie: second.cookie! }) });
    assert.equal(orders.status, 200);
    await orders.body?.cancel();
    const write = await test.app.request(`/profile/${encodeURIComponent(store.email)}`, {
      method: "PUT",
      headers: asCustomer({ cookie: second.cookie! }),
      body: JSON.stringify({ firstName: "Still here" }),
    });
    assert.equal(write.status, 403);
    assert.deepEqual(await write.json(), { message: STORE_SWITCHED_OFF });
  } finally {
    await test.close();
  }
});
