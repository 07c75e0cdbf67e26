/**
 * The cart calls. Only a signed-in customer has one (401 otherwise); a user id in the path,
 * query or body must be the caller's own (403), and every handler acts on the session's user alone.
 * Quantities are checked against the product's stock and max purchase limit in the writing statement.
 */
import { createRoute } from "@hono/zod-openapi";
import { AppError, notFound } from "../../core/errors.ts";
import { createApi, errorResponses, ErrorSchema } from "../../core/http.ts";
import { accessRefusals, currentUser, ownUser } from "../../auth/access.ts";
import { guarded } from "../../auth/guard.ts";
import { cartAnswer, cartJson, PRODUCT_UNAVAILABLE, quantityRefusal } from "./cart.service.ts";
import { addToCartLine, refusalFacts, removeCartLine, setCartLineQuantity } from "./cart.queries.ts";
import {
  AddToCartBody,
  CartLineParam,
  CartSchema,
  UpdateCartBody,
  UserIdParam,
  UserIdQuery,
} from "./cart.schema.ts";

const tags = ["Cart"];
const cartResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: CartSchema } },
});
const refusals = accessRefusals;
const tooMany = {
  description: "More than the stock or the max purchase limit allows, e.g. " +
    '`Only 3 of "Redmi Note 13" can be bought per order.`; nothing changes',
  content: { "application/json": { schema: ErrorSchema } },
};

const addRoute = createRoute(guarded("customer", {
  method: "post",
  path: "/api/cart/add-to-cart",
  operationId: "addToCart",
  tags,
  summary: "Add a product to the cart",
  description:
    "Adds `quantity` (default 1) to the line of this product, creating it. The resulting quantity " +
    "must not exceed the product's stock nor its max purchase limit. Prices are always the database's.",
  middleware: [ownUser({ body: ["userID", "userId"] })],
  request: { body: { required: true, content: { "application/json": { schema: AddToCartBody } } } },
  responses: {
    200: cartResponse("The whole cart after the change"),
    400: { ...errorResponses[400], description: "Invalid body, e.g. `Quantity cannot go below 1.`" },
    ...refusals,
    404: { ...errorResponses[404], description: "No such product: `Product not found.`" },
    409: {
      ...tooMany,
      description:
        `${tooMany.description}. Or the product is not on sale now (its store is switched off or ` +
        `not yet approved): \`${PRODUCT_UNAVAILABLE}\``,
    },
  },
}));

const getRoute = createRoute(guarded("customer", {
  method: "get",
  path: "/api/cart/get-cart/{userID}",
  operationId: "getCart",
  tags,
  summary: "Get the cart",
  middleware: [ownUser({ param: "userID" })],
  request: { params: UserIdParam },
  responses: { 200: cartResponse("The whole cart"), ...refusals },
}));

const updateRoute = createRoute(guarded("customer", {
  method: "put",
  path: "/api/cart/update/{id}",
  operationId: "updateCartLine",
  tags,
  summary: "Change a line's quantity",
  description:
    "Sets the quantity of the line holding product `id`: from 1 up to the product's stock and max " +
    "purchase limit. To take a line out, delete it.",
  middleware: [ownUser({ body: ["userID", "userId"] })],
  request: {
    params: CartLineParam,
    body: { required: true, content: { "application/json": { schema: UpdateCartBody } } },
  },
  responses: {
    200: cartResponse("The whole cart after the change"),
    400: { ...errorResponses[400], description: "Invalid quantity, e.g. `Quantity cannot go below 1.`" },
    ...refusals,
    404: {
      ...errorResponses[404],
      description: "The product is not in the cart: `This product is not in your cart.`",
    },
    409: tooMany,
  },
}));

const removeRoute = createRoute(guarded("customer", {
  method: "delete",
  path: "/api/cart/{id}",
  operationId: "removeCartLine",
  tags,
  summary: "Remove a line from the cart",
  description: "Removes the line holding product `id`. Removing a product that is not in the cart changes " +
    "nothing and still answers with the cart.",
  middleware: [ownUser({ query: "userID" })],
  request: { params: CartLineParam, query: UserIdQuery },
  responses: { 200: cartResponse("The whole cart after the change"), ...refusals },
}));

export const cartApi = createApi();

cartApi
  .openapi(addRoute, async (c) => {
    const userId = currentUser(c).id;
    const { productId, quantity } = c.req.valid("json");
    const db = c.var.db;
    const cart = await addToCartLine(db, userId, productId, quantity);
    if (!cart) {
      const facts = await refusalFacts(db, userId, productId);
      if (!facts) throw notFound("Product not found.");
      if (!facts.listed) throw new AppError(409, PRODUCT_UNAVAILABLE);
      throw quantityRefusal(facts, facts.inCart + quantity, true);
    }
    return c.json(await cartAnswer(db, cart, c.var.cache), 200);
  })
  .openapi(getRoute, async (c) => c.json(await cartJson(c.var.db, currentUser(c).id, c.var.cache), 200))
  .openapi(updateRoute, async (c) => {
    const userId = currentUser(c).id;
    const { id } = c.req.valid("param");
    const { quantity } = c.req.valid("json");
    const db = c.var.db;
    const cart = await setCartLineQuantity(db, userId, id, quantity);
    if (!cart) {
      const facts = await refusalFacts(db, userId, id);
      if (!facts || facts.inCart === 0) throw notFound("This product is not in your cart.");
      throw quantityRefusal(facts, quantity, false);
    }
    return c.json(await cartAnswer(db, cart, c.var.cache), 200);
  })
  .openapi(removeRoute, async (c) => {
    const userId = currentUser(c).id;
    const db = c.var.db;
    const lines = await removeCartLine(db, userId, c.req.valid("param").id);
    return c.json(await cartAnswer(db, lines, c.var.cache), 200);
  });
