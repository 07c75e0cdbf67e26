/** The admin's unit and attribute calls: POST /units, /attributes; DELETE /units/{id}, /attributes/{id}. */
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createApi, describeZodError, errorResponse, jsonResponse } from "../../core/http.ts";
import { namedResource } from "../../core/named-resource.ts";
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
import { namedEntries, type NamedJson } from "./named-list.ts";
import type { NamedTableName } from "./taxonomy.queries.ts";
import { addNamed, deleteNamedEntry } from "./taxonomy-writes.service.ts";
import { AttributeSchema, UnitSchema } from "./taxonomy.schema.ts";

const SCHEMA: Record<NamedKind, z.ZodType<NamedJson>> = { unit: UnitSchema, attribute: AttributeSchema };
const EXAMPLE: Record<NamedKind, string> = { unit: "Dozen", attribute: "Refresh Rate" };
const PLURAL: Record<NamedKind, NamedTableName> = { unit: "units", attribute: "attributes" };

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

const withKind = (kind: NamedKind) =>
  namedResource({
    ...namedEntries(PLURAL[kind], SCHEMA[kind], "Catalogue"),
    add: {
      operationId: kind === "unit" ? "addUnit" : "addAttribute",
      summary: `Add ${kind === "unit" ? "a unit" : "an attribute"}`,
      description: `The product form offers it at once. Duplicates are refused ignoring case.`,
      body: body(kind),
      responses: {
        201: jsonResponse(SCHEMA[kind], `The new ${NAMED_LABEL[kind].one}`),
        400: errorResponse("The name is missing, empty after trimming, or too long", `name: ${REQUIRED}`),
        409: errorResponse(`It exists already, in any case: \`${namedTaken(kind)}\``, namedTaken(kind)),
      },
      refusal,
      run: (db, actor, { name }) => addNamed(db, actor, kind, name),
    },
    remove: {
      operationId: kind === "unit" ? "deleteUnit" : "deleteAttribute",
      summary: `Delete ${kind === "unit" ? "a unit" : "an attribute"}`,
      description: `Refused (409, nothing changed) while products name the ${NAMED_LABEL[kind].one}.`,
      params: param(kind),
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
      deleted: namedDeleted(kind),
      run: (db, actor, id) => deleteNamedEntry(db, actor, kind, id),
    },
  });

export const taxonomyWritesApi = createApi().route("/", withKind("unit")).route("/", withKind("attribute"));
