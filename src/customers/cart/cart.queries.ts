/** SQL for the cart: a product and a quantity per line. Quantities are checked against the product in the same statement that writes them. */
import { type RawBuilder, sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import { compileOnce } from "../../../db/compile-once.ts";
import { findProducts, type ProductView } from "../../catalogue/products/products.queries.ts";
import type { ProductFacts } from "../../catalogue/products/product-views.service.ts";

/** Items in a user's cart: the sum of quantities, as the header shows it. */
export async function cartItemCount(db: DB, userId: string): Promise<number> {
  const row = await db.selectFrom("cart_items").select(sql<string>`coalesce(sum(quantity), 0)`.as("n"))
    .where("user_id", "=", userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Ids are 24 hex characters; anything much longer or holding NUL cannot be one (and NUL would fail the query). */
export const impossibleId = (id: string) => id.length > 64 || id.includes("\0");

/**
 * The products a user keeps in the cart or wishlist, in the order they were added; products the storefront
 * no longer lists (their store is switched off) are left out until they are listed again.
 */
export async function productsKeptBy(
  db: DB,
  table: "cart_items" | "wishlist_items",
  userId: string,
): Promise<ProductView[]> {
  const kept = await db.selectFrom(`${table} as i` as "cart_items as i").select("i.product_id")
    .where("i.user_id", "=", userId).orderBy("i.added_at").orderBy("i.product_id").execute();
  return await findProducts(db, kept.map((k) => k.product_id));
}

export type CartRow = ProductView & { quantity: number };

/**
 * A cart line as read with every answer: its product and quantity, and what of the product may have changed
 * since its view was kept (product-views.service.ts): stock, and what money and limits rest on.
 */
export type CartLineFacts = ProductFacts & { product_id: string; quantity: number };

/** The product's columns of a CartLineFacts, named once for both of the queries that read a cart's lines. */
const productFactColumns = [
  "p.stock",
  "p.price_paise",
  "p.discount_percent",
  "p.max_purchase_limit",
  "p.listed",
] as const;

const cartLineFactsQuery = compileOnce((db: DB, userId: string) =>
  db.selectFrom("cart_items as ci").innerJoin("products as p", "p.id", "ci.product_id")
    .select(["ci.product_id", "ci.quantity", ...productFactColumns])
    .where("ci.user_id", "=", userId).orderBy("ci.added_at").orderBy("ci.product_id")
);

/**
 * The cart's lines, oldest first. Unlisted lines stay: the shopper must see what checkout will refuse, and
 * can remove it.
 */
export const cartLines = (db: DB, userId: string): Promise<CartLineFacts[]> =>
  cartLineFactsQuery(db, userId).execute();

/** The most units of a product one cart line may hold: its stock, capped by its max purchase limit. */
const allowedSql = sql`least(p.stock, p.max_purchase_limit)`;

/**
 * The cart's lines after a write to the line of `productId`, read in the statement that writes it (`write`,
 * a data-modifying CTE): one round trip, and no connection held for a transaction, which a write and then a
 * read would need (and pipelined requests would queue for it). The statement's reads see the cart as it was
 * before the write (one snapshot), so the written line comes from the write's RETURNING (product_id,
 * quantity, added_at) and the others from the table. `removing`: the line is gone; otherwise no rows are
 * answered when the write changed nothing, which tells a refused write (a written cart holds at least that
 * line) from a written one. PostgreSQL runs a WITH's write to completion whether or not it is read.
 * The write waits for its commit to reach the disk, as every write does. Not waiting (synchronous_commit
 * off for these statements) was tried on 2026-11-28: it took the cart adds out of PostgreSQL's WAL waits,
 * but the 60 s mixed load's tail grew (five runs each, in turn: p95 65-75 ms against 51-70, p99 111-126
 * against 84-104): the adds answered sooner and took CPU the rest of the load was waiting for.
 */
function linesAfter(userId: string, productId: string, write: RawBuilder<unknown>, removing = false) {
  return sql<CartLineFacts>`
    with written as (${write}),
    line as (
      select ci.product_id, ci.quantity, ci.added_at from cart_items ci
      where ci.user_id = ${userId}::text and ci.product_id <> ${productId}::text
      ${removing ? sql`` : sql`union all select w.product_id, w.quantity, w.added_at from written w`}
    )
    select l.product_id, l.quantity, ${sql.join(productFactColumns.map((column) => sql.ref(column)))}
    from line l join products p on p.id = l.product_id
    ${removing ? sql`` : sql`where exists (select 1 from written)`}
    order by l.added_at, l.product_id`;
}

/** The cart after `write`, or undefined when it changed no line (refused). */
async function writeAndRead(
  db: DB,
  userId: string,
  productId: string,
  write: RawBuilder<unknown>,
): Promise<CartLineFacts[] | undefined> {
  const { rows } = await linesAfter(userId, productId, write).execute(db);
  return rows.length ? rows : undefined;
}

/**
 * Adds `quantity` units to the user's line for the product (creating it), only if the result stays within
 * stock and the purchase limit. One statement: the conflicting line is locked while the sum is checked, so
 * two adds at once cannot together pass the limit. Returns the cart after it, or undefined if refused
 * (unknown or unlisted product, or too many); `refusalFacts` then tells which.
 */
export async function addToCartLine(
  db: DB,
  userId: string,
  productId: string,
  quantity: number,
): Promise<CartLineFacts[] | undefined> {
  if (impossibleId(productId)) return undefined;
  return await writeAndRead(
    db,
    userId,
    productId,
    sql`
    insert into cart_items (user_id, product_id, quantity)
    select ${userId}::text, p.id, ${quantity}::int from products p
    where p.id = ${productId}::text and p.listed and ${quantity}::int <= ${allowedSql}
    on conflict (user_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity
    where cart_items.quantity + excluded.quantity <=
      (select ${allowedSql} from products p where p.id = excluded.product_id)
    returning product_id, quantity, added_at`,
  );
}

/** Sets a line's quantity if it is within stock and limit; the cart after it. Undefined: no such line, or refused. */
export async function setCartLineQuantity(
  db: DB,
  userId: string,
  productId: string,
  quantity: number,
): Promise<CartLineFacts[] | undefined> {
  if (impossibleId(productId)) return undefined;
  return await writeAndRead(
    db,
    userId,
    productId,
    sql`
    update cart_items ci set quantity = ${quantity}::int
    from products p
    where ci.user_id = ${userId}::text and ci.product_id = ${productId}::text and p.id = ci.product_id
      and ${quantity}::int <= ${allowedSql}
    returning ci.product_id, ci.quantity, ci.added_at`,
  );
}

/** Removes the line (if there is one); the cart after it. */
export async function removeCartLine(db: DB, userId: string, productId: string): Promise<CartLineFacts[]> {
  if (impossibleId(productId)) return await cartLines(db, userId);
  const remove =
    sql`delete from cart_items where user_id = ${userId}::text and product_id = ${productId}::text`;
  return (await linesAfter(userId, productId, remove, true).execute(db)).rows;
}

export interface RefusalFacts {
  name: string;
  stock: number;
  maxPurchaseLimit: number;
  /** Units already in this user's cart (0 when there is no line). */
  inCart: number;
  /** False: the storefront does not show it (its store is pending or switched off, or it was archived). */
  listed: boolean;
}

/** After a refused write: what the product allows and what the cart holds, to say why. Undefined: no product. */
export async function refusalFacts(
  db: DB,
  userId: string,
  productId: string,
): Promise<RefusalFacts | undefined> {
  if (impossibleId(productId)) return undefined;
  const row = await db.selectFrom("products as p")
    .leftJoin(
      "cart_items as ci",
      (join) => join.onRef("ci.product_id", "=", "p.id").on("ci.user_id", "=", userId),
    )
    .where("p.id", "=", productId)
    .select(["p.name", "p.stock", "p.max_purchase_limit", "p.listed", "ci.quantity"])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name,
    stock: row.stock,
    maxPurchaseLimit: row.max_purchase_limit,
    inCart: row.quantity ?? 0,
    listed: row.listed,
  };
}
