/**
 * Orders (spec section 7, Orders and payment). A customer sees only its own orders, a store only its own,
 * an admin all; anyone else's order answers 404 by id and never appears in a list.
 */
import { createRoute, type z } from "@hono/zod-openapi";
import type { DB } from "../../db/database.ts";
import {
  createApi,
  errorResponse,
  errorResponses,
  jsonResponse,
  type Page,
  TotalHeader,
} from "../core/http.ts";
import { toRupees } from "../core/money.ts";
import { accessRefusals, currentUser, ownUser, requireRole, requireUser } from "../customers/access.ts";
import { paymentGateway } from "../payments/gateway.ts";
import { confirmCheckoutPayment, paidMessage, placeCashOnDelivery } from "./checkout.service.ts";
import { listOrders, type OrderRecord } from "./orders.queries.ts";
import {
  OrderChangedSchema,
  OrderIdParam,
  OrderListSchema,
  OrderPageSchema,
  OrderSchema,
  OrdersQuery,
  PlacedSchema,
  PlaceOrderBody,
  UpdateStatusBody,
} from "./orders.schema.ts";
import {
  advanceOrder,
  canCancel,
  cancelOrder,
  nextStatusFor,
  type OrderViewer,
  scopeOf,
  visibleOrder,
} from "./orders.service.ts";
import { PAYMENT_LABELS, trackingId } from "./status.ts";

export type OrderJson = z.infer<typeof OrderSchema>;

const percent = (bp: number) => bp / 100;

/** The API's Order for this viewer: commissions only for the store and admins. */
export function toOrderJson(order: OrderRecord, viewer: OrderViewer): OrderJson {
  const trade = viewer.role !== "customer";
  return {
    _id: order.id,
    trackingId: trackingId(order.id),
    checkoutId: order.checkout_id,
    createdAt: new Date(order.created_at).toISOString(),
    updatedAt: new Date(order.updated_at).toISOString(),
    items: order.items.map((item) => ({
      productId: item.product_id,
      name: item.name,
      category: item.category,
      subcategory: item.subcategory,
      unit: item.unit,
      mrp: toRupees(item.mrp_paise),
      discountPercent: item.discount_percent,
      price: toRupees(item.price_paise),
      quantity: item.quantity,
      lineTotal: toRupees(item.line_paise),
      ...(trade
        ? { commissionRate: percent(item.commission_bp), commission: toRupees(item.commission_paise) }
        : {}),
    })),
    customerId: {
      _id: order.customer_id,
      name: order.customer_name,
      email: order.customer_email,
      mobile: order.customer_mobile,
    },
    name: order.customer_name,
    email: order.customer_email,
    userEmail: order.vendor_email,
    vendorId: order.vendor_id,
    storeName: order.store_name,
    address: order.address,
    subtotal: toRupees(order.subtotal_paise),
    shipping: toRupees(order.shipping_paise),
    total: toRupees(order.total_paise),
    ...(trade ? { commission: toRupees(order.commission_paise) } : {}),
    paymentType: order.payment_method,
    paymentMethod: PAYMENT_LABELS[order.payment_method],
    paymentStatus: order.payment_status,
    paymentId: order.payment_id,
    status: order.status,
    canCancel: canCancel(viewer, order),
    nextStatus: nextStatusFor(viewer, order),
  };
}

/** A page of the orders this viewer may see, newest first (pages use it too). */
export async function listOrdersFor(
  db: DB,
  viewer: OrderViewer,
  page: Page,
  status?: OrderJson["status"],
): Promise<{ orders: OrderJson[]; total: number }> {
  const { orders, total } = await listOrders(db, scopeOf(viewer), page, status);
  return { orders: orders.map((order) => toOrderJson(order, viewer)), total };
}

const tags = ["Orders"];
const security = [{ session: [] }];
const notFoundOrder = {
  ...errorResponses[404],
  description: "No order with this id that the caller may see: `Order not found.`",
};

const placeRoute = createRoute({
  method: "post",
  path: "/api/orders/place-order",
  operationId: "placeOrder",
  tags,
  security,
  summary: "Place the cart as an order",
  description:
    "Without `paymentInfo`: cash on delivery. In one transaction the stored cart is re-priced from the " +
    "database, every line checked against stock and the max purchase limit, stock taken, one order placed " +
    "per store (status Confirmed) with each line's commission as it is now, and the cart cleared. With " +
    "`paymentInfo`: verifies a card/UPI payment's signature and confirms that payment's orders (as " +
    "POST /api/razorpay/verify). Totals and prices sent by the client are ignored.",
  middleware: [ownUser({ body: ["userID", "userId"] })],
  request: { body: { required: true, content: { "application/json": { schema: PlaceOrderBody } } } },
  responses: {
    200: jsonResponse(PlacedSchema, "The orders placed (one per store)"),
    400: {
      ...errorResponses[400],
      description: "Invalid body, no saved address (`Please add a delivery address.`) or a payment that " +
        "does not verify (`Payment verification failed`)",
    },
    ...accessRefusals,
    404: {
      ...errorResponses[404],
      description: "`addressId` is not one of the caller's: `Address not found.`",
    },
    409: errorResponse(
      "The cart cannot be placed as it is: empty, changed since the client showed it, or a line above " +
        'stock or the purchase limit, e.g. `Only 2 of "Redmi Note 13" are in stock.`; with `paymentInfo`, a ' +
        "payment made after its checkout expired, or already recorded for another order; nothing changes",
    ),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/orders",
  operationId: "listOrders",
  tags,
  security,
  summary: "List the caller's orders",
  description: "A customer's own orders, a store's orders, or (admins) every order; newest first.",
  request: { query: OrdersQuery },
  responses: {
    200: { ...jsonResponse(OrderListSchema, "Orders, newest first"), headers: TotalHeader },
    400: errorResponses[400],
    401: accessRefusals[401],
  },
});

const oneRoute = createRoute({
  method: "get",
  path: "/orders/{orderId}",
  operationId: "getOrder",
  tags,
  security,
  summary: "Get one order",
  request: { params: OrderIdParam },
  responses: { 200: jsonResponse(OrderSchema, "The order"), 401: accessRefusals[401], 404: notFoundOrder },
});

const allRoute = createRoute({
  method: "get",
  path: "/api/orders/get-all-orders",
  operationId: "getAllOrders",
  "x-required-role": "admin",
  tags,
  security,
  summary: "List every order (admins)",
  middleware: [requireRole("admin")],
  request: { query: OrdersQuery },
  responses: {
    200: jsonResponse(OrderPageSchema, "A page of orders, newest first"),
    400: errorResponses[400],
    401: accessRefusals[401],
    403: errorResponse("Not an admin: `You are not allowed to do this.`"),
  },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/api/orders/{orderId}/cancel",
  operationId: "cancelOrder",
  tags,
  security,
  summary: "Cancel an order before dispatch",
  description: "Allowed while the order is Pending or Confirmed (spec: cancellation allowed before " +
    "dispatch), to its customer, its store and admins. The stock returns; a paid order is marked refund_due.",
  request: { params: OrderIdParam },
  responses: {
    200: jsonResponse(OrderChangedSchema, "The cancelled order"),
    401: accessRefusals[401],
    404: notFoundOrder,
    409: errorResponse("Already shipped, delivered or cancelled, e.g. `This order is already cancelled.`"),
  },
});

const statusRoute = createRoute({
  method: "put",
  path: "/api/orders/{orderId}/status",
  operationId: "updateOrderStatus",
  "x-required-role": "vendor or admin",
  tags,
  security,
  summary: "Move an order forward (store or admin)",
  description: "Confirmed → Shipped → Delivered, by the order's store or an admin. Delivering a cash-on-" +
    "delivery order marks it paid. A Pending order awaits its payment and cannot ship.",
  request: {
    params: OrderIdParam,
    body: { required: true, content: { "application/json": { schema: UpdateStatusBody } } },
  },
  responses: {
    200: jsonResponse(OrderChangedSchema, "The order after the change"),
    400: errorResponses[400],
    401: accessRefusals[401],
    403: errorResponse("A customer: `Only the store or an admin can change an order's status.`"),
    404: notFoundOrder,
    409: errorResponse("Not the next status, e.g. `An order that is Confirmed cannot be marked Delivered.`"),
  },
});

export const ordersApi = createApi();
ordersApi.use("/api/orders/*", requireUser());
ordersApi.use("/orders", requireUser());
ordersApi.use("/orders/*", requireUser());

ordersApi
  .openapi(placeRoute, async (c) => {
    const user = currentUser(c);
    const body = c.req.valid("json");
    const db = c.var.db;
    if ("paymentInfo" in body) {
      const gateway = paymentGateway(c.var.config.payments);
      const settled = await confirmCheckoutPayment(db, gateway, user.id, body.paymentInfo);
      return c.json({
        message: paidMessage(settled),
        orders: settled.orders.map((o) => toOrderJson(o, user)),
      }, 200);
    }
    const cart = body.cart.map((line) => ({
      productId: typeof line.productId === "string" ? line.productId : line.productId._id,
      quantity: line.quantity,
    }));
    const orders = await placeCashOnDelivery(db, user, { addressId: body.addressId, cart });
    return c.json({
      message: "Cash on Delivery order placed!",
      orders: orders.map((o) => toOrderJson(o, user)),
    }, 200);
  })
  .openapi(listRoute, async (c) => {
    const { status, ...page } = c.req.valid("query");
    const { orders, total } = await listOrdersFor(c.var.db, currentUser(c), page, status);
    c.header("X-Total-Count", String(total));
    return c.json(orders, 200);
  })
  .openapi(oneRoute, async (c) => {
    const user = currentUser(c);
    const order = await visibleOrder(c.var.db, user, c.req.valid("param").orderId);
    return c.json(toOrderJson(order, user), 200);
  })
  .openapi(allRoute, async (c) => {
    const { status, ...page } = c.req.valid("query");
    const { orders, total } = await listOrdersFor(c.var.db, currentUser(c), page, status);
    return c.json({ orders, total, page: page.page, limit: page.limit }, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const user = currentUser(c);
    const order = await cancelOrder(c.var.db, user, c.req.valid("param").orderId);
    return c.json({ message: "Order cancelled.", order: toOrderJson(order, user) }, 200);
  })
  .openapi(statusRoute, async (c) => {
    const user = currentUser(c);
    const { status } = c.req.valid("json");
    const order = await advanceOrder(c.var.db, user, c.req.valid("param").orderId, status);
    return c.json({ message: `Order marked ${status}.`, order: toOrderJson(order, user) }, 200);
  });
