/** SQL of a store's tax settings kept by the admin. */
import type { DB } from "../../../db/database.ts";

export async function storeTaxSettings(
  db: DB,
  vendorId: string,
): Promise<{ id: string; store_name: string; pan: string; gstin: string; tds_exempt: boolean } | undefined> {
  return await db.selectFrom("vendors").select(["id", "store_name", "pan", "gstin", "tds_exempt"])
    .where("id", "=", vendorId).executeTakeFirst();
}

export async function setTdsExempt(db: DB, vendorId: string, exempt: boolean): Promise<void> {
  await db.updateTable("vendors").set({ tds_exempt: exempt }).where("id", "=", vendorId).execute();
}
