/**
 * Response conformance: every answer a test receives from the app is checked against openapi.yaml, as an
 * integrator's generated client would read it. The status must be declared for the operation, the content
 * type declared for that status, and a JSON body must validate against the declared schema (JSON Schema
 * 2020-12) with no field the schema does not declare. A mismatch throws from the request, so the test that
 * caused it fails. No operation is listed here: they all come from the contract.
 *
 * Not checked: paths the contract does not describe (pages, static files, /docs), and browsers' page
 * answers (a request that accepts text/html and gets HTML: the storefront face of /products and friends).
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { openApiDocument } from "../src/openapi.ts";

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Json;
}

interface Contract {
  operations: Operation[];
  validator(schema: Json): ValidateFunction;
}

const METHODS = ["get", "put", "post", "delete", "patch"];

/**
 * The document as a strict validator reads it: every object schema refuses fields it does not declare
 * (`unevaluatedProperties: false`), except where a schema is one branch of an `allOf`, whose parent
 * then carries the rule for all its branches together.
 */
export function strictSchemas(document: Json): Json {
  const doc = structuredClone(document);
  const extended = new Set<string>();
  const collect = (node: unknown, inAllOf: boolean) => {
    if (!node || typeof node !== "object") return;
    const schema = node as Json;
    if (inAllOf && typeof schema.$ref === "string") extended.add(schema.$ref);
    for (const [key, value] of Object.entries(schema)) {
      if (Array.isArray(value)) value.forEach((item) => collect(item, key === "allOf"));
      else collect(value, false);
    }
  };
  collect(doc, false);
  const tighten = (node: unknown, ref: string | undefined, inAllOf: boolean) => {
    if (!node || typeof node !== "object") return;
    const schema = node as Json;
    const isObject = schema.properties || schema.allOf;
    if (
      isObject && !inAllOf && !(ref && extended.has(ref)) && schema.additionalProperties === undefined &&
      schema.unevaluatedProperties === undefined
    ) schema.unevaluatedProperties = false;
    for (const [key, value] of Object.entries(schema)) {
      if (Array.isArray(value)) value.forEach((item) => tighten(item, undefined, key === "allOf"));
      else if (key === "schemas" && value && typeof value === "object") {
        for (const [name, component] of Object.entries(value as Json)) {
          tighten(component, `#/components/schemas/${name}`, false);
        }
      } else tighten(value, undefined, false);
    }
  };
  tighten(doc, undefined, false);
  return doc;
}

let contract: Contract | undefined;

/**
 * Answers checked in this test file. With CONFORMANCE_LOG set (CI does), the count is appended to that
 * file when the file's tests end, so a run can say how many answers it validated in all.
 */
let checked = 0;
const log = Deno.env.get("CONFORMANCE_LOG");
if (log) {
  globalThis.addEventListener("unload", () => {
    if (checked) Deno.writeTextFileSync(log, `${checked}\n`, { append: true });
  });
}

function load(app: OpenAPIHono<any>): Contract {
  if (contract) return contract;
  const doc = strictSchemas(openApiDocument(app) as Json);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "contract", components: doc.components });
  const compiled = new Map<string, ValidateFunction>();
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths as Json)) {
    const pattern = new RegExp(
      "^" + template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+") + "$",
    );
    for (const method of METHODS) {
      if (item[method]) operations.push({ method, template, pattern, responses: item[method].responses });
    }
  }
  // Literal paths win over templated ones (/api/users/check-auth before /api/users/{userID}), and a
  // parameter with a suffix over a bare one ({id}.pdf before {id}).
  const rank = (template: string) => template.includes("{") ? (/\}[^/]/.test(template) ? 1 : 2) : 0;
  operations.sort((a, b) => rank(a.template) - rank(b.template));
  contract = {
    operations,
    validator(schema) {
      const key = JSON.stringify(schema);
      let validate = compiled.get(key);
      if (!validate) {
        const rebased = JSON.parse(key.replaceAll('"#/components/', '"contract#/components/'));
        validate = ajv.compile(rebased);
        compiled.set(key, validate);
      }
      return validate;
    },
  };
  return contract;
}

const mediaType = (header: string | null) => (header ?? "").split(";")[0].trim().toLowerCase();

/** Throws an Error describing how the answer differs from the contract; returns when it conforms. */
export async function assertConforms(
  app: OpenAPIHono<any>,
  request: Request,
  response: Response,
): Promise<void> {
  const { operations, validator } = load(app);
  const raw = new URL(request.url).pathname;
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch { /* a stray `%`: match the path as sent */ }
  const method = request.method.toLowerCase();
  const onPath = operations.filter((op) => op.pattern.test(path));
  if (!onPath.length || method === "head" || method === "options") return;
  const type = mediaType(response.headers.get("content-type"));
  if ((request.headers.get("accept") ?? "").includes("text/html") && type === "text/html") return;
  checked++;
  const where = `${request.method} ${path} → ${response.status}`;
  const op = onPath.find((candidate) => candidate.method === method);
  if (!op) {
    if (response.status !== 405 || !response.headers.get("allow")) {
      throw new Error(`Contract: ${where}: a method the path does not declare must answer 405 with Allow`);
    }
    return;
  }
  const declared = op.responses[String(response.status)] ?? op.responses.default;
  if (!declared) {
    throw new Error(
      `Contract: ${where} is not declared for ${method.toUpperCase()} ${op.template} ` +
        `(declared: ${Object.keys(op.responses).join(", ")})`,
    );
  }
  const copy = response.clone();
  const body = copy.headers.get("content-encoding") === "gzip"
    ? await new Response(copy.body!.pipeThrough(new DecompressionStream("gzip"))).text()
    : await copy.text();
  if (!declared.content) {
    if (body.length) throw new Error(`Contract: ${where} declares no body, but one came (${type})`);
    return;
  }
  if (!body.length && response.status === 304) return;
  const content = declared.content[type] ??
    Object.entries(declared.content as Json).find(([t]) =>
      t.endsWith("/*") && type.startsWith(t.slice(0, -1))
    )
      ?.[1];
  if (!content) {
    throw new Error(
      `Contract: ${where} answered ${type || "no content type"}; declared ${
        Object.keys(declared.content).join(", ")
      }`,
    );
  }
  if (!type.includes("json") || !content.schema) return;
  const validate = validator(content.schema);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new Error(`Contract: ${where} is not valid JSON`);
  }
  if (!validate(value)) {
    const problems = (validate.errors ?? []).slice(0, 3).map((e) =>
      `${e.instancePath || "(body)"} ${e.message}${
        e.params && "unevaluatedProperty" in e.params ? ` '${e.params.unevaluatedProperty}'` : ""
      }`
    );
    throw new Error(
      `Contract: ${where} does not match the ${op.template} schema: ${problems.join("; ")}\n` +
        `body: ${body.slice(0, 400)}`,
    );
  }
}

/** Makes every answer of this app go through assertConforms (tests only). */
export function checkEveryAnswer<T extends OpenAPIHono<any>>(app: T): T {
  const fetch = app.fetch;
  app.fetch = async (request, env, ctx) => {
    const response = await fetch(request, env, ctx);
    await assertConforms(app, request, response);
    return response;
  };
  return app;
}
