/**
 * Entry point: `deno task start`, which passes V8 a flag the app runs faster with (README, Tasks).
 * Configuration from the environment (see README).
 */
import { loadConfig } from "./src/config.ts";
import { createInOwnProcess } from "./db/create.ts";
import { DEMO_ADMIN, DEMO_SHOPPER, DEMO_VENDOR_PASSWORD } from "./db/seed/content/accounts.ts";

const config = loadConfig();
// Payment settings that would let orders be confirmed without paying stop the start; risky ones are said loudly.
for (const warning of config.payments.warnings) {
  console.warn(`%cWARNING: ${warning}`, "color: red; font-weight: bold");
}
// Order mails link to the shopper's and the store's order pages: in production those links must not say localhost.
if (config.env === "production" && !Deno.env.get("PUBLIC_URL")?.trim()) {
  console.warn(
    `%cWARNING: PUBLIC_URL is not set: order mails will link to ${config.publicUrl}. ` +
      "Set it to the site's address, e.g. https://swiftcart.in.",
    "color: red; font-weight: bold",
  );
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
// A new embedded database is made by a process of its own, started before the app loads: both at once.
const stopCreating = new AbortController();
const creating = createInOwnProcess(config, stopCreating.signal);
creating.catch(() => {}); // reported through `server.ready`, which awaits it
const { startServer } = await import("./src/server.ts");
const { threadMesh } = await import("./src/cache/sharing.ts");
const { imageQueueMemory } = await import("./src/uploads/image-thread.ts");
const { createAppJobs } = await import("./src/jobs/jobs.wiring.ts");
// Background work (the outbox's mails): its Deno.cron schedules, where the runtime has them, are registered
// here, at the top level and before the server starts; it runs once the database is open. JOBS=off: none.
const jobs = createAppJobs(config, { crons: true });

// Listens at once; until the database is open (or while it is unreachable) requests answer 503.
// The server threads share what their page caches keep: ports between every two of them.
const mesh = threadMesh(config.workers);
const server = await startServer(config, { waitForDatabase: false, shareCacheWith: mesh[0], creating });
const workers: Worker[] = [];
const database = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
const threads = config.workers > 1 ? `, ${config.workers} server threads` : "";
// A terminal is told once, when pages answer (below). Piped output (tests, benchmarks) also hears the address
// now, while the database opens: the port may be one chosen at start (PORT=0).
if (!Deno.stdout.isTerminal()) console.log(`SwiftCart is listening on ${server.url} (${database}${threads})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, async () => {
    stopCreating.abort(); // a database being made is not finished: the next start makes it again
    workers.forEach((worker) => worker.terminate());
    await jobs?.stop();
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
      // The image queue's counters go along: conversions are limited per process, not per thread.
      worker.postMessage({ config, ports: mesh[i], imageQueue: imageQueueMemory() }, mesh[i]);
    });
    workers.push(worker);
  }
}

server.ready.then((db) => {
  jobs?.start(db);
  return startWorkers();
}).then(() => {
  // Said once every thread is: connections made before a thread listens all go to the others (a benchmark
  // waits for "server threads are serving").
  const serving = config.workers > 1 ? `, all ${config.workers} server threads are serving` : "";
  const signIns = config.env !== "production" && config.seed === "demo"
    ? ` Demo sign-ins: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} at /admin-login, each demo store's email / ` +
      `${DEMO_VENDOR_PASSWORD} at /vendor-login, the shopper ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password} at ` +
      `/login-customer (README.md, "Demo sign-ins").`
    : "";
  console.log(`SwiftCart is ready: listening on ${server.url} (${database}${serving}).${signIns}`);
}).catch(async (error) => {
  if (stopCreating.signal.aborted) return; // stopped while the database was being made: nothing failed
  console.error("SwiftCart cannot open its database:", error);
  workers.forEach((worker) => worker.terminate());
  await jobs?.stop();
  await server.shutdown().catch(() => {});
  Deno.exit(1);
});
