/** The few path helpers the app needs, without the Deno std library (JSR is out of reach). */
export { join } from "node:path";
export { fileURLToPath as fromFileUrl, pathToFileURL as toFileUrl } from "node:url";
