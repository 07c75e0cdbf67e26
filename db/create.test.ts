import assert from "node:assert/strict";
import { sql } from "kysely";
import { loadConfig } from "../src/config.ts";
import { connect } from "./connect.ts";
import { createInOwnProcess, isNewEmbeddedDatabase } from "./create.ts";
import { migrateToLatest } from "./migrate.ts";

const exists = async (path: string) => await Deno.stat(path).then(() => true, () => false);

Deno.test({
  name: "create: a new embedded database is made whole by a process of its own, or not at all",
  // The embedded database's alone (on PostgreSQL the server migrates and loads in its own process).
  ignore: Boolean(Deno.env.get("DATABASE_URL")),
  async fn() {
    const parent = await Deno.makeTempDir({ prefix: "swiftcart-create-" });
    const dataDir = `${parent}/data`;
    const config = loadConfig({ DATA_DIR: dataDir, SEED: "none" });
    try {
      assert.ok(isNewEmbeddedDatabase(config));
      assert.ok(!isNewEmbeddedDatabase(loadConfig({ DATA_DIR: "memory://" })));

      // Stopped before it finished: nothing where the database goes, so the next start begins again.
      const stop = new AbortController();
      stop.abort();
      await assert.rejects(createInOwnProcess(config, stop.signal), /Creating the database/);
      assert.ok(!(await exists(dataDir)));

      await createInOwnProcess(config);
      assert.ok(!isNewEmbeddedDatabase(config));
      assert.ok(!(await exists(`${dataDir}.creating`)), "the directory it was made in is gone");
      const db = await connect(config);
      try {
        assert.deepEqual(await migrateToLatest(db), [], "every migration was applied");
        const { rows } = await sql<{ offices: number }>`select count(*)::int as offices from post_offices`
          .execute(db);
        assert.ok(rows[0].offices > 150_000, `${rows[0].offices} post offices`);
        const products = await db.selectFrom("products").select("id").execute();
        assert.equal(products.length, 0, "SEED=none: no demo catalogue");
      } finally {
        await db.destroy();
      }
      // An existing database is left to the server: nothing is started.
      await createInOwnProcess(config);
    } finally {
      await Deno.remove(parent, { recursive: true });
    }
  },
});
