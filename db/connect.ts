/**
 * Opens the database: PostgreSQL through postgres.js when DATABASE_URL is set, otherwise the embedded
 * PGlite persisted under DATA_DIR (or in memory for `memory://`). Both speak the same SQL and migrations.
 */
import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
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
      // Arrays of text and timestamps come back typed; integers stay numbers.
      types: { bigint: postgres.BigInt },
    });
    return new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: client }) });
  }
  const dataDir = options.dataDir ?? "./data";
  if (!dataDir.startsWith("memory://")) await Deno.mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir.startsWith("memory://") ? undefined : dataDir);
  return new Kysely<Database>({ dialect: new PGliteDialect(pg) });
}
