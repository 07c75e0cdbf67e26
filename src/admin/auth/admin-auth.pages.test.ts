/**
 * The admin's sign-in pages and session: /admin-login and the reset pages, redirects of
 * visitors, customers and vendors to /admin-login?next=..., a signed-in admin sent on from /admin-login,
 * Sign Out's 303, and sessions that end after 30 minutes idle (sliding, written at most once a minute).
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, getPage, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { hashToken, SESSION_COOKIE } from "../../auth/sessions/session.ts";
import { adminNextPath } from "./admin-auth.paths.ts";

const page = (test: TestApp, path: string, who?: TestCustomer) =>
  test.app.request(path, {
    headers: { accept: "text/html", ...(who ? { cookie: who.cookie } : {}) },
  });

Deno.test("adminNextPath: a local path with one leading slash, else /admin", () => {
  assert.equal(adminNextPath(null), "/admin");
  assert.equal(adminNextPath("/panel/order?status=Pending"), "/panel/order?status=Pending");
  assert.equal(adminNextPath("//evil.example/x"), "/admin");
  assert.equal(adminNextPath("https://evil.example/"), "/admin");
  assert.equal(adminNextPath("/\\evil.example"), "/admin");
  assert.equal(adminNextPath("/admin-login?next=/x"), "/admin");
  assert.equal(adminNextPath("/"), "/");
});

Deno.test("admin pages: who gets in, who is sent to /admin-login", async (t) => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, { role: "admin" });
    const customer = await createCustomer(test.db);
    const vendor = await createCustomer(test.db, { role: "vendor" });

    await t.step("visitors, customers and vendors are redirected with ?next=", async () => {
      for (const path of ["/admin", "/panel/profile", "/panel/profile?tab=bank"]) {
        for (const who of [undefined, customer, vendor]) {
          const res = await page(test, path, who);
          assert.equal(res.status, 302, path);
          assert.equal(res.headers.get("location"), `/admin-login?next=${encodeURIComponent(path)}`);
          await res.body?.cancel();
        }
      }
    });

    await t.step("/admin-login: the form; a signed-in admin goes on to next or /admin", async () => {
      const res = await getPage(test.app, "/admin-login?next=%2Fpanel%2Fprofile");
      assert.equal(res.status, 200);
      const text = await res.text();
      assert.match(text, /data-island="AdminLoginForm"/);
      assert.match(text, /&quot;next&quot;:&quot;\/panel\/profile&quot;/);
      assert.match(text, /href="\/admin-forgot-password"/);
      assert.match(text, /type="email"/);
      assert.match(text, /aria-label="Show password"/);
      const off = await getPage(test.app, "/admin-login?next=%2F%2Fevil.example");
      assert.match(await off.text(), /&quot;next&quot;:&quot;\/admin&quot;/);
      const signedIn = await page(test, "/admin-login", admin);
      assert.equal(signedIn.status, 302);
      assert.equal(signedIn.headers.get("location"), "/admin");
      const onward = await page(test, "/admin-login?next=%2Fpanel%2Fprofile", admin);
      assert.equal(onward.headers.get("location"), "/panel/profile");
      const asVendor = await page(test, "/admin-login", vendor);
      assert.equal(asVendor.status, 200);
      await asVendor.body?.cancel();
    });

    await t.step("the reset pages use the one reset island, with the admin's flow", async () => {
      for (
        const [path, step] of [
          ["/admin-forgot-password", "request"],
          ["/admin-otp?email=a%40b.in", "verify"],
          [
            "/admin-reset-password",
            "reset",
          ],
        ]
      ) {
        const res = await getPage(test.app, path);
        assert.equal(res.status, 200, path);
        const text = await res.text();
        assert.match(text, /data-island="VendorResetFlow"/);
        assert.match(text, new RegExp(`&quot;step&quot;:&quot;${step}&quot;`));
        assert.match(text, /&quot;api&quot;:&quot;\/api\/admin&quot;/);
      }
      const noEmail = await getPage(test.app, "/admin-otp");
      assert.match(await noEmail.text(), /Error: No email provided\. Please go back and enter your email\./);
    });

    await t.step("the admin sees the panel; Sign Out posts to /api/admin/logout and gets a 303", async () => {
      const res = await page(test, "/admin", admin);
      assert.equal(res.status, 200);
      const text = await res.text();
      assert.match(text, /action="\/api\/admin\/logout"/);
      const out = await test.app.request("/api/admin/logout", {
        method: "POST",
        headers: { cookie: admin.cookie, accept: "text/html", origin: "http://localhost" },
      });
      assert.equal(out.status, 303);
      assert.equal(out.headers.get("location"), "/admin-login");
      assert.match(out.headers.get("set-cookie") ?? "", new RegExp(`${SESSION_COOKIE}=;`));
      const after = await page(test, "/admin", admin);
      assert.equal(after.status, 302);
      await after.body?.cancel();
    });
  } finally {
    await test.close();
  }
});

const tokenOf = (who: TestCustomer) => who.cookie.slice(`${SESSION_COOKIE}=`.length);

async function expiresAt(test: TestApp, who: TestCustomer): Promise<number> {
  const row = await test.db.selectFrom("sessions").select("expires_at")
    .where("token_hash", "=", await hashToken(tokenOf(who))).executeTakeFirstOrThrow();
  return new Date(row.expires_at).getTime();
}

async function setExpiry(test: TestApp, who: TestCustomer, secondsFromNow: number) {
  await test.db.updateTable("sessions")
    .set({ expires_at: sql`now() + make_interval(secs => ${secondsFromNow})` })
    .where("token_hash", "=", await hashToken(tokenOf(who))).execute();
}

const MINUTE = 60_000;
/** An admin session's idle limit. */
const IDLE = 30 * MINUTE;

Deno.test("admin sessions end after 30 minutes idle; customers' and vendors' keep their end", async (t) => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, { role: "admin" });
    const customer = await createCustomer(test.db);
    const vendor = await createCustomer(test.db, { role: "vendor" });
    const checkAuth = (who: TestCustomer) =>
      test.app.request("/api/users/check-auth", {
        headers: { cookie: who.cookie, accept: "application/json" },
      });

    await t.step(
      "a request moves an admin session's end to now + 30 minutes, and the cookie with it",
      async () => {
        await setExpiry(test, admin, 5 * 60); // idle for 25 minutes
        const res = await page(test, "/admin", admin);
        assert.equal(res.status, 200);
        await res.body?.cancel();
        const left = await expiresAt(test, admin) - Date.now();
        assert.ok(left > IDLE - 60_000 && left <= IDLE + 5_000, `30 minutes left (${left / MINUTE} min)`);
        const cookie = res.headers.get("set-cookie") ?? "";
        assert.match(cookie, new RegExp(`^${SESSION_COOKIE}=${tokenOf(admin)};`));
        assert.match(cookie, /HttpOnly/);
        const until = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]);
        assert.ok(Math.abs(until - (Date.now() + IDLE)) < 60_000, "the cookie ends with the session");
      },
    );

    await t.step("within a minute of the last move nothing is written", async () => {
      await setExpiry(test, admin, IDLE / 1000 - 30); // moved 30 seconds ago
      const before = await expiresAt(test, admin);
      const res = await page(test, "/admin", admin);
      await res.body?.cancel();
      assert.equal(await expiresAt(test, admin), before);
      assert.equal(res.headers.get("set-cookie"), null);
      // The absolute limit (sign-in + 12 hours, session-limits.test.ts) is not what this step is about: the
      // sign-in is put an hour on, so the idle end can move past where it stood.
      await test.db.updateTable("sessions").set({ created_at: sql`now() + interval '1 hour'` } as never)
        .where("token_hash", "=", await hashToken(tokenOf(admin))).execute();
      await setExpiry(test, admin, IDLE / 1000 - 90); // moved 90 seconds ago: moved again
      const again = await page(test, "/admin", admin);
      await again.body?.cancel();
      assert.ok(await expiresAt(test, admin) > before + 30_000);
    });

    await t.step("an admin session idle for 30 minutes is over: a visitor", async () => {
      await setExpiry(test, admin, -1);
      const res = await page(test, "/admin", admin);
      assert.equal(res.status, 302);
      assert.equal(res.headers.get("location"), "/admin-login?next=%2Fadmin");
      await res.body?.cancel();
      const api = await test.app.request("/api/admin/dashboard", {
        headers: { cookie: admin.cookie, accept: "application/json" },
      });
      assert.equal(api.status, 401);
      assert.ok(await expiresAt(test, admin) < Date.now(), "not revived");
    });

    await t.step("customer and vendor sessions keep their end", async () => {
      for (const who of [customer, vendor]) {
        await setExpiry(test, who, 3600);
        const before = await expiresAt(test, who);
        const res = await checkAuth(who);
        assert.equal(res.status, 200);
        await res.body?.cancel();
        assert.equal(await expiresAt(test, who), before);
      }
    });
  } finally {
    await test.close();
  }
});
