/** The API reference at /docs, rendered on the server from the generated contract (no CDN, no script). */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { openApiDocument, openApiYaml } from "./openapi.ts";
import { renderDocument } from "./ui/render.tsx";

type Doc = ReturnType<typeof openApiDocument>;
type Json = Record<string, any>;

function schemaText(schema: Json | undefined, doc: Doc, depth = 0): string {
  if (!schema) return "";
  if (schema.$ref) return schema.$ref.split("/").pop();
  if (schema.type === "array") return `${schemaText(schema.items, doc, depth)}[]`;
  if (schema.anyOf) return schema.anyOf.map((s: Json) => schemaText(s, doc, depth)).join(" | ");
  if (schema.type === "object" && schema.properties && depth < 2) {
    return `{ ${Object.entries(schema.properties).map(([k, v]) => `${k}: ${schemaText(v as Json, doc, depth + 1)}`).join(", ")} }`;
  }
  return Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "any");
}

function ApiReference({ doc }: { doc: Doc }) {
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({ path, method, op: op as Json }))
  );
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Json);
  return (
    <main className="container docs">
      <h1>{doc.info.title} <small>v{doc.info.version}</small></h1>
      <p>{doc.info.description}</p>
      <p>
        Machine-readable: <a href="/openapi.yaml">openapi.yaml</a> · <a href="/openapi.json">openapi.json</a>
      </p>
      <h2>Operations</h2>
      {operations.map(({ path, method, op }) => (
        <section key={method + path} className="op" id={`${method}-${path}`}>
          <h3><span className={`method method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code></h3>
          <p>{op.summary}</p>
          {op.description && <p className="muted">{op.description}</p>}
          {op.parameters?.length > 0 && (
            <table>
              <thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Description</th></tr></thead>
              <tbody>
                {op.parameters.map((p: Json) => (
                  <tr key={p.in + p.name}>
                    <td><code>{p.name}</code>{p.required ? " *" : ""}</td>
                    <td>{p.in}</td>
                    <td>{schemaText(p.schema, doc)}</td>
                    <td>{p.description ?? p.schema?.description ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <ul>
            {Object.entries(op.responses ?? {}).map(([status, r]) => (
              <li key={status}>
                <strong>{status}</strong> {(r as Json).description}{" "}
                <code>{schemaText((r as Json).content?.["application/json"]?.schema, doc)}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h2>Schemas</h2>
      {schemas.map(([name, schema]) => (
        <section key={name} className="op" id={`schema-${name}`}>
          <h3>{name}</h3>
          <table>
            <thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead>
            <tbody>
              {Object.entries((schema as Json).properties ?? {}).map(([field, s]) => (
                <tr key={field}>
                  <td><code>{field}</code></td>
                  <td>{schemaText(s as Json, doc)}</td>
                  <td>{(s as Json).description ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}

// deno-lint-ignore no-explicit-any
export function mountDocs(app: OpenAPIHono<any>): void {
  let cached: { doc: Doc; yaml: string; html: string } | undefined;
  const contract = () => {
    if (!cached) {
      const doc = openApiDocument(app);
      const html = renderDocument(<ApiReference doc={doc} />, { title: "API reference" });
      cached = { doc, yaml: openApiYaml(app), html };
    }
    return cached;
  };
  app.get("/openapi.json", (c) => c.json(contract().doc));
  app.get("/openapi.yaml", (c) => c.body(contract().yaml, 200, { "content-type": "application/yaml; charset=utf-8" }));
  app.get("/docs", (c) => c.html(contract().html));
}
