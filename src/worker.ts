/**
 * An extra server thread (WORKERS > 1): the same app with its own connection pool, on the port the main
 * thread already listens on. The main thread has migrated the database before starting it.
 */
/// <reference lib="deno.worker" />
import type { Config } from "./config.ts";
import { connect } from "../db/connect.ts";
import { startServer } from "./server.ts";
import { shareImageQueue } from "./uploads/image-thread.ts";
import { createAppJobs } from "./jobs/jobs.wiring.ts";

self.onmessage = async (
  event: MessageEvent<{ config: Config; ports: MessagePort[]; imageQueue: SharedArrayBuffer }>,
) => {
  const { config, ports, imageQueue } = event.data;
  // Image conversions count in the main thread's queue: the limits are the process's.
  shareImageQueue(imageQueue);
  const db = await connect(config);
  await startServer(config, { db, shareCacheWith: ports });
  // Each thread runs the background jobs too (they are safe on several at once): its own enqueued mails
  // wake its own runner.
  createAppJobs(config)?.start(db);
  self.postMessage("listening");
};
