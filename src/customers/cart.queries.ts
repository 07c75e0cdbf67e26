import { sql } from "kysely";
import type { DB } from "../../db/database.ts";

/** Items in a user's cart: the sum of quantities, as the header shows it. */
export async function cartItemCount(db: DB, userId: string): Promise<number> {
  const row = await db.selectFrom("cart_items").select(sql<string>`coalesce(sum(quantity), 0)`.as("n"))
    .where("user_id", "=", userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}
