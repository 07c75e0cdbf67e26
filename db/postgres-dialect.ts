/**
 * A Kysely dialect for postgres.js. Plain queries go straight to postgres.js's pool, which pipelines them
 * over its connections; only a transaction reserves a connection of its own (from `begin` to commit or
 * rollback). The published kysely-postgres-js reserves a connection for every single query, which costs
 * about a third of the throughput of a page that runs two queries.
 *
 * Consequence: `db.connection()` without a transaction is not pinned to one server session; use a
 * transaction where session state (SET, temp tables, advisory locks) must hold across statements.
 */
import type { Sql } from "postgres";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { ReservedSession } from "./reserved-session.ts";

const changesRows = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);

class PostgresJSConnection implements DatabaseConnection {
  /** Set while a transaction runs: every statement of it must use the same server session. */
  reserved: ReservedSession | undefined;

  constructor(private readonly pool: Sql) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = this.reserved
      ? await this.reserved.send(query.sql, query.parameters)
      : await this.pool.unsafe(query.sql, query.parameters as any[], { prepare: true });
    return {
      rows: Array.from(result) as R[],
      ...(changesRows.has(result.command) ? { numAffectedRows: BigInt(result.count) } : {}),
    };
  }

  // deno-lint-ignore require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not used by this app");
  }
}

class PostgresJSDriver implements Driver {
  constructor(private readonly pool: Sql) {}

  async init(): Promise<void> {}

  // deno-lint-ignore require-await
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PostgresJSConnection(this.pool);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const conn = connection as PostgresJSConnection;
    conn.reserved = await ReservedSession.reserve(this.pool);
    await conn.reserved.begin(settings.isolationLevel);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PostgresJSConnection).reserved!.send("commit");
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PostgresJSConnection).reserved!.rollback();
  }

  // deno-lint-ignore require-await
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const conn = connection as PostgresJSConnection;
    conn.reserved?.release();
    conn.reserved = undefined;
  }

  async destroy(): Promise<void> {
    // Queries still running after 5 s are cut off, so closing never waits on a server that stopped answering;
    // postgres.js's end() without a timeout never settles once a connection was cut under a query.
    await this.pool.end({ timeout: 5 });
  }
}

export class PostgresJSDialect implements Dialect {
  constructor(private readonly pool: Sql) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = () => new PostgresJSDriver(this.pool);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<any>) => new PostgresIntrospector(db);
}
