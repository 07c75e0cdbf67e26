/**
 * The database a drill's app runs on: with DATABASE_URL, a fresh database on that server (dropped
 * afterwards); without it, a PGlite directory in a temp folder (removed afterwards), since PGlite in memory
 * would not outlive the process the drill kills.
 */
import postgres from "postgres";
import { connect } from "../../db/connect.ts";
import type { DB } from "../../db/database.ts";

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
    return {
      kind: "PGlite",
      env: { DATA_DIR: dataDir },
      open: () => connect({ dataDir }),
      remove: () => Deno.remove(dataDir, { recursive: true }).catch(() => {}),
    };
  }
  const name = `drill_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let removed = false;
  return {
    kind: "PostgreSQL",
    env: { DATABASE_URL: url.toString() },
    open: () => connect({ databaseUrl: url.toString(), maxConnections: 4 }),
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
