/**
 * A store's catalogue writes: add, update, delete (archive once ordered) and the
 * photos. Ownership is decided here from the session, never from the request: a vendor reaches only its own
 * store's products (another store's product is "not found", so its ids cannot even be confirmed); an admin
 * reaches every store's. Every write records its audit entry in the same transaction.
 */
import type { DB, ProductTable } from "../../../db/database.ts";
import type { Updateable } from "kysely";
import type { SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { AppError, badRequest, notFound } from "../../core/errors.ts";
import { newId } from "../../core/ids.ts";
import { storeUploadedImage } from "../../uploads/images.service.ts";
import { findCategory, listCategories } from "../categories/categories.queries.ts";
import { listNamed } from "../taxonomy/taxonomy.queries.ts";
import { autoPolicy } from "../products/return-policy.ts";
import { toProductJson } from "../products/products.json.ts";
import { findManagedProduct } from "./store-products.queries.ts";
import {
  archiveProduct,
  eraseProduct,
  findStore,
  findUnitName,
  insertProduct,
  lockProduct,
  photoIdsOf,
  productRow,
  setPhotos,
  updateProductRow,
  wasOrdered,
} from "./product-writes.queries.ts";
import {
  fieldMessage,
  LAST_PHOTO,
  limitWithinStock,
  MAX_OVER_STOCK,
  MAX_PHOTOS,
  PHOTO_REQUIRED,
  PRICE_BELOW_FLOOR,
  priceAfterDiscountOk,
  PRODUCT_NOT_FOUND,
  type ProductValues,
  REQUIRED,
  TOO_MANY_PHOTOS,
} from "./product-writes.rules.ts";
import { changedValues, productSnapshot } from "./product-writes.audit.ts";

/** Who writes: a vendor (its store) or an admin (any store). */
export type Writer = Pick<SessionUser, "id" | "role" | "vendor_id">;

/** The store a vendor's writes are confined to; null for an admin. */
const ownerOf = (writer: Writer): string | null => {
  if (writer.role === "admin") return null;
  if (writer.role === "vendor" && writer.vendor_id) return writer.vendor_id;
  throw new AppError(403, "Only a store's own account can do this. Please log in as a vendor.");
};

const actorOf = (writer: Writer) => ({ id: writer.id, role: writer.role });

/** The category, subcategory and unit as stored, from the ids or names the form sent. */
async function resolveTaxonomy(
  db: DB,
  sent: Pick<Partial<ProductValues>, "category" | "subcategory" | "unit">,
  stored?: { category_id: string; subcategory_id: string | null },
) {
  const out: Updateable<ProductTable> = {};
  if (sent.unit !== undefined) {
    const unit = await findUnitName(db, sent.unit);
    if (!unit) throw badRequest(fieldMessage("unit", "choose a unit from the list."));
    out.unit = unit;
  }
  if (sent.category === undefined && sent.subcategory === undefined) return out;
  const category = await findCategory(db, sent.category ?? stored!.category_id);
  if (!category) throw badRequest(fieldMessage("category", "choose a category from the list."));
  out.category_id = category.id;
  // Choosing another category clears the subcategory, unless a new one is sent.
  const wanted = sent.subcategory ??
    (sent.category === undefined || category.id === stored?.category_id ? stored?.subcategory_id ?? "" : "");
  if (!wanted) {
    if (category.subcategories.length) throw badRequest(fieldMessage("subcategory", REQUIRED));
    out.subcategory_id = null;
    return out;
  }
  const lower = wanted.toLowerCase();
  const sub = category.subcategories.find((s) => s.id === wanted) ??
    category.subcategories.find((s) => s.name.toLowerCase() === lower);
  if (!sub) throw badRequest(fieldMessage("subcategory", `choose a subcategory of ${category.name}.`));
  out.subcategory_id = sub.id;
  return out;
}

/** The product's own columns from checked values (the taxonomy is resolved separately). */
function columnsOf(values: Partial<ProductValues>): Updateable<ProductTable> {
  const columns: Updateable<ProductTable> = {};
  const copy = ["name", "description", "pin", "colour", "location", "policy", "attributes", "tags"] as const;
  for (const key of copy) {
    if (values[key] !== undefined) (columns as Record<string, unknown>)[key] = values[key];
  }
  if (values.pricePaise !== undefined) columns.price_paise = values.pricePaise;
  if (values.discountPercent !== undefined) columns.discount_percent = values.discountPercent;
  if (values.stock !== undefined) columns.stock = values.stock;
  if (values.maxPurchaseLimit !== undefined) columns.max_purchase_limit = values.maxPurchaseLimit;
  if (values.hsnCode !== undefined) columns.hsn_code = values.hsnCode;
  if (values.gstRate !== undefined) columns.gst_rate = values.gstRate;
  return columns;
}

/** The product as the API answers it after a write. */
async function productJson(db: DB, id: string) {
  const product = await findManagedProduct(db, id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return toProductJson(product);
}

/** Converts and stores uploads (already checked by readUploads); the same image twice is kept once. */
async function storePhotos(db: DB, writer: Writer, uploads: Uint8Array[]): Promise<string[]> {
  const ids: string[] = [];
  // One at a time: a phone photo takes ~200 MB to decode (the queue allows one per account anyway).
  for (const upload of uploads) ids.push(await storeUploadedImage(db, upload, writer.id));
  return [...new Set(ids)];
}

/**
 * Adds a product to the writer's store (a vendor's own; an admin names it with `vendorId`). It is listed on
 * the storefront at once when its store is active and approved.
 */
export async function addProduct(
  db: DB,
  writer: Writer,
  input: { values: ProductValues; vendorId?: string; photos: Uint8Array[] },
) {
  const storeId = ownerOf(writer) ?? input.vendorId;
  if (!storeId) throw badRequest(`vendorId: ${REQUIRED}`);
  if (!await findStore(db, storeId)) throw badRequest("vendorId: no store has this id.");
  const { values } = input;
  if (!limitWithinStock(values.stock, values.maxPurchaseLimit)) throw badRequest(MAX_OVER_STOCK);
  if (!priceAfterDiscountOk(values.pricePaise, values.discountPercent)) {
    throw badRequest(fieldMessage("discountType", PRICE_BELOW_FLOOR));
  }
  const taxonomy = await resolveTaxonomy(db, values);
  if (input.photos.length === 0) throw badRequest(`photos: ${PHOTO_REQUIRED}`);
  const photoIds = await storePhotos(db, writer, input.photos);
  const id = newId();
  await db.transaction().execute(async (tx) => {
    // Read in the transaction: a store switched off meanwhile must not get a listed product.
    const store = await findStore(tx, storeId);
    if (!store) throw badRequest("vendorId: no store has this id.");
    const columns = columnsOf({ ...values, policy: values.policy || autoPolicy(values.pricePaise / 100) });
    await insertProduct(
      tx,
      {
        ...columns,
        ...taxonomy,
        id,
        vendor_id: storeId,
        listed: store.active && !store.approval_pending,
      } as Parameters<typeof insertProduct>[1],
      photoIds,
    );
    await recordAudit(tx, {
      actor: actorOf(writer),
      action: "product.create",
      entity: "product",
      entityId: id,
      details: {
        vendorId: storeId,
        name: values.name,
        photos: photoIds,
        before: null,
        after: productSnapshot(await productRow(tx, id), photoIds),
      },
    });
  });
  return await productJson(db, id);
}

/** Changes the fields sent; the limit-versus-stock rule is checked against what the product will be. */
export async function updateProduct(db: DB, writer: Writer, id: string, values: Partial<ProductValues>) {
  const owner = ownerOf(writer);
  const current = await findManagedProduct(db, id);
  if (!current || (owner !== null && current.vendor_id !== owner)) throw notFound(PRODUCT_NOT_FOUND);
  const taxonomy = await resolveTaxonomy(db, values, current);
  await db.transaction().execute(async (tx) => {
    const locked = await lockProduct(tx, id, owner);
    if (!locked) throw notFound(PRODUCT_NOT_FOUND);
    const stock = values.stock ?? locked.stock;
    const limit = values.maxPurchaseLimit ?? locked.max_purchase_limit;
    const touchesLimit = values.stock !== undefined || values.maxPurchaseLimit !== undefined;
    if (touchesLimit && !limitWithinStock(stock, limit)) throw badRequest(MAX_OVER_STOCK);
    // A new price or discount alone is judged with the stored other half.
    const price = values.pricePaise ?? locked.price_paise;
    const discount = values.discountPercent ?? locked.discount_percent;
    const touchesPrice = values.pricePaise !== undefined || values.discountPercent !== undefined;
    if (touchesPrice && !priceAfterDiscountOk(price, discount)) {
      throw badRequest(
        fieldMessage(values.discountPercent !== undefined ? "discountType" : "price", PRICE_BELOW_FLOOR),
      );
    }
    const changes = { ...columnsOf(values), ...taxonomy };
    const after = await updateProductRow(tx, id, changes);
    await recordAudit(tx, {
      actor: actorOf(writer),
      action: "product.update",
      entity: "product",
      entityId: id,
      details: { vendorId: locked.vendor_id, ...changedValues(locked, after) },
    });
  });
  return await productJson(db, id);
}

/** Erased when no order holds it; otherwise archived (orders keep their snapshot and their link). */
export async function deleteProduct(db: DB, writer: Writer, id: string): Promise<"erased" | "archived"> {
  const owner = ownerOf(writer);
  return await db.transaction().execute(async (tx) => {
    const product = await lockProduct(tx, id, owner);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const outcome = await wasOrdered(tx, id) ? "archived" : "erased";
    const before = productSnapshot(product, await photoIdsOf(tx, id));
    if (outcome === "archived") await archiveProduct(tx, id);
    else await eraseProduct(tx, id);
    await recordAudit(tx, {
      actor: actorOf(writer),
      action: outcome === "archived" ? "product.archive" : "product.delete",
      entity: "product",
      entityId: id,
      details: {
        name: product.name,
        vendorId: product.vendor_id,
        before,
        after: outcome === "archived" ? productSnapshot(await productRow(tx, id)) : null,
      },
    });
    return outcome;
  });
}

/** A photo change under the product's lock: `change` gets the current media ids and answers the new ones. */
async function changePhotos(
  db: DB,
  writer: Writer,
  id: string,
  action: string,
  change: (current: string[]) => string[] | Promise<string[]>,
  details: (before: string[], after: string[]) => Record<string, unknown>,
) {
  const owner = ownerOf(writer);
  await db.transaction().execute(async (tx) => {
    const product = await lockProduct(tx, id, owner);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const before = await photoIdsOf(tx, id);
    const after = await change(before);
    await setPhotos(tx, id, after);
    await updateProductRow(tx, id, {});
    await recordAudit(tx, {
      actor: actorOf(writer),
      action,
      entity: "product",
      entityId: id,
      details: {
        ...details(before, after),
        vendorId: product.vendor_id,
        before: { photos: before },
        after: { photos: after },
      },
    });
  });
  return await productJson(db, id);
}

/** Adds photos after the existing ones (checked uploads), keeping at most MAX_PHOTOS. */
export async function addPhotos(db: DB, writer: Writer, id: string, uploads: Uint8Array[]) {
  if (uploads.length === 0) throw badRequest(`photos: ${REQUIRED}`);
  const owner = ownerOf(writer);
  // Before converting anything: the product exists for this writer and has room.
  const current = await findManagedProduct(db, id);
  if (!current || (owner !== null && current.vendor_id !== owner)) throw notFound(PRODUCT_NOT_FOUND);
  if (current.photo_ids.length + uploads.length > MAX_PHOTOS) throw badRequest(TOO_MANY_PHOTOS);
  const added = await storePhotos(db, writer, uploads);
  return await changePhotos(db, writer, id, "product.photos.add", (current) => {
    const next = [...new Set([...current, ...added])];
    if (next.length > MAX_PHOTOS) throw badRequest(TOO_MANY_PHOTOS);
    return next;
  }, (before, after) => ({ added: after.filter((m) => !before.includes(m)) }));
}

export const PHOTO_NOT_FOUND = "Photo not found.";

export async function removePhoto(db: DB, writer: Writer, id: string, mediaId: string) {
  return await changePhotos(db, writer, id, "product.photos.remove", (current) => {
    if (!current.includes(mediaId)) throw notFound(PHOTO_NOT_FOUND);
    const next = current.filter((m) => m !== mediaId);
    if (next.length === 0) throw new AppError(409, LAST_PHOTO);
    return next;
  }, () => ({ removed: mediaId }));
}

export const PHOTO_ORDER_MISMATCH = "photos: list each of the product's photos exactly once.";

export async function reorderPhotos(db: DB, writer: Writer, id: string, order: string[]) {
  return await changePhotos(db, writer, id, "product.photos.reorder", (current) => {
    const same = order.length === current.length && new Set(order).size === order.length &&
      order.every((m) => current.includes(m));
    if (!same) throw badRequest(PHOTO_ORDER_MISMATCH);
    return order;
  }, () => ({}));
}

/** The lists the product form chooses from (those of GET /category, /units, /attributes), whole. */
export async function productFormChoices(db: DB) {
  const all = { limit: 200, page: 1 };
  const [categories, units, attributes] = await Promise.all([
    listCategories(db, all),
    listNamed(db, "units", all),
    listNamed(db, "attributes", all),
  ]);
  return {
    categories: categories.rows.map((c) => ({
      id: c.id,
      name: c.name,
      subcategories: c.subcategories.map((s) => ({ id: s.id, name: s.name })),
    })),
    units: units.rows,
    attributes: attributes.rows,
  };
}
