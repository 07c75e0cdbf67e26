/**
 * Every guard the contract declares is real: walking the live contract, each operation that needs a session
 * answers a visitor 401, and each operation with `x-required-role` answers every other role 403, before
 * it reads its input (an empty body, junk ids). Nothing is listed by hand: a route added later is covered.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers.ts";
import { createCustomer } from "../customers.ts";
import { contractOperations, fillPath } from "./contract.ts";
import { newId } from "../../src/core/ids.ts";

const ROLES = ["customer", "vendor", "admin"] as const;

Deno.test("every secured operation refuses visitors (401) and the wrong roles (403)", async () => {
  const test = await createTestApp();
  try {
    const cookies: Record<string, string> = {};
    for (const role of ROLES) {
      const account = await createCustomer(test.db, { role });
      if (role === "vendor") {
        await test.db.insertInto("vendors").values({
          id: newId(),
          store_name: "Guard test store",
          email: account.email,
          user_id: account.id,
        }).execute();
      }
      cookies[role] = account.cookie;
    }
    const call = (method: string, path: string, cookie?: string) =>
      test.app.request(path, {
        method,
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          ...(cookie ? { cookie } : {}),
        },
        body: method === "GET" ? undefined : "{}",
      });
    const operations = contractOperations(test.app);
    const secured = operations.filter((op) => op.session);
    assert.ok(secured.length >= 30, `only ${secured.length} secured operations found`);
    let checked = 0;
    for (const op of secured) {
      const values = Object.fromEntries(
        op.parameters.filter((p) => p.in === "path").map((p) => [p.name, "000000000000000000000000"]),
      );
      const path = fillPath(op.path, values);
      const visitor = await call(op.method, path);
      assert.equal(visitor.status, 401, `${op.id} (${op.method} ${op.path}) as a visitor`);
      assert.ok(op.statuses.includes("401"), `${op.id} documents its 401`);
      if (!op.roles) continue;
      assert.ok(op.statuses.includes("403"), `${op.id} documents its 403`);
      for (const role of ROLES.filter((r) => !op.roles!.includes(r))) {
        const answer = await call(op.method, path, cookies[role]);
        assert.equal(answer.status, 403, `${op.id} (${op.method} ${op.path}) as a ${role}`);
        assert.equal(typeof (await answer.json()).message, "string");
        checked++;
      }
    }
    assert.ok(checked > 0, "no role-restricted operation was checked");
  } finally {
    await test.close();
  }
});
