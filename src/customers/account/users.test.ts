/**
 * Accounts and sessions through the HTTP API: sign up, log in (with its rate
 * limit), the session check, log out, change and delete one's own account.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { insertProduct } from "../../../tests/fixtures.ts";
import { asCustomer, createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { newId } from "../../core/ids.ts";
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
} from "../../auth/login-limits/login-limits.ts";
import { CURRENT_PASSWORD_NEEDED, CURRENT_PASSWORD_WRONG, FILL_ALL } from "./users.schema.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

interface Call {
  status: number;
  body: any;
  headers: Headers;
}

/** One API call as a customer (its session cookie) or a visitor; `cookie` overrides the session. */
function caller(app: TestApp["app"]) {
  return async (
    method: Method,
    path: string,
    options: { who?: Pick<TestCustomer, "cookie">; cookie?: string; body?: unknown; ip?: string } = {},
  ): Promise<Call> => {
    const headers: Record<string, string> = options.who
      ? asCustomer(options.who)
      : { accept: "application/json", "content-type": "application/json" };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.ip) headers["x-forwarded-for"] = options.ip;
    const response = await app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
}

/** The device cookie a sign-in sets, as "sc_device_…=…" for the next request. */
const deviceCookieOf = (headers: Headers) => {
  const cookie = headers.getSetCookie().find((c) => c.startsWith("sc_device_"));
  assert.ok(cookie, "a device cookie is set");
  return cookie.split(";")[0];
};

/** The session cookie a response sets, as "sc_session=…" for the next request. */
const sessionCookie = (headers: Headers) => {
  const cookie = headers.getSetCookie().find((c) => c.startsWith("sc_session="));
  assert.ok(cookie, "a session cookie is set");
  return cookie.split(";")[0];
};

const userCount = async (test: TestApp) =>
  Number(
    (await test.db.selectFrom("users").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n,
  );

const userRow = (test: TestApp, id: string) =>
  test.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

Deno.test("sign up", async (t) => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  const call = caller(test.app);
  try {
    const priya = {
      name: " Priya Sharma ",
      email: " Priya@Example.IN ",
      mobile: "9876543210",
      password: "secret123",
    };

    await t.step("creates the account, hashed, without signing in", async () => {
      const res = await call("POST", "/api/users/customer-register", { body: priya });
      assert.equal(res.status, 201);
      assert.equal(res.body.message, "Sign up successful! You can now log in.");
      assert.deepEqual(Object.keys(res.body.user).sort(), ["email", "id", "mobile", "name"]);
      assert.equal(res.body.user.name, "Priya Sharma");
      assert.equal(res.body.user.email, "priya@example.in");
      assert.equal(res.headers.getSetCookie().length, 0, "registering does not sign in");
      const row = await userRow(test, res.body.user.id);
      assert.equal(row.role, "customer");
      assert.match(row.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      assert.ok(!row.password_hash.includes("secret123"));
    });

    await t.step("a taken email, in any case, is 409", async () => {
      const res = await call("POST", "/api/users/customer-register", {
        body: { ...priya, email: "PRIYA@example.in", name: "Someone Else" },
      });
      assert.equal(res.status, 409);
      assert.match(res.body.message, /already exists/);
    });

    await t.step("bad input is 400 with the rule's sentence, and creates nothing", async () => {
      const before = await userCount(test);
      const cases: [Record<string, unknown>, string | RegExp][] = [
        [{}, FILL_ALL],
        [{ ...priya, name: "   " }, FILL_ALL],
        [{ email: "a@b.in", password: "secret123" }, FILL_ALL],
        [{ ...priya, mobile: undefined }, FILL_ALL],
        [{ ...priya, name: 42 }, FILL_ALL],
        [{ ...priya, email: "new@example" }, "Please enter a valid email address."],
        [{ ...priya, email: "not an email" }, "Please enter a valid email address."],
        [{ ...priya, email: "new@example.in", mobile: "98765" }, /10-digit mobile number/],
        [{ ...priya, email: "new@example.in", mobile: "5876543210" }, /starting with 6, 7, 8 or 9/],
        [{ ...priya, email: "new@example.in", mobile: "98765432101" }, /10-digit/],
        [{ ...priya, email: "new@example.in", password: "12345" }, "Password must be at least 6 characters."],
        [{ ...priya, email: "new@example.in", name: "x".repeat(101) }, /at most 100/],
        [{ ...priya, email: "new@example.in", role: "admin" }, "Unknown field: role."],
        [
          { ...priya, email: "new@example.in", role: "admin", isAdmin: true },
          "Unknown fields: role, isAdmin.",
        ],
      ];
      for (const [body, message] of cases) {
        const res = await call("POST", "/api/users/customer-register", { body });
        assert.equal(res.status, 400, JSON.stringify(body));
        if (typeof message === "string") assert.equal(res.body.message, message);
        else assert.match(res.body.message, message);
      }
      const notJson = await test.app.request("/api/users/customer-register", {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json" },
        body: "{not json",
      });
      assert.equal(notJson.status, 400);
      assert.equal(await userCount(test), before);
    });
  } finally {
    await test.close();
  }
});

Deno.test("log in, session check, log out", async (t) => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  const call = caller(test.app);
  try {
    const asha = await createCustomer(test.db, {
      name: "Asha",
      email: "asha@example.in",
      password: "asha-pass",
    });

    await t.step("a visitor's session check is 401", async () => {
      const res = await call("GET", "/api/users/check-auth");
      assert.equal(res.status, 401);
      assert.equal(res.body.isAuthenticated, false);
      assert.equal(res.body.user, null);
      assert.ok(res.body.message);
    });

    let cookie = "";
    await t.step("the right password signs in (email in any case) and sets the session cookie", async () => {
      const res = await call("POST", "/api/users/customer-login", {
        body: { email: " ASHA@example.in", password: "asha-pass" },
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, "Login successful!");
      assert.deepEqual(res.body.user, {
        id: asha.id,
        name: "Asha",
        email: "asha@example.in",
        mobile: asha.mobile,
      });
      cookie = sessionCookie(res.headers);
    });

    await t.step("the session check then answers with the user", async () => {
      const res = await call("GET", "/api/users/check-auth", { cookie });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        isAuthenticated: true,
        user: { id: asha.id, name: "Asha", email: "asha@example.in", mobile: asha.mobile },
      });
      assert.equal(res.headers.get("cache-control"), "no-store");
    });

    await t.step(
      "missing fields are 400; a wrong password or unknown email 401, the same answer",
      async () => {
        for (
          const body of [
            {},
            { email: "asha@example.in" },
            { password: "x" },
            { email: " ", password: "x" },
            { email: "asha@example.in", password: "" },
          ]
        ) {
          const res = await call("POST", "/api/users/customer-login", { body, ip: "10.0.0.1" });
          assert.equal(res.status, 400);
          assert.equal(res.body.message, FILL_ALL);
        }
        const wrong = await call("POST", "/api/users/customer-login", {
          body: { email: "asha@example.in", password: "nope-nope" },
          ip: "10.0.0.1",
        });
        const unknown = await call("POST", "/api/users/customer-login", {
          body: { email: "nobody@example.in", password: "nope-nope" },
          ip: "10.0.0.1",
        });
        const extra = await call("POST", "/api/users/customer-login", {
          body: { email: "asha@example.in", password: "asha-pass", remember: true },
          ip: "10.0.0.1",
        });
        assert.equal(extra.status, 400);
        assert.equal(extra.body.message, "Unknown field: remember.");
        for (const res of [wrong, unknown]) {
          assert.equal(res.status, 401);
          assert.equal(res.body.message, "Invalid email or password.");
          assert.equal(res.headers.getSetCookie().length, 0);
        }
      },
    );

    await t.step("logging out ends the session on the server", async () => {
      const res = await call("POST", "/api/users/customer-logout", { cookie });
      assert.equal(res.status, 200);
      assert.ok(res.body.message);
      assert.match(res.headers.getSetCookie().join(), /sc_session=;.*Max-Age=0/);
      // The old cookie, replayed, opens nothing.
      assert.equal((await call("GET", "/api/users/check-auth", { cookie })).status, 401);
      const sessions = await test.db.selectFrom("sessions").select("token_hash").where(
        "user_id",
        "=",
        asha.id,
      )
        .execute();
      assert.equal(sessions.length, 1, "only the fixture's own session is left");
    });
  } finally {
    await test.close();
  }
});

Deno.test("failed logins lock guessers out, not the owner's known devices", async (t) => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  const call = caller(test.app);
  const login = (email: string, password: string, ip: string) =>
    call("POST", "/api/users/customer-login", { body: { email, password }, ip });
  const assertRetryAfter = (res: Call) => {
    const retryAfter = Number(res.headers.get("retry-after"));
    assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
  };
  try {
    const ravi = await createCustomer(test.db, { email: "ravi@example.in", password: "ravi-pass" });
    const meera = await createCustomer(test.db, { email: "meera@example.in", password: "meera-pass" });
    const attacker = "203.0.113.66";
    // Meera signed in on her phone before: her known device.
    const meeraDevice = deviceCookieOf((await login(meera.email, "meera-pass", "198.51.100.9")).headers);

    await t.step("a success clears the account's count", async () => {
      for (let i = 1; i < MAX_FAILURES_PER_ACCOUNT; i++) {
        assert.equal((await login(ravi.email, "wrong", `10.1.0.${i}`)).status, 401);
      }
      assert.equal((await login(ravi.email, "ravi-pass", "10.1.0.9")).status, 200);
      for (let i = 1; i < MAX_FAILURES_PER_ACCOUNT; i++) {
        assert.equal((await login(ravi.email, "wrong", `10.1.1.${i}`)).status, 401);
      }
      assert.equal((await login(ravi.email, "ravi-pass", "10.1.1.9")).status, 200);
    });

    await t.step(
      `after ${MAX_FAILURES_PER_PAIR} failures from one address, that address is refused for that account, ` +
        "even with the right password",
      async () => {
        for (let i = 1; i <= MAX_FAILURES_PER_PAIR; i++) {
          assert.equal((await login(meera.email, "wrong", attacker)).status, 401);
        }
        const blocked = await login("MEERA@example.in", "meera-pass", attacker);
        assert.equal(blocked.status, 429);
        assert.equal(
          blocked.body.message,
          "Too many failed login attempts. Please try again in 15 minutes.",
        );
        assertRetryAfter(blocked);
        assert.equal(blocked.headers.getSetCookie().length, 0);
        // The same address may still sign in to other accounts.
        assert.equal((await login(ravi.email, "ravi-pass", attacker)).status, 200);
      },
    );

    await t.step(
      "the account is locked for every address then, the right password too, but not for her known device",
      async () => {
        const res = await login(meera.email, "meera-pass", "198.51.100.23");
        assert.equal(res.status, 429, "5 failures from anywhere lock the account");
        assert.match(res.body.message, /Too many failed login attempts\. Please try again in 15 minutes\./);
        assertRetryAfter(res);
        const mine = await call("POST", "/api/users/customer-login", {
          body: { email: meera.email, password: "meera-pass" },
          ip: "198.51.100.23",
          cookie: meeraDevice,
        });
        assert.equal(mine.status, 200);
        assert.equal(mine.body.message, "Login successful!");
        sessionCookie(mine.headers);
        // The attacker's address stays refused.
        assert.equal((await login(meera.email, "meera-pass", attacker)).status, 429);
      },
    );

    await t.step(
      `after ${MAX_FAILURES_PER_ACCOUNT} failures from any addresses the account is locked; an unknown ` +
        "email the same",
      async () => {
        for (let i = 1; i <= MAX_FAILURES_PER_ACCOUNT; i++) {
          assert.equal((await login(ravi.email, "wrong", `10.2.0.${i}`)).status, 401);
        }
        // A fresh address, not over any limit of its own: refused, with Retry-After.
        const slowed = await login(ravi.email, "wrong", "10.2.1.1");
        assert.equal(slowed.status, 429);
        assert.match(
          slowed.body.message,
          /Too many failed login attempts\. Please try again in 15 minutes\./,
        );
        assertRetryAfter(slowed);
        // An unknown email behaves the same, so the answers do not tell which emails have accounts.
        for (let i = 1; i <= MAX_FAILURES_PER_ACCOUNT; i++) {
          assert.equal((await login("nobody@example.in", "wrong", `10.2.2.${i}`)).status, 401);
        }
        assert.equal((await login("nobody@example.in", "wrong", "10.2.1.1")).status, 429);
      },
    );

    await t.step("the windows and the lock end after 15 minutes", async () => {
      await test.db.updateTable("login_attempts")
        .set({ window_started_at: new Date(Date.now() - 16 * 60_000) })
        .where("key", "like", `%${attacker}`).execute();
      await test.db.updateTable("login_locks").set({ locked_until: new Date(Date.now() - 1000) }).execute();
      assert.equal((await login(meera.email, "meera-pass", attacker)).status, 200);
      assert.equal((await login(ravi.email, "ravi-pass", "10.2.1.2")).status, 200);
      // ...and the success cleared the account's count: the next wrong guess is a plain 401 again.
      assert.equal((await login(ravi.email, "wrong", "10.2.1.3")).status, 401);
    });

    await t.step(
      `after ${MAX_FAILURES_PER_ADDRESS} failures one address is refused for every account`,
      async () => {
        for (let i = 1; i <= MAX_FAILURES_PER_ADDRESS; i++) {
          assert.equal((await login(`guess${i}@example.in`, "wrong", "203.0.113.7")).status, 401);
        }
        const blocked = await login(ravi.email, "ravi-pass", "10.0.0.1, 203.0.113.7"); // the proxy appends
        assert.equal(blocked.status, 429);
        assert.match(blocked.body.message, /try again in/);
        assertRetryAfter(blocked);
        assert.equal((await login(ravi.email, "ravi-pass", "198.51.100.1")).status, 200);
      },
    );
  } finally {
    await test.close();
  }
});

Deno.test("changing one's own account", async (t) => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  const call = caller(test.app);
  const put = (email: string, body: unknown, who?: TestCustomer, ip?: string) =>
    call("PUT", `/api/users/email/${encodeURIComponent(email)}`, { who, body, ip });
  try {
    const asha = await createCustomer(test.db, {
      name: "Asha",
      email: "asha@example.in",
      password: "asha-pass",
    });
    const ravi = await createCustomer(test.db, { name: "Ravi", email: "ravi@example.in" });

    await t.step("only the fields sent and not blank change; name and mobile need no password", async () => {
      const res = await put("ASHA@example.in", { name: "Asha Rao", email: "", mobile: "   " }, asha);
      assert.equal(res.status, 200);
      assert.equal(res.body.message, "Account updated successfully!");
      assert.deepEqual(res.body.user, {
        id: asha.id,
        name: "Asha Rao",
        email: "asha@example.in",
        mobile: asha.mobile,
      });
      const row = await userRow(test, asha.id);
      assert.equal(row.name, "Asha Rao");
      assert.equal(row.mobile, asha.mobile);
      // The same email again (any case) is not a change, so it needs no password either.
      const same = await put("asha@example.in", { email: " ASHA@example.in", name: "Asha Rao" }, asha);
      assert.equal(same.status, 200);
      assert.equal(same.body.user.email, "asha@example.in");
    });

    await t.step(
      "bad input, a missing or wrong current password, or another account's email change nothing",
      async () => {
        const before = await userRow(test, asha.id);
        const cases: [unknown, number, string | RegExp][] = [
          [{ mobile: "12345" }, 400, /10-digit/],
          [{ email: "asha@" }, 400, "Please enter a valid email address."],
          [{ password: "123" }, 400, "Password must be at least 6 characters."],
          [{ name: "Asha", mobile: "51234" }, 400, /10-digit/],
          [{}, 400, FILL_ALL],
          [{ currentPassword: "asha-pass" }, 400, FILL_ALL],
          [{ name: "Asha", role: "admin" }, 400, "Unknown field: role."],
          [{ email: "new@example.in" }, 400, CURRENT_PASSWORD_NEEDED],
          [{ email: "new@example.in", currentPassword: "" }, 400, CURRENT_PASSWORD_NEEDED],
          [{ password: "brand-new-pass" }, 400, CURRENT_PASSWORD_NEEDED],
          [{ password: "brand-new-pass", currentPassword: 42 }, 400, CURRENT_PASSWORD_NEEDED],
          [{ email: "new@example.in", currentPassword: "wrong-pass" }, 403, CURRENT_PASSWORD_WRONG],
          [{ password: "brand-new-pass", currentPassword: "Asha-pass" }, 403, CURRENT_PASSWORD_WRONG],
          [{ name: "Hacked", currentPassword: "wrong-pass" }, 403, CURRENT_PASSWORD_WRONG],
          [{ email: "RAVI@example.in", currentPassword: "asha-pass" }, 409, /already exists/],
        ];
        for (const [body, status, message] of cases) {
          const res = await put("asha@example.in", body, asha, "10.5.0.1");
          assert.equal(res.status, status, JSON.stringify(body));
          if (typeof message === "string") assert.equal(res.body.message, message);
          else assert.match(res.body.message, message);
        }
        assert.deepEqual(await userRow(test, asha.id), before);
        await test.db.deleteFrom("login_attempts").execute();
      },
    );

    await t.step("a visitor gets 401; another customer's email 403, nothing changed", async () => {
      assert.equal((await put("asha@example.in", { name: "Hacked" })).status, 401);
      const res = await put("asha@example.in", { name: "Hacked" }, ravi);
      assert.equal(res.status, 403);
      assert.ok(res.body.message);
      assert.equal((await put("nobody@example.in", { name: "Hacked" }, ravi)).status, 403);
      assert.equal((await userRow(test, asha.id)).name, "Asha Rao");
      assert.equal((await userRow(test, ravi.id)).name, "Ravi");
    });

    await t.step("a new email and mobile are kept; the path then names the new email", async () => {
      const res = await put(
        "asha@example.in",
        { email: "Asha.Rao@Example.in", mobile: "7000000001", currentPassword: "asha-pass" },
        asha,
      );
      assert.equal(res.status, 200);
      assert.equal(res.body.user.email, "asha.rao@example.in");
      assert.equal(res.body.user.mobile, "7000000001");
      assert.equal((await put("asha@example.in", { name: "Asha" }, asha)).status, 403);
      assert.equal((await put("asha.rao@example.in", { name: "Asha" }, asha)).status, 200);
    });

    await t.step("a new password is hashed, works for login, and signs out other sessions", async () => {
      const other = await call("POST", "/api/users/customer-login", {
        body: { email: "asha.rao@example.in", password: "asha-pass" },
      });
      const otherCookie = sessionCookie(other.headers);
      const res = await put(
        "asha.rao@example.in",
        { password: "brand-new-pass", currentPassword: "asha-pass" },
        asha,
      );
      assert.equal(res.status, 200);
      const row = await userRow(test, asha.id);
      assert.match(row.password_hash, /^\$argon2id\$/);
      assert.equal(
        (await call("GET", "/api/users/check-auth", { who: asha })).status,
        200,
        "this device stays in",
      );
      assert.equal((await call("GET", "/api/users/check-auth", { cookie: otherCookie })).status, 401);
      const oldPassword = await call("POST", "/api/users/customer-login", {
        body: { email: "asha.rao@example.in", password: "asha-pass" },
        ip: "10.9.9.9",
      });
      assert.equal(oldPassword.status, 401);
      const newPassword = await call("POST", "/api/users/customer-login", {
        body: { email: "asha.rao@example.in", password: "brand-new-pass" },
        ip: "10.9.9.9",
      });
      assert.equal(newPassword.status, 200);
    });

    await t.step(
      "a stolen session cannot guess the current password: wrong ones count as failed logins",
      async () => {
        const thief = "203.0.113.99";
        // The owner's phone signed in before: a known device (its cookie) to the account.
        const phone = deviceCookieOf(
          (await call("POST", "/api/users/customer-login", {
            body: { email: "asha.rao@example.in", password: "brand-new-pass" },
            ip: "198.51.100.51",
          })).headers,
        );
        const guess = (currentPassword: string, ip = thief) =>
          put("asha.rao@example.in", { password: "thiefs-pass", currentPassword }, asha, ip);
        for (let i = 1; i <= MAX_FAILURES_PER_PAIR; i++) {
          assert.equal((await guess(`guess-${i}`)).status, 403);
        }
        // Over the limit for this account from this address: refused before checking, even the right one.
        const blocked = await guess("brand-new-pass");
        assert.equal(blocked.status, 429);
        assert.match(blocked.body.message, /Please try again in 15 minutes\./);
        assert.ok(Number(blocked.headers.get("retry-after")) > 14 * 60);
        // The account's lock is shared with login: from a fresh address it is locked too, the right
        // password as well...
        assert.equal((await guess("guess-6", "203.0.113.100")).status, 429);
        const login = (password: string, ip: string, cookie?: string) =>
          call("POST", "/api/users/customer-login", {
            body: { email: "asha.rao@example.in", password },
            ip,
            cookie,
          });
        assert.equal((await login("guess-7", "198.51.100.50")).status, 429);
        assert.equal((await login("brand-new-pass", "198.51.100.50")).status, 429);
        // ...while the owner, from her known phone, still signs in and changes her password.
        assert.equal((await login("brand-new-pass", "198.51.100.51", phone)).status, 200);
        const mine = await call("PUT", `/api/users/email/${encodeURIComponent("asha.rao@example.in")}`, {
          body: { password: "owners-new-pass", currentPassword: "brand-new-pass" },
          cookie: `${asha.cookie}; ${phone}`,
          ip: "198.51.100.51",
        });
        assert.equal(mine.status, 200);
        assert.equal((await login("owners-new-pass", "198.51.100.52", phone)).status, 200);
      },
    );
  } finally {
    await test.close();
  }
});

Deno.test("deleting one's own account", async (t) => {
  const test = await createTestApp({ env: { TRUST_PROXY: "1" } });
  const call = caller(test.app);
  const { db } = test;
  try {
    const asha = await createCustomer(db, { name: "Asha" });
    const ravi = await createCustomer(db, { name: "Ravi" });
    const product = await insertProduct(db);
    await db.insertInto("cart_items").values({ user_id: asha.id, product_id: product.id, quantity: 2 })
      .execute();
    await db.insertInto("wishlist_items").values({ user_id: asha.id, product_id: product.id }).execute();
    await db.insertInto("addresses").values({
      id: newId(),
      user_id: asha.id,
      street: "12 MG Road",
      floor: "2",
      area: "Indiranagar",
      landmark: "Metro",
      city: "Bengaluru",
      state: "Karnataka",
      postal_code: "560038",
      country: "India",
      phone_number: "9876543210",
    }).execute();
    const owned = (userId: string) =>
      Promise.all(
        (["sessions", "cart_items", "wishlist_items", "addresses"] as const).map(async (table) =>
          (await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).length
        ),
      );

    await t.step("a visitor gets 401, another customer 403, and nothing is deleted", async () => {
      assert.equal((await call("DELETE", `/api/users/${asha.id}`)).status, 401);
      const res = await call("DELETE", `/api/users/${asha.id}`, { who: ravi });
      assert.equal(res.status, 403);
      assert.ok(await db.selectFrom("users").select("id").where("id", "=", asha.id).executeTakeFirst());
      assert.deepEqual(await owned(asha.id), [1, 1, 1, 1]);
    });

    await t.step("the owner deletes it with everything that was theirs, and is signed out", async () => {
      const res = await call("DELETE", `/api/users/${asha.id}`, { who: asha });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, "Account deleted successfully!");
      assert.match(res.headers.getSetCookie().join(), /sc_session=;.*Max-Age=0/);
      assert.equal(
        await db.selectFrom("users").select("id").where("id", "=", asha.id).executeTakeFirst(),
        undefined,
      );
      assert.deepEqual(await owned(asha.id), [0, 0, 0, 0]);
      assert.equal((await call("GET", "/api/users/check-auth", { who: asha })).status, 401);
      assert.equal((await call("DELETE", `/api/users/${asha.id}`, { who: asha })).status, 401);
      // The product and the other customer are untouched.
      assert.ok(await db.selectFrom("products").select("id").where("id", "=", product.id).executeTakeFirst());
      assert.equal((await call("GET", "/api/users/check-auth", { who: ravi })).status, 200);
    });
  } finally {
    await test.close();
  }
});

Deno.test("X-Forwarded-For counts only behind a trusted proxy, and only the hop it appended", async () => {
  for (const trusted of [false, true]) {
    const test = await createTestApp({ env: trusted ? { TRUST_PROXY: "1" } : {} });
    try {
      const call = caller(test.app);
      const owner = await createCustomer(test.db, { password: "right-one" });
      // A guesser claiming a new address on every try: a forged first hop before the proxy's own.
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
        const wrong = await call("POST", "/api/users/customer-login", {
          body: { email: owner.email, password: `guess-${i}` },
          ip: `10.0.0.${i}, 203.0.113.9`,
        });
        assert.equal(wrong.status, 401);
      }
      const again = await call("POST", "/api/users/customer-login", {
        body: { email: owner.email, password: "right-one" },
        ip: "10.0.0.99, 203.0.113.9",
      });
      assert.equal(again.status, 429, `the forged hops do not open a fresh allowance (trusted: ${trusted})`);
    } finally {
      await test.close();
    }
  }
});
