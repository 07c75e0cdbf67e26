/**
 * Reading the generated OpenAPI document for the /docs page: operations grouped by tag, references
 * followed, objects built from `allOf` merged, and who may call an operation. Nothing here renders.
 */

// deno-lint-ignore no-explicit-any
export type Json = Record<string, any>;

export interface Operation {
  path: string;
  method: string;
  op: Json;
  anchor: string;
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
export const SCHEMA_PREFIX = "#/components/schemas/";

export const refName = (ref: string) => ref.startsWith(SCHEMA_PREFIX) ? ref.slice(SCHEMA_PREFIX.length) : ref;
export const schemaAnchor = (name: string) => `schema-${name}`;
export const tagAnchor = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** Follows a local `$ref` (to a parameter, response, header, body or example) to what it names. */
export function resolve(doc: Json, value: Json | undefined): Json | undefined {
  for (let hops = 0; value?.$ref && hops < 8; hops++) {
    const ref: string = value.$ref;
    if (!ref.startsWith("#/")) return value;
    value = ref.slice(2).split("/").reduce<Json | undefined>(
      (node, key) => node?.[key.replaceAll("~1", "/").replaceAll("~0", "~")],
      doc,
    );
  }
  return value;
}

/** Every operation of `paths` (and of `webhooks`, named by their key), path-level parameters included. */
export function operationsOf(doc: Json, from: "paths" | "webhooks" = "paths"): Operation[] {
  return Object.entries((doc[from] ?? {}) as Json).flatMap(([path, pathItem]) => {
    const item = resolve(doc, pathItem) ?? {};
    const shared: Json[] = item.parameters ?? [];
    return HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const op: Json = item[method];
      const own: Json[] = op.parameters ?? [];
      const key = (p: Json) => {
        const param = resolve(doc, p) ?? {};
        return `${param.in}:${param.name}`;
      };
      // An operation's own parameter replaces the path's parameter of the same name and place.
      const ownKeys = new Set(own.map(key));
      const parameters = [...shared.filter((p) => !ownKeys.has(key(p))), ...own];
      const id = op.operationId ?? `${from === "webhooks" ? "webhook-" : ""}${method}-${path}`;
      return {
        path,
        method,
        op: parameters.length ? { ...op, parameters } : op,
        anchor: `op-${String(id).replace(/[^A-Za-z0-9_-]+/g, "-")}`,
      };
    });
  });
}

/** Operations by tag, in the order the document declares its tags, then the undeclared ones. */
export function groupByTag(doc: Json, operations: Operation[]): [string, Operation[]][] {
  const order: string[] = (doc.tags ?? []).map((t: Json) => t.name);
  const groups = new Map<string, Operation[]>(order.map((name) => [name, []]));
  for (const operation of operations) {
    const tag = operation.op.tags?.[0] ?? "Other";
    if (!groups.has(tag)) groups.set(tag, []);
    groups.get(tag)!.push(operation);
  }
  return [...groups].filter(([, ops]) => ops.length > 0);
}

export interface Access {
  /** No credentials needed: `security` is `[]`, or absent from the operation and the document. */
  isPublic: boolean;
  /** Alternatives (any one will do); each lists the credentials it needs together. */
  alternatives: Credential[][];
  /** `x-required-role`: the role the signed-in user must also have. */
  roles: string[];
}

/** Who may call an operation, from its `security` (or the document's default) and `x-required-role`. */
export function accessOf(doc: Json, op: Json): Access {
  const security: Json[] = op.security ?? doc.security ?? [];
  const schemes: Json = doc.components?.securitySchemes ?? {};
  const alternatives = security
    .map((requirement) =>
      Object.entries(requirement).map(([name, scopes]) => ({
        scheme: name,
        ...schemeLabel(resolve(doc, schemes[name]), name, scopes as string[]),
      }))
    )
    // `{}` among the alternatives means "or no credentials at all".
    .filter((alternative) => alternative.length > 0);
  const optional = security.some((requirement) => Object.keys(requirement).length === 0);
  const role = op["x-required-role"];
  const roles = (Array.isArray(role) ? role : role ? [role] : []).map(String);
  return { isPublic: alternatives.length === 0 || optional, alternatives, roles };
}

/** A security scheme in words: "Signed-in session" sent in "cookie" `sc_session`. */
export interface Credential {
  scheme: string;
  label: string;
  /** Where it travels and under which name, for keys and cookies. */
  place?: string;
  key?: string;
  scopes?: string[];
}

function schemeLabel(
  scheme: Json | undefined,
  name: string,
  scopes: string[] = [],
): Omit<Credential, "scheme"> {
  const base = scopes.length ? { scopes } : {};
  if (!scheme) return { ...base, label: name };
  if (scheme.type === "apiKey" && scheme.in === "cookie") {
    return { label: "Signed-in session", place: "cookie", key: scheme.name };
  }
  if (scheme.type === "apiKey") return { label: "API key", place: scheme.in, key: scheme.name };
  if (scheme.type === "http" && /^bearer$/i.test(scheme.scheme)) return { ...base, label: "Bearer token" };
  if (scheme.type === "http") return { ...base, label: `HTTP ${scheme.scheme} credentials` };
  if (scheme.type === "oauth2" || scheme.type === "openIdConnect") {
    return { ...base, label: `OAuth (${name})` };
  }
  if (scheme.type === "mutualTLS") return { ...base, label: "Client certificate (mutual TLS)" };
  return { ...base, label: name };
}

export interface ObjectView {
  properties: [string, Json][];
  required: Set<string>;
  /** Named schemas an `allOf` builds on, to link to. */
  bases: string[];
  /** `false`: no other fields; a schema: what other fields hold; undefined: unsaid (any). */
  additional?: false | Json;
}

const isEmpty = (schema: unknown) =>
  schema === true || (typeof schema === "object" && schema !== null && Object.keys(schema).length === 0);

/**
 * The fields of an object schema, merging the parts of an `allOf` (following references), or undefined
 * when the schema is not an object with named fields.
 */
export function objectView(schema: Json | undefined, doc: Json, depth = 0): ObjectView | undefined {
  if (!schema || depth > 8) return undefined;
  if (schema.$ref) {
    const named = objectView(resolve(doc, schema), doc, depth + 1);
    return named && { ...named, bases: [refName(schema.$ref)] };
  }
  if (schema.allOf) {
    const parts = (schema.allOf as Json[]).map((part) => objectView(part, doc, depth + 1)).filter(Boolean);
    if (!parts.length) return undefined;
    const additional = parts.some((p) => p!.additional === false)
      ? false
      : parts.find((p) => p!.additional)?.additional;
    return {
      properties: [...new Map(parts.flatMap((p) => p!.properties))],
      required: new Set(parts.flatMap((p) => [...p!.required])),
      bases: parts.flatMap((p) => p!.bases),
      additional,
    };
  }
  if (!schema.properties) return undefined;
  const extra = schema.additionalProperties;
  return {
    properties: Object.entries(schema.properties as Json),
    required: new Set<string>(schema.required ?? []),
    bases: [],
    additional: extra === false ? false : extra && !isEmpty(extra) ? extra : undefined,
  };
}

/** The object with named fields inside a field's schema: itself, its array items, or one of its variants. */
export function nestedObject(schema: Json): Json | undefined {
  if (schema.$ref) return undefined; // a named schema is linked, not repeated
  if (schema.properties || schema.allOf?.some((s: Json) => s.properties)) return schema;
  if (schema.items) return nestedObject(schema.items);
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) {
    const found = nestedObject(variant);
    if (found) return found;
  }
  return undefined;
}

/** Names of the schemas a request body uses, directly or through other schemas. */
export function schemasSent(doc: Json): Set<string> {
  const refs = (value: unknown) =>
    [...JSON.stringify(value ?? null).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) =>
      m[1]
    );
  const bodies = [...operationsOf(doc), ...operationsOf(doc, "webhooks")].map((o) =>
    resolve(doc, o.op.requestBody)
  );
  const sent = new Set<string>();
  const queue = refs(bodies);
  while (queue.length) {
    const name = queue.pop()!;
    if (sent.has(name)) continue;
    sent.add(name);
    queue.push(...refs(doc.components?.schemas?.[name]));
  }
  return sent;
}
