/**
 * Returns and claims: the shopper asks for lines of a delivered order back (with photos), the store accepts
 * (with a reverse pickup), rejects or marks the goods received, the shopper escalates a rejection, the admin
 * decides it and sends (or records) the refund. Each role reaches only its own requests: another's is 404.
 * A step that makes a gateway refund due sends it once the step is saved; a refusal leaves it due, visible
 * on the request, for the admin to retry.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { currentUser, guarded } from "../auth/guard.ts";
import { AppError, badRequest } from "../core/errors.ts";
import {
  type AppContext,
  createApi,
  describeZodError,
  errorResponse,
  errorResponses,
  jsonResponse,
} from "../core/http.ts";
import { paymentGateway } from "../payments/gateway.ts";
import { OrderIdParam } from "../orders/orders.schema.ts";
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_TYPE_REFUSED,
  imagesBusyResponse,
  readUploads,
  storeUploadedImage,
} from "../uploads/images.service.ts";
import { MAX_RETURN_PHOTOS } from "./returns.rules.ts";
import {
  AcceptReturnBody,
  DecideReturnBody,
  EscalateReturnBody,
  OrderReturnsSchema,
  ReceiveReturnBody,
  RejectReturnBody,
  RequestReturnBody,
  ReturnAnswer,
  ReturnIdParam,
  ReturnListQuery,
  ReturnListSchema,
  ReturnPhotoUpload,
  ReturnSchema,
  toReturnJson,
  TransferRefundBody,
} from "./returns.schema.ts";
import {
  acceptReturn,
  addReturnPhotos,
  decideReturn,
  escalateReturn,
  findReturn,
  listReturns,
  receiveReturn,
  refundReturn,
  refundReturnIfDue,
  rejectReturn,
  requestReturn,
  returnsOfOrder,
  type ReturnView,
  type ReturnViewer,
} from "./returns.service.ts";

const tags = ["Returns"];

export const RETURN_REQUESTED = "Your return request has been sent to the store.";
export const PHOTOS_ADDED = "Photos added.";
export const PHOTOS_REQUIRED = "photos: add 1 to 5 photos (JPEG, PNG or WebP).";
export const PHOTOS_CLOSED = "Photos can be added only while the store has not answered the request.";
export const TOO_MANY_PHOTOS = (have: number) =>
  `photos: a request takes at most ${MAX_RETURN_PHOTOS} photos (it has ${have}).`;
export const RETURN_REJECTED = "Return rejected. The shopper has been told why.";
export const RETURN_ESCALATED = "Your request has been sent to SwiftCart, whose decision is final.";
export const RETURN_UPHELD = "Decision recorded: the rejection stands and the request is closed.";
export const REFUND_SENT = "Refund sent.";
export const REFUND_RECORDED = "Refund recorded.";
export const ALREADY_REFUNDED = "This request was refunded already.";

const json = <T extends z.ZodType>(schema: T, required = true) => ({
  required,
  content: { "application/json": { schema } },
});

const notFound = errorResponse(
  "No return request with this id that the caller may see (another shopper's or store's is not found)",
  "Return request not found.",
);
const wrongState = (what: string, example?: string) => errorResponse(what, example);

/** What a step that may make a gateway refund due says, by how the request stands after it. */
function refundMessage(view: ReturnView, done: string): string {
  if (view.refund.status === "refunded") return `${done} The refund has been sent.`;
  if (view.refund.status === "due" && view.refund.method === "gateway" && view.refund.error) {
    return `${done} The refund could not be sent yet; it is still due.`;
  }
  if (view.refund.status === "due" && view.refund.method !== "gateway") {
    return `${done} The refund is due: SwiftCart pays it by transfer.`;
  }
  return done;
}

const gatewayOf = (c: AppContext) => paymentGateway(c.var.config.payments);

/** After a committed step: the gateway refund it made due, sent now (a failure stays on the request). */
const refundIfDue = (c: AppContext, user: ReturnViewer, view: ReturnView) =>
  refundReturnIfDue(c.var.db, gatewayOf(c), user, view);

// ---- The shopper ----

const requestRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/orders/{orderId}/returns",
  operationId: "requestReturn",
  tags,
  summary: "Ask to return, or claim for, lines of a delivered order (shoppers)",
  description: "Within 7 days of delivery (the window is the server's), per line and quantity, with one " +
    "reason and a comment; photos follow with POST /api/returns/{id}/photos. A line may have one open " +
    "request at a time. A cash-on-delivery order's refund is paid by transfer: `refundTo` (a UPI ID, or a " +
    "bank account with its IFSC) is then required, and refused for an order paid online. The store has 2 " +
    "days to answer; it and the shopper are mailed.",
  request: { params: OrderIdParam, body: json(RequestReturnBody) },
  responses: {
    201: jsonResponse(ReturnAnswer, `The request, \`requested\`: \`${RETURN_REQUESTED}\``),
    400: errorResponse(
      "Invalid body (the message names the field, e.g. `refundTo.ifsc: must be an IFSC code…`), a product " +
        "that is not a line of the order, a quantity above what was delivered and not yet returned, a " +
        "cash-on-delivery order without `refundTo`",
      "items.0.quantity: must be a whole number from 1 to 1000.",
    ),
    404: { ...errorResponses[404], description: "No order of the caller has this id: `Order not found.`" },
    409: errorResponse(
      "The order is not delivered, its 7-day window has closed, or a line already has an open request",
    ),
  },
}));

const photosRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/returns/{id}/photos",
  operationId: "addReturnPhotos",
  tags,
  summary: "Add photos to one's return request (shoppers)",
  description: `multipart/form-data with 1 to ${MAX_RETURN_PHOTOS} \`photos\` in all per request, while it ` +
    "waits on the store. Every photo is checked before any is stored (through the one upload path: " +
    "JPEG, PNG or WebP by their bytes, stored as WebP).",
  request: {
    params: ReturnIdParam,
    body: {
      required: true,
      content: {
        "multipart/form-data": { schema: ReturnPhotoUpload, example: { photos: ["(binary: crack.jpg)"] } },
      },
    },
  },
  responses: {
    200: jsonResponse(ReturnAnswer, `The request with its photos: \`${PHOTOS_ADDED}\``),
    400: errorResponse(`No photo, or more than ${MAX_RETURN_PHOTOS} in all`, TOO_MANY_PHOTOS(4)),
    404: notFound,
    409: wrongState(`The store has answered already: \`${PHOTOS_CLOSED}\``, PHOTOS_CLOSED),
    413: errorResponse(
      `A photo is over 10 MB (\`${IMAGE_TOO_LARGE}\`), or over 25 megapixels or 8000 pixels a side ` +
        `(\`${IMAGE_TOO_MANY_PIXELS}\`)`,
      IMAGE_TOO_LARGE,
    ),
    415: errorResponse(
      `A photo is not a JPEG, PNG or WebP image, judged by its bytes (\`${IMAGE_TYPE_REFUSED}\`), or is ` +
        "damaged; or the body is not multipart/form-data",
      IMAGE_TYPE_REFUSED,
    ),
    503: imagesBusyResponse,
  },
}));

const escalateRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/returns/{id}/escalate",
  operationId: "escalateReturn",
  tags,
  summary: "Escalate a rejected request to SwiftCart (shoppers)",
  description: "Within 7 days of the store's rejection; the admin decides, and the decision is final. The " +
    "store is mailed.",
  request: { params: ReturnIdParam, body: json(EscalateReturnBody) },
  responses: {
    200: jsonResponse(ReturnAnswer, `The request, \`escalated\`: \`${RETURN_ESCALATED}\``),
    400: errorResponses[400],
    404: notFound,
    409: wrongState("Not rejected, or rejected more than 7 days ago"),
  },
}));

// ---- Reading ----

const orderReturnsRoute = createRoute(guarded(["customer", "vendor", "admin"], {
  method: "get",
  path: "/api/orders/{orderId}/returns",
  operationId: "getOrderReturns",
  tags,
  summary: "The return requests of one order",
  description: "Its shopper, its store and admins; oldest first.",
  request: { params: OrderIdParam },
  responses: {
    200: jsonResponse(OrderReturnsSchema, "The order's requests"),
    404: {
      ...errorResponses[404],
      description: "No order the caller may see has this id: `Order not found.`",
    },
  },
}));

const oneRoute = createRoute(guarded(["customer", "vendor", "admin"], {
  method: "get",
  path: "/api/returns/{id}",
  operationId: "getReturn",
  tags,
  summary: "One return request",
  description: "Its shopper, its store and admins; `actions` lists what the caller may do with it now.",
  request: { params: ReturnIdParam },
  responses: { 200: jsonResponse(ReturnSchema, "The request"), 404: notFound },
}));

const vendorListRoute = createRoute(guarded("vendor", {
  method: "get",
  path: "/api/vendor/returns",
  operationId: "listVendorReturns",
  tags,
  summary: "The store's return requests",
  description: "Open requests first (the soonest due first), then the rest, newest first; `status` and " +
    "`reason` narrow them.",
  request: { query: ReturnListQuery },
  responses: {
    200: jsonResponse(ReturnListSchema, "A page of the store's requests"),
    400: errorResponses[400],
  },
}));

const adminListRoute = createRoute(guarded("admin", {
  method: "get",
  path: "/api/admin/returns",
  operationId: "listAdminReturns",
  tags,
  summary: "Every return request (admins)",
  description: "Escalations first, then open requests, then the rest, newest first; `status` and `reason` " +
    "narrow them.",
  request: { query: ReturnListQuery },
  responses: { 200: jsonResponse(ReturnListSchema, "A page of requests"), 400: errorResponses[400] },
}));

// ---- The store ----

const acceptRoute = createRoute(guarded("vendor", {
  method: "post",
  path: "/api/returns/{id}/accept",
  operationId: "acceptReturn",
  tags,
  summary: "Accept a return request, with its reverse pickup (stores)",
  description: "The carrier and tracking number of the reverse pickup the store arranged are required, " +
    "except for a missing item's claim: nothing comes back, so acceptance makes its refund due at once " +
    "(sent through the gateway for an order paid online). Audited.",
  request: { params: ReturnIdParam, body: json(AcceptReturnBody, false) },
  responses: {
    200: jsonResponse(
      ReturnAnswer,
      "The request, `accepted` (or `refunded`: a missing item refunded at once)",
    ),
    400: errorResponse("Invalid body, or no carrier or tracking number for a return that needs a pickup"),
    404: notFound,
    409: wrongState("The request is not waiting on the store"),
  },
}));

const rejectRoute = createRoute(guarded("vendor", {
  method: "post",
  path: "/api/returns/{id}/reject",
  operationId: "rejectReturn",
  tags,
  summary: "Reject a return request, with a reason (stores)",
  description: "The shopper sees the reason and may escalate within 7 days. Audited.",
  request: { params: ReturnIdParam, body: json(RejectReturnBody) },
  responses: {
    200: jsonResponse(ReturnAnswer, `The request, \`rejected\`: \`${RETURN_REJECTED}\``),
    400: errorResponses[400],
    404: notFound,
    409: wrongState("The request is not waiting on the store"),
  },
}));

const receivedRoute = createRoute(guarded("vendor", {
  method: "post",
  path: "/api/returns/{id}/received",
  operationId: "receiveReturn",
  tags,
  summary: "Mark an accepted return received (stores)",
  description: "The goods are back; with `restock` they go back to stock (once). The refund of exactly the " +
    "returned lines becomes due, with its credit note and the ledger's reversals, and is sent through the " +
    "gateway for an order paid online (cash on delivery: paid by the admin by transfer). Audited.",
  request: { params: ReturnIdParam, body: json(ReceiveReturnBody) },
  responses: {
    200: jsonResponse(ReturnAnswer, "The request, `received` (or `refunded` once the gateway refunded it)"),
    400: errorResponses[400],
    404: notFound,
    409: wrongState("The request is not accepted, or has nothing to receive (a missing item)"),
  },
}));

// ---- The admin ----

const decideRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/admin/returns/{id}/decide",
  operationId: "decideReturn",
  tags,
  summary: "Decide an escalated request (admins)",
  description:
    "Final: `approve` accepts it as the store would have (a missing item's refund becomes due and " +
    "is sent); otherwise the rejection stands and the request is closed. The shopper and the store are " +
    "mailed. Audited.",
  request: { params: ReturnIdParam, body: json(DecideReturnBody) },
  responses: {
    200: jsonResponse(ReturnAnswer, "The request, `accepted` (or `refunded`) or `closed`"),
    400: errorResponses[400],
    404: notFound,
    409: wrongState("The request is not escalated"),
  },
}));

const refundRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/admin/returns/{id}/refund",
  operationId: "refundReturn",
  tags,
  summary: "Send (or retry) a return's due gateway refund (admins)",
  description: "Refunds exactly the returned lines through the payment gateway when the refund is due, " +
    "typically after a failed attempt. Idempotent: a request refunded already answers 200 and is not " +
    "refunded again; of attempts at once, one reaches the gateway. Every attempt is audited.",
  request: { params: ReturnIdParam },
  responses: {
    200: jsonResponse(ReturnAnswer, `Refunded now (\`${REFUND_SENT}\`) or before (\`${ALREADY_REFUNDED}\`)`),
    404: notFound,
    409: wrongState(
      "No refund is due, another attempt is sending it now, or the order was paid cash on delivery (its " +
        "refund is paid by transfer: POST /api/admin/returns/{id}/refund-by-transfer)",
    ),
    502: errorResponse(
      "The gateway refused the refund: " +
        "`The refund failed: <reason>`. The refund stays due with `refund.error`; retry later.",
      "The refund failed: The payment gateway is unavailable.",
    ),
  },
}));

const transferRoute = createRoute(guarded("admin", {
  method: "post",
  path: "/api/admin/returns/{id}/refund-by-transfer",
  operationId: "recordReturnTransferRefund",
  tags,
  summary: "Record a cash-on-delivery return's refund paid by transfer (admins)",
  description: "The admin paid the due refund to the UPI ID or bank account the shopper gave, then records " +
    "the transfer's UTR here: the request becomes refunded, the shopper is mailed. Idempotent like the " +
    "gateway refund. Audited.",
  request: { params: ReturnIdParam, body: json(TransferRefundBody) },
  responses: {
    200: jsonResponse(
      ReturnAnswer,
      `Recorded now (\`${REFUND_RECORDED}\`) or before (\`${ALREADY_REFUNDED}\`)`,
    ),
    400: errorResponses[400],
    404: notFound,
    409: wrongState(
      "No refund is due, another attempt is recording it now, or the order was paid online (its refund goes " +
        "through the gateway: POST /api/admin/returns/{id}/refund)",
    ),
  },
}));

/** A multipart body the schema refused: the field named in words. */
const photosRefusal = (result: { success: boolean; error?: z.ZodError }, c: Context) => {
  if (result.success || !result.error) return;
  const data = (result as { data?: unknown }).data;
  const sent = data && typeof data === "object" && "photos" in data;
  return c.json({ message: sent ? describeZodError(result.error) : PHOTOS_REQUIRED }, 400);
};

export const returnsApi = createApi();

returnsApi
  .openapi(requestRoute, async (c) => {
    const user = currentUser(c);
    const view = await requestReturn(c.var.db, user, c.req.valid("param").orderId, c.req.valid("json"));
    return c.json({ message: RETURN_REQUESTED, return: toReturnJson(view) }, 201);
  })
  .openapi(photosRoute, async (c) => {
    const user = currentUser(c);
    const { id } = c.req.valid("param");
    const files = await readUploads(await c.req.formData(), "photos", MAX_RETURN_PHOTOS);
    if (!files.length) throw badRequest(PHOTOS_REQUIRED);
    // Refused before any photo is converted and stored: not one's own, answered already, or too many.
    const before = await findReturn(c.var.db, user, id);
    if (before.status !== "requested") throw new AppError(409, PHOTOS_CLOSED);
    const have = before.photos.length;
    if (have + files.length > MAX_RETURN_PHOTOS) throw badRequest(TOO_MANY_PHOTOS(have));
    const mediaIds: string[] = [];
    for (const file of files) mediaIds.push(await storeUploadedImage(c.var.db, file, user.id));
    const view = await addReturnPhotos(c.var.db, user, id, mediaIds);
    return c.json({ message: PHOTOS_ADDED, return: toReturnJson(view) }, 200);
  }, photosRefusal)
  .openapi(escalateRoute, async (c) => {
    const user = currentUser(c);
    const view = await escalateReturn(c.var.db, user, c.req.valid("param").id, c.req.valid("json").comment);
    return c.json({ message: RETURN_ESCALATED, return: toReturnJson(view) }, 200);
  })
  .openapi(orderReturnsRoute, async (c) => {
    const views = await returnsOfOrder(c.var.db, currentUser(c), c.req.valid("param").orderId);
    return c.json({ returns: views.map(toReturnJson) }, 200);
  })
  .openapi(oneRoute, async (c) => {
    const view = await findReturn(c.var.db, currentUser(c), c.req.valid("param").id);
    return c.json(toReturnJson(view), 200);
  })
  .openapi(vendorListRoute, async (c) => {
    const { status, reason, page, limit } = c.req.valid("query");
    const list = await listReturns(c.var.db, currentUser(c), { status, reason, page, limit });
    return c.json({ returns: list.returns.map(toReturnJson), total: list.total, page, limit }, 200);
  })
  .openapi(adminListRoute, async (c) => {
    const { status, reason, page, limit } = c.req.valid("query");
    const list = await listReturns(c.var.db, currentUser(c), { status, reason, page, limit });
    return c.json({ returns: list.returns.map(toReturnJson), total: list.total, page, limit }, 200);
  })
  .openapi(acceptRoute, async (c) => {
    const user = currentUser(c);
    const body = c.req.valid("json") ?? {};
    const accepted = await acceptReturn(c.var.db, user, c.req.valid("param").id, {
      carrier: body.carrier,
      trackingNumber: body.trackingNumber,
    });
    const view = await refundIfDue(c, user, accepted);
    return c.json({ message: refundMessage(view, "Return accepted."), return: toReturnJson(view) }, 200);
  })
  .openapi(rejectRoute, async (c) => {
    const view = await rejectReturn(
      c.var.db,
      currentUser(c),
      c.req.valid("param").id,
      c.req.valid("json").reason,
    );
    return c.json({ message: RETURN_REJECTED, return: toReturnJson(view) }, 200);
  })
  .openapi(receivedRoute, async (c) => {
    const user = currentUser(c);
    const received = await receiveReturn(c.var.db, user, c.req.valid("param").id, c.req.valid("json"));
    const view = await refundIfDue(c, user, received);
    return c.json(
      { message: refundMessage(view, "Return marked received."), return: toReturnJson(view) },
      200,
    );
  })
  .openapi(decideRoute, async (c) => {
    const user = currentUser(c);
    const decision = c.req.valid("json");
    const decided = await decideReturn(c.var.db, user, c.req.valid("param").id, decision);
    const view = await refundIfDue(c, user, decided);
    const message = decision.approve
      ? refundMessage(view, "Decision recorded: the return is accepted.")
      : RETURN_UPHELD;
    return c.json({ message, return: toReturnJson(view) }, 200);
  })
  .openapi(refundRoute, async (c) => {
    const user = currentUser(c);
    const outcome = await refundReturn(c.var.db, gatewayOf(c), user, c.req.valid("param").id);
    if (outcome.kind === "failed") return c.json({ message: `The refund failed: ${outcome.reason}` }, 502);
    const message = outcome.kind === "already" ? ALREADY_REFUNDED : REFUND_SENT;
    return c.json({ message, return: toReturnJson(outcome.ret) }, 200);
  })
  .openapi(transferRoute, async (c) => {
    const user = currentUser(c);
    const { id } = c.req.valid("param");
    const outcome = await refundReturn(c.var.db, null, user, id, c.req.valid("json").reference);
    // Recording a transfer asks no gateway: it cannot fail there.
    if (outcome.kind === "failed") throw new AppError(409, outcome.reason);
    const message = outcome.kind === "already" ? ALREADY_REFUNDED : REFUND_RECORDED;
    return c.json({ message, return: toReturnJson(outcome.ret) }, 200);
  });
