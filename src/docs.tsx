/**
 * The contract over HTTP: /openapi.json, /openapi.yaml, and /docs, the API reference rendered on the
 * server from the same document (src/docs/: who may call each operation, what to send, every answer).
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { openApiDocument, openApiYaml } from "./openapi.ts";
import { renderApiReference } from "./docs/reference.tsx";

type Doc = ReturnType<typeof openApiDocument>;

// deno-lint-ignore no-explicit-any
export function mountDocs(app: OpenAPIHono<any>): void {
  let cached: { doc: Doc; yaml: string; html: string } | undefined;
  // Built on first use, once every route is declared; the contract cannot change while the app runs.
  const contract = () => {
    if (!cached) {
      const doc = openApiDocument(app);
      cached = { doc, yaml: openApiYaml(app), html: renderApiReference(doc) };
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
