/** SQL of the admin's banner writes. */
import { type Insertable, sql, type Transaction } from "kysely";
import type { BannerTable, Database } from "../../../db/database.ts";

type Tx = Transaction<Database>;

/** New banners go after the others in the carousel's order. */
export async function insertBannerRow(tx: Tx, row: Omit<Insertable<BannerTable>, "position">) {
  await tx.insertInto("banners").values({
    ...row,
    position: sql<number>`(select coalesce(max(position), -1) + 1 from banners)`,
  }).execute();
}

export function lockBanner(tx: Tx, id: string) {
  if (id.length > 64 || id.includes("\0")) return Promise.resolve(undefined);
  return tx.selectFrom("banners").select(["id", "title", "banner_type", "zone", "image_id"])
    .where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function deleteBannerRow(tx: Tx, id: string) {
  await tx.deleteFrom("banners").where("id", "=", id).execute();
}
