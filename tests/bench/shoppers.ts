/**
 * Bench shoppers, one factory for every bench that signs people in (checkout, mixed, signed-in pages): each
 * has a user, a session (its cookie kept here), an address and the given cart, written in batches inside one
 * transaction (thousands take seconds, not one round trip per row). Before the app starts: PGlite's files
 * belong to one process at a time.
 */
import { type Insertable, sql } from "kysely";
import type { Database, DB } from "../../db/database.ts";
import { newId } from "../../src/core/ids.ts";
import { hashToken, SESSION_COOKIE } from "../../src/auth/sessions/session.ts";
import { chunks } from "../../db/seed/common.ts";

/** A signed-in shopper: the Cookie header value and the cash-on-delivery order body for its cart. */
export interface Shopper {
  id: string;
  cookie: string;
  body: string;
}

export type CartLine = { productId: string; quantity: number };

export async function createShoppers(db: DB, count: number, cart: (i: number) => CartLine[]) {
  const shoppers: Shopper[] = [];
  const users: Insertable<Database["users"]>[] = [];
  const sessions: Insertable<Database["sessions"]>[] = [];
  const addresses: Insertable<Database["addresses"]>[] = [];
  const lines: Insertable<Database["cart_items"]>[] = [];
  const tag = crypto.randomUUID().slice(0, 8);
  for (let i = 0; i < count; i++) {
    const id = newId();
    const token = (crypto.randomUUID() + crypto.randomUUID()).replaceAll("-", "");
    users.push({
      id,
      name: `Bench Shopper ${i}`,
      email: `bench.${tag}.${i}@example.in`,
      mobile: "9876543210",
      password_hash: "not-a-password",
      delivery_location: null,
    });
    sessions.push({
      token_hash: await hashToken(token),
      user_id: id,
      expires_at: new Date(Date.now() + 7_200_000),
    });
    addresses.push({
      id: newId(),
      user_id: id,
      street: "1 MG Road",
      floor: "1",
      area: "Camp",
      landmark: "Clock tower",
      city: "Pune",
      state: "Maharashtra",
      postal_code: "411001",
      country: "India",
      phone_number: "9876543210",
    });
    const items = cart(i);
    for (const line of items) {
      lines.push({ user_id: id, product_id: line.productId, quantity: line.quantity });
    }
    // The checkout confirms the cart the shopper saw, as the storefront sends it.
    shoppers.push({ id, cookie: `${SESSION_COOKIE}=${token}`, body: JSON.stringify({ cart: items }) });
  }
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(users, 2000)) await trx.insertInto("users").values(chunk).execute();
    // The foreign keys below look users up: with statistics from when the table was empty, each of those
    // checks scanned every user (8 s per 5,000 cart lines). The transaction's own rows count here.
    await sql`analyze users`.execute(trx);
    for (const chunk of chunks(sessions, 5000)) await trx.insertInto("sessions").values(chunk).execute();
    for (const chunk of chunks(addresses, 2000)) await trx.insertInto("addresses").values(chunk).execute();
    for (const chunk of chunks(lines, 5000)) await trx.insertInto("cart_items").values(chunk).execute();
  });
  return shoppers;
}
