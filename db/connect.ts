/**
 * Opens the database: PostgreSQL through postgres.js when DATABASE_URL is set, otherwise the embedded
 * PGlite persisted under DATA_DIR (or in memory for `memory://`). Both speak the same SQL and migrations.
 */
import { Kysely } from "kysely";
import { PostgresJSDialect } from "./postgres-dialect.ts";
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGliteDialect } from "./pglite-dialect.ts";
import type { Database } from "./database.ts";

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A directory for PGlite's files, or "memory://" for a throw-away database. */
  dataDir?: string;
  maxConnections?: number;
}

export async function connect(options: DatabaseOptions): Promise<Kysely<Database>> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // Statements are prepared once per connection; the storefront's queries are short lookups whose
      // best plan does not depend on the values, and re-planning them on every call (PostgreSQL's default
      // for the first executions and whenever a custom plan looks cheaper) cost more than running them.
      connection: { plan_cache_mode: "force_generic_plan" },
      // int8 values (count(*)) come back as BigInt: exact, never a lossy number or a string.
      types: { bigint: postgres.BigInt },
    });
    return new Kysely<Database>({ dialect: new PostgresJSDialect(client) });
  }
  const dataDir = options.dataDir ?? "./data";
  if (!dataDir.startsWith("memory://")) await Deno.mkdir(dataDir, { recursive: true });
  // Extensions the migrations create must be bundled into PGlite up front (a server has them installed).
  const pg = await PGlite.create(dataDir.startsWith("memory://") ? undefined : dataDir, {
    extensions: { pg_trgm },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(pg) });
}
