/**
 * The admin's category writes: add a category with its image, rename or describe it,
 * replace its image, delete it; add, change and delete its subcategories. Every write records its audit
 * entry (before and after) in the same transaction.
 *
 * Deleting never leaves anything dangling and never takes anything with it silently: a category or
 * subcategory that a product (on sale or not) uses is refused with 409 naming how many; so is one that
 * has commission rates (they are the admin's own settings, deleted under Commission Management first);
 * a category that products archived for past orders still reference is refused too (the orders keep those
 * products). A category goes with its subcategories, which by then no product uses. A subcategory that
 * only archived products name is deleted; those products lose the label (their orders keep theirs).
 */
import type { Database, DB } from "../../../db/database.ts";
import type { Transaction } from "kysely";

type Tx = Transaction<Database>;
import type { Actor } from "../../audit/actor.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { AppError, badRequest, notFound } from "../../core/errors.ts";
import { newId } from "../../core/ids.ts";
import { isUniqueViolation } from "../../customers/account/users.queries.ts";
import { storeUploadedImage } from "../../uploads/images.service.ts";
import { findCategory } from "./categories.queries.ts";
import { toCategoryJson } from "./categories.json.ts";
import {
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_FOUND,
  categoryInUse,
  MAX_DESCRIPTION,
  MAX_NAME,
  REQUIRED,
  SUBCATEGORY_NAME_TAKEN,
  SUBCATEGORY_NOT_FOUND,
  subcategoryInUse,
} from "../catalogue-admin.rules.ts";
import {
  categoryNameTaken,
  categoryUse,
  deleteCategoryRow,
  deleteSubcategoryRow,
  insertCategoryRow,
  insertSubcategoryRow,
  lockCategory,
  lockSubcategory,
  subcategoriesOf,
  subcategoryNameTaken,
  subcategoryUse,
  updateCategoryRow,
  updateSubcategoryRow,
} from "./category-writes.queries.ts";

export interface NameAndDescription {
  name: string;
  description: string;
}

/** A trimmed, required text of at most `max` characters, or a 400 naming the field. */
export function requiredText(value: unknown, field: string, max: number): string {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) throw badRequest(`${field}: ${REQUIRED}`);
  if (text.length > max) throw badRequest(`${field}: must be at most ${max} characters.`);
  return text;
}

export function nameAndDescription(fields: { name?: unknown; description?: unknown }): NameAndDescription {
  return {
    name: requiredText(fields.name, "name", MAX_NAME),
    description: requiredText(fields.description, "description", MAX_DESCRIPTION),
  };
}

const conflict = (message: string) => new AppError(409, message);

/** The audit entry of a write, in its transaction: "category.create" is about the category `id`. */
const audit = (
  tx: Tx,
  actor: Actor,
  action: `${"category" | "subcategory"}.${string}`,
  id: string,
  details: Record<string, unknown>,
) => recordAudit(tx, { actor, action, entity: action.slice(0, action.indexOf(".")), entityId: id, details });

/** The database's unique index answers a race the checks before it lost: the same 409. */
async function uniquely<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

async function categoryJson(db: DB, id: string) {
  const category = await findCategory(db, id);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return toCategoryJson(category);
}

/** Adds a category after the others, with its image (stored once its name is known to be free). */
export async function addCategory(db: DB, actor: Actor, values: NameAndDescription, image: Uint8Array) {
  if (await categoryNameTaken(db, values.name)) throw conflict(CATEGORY_NAME_TAKEN);
  const imageId = await storeUploadedImage(db, image, actor.id);
  const id = newId();
  await uniquely(CATEGORY_NAME_TAKEN, () =>
    db.transaction().execute(async (tx) => {
      const row = { id, name: values.name, description: values.description, image_id: imageId };
      await insertCategoryRow(tx, row);
      await audit(tx, actor, "category.create", id, { before: null, after: row });
    }));
  return await categoryJson(db, id);
}

export async function updateCategory(db: DB, actor: Actor, id: string, values: NameAndDescription) {
  await uniquely(CATEGORY_NAME_TAKEN, () =>
    db.transaction().execute(async (tx) => {
      const current = await lockCategory(tx, id);
      if (!current) throw notFound(CATEGORY_NOT_FOUND);
      if (await categoryNameTaken(tx, values.name, id)) throw conflict(CATEGORY_NAME_TAKEN);
      await updateCategoryRow(tx, id, values);
      await audit(tx, actor, "category.update", id, {
        before: { name: current.name, description: current.description },
        after: values,
      });
    }));
  return await categoryJson(db, id);
}

export async function replaceCategoryImage(db: DB, actor: Actor, id: string, image: Uint8Array) {
  if (!await findCategory(db, id).then((c) => c?.id === id)) throw notFound(CATEGORY_NOT_FOUND);
  const imageId = await storeUploadedImage(db, image, actor.id);
  await db.transaction().execute(async (tx) => {
    const current = await lockCategory(tx, id);
    if (!current) throw notFound(CATEGORY_NOT_FOUND);
    await updateCategoryRow(tx, id, { image_id: imageId });
    await audit(tx, actor, "category.image", id, {
      before: { image_id: current.image_id },
      after: { image_id: imageId },
    });
  });
  return await categoryJson(db, id);
}

/** Deletes a category nothing holds, with its subcategories; otherwise 409 saying what holds it. */
export async function deleteCategory(db: DB, actor: Actor, id: string) {
  await db.transaction().execute(async (tx) => {
    const current = await lockCategory(tx, id);
    if (!current) throw notFound(CATEGORY_NOT_FOUND);
    const refusal = categoryInUse(await categoryUse(tx, id));
    if (refusal) throw conflict(refusal);
    const subcategories = await subcategoriesOf(tx, id);
    await deleteCategoryRow(tx, id);
    await audit(tx, actor, "category.delete", id, { before: { ...current, subcategories }, after: null });
  });
}

export async function addSubcategory(db: DB, actor: Actor, categoryId: string, values: NameAndDescription) {
  const id = newId();
  await uniquely(SUBCATEGORY_NAME_TAKEN, () =>
    db.transaction().execute(async (tx) => {
      if (!await lockCategory(tx, categoryId)) throw notFound(CATEGORY_NOT_FOUND);
      if (await subcategoryNameTaken(tx, categoryId, values.name)) throw conflict(SUBCATEGORY_NAME_TAKEN);
      const row = { id, category_id: categoryId, ...values };
      await insertSubcategoryRow(tx, row);
      await audit(tx, actor, "subcategory.create", id, { before: null, after: row });
    }));
  return await categoryJson(db, categoryId);
}

export async function updateSubcategory(
  db: DB,
  actor: Actor,
  categoryId: string,
  subId: string,
  values: NameAndDescription,
) {
  await uniquely(SUBCATEGORY_NAME_TAKEN, () =>
    db.transaction().execute(async (tx) => {
      if (!await lockCategory(tx, categoryId)) throw notFound(CATEGORY_NOT_FOUND);
      const current = await lockSubcategory(tx, categoryId, subId);
      if (!current) throw notFound(SUBCATEGORY_NOT_FOUND);
      if (await subcategoryNameTaken(tx, categoryId, values.name, subId)) {
        throw conflict(SUBCATEGORY_NAME_TAKEN);
      }
      await updateSubcategoryRow(tx, subId, values);
      await audit(tx, actor, "subcategory.update", subId, {
        categoryId,
        before: { name: current.name, description: current.description },
        after: values,
      });
    }));
  return await categoryJson(db, categoryId);
}

export async function deleteSubcategory(db: DB, actor: Actor, categoryId: string, subId: string) {
  await db.transaction().execute(async (tx) => {
    if (!await lockCategory(tx, categoryId)) throw notFound(CATEGORY_NOT_FOUND);
    const current = await lockSubcategory(tx, categoryId, subId);
    if (!current) throw notFound(SUBCATEGORY_NOT_FOUND);
    const refusal = subcategoryInUse(await subcategoryUse(tx, subId));
    if (refusal) throw conflict(refusal);
    await deleteSubcategoryRow(tx, subId);
    await audit(tx, actor, "subcategory.delete", subId, { categoryId, before: current, after: null });
  });
  return await categoryJson(db, categoryId);
}
