/**
 * The operations of the live contract (the OpenAPI document the app generates from its zod schemas), with
 * every `$ref` and `allOf` resolved, so the fuzzer and the access matrix never keep a list of their own.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { openApiDocument } from "../../src/openapi.ts";

/** The part of JSON Schema (OpenAPI 3.1) that request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  maxItems?: number;
  default?: unknown;
  example?: unknown;
  description?: string;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
  description: string;
}

export interface Operation {
  id: string;
  method: string;
  /** The OpenAPI path template, e.g. `/api/cart/update/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON request body, when the contract declares one. */
  body?: { schema: JsonSchema; required: boolean };
  /** Declared with `security: [{ session: [] }]`; public when `security` is absent or empty. */
  session: boolean;
  /** Documented statuses, as strings ("200", "404", ...). */
  statuses: string[];
  /** `x-required-role`: the roles allowed, e.g. "admin" or "vendor or admin"; absent: any signed-in role. */
  roles?: string[];
}

// deno-lint-ignore no-explicit-any
type Doc = any;

/** Inlines `$ref`s and merges `allOf` parts (properties, required), as the fuzzer needs plain schemas. */
function resolver(doc: Doc) {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!schema || depth > 20) return {};
    if (schema.$ref) {
      const name = schema.$ref.replace("#/components/schemas/", "");
      const { $ref: _, ...rest } = schema;
      return resolve({ ...doc.components?.schemas?.[name], ...rest }, depth + 1);
    }
    let out: JsonSchema = { ...schema };
    if (schema.allOf) {
      const { allOf: _, ...rest } = schema;
      out = rest;
      for (const part of schema.allOf.map((p) => resolve(p, depth + 1))) {
        out = {
          ...part,
          ...out,
          type: out.type ?? part.type,
          properties: { ...part.properties, ...out.properties },
          required: [...(part.required ?? []), ...(out.required ?? [])],
        };
      }
    }
    if (out.properties) {
      out.properties = Object.fromEntries(
        Object.entries(out.properties).map(([k, v]) => [k, resolve(v, depth + 1)]),
      );
    }
    if (out.items) out.items = resolve(out.items, depth + 1);
    if (out.anyOf) out.anyOf = out.anyOf.map((s) => resolve(s, depth + 1));
    if (out.oneOf) out.oneOf = out.oneOf.map((s) => resolve(s, depth + 1));
    return out;
  };
  return resolve;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Every operation of the contract, in the document's order. */
// deno-lint-ignore no-explicit-any
export function contractOperations(app: OpenAPIHono<any>): Operation[] {
  const doc: Doc = openApiDocument(app);
  const resolve = resolver(doc);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Doc>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const json = op.requestBody?.content?.["application/json"];
      operations.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Doc) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: resolve(p.schema),
          description: p.description ?? p.schema?.description ?? "",
        })),
        body: json ? { schema: resolve(json.schema), required: op.requestBody.required === true } : undefined,
        session: (op.security ?? doc.security ?? []).some((s: Record<string, unknown>) => "session" in s),
        statuses: Object.keys(op.responses ?? {}),
        roles: op["x-required-role"]?.split(" or "),
      });
    }
  }
  return operations;
}

/** The path with its `{param}`s filled in (values are percent-encoded by the caller). */
export const fillPath = (template: string, values: Record<string, string>) =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? "");
