/**
 * An extra server thread (WORKERS > 1): the same app with its own connection pool, on the port the main
 * thread already listens on. The main thread has migrated the database before starting it.
 */
/// <reference lib="deno.worker" />
import type { Config } from "./config.ts";
import { connect } from "../db/connect.ts";
import { startServer } from "./server.ts";
import { shareImageQueue } from "./uploads/image-thread.ts";

self.onmessage = async (
  event: MessageEvent<{ config: Config; ports: MessagePort[]; imageQueue: SharedArrayBuffer }>,
) => {
  const { config, ports, imageQueue } = event.data;
  // Image conversions count in the main thread's queue: the limits are the process's.
  shareImageQueue(imageQueue);
  await startServer(config, { db: await connect(config), shareCacheWith: ports });
  self.postMessage("listening");
};
