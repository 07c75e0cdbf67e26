/**
 * A store the admin switches off: its sessions end at once, signing in again is refused with 403 saying why
 * and whom to write to, and a session of the store (one made since) may read its orders but not write.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../../tests/helpers.ts";
import { createCustomer } from "../../tests/customers.ts";
import { insertProduct } from "../../tests/fixtures.ts";
import { asCustomer } from "../../tests/customers.ts";
import { createVendorAccount } from "../vendors/auth/vendor-auth.fixtures.ts";
import { createSession } from "./sessions/sessions.queries.ts";
import { hashToken, SESSION_COOKIE } from "./sessions/session.ts";
import { STORE_SWITCHED_OFF } from "./guard.ts";

Deno.test("switching a store off ends its sessions; sign-in and writes answer 403, its orders stay readable", async () => {
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

    // Signing in again: the right password is told why, and whom to write to; a wrong one learns nothing.
    const refused = await signIn("store-secret");
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { message: STORE_SWITCHED_OFF });
    assert.match(STORE_SWITCHED_OFF, /switched this store off/);
    assert.match(STORE_SWITCHED_OFF, /support@swiftcart\.in/);
    assert.equal(refused.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`)).length, 0);
    assert.equal((await signIn("not-the-password")).status, 401);

    // A session of the store made since (there is no way to get one through sign-in) reads, never writes.
    const token = "switched-off-store-session-token-0123456789";
    await createSession(test.db, await hashToken(token), store.id, new Date(Date.now() + 3_600_000));
    const cookie = `${SESSION_COOKIE}=${token}`;
    assert.equal((await request("GET", "/orders", cookie)).status, 200, "its own orders stay readable");
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
