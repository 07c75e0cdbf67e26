/**
 * The admin's customer calls: GET /api/users, /api/users/ and /customers list customer
 * accounts (newest first, searched by `q`, paged, the total in X-Total-Count); GET /customers/{id} gives
 * one. Admins only; contact details and the first saved address, never a password hash.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { AppError } from "../../core/errors.ts";
import { type AppContext, createApi, errorResponse, jsonResponse, TotalHeader } from "../../core/http.ts";
import { sendList } from "../../core/paging.ts";
import { guarded } from "../../auth/guard.ts";
import { findCustomer, searchCustomers } from "./customers-admin.queries.ts";
import { toCustomerJson } from "./customers-admin.json.ts";
import {
  CUSTOMER_NOT_FOUND,
  customerExample,
  CustomerIdParam,
  CustomerListQuery,
  CustomerSchema,
  SEARCH_MAX,
} from "./customers-admin.schema.ts";

const tags = ["Customers"];

const listRoute = (path: string, operationId: string) =>
  createRoute(guarded("admin", {
    method: "get",
    path,
    operationId,
    tags,
    summary: "List customers (admin)",
    description: "Customer accounts only, newest first; `q` narrows to those whose name, email or mobile " +
      "contains it (any case) or whose id starts with it. Paged by `limit` (default 100, at most 200) and " +
      "`page`; the total of matching customers is in the `X-Total-Count` header (exact up to 200; a larger " +
      "total is counted once per search and reused for 30 seconds).",
    request: { query: CustomerListQuery },
    responses: {
      200: {
        ...jsonResponse(z.array(CustomerSchema), "A page of customers", [
          customerExample,
          {
            _id: "6740f1a2c3d4e5f6a7b8c9d1",
            name: "Ravi Kumar",
            email: "ravi@example.in",
            mobile: "9123456780",
            address: null,
          },
        ]),
        headers: TotalHeader,
      },
      400: errorResponse(
        `Invalid paging or search (e.g. \`q\` over ${SEARCH_MAX} characters)`,
        "limit: must be a whole number from 1 to 200.",
      ),
    },
  }));

const oneRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/customers/{id}",
  operationId: "getCustomer",
  tags,
  summary: "One customer (admin)",
  description: "A customer account by id; vendors and admins are not customers (404).",
  request: { params: CustomerIdParam },
  responses: {
    200: jsonResponse(CustomerSchema, "The customer", customerExample),
    404: errorResponse(`No customer has this id: '${CUSTOMER_NOT_FOUND}'`, CUSTOMER_NOT_FOUND),
  },
}));

async function customerPage(c: AppContext, { q, ...page }: z.infer<typeof CustomerListQuery>) {
  return sendList(c, await searchCustomers(c.var.db, { q }, page), toCustomerJson);
}

export const customersAdminApi = createApi()
  .openapi(listRoute("/api/users", "listUsers"), (c) => customerPage(c, c.req.valid("query")))
  .openapi(listRoute("/api/users/", "listUsersSlash"), (c) => customerPage(c, c.req.valid("query")))
  .openapi(listRoute("/customers", "listCustomers"), (c) => customerPage(c, c.req.valid("query")))
  .openapi(oneRoute, async (c) => {
    const row = await findCustomer(c.var.db, c.req.valid("param").id);
    if (!row) throw new AppError(404, CUSTOMER_NOT_FOUND);
    return c.json(toCustomerJson(row), 200);
  });
