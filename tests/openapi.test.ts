/** The committed contract (openapi.yaml) is what the code declares, and it covers every catalogue call. */
import assert from "node:assert/strict";
import { parse } from "yaml";
import { openApiDocument, openApiYaml } from "../src/openapi.ts";
import { z } from "@hono/zod-openapi";
import { createTestApp, getPage } from "./helpers.ts";
import { parseExact } from "./fixtures.ts";
import { ProductPageSchema, ProductSchema } from "../src/catalogue/products/products.schema.ts";
import { CategorySchema } from "../src/catalogue/categories/categories.schema.ts";
import { BannerSchema } from "../src/catalogue/banners/banners.schema.ts";
import { AttributeSchema, UnitSchema } from "../src/catalogue/taxonomy/taxonomy.schema.ts";
import { CitySchema } from "../src/content/cities.api.ts";
import { JobSchema } from "../src/content/jobs.api.ts";
import { CommissionSchema } from "../src/commissions/commissions.schema.ts";

/** The catalogue reads (plus images), each a documented GET. */
const CALLS = [
  "/api/banners/get-banners",
  "/api/category/get-all-categories",
  "/category",
  "/category/{id}",
  "/api/category/{id}",
  "/api/products/get-all-products",
  "/products",
  "/api/products/get-product/{id}",
  "/products/{id}",
  "/attributes",
  "/units",
  "/cities",
  "/jobs",
  "/commissions",
  "/media/{hash}",
];
const PRODUCT_LISTS = ["/api/products/get-all-products", "/products"];
const ARRAY_LISTS = [
  "/api/banners/get-banners",
  "/api/category/get-all-categories",
  "/category",
  "/attributes",
  "/units",
  "/cities",
  "/jobs",
  "/commissions",
];

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

Deno.test("openapi contract", async (t) => {
  const app = await createTestApp();
  try {
    const doc = openApiDocument(app.app) as Json;

    await t.step("openapi.yaml at the root is what the code generates", async () => {
      const expected = openApiYaml(app.app);
      const actual = await Deno.readTextFile(new URL("../openapi.yaml", import.meta.url)).catch(() => "");
      if (actual === expected) return;
      const a = actual.split("\n");
      const e = expected.split("\n");
      const line = e.findIndex((text, i) => text !== a[i]);
      assert.fail(
        "openapi.yaml is out of date: run `deno task openapi` and commit the result.\n" +
          `First difference at line ${line + 1}:\n  file: ${a[line] ?? "(end)"}\n  code: ${
            e[line] ?? "(end)"
          }`,
      );
    });

    await t.step("the committed YAML parses to the same document", async () => {
      const text = await Deno.readTextFile(new URL("../openapi.yaml", import.meta.url));
      assert.deepEqual(parse(text), JSON.parse(JSON.stringify(doc)));
    });

    await t.step("every catalogue call is a documented GET with a JSON 200", () => {
      const operationIds = new Set<string>();
      for (const path of CALLS) {
        const op = doc.paths?.[path]?.get;
        assert.ok(op, `GET ${path} is in the contract`);
        assert.ok(op.summary, `GET ${path} has a summary`);
        assert.ok(op.tags?.length, `GET ${path} has a tag`);
        assert.ok(
          op.operationId && !operationIds.has(op.operationId),
          `GET ${path} has a unique operationId`,
        );
        operationIds.add(op.operationId);
        assert.ok(op.responses?.["200"]?.content, `GET ${path} documents its 200 body`);
      }
    });

    await t.step("lists document paging: limit (default 100, at most 200), page, and the total", () => {
      for (const path of [...PRODUCT_LISTS, ...ARRAY_LISTS]) {
        const op = doc.paths[path].get;
        const params = Object.fromEntries((op.parameters ?? []).map((p: Json) => [p.name, p]));
        assert.equal(params.limit?.schema?.default, 100, `${path} limit default`);
        assert.equal(params.limit?.schema?.maximum, 200, `${path} limit maximum`);
        assert.equal(params.limit?.schema?.minimum, 1, `${path} limit minimum`);
        assert.equal(params.page?.schema?.minimum, 1, `${path} page minimum`);
        assert.ok(op.responses["400"], `${path} documents its 400`);
      }
      for (const path of PRODUCT_LISTS) {
        const schema = doc.paths[path].get.responses["200"].content["application/json"].schema;
        assert.equal(schema.$ref, "#/components/schemas/ProductPage");
        const params = doc.paths[path].get.parameters.map((p: Json) => p.name);
        for (const filter of ["search", "category", "subcategory", "userEmail"]) {
          assert.ok(params.includes(filter));
        }
      }
      for (const path of ARRAY_LISTS) {
        const ok = doc.paths[path].get.responses["200"];
        assert.equal(ok.content["application/json"].schema.type, "array", `${path} answers an array`);
        assert.ok(ok.headers?.["X-Total-Count"], `${path} documents X-Total-Count`);
      }
      const page = doc.components.schemas.ProductPage;
      assert.deepEqual(page.required, ["products", "total", "page", "limit"]);
    });

    await t.step("single-item calls document their 404", () => {
      for (const path of CALLS.filter((p) => p.includes("{"))) {
        assert.ok(doc.paths[path].get.responses["404"], `${path} documents 404`);
      }
    });

    await t.step("every schema field is described", () => {
      for (const [name, schema] of Object.entries(doc.components.schemas as Json)) {
        if (name === "Error") continue; // declared in core; its one field speaks for itself
        assert.ok(schema.description, `schema ${name} has a description`);
        for (const [field, property] of Object.entries(schema.properties ?? {}) as [string, Json][]) {
          const nullableRef = [...(property.allOf ?? []), ...(property.anyOf ?? [])].some((s: Json) =>
            s.$ref
          );
          assert.ok(property.description || property.$ref || nullableRef, `${name}.${field} is described`);
        }
      }
    });

    await t.step("/openapi.json and /openapi.yaml serve the contract", async () => {
      const json = await app.get("/openapi.json");
      assert.equal(json.status, 200);
      assert.match(json.headers.get("content-type") ?? "", /application\/json/);
      assert.deepEqual(await json.json(), JSON.parse(JSON.stringify(doc)));
      const yaml = await app.get("/openapi.yaml");
      assert.equal(yaml.status, 200);
      assert.match(yaml.headers.get("content-type") ?? "", /yaml/);
      assert.equal(await yaml.text(), openApiYaml(app.app));
    });

    await t.step(
      "/docs is an HTML reference listing every operation and schema, without scripts",
      async () => {
        const res = await getPage(app.app, "/docs");
        assert.equal(res.status, 200);
        assert.match(res.headers.get("content-type") ?? "", /text\/html/);
        const html = await res.text();
        assert.doesNotMatch(html, /<script/i);
        // Every operation, not only the catalogue's: who may call it, bodies and answers are in docs.test.ts.
        for (const [path, item] of Object.entries(doc.paths as Json)) {
          for (const method of ["get", "put", "post", "delete", "patch"].filter((m) => (item as Json)[m])) {
            const op = (item as Json)[method];
            assert.ok(html.includes(`id="op-${op.operationId}"`), `/docs has ${path}`);
            assert.ok(html.includes(`href="#op-${op.operationId}"`), `/docs contents link ${path}`);
          }
        }
        for (const name of Object.keys(doc.components.schemas)) {
          assert.ok(html.includes(`id="schema-${name}"`), `/docs has schema ${name}`);
        }
        assert.ok(html.includes('href="#schema-Product"'), "schema names link to their definition");
        for (const tag of doc.tags as Json[]) {
          assert.ok(html.includes(`>${tag.name}</h2>`), tag.name);
        }
        assert.match(html, /X-Total-Count/);
      },
    );
  } finally {
    await app.close();
  }
});

Deno.test("on the demo catalogue, every list call answers its documented schema", async () => {
  const app = await createTestApp({ seed: true });
  try {
    const { products, total } = parseExact(
      ProductPageSchema,
      await (await app.get("/products?limit=200")).json(),
    );
    for (let page = 2; page <= Math.ceil(total / 200); page++) {
      parseExact(ProductPageSchema, await (await app.get(`/products?limit=200&page=${page}`)).json());
    }
    if (products[0]) {
      parseExact(ProductSchema, await (await app.get(`/api/products/get-product/${products[0]._id}`)).json());
    }
    const arrays: [string, z.ZodType][] = [
      ["/api/category/get-all-categories?limit=200", z.array(CategorySchema)],
      ["/api/banners/get-banners?limit=200", z.array(BannerSchema)],
      ["/units?limit=200", z.array(UnitSchema)],
      ["/attributes?limit=200", z.array(AttributeSchema)],
      ["/cities?limit=200", z.array(CitySchema)],
      ["/jobs?limit=200", z.array(JobSchema)],
      ["/commissions?limit=200", z.array(CommissionSchema)],
    ];
    for (const [path, schema] of arrays) {
      const res = await app.get(path);
      assert.equal(res.status, 200, path);
      const body = parseExact(schema, await res.json(), path) as unknown[];
      assert.equal(Number(res.headers.get("x-total-count")), body.length, `${path}: X-Total-Count`);
    }
  } finally {
    await app.close();
  }
});
