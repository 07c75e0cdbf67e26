/**
 * Commission rates (GET, POST /commissions, PUT and DELETE /commissions/{id}): everyone reads the
 * table (vendors and prospective sellers too); only an admin writes it, each write audited.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { auditActor } from "../audit/actor.ts";
import { guarded } from "../auth/guard.ts";
import { MessageAnswer } from "../catalogue/store-products/product-writes.schema.ts";
import {
  createApi,
  describeZodError,
  errorResponse,
  errorResponses,
  jsonResponse,
  PageQuery,
  TotalHeader,
} from "../core/http.ts";
import { sendList } from "../core/paging.ts";
import { listCommissions } from "./commissions.queries.ts";
import {
  CATEGORY_REQUIRED,
  COMMISSION_DELETED,
  COMMISSION_NOT_FOUND,
  CommissionBody,
  CommissionIdParam,
  CommissionSchema,
  commissionTaken,
  RATE_RULE,
  UNKNOWN_CATEGORY,
  unknownSubcategory,
} from "./commissions.schema.ts";
import {
  changeCommission,
  createCommission,
  removeCommission,
  toCommissionJson,
} from "./commissions.service.ts";

export { CommissionSchema };

const tags = ["Admin"];

const route = createRoute({
  method: "get",
  path: "/commissions",
  operationId: "listCommissions",
  tags,
  summary: "List commission rates",
  description:
    "An array ordered by category then subcategory (the whole-category rate first). Paged by `limit` " +
    "(default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.",
  request: { query: PageQuery },
  responses: {
    200: {
      description: "A page of commissions",
      headers: TotalHeader,
      content: { "application/json": { schema: z.array(CommissionSchema) } },
    },
    400: errorResponses[400],
  },
});

const example = {
  _id: "6740f1a2c3d4e5f6a7b8c9d0",
  category: "Mobiles",
  subcategory: "Android phones",
  commission: 5.5,
};
const refusedInput = errorResponse(
  `Invalid body: no category (\`${CATEGORY_REQUIRED}\`), a rate out of range (\`commission: ${RATE_RULE}\`), ` +
    `a category not found (\`${UNKNOWN_CATEGORY}\`) or a subcategory not of that category ` +
    `(\`${unknownSubcategory("Mobiles")}\`)`,
  CATEGORY_REQUIRED,
);
const taken = errorResponse(
  "The category (or subcategory) already has a rate: one rate per category and per subcategory",
  commissionTaken("Mobiles", "Android phones"),
);
const rateChange = "A rate applies to orders placed from then on: every order keeps the rate of its time.";

const createRouteDef = createRoute(guarded("admin", {
  method: "post",
  path: "/commissions",
  operationId: "createCommission",
  tags,
  summary: "Add a commission rate (admin)",
  description: `A rate for a whole category (no subcategory) or for one subcategory of it. ${rateChange} ` +
    "Audited as commission.create.",
  request: { body: { required: true, content: { "application/json": { schema: CommissionBody } } } },
  responses: {
    201: jsonResponse(CommissionSchema, "The rate as stored", example),
    400: refusedInput,
    409: taken,
  },
}));

const updateRouteDef = createRoute(guarded("admin", {
  method: "put",
  path: "/commissions/{id}",
  operationId: "updateCommission",
  tags,
  summary: "Change a commission rate (admin)",
  description: `Replaces the row's category, subcategory and rate. ${rateChange} Audited as ` +
    "commission.update with the values before and after.",
  request: {
    params: CommissionIdParam,
    body: { required: true, content: { "application/json": { schema: CommissionBody } } },
  },
  responses: {
    200: jsonResponse(CommissionSchema, "The rate as it now stands", example),
    400: refusedInput,
    404: errorResponse(`No commission has this id: \`${COMMISSION_NOT_FOUND}\``, COMMISSION_NOT_FOUND),
    409: taken,
  },
}));

const deleteRouteDef = createRoute(guarded("admin", {
  method: "delete",
  path: "/commissions/{id}",
  operationId: "deleteCommission",
  tags,
  summary: "Delete a commission rate (admin)",
  description:
    "Orders already placed keep their commission. A subcategory without a rate falls back to its " +
    "category's; a category without one charges none. Audited as commission.delete.",
  request: { params: CommissionIdParam },
  responses: {
    200: jsonResponse(MessageAnswer, `Deleted: \`${COMMISSION_DELETED}\``, { message: COMMISSION_DELETED }),
    404: errorResponse(`No commission has this id: \`${COMMISSION_NOT_FOUND}\``, COMMISSION_NOT_FOUND),
  },
}));

/** 'Category required' is the commission form's sentence: it stands alone, like the form shows it. */
function bodyHook(result: { success: boolean; error?: z.ZodError }, c: Context) {
  if (result.success) return;
  const first = result.error!.issues[0];
  const message = first?.message === CATEGORY_REQUIRED ? CATEGORY_REQUIRED : describeZodError(result.error!);
  return c.json({ message }, 400);
}

export const commissionsApi = createApi()
  .openapi(
    route,
    async (c) => sendList(c, await listCommissions(c.var.db, c.req.valid("query")), toCommissionJson),
  )
  .openapi(createRouteDef, async (c) => {
    const row = await createCommission(c.var.db, auditActor(c), c.req.valid("json"));
    return c.json(toCommissionJson(row), 201);
  }, bodyHook)
  .openapi(updateRouteDef, async (c) => {
    const row = await changeCommission(c.var.db, auditActor(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(toCommissionJson(row), 200);
  }, bodyHook)
  .openapi(deleteRouteDef, async (c) => {
    await removeCommission(c.var.db, auditActor(c), c.req.valid("param").id);
    return c.json({ message: COMMISSION_DELETED }, 200);
  });
