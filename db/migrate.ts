/** Applies pending migrations. Run directly (`deno task db:migrate`) or from app start. */
import type { Kysely } from "kysely";
import { type MigrationProvider, Migrator } from "kysely/migration";
import { migrations } from "./migrations/mod.ts";

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

if (import.meta.main) {
  const { loadConfig } = await import("../src/config.ts");
  const { connect } = await import("./connect.ts");
  const config = loadConfig();
  const db = await connect(config);
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
  await db.destroy();
}
