/**
 * /docs, the API reference: for every operation of the generated contract it says who may call it, what
 * to send (the request body with its rules) and every answer (status, body, headers, example). A small
 * document of its own checks the rules the app's contract does not use yet, and a browser checks that
 * the page reads at 390 px without scrolling sideways.
 */
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { openApiDocument } from "../src/openapi.ts";
import { renderApiReference } from "../src/docs/reference.tsx";
import { createTestApp, getPage } from "./helpers.ts";
import { CHROMIUM_PATH } from "./browser/browser.ts";

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

const METHODS = ["get", "put", "post", "delete", "patch"];

/** The visible text of some HTML, for matching sentences the way a reader sees them. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/\( /g, "(")
    .replace(/ \)/g, ")")
    .trim();
}

/** Text without any spaces: how words sit around inline code differs between the source and the page. */
const squash = (html: string) => textOf(html).replace(/\s/g, "");

/** The HTML of one operation's (or schema's) article. */
function articleOf(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  assert.ok(start >= 0, `/docs has #${id}`);
  return html.slice(start, html.indexOf("</article>", start));
}

function operations(doc: Json): { path: string; method: string; op: Json }[] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] }))
  );
}

const resolveSchema = (doc: Json, schema: Json) =>
  schema.$ref ? doc.components.schemas[schema.$ref.split("/").pop()] : schema;

/** The shapes a body may take (one, or each of a union) with their fields, through references and allOf. */
function shapesOf(doc: Json, schema: Json): { properties: Json; required: string[] }[] {
  const s = resolveSchema(doc, schema);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.flatMap((variant: Json) => shapesOf(doc, variant));
  if (s.allOf) {
    const parts = s.allOf.flatMap((part: Json) => shapesOf(doc, part));
    return [{
      properties: Object.assign({}, ...parts.map((p: Json) => p.properties)),
      required: parts.flatMap((p: Json) => p.required),
    }];
  }
  return [{ properties: s.properties ?? {}, required: s.required ?? [] }];
}

Deno.test("/docs shows, for every operation, who may call it, what to send and every answer", async (t) => {
  const app = await createTestApp();
  try {
    const doc = openApiDocument(app.app) as Json;
    const res = await getPage(app.app, "/docs");
    assert.equal(res.status, 200);
    const html = await res.text();
    const ops = operations(doc);

    await t.step("who may call: Public, a signed-in session (cookie sc_session), and the role", () => {
      const session = doc.components.securitySchemes.session;
      assert.equal(session.in, "cookie");
      for (const { path, method, op } of ops) {
        const text = textOf(articleOf(html, `op-${op.operationId}`));
        const where = `${method.toUpperCase()} ${path}`;
        const needsSession = (op.security ?? []).some((s: Json) => "session" in s);
        if (needsSession) {
          assert.ok(text.includes(`Who may call: Signed-in session (cookie ${session.name})`), where);
          assert.ok(!text.includes("Who may call: Public"), where);
        } else assert.ok(text.includes("Who may call: Public"), where);
        const role = op["x-required-role"];
        if (role) assert.ok(text.includes(`Role: ${role}`), `${where} names its role ${role}`);
        else assert.ok(!text.includes("Role:"), `${where} needs no role`);
      }
    });

    await t.step("request bodies: content type, schema, every field, required ones marked", () => {
      const withBody = ops.filter(({ op }) => op.requestBody);
      assert.ok(withBody.length >= 10, "the contract has request bodies");
      for (const { path, method, op } of withBody) {
        const article = articleOf(html, `op-${op.operationId}`);
        const where = `${method.toUpperCase()} ${path}`;
        assert.match(article, /<h4[^>]*>Request body/, `${where} has a Request body heading`);
        for (const [type, media] of Object.entries(op.requestBody.content as Json)) {
          assert.ok(article.includes(`<code>${type}</code>`), `${where} says ${type}`);
          if (media.schema.$ref) {
            const name = media.schema.$ref.split("/").pop();
            assert.ok(article.includes(`href="#schema-${name}"`), `${where} links ${name}`);
          }
          for (const { properties, required } of shapesOf(doc, media.schema)) {
            for (const field of Object.keys(properties)) {
              const mark = required.includes(field) ? "required" : "optional";
              // The mark sits in the field's own head, before the next field begins.
              assert.match(
                article,
                new RegExp(`docs-field-name">${field}</code>(?:(?!docs-field-name).)*?class="docs-${mark}"`),
                `${where}: ${field} is shown, ${mark}`,
              );
            }
          }
          assert.match(article, /Example request body/, `${where} has an example`);
        }
      }
    });

    await t.step("every answer: status, description, content types, schema link and headers", () => {
      for (const { path, method, op } of ops) {
        const article = articleOf(html, `op-${op.operationId}`);
        const text = textOf(article);
        const where = `${method.toUpperCase()} ${path}`;
        for (const [status, response] of Object.entries(op.responses as Json)) {
          assert.ok(
            article.includes(`docs-status-${status[0]}xx">${status}</span>`),
            `${where} lists ${status}`,
          );
          assert.ok(
            squash(text).includes(squash(response.description.replaceAll("`", ""))),
            `${where} ${status} description`,
          );
          for (const [type, media] of Object.entries((response.content ?? {}) as Json)) {
            assert.ok(article.includes(`<code>${type}</code>`), `${where} ${status} says ${type}`);
            const ref = media.schema?.$ref ?? media.schema?.items?.$ref;
            if (ref) {
              assert.ok(article.includes(`href="#schema-${ref.split("/").pop()}"`), `${where} ${status}`);
            }
            if (media.example) {
              assert.ok(
                text.includes(JSON.stringify(media.example)) || article.includes(`Example ${status} body`),
              );
            }
          }
          for (const header of Object.keys(response.headers ?? {})) {
            assert.ok(
              article.includes(`docs-field-name">${header}</code>`),
              `${where} ${status} has its ${header} header`,
            );
          }
        }
      }
      // The shared refusals are rendered like any other answer.
      const login = textOf(articleOf(html, "op-loginCustomer"));
      assert.match(login, /429 .*Retry-After integer header/);
      assert.match(login, /415 The body is not JSON/);
    });

    await t.step("the intro shows the servers, the licence, the contact and each tag's description", () => {
      const text = textOf(html);
      for (const server of doc.servers ?? []) assert.ok(text.includes(server.url), server.url);
      if (doc.info.license) {
        assert.ok(html.includes(`href="${doc.info.license.url}"`), "licence link");
        assert.ok(text.includes(doc.info.license.name), "licence name");
      }
      for (const tag of doc.tags) {
        const section = html.slice(html.indexOf(`>${tag.name}</h2>`));
        assert.ok(
          textOf(section.slice(0, 2000)).includes(textOf(tag.description)),
          `${tag.name} is described`,
        );
      }
    });

    await t.step("headings go down one level at a time, ids are unique, and there is no script", () => {
      assert.doesNotMatch(html, /<script/i);
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      assert.equal(levels[0], 1);
      assert.equal(levels.filter((l) => l === 1).length, 1, "one h1");
      levels.forEach((level, i) => {
        if (i > 0) assert.ok(level <= levels[i - 1] + 1, `h${level} after h${levels[i - 1]}`);
      });
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], "no id twice");
      for (const [, table] of html.matchAll(/<table[^>]*>(.*?)<\/table>/g)) assert.match(table, /<th[\s>]/);
    });
  } finally {
    await app.close();
  }
});

/** A document using what the app's contract does not (yet): rules, roles, references, webhooks. */
const SAMPLE: Json = {
  openapi: "3.1.0",
  info: {
    title: "Sample API",
    version: "2.0.0",
    license: { name: "MIT", identifier: "MIT" },
    description: "A sample.",
  },
  servers: [{ url: "https://api.example.in", description: "Production" }],
  tags: [{ name: "Things", description: "Things one can make." }],
  security: [{ session: [] }],
  components: {
    securitySchemes: {
      session: { type: "apiKey", in: "cookie", name: "sid" },
      token: { type: "http", scheme: "bearer" },
    },
    parameters: {
      Limit: { name: "limit", in: "query", schema: { type: "integer", exclusiveMinimum: 0, maximum: 50 } },
    },
    responses: {
      Refused: {
        description: "Refused",
        content: {
          "application/json": { schema: { $ref: "#/components/schemas/Error" }, example: { message: "No." } },
        },
      },
    },
    schemas: {
      Error: { type: "object", properties: { message: { type: "string" } }, required: ["message"] },
      NewThing: {
        type: "object",
        description: "A thing to make.",
        additionalProperties: false,
        required: ["name", "kind"],
        properties: {
          name: { type: "string", minLength: 2, maxLength: 40, pattern: "^[a-z]+$", example: "widget" },
          kind: { type: "string", enum: ["small", "large"] },
          tags: { type: "array", items: { type: "string" }, maxItems: 5, uniqueItems: true },
        },
      },
    },
  },
  paths: {
    "/things/{id}": {
      parameters: [{
        name: "id",
        in: "path",
        required: true,
        schema: { type: "string", pattern: "^[0-9a-f]{24}$" },
      }],
      put: {
        operationId: "putThing",
        tags: ["Things"],
        summary: "Make a thing",
        "x-required-role": "admin",
        parameters: [{ $ref: "#/components/parameters/Limit" }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/NewThing" },
              examples: { small: { summary: "A small one", value: { name: "cog", kind: "small" } } },
            },
          },
        },
        responses: {
          "200": {
            description: "Made",
            headers: { Allow: { description: "Methods the path takes", schema: { type: "string" } } },
            content: { "application/json": { schema: { $ref: "#/components/schemas/NewThing" } } },
          },
          "405": { $ref: "#/components/responses/Refused" },
        },
      },
      post: {
        operationId: "postThing",
        tags: ["Things"],
        summary: "Make a thing of one kind or another",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                oneOf: [
                  { $ref: "#/components/schemas/NewThing" },
                  { type: "object", properties: { copyOf: { type: "string" } }, required: ["copyOf"] },
                  { type: "null" },
                ],
              },
            },
          },
        },
        responses: { "201": { description: "Made" } },
      },
      get: { operationId: "getThing", tags: ["Things"], summary: "A thing", security: [], responses: {} },
      delete: {
        operationId: "dropThing",
        tags: ["Things"],
        summary: "Drop a thing",
        security: [{ session: [] }, { token: [] }],
        responses: { "204": { description: "Dropped" } },
      },
    },
  },
  webhooks: {
    thingMade: {
      post: { summary: "A thing was made", responses: { "200": { description: "Seen" } } },
    },
  },
};

Deno.test("/docs renders what any OpenAPI 3.1 document says, generically", async (t) => {
  const html = renderApiReference(SAMPLE);
  const put = textOf(articleOf(html, "op-putThing"));

  await t.step("roles, the document's default security, public operations and alternatives", () => {
    assert.ok(put.includes("Who may call: Signed-in session (cookie sid) Role: admin"), put);
    assert.ok(textOf(articleOf(html, "op-getThing")).includes("Who may call: Public"));
    assert.ok(
      textOf(articleOf(html, "op-dropThing")).includes("Signed-in session (cookie sid) or Bearer token"),
    );
  });

  await t.step("a body's rules: lengths, pattern, enum, item counts, no other fields, examples", () => {
    assert.match(put, /Request body required application\/json NewThing A thing to make\. No other fields/);
    assert.match(put, /name string required .*2 to 40 characters · Matches \^\[a-z\]\+\$ · Example widget/);
    assert.match(put, /kind "small" \| "large" required/);
    assert.match(put, /tags array of string optional At most 5 items · No repeated items/);
    assert.match(put, /Example request body: A small one \{"name":"cog","kind":"small"\}/);
  });

  await t.step("a body of several shapes shows each, named ones with their fields", () => {
    const post = textOf(articleOf(html, "op-postThing"));
    assert.match(post, /Request body optional application\/json NewThing \| object \| null/);
    assert.match(
      post,
      /Exactly one of these shapes: NewThing A thing to make\. No other fields name string required/,
    );
    assert.match(post, /object copyOf string required/);
    assert.match(post, /Example request body \{"name":"widget","kind":"small"\}/);
  });

  await t.step("parameters from the path and from components, with their bounds", () => {
    assert.match(put, /id string path required Matches \^\[0-9a-f\]\{24\}\$/);
    assert.match(put, /limit integer query optional More than 0 and at most 50/);
  });

  await t.step("answers from components, with headers and examples", () => {
    assert.match(put, /200 Made application\/json NewThing .*Allow string header Methods the path takes/);
    assert.match(put, /405 Refused application\/json Error Example 405 body \{"message":"No\."\}/);
    assert.match(textOf(articleOf(html, "op-dropThing")), /204 Dropped/);
  });

  await t.step("servers, licence, tag descriptions and webhooks", () => {
    const text = textOf(html);
    assert.match(text, /Server https:\/\/api\.example\.in — Production/);
    assert.match(text, /Licence MIT \(MIT\)/);
    assert.match(text, /Things Things one can make\./);
    assert.match(html, /id="webhooks"/);
    assert.match(text, /POST thingMade .*A thing was made/);
  });
});

const hasChromium = (() => {
  try {
    return Deno.statSync(CHROMIUM_PATH).isFile;
  } catch {
    return false;
  }
})();

Deno.test({
  name: "/docs reads at 390 px and at 1366 px without scrolling sideways",
  ignore: !hasChromium && Deno.env.get("CI") !== "true",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const app = await createTestApp();
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
    try {
      for (const width of [390, 1366]) {
        const page = await browser.newPage({ viewport: { width, height: 844 } });
        // The page and its stylesheet come from the app itself, without a server.
        await page.route("http://docs.test/**", async (route) => {
          const url = new URL(route.request().url());
          const answer = await app.app.request(url.pathname + url.search, {
            headers: { accept: "text/html" },
          });
          await route.fulfill({
            status: answer.status,
            headers: Object.fromEntries(answer.headers),
            body: await answer.text(), // HTML, CSS and the SVG logo: all text
          });
        });
        await page.goto("http://docs.test/docs");
        await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
        const layout = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          styled: getComputedStyle(document.querySelector(".docs-op")!).borderTopStyle,
          codeScrolls: [...document.querySelectorAll("pre")].every((pre) =>
            getComputedStyle(pre).overflowX === "auto"
          ),
        }));
        assert.equal(layout.styled, "solid", "the stylesheet loaded");
        assert.equal(layout.scrollWidth, layout.clientWidth, `no sideways scroll at ${width} px`);
        assert.ok(layout.codeScrolls, "example bodies scroll inside their own box");
        await page.close();
      }
    } finally {
      await browser.close();
      await app.close();
    }
  },
});
