/** Entry point: `deno task start`. Configuration from the environment (see README). */
import { loadConfig } from "./src/config.ts";

const config = loadConfig();
// React picks its production build from NODE_ENV when first imported, so set it before loading the app.
if (!Deno.env.get("NODE_ENV")) Deno.env.set("NODE_ENV", config.env);
const { startServer } = await import("./src/server.ts");

const server = await startServer(config);
const workers: Worker[] = [];
for (let i = 1; i < config.workers; i++) {
  const worker = new Worker(new URL("./src/worker.ts", import.meta.url), { type: "module" });
  await new Promise((listening) => {
    worker.onmessage = listening;
    worker.postMessage(config);
  });
  workers.push(worker);
}
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
