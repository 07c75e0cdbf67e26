/** SQL of store applications and the admin's decisions: vendors rows, their accounts, their products' listing. */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, DB } from "../../db/database.ts";
import { escapeLike } from "../catalogue/products.queries.ts";
import { newId } from "../core/ids.ts";
import type { VendorRow } from "./vendor.json.ts";

type Tx = Transaction<Database>;

/** Ids are 24 hex characters; anything much longer or holding NUL cannot be one (and NUL would fail the query). */
const impossibleId = (id: string) => id.length > 64 || id.includes("\0");

/** Whether any account or any store already has this email (both indexes are on lower(email)). */
export async function storeEmailTaken(db: DB, email: string): Promise<boolean> {
  const lower = email.toLowerCase();
  const row = await db.selectFrom("users").select("id").where(sql<string>`lower(email)`, "=", lower)
    .union(db.selectFrom("vendors").select("id").where(sql<string>`lower(email)`, "=", lower))
    .executeTakeFirst();
  return row !== undefined;
}

export async function usernameTaken(db: DB, username: string): Promise<boolean> {
  const row = await db.selectFrom("vendors").select("id")
    .where(sql<string>`lower(username)`, "=", username.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

export interface NewStore {
  storeName: string;
  storeAddress: string;
  googleMapsLink: string;
  city: string;
  pincode: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  username: string;
  passwordHash: string;
  pan: string;
  gstin: string;
  bankName: string;
  branch: string;
  ifsc: string;
  accountNumber: string;
}

/** The store's sign-in account (role vendor) and the store itself, active and waiting for approval. */
export async function insertStore(tx: Tx, store: NewStore): Promise<VendorRow> {
  const userId = newId();
  await tx.insertInto("users").values({
    id: userId,
    name: `${store.firstName} ${store.lastName}`,
    email: store.email,
    mobile: store.phone,
    password_hash: store.passwordHash,
    role: "vendor",
    delivery_location: null,
  }).execute();
  return await tx.insertInto("vendors").values({
    id: newId(),
    user_id: userId,
    store_name: store.storeName,
    email: store.email,
    city: store.city,
    first_name: store.firstName,
    last_name: store.lastName,
    phone: store.phone,
    pincode: store.pincode,
    username: store.username,
    pan: store.pan,
    gstin: store.gstin,
    store_address: store.storeAddress,
    google_maps_link: store.googleMapsLink,
    bank_name: store.bankName,
    ifsc: store.ifsc,
    branch: store.branch,
    account_number: store.accountNumber,
    active: true,
    approval_pending: true,
  }).returningAll().executeTakeFirstOrThrow();
}

export async function findStore(db: Kysely<Database>, id: string): Promise<VendorRow | undefined> {
  if (impossibleId(id)) return undefined;
  return await db.selectFrom("vendors").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The store's row locked until the transaction ends: two decisions at once apply one after the other. */
export async function lockStore(tx: Tx, id: string): Promise<VendorRow | undefined> {
  if (impossibleId(id)) return undefined;
  return await tx.selectFrom("vendors").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export interface StoreStatus {
  active: boolean;
  approvalPending: boolean;
  /** Why it was rejected or switched off; null clears it. */
  reason: string | null;
}

export async function setStoreStatus(tx: Tx, id: string, status: StoreStatus): Promise<VendorRow> {
  return await tx.updateTable("vendors")
    .set({
      active: status.active,
      approval_pending: status.approvalPending,
      decision_reason: status.reason,
      updated_at: sql`now()`,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Puts the store's products on the storefront or takes them off, as the store's status now says: listed
 * = not archived, store active and approved. Only rows whose listing changes are written.
 */
export async function relistStoreProducts(db: Kysely<Database>, vendorId: string): Promise<number> {
  const result = await sql`
    update products p set listed = (p.archived_at is null and v.active and not v.approval_pending)
    from vendors v
    where v.id = ${vendorId}::text and p.vendor_id = v.id
      and p.listed is distinct from (p.archived_at is null and v.active and not v.approval_pending)`
    .execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Stores for the admin, newest first, optionally those whose name, phone, city or address has `search`. */
export async function listStores(
  db: DB,
  query: { search?: string; limit: number; page: number },
): Promise<{ rows: VendorRow[]; total: number }> {
  const search = query.search && !query.search.includes("\0") ? `%${escapeLike(query.search)}%` : undefined;
  if (query.search?.includes("\0")) return { rows: [], total: 0 };
  const matching = () => {
    const base = db.selectFrom("vendors as v");
    return search
      ? base.where((eb) =>
        eb.or([
          eb("v.store_name", "ilike", search),
          eb("v.phone", "ilike", search),
          eb("v.city", "ilike", search),
          eb("v.store_address", "ilike", search),
        ])
      )
      : base;
  };
  const [rows, count] = await Promise.all([
    matching().selectAll("v").orderBy("v.created_at", "desc").orderBy("v.id", "desc")
      .limit(query.limit).offset((query.page - 1) * query.limit).execute(),
    matching().select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
