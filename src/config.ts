/** Configuration comes only from the environment, so the same build runs locally, in CI and on an edge host. */
export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  env: "development" | "production";
  seed: "demo" | "none";
  /** Request logs on stdout; LOG=off silences them (benchmarks). */
  requestLog: boolean;
  /**
   * Server threads sharing the port (SO_REUSEPORT), each with its own connection pool: one JavaScript
   * thread saturates a core long before PostgreSQL does. PGlite belongs to one process, so it gets one.
   */
  workers: number;
}

export function loadConfig(env: Record<string, string | undefined> = Deno.env.toObject()): Config {
  const appEnv = env.APP_ENV === "production" ? "production" : "development";
  const databaseUrl = env.DATABASE_URL || undefined;
  const cores = navigator.hardwareConcurrency || 1;
  const asked = Number.parseInt(env.WORKERS ?? "", 10);
  const workers = !databaseUrl ? 1 : asked > 0 ? Math.min(asked, 64) : appEnv === "production" ? cores : 1;
  return {
    port: Number(env.PORT ?? 8000),
    databaseUrl,
    dataDir: env.DATA_DIR ?? "./data",
    env: appEnv,
    seed: env.SEED === "none" ? "none" : "demo",
    requestLog: env.LOG !== "off",
    workers,
  };
}
