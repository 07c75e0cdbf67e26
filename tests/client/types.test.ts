/** The committed client types (openapi.d.ts) are what openapi-typescript makes of the committed openapi.yaml. */
import assert from "node:assert/strict";
import { generateClientTypes, TYPES_FILE } from "./generate.ts";

Deno.test("tests/client/openapi.d.ts is generated from openapi.yaml", async () => {
  const expected = await generateClientTypes();
  const actual = await Deno.readTextFile(TYPES_FILE).catch(() => "");
  if (actual === expected) return;
  const a = actual.split("\n");
  const e = expected.split("\n");
  const line = e.findIndex((text, i) => text !== a[i]);
  assert.fail(
    "tests/client/openapi.d.ts is out of date: run `deno task client` and commit the result.\n" +
      `First difference at line ${line + 1}:\n  file:      ${a[line] ?? "(end)"}\n  generated: ${
        e[line] ?? "(end)"
      }`,
  );
});
