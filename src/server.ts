/**
 * Start-up: open the database (migrate, seed demo data when empty) while the assets load, listen, serve.
 *
 * The server listens before its database is open: until it is, requests that need data answer 503 with
 * Retry-After (static files and pages without data are served), so a database that is down or slow to come
 * up never leaves the port closed or requests hanging. `deno task start` keeps retrying in the background
 * while the database is unreachable; errors that are not an outage (a failing migration, a wrong password)
 * still stop it.
 */
import type { Config } from "./config.ts";
import { connect, notOpenYet } from "../db/connect.ts";
import { createInOwnProcess } from "../db/create.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { isDatabaseEmpty, seedDemo } from "../db/seed/demo.ts";
import { seedDemoHistory } from "../db/seed/demo-history.ts";
import { createApp } from "./app.ts";
import { pageCacheOf } from "./cache/page-cache.ts";
import { loadStaticFiles } from "./ui/assets.ts";
import { loadIslandManifest } from "./ui/build.ts";
import { setIslandManifest } from "./ui/render.tsx";
import type { DB } from "../db/database.ts";
import { deleteExpiredSessions } from "./auth/sessions/sessions.queries.ts";
import { releaseAbandonedPayments } from "./orders/checkout/checkout.service.ts";
import { deleteStaleLoginAttempts, deleteStaleLoginLocks } from "./auth/login-limits/login-limits.queries.ts";
import { LOCK_MEMORY_HOURS } from "./auth/login-limits/login-limits.ts";
import { deleteExpiredDevices } from "./auth/login-limits/login-devices.queries.ts";
import { loadPincodesWhenEmpty } from "../db/seed/pincodes.ts";
import { ensureAdminAccount } from "./auth/admin-bootstrap.ts";
import { isDatabaseUnavailable, OutageLog, RETRY_AFTER_SECONDS } from "./core/unavailable.ts";

/** Island bundles and static files, loaded once per process. */
export async function prepareAssets(): Promise<void> {
  setIslandManifest(await loadIslandManifest());
  await loadStaticFiles();
}

async function prepareDatabase(db: DB, config: Config): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  await Promise.all([
    deleteExpiredSessions(db),
    deleteStaleLoginAttempts(db),
    deleteStaleLoginLocks(db, LOCK_MEMORY_HOURS),
    deleteExpiredDevices(db),
    releaseAbandonedPayments(db),
  ]);
  if (config.env !== "production" && config.seed === "demo" && await isDatabaseEmpty(db)) {
    await seedDemo(db);
    await seedDemoHistory(db);
    console.log("Loaded the demo catalogue and a demo shopper's order history.");
  }
  // After the seed, so ADMIN_EMAIL naming the demo admin resets its password too.
  const admin = await ensureAdminAccount(db, config);
  if (admin === "created" || admin === "password reset") {
    console.log(`Admin account ${config.adminEmail}: ${admin}.`);
  }
  // India Post's directory answers GET /pincode (about a second, once); throw-away in-memory databases skip it.
  if (config.databaseUrl || !config.dataDir.startsWith("memory://")) {
    const offices = await loadPincodesWhenEmpty(db);
    if (offices) console.log(`Loaded ${offices} post offices (pincode directory).`);
  }
}

/**
 * Opens the database and brings it up to date; closes it again when any step fails. A new embedded
 * database is first made by a process of its own (db/create.ts): `creating` when the caller started it.
 */
export async function openDatabase(config: Config, creating?: Promise<void>): Promise<DB> {
  await (creating ?? createInOwnProcess(config));
  const db = await connect(config);
  try {
    await prepareDatabase(db, config);
    return db;
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
}

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * Opens the database, trying again while it is unreachable: after 0.25 s, doubling up to Retry-After's
 * 5 s. Any other error ends it. Undefined when stopped before it opened.
 */
async function openWhenReachable(
  config: Config,
  stop: AbortSignal,
  creating?: Promise<void>,
): Promise<DB | undefined> {
  const log = new OutageLog();
  for (let attempt = 1; !stop.aborted; attempt++) {
    try {
      const db = await openDatabase(config, creating);
      if (stop.aborted) {
        await db.destroy();
        return undefined;
      }
      if (attempt > 1) console.log(`The database is available (attempt ${attempt}).`);
      return db;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.report("The database is unreachable; answering 503 and trying again", error);
      await pause(Math.min(250 * 2 ** (attempt - 1), RETRY_AFTER_SECONDS * 1000), stop);
    }
  }
  return undefined;
}

export interface RunningServer {
  url: string;
  /** The open database. Before `ready` (only with `waitForDatabase: false`) reading it throws. */
  readonly db: DB;
  /** Resolves once the database is open and the whole app serves; rejects if it could not be opened. */
  ready: Promise<DB>;
  shutdown(): Promise<void>;
}

export interface StartOptions {
  log?: boolean;
  /** An open database to serve (tests, extra server threads); the caller closes it. */
  db?: DB;
  /**
   * true (the default): resolve once the database is open, and fail if it cannot be opened (tests).
   * false (`deno task start`): resolve as soon as the port listens; `ready` says when the data is served.
   */
  waitForDatabase?: boolean;
  /** Ports to the process's other server threads, which share their page caches (main.ts). */
  shareCacheWith?: MessagePort[];
  /** A new embedded database being made by its own process, started early (main.ts, db/create.ts). */
  creating?: Promise<void>;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? config.requestLog;
  // Until the database is open, the app runs on a stand-in that refuses every query (answered 503).
  const shareCacheWith = options.shareCacheWith;
  // The stand-in's cache keeps nothing: it does not share.
  let app = options.db ? createApp({ db: options.db, config, log, shareCacheWith }) : createApp({
    db: notOpenYet(),
    config,
    log,
  });
  let db = options.db;
  const stop = new AbortController();
  // The database opens while the assets load.
  const opening: Promise<DB | undefined> = options.db
    ? Promise.resolve(options.db)
    : options.waitForDatabase === false
    ? openWhenReachable(config, stop.signal, options.creating)
    : openDatabase(config, options.creating);
  const ready = opening.then((opened) => {
    // Shut down before the database opened: never ready.
    if (!opened) return new Promise<never>(() => {});
    if (opened !== options.db) app = createApp({ db: opened, config, log, shareCacheWith });
    db = opened;
    return opened;
  });
  // A failure is reported to whoever awaits `ready` (below, or the caller), not as an unhandled rejection.
  ready.catch(() => {});

  const closeDatabase = async () => {
    stop.abort();
    const opened = await opening.catch(() => undefined);
    if (opened && !options.db) await opened.destroy();
  };
  let server: Deno.HttpServer<Deno.NetAddr>;
  try {
    await prepareAssets();
    server = Deno.serve({
      port: config.port,
      hostname: "0.0.0.0",
      // Several server threads share the port only when asked to; otherwise a second copy of the app
      // started by mistake fails loudly with "address in use".
      reusePort: config.workers > 1,
      onListen: () => {},
    }, (request, info) => app.fetch(request, info));
  } catch (error) {
    await closeDatabase();
    throw error;
  }

  if (options.waitForDatabase !== false) {
    try {
      await ready;
    } catch (error) {
      await server.shutdown();
      throw error;
    }
  }
  return {
    url: `http://localhost:${server.addr.port}`,
    get db(): DB {
      if (!db) throw new Error("The database is not open yet: await `ready` first.");
      return db;
    },
    ready,
    async shutdown() {
      stop.abort();
      await server.shutdown();
      pageCacheOf(app)?.close();
      await closeDatabase();
    },
  };
}
