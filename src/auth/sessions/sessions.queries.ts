import { sql } from "kysely";
import { compileOnce } from "../../../db/compile-once.ts";
import type { DB } from "../../../db/database.ts";

/** What the app knows about the signed-in person on every request. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  mobile: string;
  role: "customer" | "vendor" | "admin";
  delivery_location: string | null;
  /** The store a vendor account runs; null for everyone else. */
  vendor_id: string | null;
  /** That store's name, and whether it waits for approval / is switched on (null without a store). */
  store_name: string | null;
  store_pending: boolean | null;
  store_active: boolean | null;
  /**
   * Sum of quantities in the cart, read with the session: a signed-in page's header needs it, and one
   * round trip costs less than two. Unset where a SessionUser is made without the session's query.
   */
  cart_count?: number;
  /** Whether anything is on the wishlist: a product page asks which products only if so. */
  has_wishlist?: boolean;
  /**
   * The first saved address's city and pincode, what 'Near you' goes by without a delivery location, read
   * with the session too (two index probes in the same round trip); null when there is none.
   */
  address_city?: string | null;
  address_postal_code?: string | null;
  /**
   * When the session started (its sign-in), read for pages: a panel page carries the one-shot sign-in
   * message's script only while that message may still be waiting (islands/_flash.ts).
   */
  session_started?: Date;
}

export async function createSession(
  db: DB,
  tokenHash: string,
  userId: string,
  expiresAt: Date,
): Promise<void> {
  await db.insertInto("sessions").values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

const firstAddress = (column: "city" | "postal_code") =>
  sql<string | null>`(
    select a.${sql.ref(column)} from addresses a where a.user_id = u.id order by a.created_at, a.id limit 1
  )`;

/**
 * The signed-in user of a session token's hash, as an API call sees it (`findSessionUser` without
 * `forPage`): a query to run on its own, or inside a statement that reads something else with it.
 */
export function sessionQuery(db: DB, tokenHash: string) {
  return db.selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("vendors as v", "v.user_id", "u.id")
    .select([
      "u.id",
      "u.name",
      "u.email",
      "u.mobile",
      "u.role",
      "u.delivery_location",
      "v.id as vendor_id",
      "v.store_name",
      "v.approval_pending as store_pending",
      "v.active as store_active",
    ])
    .where("s.token_hash", "=", tokenHash)
    .where("s.expires_at", ">", sql<Date>`now()`);
}

// Built once per database (db/compile-once.ts): they run on every signed-in request, and Kysely building
// and compiling them each time cost several times what the database spends answering them.
const sessionAlone = compileOnce(sessionQuery);
/**
 * With what a page's header and 'Near you' show: three more index probes, in the same round trip; and when
 * the session started.
 */
const sessionForPage = compileOnce((db: DB, tokenHash: string) =>
  sessionQuery(db, tokenHash).select([
    "s.created_at as session_started",
    (eb) =>
      eb.selectFrom("cart_items as ci").select(sql<string>`coalesce(sum(ci.quantity), 0)`.as("n"))
        .whereRef("ci.user_id", "=", "u.id").as("cart_count"),
    sql<boolean>`exists (select 1 from wishlist_items w where w.user_id = u.id)`.as("has_wishlist"),
    firstAddress("city").as("address_city"),
    firstAddress("postal_code").as("address_postal_code"),
  ])
);

/**
 * The signed-in user of a session token's hash. `forPage`: also the cart count, whether there is a
 * wishlist and the first address (a page's header needs them); an API call reads the session alone.
 */
export async function findSessionUser(
  db: DB,
  tokenHash: string,
  options: { forPage: boolean } = { forPage: true },
): Promise<SessionUser | undefined> {
  if (!options.forPage) return await sessionAlone(db, tokenHash).executeTakeFirst();
  const row = await sessionForPage(db, tokenHash).executeTakeFirst();
  return row && { ...row, cart_count: Number(row.cart_count ?? 0) };
}

/**
 * Moves the session's end to now + `idleSeconds`, never past its sign-in + `maxSeconds`, only if that moves
 * it by more than `throttleSeconds` (so a busy session is written about once a throttle period, never on
 * every request) and it has not ended. Answers the new end when it was written.
 */
export async function extendSession(
  db: DB,
  tokenHash: string,
  idleSeconds: number,
  maxSeconds: number,
  throttleSeconds: number,
): Promise<Date | undefined> {
  const end = sql<Date>`least(now() + make_interval(secs => ${idleSeconds}),
    created_at + make_interval(secs => ${maxSeconds}))`;
  const row = await db.updateTable("sessions")
    .set({ expires_at: end })
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", sql<Date>`now()`)
    .where("expires_at", "<", sql<Date>`${end} - make_interval(secs => ${throttleSeconds})`)
    .returning("expires_at")
    .executeTakeFirst();
  return row ? new Date(row.expires_at) : undefined;
}

export async function deleteSession(db: DB, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteExpiredSessions(db: DB): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", sql<Date>`now()`).execute();
}

/** Ends every session of the account (a store switched off); answers how many there were. */
export async function endSessionsOf(db: DB, userId: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
