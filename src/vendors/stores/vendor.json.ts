/** A `vendors` row as the API shows it (shared by the admin's calls and the store's own profile). */
import type { Selectable } from "kysely";
import type { VendorTable } from "../../../db/database.ts";
import type { VendorProfile } from "./vendor.schema.ts";
import type { ApprovalState } from "./decision-rules.ts";

/** A whole vendors row. */
export type VendorRow = Selectable<VendorTable>;

export function toVendorProfileJson(row: VendorRow): VendorProfile {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    pincode: row.pincode,
    username: row.username ?? "",
    panCardNumber: row.pan,
    storeName: row.store_name,
    storeAddress: row.store_address,
    googleMapsLink: row.google_maps_link,
    bankName: row.bank_name,
    ifscCode: row.ifsc,
    branch: row.branch,
    accountNumber: row.account_number,
    gstNumber: row.gstin,
    activeStatus: row.active,
    // The API's flag reads backwards: true means the store still waits for approval.
    accountApproval: row.approval_pending,
  };
}

/** A store row with where it stands (stores.queries.ts works the state out from the audit trail). */
export type VendorWithState = VendorRow & { approval_state: ApprovalState };

export const toVendorListItemJson = (row: VendorWithState) => ({
  ...toVendorProfileJson(row),
  approvalState: row.approval_state,
  decisionReason: row.decision_reason,
  createdAt: new Date(row.created_at).toISOString(),
});
