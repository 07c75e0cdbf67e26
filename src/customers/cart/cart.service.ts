/**
 * The cart's rules shared by its API, its page and checkout: the cart priced by the server, and why a
 * quantity is refused, in words a shopper can act on.
 */
import type { z } from "@hono/zod-openapi";
import { AppError } from "../../core/errors.ts";
import { discountedPaise, toRupees } from "../../core/money.ts";
import { toProductJson } from "../../catalogue/products/products.json.ts";
import type { DB } from "../../../db/database.ts";
import type { PageCache } from "../../core/page-cache.ts";
import { productViews, withFacts } from "../../catalogue/products/product-views.service.ts";
import { type CartLineFacts, cartLines, type CartRow, type RefusalFacts } from "./cart.queries.ts";
import type { CartSchema } from "./cart.schema.ts";

export type CartJson = z.infer<typeof CartSchema>;

/** The whole cart with its totals, computed here in paise from the database's prices. */
export async function cartJson(db: DB, userId: string, cache?: PageCache): Promise<CartJson> {
  return await cartAnswer(db, await cartLines(db, userId), cache);
}

/**
 * The cart of these lines, as the API answers it: each product's view kept or read
 * (product-views.service.ts), its stock, price, discount, limit and listing as the lines' own read found
 * them. A product deleted between the two reads has left the cart with it.
 */
export async function cartAnswer(db: DB, lines: CartLineFacts[], cache?: PageCache): Promise<CartJson> {
  const views = await productViews(db, lines.map((line) => line.product_id), cache);
  return toCartJson(lines.flatMap(({ product_id, ...facts }) => {
    const view = views.get(product_id);
    return view ? [withFacts(view, facts)] : [];
  }));
}

/** The cart's lines as the API answers them, with its totals. */
function toCartJson(rows: CartRow[]): CartJson {
  let totalPaise = 0;
  let count = 0;
  const cart = rows.map((row) => {
    const linePaise = discountedPaise(row.price_paise, row.discount_percent) * row.quantity;
    totalPaise += linePaise;
    count += row.quantity;
    return {
      productId: toProductJson(row),
      quantity: row.quantity,
      // An unlisted product cannot be bought now: nothing more may go in, and checkout refuses the line.
      maxQuantity: row.listed ? Math.max(0, Math.min(row.stock, row.max_purchase_limit)) : 0,
      lineTotal: toRupees(linePaise),
    };
  });
  return { cart, total: toRupees(totalPaise), count };
}

/** An add refused because the storefront no longer shows the product (its store is switched off or pending). */
export const PRODUCT_UNAVAILABLE = "This product is currently unavailable.";

/** Why a quantity was refused, in words a shopper can act on. */
export function quantityRefusal(
  facts: Omit<RefusalFacts, "listed">,
  wanted: number,
  adding: boolean,
): AppError {
  const { name, stock, maxPurchaseLimit, inCart } = facts;
  if (stock <= 0) return new AppError(409, `"${name}" is out of stock.`);
  const already = adding && inCart > 0 ? ` You already have ${inCart} in your cart.` : "";
  if (maxPurchaseLimit < stock && wanted > maxPurchaseLimit) {
    return new AppError(409, `Only ${maxPurchaseLimit} of "${name}" can be bought per order.${already}`);
  }
  const verb = stock === 1 ? "is" : "are";
  return new AppError(409, `Only ${stock} of "${name}" ${verb} in stock.${already}`);
}
