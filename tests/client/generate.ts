/**
 * The typed client's types: openapi-typescript's Node API turns openapi.yaml into tests/client/openapi.d.ts.
 * `deno task client` rewrites the file; client.test.ts fails when the committed one is stale.
 */
import openapiTS, { astToString } from "openapi-typescript";

const SPEC = new URL("../../openapi.yaml", import.meta.url);
export const TYPES_FILE = new URL("./openapi.d.ts", import.meta.url);

// Generated text is kept exactly as openapi-typescript prints it (deno fmt would re-indent it), so the
// staleness check compares byte for byte without depending on the formatter's version.
const HEADER = [
  "// deno-fmt-ignore-file",
  "/** Generated from openapi.yaml by openapi-typescript: do not edit, run `deno task client`. */",
  "",
].join("\n");

export async function generateClientTypes(): Promise<string> {
  // defaultNonNullable off: a request field with a default (a cart line's quantity) is optional to send.
  const ast = await openapiTS(await Deno.readTextFile(SPEC), { defaultNonNullable: false });
  return HEADER + astToString(ast);
}

if (import.meta.main) {
  const text = await generateClientTypes();
  if (Deno.args.includes("--write")) {
    await Deno.writeTextFile(TYPES_FILE, text);
    console.log(`wrote ${TYPES_FILE.pathname}`);
  } else {
    console.log(text);
  }
}
