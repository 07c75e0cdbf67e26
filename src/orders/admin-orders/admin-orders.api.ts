/**
 * The admin's orders: the list with search, filters and paging, its CSV export with the same
 * filters, and the retry of a refund the gateway refused. Moving an order forward and cancelling it are the
 * calls the stores use (PUT /api/orders/{orderId}/status, POST /api/orders/{orderId}/cancel).
 */
import { createRoute } from "@hono/zod-openapi";
import { createApi, errorResponse, errorResponses, jsonResponse } from "../../core/http.ts";
import { currentUser } from "../../auth/access.ts";
import { guarded } from "../../auth/guard.ts";
import { paymentGateway } from "../../payments/gateway.ts";
import { indiaDate } from "../../core/clock.ts";
import { toOrderJson } from "../orders.json.ts";
import { OrderIdParam } from "../orders.schema.ts";
import {
  AdminOrderFilterQuery,
  AdminOrderPageSchema,
  AdminOrdersQuery,
  RefundBody,
  RefundedSchema,
} from "./admin-orders.schema.ts";
import { adminOrderFilter, listAdminOrders, ordersCsvStream } from "./admin-orders.service.ts";
import {
  ALREADY_REFUNDED,
  NO_REFUND_DUE,
  REFUND_IN_PROGRESS,
  refundOrder,
} from "../refunds/refunds.service.ts";
import { CSV_COLUMNS } from "../orders-csv.ts";

const tags = ["Admin"];

const listRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/orders",
  operationId: "listAdminOrders",
  tags,
  summary: "Search, filter and page every order (admins)",
  description: "Newest first (or largest total first with `sort=total`). `q` finds text in the order id, " +
    "the customer's name or an item's name; `status`, `store` and `refund` narrow the list. The total is " +
    "counted up to 1,001 (`totalCapped` says when more match), which keeps broad filters fast. A search " +
    "needs at least 3 characters (one or two would match nearly every order and read them all).",
  request: { query: AdminOrdersQuery },
  responses: {
    200: jsonResponse(AdminOrderPageSchema, "A page of orders"),
    400: errorResponses[400],
  },
}));

const exportRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/orders/export.csv",
  operationId: "exportOrdersCsv",
  tags,
  summary: "Export the orders as CSV (admins)",
  description: "Every order matching the same filters as the list (`q`, `status`, `store`, `refund`), " +
    "newest first, one row per order, streamed. Columns: " + CSV_COLUMNS.join(", ") + ". Amounts are " +
    "rupees with 2 decimals, times India time. A cell starting with `=`, `+`, `-` or `@` is prefixed with " +
    "`'` so spreadsheets show it as text (never as a formula).",
  request: { query: AdminOrderFilterQuery },
  responses: {
    200: {
      description: "The orders as CSV (UTF-8 with a byte-order mark, CRLF line ends, header row first)",
      headers: {
        "Content-Disposition": {
          description: 'attachment; filename="orders-YYYY-MM-DD.csv"',
          schema: { type: "string" },
        },
      },
      content: {
        "text/csv": {
          schema: { type: "string" },
          example: "Order ID,Order Date (IST),Status,...\r\n6740f1a2c3d4e5f6a7b8c9d0,2026-11-25 22:15:03," +
            "Confirmed,...\r\n",
        },
      },
    },
    400: errorResponses[400],
  },
}));

const refundRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/admin/orders/{orderId}/refund",
  operationId: "refundOrder",
  tags,
  summary: "Send (or retry) a cancelled paid order's refund (admins)",
  description: "Refunds the order's total through the payment gateway when its refund is due, typically " +
    "after a failed attempt. Idempotent: an order already refunded answers 200 and is not refunded again; " +
    "of two attempts at once only one reaches the gateway. A cash-on-delivery order cancelled after delivery " +
    "has no gateway payment: 502 with the reason; the admin refunds it by bank transfer or UPI and records " +
    "it with POST /api/admin/orders/{orderId}/refund-by-transfer. Every attempt is audited.",
  request: { params: OrderIdParam },
  responses: {
    200: jsonResponse(RefundedSchema, "Refunded now (`Refund sent.`) or before (`" + ALREADY_REFUNDED + "`)"),
    404: { ...errorResponses[404], description: "No such order: `Order not found.`" },
    409: errorResponse(
      `No refund is due (\`${NO_REFUND_DUE}\`), or another attempt is sending it now (\`${REFUND_IN_PROGRESS}\`)`,
    ),
    502: errorResponse(
      "The gateway refused the refund: `The refund failed: <reason>`. The order stays refund_due with " +
        "`refund.error`; retry later.",
    ),
  },
}));

const transferRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/admin/orders/{orderId}/refund-by-transfer",
  operationId: "recordTransferRefund",
  tags,
  summary: "Record the bank-transfer refund of a cash-on-delivery order (admins)",
  description:
    "A cash-on-delivery order cancelled after delivery owes the shopper its total, but no gateway " +
    "holds the money: the admin pays it back by bank transfer or UPI, then records the transfer's reference " +
    "(UTR) here; the order becomes refunded with the reference as its refund id, the shopper is mailed, and " +
    "the attempt is audited. Idempotent like the gateway refund.",
  request: {
    params: OrderIdParam,
    body: { required: true, content: { "application/json": { schema: RefundBody } } },
  },
  responses: {
    200: jsonResponse(
      RefundedSchema,
      "Recorded now (`Refund recorded.`) or before (`" + ALREADY_REFUNDED + "`)",
    ),
    400: errorResponses[400],
    404: { ...errorResponses[404], description: "No such order: `Order not found.`" },
    409: errorResponse(
      `No refund is due (\`${NO_REFUND_DUE}\`), or another attempt is recording it now (\`${REFUND_IN_PROGRESS}\`)`,
    ),
    502: errorResponse(
      "Not a cash-on-delivery order: its refund goes through the gateway (`The refund failed: …`).",
    ),
  },
}));

const today = () => indiaDate();

export const adminOrdersApi = createApi();

adminOrdersApi
  .openapi(listRoute, async (c) => {
    const { page, limit, sort, ...query } = c.req.valid("query");
    const list = await listAdminOrders(
      c.var.db,
      currentUser(c),
      adminOrderFilter(query),
      { page, limit },
      sort,
    );
    return c.json({ ...list, page, limit }, 200);
  })
  .openapi(exportRoute, (c) => {
    const stream = ordersCsvStream(c.var.db, adminOrderFilter(c.req.valid("query")));
    return c.body(stream, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${today()}.csv"`,
      "cache-control": "no-store",
    });
  })
  .openapi(refundRoute, async (c) => {
    const user = currentUser(c);
    const gateway = paymentGateway(c.var.config.payments);
    const outcome = await refundOrder(c.var.db, gateway, user, c.req.valid("param").orderId);
    if (outcome.kind === "failed") return c.json({ message: `The refund failed: ${outcome.reason}` }, 502);
    const message = outcome.kind === "already" ? ALREADY_REFUNDED : "Refund sent.";
    return c.json({ message, order: toOrderJson(outcome.order, user) }, 200);
  })
  .openapi(transferRoute, async (c) => {
    const user = currentUser(c);
    const { orderId } = c.req.valid("param");
    const outcome = await refundOrder(c.var.db, null, user, orderId, c.req.valid("json").reference, true);
    if (outcome.kind === "failed") return c.json({ message: `The refund failed: ${outcome.reason}` }, 502);
    const message = outcome.kind === "already" ? ALREADY_REFUNDED : "Refund recorded.";
    return c.json({ message, order: toOrderJson(outcome.order, user) }, 200);
  });
