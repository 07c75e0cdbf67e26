/** The admin's sign-in and sign-out through the HTTP API ('Welcome Admin!' on success). */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { createVendorAccount } from "../../vendors/auth/vendor-auth.fixtures.ts";

async function post(app: TestApp["app"], path: string, body?: unknown, cookie?: string) {
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  const response = await app.request(path, {
    method: "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const signedIn = async (app: TestApp["app"], cookie: string) =>
  (await app.request("/api/users/check-auth", { headers: { accept: "application/json", cookie } })).status;

Deno.test("admin login: 'Welcome Admin!' for an admin account only; logout ends it", async () => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, {
      role: "admin",
      name: "Asha Rao",
      password: "admin-secret",
    });
    const vendor = await createVendorAccount(test.db);

    const res = await post(
      test.app,
      "/api/admin/login",
      { email: admin.email, password: "admin-secret" },
      admin.cookie,
    );
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      message: "Welcome Admin!",
      admin: { id: admin.id, name: "Asha Rao", email: admin.email },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sc_session="))!.split(";")[0];
    assert.equal(await signedIn(test.app, cookie), 200);
    assert.equal(await signedIn(test.app, admin.cookie), 401, "the session it came with ended");
    const session = await test.db.selectFrom("sessions").select("expires_at").where("user_id", "=", admin.id)
      .executeTakeFirstOrThrow();
    const minutes = (new Date(session.expires_at).getTime() - Date.now()) / 60_000;
    assert.ok(minutes > 29 && minutes <= 30, `an admin session idle for 30 minutes ends (${minutes})`);

    for (
      const body of [
        { email: admin.email, password: "wrong" },
        { email: vendor.email, password: "vendor123" },
      ]
    ) {
      const refused = await post(test.app, "/api/admin/login", body);
      assert.equal(refused.status, 401);
      assert.deepEqual(refused.body, { message: "Invalid credentials" });
    }

    const out = await post(test.app, "/api/admin/logout", undefined, cookie);
    assert.equal(out.status, 200);
    assert.equal(await signedIn(test.app, cookie), 401);
    assert.equal(
      (await test.db.selectFrom("sessions").select("token_hash").where("user_id", "=", admin.id).execute())
        .length,
      0,
    );
    assert.equal((await post(test.app, "/api/admin/logout")).status, 200, "harmless when signed out");
  } finally {
    await test.close();
  }
});
