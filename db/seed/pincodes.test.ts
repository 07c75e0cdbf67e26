import assert from "node:assert/strict";
import { createTestDatabase } from "../../tests/helpers.ts";
import { loadPincodes, loadPincodesWhenEmpty } from "./pincodes.ts";

Deno.test("pincodes: only the asked pincodes load, trimmed, and a loaded table is left alone", async () => {
  const t = await createTestDatabase();
  try {
    const inserted = await loadPincodes(t.db, { only: [560001, 110001] });
    const rows = await t.db.selectFrom("post_offices").selectAll().orderBy("pincode").orderBy("name")
      .execute();
    assert.equal(rows.length, inserted);
    assert.deepEqual([...new Set(rows.map((r) => r.pincode))], [110001, 560001]);
    const bengaluru = rows.filter((r) => r.pincode === 560001);
    assert.ok(bengaluru.length >= 5, `${bengaluru.length} post offices in 560001`);
    assert.ok(bengaluru.every((r) => r.district === "Bangalore" && r.state === "Karnataka"));
    assert.ok(rows.every((r) => r.name === r.name.trim() && r.name.length > 0));
    // The whole directory is loaded only into an empty table.
    assert.equal(await loadPincodesWhenEmpty(t.db), 0);
    assert.equal((await t.db.selectFrom("post_offices").select("pincode").execute()).length, inserted);
  } finally {
    await t.close();
  }
});
