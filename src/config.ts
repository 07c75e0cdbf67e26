/** Configuration comes only from the environment, so the same build runs locally, in CI and on an edge host. */
export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  env: "development" | "production";
  seed: "demo" | "none";
  /** Request logs on stdout; LOG=off silences them (benchmarks). */
  requestLog: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = Deno.env.toObject()): Config {
  const appEnv = env.APP_ENV === "production" ? "production" : "development";
  return {
    port: Number(env.PORT ?? 8000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? "./data",
    env: appEnv,
    seed: env.SEED === "none" ? "none" : "demo",
    requestLog: env.LOG !== "off",
  };
}
