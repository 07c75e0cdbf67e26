/**
 * The per-account lock against guessing from many addresses, device cookies, IPv6 addresses by their /64,
 * growing locks, the emailed reset that ends a lock, and parallel attempts counted before they are checked.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer } from "../../../tests/customers.ts";
import {
  addressKey,
  FIRST_LOCK_MINUTES,
  LOCKED_HINT,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_DEVICE,
} from "./login-limits.ts";
import { deviceCookieName } from "./login-devices.ts";
import { hashResetCode } from "../password-reset/password-reset.service.ts";

interface Answer {
  status: number;
  body: { message: string };
  headers: Headers;
  ms: number;
}

const adminLogin = (test: TestApp, body: { email: string; password: string }, ip: string, cookie?: string) =>
  signIn(test, "/api/admin/login", body, ip, cookie);
const customerLogin = (test: TestApp, body: { email: string; password: string }, ip: string) =>
  signIn(test, "/api/users/customer-login", body, ip);

async function signIn(
  test: TestApp,
  path: string,
  body: { email: string; password: string },
  ip: string,
  cookie?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "content-type": "application/json",
    "x-forwarded-for": ip,
  };
  if (cookie) headers.cookie = cookie;
  const started = performance.now();
  const res = await test.app.request(path, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: await res.json(),
    headers: res.headers,
    ms: performance.now() - started,
  };
}

/** The device cookie an answer sets for `email`, as "name=value". */
function deviceCookie(headers: Headers, email: string): string | undefined {
  const name = deviceCookieName(email);
  return headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const LOCKED = new RegExp(
  `^Too many failed login attempts\\. Please try again in \\d+ minutes?\\. ${
    LOCKED_HINT.replaceAll(".", "\\.")
  }$`,
);

Deno.test("addresses count by IPv4 address or IPv6 /64", () => {
  assert.equal(addressKey("127.0.0.5"), "127.0.0.5");
  assert.equal(addressKey("2001:db8:1:2::a"), "2001:db8:1:2::/64");
  assert.equal(addressKey("2001:DB8:1:2:ffff:1:2:3"), "2001:db8:1:2::/64");
  assert.equal(addressKey("[2001:db8:1:2::7]"), "2001:db8:1:2::/64");
  assert.equal(addressKey("2001:db8:1:3::a"), "2001:db8:1:3::/64");
  assert.equal(addressKey("fe80::1%eth0"), "fe80:0:0:0::/64");
  assert.equal(addressKey("::ffff:10.1.2.3"), "10.1.2.3");
});

Deno.test("guessing an admin password from many addresses locks the account; a known device still gets in", async (t) => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    const admin = await createCustomer(test.db, { role: "admin", password: "admin-secret" });
    const right = { email: admin.email, password: "admin-secret" };

    // The owner signed in from her laptop once: it is a known device from then on.
    const first = await adminLogin(test, right, "10.9.0.1");
    assert.equal(first.status, 200);
    const laptop = deviceCookie(first.headers, admin.email);
    assert.ok(laptop, "a successful sign-in sets the device cookie");
    const set = first.headers.getSetCookie().find((c) => c.startsWith(laptop.split("=")[0]))!;
    assert.match(set, /; HttpOnly/);
    assert.match(set, /; SameSite=Strict/);
    assert.match(set, /; Path=\//);
    assert.ok(!set.includes(admin.email) && !set.includes(encodeURIComponent(admin.email)), "names no email");
    const stored = await test.db.selectFrom("login_devices").select("token_hash").where(
      "user_id",
      "=",
      admin.id,
    )
      .execute();
    assert.equal(stored.length, 1);
    assert.ok(!stored[0].token_hash.includes(laptop.split("=")[1]), "only the token's hash is stored");

    await t.step("120 wrong passwords, 5 from each of 24 loopback addresses: locked after 5", async () => {
      const statuses: number[] = [];
      for (let a = 1; a <= 24; a++) {
        for (let i = 0; i < 5; i++) {
          statuses.push(
            (await adminLogin(test, { ...right, password: `guess-${a}-${i}` }, `127.0.0.${a}`)).status,
          );
        }
      }
      assert.deepEqual(
        statuses.slice(0, MAX_FAILURES_PER_ACCOUNT),
        Array(MAX_FAILURES_PER_ACCOUNT).fill(401),
      );
      assert.ok(statuses.slice(MAX_FAILURES_PER_ACCOUNT).every((s) => s === 429), "every later one 429");
    });

    await t.step(
      "the right password from a fresh address: 429, the same body and timing as a wrong one",
      async () => {
        const rights: Answer[] = [];
        const wrongs: Answer[] = [];
        // Interleaved, so a busy machine slows both alike; medians of 9.
        for (let i = 0; i < 9; i++) {
          rights.push(await adminLogin(test, right, `127.0.1.${i}`));
          wrongs.push(await adminLogin(test, { ...right, password: `wrong-${i}` }, `127.0.2.${i}`));
        }
        for (const answer of [...rights, ...wrongs]) {
          assert.equal(answer.status, 429);
          assert.match(answer.body.message, LOCKED);
          const retryAfter = Number(answer.headers.get("retry-after"));
          assert.ok(retryAfter > 0 && retryAfter <= FIRST_LOCK_MINUTES * 60, `Retry-After ${retryAfter}`);
          assert.equal(answer.headers.getSetCookie().length, 0, "no session, no device cookie");
        }
        assert.deepEqual(rights.map((r) => r.body), wrongs.map((w) => w.body));
        const [r, w] = [median(rights.map((a) => a.ms)), median(wrongs.map((a) => a.ms))];
        console.log(`locked: right password median ${r.toFixed(1)} ms, wrong ${w.toFixed(1)} ms`);
        assert.ok(r > w / 2.5 && r < w * 2.5, `both check the password: ${r} ms against ${w} ms`);
        assert.equal(
          (await test.db.selectFrom("sessions").select("token_hash").where("user_id", "=", admin.id)
            .execute())
            .length,
          2,
          "only the fixture's and the laptop's sessions",
        );
      },
    );

    await t.step(
      "the owner's known device signs in, from anywhere, while the account is locked",
      async () => {
        const res = await adminLogin(test, right, "198.51.100.7", laptop);
        assert.equal(res.status, 200);
        assert.equal(res.body.message, "Welcome Admin!");
        assert.equal(deviceCookie(res.headers, admin.email), undefined, "a known device keeps its cookie");
        // Her sign-in does not unlock the account for strangers.
        assert.equal((await adminLogin(test, right, "127.0.3.1")).status, 429);
      },
    );

    await t.step("a known device's own failures count apart; over them it is a stranger again", async () => {
      for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) {
        assert.equal(
          (await adminLogin(test, { ...right, password: `typo-${i}` }, "198.51.100.7", laptop)).status,
          401,
        );
      }
      assert.equal((await adminLogin(test, right, "198.51.100.7", laptop)).status, 429);
      await test.db.deleteFrom("login_attempts").where("key", "like", "device:%").execute();
      assert.equal((await adminLogin(test, right, "198.51.100.7", laptop)).status, 200);
    });

    await t.step("another account's device cookie, or a forged one, is no key", async () => {
      const other = await createCustomer(test.db, { role: "admin", password: "other-secret" });
      const theirs = await adminLogin(test, { email: other.email, password: "other-secret" }, "10.9.0.2");
      const cookie = deviceCookie(theirs.headers, other.email)!;
      const swapped = `${deviceCookieName(admin.email)}=${cookie.split("=")[1]}`;
      assert.equal((await adminLogin(test, right, "10.9.0.3", swapped)).status, 429);
      const forged = `${deviceCookieName(admin.email)}=${"A".repeat(43)}`;
      assert.equal((await adminLogin(test, right, "10.9.0.3", forged)).status, 429);
    });

    await t.step("each next lock lasts twice as long", async () => {
      await test.db.updateTable("login_locks")
        .set({
          locked_until: sql`now() - interval '1 second'`,
          counted_at: sql`now() - interval '16 minutes'`,
        })
        .where("email", "=", admin.email.toLowerCase()).execute();
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
        assert.equal(
          (await adminLogin(test, { ...right, password: `again-${i}` }, `127.0.4.${i}`)).status,
          401,
        );
      }
      const locked = await adminLogin(test, right, "127.0.4.9");
      assert.equal(locked.status, 429);
      const retryAfter = Number(locked.headers.get("retry-after"));
      assert.ok(
        retryAfter > (2 * FIRST_LOCK_MINUTES - 1) * 60 && retryAfter <= 2 * FIRST_LOCK_MINUTES * 60,
        `the second lock: ${retryAfter} s`,
      );
    });

    await t.step("a password reset by emailed code ends the lock", async () => {
      await test.db.insertInto("password_resets").values({
        user_id: admin.id,
        code_hash: await hashResetCode(admin.id, "246810"),
        expires_at: sql`now() + interval '10 minutes'`,
        sent_at: sql`now()`,
        window_started_at: sql`now()`,
      }).execute();
      const reset = await test.app.request("/api/admin/reset-password", {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json" },
        body: JSON.stringify({ email: admin.email, otp: "246810", newPassword: "brand-new-secret" }),
      });
      assert.equal(reset.status, 200);
      await reset.body?.cancel();
      const res = await adminLogin(test, { ...right, password: "brand-new-secret" }, "127.0.5.1");
      assert.equal(res.status, 200);
      assert.equal(res.body.message, "Welcome Admin!");
      // The reset forgot the devices known before it; this sign-in made a new one.
      assert.equal((await adminLogin(test, right, "127.0.5.2", laptop)).status, 401);
    });
  } finally {
    await test.close();
  }
});

Deno.test("parallel guesses are counted before they are checked: no more than the limit get checked", async () => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    const shopper = await createCustomer(test.db, { password: "shop-secret" });
    // 16 wrong guesses at once, from 16 addresses: which of them the database counts first is up to it.
    const answers = await Promise.all(
      Array.from(
        { length: 16 },
        (_, i) => customerLogin(test, { email: shopper.email, password: `guess-${i}` }, `127.0.8.${i}`),
      ),
    );
    const checked = answers.filter((a) => a.status !== 429).length;
    assert.ok(checked <= MAX_FAILURES_PER_ACCOUNT, `${checked} of 16 were checked`);
    const right = await customerLogin(test, { email: shopper.email, password: "shop-secret" }, "127.0.8.99");
    assert.equal(right.status, 429, "the right password, after the limit, is refused");
  } finally {
    await test.close();
  }
});

Deno.test("IPv6: the addresses of one /64 count as one address", async () => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    const shopper = await createCustomer(test.db, { password: "shop-secret" });
    const login = (password: string, ip: string) =>
      customerLogin(test, { email: shopper.email, password }, ip);
    for (let i = 1; i <= MAX_FAILURES_PER_ACCOUNT; i++) {
      assert.equal((await login(`guess-${i}`, `2001:db8:1:2::${i.toString(16)}`)).status, 401);
    }
    // Another address of the same /64 is the same address, refused before any check (no lock hint).
    const same = await login("shop-secret", "2001:db8:1:2:ffff:ffff:ffff:ffff");
    assert.equal(same.status, 429);
    assert.doesNotMatch(same.body.message, new RegExp(LOCKED_HINT));
    // Another /64 meets the account's lock instead.
    const other = await login("shop-secret", "2001:db8:1:3::1");
    assert.equal(other.status, 429);
    assert.match(other.body.message, LOCKED);
  } finally {
    await test.close();
  }
});
