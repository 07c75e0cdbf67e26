/** SQL for saved addresses. Every statement is scoped by the owner's id: a row of another user is never touched. */
import { sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import { newId } from "../../core/ids.ts";
import { type AddressInput, MAX_ADDRESSES } from "./addresses.schema.ts";

export interface AddressRow extends AddressInput {
  id: string;
  userId: string;
}

const columns = [
  "id",
  "user_id as userId",
  "street",
  "floor",
  "area",
  "landmark",
  "city",
  "state",
  "postal_code as postalCode",
  "country",
  "phone_number as phoneNumber",
] as const;

const toRow = (a: AddressInput) => ({
  street: a.street,
  floor: a.floor,
  area: a.area,
  landmark: a.landmark,
  city: a.city,
  state: a.state,
  postal_code: a.postalCode,
  country: a.country,
  phone_number: a.phoneNumber,
});

/** Oldest first: the first address saved stays first in the list. */
export function listAddresses(db: DB, userId: string): Promise<AddressRow[]> {
  return db.selectFrom("addresses").select(columns).where("user_id", "=", userId)
    .orderBy("created_at").orderBy("id").limit(MAX_ADDRESSES * 2).execute();
}

/**
 * Adds an address unless the user already has the maximum; undefined when full. The user's row is locked
 * for the count and the insert, so two adds at the same moment cannot both see 9 and end at 11.
 */
export async function addAddress(
  db: DB,
  userId: string,
  address: AddressInput,
): Promise<AddressRow | undefined> {
  return await db.transaction().execute(async (trx) => {
    await sql`select id from users where id = ${userId} for no key update`.execute(trx);
    const { n } = await trx.selectFrom("addresses").select(sql<string>`count(*)`.as("n"))
      .where("user_id", "=", userId).executeTakeFirstOrThrow();
    if (Number(n) >= MAX_ADDRESSES) return undefined;
    return await trx.insertInto("addresses").values({ id: newId(), user_id: userId, ...toRow(address) })
      .returning(columns).executeTakeFirstOrThrow();
  });
}

/** Undefined when the user owns no address with this id (missing or someone else's: the same answer). */
export function updateAddress(
  db: DB,
  userId: string,
  id: string,
  address: AddressInput,
): Promise<AddressRow | undefined> {
  return db.updateTable("addresses").set({ ...toRow(address), updated_at: sql`now()` })
    .where("id", "=", id).where("user_id", "=", userId).returning(columns).executeTakeFirst();
}

export async function deleteAddress(db: DB, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("addresses").where("id", "=", id).where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** One of the user's addresses by id, or (no id) the most recently saved one; undefined when there is none. */
export function findAddress(db: DB, userId: string, id?: string): Promise<AddressRow | undefined> {
  let query = db.selectFrom("addresses").select(columns).where("user_id", "=", userId);
  if (id !== undefined) query = query.where("id", "=", id);
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
}
