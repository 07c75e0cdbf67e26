/** SQL for the wishlist: a set of products per user, oldest first. */
import type { DB } from "../../../db/database.ts";
import type { ProductView } from "../../catalogue/products/products.queries.ts";
import { impossibleId, productsKeptBy } from "../cart/cart.queries.ts";

export async function wishlistProducts(db: DB, userId: string): Promise<ProductView[]> {
  return await productsKeptBy(db, "wishlist_items", userId);
}

/**
 * Puts a product on the wishlist; adding it again changes nothing. False when no such product exists
 * (the insert reads the product, so a product deleted meanwhile is simply not found, never a 500).
 */
export async function addToWishlist(db: DB, userId: string, productId: string): Promise<boolean> {
  if (impossibleId(productId)) return false;
  const product = await db.selectFrom("products").select("id").where("id", "=", productId).executeTakeFirst();
  if (!product) return false;
  await db.insertInto("wishlist_items")
    .columns(["user_id", "product_id"])
    .expression(
      db.selectFrom("products").select((eb) => [eb.val(userId).as("user_id"), "id as product_id"])
        .where("id", "=", productId),
    )
    .onConflict((oc) => oc.columns(["user_id", "product_id"]).doNothing())
    .execute();
  return true;
}

export async function removeFromWishlist(db: DB, userId: string, productId: string): Promise<void> {
  if (impossibleId(productId)) return;
  await db.deleteFrom("wishlist_items").where("user_id", "=", userId).where("product_id", "=", productId)
    .execute();
}

export async function isWishlisted(db: DB, userId: string, productId: string): Promise<boolean> {
  if (impossibleId(productId)) return false;
  const row = await db.selectFrom("wishlist_items").select("product_id")
    .where("user_id", "=", userId).where("product_id", "=", productId).executeTakeFirst();
  return row !== undefined;
}
