/** The admin's unit and attribute calls (spec section 7): POST /units, /attributes; DELETE /units/{id}, /attributes/{id}. */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { currentUser, guarded } from "../../auth/guard.ts";
import { createApi, describeZodError, errorResponse, jsonResponse } from "../../core/http.ts";
import {
  MAX_NAME,
  NAMED_LABEL,
  namedDeleted,
  type NamedKind,
  namedNotFound,
  namedTaken,
  REQUIRED,
} from "../catalogue-admin.rules.ts";
import { CatalogueMessage } from "../categories/category-writes.schema.ts";
import { addNamed, deleteNamedEntry } from "./taxonomy-writes.service.ts";
import { AttributeSchema, UnitSchema } from "./taxonomy.schema.ts";

const tags = ["Catalogue"];
const SCHEMA: Record<NamedKind, z.ZodType> = { unit: UnitSchema, attribute: AttributeSchema };
const EXAMPLE: Record<NamedKind, string> = { unit: "Dozen", attribute: "Refresh Rate" };
const PLURAL: Record<NamedKind, string> = { unit: "units", attribute: "attributes" };

const body = (kind: NamedKind) =>
  z.object({
    name: z.string().openapi({
      description: `The ${
        NAMED_LABEL[kind].one
      }'s name; trimmed, 1 to ${MAX_NAME} characters, unique ignoring case`,
      example: EXAMPLE[kind],
    }),
  }).strict().openapi(`New${NAMED_LABEL[kind].title}`, { description: `A new ${NAMED_LABEL[kind].one}.` });

const param = (kind: NamedKind) =>
  z.object({
    id: z.string().max(64, { error: "must be at most 64 characters." }).openapi({
      param: { name: "id", in: "path" },
      description: `${NAMED_LABEL[kind].title} id`,
      example: "6740f1a2c3d4e5f6a7b8c9d0",
    }),
  });

const refusal = (result: { success: boolean; error?: z.ZodError }, c: Context) => {
  if (result.success || !result.error) return;
  const data = (result as { data?: unknown }).data as Record<string, unknown> | undefined;
  const unknown = result.error.issues.find((issue) => issue.code === "unrecognized_keys");
  if (unknown) return c.json({ message: describeZodError(new z.ZodError([unknown])) }, 400);
  if (data && typeof data === "object" && data.name === undefined) {
    return c.json({ message: `name: ${REQUIRED}` }, 400);
  }
  return c.json({ message: describeZodError(result.error) }, 400);
};

const addRoute = (kind: NamedKind) =>
  createRoute(guarded("admin", {
    method: "post",
    path: `/${PLURAL[kind]}`,
    operationId: kind === "unit" ? "addUnit" : "addAttribute",
    tags,
    summary: `Add ${kind === "unit" ? "a unit" : "an attribute"}`,
    description: `The product form offers it at once. Duplicates are refused ignoring case.`,
    request: {
      body: { required: true, content: { "application/json": { schema: body(kind) } } },
    },
    responses: {
      201: jsonResponse(SCHEMA[kind], `The new ${NAMED_LABEL[kind].one}`),
      400: errorResponse("The name is missing, empty after trimming, or too long", `name: ${REQUIRED}`),
      409: errorResponse(`It exists already, in any case: \`${namedTaken(kind)}\``, namedTaken(kind)),
    },
  }));

const deleteRoute = (kind: NamedKind) =>
  createRoute(guarded("admin", {
    method: "delete",
    path: `/${PLURAL[kind]}/{id}`,
    operationId: kind === "unit" ? "deleteUnit" : "deleteAttribute",
    tags,
    summary: `Delete ${kind === "unit" ? "a unit" : "an attribute"}`,
    description: `Refused (409, nothing changed) while products name the ${NAMED_LABEL[kind].one}.`,
    request: { params: param(kind) },
    responses: {
      200: jsonResponse(CatalogueMessage, `Deleted: \`${namedDeleted(kind)}\``, {
        message: namedDeleted(kind),
      }),
      404: errorResponse(
        `No ${NAMED_LABEL[kind].one} has this id: \`${namedNotFound(kind)}\``,
        namedNotFound(kind),
      ),
      409: errorResponse(
        `Products name it; the message says how many, e.g. \`The ${NAMED_LABEL[kind].one} "${
          EXAMPLE[kind]
        }" is used by 4 products.\``,
      ),
    },
  }));

const actorOf = (c: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(c);
  return { id: user.id, role: user.role };
};

const withKind = (kind: NamedKind) =>
  createApi()
    .openapi(addRoute(kind), async (c) => {
      const row = await addNamed(c.var.db, actorOf(c), kind, c.req.valid("json").name);
      return c.json({ _id: row.id, name: row.name }, 201);
    }, refusal)
    .openapi(deleteRoute(kind), async (c) => {
      await deleteNamedEntry(c.var.db, actorOf(c), kind, c.req.valid("param").id);
      return c.json({ message: namedDeleted(kind) }, 200);
    });

export const taxonomyWritesApi = createApi().route("/", withKind("unit")).route("/", withKind("attribute"));
