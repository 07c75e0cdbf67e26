/**
 * The wishlist calls. Signed-in customers only (401); a user id in the path or body must be
 * the caller's own (403); handlers act on the session's user alone.
 */
import { createRoute } from "@hono/zod-openapi";
import type { z } from "@hono/zod-openapi";
import { notFound } from "../../core/errors.ts";
import { createApi, errorResponses } from "../../core/http.ts";
import { toProductJson } from "../../catalogue/products/products.json.ts";
import type { DB } from "../../../db/database.ts";
import { accessRefusals, currentUser, ownUser } from "../../auth/access.ts";
import { guarded } from "../../auth/guard.ts";
import { UserIdParam } from "../cart/cart.schema.ts";
import { addToWishlist, removeFromWishlist, wishlistProducts } from "./wishlist.queries.ts";
import { WishlistChangeBody, WishlistSchema } from "./wishlist.schema.ts";

export async function wishlistJson(db: DB, userId: string): Promise<z.infer<typeof WishlistSchema>> {
  return { wishlist: (await wishlistProducts(db, userId)).map(toProductJson) };
}

const tags = ["Wishlist"];
const wishlistResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: WishlistSchema } },
});
const refusals = accessRefusals;

const getRoute = createRoute(guarded("customer", {
  method: "get",
  path: "/api/wishlist/{userID}",
  operationId: "getWishlist",
  tags,
  summary: "Get the wishlist",
  middleware: [ownUser({ param: "userID" })],
  request: { params: UserIdParam },
  responses: { 200: wishlistResponse("The wishlist"), ...refusals },
}));

const changeRoute = (
  path: string,
  operationId: string,
  summary: string,
  description: string,
  adds: boolean,
) =>
  createRoute(guarded("customer", {
    method: "post",
    path,
    operationId,
    tags,
    summary,
    description,
    middleware: [ownUser({ body: ["userId", "userID"] })],
    request: { body: { required: true, content: { "application/json": { schema: WishlistChangeBody } } } },
    responses: {
      200: wishlistResponse("The wishlist after the change"),
      400: { ...errorResponses[400], description: "Invalid body: `productId is required.`" },
      ...refusals,
      ...(adds
        ? { 404: { ...errorResponses[404], description: "No such product: `Product not found.`" } }
        : {}),
    },
  }));

const addRoute = changeRoute(
  "/api/wishlist/add",
  "addToWishlist",
  "Add a product to the wishlist",
  "Adding a product already on the wishlist changes nothing.",
  true,
);
const removeRoute = changeRoute(
  "/api/wishlist/remove",
  "removeFromWishlist",
  "Remove a product from the wishlist",
  "Removing a product that is not on the wishlist changes nothing.",
  false,
);

export const wishlistApi = createApi();

wishlistApi
  .openapi(getRoute, async (c) => c.json(await wishlistJson(c.var.db, currentUser(c).id), 200))
  .openapi(addRoute, async (c) => {
    const userId = currentUser(c).id;
    if (!(await addToWishlist(c.var.db, userId, c.req.valid("json").productId))) {
      throw notFound("Product not found.");
    }
    return c.json(await wishlistJson(c.var.db, userId), 200);
  })
  .openapi(removeRoute, async (c) => {
    const userId = currentUser(c).id;
    await removeFromWishlist(c.var.db, userId, c.req.valid("json").productId);
    return c.json(await wishlistJson(c.var.db, userId), 200);
  });
