/** SQL of the shopper's order page: the first photo of each product ordered, the store's town. */
import type { DB } from "../../../db/database.ts";

/** Each product's first photo (its media id), for the products that still have one. */
export async function firstPhotos(db: DB, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom("product_photos").select(["product_id", "media_id", "position"])
    .where("product_id", "in", productIds).orderBy("product_id").orderBy("position").execute();
  const photos = new Map<string, string>();
  for (const row of rows) if (!photos.has(row.product_id)) photos.set(row.product_id, row.media_id);
  return photos;
}

/** The store as the shopper's order page names it. */
export function storeTown(db: DB, vendorId: string) {
  return db.selectFrom("vendors").select(["store_name", "city"]).where("id", "=", vendorId)
    .executeTakeFirst();
}
