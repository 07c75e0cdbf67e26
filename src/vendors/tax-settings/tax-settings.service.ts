/**
 * A store's TDS exemption under Income-tax section 194-O(4): an individual or HUF seller whose gross sales
 * through the platform stay under the threshold and who has given its PAN may declare so; the admin records
 * the declaration (with what it says) and no TDS is deducted from the store's sales delivered afterwards.
 * Withdrawing it deducts TDS again from the next delivery. Sales already entered keep their entries: the
 * ledger is never rewritten. Audited with the declaration.
 */
import type { DB } from "../../../db/database.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { recordAudit } from "../../audit/audit.queries.ts";
import type { SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { setTdsExempt, storeTaxSettings } from "./tax-settings.queries.ts";

export const PAN_NEEDED_FOR_EXEMPTION =
  "The store has no PAN on record: without a PAN, TDS is deducted at 5 % and no exemption applies.";

export interface TaxSettings {
  storeId: string;
  tdsExempt: boolean;
  /** The TDS rate the store's next delivered sales get, in per cent. */
  tdsRatePercent: number;
}

const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export function taxSettingsOf(store: { id: string; pan: string; tds_exempt: boolean }): TaxSettings {
  const hasPan = PAN.test(store.pan.trim().toUpperCase());
  return {
    storeId: store.id,
    tdsExempt: store.tds_exempt,
    tdsRatePercent: store.tds_exempt ? 0 : hasPan ? 0.1 : 5,
  };
}

export async function updateTdsExemption(
  db: DB,
  actor: Pick<SessionUser, "id" | "role">,
  vendorId: string,
  change: { exempt: boolean; declaration: string },
): Promise<TaxSettings> {
  return await db.transaction().execute(async (tx) => {
    const store = await storeTaxSettings(tx, vendorId);
    if (!store) throw notFound("Vendor not found");
    if (change.exempt && !PAN.test(store.pan.trim().toUpperCase())) {
      throw new AppError(409, PAN_NEEDED_FOR_EXEMPTION);
    }
    if (store.tds_exempt !== change.exempt) {
      await setTdsExempt(tx, vendorId, change.exempt);
      await recordAudit(tx, {
        actor: { id: actor.id, role: actor.role },
        action: change.exempt ? "vendor.tds_exempt" : "vendor.tds_exempt_withdrawn",
        entity: "vendor",
        entityId: vendorId,
        details: {
          before: { tdsExempt: store.tds_exempt },
          after: { tdsExempt: change.exempt },
          declaration: change.declaration,
        },
      });
    }
    return taxSettingsOf({ ...store, tds_exempt: change.exempt });
  });
}
