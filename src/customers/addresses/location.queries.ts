/** SQL for the pincode directory, the saved delivery location and products near the shopper. */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import { findProducts, type ProductView } from "../../catalogue/products/products.queries.ts";
import { cityOfDistrict, pincodesIn } from "./location.schema.ts";

export interface PostOffice {
  name: string;
  district: string;
  state: string;
}

export function findPostOffices(db: DB, pincode: number): Promise<PostOffice[]> {
  return db.selectFrom("post_offices").select(["name", "district", "state"])
    .where("pincode", "=", pincode).orderBy("name").execute();
}

export async function setDeliveryLocation(db: DB, userId: string, label: string | null): Promise<void> {
  await db.updateTable("users").set({ delivery_location: label, updated_at: sql`now()` })
    .where("id", "=", userId).execute();
}

/**
 * Where the customer wants things delivered, as text to match product locations against: the saved
 * delivery location, else the first saved address. Pincodes in it add their districts' city names.
 * `saved` is what the caller has already (the session's row has the delivery location and, without one,
 * the first address): no query for them;
 * `citiesOf` may answer the pincodes' cities from a cache.
 */
export async function deliveryPlaces(
  db: DB,
  userId: string,
  saved?: {
    delivery_location: string | null;
    address_city?: string | null;
    address_postal_code?: string | null;
  },
  citiesOf: (pincodes: number[]) => Promise<string[]> = (pincodes) => citiesOfPincodes(db, pincodes),
): Promise<{ label: string; cities: string[] } | undefined> {
  const user = saved ??
    await db.selectFrom("users").select("delivery_location").where("id", "=", userId).executeTakeFirst();
  let label = user?.delivery_location?.trim() || "";
  const cities = new Set<string>();
  if (!label) {
    const city = saved?.address_city;
    const postalCode = saved?.address_postal_code;
    const first = city === undefined || postalCode === undefined
      ? await db.selectFrom("addresses").select(["city", "postal_code"]).where("user_id", "=", userId)
        .orderBy("created_at").orderBy("id").limit(1).executeTakeFirst()
      : city === null || postalCode === null
      ? undefined
      : { city, postal_code: postalCode };
    if (!first) return undefined;
    label = `${first.city} ${first.postal_code}`;
    cities.add(first.city);
  }
  const pincodes = pincodesIn(label);
  if (pincodes.length) { for (const city of await citiesOf(pincodes)) cities.add(city); }
  return { label, cities: [...cities] };
}

/** The districts of these pincodes and their cities' names (the pincode directory never changes at run time). */
export async function citiesOfPincodes(db: DB, pincodes: number[]): Promise<string[]> {
  if (!pincodes.length) return [];
  const districts = await db.selectFrom("post_offices").select("district").distinct()
    .where("pincode", "in", pincodes).execute();
  return districts.flatMap(({ district }) => [district, cityOfDistrict(district)]);
}

/** Lower-case words separated by single spaces, so "Navi-Mumbai" and "navi mumbai" compare equal. */
const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;

/**
 * The distinct locations of listed products, by a walk over the index products_listed_location (migration
 * 0011) that jumps from one location to the next: a few dozen index probes, not a scan of every product.
 */
export async function productLocations(db: DB): Promise<string[]> {
  const { rows } = await sql<{ location: string }>`
    with recursive walk as (
      (select p.location from products p where p.listed and p.location <> '' order by p.location limit 1)
      union all
      select (select p.location from products p where p.listed and p.location <> '' and p.location > walk.location
              order by p.location limit 1)
      from walk where walk.location is not null
    )
    select location from walk where location is not null
  `.execute(db);
  return rows.map((r) => r.location);
}

/**
 * Which of the products' locations are near: one of the cities, or named as whole words in the label
 * ("Residency Road, Bengaluru, Karnataka" matches products in Bengaluru). Worked out here over the few
 * distinct locations, so the products are then read by location from an index.
 */
export function nearLocations(locations: string[], places: { label: string; cities: string[] }): string[] {
  const cities = new Set(places.cities.map((c) => c.toLowerCase()));
  const label = words(places.label);
  return locations.filter((location) =>
    cities.has(location.toLowerCase()) || label.includes(words(location))
  );
}

/** Listed products at these locations, newest first, and how many there are. */
export async function productIdsAt(
  db: DB,
  near: string[],
  limit: number,
  offset: number,
): Promise<{ ids: string[]; total: number }> {
  if (!near.length) return { ids: [], total: 0 };
  const matches = sql<boolean>`p.listed and p.location <> '' and p.location = any(${near}::text[])`;
  const [rows, count] = await Promise.all([
    db.selectFrom("products as p").select("p.id").where(matches)
      .orderBy("p.created_at", "desc").orderBy("p.id", "desc").limit(limit).offset(offset).execute(),
    db.selectFrom("products as p").select(sql<string>`count(*)`.as("n")).where(matches)
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}

/** Products near the places, newest first. */
export async function nearbyProductIds(
  db: DB,
  places: { label: string; cities: string[] },
  limit: number,
  offset: number,
): Promise<{ ids: string[]; total: number }> {
  return await productIdsAt(db, nearLocations(await productLocations(db), places), limit, offset);
}

/** Products near the customer, whole: undefined when no delivery place is known at all. */
export async function nearbyProducts(
  db: DB,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ products: ProductView[]; total: number } | undefined> {
  const places = await deliveryPlaces(db, userId);
  if (!places) return undefined;
  const { ids, total } = await nearbyProductIds(db, places, page.limit, page.offset);
  return { products: await findProducts(db, ids), total };
}
