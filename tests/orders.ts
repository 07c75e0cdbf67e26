/** Shoppers with an address and a filled cart, store accounts, and JSON calls: the fixtures of order tests. */
import type { DB } from "../db/database.ts";
import { newId } from "../src/core/ids.ts";
import { asCustomer, createCustomer, type TestCustomer } from "./customers.ts";
import type { TestApp } from "./helpers.ts";
import { testAddressRow } from "./fixtures.ts";

let saved = 0;
/** Addresses keep the order they were saved in, even within one clock tick. */
export async function insertAddress(db: DB, userId: string, city = "Pune"): Promise<string> {
  const id = newId();
  const createdAt = new Date(Date.UTC(2026, 0, 1) + ++saved * 1000);
  await db.insertInto("addresses").values({ ...testAddressRow(userId, id), city, created_at: createdAt })
    .execute();
  return id;
}

/** A signed-in customer with a saved delivery address (unless `address: false`). */
export async function createShopper(db: DB, options: { address?: boolean } = {}): Promise<TestCustomer> {
  const customer = await createCustomer(db);
  if (options.address !== false) await insertAddress(db, customer.id);
  return customer;
}

let added = 0;
/** Lines keep the order they were put in, even within one clock tick (PGlite's clock counts milliseconds). */
export async function putInCart(db: DB, userId: string, productId: string, quantity = 1): Promise<void> {
  const addedAt = new Date(Date.UTC(2026, 0, 1) + ++added * 1000);
  await db.insertInto("cart_items").values({
    user_id: userId,
    product_id: productId,
    quantity,
    added_at: addedAt,
  })
    .execute();
}

/** A vendor's sign-in account, linked to its store. */
export async function createStoreAccount(db: DB, vendorId: string): Promise<TestCustomer> {
  const account = await createCustomer(db, { role: "vendor" });
  await db.updateTable("vendors").set({ user_id: account.id }).where("id", "=", vendorId).execute();
  return account;
}

export async function stockOf(db: DB, productId: string): Promise<number> {
  const row = await db.selectFrom("products").select("stock").where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

export async function cartSize(db: DB, userId: string): Promise<number> {
  const rows = await db.selectFrom("cart_items").select("product_id").where("user_id", "=", userId).execute();
  return rows.length;
}

/** The body of a cash-on-delivery order for what `who` has in the stored cart, as the checkout sends it. */
export async function codOrder(
  db: DB,
  who: { id: string } | null,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const lines = who
    ? await db.selectFrom("cart_items").select(["product_id", "quantity"]).where("user_id", "=", who.id)
      .orderBy("added_at").execute()
    : [];
  return { cart: lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })), ...extra };
}

/** A cash-on-delivery checkout, through the API, of what `who` has in the stored cart (`extra`: more fields). */
export async function placeCodOrder(
  app: TestApp["app"],
  db: DB,
  who: TestCustomer,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return await call(app, "POST", "/api/orders/place-order", who, await codOrder(db, who, extra));
}

/** A same-origin JSON call as `who` (or as a visitor with null). */
export function call(
  app: TestApp["app"],
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  who: TestCustomer | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const base = who ? asCustomer(who) : { accept: "application/json", "content-type": "application/json" };
  return Promise.resolve(app.request(path, {
    method,
    headers: { ...base, ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  }));
}
