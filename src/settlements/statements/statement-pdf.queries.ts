/** SQL of the statement PDF: the store's tax ids printed under its name. */
import type { DB } from "../../../db/database.ts";

/** The store's GSTIN and PAN as they are now (empty strings when it gave none). */
export async function storeTaxIds(db: DB, vendorId: string): Promise<{ gstin: string; pan: string }> {
  const row = await db.selectFrom("vendors").select(["gstin", "pan"]).where("id", "=", vendorId)
    .executeTakeFirst();
  return { gstin: row?.gstin ?? "", pan: row?.pan ?? "" };
}
