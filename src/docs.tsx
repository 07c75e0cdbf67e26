/**
 * The API reference at /docs, rendered on the server from the generated contract (no CDN, no script):
 * operations grouped by tag, their parameters and responses, then every schema with its fields.
 */
import type { ReactNode } from "react";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { openApiDocument, openApiYaml } from "./openapi.ts";
import { renderDocument } from "./ui/render.tsx";
import { asset } from "./ui/assets.ts";

type Doc = ReturnType<typeof openApiDocument>;
// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

interface Operation {
  path: string;
  method: string;
  op: Json;
  anchor: string;
}

const SCHEMA_PREFIX = "#/components/schemas/";
const refName = (ref: string) => ref.startsWith(SCHEMA_PREFIX) ? ref.slice(SCHEMA_PREFIX.length) : ref;
const schemaAnchor = (name: string) => `schema-${name}`;
const tagAnchor = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** Descriptions use `backticks` for code, as in Markdown. */
function Text({ children }: { children?: string }) {
  if (!children) return null;
  return <>{children.split("`").map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

/** The document's description: paragraphs, and "- Label: text" lines as a list. */
function Prose({ text = "" }: { text?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((block, i) => {
        const lines = block.split("\n");
        if (!lines.every((line) => line.startsWith("- "))) {
          return (
            <p key={i}>
              <Text>{block}</Text>
            </p>
          );
        }
        return (
          <ul key={i} className="docs-conventions">
            {lines.map((line) => {
              const [, label, rest] = line.slice(2).match(/^([A-Z][\w ]{0,20}): (.*)$/) ?? [];
              return (
                <li key={line}>
                  {label
                    ? (
                      <>
                        <strong>{label}:</strong> <Text>{rest}</Text>
                      </>
                    )
                    : <Text>{line.slice(2)}</Text>}
                </li>
              );
            })}
          </ul>
        );
      })}
    </>
  );
}

/** A path with its {parameters} highlighted. */
function PathText({ path }: { path: string }) {
  return (
    <code className="docs-path">
      {path.split(/(\{[^}]+\})/).map((part, i) =>
        i % 2 ? <span key={i} className="docs-path-param">{part}</span> : part
      )}
    </code>
  );
}

function MethodBadge({ method }: { method: string }) {
  return <span className={`method method-${method}`}>{method.toUpperCase()}</span>;
}

/** The type of a schema in words, with links to named schemas: "array of Category", "string | null". */
function TypeText({ schema }: { schema?: Json }): ReactNode {
  if (!schema) return "any";
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return <a href={`#${schemaAnchor(name)}`}>{name}</a>;
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    return variants.map((s: Json, i: number) => (
      <span key={i}>
        {i > 0 && " | "}
        <TypeText schema={s} />
      </span>
    ));
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type ?? "any"];
  return types.map((type, i) => (
    <span key={type}>
      {i > 0 && " | "}
      {type === "array"
        ? (
          <>
            array of <TypeText schema={schema.items} />
          </>
        )
        : schema.enum && type !== "null"
        ? schema.enum.map((v: unknown) => JSON.stringify(v)).join(" | ")
        : type}
      {schema.format && type !== "null" && type !== "array" ? ` (${schema.format})` : ""}
    </span>
  ));
}

/** Default, bounds and example of a schema, as short facts. */
function constraints(schema: Json = {}): string[] {
  const facts: string[] = [];
  if (schema.default !== undefined) facts.push(`Default ${JSON.stringify(schema.default)}`);
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    facts.push(`${schema.minimum} to ${schema.maximum}`);
  } else if (schema.minimum !== undefined) facts.push(`At least ${schema.minimum}`);
  else if (schema.maximum !== undefined) facts.push(`At most ${schema.maximum}`);
  if (schema.minLength !== undefined) facts.push(`At least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) facts.push(`At most ${schema.maxLength} characters`);
  return facts;
}

function exampleText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

interface FieldProps {
  name: string;
  schema: Json;
  required?: boolean;
  /** Where a parameter travels (path, query, header); none for a body field. */
  location?: string;
  description?: string;
}

/** One parameter or one schema field: name, type, where, whether required, then its description and facts. */
function Field({ name, schema, required, location, description }: FieldProps) {
  const facts = constraints(schema);
  // An example equal to the default says nothing new.
  const example = schema.example !== undefined && schema.example !== schema.default
    ? schema.example
    : undefined;
  const text = description ?? schema.description;
  const nested = schema.type === "object" && schema.properties ? schema : undefined;
  return (
    <li className="docs-field">
      <div className="docs-field-head">
        <code className="docs-field-name">{name}</code>
        <span className="docs-type">
          <TypeText schema={schema} />
        </span>
        {location && <span className="docs-in">{location}</span>}
        {/* A parameter says whether it must be sent; a body field is always there unless optional. */}
        {location && location !== "header" && required && <span className="docs-required">required</span>}
        {!required && <span className="docs-optional">optional</span>}
      </div>
      {text && (
        <p className="docs-field-desc">
          <Text>{text}</Text>
        </p>
      )}
      {(facts.length > 0 || example !== undefined) && (
        <p className="docs-facts">
          {facts.join(" · ")}
          {facts.length > 0 && example !== undefined && " · "}
          {example !== undefined && (
            <>
              Example <code>{exampleText(example)}</code>
            </>
          )}
        </p>
      )}
      {nested && <Fields schema={nested} />}
    </li>
  );
}

function Fields({ schema }: { schema: Json }) {
  const required = new Set<string>(schema.required ?? []);
  return (
    <ul className="docs-fields">
      {Object.entries(schema.properties ?? {}).map(([name, s]) => (
        <Field key={name} name={name} schema={s as Json} required={required.has(name)} />
      ))}
    </ul>
  );
}

/** A plausible JSON body built from the schema's examples, to show the shape at a glance. */
function sampleOf(schema: Json | undefined, doc: Doc, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.$ref) return sampleOf(doc.components?.schemas?.[refName(schema.$ref)] as Json, doc, depth + 1);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v as Json, doc, depth + 1)]),
      );
    case "array":
      return [sampleOf(schema.items, doc, depth + 1)];
    case "string":
      return schema.format === "date-time" ? "2025-01-15T10:30:00.000Z" : "string";
    case "integer":
    case "number":
      return 0;
    case "boolean":
      return true;
    default:
      return null;
  }
}

function statusClass(status: string) {
  return `docs-status docs-status-${status[0]}xx`;
}

function Responses({ op, doc }: { op: Json; doc: Doc }) {
  return (
    <ul className="docs-responses">
      {Object.entries(op.responses ?? {}).map(([status, response]) => {
        const r = response as Json;
        const [contentType, media] = Object.entries((r.content ?? {}) as Json)[0] ?? [];
        const headers = Object.entries((r.headers ?? {}) as Json);
        const sample = contentType === "application/json" && status.startsWith("2")
          ? sampleOf(media?.schema, doc)
          : undefined;
        return (
          <li key={status} className="docs-response">
            <div className="docs-response-head">
              <span className={statusClass(status)}>{status}</span>
              <span>
                <Text>{r.description}</Text>
              </span>
            </div>
            {contentType && (
              <p className="docs-response-body">
                <code>{contentType}</code>{" "}
                <span className="docs-type">
                  <TypeText schema={media?.schema} />
                </span>
              </p>
            )}
            {headers.length > 0 && (
              <ul className="docs-fields">
                {headers.map(([name, h]) => (
                  <Field
                    key={name}
                    name={name}
                    schema={(h as Json).schema ?? {}}
                    location="header"
                    required
                    description={(h as Json).description}
                  />
                ))}
              </ul>
            )}
            {sample !== undefined && (
              <details className="docs-example">
                <summary>Example body</summary>
                <pre
                  tabIndex={0}
                  aria-label={`Example ${status} body`}
                ><code>{JSON.stringify(sample, null, 2)}</code></pre>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function OperationCard({ operation, doc }: { operation: Operation; doc: Doc }) {
  const { op, method, path, anchor } = operation;
  const parameters: Json[] = op.parameters ?? [];
  return (
    <article className="docs-op" id={anchor} aria-labelledby={`${anchor}-title`}>
      <h3 className="docs-op-title" id={`${anchor}-title`}>
        <MethodBadge method={method} />
        <PathText path={path} />
        <a className="docs-anchor" href={`#${anchor}`} aria-label={`Link to ${method.toUpperCase()} ${path}`}>
          #
        </a>
      </h3>
      <p className="docs-summary">{op.summary}</p>
      {op.description && (
        <p className="docs-desc">
          <Text>{op.description}</Text>
        </p>
      )}
      {parameters.length > 0 && (
        <>
          <h4>Parameters</h4>
          <ul className="docs-fields">
            {parameters.map((p) => (
              <Field
                key={p.in + p.name}
                name={p.name}
                schema={p.schema ?? {}}
                location={p.in}
                required={p.required}
                description={p.description}
              />
            ))}
          </ul>
        </>
      )}
      <h4>Responses</h4>
      <Responses op={op} doc={doc} />
    </article>
  );
}

function SchemaCard({ name, schema, usedBy }: { name: string; schema: Json; usedBy: Operation[] }) {
  return (
    <article className="docs-schema" id={schemaAnchor(name)}>
      <h3>
        {name}
        <a className="docs-anchor" href={`#${schemaAnchor(name)}`} aria-label={`Link to schema ${name}`}>#</a>
      </h3>
      {schema.description && (
        <p className="docs-desc">
          <Text>{schema.description}</Text>
        </p>
      )}
      <Fields schema={schema} />
      {usedBy.length > 0 && (
        <p className="docs-used-by">
          Used by {usedBy.map((o, i) => (
            <span key={o.anchor}>
              {i > 0 && ", "}
              <a href={`#${o.anchor}`}>{o.method.toUpperCase()} {o.path}</a>
            </span>
          ))}
        </p>
      )}
    </article>
  );
}

function Contents({ groups, schemaNames }: { groups: [string, Operation[]][]; schemaNames: string[] }) {
  return (
    <>
      {groups.map(([tag, ops]) => (
        <div key={tag} className="docs-nav-group">
          <a className="docs-nav-tag" href={`#${tagAnchor(tag)}`}>{tag}</a>
          <ul>
            {ops.map((o) => (
              <li key={o.anchor}>
                <a href={`#${o.anchor}`}>
                  <MethodBadge method={o.method} /> <span>{o.path}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="docs-nav-group">
        <a className="docs-nav-tag" href="#schemas">Schemas</a>
        <ul>
          {schemaNames.map((name) => (
            <li key={name}>
              <a href={`#${schemaAnchor(name)}`}>{name}</a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function operationsOf(doc: Doc): Operation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({
      path,
      method,
      op: op as Json,
      anchor: `op-${(op as Json).operationId ?? `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-")}`,
    }))
  );
}

/** Operations by tag, in the order the document declares its tags. */
function groupByTag(doc: Doc, operations: Operation[]): [string, Operation[]][] {
  const order = (doc.tags ?? []).map((t) => t.name);
  const groups = new Map<string, Operation[]>(order.map((name) => [name, []]));
  for (const operation of operations) {
    const tag = operation.op.tags?.[0] ?? "Other";
    if (!groups.has(tag)) groups.set(tag, []);
    groups.get(tag)!.push(operation);
  }
  return [...groups].filter(([, ops]) => ops.length > 0);
}

function ApiReference({ doc }: { doc: Doc }) {
  const operations = operationsOf(doc);
  const groups = groupByTag(doc, operations);
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Json).sort(([a], [b]) =>
    a.localeCompare(b)
  );
  const tagInfo = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
  const usedBy = (name: string) =>
    operations.filter((o) => JSON.stringify(o.op).includes(`"${SCHEMA_PREFIX}${name}"`));
  return (
    <div className="docs">
      <a className="skip-link" href="#docs-content">Skip to the reference</a>
      <header className="docs-top">
        <a href="/" className="docs-logo">
          <img src={asset("/static/logo.svg")} alt="SwiftCart home" width="148" height="36" />
        </a>
        <span className="docs-top-title">API reference</span>
        <nav className="docs-top-links" aria-label="Machine-readable contract">
          <a href="/openapi.yaml">openapi.yaml</a>
          <a href="/openapi.json">openapi.json</a>
        </nav>
      </header>
      <div className="docs-layout">
        <aside className="docs-sidebar">
          <nav aria-label="API contents">
            <Contents groups={groups} schemaNames={schemas.map(([n]) => n)} />
          </nav>
        </aside>
        <main className="docs-main" id="docs-content">
          <section className="docs-intro">
            <h1>
              {doc.info.title} <span className="docs-version">v{doc.info.version}</span>
            </h1>
            <Prose text={doc.info.description} />
            <p className="docs-facts">
              OpenAPI {doc.openapi} · Base URL: this site's origin · Only JSON bodies
            </p>
            <details className="docs-toc">
              <summary>Contents</summary>
              <nav aria-label="API contents (compact)">
                <Contents groups={groups} schemaNames={schemas.map(([n]) => n)} />
              </nav>
            </details>
          </section>
          {groups.map(([tag, ops]) => (
            <section
              key={tag}
              className="docs-tag"
              id={tagAnchor(tag)}
              aria-labelledby={`${tagAnchor(tag)}-title`}
            >
              <h2 id={`${tagAnchor(tag)}-title`}>{tag}</h2>
              {tagInfo.get(tag) && (
                <p className="docs-desc">
                  <Text>{tagInfo.get(tag)}</Text>
                </p>
              )}
              {ops.map((operation) => (
                <OperationCard
                  key={operation.anchor}
                  operation={operation}
                  doc={doc}
                />
              ))}
            </section>
          ))}
          <section className="docs-tag" id="schemas" aria-labelledby="schemas-title">
            <h2 id="schemas-title">Schemas</h2>
            <p className="docs-desc">
              The shapes of the bodies above. Every field is present unless marked optional; nullable fields
              say so in their type.
            </p>
            {schemas.map(([name, schema]) => (
              <SchemaCard key={name} name={name} schema={schema as Json} usedBy={usedBy(name)} />
            ))}
          </section>
        </main>
      </div>
    </div>
  );
}

// deno-lint-ignore no-explicit-any
export function mountDocs(app: OpenAPIHono<any>): void {
  let cached: { doc: Doc; yaml: string; html: string } | undefined;
  // Built on first use, once every route is declared; the contract cannot change while the app runs.
  const contract = () => {
    if (!cached) {
      const doc = openApiDocument(app);
      const html = renderDocument(<ApiReference doc={doc} />, {
        title: "API reference",
        description:
          "The SwiftCart marketplace HTTP API: catalogue, content and admin calls, with their schemas.",
      });
      cached = { doc, yaml: openApiYaml(app), html };
    }
    return cached;
  };
  app.get("/openapi.json", (c) => c.json(contract().doc));
  app.get(
    "/openapi.yaml",
    (c) => c.body(contract().yaml, 200, { "content-type": "application/yaml; charset=utf-8" }),
  );
  app.get("/docs", (c) => c.html(contract().html));
}
