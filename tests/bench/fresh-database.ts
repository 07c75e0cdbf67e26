/**
 * A throw-away database for a benchmark: with DATABASE_URL, a new database on that PostgreSQL server
 * (dropped afterwards); otherwise a PGlite directory in a temporary folder (removed afterwards). `env` is
 * what the app process is started with.
 */
import postgres from "postgres";

export interface FreshDatabase {
  /** DATABASE_URL or DATA_DIR for the app. */
  env: Record<string, string>;
  /** Drops the database, or removes PGlite's folder. */
  drop(): Promise<void>;
}

export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const serverUrl = Deno.env.get("DATABASE_URL");
  if (!serverUrl) {
    const dir = await Deno.makeTempDir({ prefix: `swiftcart-${prefix}-` });
    return { env: { DATA_DIR: dir }, drop: () => Deno.remove(dir, { recursive: true }) };
  }
  const name = `${prefix.replaceAll("-", "_")}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
