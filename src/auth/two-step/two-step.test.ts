/** Two-step sign-in through the HTTP API: enrolment, codes, replay, recovery codes, limits, production admins. */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { createVendorAccount } from "../../vendors/auth/vendor-auth.fixtures.ts";
import { codeAt, recoveryForm, stepOf } from "./two-step.service.ts";
import {
  CHALLENGE_EXPIRED,
  CODE_USED,
  MAX_CODE_FAILURES,
  PERIOD_SECONDS,
  WRONG_CODE,
} from "./two-step.schema.ts";

type Answer = { status: number; body: any; cookie?: string };

async function call(app: TestApp["app"], method: string, path: string, body?: unknown, cookie?: string) {
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  const res = await app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const session = res.headers.getSetCookie().find((c) =>
    c.startsWith("sc_session=") && !c.includes("Max-Age=0")
  );
  return { status: res.status, body: await res.json(), cookie: session?.split(";")[0] } as Answer;
}

const signedIn = async (app: TestApp["app"], cookie: string) =>
  (await app.request("/api/users/check-auth", { headers: { accept: "application/json", cookie } })).status;

/** The code an app shows `steps` periods from now. */
const codeIn = (secret: string, steps = 0) => codeAt(secret, Date.now() + steps * PERIOD_SECONDS * 1000);

async function enrol(app: TestApp["app"], cookie: string) {
  const setup = await call(app, "POST", "/api/two-step/setup", undefined, cookie);
  assert.equal(setup.status, 200, JSON.stringify(setup.body));
  const enabled = await call(
    app,
    "POST",
    "/api/two-step/enable",
    { code: codeIn(setup.body.secret) },
    cookie,
  );
  assert.equal(enabled.status, 200, JSON.stringify(enabled.body));
  return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** The second step of a sign-in: its token and a code. */
const withCode = (app: TestApp["app"], token: string, code: string) =>
  call(app, "POST", "/api/two-step/sign-in", { token, code });

const login = (app: TestApp["app"], who: TestCustomer, path = "/api/admin/login") =>
  call(app, "POST", path, { email: who.email, password: who.password });

async function auditActions(test: TestApp, userId: string): Promise<string[]> {
  const rows = await test.db.selectFrom("audit_log").select("action").where("entity", "=", "two_step")
    .where("entity_id", "=", userId).orderBy("created_at").orderBy("id").execute();
  return rows.map((r) => r.action);
}

Deno.test("two-step: the codes are RFC 6238's (SHA-1 test vectors, 6 digits), one step either side", () => {
  // RFC 6238 appendix B: the ASCII secret "12345678901234567890", 8-digit codes; an app shows their last 6.
  const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
  const vectors: [number, string][] = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ];
  for (const [seconds, code] of vectors) {
    assert.equal(codeAt(secret, seconds * 1000), code.slice(-6), `T = ${seconds}`);
    assert.equal(stepOf(secret, code.slice(-6), seconds * 1000), Math.floor(seconds / 30));
  }
  const now = 1_234_567_890_000;
  const at = (steps: number) => codeAt(secret, now + steps * 30_000);
  assert.equal(stepOf(secret, at(-1), now), Math.floor(now / 30_000) - 1, "the step before counts");
  assert.equal(stepOf(secret, at(1), now), Math.floor(now / 30_000) + 1, "the step after counts");
  assert.equal(stepOf(secret, at(-2), now), null, "two steps back does not");
  assert.equal(stepOf(secret, at(2), now), null, "two steps ahead does not");
  assert.equal(stepOf(secret, `${at(0).slice(0, 3)} ${at(0).slice(3)}`, now), Math.floor(now / 30_000));
  assert.equal(stepOf(secret, "12345", now), null);
  assert.equal(recoveryForm("K7Q2M-X4PFA"), "k7q2mx4pfa");
  assert.equal(recoveryForm("123456"), null);
});

Deno.test("two-step: an admin enrols with a QR code, then signs in with a code; a code is never taken twice", async () => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, { role: "admin", password: "admin-secret" });
    const off = await call(test.app, "GET", "/api/two-step", undefined, admin.cookie);
    assert.deepEqual(off.body, { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    // Without two-step sign-in (development), the password alone signs in.
    assert.equal((await login(test.app, admin)).status, 200);

    const setup = await call(test.app, "POST", "/api/two-step/setup", undefined, admin.cookie);
    assert.equal(setup.status, 200);
    assert.match(setup.body.secret, /^[A-Z2-7]{32}$/);
    assert.ok(setup.body.uri.startsWith("otpauth://totp/SwiftCart:"), setup.body.uri);
    assert.ok(setup.body.uri.includes(`secret=${setup.body.secret}`));
    assert.match(atob(setup.body.qr.replace("data:image/svg+xml;base64,", "")), /^<svg /);
    const wrong = await call(test.app, "POST", "/api/two-step/enable", { code: "000000" }, admin.cookie);
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, WRONG_CODE);
    const secret = setup.body.secret as string;
    const enabled = await call(
      test.app,
      "POST",
      "/api/two-step/enable",
      { code: codeIn(secret) },
      admin.cookie,
    );
    assert.equal(enabled.status, 200);
    assert.equal(enabled.body.recoveryCodes.length, 10);
    assert.equal(new Set(enabled.body.recoveryCodes).size, 10);

    // The secret is kept encrypted, the recovery codes hashed, and neither is ever answered again.
    const row = await test.db.selectFrom("two_step").selectAll().where("user_id", "=", admin.id)
      .executeTakeFirstOrThrow();
    assert.ok(row.secret && !row.secret.includes(secret), "the secret is not stored as it is");
    const hashes = await test.db.selectFrom("two_step_recovery_codes").select("code_hash")
      .where("user_id", "=", admin.id).execute();
    assert.equal(hashes.length, 10);
    for (const code of enabled.body.recoveryCodes) {
      assert.ok(!hashes.some((h) => h.code_hash.includes(recoveryForm(code)!)));
    }
    const on = await call(test.app, "GET", "/api/two-step", undefined, admin.cookie);
    assert.equal(on.body.enabled, true);
    assert.equal(on.body.recoveryCodesLeft, 10);
    assert.ok(!JSON.stringify(on.body).includes(secret));
    assert.equal((await call(test.app, "POST", "/api/two-step/setup", undefined, admin.cookie)).status, 409);

    // The password alone no longer signs in: 202, no session, a token for the second step.
    const first = await login(test.app, admin);
    assert.equal(first.status, 202);
    assert.equal(first.body.step, "code");
    assert.equal(first.cookie, undefined, "no session before the code");
    const token = first.body.token as string;
    const bad = await withCode(test.app, token, "000000");
    assert.deepEqual([bad.status, bad.body.message, bad.cookie], [401, WRONG_CODE, undefined]);
    // The enrolment took this step's code; the app's next one (one step ahead) is still right.
    const used = await withCode(test.app, token, codeIn(secret));
    assert.deepEqual([used.status, used.body.message], [401, CODE_USED], "the enrolment's code again");
    const code = codeIn(secret, 1);
    const ok = await withCode(test.app, token, code);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual(ok.body, { message: "Welcome Admin!", role: "admin" });
    assert.equal(await signedIn(test.app, ok.cookie!), 200);

    // The token was for one sign-in; the same code with a new token is a replay.
    const again = await withCode(test.app, token, code);
    assert.deepEqual([again.status, again.body.message], [400, CHALLENGE_EXPIRED]);
    const second = await login(test.app, admin);
    const replay = await withCode(test.app, second.body.token, code);
    assert.deepEqual([replay.status, replay.body.message, replay.cookie], [401, CODE_USED, undefined]);

    assert.deepEqual(await auditActions(test, admin.id), [
      "two_step.setup",
      "two_step.enable",
      "two_step.fail",
      "two_step.fail",
      "two_step.sign-in",
      "two_step.fail",
    ]);
  } finally {
    await test.close();
  }
});

Deno.test("two-step: a recovery code signs in once; wrong codes are limited per account", async () => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, { role: "admin", password: "admin-secret" });
    const { secret, recoveryCodes } = await enrol(test.app, admin.cookie);
    const recovery = recoveryCodes[3].toUpperCase();

    const first = await login(test.app, admin);
    const ok = await withCode(test.app, first.body.token, recovery);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const state = await call(test.app, "GET", "/api/two-step", undefined, ok.cookie);
    assert.equal(state.body.recoveryCodesLeft, 9);
    const second = await login(test.app, admin);
    const twice = await withCode(test.app, second.body.token, recovery);
    assert.deepEqual([twice.status, twice.body.message], [401, WRONG_CODE], "a recovery code is single use");

    // MAX_CODE_FAILURES wrong codes (that one included) and the account's codes are refused, right ones too.
    for (let i = 1; i < MAX_CODE_FAILURES; i++) {
      const wrong = await withCode(test.app, second.body.token, "000000");
      assert.equal(wrong.status, 401);
    }
    const over = await withCode(test.app, second.body.token, "111111");
    assert.equal(over.status, 429);
    const right = await withCode(test.app, second.body.token, codeIn(secret, 1));
    assert.equal(right.status, 429, "refused while over the limit");
    assert.equal(right.cookie, undefined);
    const actions = await auditActions(test, admin.id);
    assert.ok(actions.includes("two_step.sign-in"));
    assert.equal(actions.filter((a) => a === "two_step.fail").length, MAX_CODE_FAILURES + 2);
  } finally {
    await test.close();
  }
});

Deno.test("two-step: turning off and new recovery codes need the password or a code", async () => {
  const test = await createTestApp();
  try {
    const admin = await createCustomer(test.db, { role: "admin", password: "admin-secret" });
    assert.equal((await call(test.app, "POST", "/api/two-step/disable", {}, admin.cookie)).status, 409);
    const { secret, recoveryCodes } = await enrol(test.app, admin.cookie);
    const none = await call(test.app, "POST", "/api/two-step/recovery-codes", {}, admin.cookie);
    assert.equal(none.status, 400);
    const wrong = await call(
      test.app,
      "POST",
      "/api/two-step/recovery-codes",
      { currentPassword: "nope" },
      admin.cookie,
    );
    assert.equal(wrong.status, 403);
    const wrongCode = await call(test.app, "POST", "/api/two-step/disable", { code: "000000" }, admin.cookie);
    assert.equal(wrongCode.status, 403);
    const fresh = await call(test.app, "POST", "/api/two-step/recovery-codes", {
      code: codeIn(secret, 1),
    }, admin.cookie);
    assert.equal(fresh.status, 200);
    assert.equal(fresh.body.recoveryCodes.length, 10);
    assert.ok(!fresh.body.recoveryCodes.includes(recoveryCodes[0]));
    // An old recovery code no longer signs in.
    const first = await login(test.app, admin);
    const old = await withCode(test.app, first.body.token, recoveryCodes[0]);
    assert.equal(old.status, 401);

    const off = await call(
      test.app,
      "POST",
      "/api/two-step/disable",
      { currentPassword: "admin-secret" },
      admin.cookie,
    );
    assert.equal(off.status, 200);
    assert.equal((await login(test.app, admin)).status, 200, "the password alone signs in again");
    const rows = await test.db.selectFrom("two_step_recovery_codes").select("code_hash")
      .where("user_id", "=", admin.id).execute();
    assert.equal(rows.length, 0);
    const actions = await auditActions(test, admin.id);
    assert.ok(actions.includes("two_step.recovery-codes"));
    assert.equal(actions.at(-1), "two_step.disable");
  } finally {
    await test.close();
  }
});

Deno.test("two-step: a store turns it on and signs in with a code; customers are never asked", async () => {
  const test = await createTestApp();
  try {
    const vendor = await createVendorAccount(test.db);
    const store = { ...vendor, password: "vendor123" } as unknown as TestCustomer;
    const { secret } = await enrol(test.app, vendor.cookie);
    const first = await login(test.app, store, "/api/vendor/login");
    assert.equal(first.status, 202);
    const ok = await withCode(test.app, first.body.token, codeIn(secret, 1));
    assert.deepEqual([ok.status, ok.body], [200, { message: "Login successful", role: "vendor" }]);
    const customer = await createCustomer(test.db);
    assert.equal(
      (await call(test.app, "POST", "/api/two-step/setup", undefined, customer.cookie)).status,
      403,
    );
  } finally {
    await test.close();
  }
});

Deno.test("two-step: in production an admin without it sets it up at sign-in before any session", async () => {
  const test = await createTestApp({ env: { APP_ENV: "production", TWO_STEP_KEY: "test-two-step-key" } });
  try {
    const admin = await createCustomer(test.db, { role: "admin", password: "admin-secret" });
    const first = await login(test.app, admin);
    assert.equal(first.status, 202);
    assert.equal(first.body.step, "enrol");
    assert.equal(first.cookie, undefined, "no session before the enrolment");
    const { secret, qr } = first.body.enrolment;
    assert.ok(qr.startsWith("data:image/svg+xml;base64,"));
    const wrong = await withCode(test.app, first.body.token, "000000");
    assert.equal(wrong.status, 401);
    const ok = await withCode(test.app, first.body.token, codeIn(secret));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.message, "Welcome Admin!");
    assert.equal(ok.body.recoveryCodes.length, 10);
    assert.equal(await signedIn(test.app, ok.cookie!), 200);
    const state = await call(test.app, "GET", "/api/two-step", undefined, ok.cookie);
    assert.deepEqual([state.body.enabled, state.body.required], [true, true]);
    const off = await call(
      test.app,
      "POST",
      "/api/two-step/disable",
      { currentPassword: "admin-secret" },
      ok.cookie,
    );
    assert.equal(off.status, 409, "required for admins in production");
    // The next sign-in asks for a code, no longer for an enrolment.
    const next = await login(test.app, admin);
    assert.deepEqual([next.status, next.body.step, next.body.enrolment], [202, "code", undefined]);
    assert.deepEqual(await auditActions(test, admin.id), [
      "two_step.fail",
      "two_step.enable",
      "two_step.sign-in",
    ]);

    // A store in production is not forced.
    const vendor = await createVendorAccount(test.db);
    const store = await call(test.app, "POST", "/api/vendor/login", {
      email: vendor.email,
      password: "vendor123",
    });
    assert.equal(store.status, 200);
  } finally {
    await test.close();
  }
});
