/**
 * An extra server thread (WORKERS > 1): the same app with its own connection pool, on the port the main
 * thread already listens on. The main thread has migrated the database before starting it.
 */
/// <reference lib="deno.worker" />
import type { Config } from "./config.ts";
import { connect } from "../db/connect.ts";
import { startServer } from "./server.ts";

self.onmessage = async (event: MessageEvent<{ config: Config; ports: MessagePort[] }>) => {
  const { config, ports } = event.data;
  await startServer(config, { db: await connect(config), shareCacheWith: ports });
  self.postMessage("listening");
};
