import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

export interface CityRow {
  id: string;
  name: string;
}

/** A city by its name ignoring case (the unique index cities_name_key is on lower(name)). */
export function findCityByName(db: DB, name: string): Promise<CityRow | undefined> {
  return db.selectFrom("cities").select(["id", "name"]).where(sql`lower(name)`, "=", sql`lower(${name})`)
    .executeTakeFirst();
}

export function findCity(db: DB, id: string, forUpdate = false): Promise<CityRow | undefined> {
  const query = db.selectFrom("cities").select(["id", "name"]).where("id", "=", id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertCity(db: DB, city: CityRow) {
  await db.insertInto("cities").values(city).execute();
}

export async function deleteCity(db: DB, id: string) {
  await db.deleteFrom("cities").where("id", "=", id).execute();
}
