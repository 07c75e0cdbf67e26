/** SQL of a store's catalogue writes: products, their photos, the lookups the product form needs. */
import { type Insertable, type Selectable, sql, type Transaction, type Updateable } from "kysely";
import type { Database, DB, ProductTable } from "../../../db/database.ts";

type Tx = Transaction<Database>;

/** Ids are 24 hex characters today; anything much longer or holding NUL cannot be one. */
const impossible = (text: string) => text.length > 200 || text.includes("\0");

export function findStore(db: DB | Tx, vendorId: string) {
  if (impossible(vendorId)) return Promise.resolve(undefined);
  return db.selectFrom("vendors").select(["id", "active", "approval_pending"]).where("id", "=", vendorId)
    .executeTakeFirst();
}

/** A unit of the units list, by id or by name ignoring case; products keep its name. */
export async function findUnitName(db: DB, idOrName: string): Promise<string | undefined> {
  if (impossible(idOrName)) return undefined;
  const row = await db.selectFrom("units").select("name")
    .where((eb) => eb.or([eb("id", "=", idOrName), eb(sql`lower(name)`, "=", sql`lower(${idOrName})`)]))
    .orderBy(sql`id = ${idOrName}`, "desc").limit(1).executeTakeFirst();
  return row?.name;
}

export type ProductRow = Selectable<ProductTable>;

/** The product's row, locked until the transaction ends (its "before" for the audit); archived ones are gone. */
export function lockProduct(tx: Tx, id: string, ownerId: string | null): Promise<ProductRow | undefined> {
  if (impossible(id)) return Promise.resolve(undefined);
  let query = tx.selectFrom("products").selectAll()
    .where("id", "=", id).where("archived_at", "is", null);
  if (ownerId !== null) query = query.where("vendor_id", "=", ownerId);
  return query.forUpdate().executeTakeFirst();
}

export async function insertProduct(tx: Tx, row: Insertable<ProductTable>, photoIds: string[]) {
  await tx.insertInto("products").values(row).execute();
  await insertPhotos(tx, row.id, photoIds, 0);
}

export async function updateProductRow(
  tx: Tx,
  id: string,
  changes: Updateable<ProductTable>,
): Promise<ProductRow> {
  return await tx.updateTable("products").set({ ...changes, updated_at: sql`now()` }).where("id", "=", id)
    .returningAll().executeTakeFirstOrThrow();
}

/** The product's row as written (the "after" of an add, for the audit). */
export function productRow(tx: Tx, id: string): Promise<ProductRow> {
  return tx.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

export async function photoIdsOf(tx: Tx, productId: string): Promise<string[]> {
  const rows = await tx.selectFrom("product_photos").select("media_id").where("product_id", "=", productId)
    .orderBy("position").execute();
  return rows.map((r) => r.media_id);
}

async function insertPhotos(tx: Tx, productId: string, mediaIds: string[], from: number) {
  if (!mediaIds.length) return;
  await tx.insertInto("product_photos")
    .values(mediaIds.map((media_id, i) => ({ product_id: productId, position: from + i, media_id })))
    .execute();
}

/** The product's photos become exactly these, in this order (positions renumbered from 0). */
export async function setPhotos(tx: Tx, productId: string, mediaIds: string[]) {
  await tx.deleteFrom("product_photos").where("product_id", "=", productId).execute();
  await insertPhotos(tx, productId, mediaIds, 0);
}

/** Whether any order holds this product: then it is archived, never erased (orders keep their snapshot). */
export async function wasOrdered(tx: Tx, productId: string): Promise<boolean> {
  const row = await tx.selectFrom("order_items").select("order_id").where("product_id", "=", productId)
    .limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Off the storefront for good, and out of every cart and wishlist; the row stays for the orders. */
export async function archiveProduct(tx: Tx, productId: string) {
  await tx.updateTable("products")
    .set({ archived_at: sql`now()`, listed: false, updated_at: sql`now()` })
    .where("id", "=", productId).execute();
  await tx.deleteFrom("cart_items").where("product_id", "=", productId).execute();
  await tx.deleteFrom("wishlist_items").where("product_id", "=", productId).execute();
}

/** Gone, with its photo rows, cart lines and wishlist entries (foreign keys cascade). */
export async function eraseProduct(tx: Tx, productId: string) {
  await tx.deleteFrom("products").where("id", "=", productId).execute();
}
