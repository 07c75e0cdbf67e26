/**
 * Entry point: `deno task start`, which passes V8 a flag the app runs faster with (README, Tasks).
 * Configuration from the environment (see README).
 */
import { loadConfig } from "./src/config.ts";

const config = loadConfig();
// Payment settings that would let orders be confirmed without paying stop the start; risky ones are said loudly.
for (const warning of config.payments.warnings) {
  console.warn(`%cWARNING: ${warning}`, "color: red; font-weight: bold");
}
if (config.payments.refusal) {
  console.error(`SwiftCart will not start: ${config.payments.refusal}`);
  Deno.exit(1);
}
// A production server never encrypts two-step sign-in secrets under the development key everyone can read.
if (!config.twoStepKey) {
  console.error(
    "SwiftCart will not start: APP_ENV=production needs TWO_STEP_KEY, a random secret that " +
      "encrypts the two-step sign-in secrets kept in the database.",
  );
  Deno.exit(1);
}
// React picks its production build from NODE_ENV when first imported, so set it before loading the app.
if (!Deno.env.get("NODE_ENV")) Deno.env.set("NODE_ENV", config.env);
const { startServer } = await import("./src/server.ts");
const { threadMesh } = await import("./src/cache/sharing.ts");

// Listens at once; until the database is open (or while it is unreachable) requests answer 503.
// The server threads share what their page caches keep: ports between every two of them.
const mesh = threadMesh(config.workers);
const server = await startServer(config, { waitForDatabase: false, shareCacheWith: mesh[0] });
const workers: Worker[] = [];
const database = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
const threads = config.workers > 1 ? `, ${config.workers} server threads` : "";
console.log(`SwiftCart is listening on ${server.url} (${database}${threads})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, async () => {
    workers.forEach((worker) => worker.terminate());
    await server.shutdown();
    Deno.exit(0);
  });
}

/** Extra server threads start once the database is migrated: they serve data from their first request. */
async function startWorkers() {
  for (let i = 1; i < config.workers; i++) {
    const worker = new Worker(new URL("./src/worker.ts", import.meta.url), { type: "module" });
    await new Promise((listening, failed) => {
      worker.onmessage = listening;
      worker.onerror = (event) => failed(event.error ?? new Error(event.message));
      worker.postMessage({ config, ports: mesh[i] }, mesh[i]);
    });
    workers.push(worker);
  }
}

server.ready.then(startWorkers).then(() => {
  // Said when they are: connections made before a thread listens all go to the others (a benchmark waits).
  if (config.workers > 1) console.log(`All ${config.workers} server threads are serving.`);
}).catch(async (error) => {
  console.error("SwiftCart cannot open its database:", error);
  workers.forEach((worker) => worker.terminate());
  await server.shutdown().catch(() => {});
  Deno.exit(1);
});
