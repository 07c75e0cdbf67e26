/**
 * The database a drill's app runs on, migrated (a copy of tests/template.ts's template): with DATABASE_URL, a
 * fresh database on that server (dropped afterwards); without it, a PGlite directory in a temp folder
 * (removed afterwards), since PGlite in memory would not outlive the process the drill kills.
 */
import postgres from "postgres";
import { sql } from "kysely";
import { connect } from "../../db/connect.ts";
import type { DB } from "../../db/database.ts";
import { createFromTemplate, databaseUrl, pgliteTemplateTarball } from "../template.ts";

export interface DrillDatabase {
  kind: "PostgreSQL" | "PGlite";
  /** Variables pointing the app at this database. */
  env: Record<string, string>;
  /**
   * Opens it in the test's own process. PGlite's files belong to one process at a time: close it before
   * starting the app, and stop the app before opening it again.
   */
  open(): Promise<DB>;
  /** Drops the database or removes the folder. Safe to call more than once. */
  remove(): Promise<void>;
}

export async function createDrillDatabase(): Promise<DrillDatabase> {
  const serverUrl = Deno.env.get("DATABASE_URL");
  if (!serverUrl) {
    const dataDir = await Deno.makeTempDir({ prefix: "swiftcart-drill-" });
    try {
      // Unpacks the template into the folder, written out and closed again for the app's process to open
      // (Kysely closes a database only once it has been used).
      const db = await connect({ dataDir, loadDataDir: await pgliteTemplateTarball() });
      await sql`checkpoint`.execute(db);
      await db.destroy();
    } catch (error) {
      await Deno.remove(dataDir, { recursive: true }).catch(() => {});
      throw error;
    }
    return {
      kind: "PGlite",
      env: { DATA_DIR: dataDir },
      open: () => connect({ dataDir }),
      remove: () => Deno.remove(dataDir, { recursive: true }).catch(() => {}),
    };
  }
  const name = `drill_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await createFromTemplate(admin, serverUrl, name);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = databaseUrl(serverUrl, name);
  let removed = false;
  return {
    kind: "PostgreSQL",
    env: { DATABASE_URL: url },
    open: () => connect({ databaseUrl: url, maxConnections: 4 }),
    async remove() {
      if (removed) return;
      removed = true;
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
