/** The admin adds and removes the cities we deliver to; each change is audited. */
import type { DB } from "../../db/database.ts";
import { recordAudit } from "../audit/audit.queries.ts";
import { AppError, notFound } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { isUniqueViolation } from "../customers/account/users.queries.ts";
import type { Actor } from "../audit/actor.ts";
import { type CityRow, deleteCity, findCity, findCityByName, insertCity } from "./cities.queries.ts";

export const CITY_EXISTS = "City already exists.";
export const CITY_NOT_FOUND = "City not found.";
export const CITY_DELETED = "City deleted.";

/** Adds a city (its name already trimmed); a name taken in any case is a 409. */
export async function addCity(db: DB, actor: Actor, name: string): Promise<CityRow> {
  try {
    return await db.transaction().execute(async (tx) => {
      if (await findCityByName(tx, name)) throw new AppError(409, CITY_EXISTS);
      const city = { id: newId(), name };
      await insertCity(tx, city);
      await recordAudit(tx, {
        actor,
        action: "city.create",
        entity: "city",
        entityId: city.id,
        details: { before: null, after: { name } },
      });
      return city;
    });
  } catch (error) {
    // Two admins added the same city at once: the unique index on lower(name) decided.
    if (isUniqueViolation(error)) throw new AppError(409, CITY_EXISTS);
    throw error;
  }
}

export async function removeCity(db: DB, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const city = await findCity(tx, id, true);
    if (!city) throw notFound(CITY_NOT_FOUND);
    await deleteCity(tx, id);
    await recordAudit(tx, {
      actor,
      action: "city.delete",
      entity: "city",
      entityId: id,
      details: { before: { name: city.name }, after: null },
    });
  });
}
