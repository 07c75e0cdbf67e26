/**
 * The admin's units and attributes: add a name (trimmed, non-empty, unique ignoring case:
 * 409) and delete one no product names (409 saying how many do). Audited in the same transaction.
 */
import type { DB } from "../../../db/database.ts";
import type { Actor } from "../../audit/actor.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { newId } from "../../core/ids.ts";
import { isUniqueViolation } from "../../customers/account/users.queries.ts";
import {
  MAX_NAME,
  namedInUse,
  type NamedKind,
  namedNotFound,
  namedTaken as takenText,
} from "../catalogue-admin.rules.ts";
import { requiredText } from "../categories/category-writes.service.ts";
import {
  deleteNamed,
  insertNamed,
  lockNamed,
  namedTaken,
  productsNaming,
  type TaxonomyTable,
} from "./taxonomy-writes.queries.ts";

export const TABLE_OF: Record<NamedKind, TaxonomyTable> = { unit: "units", attribute: "attributes" };

export async function addNamed(db: DB, actor: Actor, kind: NamedKind, rawName: unknown) {
  const name = requiredText(rawName, "name", MAX_NAME);
  const table = TABLE_OF[kind];
  const row = { id: newId(), name };
  try {
    await db.transaction().execute(async (tx) => {
      if (await namedTaken(tx, table, name)) throw new AppError(409, takenText(kind));
      await insertNamed(tx, table, row);
      await recordAudit(tx, {
        actor,
        action: `${kind}.create`,
        entity: kind,
        entityId: row.id,
        details: { before: null, after: row },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, takenText(kind));
    throw error;
  }
  return row;
}

export async function deleteNamedEntry(db: DB, actor: Actor, kind: NamedKind, id: string) {
  const table = TABLE_OF[kind];
  await db.transaction().execute(async (tx) => {
    const current = await lockNamed(tx, table, id);
    if (!current) throw notFound(namedNotFound(kind));
    const using = await productsNaming(tx, table, current.name);
    if (using) throw new AppError(409, namedInUse(kind, current.name, using));
    await deleteNamed(tx, table, id);
    await recordAudit(tx, {
      actor,
      action: `${kind}.delete`,
      entity: kind,
      entityId: id,
      details: { before: current, after: null },
    });
  });
}
