/** `deno task openapi`: prints the API contract, or writes openapi.yaml at the root with --write. */
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openApiYaml } from "./openapi.ts";

// Declaring routes touches no database, so a placeholder is enough to read the contract.
const app = createApp({ db: undefined as never, config: loadConfig(), log: false });
const yaml = openApiYaml(app);
if (Deno.args.includes("--write")) {
  await Deno.writeTextFile(new URL("../openapi.yaml", import.meta.url), yaml);
  console.log("Wrote openapi.yaml");
} else console.log(yaml);
