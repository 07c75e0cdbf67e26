/**
 * The contract's examples are real: each validates against the schema it illustrates, every `message`
 * has an example of its own (never a generic "string"), and no example shows a field as null where the
 * answer it illustrates is not null. Generated clients and /docs show these to integrators.
 */
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument } from "../src/openapi.ts";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { strictSchemas } from "./conformance.ts";

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

const doc = strictSchemas(
  openApiDocument(createApp({ db: undefined as never, config: loadConfig({ SEED: "none" }), log: false })),
);

/** Every schema node in the document that carries an example, with where it stands. */
function examples(node: unknown, where: string, found: [string, Json][] = []): [string, Json][] {
  if (!node || typeof node !== "object") return found;
  const schema = node as Json;
  if ("example" in schema && (schema.type || schema.$ref || schema.anyOf || schema.properties)) {
    found.push([where, schema]);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === "example" || key === "examples") continue;
    examples(value, `${where}/${key}`, found);
  }
  return found;
}

Deno.test("every example in the contract validates against its own schema", () => {
  const ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "contract", components: doc.components });
  const wrong: string[] = [];
  const all = examples(doc, "#");
  for (const [where, schema] of all) {
    const { example, ...rest } = schema;
    const rebased = JSON.parse(JSON.stringify(rest).replaceAll('"#/components/', '"contract#/components/'));
    const validate = ajv.compile(rebased);
    if (!validate(example)) {
      wrong.push(`${where}: ${JSON.stringify(example)} ${validate.errors?.[0]?.message}`);
    }
  }
  assert.ok(all.length > 100, `examples found: ${all.length}`);
  assert.deepEqual(wrong, []);
});

Deno.test("every message has a real example; nullable fields have a non-null one", () => {
  const missing: string[] = [];
  const visit = (node: unknown, where: string) => {
    if (!node || typeof node !== "object") return;
    const schema = node as Json;
    for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      const nullable = (Array.isArray(property.type) && property.type.includes("null")) ||
        (property.anyOf ?? []).some((branch: Json) => branch.type === "null" && !property.anyOf[0]?.$ref);
      if (nullable && (property.example ?? null) === null) missing.push(`${where}.${field} (null example)`);
    }
    const message = schema.properties?.message;
    if (message && !message.$ref && (!message.example || message.example === "string")) {
      missing.push(where);
    }
    for (const [key, value] of Object.entries(schema)) visit(value, `${where}/${key}`);
  };
  visit(doc.paths, "#/paths");
  visit(doc.components.schemas, "#/components/schemas");
  assert.deepEqual(missing, []);
});
