/** Entry point: `deno task start`. Configuration from the environment (see README). */
import { loadConfig } from "./src/config.ts";

const config = loadConfig();
// React picks its production build from NODE_ENV when first imported, so set it before loading the app.
if (!Deno.env.get("NODE_ENV")) Deno.env.set("NODE_ENV", config.env);
const { startServer } = await import("./src/server.ts");

const server = await startServer(config);
console.log(`SwiftCart is listening on ${server.url} (${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, async () => {
    await server.shutdown();
    Deno.exit(0);
  });
}
