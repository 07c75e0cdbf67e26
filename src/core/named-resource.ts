/**
 * A resource of one shape, declared once: a public paged list at `path`, and the admin adding an entry
 * there and deleting one at `path/{id}`, each write audited by the service it calls. Units, attributes,
 * cities and job openings are such resources; each passes the parts it has and its own documentation.
 */
import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { DB } from "../../db/database.ts";
import { type Actor, auditActor } from "../audit/actor.ts";
import { guarded } from "../auth/guard.ts";
import { type AppContext, createApi, errorResponses, type Page, PageQuery, TotalHeader } from "./http.ts";
import { type Paged, sendList } from "./paging.ts";

type Responses = RouteConfig["responses"];
type Refusal = (result: { success: boolean; error?: z.ZodError; data?: unknown }, c: Context) => unknown;

/** What a route says in the contract, beyond its method, path and request. */
interface Documented {
  operationId: string;
  summary: string;
  description: string;
}

export interface NamedResource<Row, Json, Body> {
  /** The collection: GET and POST here, DELETE at `${path}/{id}`. */
  path: string;
  tag: string;
  /** One entry as the API answers it. */
  schema: z.ZodType<Json>;
  toJson: (row: Row) => Json;
  /** Everyone reads a page of it, the total in `X-Total-Count`. */
  list?: Documented & {
    /** The 200 answer's description. */
    answer: string;
    load: (db: DB, page: Page) => Promise<Paged<Row>>;
  };
  /** The admin adds an entry (201 with it); `refusal` words an invalid body (else the field and zod's words). */
  add?: Documented & {
    body: z.ZodType<Body>;
    responses: Responses;
    refusal?: Refusal;
    run: (db: DB, actor: Actor, body: Body) => Promise<Row>;
  };
  /** The admin deletes an entry by id, answered with `{ message: deleted }`. */
  remove?: Documented & {
    params: z.ZodObject<{ id: z.ZodType<string> }>;
    responses: Responses;
    deleted: string;
    run: (db: DB, actor: Actor, id: string) => Promise<void>;
  };
}

/** The sub-app of the parts given: the list, then adding, then deleting. */
export function namedResource<Row, Json, Body>(resource: NamedResource<Row, Json, Body>) {
  const { path, tag, schema, toJson, list, add, remove } = resource;
  const tags = [tag];
  // Typed loosely: each part adds a route of its own shape, and the sub-app is only ever mounted.
  // deno-lint-ignore no-explicit-any
  let api = createApi() as ReturnType<typeof createApi> & { openapi: (...args: any[]) => any };
  if (list) {
    const route = createRoute({
      method: "get",
      path,
      operationId: list.operationId,
      tags,
      summary: list.summary,
      description: list.description,
      request: { query: PageQuery },
      responses: {
        200: {
          description: list.answer,
          headers: TotalHeader,
          content: { "application/json": { schema: z.array(schema) } },
        },
        400: errorResponses[400],
      },
    });
    api = api.openapi(
      route,
      async (c: AppContext) => sendList(c, await list.load(c.var.db, query(c)), toJson),
    );
  }
  if (add) {
    const route = createRoute(guarded("admin", {
      method: "post",
      path,
      operationId: add.operationId,
      tags,
      summary: add.summary,
      description: add.description,
      request: { body: { required: true, content: { "application/json": { schema: add.body } } } },
      responses: add.responses,
    }));
    api = api.openapi(route, async (c: AppContext) => {
      const row = await add.run(c.var.db, auditActor(c), valid<Body>(c, "json"));
      return c.json(toJson(row), 201);
    }, add.refusal);
  }
  if (remove) {
    const route = createRoute(guarded("admin", {
      method: "delete",
      path: `${path}/{id}`,
      operationId: remove.operationId,
      tags,
      summary: remove.summary,
      description: remove.description,
      request: { params: remove.params },
      responses: remove.responses,
    }));
    api = api.openapi(route, async (c: AppContext) => {
      await remove.run(c.var.db, auditActor(c), valid<{ id: string }>(c, "param").id);
      return c.json({ message: remove.deleted }, 200);
    });
  }
  return api as ReturnType<typeof createApi>;
}

/** The validated part of the request (the route declared its schema; the factory cannot type it). */
const valid = <T>(c: AppContext, target: "json" | "param" | "query") =>
  (c.req as unknown as { valid(target: string): T }).valid(target);

const query = (c: AppContext) => valid<Page>(c, "query");
