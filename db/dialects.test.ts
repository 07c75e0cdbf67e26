/** The two Kysely drivers (postgres.js and PGlite): transactions own one session, roll back, and queue. */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestDatabase } from "../tests/helpers.ts";

Deno.test("transactions: commit, roll back on error, and keep their statements on one session", async () => {
  const { db, close } = await createTestDatabase();
  try {
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("units").values({ id: "gone", name: "Gone" }).execute();
        throw new Error("boom");
      }),
      /boom/,
    );
    assert.equal(
      await db.selectFrom("units").select("id").where("id", "=", "gone").executeTakeFirst(),
      undefined,
    );

    // Each transaction must see its own uncommitted row, whatever the others do at the same time.
    const seen = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto("units").values({ id: `u${i}`, name: `Unit ${i}` }).execute();
          const mine = await trx.selectFrom("units").select("name").where("id", "=", `u${i}`)
            .executeTakeFirst();
          return mine?.name;
        })),
    );
    assert.deepEqual(seen, Array.from({ length: 12 }, (_, i) => `Unit ${i}`));
    const rows = await db.selectFrom("units").select("id").execute();
    assert.equal(rows.length, 12);
  } finally {
    await close();
  }
});

Deno.test({
  name: "PostgreSQL sessions: generic plans, no JIT compilation, idle transactions ended after a minute",
  // PGlite has one session, no JIT and no idle timeout of its own.
  ignore: !Deno.env.get("DATABASE_URL"),
  async fn() {
    const { db, close } = await createTestDatabase();
    try {
      // At once, so the pool opens several sessions: each must be set up alike.
      const settings = await Promise.all(
        Array.from(
          { length: 6 },
          async () =>
            (await sql<Record<string, string>>`select current_setting('jit') as jit,
          current_setting('plan_cache_mode') as plans,
          current_setting('idle_in_transaction_session_timeout') as idle, pg_sleep(0.05)::text`.execute(db))
              .rows[0],
        ),
      );
      for (const { jit, plans, idle } of settings) {
        assert.deepEqual({ jit, plans, idle }, { jit: "off", plans: "force_generic_plan", idle: "1min" });
      }
    } finally {
      await close();
    }
  },
});
