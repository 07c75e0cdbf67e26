/**
 * The admin's commission writes: one rate per category, or per subcategory of it. Each write
 * is audited with the row before and after, in its transaction. A rate change applies to orders placed
 * after it: every order line keeps the rate of its time (order_items.commission_bp, set at checkout).
 */
import type { DB } from "../../db/database.ts";
import { recordAudit } from "../audit/audit.queries.ts";
import type { Actor } from "../audit/actor.ts";
import { findCategory } from "../catalogue/categories/categories.queries.ts";
import { AppError, badRequest, notFound } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { isUniqueViolation } from "../customers/account/users.queries.ts";
import {
  type CommissionRow,
  type CommissionScope,
  deleteCommission,
  findCommission,
  findCommissionScope,
  insertCommission,
  updateCommission,
} from "./commissions.queries.ts";
import {
  COMMISSION_NOT_FOUND,
  type CommissionInput,
  commissionTaken,
  UNKNOWN_CATEGORY,
  unknownSubcategory,
} from "./commissions.schema.ts";

/** A commission as the API and the audit trail show it. */
export const toCommissionJson = (m: Pick<CommissionRow, "id" | "category" | "subcategory" | "rate_bp">) => ({
  _id: m.id,
  category: m.category,
  subcategory: m.subcategory,
  commission: m.rate_bp / 100,
});

const audited = (m: CommissionRow) => {
  const { _id: _, ...rest } = toCommissionJson(m);
  return rest;
};

/** The scope the body names, with the names to speak of it; 400 for a category or subcategory not found. */
async function resolveScope(db: DB, input: CommissionInput) {
  const category = await findCategory(db, input.category);
  if (!category) throw badRequest(UNKNOWN_CATEGORY);
  const wanted = input.subcategory?.trim() ?? "";
  let subcategory: { id: string; name: string } | undefined;
  if (wanted) {
    subcategory = category.subcategories.find((s) => s.id === wanted) ??
      category.subcategories.find((s) => s.name.toLowerCase() === wanted.toLowerCase());
    if (!subcategory) throw badRequest(unknownSubcategory(category.name));
  }
  const scope: CommissionScope = {
    category_id: category.id,
    subcategory_id: subcategory?.id ?? null,
    rate_bp: Math.round(input.commission * 100),
  };
  return { scope, taken: commissionTaken(category.name, subcategory?.name ?? null) };
}

/** Runs a write; a race on the scope's unique index is the same 409 as the check before it. */
async function uniquely<T>(taken: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, taken);
    throw error;
  }
}

export async function createCommission(db: DB, actor: Actor, input: CommissionInput) {
  const { scope, taken } = await resolveScope(db, input);
  return await uniquely(taken, () =>
    db.transaction().execute(async (tx) => {
      if (await findCommissionScope(tx, scope.category_id, scope.subcategory_id)) {
        throw new AppError(409, taken);
      }
      const id = newId();
      await insertCommission(tx, id, scope);
      const after = (await findCommission(tx, id))!;
      await recordAudit(tx, {
        actor,
        action: "commission.create",
        entity: "commission",
        entityId: id,
        details: { before: null, after: audited(after) },
      });
      return after;
    }));
}

export async function changeCommission(db: DB, actor: Actor, id: string, input: CommissionInput) {
  // An unknown row is "not found" whatever the body says.
  if (!await findCommission(db, id)) throw notFound(COMMISSION_NOT_FOUND);
  const { scope, taken } = await resolveScope(db, input);
  return await uniquely(taken, () =>
    db.transaction().execute(async (tx) => {
      const before = await findCommission(tx, id, true);
      if (!before) throw notFound(COMMISSION_NOT_FOUND);
      const other = await findCommissionScope(tx, scope.category_id, scope.subcategory_id);
      if (other && other.id !== id) throw new AppError(409, taken);
      await updateCommission(tx, id, scope);
      const after = (await findCommission(tx, id))!;
      await recordAudit(tx, {
        actor,
        action: "commission.update",
        entity: "commission",
        entityId: id,
        details: { before: audited(before), after: audited(after) },
      });
      return after;
    }));
}

export async function removeCommission(db: DB, actor: Actor, id: string) {
  await db.transaction().execute(async (tx) => {
    const before = await findCommission(tx, id, true);
    if (!before) throw notFound(COMMISSION_NOT_FOUND);
    await deleteCommission(tx, id);
    await recordAudit(tx, {
      actor,
      action: "commission.delete",
      entity: "commission",
      entityId: id,
      details: { before: audited(before), after: null },
    });
  });
}
