/**
 * A new embedded database, made in a process of its own: PGlite creating its cluster (initdb), the
 * migrations, the demo catalogue and India Post's directory. The server starts this process at once and
 * loads the app meanwhile (two cores at work instead of one), then opens the finished database like any
 * existing one. Done inside the server, that work left it larger for good (measured, a few pages after the
 * start: 393 MB against 272 MB after a restart): initdb runs a second PGlite instance and a WebAssembly
 * program of its own, whose buffers left the allocator's heap 80 MB larger, never given back to the system.
 * Exits 0 once the database is complete; anything else is the error it printed.
 */
import { fileURLToPath } from "node:url";
import type { Config } from "../src/config.ts";

/** Set once the directory has a cluster: PGlite's marker file of a created database. */
const CLUSTER_MARKER = "PG_VERSION";

/** A PGlite directory (no DATABASE_URL, not `memory://`) that holds no database yet. */
export function isNewEmbeddedDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): boolean {
  if (config.databaseUrl || config.dataDir.startsWith("memory://")) return false;
  try {
    Deno.statSync(`${config.dataDir}/${CLUSTER_MARKER}`);
    return false;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return true;
    throw error;
  }
}

/**
 * Makes the database in a child process when `config` names a new embedded one and this process may run
 * Deno; otherwise does nothing (the caller then prepares the database itself, as for an existing one).
 * The child works in a directory beside DATA_DIR, renamed to it once complete: a start stopped halfway
 * leaves no half-made database, and the next start begins again. Resolves once the database is in place;
 * rejects when the child failed. `stop` ends the child early.
 */
export async function createInOwnProcess(config: Config, stop?: AbortSignal): Promise<void> {
  if (!isNewEmbeddedDatabase(config)) return;
  if (Deno.permissions.querySync({ name: "run", command: Deno.execPath() }).state !== "granted") return;
  const building = `${config.dataDir.replace(/\/+$/, "")}.creating`;
  await Deno.remove(building, { recursive: true }).catch(() => {}); // what a stopped start left
  const configFile = fileURLToPath(new URL("../deno.json", import.meta.url));
  const child = new Deno.Command(Deno.execPath(), {
    // The project's settings and lock file, whatever the directory the server was started from.
    args: ["run", "-A", "--config", configFile, fileURLToPath(import.meta.url)],
    // What it makes follows `config`, whatever this process's environment says.
    env: { DATA_DIR: building, DATABASE_URL: "", APP_ENV: config.env, SEED: config.seed },
    stdin: "null",
  }).spawn();
  const kill = () => {
    try {
      child.kill("SIGTERM");
    } catch {
      // already gone
    }
  };
  if (stop?.aborted) kill();
  stop?.addEventListener("abort", kill, { once: true });
  try {
    const status = await child.status;
    if (!status.success) {
      throw new Error(`Creating the database in ${config.dataDir} failed (exit code ${status.code}).`);
    }
  } finally {
    stop?.removeEventListener("abort", kill);
  }
  // Onto an empty directory too (one made by hand); a directory with files of its own is refused.
  await Deno.rename(building, config.dataDir);
}

if (import.meta.main) {
  const { loadConfig } = await import("../src/config.ts");
  const { connect } = await import("./connect.ts");
  const { migrateToLatest } = await import("./migrate.ts");
  const { seedDemo } = await import("./seed/demo.ts");
  const { seedDemoHistory } = await import("./seed/demo-history.ts");
  const { loadPincodesWhenEmpty } = await import("./seed/pincodes.ts");
  const config = loadConfig();
  const db = await connect(config);
  try {
    await migrateToLatest(db);
    // As the server does on an empty database (src/server.ts): demo data outside production unless SEED=none.
    if (config.env !== "production" && config.seed === "demo") {
      await seedDemo(db);
      // A demo shopper's weeks of orders (invoices, a credit note): only here, on a new database.
      await seedDemoHistory(db);
    }
    await loadPincodesWhenEmpty(db);
  } finally {
    await db.destroy();
  }
}
