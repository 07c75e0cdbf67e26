/** SQL of store applications and the admin's decisions: vendors rows, their accounts, their products' listing. */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, DB } from "../../../db/database.ts";
import { escapeLike } from "../../catalogue/products/products.queries.ts";
import { newId } from "../../core/ids.ts";
import { paged } from "../../core/paging.ts";
import type { VendorRow, VendorWithState } from "./vendor.json.ts";
import type { ApprovalState } from "./decision-rules.ts";

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

/**
 * Where a store stands: approved, or pending; a pending store whose latest approval decision in the audit
 * trail is a rejection is "rejected" (read through audit_log_entity, one row per store).
 */
const approvalState = sql<ApprovalState>`case when not v.approval_pending then 'approved'
  when (select a.action from audit_log a where a.entity = 'vendor' and a.entity_id = v.id
    and a.action in ('vendor.approve', 'vendor.reject') order by a.created_at desc, a.id desc limit 1)
    = 'vendor.reject' then 'rejected'
  else 'pending' end`;

export interface StoreListFilter {
  search?: string;
  approval?: ApprovalState;
  active?: "true" | "false";
}

/**
 * Stores for the admin, newest first: optionally those whose name, phone, city or address has `search`, in
 * one approval state, switched on or off.
 */
export async function listStores(
  db: DB,
  query: StoreListFilter & { limit: number; page: number },
): Promise<{ rows: VendorWithState[]; total: number }> {
  if (query.search?.includes("\0")) return { rows: [], total: 0 };
  const search = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const matching = () => {
    let base = db.selectFrom("vendors as v");
    if (search) {
      base = base.where((eb) =>
        eb.or([
          eb("v.store_name", "ilike", search),
          eb("v.phone", "ilike", search),
          eb("v.city", "ilike", search),
          eb("v.store_address", "ilike", search),
        ])
      );
    }
    if (query.active) base = base.where("v.active", "=", query.active === "true");
    if (query.approval === "approved") base = base.where("v.approval_pending", "=", false);
    else if (query.approval) {
      base = base.where("v.approval_pending", "=", true).where(approvalState, "=", query.approval);
    }
    return base;
  };
  return await paged(
    matching().selectAll("v").select(approvalState.as("approval_state"))
      .orderBy("v.created_at", "desc").orderBy("v.id", "desc"),
    query,
  );
}

/** One store with where it stands, for the admin's details page. */
export async function findStoreWithState(db: DB, id: string): Promise<VendorWithState | undefined> {
  if (impossibleId(id)) return undefined;
  return await db.selectFrom("vendors as v").selectAll("v").select(approvalState.as("approval_state"))
    .where("v.id", "=", id).executeTakeFirst();
}

/** Active stores by name, for the admin's store picker (pending ones included: they may stock up). */
export function activeStoreChoices(db: DB): Promise<{ id: string; name: string; pending: boolean }[]> {
  return db.selectFrom("vendors").select(["id", "store_name as name", "approval_pending as pending"])
    .where("active", "=", true).orderBy(sql`lower(store_name)`).orderBy("id").limit(1000).execute();
}

/** A store's latest orders, newest first, for the admin's details page. */
export function latestStoreOrders(db: DB, vendorId: string, limit: number) {
  return db.selectFrom("orders").select([
    "id",
    "created_at",
    "customer_name",
    "total_paise",
    "payment_method",
    "status",
    sql<string>`(select string_agg(i.name, ', ' order by i.name) from order_items i
      where i.order_id = orders.id)`.as("items"),
  ]).where("vendor_id", "=", vendorId).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit)
    .execute();
}

/** How many orders a store has had. */
export async function storeOrderCount(db: DB, vendorId: string): Promise<number> {
  const row = await db.selectFrom("orders").select(sql<string>`count(*)`.as("n"))
    .where("vendor_id", "=", vendorId).executeTakeFirstOrThrow();
  return Number(row.n);
}
