/**
 * Test databases: an in-memory PGlite by default; with DATABASE_URL set, a fresh PostgreSQL database per
 * call (created from that server, dropped afterwards), so suites never see each other's rows. Each starts
 * migrated, as a copy of the template tests/template.ts makes once for all test files.
 */
import postgres from "postgres";
import { connect } from "../db/connect.ts";
import type { DB } from "../db/database.ts";
import { seedDemo } from "../db/seed/demo.ts";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { prepareAssets } from "../src/server.ts";
import { checkEveryAnswer } from "./conformance.ts";
import { createFromTemplate, databaseUrl, pgliteTemplateTarball } from "./template.ts";

export interface TestDatabase {
  db: DB;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = Deno.env.get("DATABASE_URL");
  if (!serverUrl) {
    const db = await connect({ dataDir: "memory://", loadDataDir: await pgliteTemplateTarball() });
    return { db, close: () => db.destroy() };
  }
  const name = `test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await createFromTemplate(admin, serverUrl, name);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const db = await connect({ databaseUrl: databaseUrl(serverUrl, name), maxConnections: 20 });
  return {
    db,
    async close() {
      await db.destroy();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestApp extends TestDatabase {
  app: ReturnType<typeof createApp>;
  /** The app's configuration (e.g. to reach its payment gateway). */
  config: ReturnType<typeof loadConfig>;
  /** JSON request through app.request(); API clients send no text/html Accept header. */
  get(path: string): Promise<Response>;
}

/** The whole app on a fresh database, optionally with the demo catalogue loaded. */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const [database] = await Promise.all([createTestDatabase(), prepareAssets()]);
  if (options.seed) await seedDemo(database.db);
  const config = loadConfig({ SEED: "none", ...options.env });
  // Every answer any test receives is checked against openapi.yaml (tests/conformance.ts).
  const app = checkEveryAnswer(createApp({ db: database.db, config, log: false }));
  return {
    ...database,
    app,
    config,
    get: async (path) => await app.request(path, { headers: { accept: "application/json" } }),
  };
}

/** A browser-like request for a page. */
export const getPage = async (app: TestApp["app"], path: string): Promise<Response> =>
  await app.request(path, { headers: { accept: "text/html,application/xhtml+xml" } });
