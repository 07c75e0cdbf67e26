/**
 * Sessions end at an absolute limit after sign-in (admin 12 hours, store 7 days, shopper 30 days), beside
 * an admin's idle limit (30 minutes): a session used all the time does not slide on past the absolute one.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { createVendorAccount } from "../../vendors/auth/vendor-auth.fixtures.ts";
import { hashToken, SESSION_COOKIE, SESSION_LIMITS } from "./session.ts";

const HOUR = 3_600_000;

async function signIn(test: TestApp, path: string, email: string, password: string, ip: string) {
  const res = await test.app.request(path, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, path);
  await res.body?.cancel();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  return { cookie: cookie.split(";")[0], expires: Date.parse(/Expires=([^;]+)/.exec(cookie)![1]) };
}

/** The clock moves on `ms` for this session: its sign-in and its end move back as much. */
async function passTime(test: TestApp, cookie: string, ms: number) {
  await test.db.updateTable("sessions").set({
    created_at: sql`created_at - make_interval(secs => ${ms / 1000})`,
    expires_at: sql`expires_at - make_interval(secs => ${ms / 1000})`,
  } as never).where("token_hash", "=", await hashToken(cookie.split("=")[1])).execute();
}

const dashboard = async (test: TestApp, cookie: string) => {
  const res = await test.app.request("/api/admin/dashboard", {
    headers: { cookie, accept: "application/json" },
  });
  await res.body?.cancel();
  return res;
};

/** A test of an admin's session: signed in (from `address`) on a fresh app. */
function adminSessionTest(
  name: string,
  address: string,
  body: (test: TestApp, session: { cookie: string; expires: number }) => Promise<void>,
) {
  Deno.test(name, async () => {
    const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
    try {
      const admin = await createCustomer(test.db, { role: "admin", password: "admin-secret" });
      await body(test, await signIn(test, "/api/admin/login", admin.email, "admin-secret", address));
    } finally {
      await test.close();
    }
  });
}

adminSessionTest(
  "an admin session used all day ends 12 hours after sign-in",
  "10.7.0.1",
  async (test, { cookie }) => {
    // Busy all day: a request every 25 minutes, each moving the idle end on.
    for (let turn = 1; turn <= 30; turn++) {
      await passTime(test, cookie, 25 * 60_000);
      const res = await dashboard(test, cookie);
      const since = turn * 25;
      if (since < 12 * 60) {
        assert.equal(res.status, 200, `${since} minutes after sign-in`);
        const set = res.headers.get("set-cookie");
        if (set) {
          const until = Date.parse(/Expires=([^;]+)/.exec(set)![1]);
          assert.ok(until <= Date.now() + (12 * 60 - since) * 60_000 + 5_000, "the cookie ends with it");
        }
      } else {
        assert.equal(res.status, 401, `${since} minutes after sign-in: over`);
      }
    }
  },
);

adminSessionTest(
  "12 h 01 m after sign-in an admin session is over, however recently it was used",
  "10.7.0.2",
  async (test, { cookie }) => {
    // Used every 20 minutes, so the idle limit never comes first.
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      await passTime(test, cookie, 20 * 60_000);
      assert.equal((await dashboard(test, cookie)).status, 200, `${minutes} minutes: still on`);
    }
    await passTime(test, cookie, 19 * 60_000);
    assert.equal((await dashboard(test, cookie)).status, 200, "11 h 59 m: still on");
    await passTime(test, cookie, 2 * 60_000);
    assert.equal((await dashboard(test, cookie)).status, 401, "12 h 01 m: over");
  },
);

adminSessionTest(
  "an admin session idle for 30 minutes is over; used within them, it goes on",
  "10.7.0.4",
  async (test, { cookie, expires }) => {
    assert.equal(SESSION_LIMITS.admin.idleHours! * 60, 30);
    assert.ok(Math.abs(expires - (Date.now() + 30 * 60_000)) < 60_000, "the cookie ends 30 minutes on");
    await passTime(test, cookie, 29 * 60_000);
    assert.equal((await dashboard(test, cookie)).status, 200, "29 minutes idle: still on");
    await passTime(test, cookie, 29 * 60_000);
    assert.equal((await dashboard(test, cookie)).status, 200, "29 minutes since the last request: still on");
    await passTime(test, cookie, 31 * 60_000);
    assert.equal((await dashboard(test, cookie)).status, 401, "31 minutes idle: over");
  },
);

Deno.test("each role's session ends at its absolute limit", async () => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    assert.deepEqual(
      Object.fromEntries(Object.entries(SESSION_LIMITS).map(([role, l]) => [role, l.maxHours])),
      { customer: 30 * 24, vendor: 7 * 24, admin: 12 },
    );
    const shopper = await createCustomer(test.db, { password: "shop-secret" });
    const store = await createVendorAccount(test.db, { password: "store-secret" });
    for (
      const [path, email, password, hours] of [
        ["/api/users/customer-login", shopper.email, "shop-secret", 30 * 24],
        ["/api/vendor/login", store.email, "store-secret", 7 * 24],
      ] as const
    ) {
      const { cookie, expires } = await signIn(test, path, email, password, "10.7.0.3");
      assert.ok(Math.abs(expires - (Date.now() + hours * HOUR)) < 60_000, `${path}: ${hours} hours`);
      await passTime(test, cookie, hours * HOUR - 60_000);
      const on = await test.app.request("/api/users/check-auth", {
        headers: { cookie, accept: "application/json" },
      });
      assert.equal(on.status, 200);
      await on.body?.cancel();
      await passTime(test, cookie, 2 * 60_000);
      const off = await test.app.request("/api/users/check-auth", {
        headers: { cookie, accept: "application/json" },
      });
      assert.equal(off.status, 401);
      await off.body?.cancel();
    }
  } finally {
    await test.close();
  }
});
