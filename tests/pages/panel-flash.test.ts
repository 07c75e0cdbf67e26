/**
 * The panels' one-shot sign-in message ('Login successful', 'Welcome Admin!') is an island: a panel page
 * carries its script only while a message a sign-in left may still be waiting (the session's first
 * minutes), so read-only pages of a session signed in earlier ship no script at all.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../helpers.ts";
import { createCustomer, type TestCustomer } from "../customers.ts";
import { createVendorAccount } from "../../src/vendors/auth/vendor-auth.fixtures.ts";
import { hashToken, SESSION_COOKIE } from "../../src/auth/sessions/session.ts";
import { FLASH_LIFETIME_MS, flashMayWait } from "../../islands/_flash.ts";

/** The islands a page carries, by name, and whether it has any script. */
async function islandsOf(test: TestApp, path: string, who: TestCustomer) {
  const res = await test.app.request(path, { headers: { accept: "text/html", cookie: who.cookie } });
  const html = await res.text();
  assert.equal(res.status, 200, path);
  return {
    islands: [...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]),
    scripts: /<script[^>]*src=/.test(html),
  };
}

/** The session started `minutes` ago. */
async function startedAgo(test: TestApp, who: TestCustomer, minutes: number) {
  await test.db.updateTable("sessions")
    .set({ created_at: sql`now() - make_interval(mins => ${minutes})` } as never)
    .where("token_hash", "=", await hashToken(who.cookie.slice(`${SESSION_COOKIE}=`.length))).execute();
}

Deno.test("flashMayWait: within the message's minute and a minute's slack for the clocks", () => {
  const now = Date.parse("2026-01-10T10:00:00Z");
  assert.equal(flashMayWait(undefined, now), false);
  assert.equal(flashMayWait(new Date(now - 5_000), now), true);
  assert.equal(flashMayWait(new Date(now - FLASH_LIFETIME_MS - 30_000).toISOString(), now), true);
  assert.equal(flashMayWait(new Date(now - 2 * FLASH_LIFETIME_MS - 1), now), false);
});

Deno.test("panel pages carry the sign-in message's island only on the session's first pages", async () => {
  const test = await createTestApp();
  try {
    const store = await createVendorAccount(test.db);
    const admin = await createCustomer(test.db, { role: "admin" });

    // Just signed in: the page a sign-in lands on shows its message.
    assert.deepEqual((await islandsOf(test, "/vendor-commission", store)).islands, ["FlashMessage"]);
    assert.ok((await islandsOf(test, "/panel/audit", admin)).islands.includes("FlashMessage"));

    // Minutes later, no message can be waiting: read-only pages ship no script.
    await startedAgo(test, store, 5);
    await startedAgo(test, admin, 5);
    for (const path of ["/vendor-commission", "/vendor-orders"]) {
      assert.deepEqual(await islandsOf(test, path, store), { islands: [], scripts: false }, path);
    }
    assert.deepEqual(await islandsOf(test, "/panel/audit", admin), { islands: [], scripts: false });
    // Pages with islands of their own keep them.
    assert.ok(!(await islandsOf(test, "/vendor-profile", store)).islands.includes("FlashMessage"));
  } finally {
    await test.close();
  }
});
