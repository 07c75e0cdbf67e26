/**
 * The storefront's counts come from listed_counts (migration 0015), kept by triggers: after every kind of
 * change a product can go through, it must say exactly what counting the listed products says, and the
 * lists must show that total. The writes here go straight to the database, as another instance's would:
 * the app's kept answers follow them within the cache's bound (src/cache/freshness.ts), so the list's
 * total is waited for within it rather than read at once.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp } from "../../../tests/helpers.ts";
import { insertCategory, insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import type { DB } from "../../../db/database.ts";
import { newId } from "../../core/ids.ts";
import { within } from "../../cache/cache-test-helpers.ts";

/** Category id → listed products, as kept and as counted (categories without one left out). */
async function keptAndCounted(db: DB) {
  const kept = await db.selectFrom("listed_counts").select(["category_id", "products"])
    .where("products", "<>", 0).orderBy("category_id").execute();
  const counted = (await sql<{ category_id: string; products: number }>`
    select category_id, count(*)::integer as products from products where listed
    group by category_id order by category_id`.execute(db)).rows;
  return { kept, counted };
}

Deno.test("listed_counts follows every change of a product's listing and category", async () => {
  const { db, get, close } = await createTestApp();
  try {
    const check = async (step: string) => {
      const { kept, counted } = await keptAndCounted(db);
      assert.deepEqual(kept, counted, step);
      const total = counted.reduce((sum, c) => sum + c.products, 0);
      await within(2000, async () => {
        const all = await (await get("/api/products/get-all-products?limit=1")).json();
        assert.equal(all.total, total, `${step}: get-all-products total`);
      });
      return total;
    };
    const store = await insertVendor(db);
    const [phones, audio] = [await insertCategory(db), await insertCategory(db)];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await insertProduct(db, { vendor_id: store.id, category_id: phones.id, photos: 0 })).id);
    }
    await insertProduct(db, { vendor_id: store.id, category_id: audio.id, photos: 0, listed: false });
    assert.equal(await check("one at a time, one unlisted"), 5);

    // Many in one statement, across both categories.
    const template = await db.selectFrom("products").selectAll().where("id", "=", ids[0])
      .executeTakeFirstOrThrow();
    await db.insertInto("products").values(Array.from({ length: 6 }, (_, i) => ({
      ...template,
      id: newId(),
      name: `Bulk ${i}`,
      category_id: i % 2 ? audio.id : phones.id,
    }))).execute();
    assert.equal(await check("six in one statement"), 11);

    await db.updateTable("products").set({ category_id: audio.id }).where("id", "=", ids[0]).execute();
    await check("moved to another category");
    // What switching the store off and on again does to its products.
    await db.updateTable("products").set({ listed: false }).where("vendor_id", "=", store.id).execute();
    assert.equal(await check("the store's products unlisted"), 0);
    await db.updateTable("products").set({ listed: true }).where("vendor_id", "=", store.id).execute();
    assert.equal(await check("listed again"), 12);
    // Stock taken, even to zero: the listing stays.
    await db.updateTable("products").set({ stock: 0 }).where("id", "in", ids.slice(0, 2)).execute();
    assert.equal(await check("out of stock"), 12);
    await db.deleteFrom("products").where("id", "=", ids[4]).execute();
    assert.equal(await check("deleted"), 11);

    const inPhones = (await keptAndCounted(db)).counted.find((c) => c.category_id === phones.id)!.products;
    await within(2000, async () => {
      const phonesOnly =
        await (await get(`/api/products/get-all-products?category=${encodeURIComponent(phones.name)}`))
          .json();
      assert.equal(phonesOnly.total, inPhones);
    });
  } finally {
    await close();
  }
});
