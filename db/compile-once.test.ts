import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestDatabase } from "../tests/helpers.ts";
import { compileOnce } from "./compile-once.ts";
import type { DB } from "./database.ts";

Deno.test("compileOnce: one SQL text, fresh values on every call, a value used twice bound twice", async () => {
  const { db, close } = await createTestDatabase();
  try {
    await db.insertInto("units").values([
      { id: "u1", name: "Piece" },
      { id: "u2", name: "Pack" },
      { id: "u3", name: "Litre" },
    ]).execute();
    let builds = 0;
    const byNames = compileOnce((db: DB, a: string, b: string, limit: number) => {
      builds++;
      return db.selectFrom("units").select("name")
        .where((eb) => eb.or([eb("name", "=", a), eb("name", "=", b), eb("id", "=", a)]))
        .where(sql<boolean>`true`)
        .orderBy("name").limit(limit);
    });
    assert.deepEqual(await byNames(db, "Piece", "Pack", 10).execute(), [{ name: "Pack" }, { name: "Piece" }]);
    assert.deepEqual(await byNames(db, "Litre", "nothing", 10).execute(), [{ name: "Litre" }]);
    assert.deepEqual(await byNames(db, "Piece", "Pack", 1).execute(), [{ name: "Pack" }]);
    assert.equal(await byNames(db, "u9", "none", 5).executeTakeFirst(), undefined);
    assert.equal(builds, 1);
  } finally {
    await close();
  }
});
