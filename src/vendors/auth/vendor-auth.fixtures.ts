/** Test support: a vendor account (a users row with role vendor, and the store it runs) with a session. */
import type { DB } from "../../../db/database.ts";
import { insertVendor } from "../../../tests/fixtures.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";

/** A vendor account: a users row (role vendor) and the store it runs. */
export async function createVendorAccount(
  db: DB,
  overrides: { storeName?: string; username?: string | null; password?: string } = {},
): Promise<TestCustomer & { vendorId: string; storeName: string }> {
  const user = await createCustomer(db, { role: "vendor", password: overrides.password ?? "vendor123" });
  const store = await insertVendor(db, {
    user_id: user.id,
    email: user.email,
    store_name: overrides.storeName ?? `Store of ${user.name}`,
    username: overrides.username === undefined ? `store${user.id.slice(-8)}` : overrides.username,
  });
  return { ...user, vendorId: store.id, storeName: store.store_name };
}
