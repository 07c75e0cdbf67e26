/** Start-up: open the database, migrate, seed demo data when empty, prepare assets, serve. */
import type { Config } from "./config.ts";
import { connect } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { isDatabaseEmpty, seedDemo } from "../db/seed/demo.ts";
import { createApp } from "./app.ts";
import { loadStaticFiles } from "./ui/assets.ts";
import { loadIslandManifest } from "./ui/build.ts";
import { setIslandManifest } from "./ui/render.tsx";
import type { DB } from "../db/database.ts";
import { deleteExpiredSessions } from "./customers/sessions.queries.ts";
import { releaseAbandonedPayments } from "./orders/checkout.service.ts";
import { deleteStaleLoginAttempts } from "./customers/login-limits.queries.ts";
import { loadPincodesWhenEmpty } from "../db/seed/pincodes.ts";

/** Island bundles and static files, loaded once per process. */
export async function prepareAssets(): Promise<void> {
  setIslandManifest(await loadIslandManifest());
  await loadStaticFiles();
}

export async function openDatabase(config: Config): Promise<DB> {
  const db = await connect(config);
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  await Promise.all([deleteExpiredSessions(db), deleteStaleLoginAttempts(db), releaseAbandonedPayments(db)]);
  if (config.env !== "production" && config.seed === "demo" && await isDatabaseEmpty(db)) {
    await seedDemo(db);
    console.log("Loaded the demo catalogue.");
  }
  // India Post's directory answers GET /pincode (about a second, once); throw-away in-memory databases skip it.
  if (config.databaseUrl || !config.dataDir.startsWith("memory://")) {
    const offices = await loadPincodesWhenEmpty(db);
    if (offices) console.log(`Loaded ${offices} post offices (pincode directory).`);
  }
  return db;
}

export interface RunningServer {
  url: string;
  db: DB;
  shutdown(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: { log?: boolean; db?: DB } = {},
): Promise<RunningServer> {
  const [db] = await Promise.all([options.db ?? openDatabase(config), prepareAssets()]);
  const app = createApp({ db, config, log: options.log ?? config.requestLog });
  const server = Deno.serve({
    port: config.port,
    hostname: "0.0.0.0",
    // Several server threads share the port only when asked to; otherwise a second copy of the app
    // started by mistake fails loudly with "address in use".
    reusePort: config.workers > 1,
    onListen: () => {},
  }, app.fetch);
  const url = `http://localhost:${server.addr.port}`;
  return {
    url,
    db,
    async shutdown() {
      await server.shutdown();
      if (!options.db) await db.destroy();
    },
  };
}
