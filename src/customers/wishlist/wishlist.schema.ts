/** The wishlist as the API shows it: the products themselves, oldest first. */
import { z } from "@hono/zod-openapi";
import { ProductSchema } from "../../catalogue/products/products.schema.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

export const WishlistSchema = z.object({
  wishlist: z.array(ProductSchema).openapi({ description: "The wishlisted products, oldest first" }),
}).openapi("Wishlist", { description: "The signed-in customer's wishlist. Every change answers with it." });

const NamedUser = z.string().optional().openapi({
  description: "Optional. If present it must be the signed-in customer's own id (otherwise 403).",
  example: ID_EXAMPLE,
});

export const WishlistChangeBody = z.object({
  productId: z.string({ error: "productId is required." }).min(1, { error: "productId is required." })
    .openapi({ description: "The product to add or remove", example: ID_EXAMPLE }),
  userId: NamedUser,
  userID: NamedUser,
}).strict().openapi("WishlistChange", {
  description: "The product to add to or remove from the wishlist of the signed-in customer.",
});
