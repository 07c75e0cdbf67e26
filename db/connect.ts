/**
 * Opens the database: PostgreSQL through postgres.js when DATABASE_URL is set, otherwise the embedded
 * PGlite persisted under DATA_DIR (or in memory for `memory://`). Both speak the same SQL and migrations.
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import { PostgresJSDialect } from "./postgres-dialect.ts";
import { ReservedSession } from "./reserved-session.ts";
import postgres from "postgres";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGliteDialect } from "./pglite-dialect.ts";
import type { Database } from "./database.ts";
import { DatabaseNotReady } from "../src/core/unavailable.ts";
import { cacheReads } from "../src/core/page-cache.ts";

// The page cache notes which products' stock a kept answer showed (nothing outside its renders).
const plugins = [cacheReads];

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A directory for PGlite's files, or "memory://" for a throw-away database. */
  dataDir?: string;
  /** PGlite only: start from this data directory (a tarball from PGlite's dumpDataDir; tests' template). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL connections in this pool (default 10, for scripts and tests). The app passes DATABASE_POOL
   * (src/config.ts, default 3 per server thread, where the reasons are measured).
   */
  maxConnections?: number;
  /**
   * PostgreSQL ends a session whose transaction waits this long for its next statement (default 60): a
   * request stuck inside a transaction must not hold rows locked (products at checkout) until a restart.
   */
  idleInTransactionSeconds?: number;
}

/**
 * LISTEN on a channel of the database behind a Kysely instance. `onConnect` runs each time the listener is
 * (re)connected: notifications sent while it was away are lost, so the caller must assume anything changed.
 * Resolves to a function that stops listening.
 */
export interface Notifications {
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onConnect: () => void,
  ): Promise<() => Promise<void>>;
}

// Kysely hides its driver's client; the clients that can LISTEN are recorded here as each database opens.
const notifiers = new WeakMap<Kysely<Database>, Notifications>();

/** How to LISTEN on this database, or undefined for one that cannot (the stand-in before it opens). */
export const notificationsOf = (db: Kysely<Database>): Notifications | undefined => notifiers.get(db);

/** `to`, made from `from` (withPlugin: a test counting queries), listens through `from`'s client. */
export function shareNotifications(from: Kysely<Database>, to: Kysely<Database>): void {
  const notifications = notifiers.get(from);
  if (notifications) notifiers.set(to, notifications);
}

/**
 * A transaction sent as one batch of statements, with BEGIN and COMMIT: one round trip, and the rows its
 * statements lock are never held across an answer to the app. Resolves to every statement's rows, in
 * order. If any statement fails, the transaction is rolled back and the promise rejects with its error.
 * (Kysely awaits each statement of a transaction, BEGIN and COMMIT included.)
 */
export type BatchedTransaction = (statements: CompiledQuery[]) => Promise<unknown[][]>;

const batchedTransactions = new WeakMap<Kysely<Database>, BatchedTransaction>();

/** The database's BatchedTransaction: on PGlite (in the app's process, round trips cost nothing), Kysely's. */
export const batchedTransactionOf = (db: Kysely<Database>): BatchedTransaction =>
  batchedTransactions.get(db) ?? (async (statements) =>
    await db.transaction().execute(async (tx) => {
      const rows: unknown[][] = [];
      for (const query of statements) rows.push((await tx.executeQuery(query)).rows);
      return rows;
    }));

/** Gives `db` its own BatchedTransaction (a test counting round trips: one per batch). */
export const setBatchedTransaction = (db: Kysely<Database>, batched: BatchedTransaction) =>
  batchedTransactions.set(db, batched);

export async function connect(options: DatabaseOptions): Promise<Kysely<Database>> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // An unreachable server fails a request within seconds (answered 503) instead of holding it for
      // postgres.js's default 30 s.
      connect_timeout: 5,
      // Connections idle for a minute are closed: after a burst, a pool (one per server thread) gives its
      // server slots back, and a connection the network dropped silently (a firewall, a failover) is not
      // reused after a quiet minute, where a query on it would wait for an answer that never comes.
      idle_timeout: 60,
      // The pause before a connection's next attempt after a failed one. postgres.js's default grows to 10-20 s
      // after a few failures and a connection keeps its pause even once the server is back, so a request
      // could wait that long for a connection (and recovery after an outage lag as much). Capped at 1 s: a
      // retry per connection per second is nothing to a server, and a request never waits on a stale pause.
      backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** retries, 1),
      // A documented option (README: "Custom socket") missing from postgres.js's type declarations.
      ...{ socket: postgresSocket } as object,
      // Statements are prepared once per connection; the storefront's queries are short lookups whose
      // best plan does not depend on the values, and re-planning them on every call (PostgreSQL's default
      // for the first executions and whenever a custom plan looks cheaper) cost more than running them.
      connection: {
        plan_cache_mode: "force_generic_plan",
        // No JIT compilation: a generic plan cannot see a LIMIT's value and estimates a page of 24 products
        // as a tenth of the table, which at 100,000 products passes jit_above_cost; compiling the page's
        // query then took 11 ms where running it takes 0.3 ms. The app's statements are all short.
        jit: "off",
        idle_in_transaction_session_timeout: (options.idleInTransactionSeconds ?? 60) * 1000, // ms
      },
      // int8 values (count(*)) come back as BigInt: exact, never a lossy number or a string.
      types: { bigint: postgres.BigInt },
    });
    const db = new Kysely<Database>({ dialect: new PostgresJSDialect(client), plugins });
    batchedTransactions.set(db, async (statements) => {
      // From the pool, not a connection kept for batches: under load a batch (a checkout group) waits for one
      // of the pool's connections to drain of the reads pipelined on it (in the mixed load 0.1 ms at p50,
      // 30-50 ms at p99), and the checkouts arriving meanwhile join the next group. With a connection of its
      // own the wait was gone, and so was that gathering: groups were smaller and cost more. Three pairs of
      // 60 s mixed runs in turn (2026-11-28): 4,805-5,206 req/s against 5,522-5,652, p99 101-182 ms against
      // 79-108, app CPU per request 215-230 µs against 199-200, PostgreSQL's 117-124 against 101-103.
      const session = await ReservedSession.reserve(client);
      // postgres.js sends a statement once it is awaited (then): Promise.all awaits them in array order, so
      // BEGIN goes first and the statements and COMMIT follow it in the same write, before its answer.
      const send = (query: CompiledQuery | string) =>
        typeof query === "string" ? session.send(query) : session.send(query.sql, query.parameters);
      try {
        // A failed statement leaves the transaction aborted: the COMMIT sent after it then rolls back.
        const answers = await Promise.all([session.begin(), ...[...statements, "commit"].map(send)]);
        return answers.slice(1, 1 + statements.length).map((rows) => Array.from(rows));
      } catch (error) {
        await session.rollback().catch(() => {});
        throw error;
      } finally {
        session.release();
      }
    });
    notifiers.set(db, {
      // postgres.js listens on a connection of its own, reconnects it and calls onlisten again each time.
      async listen(channel, onNotify, onConnect) {
        const { unlisten } = await client.listen(channel, onNotify, onConnect);
        return unlisten;
      },
    });
    return db;
  }
  const dataDir = options.dataDir ?? "./data";
  if (!dataDir.startsWith("memory://")) await Deno.mkdir(dataDir, { recursive: true });
  // Extensions the migrations create must be bundled into PGlite up front (a server has them installed).
  const pg = await PGlite.create(dataDir.startsWith("memory://") ? undefined : dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    // Shared buffers of 16 MB, not PostgreSQL's 128: PGlite zeroes them inside its WebAssembly memory at
    // start, so every byte stayed resident for the life of the process (112 MB more, measured).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pg), plugins });
  notifiers.set(db, {
    async listen(channel, onNotify, onConnect) {
      // Holding the driver's one connection: a LISTEN slipped into someone else's open transaction would be
      // undone by its rollback.
      const stop = await db.connection().execute(() => pg.listen(channel, onNotify));
      onConnect(); // an embedded database never disconnects
      return () => db.connection().execute(() => stop());
    },
  });
  return db;
}

/**
 * postgres.js (3.4.9) sockets, with two changes: Nagle's algorithm is off (below), and a server hanging up
 * before answering a new connection fails it. postgres.js itself reconnects at once, forever, when that
 * happens, and the query waiting for the connection never settles (porsager/postgres#1193): a proxy or
 * pooler whose database is down accepts and hangs up, so every request would hang. As an error, the waiting
 * query fails and the request answers 503.
 */
function postgresSocket(options: { host: string[]; port: number[]; path?: string | false }): net.Socket {
  const [host] = options.host;
  const [port] = options.port;
  const socket = options.path ? net.connect(options.path) : net.connect(port, host);
  Object.assign(socket, { host, port }); // named in postgres.js's error messages
  // Every write goes out at once (TCP; a Unix socket has no such delay). postgres.js pipelines a request's
  // statement behind others on a busy connection and sets no TCP_NODELAY, so Nagle's algorithm held a small
  // write until the server acknowledged the one before it (up to its delayed-ACK timer, 40 ms on Linux).
  // Measured 2026-11-27 (2 cores, 2 threads, 3 connections each): the signed-in product page's p99 fell
  // from 222-299 ms to 20-44 ms.
  if (!options.path) socket.setNoDelay(true);
  // Registered before postgres.js's own listeners, so the error reaches the waiting query before the close.
  socket.on("close", (hadError) => {
    // Waiting for the server's first bytes (a cancel request waits for none, and listens for no data).
    const waiting = socket.bytesRead === 0 && socket.listenerCount("data") > 0;
    if (!hadError && waiting) {
      const where = options.path || `${host}:${port}`;
      socket.emit(
        "error",
        Object.assign(new Error(`write CONNECTION_CLOSED ${where}`), { code: "CONNECTION_CLOSED" }),
      );
    }
  });
  return socket;
}

/** Refuses every query: what a server answers with until its real database has opened (then 503). */
class NotOpenDriver implements Driver {
  constructor(private readonly onAttempt: () => void) {}
  init = () => Promise.resolve();
  acquireConnection = (): Promise<DatabaseConnection> => {
    this.onAttempt();
    return Promise.reject(new DatabaseNotReady());
  };
  beginTransaction = () => Promise.reject(new DatabaseNotReady());
  commitTransaction = () => Promise.reject(new DatabaseNotReady());
  rollbackTransaction = () => Promise.resolve();
  releaseConnection = () => Promise.resolve();
  destroy = () => Promise.resolve();
}

/**
 * A stand-in database whose every query fails with DatabaseNotReady. `onAttempt` is told of each connection
 * asked of it (a test counting how often something tries).
 */
export function notOpenYet(onAttempt: () => void = () => {}): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new NotOpenDriver(onAttempt),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
  });
}
