/**
 * Shoppers for the drills, written straight into the database: a session cookie, a saved address and a cart.
 * No password hash is computed (nobody logs in with a password).
 */
import type { DB } from "../../db/database.ts";
import { newId } from "../../src/core/ids.ts";
import { hashToken, SESSION_COOKIE } from "../../src/auth/sessions/session.ts";
import { testAddressRow } from "../fixtures.ts";

export interface CartLine {
  productId: string;
  quantity: number;
}

export interface DrillShopper {
  id: string;
  cookie: string;
  cart: CartLine[];
}

/** Shoppers, one per cart, written in four statements (a burst needs many). */
export async function createDrillShoppers(db: DB, carts: CartLine[][]): Promise<DrillShopper[]> {
  const shoppers = carts.map((cart) => ({
    id: newId(),
    token: (crypto.randomUUID() + crypto.randomUUID()).replaceAll("-", ""),
    cart,
  }));
  await db.insertInto("users").values(shoppers.map(({ id }) => ({
    id,
    name: "Drill Shopper",
    email: `drill.${id}@example.in`,
    mobile: "9876543210",
    password_hash: "no-password: signed in by a test session",
    role: "customer" as const,
    delivery_location: null,
  }))).execute();
  const expiresAt = new Date(Date.now() + 3_600_000);
  await db.insertInto("sessions").values(
    await Promise.all(shoppers.map(async ({ id, token }) => ({
      token_hash: await hashToken(token),
      user_id: id,
      expires_at: expiresAt,
    }))),
  ).execute();
  await db.insertInto("addresses").values(shoppers.map(({ id }) => testAddressRow(id))).execute();
  await db.insertInto("cart_items").values(
    shoppers.flatMap(({ id, cart }) =>
      cart.map((line) => ({ user_id: id, product_id: line.productId, quantity: line.quantity }))
    ),
  ).execute();
  return shoppers.map(({ id, token, cart }) => ({ id, cookie: `${SESSION_COOKIE}=${token}`, cart }));
}

/** The same lines written the same way, whatever their order: "id:quantity,…". */
export const linesKey = (lines: { productId: string | null; quantity: number }[]) =>
  lines.map((line) => `${line.productId}:${line.quantity}`).sort().join(",");
