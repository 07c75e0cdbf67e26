/**
 * The admin's Vendors list (/panel/vendor), rendered on the server: only an approved store has the Vendor
 * Active Status switch; a pending or rejected store's row says why it has none, and keeps its approval badge.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers.ts";
import { createCustomer } from "../customers.ts";
import { insertVendor } from "../fixtures.ts";
import { recordAudit } from "../../src/audit/audit.queries.ts";
import { NOT_SWITCHABLE } from "../../routes/admin/vendors.tsx";

/** Each table row's store name with the Vendor Active Status cell's HTML. */
const activeCells = (page: string) =>
  page.split("<tbody>")[1].split("</tbody>")[0].split("<tr").slice(1).map((row) => ({
    store: row.match(/class="vendor-cell"><strong>([^<]*)<\/strong>/)![1],
    active: row.split('class="col-active"')[1].split("</td>")[0],
  }));

Deno.test("Vendors list: the active switch only for approved stores; pending and rejected say why", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const admin = await createCustomer(db, { role: "admin" });
    await insertVendor(db, { store_name: "Live Electronics" });
    await insertVendor(db, { store_name: "Switched Off Mobiles", active: false });
    await insertVendor(db, { store_name: "Kochi Gadget Point", approval_pending: true });
    const refused = await insertVendor(db, { store_name: "Refused Mobiles", approval_pending: true });
    await recordAudit(db, { actor: null, action: "vendor.reject", entity: "vendor", entityId: refused.id });

    const response = await app.request("/panel/vendor", {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    assert.equal(response.status, 200);
    const page = await response.text();
    const cells = new Map(activeCells(page).map((c) => [c.store, c.active]));
    assert.equal(cells.size, 4);
    assert.match(cells.get("Live Electronics")!, /role="switch" aria-checked="true"/);
    assert.match(cells.get("Switched Off Mobiles")!, /role="switch" aria-checked="false"/);
    for (
      const [store, text] of [["Kochi Gadget Point", NOT_SWITCHABLE.pending], [
        "Refused Mobiles",
        NOT_SWITCHABLE.rejected,
      ]]
    ) {
      const cell = cells.get(store)!;
      assert.doesNotMatch(cell, /role="switch"|data-testid="vendor-active"/, `${store} has no switch`);
      assert.doesNotMatch(cell, />Active</, `${store} is not shown as Active`);
      assert.ok(cell.includes(text), `${store}: ${cell}`);
    }
    // The pending store can still be approved from its row.
    assert.match(page, /data-testid="vendor-approval">Pending</);
  } finally {
    await close();
  }
});
