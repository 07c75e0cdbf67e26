/**
 * Orders. A customer sees only its own orders, a store only its own,
 * an admin all; anyone else's order answers 404 by id and never appears in a list.
 */
import { createRoute } from "@hono/zod-openapi";
import { createApi, errorResponse, errorResponses, jsonResponse, TotalHeader } from "../core/http.ts";
import { accessRefusals, currentUser, ownUser } from "../auth/access.ts";
import { guarded } from "../auth/guard.ts";
import { toPaise } from "../core/money.ts";
import { sendList } from "../core/paging.ts";
import { paymentGateway } from "../payments/gateway.ts";
import { confirmCheckoutPayment, paidMessage, placeCashOnDelivery } from "./checkout/checkout.service.ts";
import { basketReadAheadFor, PLACE_ORDER_PATH } from "./checkout/checkout-read-ahead.ts";
import { buyerGstinOf } from "./checkout/checkout.schema.ts";
import { listOrdersFor, toOrderJson } from "./orders.json.ts";
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
import { advanceOrder, cancelOrder, SHIPPING_DETAILS_REQUIRED, visibleOrder } from "./orders.service.ts";
import { refundIfDue } from "./refunds/refunds.service.ts";

/** Kept until src/payments/razorpay.api.ts imports it from ./orders.json.ts (api modules are leaves). */

const tags = ["Orders"];
const notFoundOrder = {
  ...errorResponses[404],
  description: "No order with this id that the caller may see: `Order not found.`",
};

const placeRoute = createRoute(guarded("signed-in", {
  method: "post",
  path: PLACE_ORDER_PATH,
  operationId: "placeOrder",
  tags,
  summary: "Place the cart as an order",
  description:
    "Without `paymentInfo`: cash on delivery. In one transaction the stored cart is re-priced from the " +
    "database, every line checked against stock and the max purchase limit, stock taken, one order placed " +
    "per store (status Confirmed) with each line's commission as it is now, and the cart cleared. With " +
    "`paymentInfo`: verifies a card/UPI payment's signature and confirms that payment's orders (as " +
    "POST /api/razorpay/verify). Prices sent by the client are ignored; a `total` sent is the one the " +
    "customer was shown, and the order is refused (409, with the new total) when the database's prices no " +
    "longer come to it.",
  middleware: [ownUser({ body: ["userID", "userId"] })],
  request: { body: { required: true, content: { "application/json": { schema: PlaceOrderBody } } } },
  responses: {
    200: jsonResponse(PlacedSchema, "The orders placed (one per store)"),
    400: {
      ...errorResponses[400],
      description: "Invalid body, no saved address (`Please add a delivery address.`) or a payment that " +
        "does not verify (`Payment verification failed`)",
    },
    403: accessRefusals[403],
    404: {
      ...errorResponses[404],
      description: "`addressId` is not one of the caller's: `Address not found.`",
    },
    409: errorResponse(
      "The cart cannot be placed as it is: empty, changed since the client showed it, its prices now " +
        "coming to another `total` than the one sent (`Prices have changed: your cart now comes to " +
        "₹99,999.00. …`), or a line above " +
        'stock or the purchase limit, e.g. `Only 2 of "Redmi Note 13" are in stock.`; with `paymentInfo`, a ' +
        "payment made after its checkout expired, or already recorded for another order; nothing changes",
    ),
  },
}));

const listRoute = createRoute(guarded("signed-in", {
  method: "get",
  path: "/orders",
  operationId: "listOrders",
  tags,
  summary: "List the caller's orders",
  description: "A customer's own orders, a store's own orders, or (admins) every order; newest first; " +
    "`search` narrows them to an order id, a product name or a store name.",
  request: { query: OrdersQuery },
  responses: {
    200: { ...jsonResponse(OrderListSchema, "Orders, newest first"), headers: TotalHeader },
    400: errorResponses[400],
  },
}));

const oneRoute = createRoute(guarded("signed-in", {
  method: "get",
  path: "/orders/{orderId}",
  operationId: "getOrder",
  tags,
  summary: "Get one order",
  request: { params: OrderIdParam },
  responses: { 200: jsonResponse(OrderSchema, "The order"), 404: notFoundOrder },
}));

const allRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/orders/get-all-orders",
  operationId: "getAllOrders",
  tags,
  summary: "List every order (admins)",
  request: { query: OrdersQuery },
  responses: {
    200: jsonResponse(OrderPageSchema, "A page of orders, newest first"),
    400: errorResponses[400],
  },
}));

const cancelRoute = createRoute(guarded("signed-in", {
  method: "post",
  path: "/api/orders/{orderId}/cancel",
  operationId: "cancelOrder",
  tags,
  summary: "Cancel an order before dispatch",
  description: "Allowed while the order is Pending or Confirmed (cancellation is allowed before " +
    "dispatch), to its customer, its store and admins; an admin may also cancel a Shipped order that " +
    "will not be delivered (the parcel came back), which issues a credit note for its whole tax invoice " +
    "in the same transaction (listed in `creditNotes`). The stock returns; a paid order is marked " +
    "refund_due and, once the cancellation is saved, refunded through the payment gateway (paymentStatus " +
    "refunded, `refund.id` set). A refund the gateway refuses leaves the order refund_due with " +
    "`refund.error`; the cancellation stands and an admin retries the refund " +
    "(POST /api/admin/orders/{orderId}/refund). A store's or an admin's cancellation is audited, every " +
    "refund attempt too.",
  request: { params: OrderIdParam },
  responses: {
    200: jsonResponse(OrderChangedSchema, "The cancelled order"),
    404: notFoundOrder,
    409: errorResponse("Already shipped, delivered or cancelled, e.g. `This order is already cancelled.`"),
  },
}));

const statusRoute = createRoute(guarded(["vendor", "admin"], {
  method: "put",
  path: "/api/orders/{orderId}/status",
  operationId: "updateOrderStatus",
  tags,
  summary: "Move an order forward, or mark it returned to origin (store or admin)",
  description: "Confirmed → Shipped → Delivered, by the order's store or an admin. Shipping records the " +
    "carrier and tracking number (both required), which the customer then sees, and issues the store's " +
    "GST tax invoice in the same transaction (`invoice`; without one, `invoiceMissing` says why); " +
    "delivering a cash-on-" +
    "delivery order marks it paid. A Pending order awaits its payment and cannot ship. " +
    "Shipped → Returned (returned to origin): the courier could not deliver the parcel and it came back; " +
    "in one transaction the stock returns, the tax invoice is credited in full (listed in `creditNotes`), " +
    "no commission is charged (the store's ledger is untouched: nothing was delivered), and a paid order " +
    "is marked refund_due; once saved, its full amount is refunded through the payment gateway " +
    "(paymentStatus refunded, `refund.id` set; a refusal leaves it refund_due with `refund.error`, for an " +
    "admin to retry with POST /api/admin/orders/{orderId}/refund). Cash on delivery: nothing was paid, " +
    "nothing is refunded. The shopper is mailed. Audited, every refund attempt too.",
  request: {
    params: OrderIdParam,
    body: { required: true, content: { "application/json": { schema: UpdateStatusBody } } },
  },
  responses: {
    200: jsonResponse(OrderChangedSchema, "The order after the change"),
    400: errorResponse(
      `Invalid body, or Shipped without the carrier or tracking number: \`${SHIPPING_DETAILS_REQUIRED}\``,
    ),
    404: notFoundOrder,
    409: errorResponse(
      "Not the next status, e.g. `An order that is Confirmed cannot be marked Delivered.`, or Returned for " +
        "an order that is not Shipped (`An order that is Delivered cannot be marked Returned: only a " +
        "shipped parcel that came back undelivered can.`)",
    ),
  },
}));

/** The total the customer was shown, in paise (undefined: not sent, the lines alone are compared). */
const toPaiseIfSent = (rupees: number | undefined) => rupees === undefined ? undefined : toPaise(rupees);

const returnedMessage = (order: { payment_status: string }) =>
  order.payment_status === "refunded"
    ? "Order marked Returned to origin and refunded."
    : order.payment_status === "refund_due"
    ? "Order marked Returned to origin. The refund could not be sent yet; it is still due."
    : "Order marked Returned to origin.";

const cancelledMessage = (order: { payment_status: string }) =>
  order.payment_status === "refunded"
    ? "Order cancelled and refunded."
    : order.payment_status === "refund_due"
    ? "Order cancelled. The refund could not be sent yet; it is still due."
    : "Order cancelled.";

export const ordersApi = createApi();

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
    const readAhead = await basketReadAheadFor(c, user.id, body.addressId);
    const shown = {
      addressId: body.addressId,
      cart,
      totalPaise: toPaiseIfSent(body.total),
      buyerGstin: buyerGstinOf(body.buyerGstin),
    };
    const orders = await placeCashOnDelivery(db, user, shown, readAhead);
    return c.json({
      message: "Cash on Delivery order placed!",
      orders: orders.map((o) => toOrderJson(o, user)),
    }, 200);
  })
  .openapi(listRoute, async (c) => {
    const { status, search, ...page } = c.req.valid("query");
    const { orders, total } = await listOrdersFor(c.var.db, currentUser(c), page, { status, search });
    return sendList(c, { rows: orders, total });
  })
  .openapi(oneRoute, async (c) => {
    const user = currentUser(c);
    const order = await visibleOrder(c.var.db, user, c.req.valid("param").orderId);
    return c.json(toOrderJson(order, user), 200);
  })
  .openapi(allRoute, async (c) => {
    const { status, search, ...page } = c.req.valid("query");
    const { orders, total } = await listOrdersFor(c.var.db, currentUser(c), page, { status, search });
    return c.json({ orders, total, page: page.page, limit: page.limit }, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const user = currentUser(c);
    const cancelled = await cancelOrder(c.var.db, user, c.req.valid("param").orderId);
    const gateway = paymentGateway(c.var.config.payments);
    const order = await refundIfDue(c.var.db, gateway, user, cancelled);
    return c.json({ message: cancelledMessage(order), order: toOrderJson(order, user) }, 200);
  })
  .openapi(statusRoute, async (c) => {
    const user = currentUser(c);
    const change = c.req.valid("json");
    const moved = await advanceOrder(c.var.db, user, c.req.valid("param").orderId, change);
    if (change.status !== "Returned") {
      return c.json({ message: `Order marked ${change.status}.`, order: toOrderJson(moved, user) }, 200);
    }
    // Returned to origin: a paid order's full refund, once the return has committed (as a cancellation's).
    const gateway = paymentGateway(c.var.config.payments);
    const order = await refundIfDue(c.var.db, gateway, user, moved);
    return c.json({ message: returnedMessage(order), order: toOrderJson(order, user) }, 200);
  });
