/** The cart as the API shows it: lines carry the whole product, amounts are rupees. */
import { z } from "@hono/zod-openapi";
import { ProductSchema } from "../../catalogue/products/products.schema.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";

/** Far above any real limit: the product's stock and max purchase limit decide (409), this only stops nonsense. */
export const MAX_QUANTITY = 10_000;

const quantityError = `must be a whole number from 1 to ${MAX_QUANTITY}.`;
const Quantity = z.number({ error: quantityError }).int({ error: quantityError })
  .min(1, { error: "Quantity cannot go below 1." })
  .max(MAX_QUANTITY, { error: quantityError });

/** Accepted so older clients keep working, but only ever checked: the session decides whose cart it is. */
const NamedUser = z.string().optional().openapi({
  description: "Optional. If present it must be the signed-in customer's own id (otherwise 403).",
  example: ID_EXAMPLE,
});

export const CartLineSchema = z.object({
  productId: ProductSchema,
  quantity: z.number().int().openapi({
    description: "Units of this product in the cart (1 or more)",
    example: 2,
  }),
  maxQuantity: z.number().int().openapi({
    description:
      "Most units this line may hold now: the smaller of the product's stock and max purchase limit " +
      "(0 when out of stock, or when the product is not on sale now: its store is waiting for approval or " +
      "switched off)",
    example: 3,
  }),
  lineTotal: z.number().openapi({
    description: "Price after discount × quantity, in rupees (computed by the server)",
    example: 43998.24,
  }),
}).openapi("CartLine", { description: "One product in the cart and how many of it." });

export const CartSchema = z.object({
  cart: z.array(CartLineSchema).openapi({ description: "Every line of the cart, oldest first" }),
  total: z.number().openapi({
    description: "Sum of price after discount × quantity over all lines, in rupees, to the paisa",
    example: 43998.24,
  }),
  count: z.number().int().openapi({ description: "Sum of quantities (the header's cart count)", example: 2 }),
}).openapi("Cart", { description: "The signed-in customer's whole cart. Every change answers with it." });

export const AddToCartBody = z.object({
  productId: z.string({ error: "productId is required." }).min(1, { error: "productId is required." })
    .openapi({ description: "The product to add", example: ID_EXAMPLE }),
  quantity: Quantity.default(1).openapi({
    description: "Units to add to what the cart already holds (default 1)",
    example: 1,
  }),
  userID: NamedUser,
  userId: NamedUser,
}).strict().openapi("AddToCart", {
  description: "A product and how many units to add to the cart of the signed-in customer.",
});

export const UpdateCartBody = z.object({
  quantity: Quantity.openapi({ description: "The line's new quantity (1 or more)", example: 2 }),
  userID: NamedUser,
  userId: NamedUser,
}).strict().openapi("UpdateCartLine", {
  description: "The new quantity of a cart line (1 up to stock and the purchase limit).",
});

export const CartLineParam = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "Product id of the cart line",
    example: ID_EXAMPLE,
  }),
});

export const UserIdParam = z.object({
  userID: z.string().openapi({
    param: { name: "userID", in: "path" },
    description: "The signed-in customer's own id (any other id: 403)",
    example: ID_EXAMPLE,
  }),
});

export const UserIdQuery = z.object({
  userID: z.string().optional().openapi({
    param: { name: "userID", in: "query" },
    description: "Optional; if present, the signed-in customer's own id (any other id: 403)",
    example: ID_EXAMPLE,
  }),
});
