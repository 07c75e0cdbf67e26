/** Entry point: `deno task start`. Configuration from the environment (see README). */
import { loadConfig } from "./src/config.ts";
import { startServer } from "./src/server.ts";

const config = loadConfig();
const server = await startServer(config);
console.log(`SwiftCart is listening on ${server.url} (${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, async () => {
    await server.shutdown();
    Deno.exit(0);
  });
}
