/**
 * The audit trail page shows entries in words: labelled fields, rupees for paise, only what changed, no key
 * repeated; a store's switch-off counts the products taken off sale. Unit checks of describeChanges beside.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { asCustomer, createCustomer } from "../../tests/customers.ts";
import { insertCategory, insertProduct, insertUnit, insertVendor } from "../../tests/fixtures.ts";
import { createStoreAccount } from "../../tests/orders.ts";
import { photoPixels, pngOf } from "../uploads/test-photo.ts";
import { recordAudit } from "./audit.queries.ts";
import { AUDIT_LABELS, describeChanges, labelOf, valueText } from "./changes.tsx";

/** The page's text as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html.replace(/<[^>]+>/g, " ").replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ").replace(/ :/g, ":");

/** The Changes cell of the first row whose action is this one, as text. */
function changesOf(html: string, action: string): string {
  const at = html.indexOf(`>${action}<`);
  assert.ok(at > 0, `the trail shows ${action}`);
  const row = html.slice(at, html.indexOf("</tr>", at));
  return textOf(row.slice(row.indexOf('class="audit-changes"') - 4));
}

async function trail(app: TestApp["app"], cookie: string, query = ""): Promise<string> {
  const res = await app.request(`/panel/audit${query}`, { headers: { accept: "text/html", cookie } });
  assert.equal(res.status, 200);
  return await res.text();
}

Deno.test("audit trail page: labelled fields, rupees, only what changed", async (t) => {
  const test = await createTestApp();
  const { app, db } = test;
  try {
    const admin = await createCustomer(db, { role: "admin", name: "Meera Admin" });
    const store = await insertVendor(db, { store_name: "Kochi Gadgets" });
    const vendor = await createStoreAccount(db, store.id);
    const category = await insertCategory(db, { name: "Power Banks", subcategories: [] });
    const unit = await insertUnit(db, "piece");
    const product = await insertProduct(db, {
      vendor_id: store.id,
      category_id: category.id,
      price_paise: 99_900,
      listed: true,
    });

    await t.step("a price change: 'Price: ₹999.00 → ₹1,23,456.00', nothing else of the row", async () => {
      const res = await app.request(`/api/products/update-product/${product.id}`, {
        method: "PUT",
        headers: asCustomer(vendor),
        body: JSON.stringify({ price: 123456, stock: 10 }),
      });
      assert.equal(res.status, 200, await res.clone().text());
      await res.body?.cancel();
      const cell = changesOf(await trail(app, admin.cookie), "product.update");
      assert.match(cell, /Price: ₹999\.00 → ₹1,23,456\.00/);
      // The stock was sent unchanged: left out; no raw key, no list of changed keys.
      assert.doesNotMatch(cell, /Stock|price_paise|changed|updated_at|Updated/);
    });

    await t.step("a new product: each field once, in words, its empty values left out", async () => {
      const form = new FormData();
      const fields = {
        name: "Ambrane 20000mAh Power Bank",
        description: "Fast charging power bank.",
        category: category.name,
        unit: unit.name,
        price: "1299.50",
        discountType: "10",
        stock: "12",
        maxPurchaseLimit: "3",
        pin: "AMB-20K",
        colour: "Black",
        attributes: "Capacity: 20000 mAh",
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append(
        "photos",
        new File([await pngOf(photoPixels(32, 24)) as BlobPart], "a.png", { type: "image/png" }),
      );
      const res = await app.request("/api/products/add-product", {
        method: "POST",
        headers: { cookie: vendor.cookie, accept: "application/json" },
        body: form,
      });
      assert.equal(res.status, 201, await res.clone().text());
      await res.body?.cancel();
      const cell = changesOf(await trail(app, admin.cookie), "product.create");
      assert.match(cell, /Price: ₹1,299\.50/);
      assert.match(cell, /Discount \(%\): 10/);
      assert.match(cell, /Purchase limit per order: 3/);
      assert.match(cell, /On sale: Yes/);
      for (const label of ["Name", "Store", "Photos"]) {
        assert.equal(cell.split(`${label}:`).length - 1, 1, `"${label}" shown once: ${cell}`);
      }
      assert.doesNotMatch(cell, /vendorId|vendor_id|price_paise|discount_percent|Archived|Subcategory/);
    });

    await t.step("a store switched off: 'Products taken off sale: 2', Active: Yes → No", async () => {
      const res = await app.request(`/api/vendor/${store.id}`, {
        method: "PATCH",
        headers: asCustomer(admin),
        body: JSON.stringify({ activeStatus: false, reason: "KYC documents expired" }),
      });
      assert.equal(res.status, 200, await res.clone().text());
      await res.body?.cancel();
      const cell = changesOf(await trail(app, admin.cookie), "vendor.deactivate");
      // The demo store's two products: the one inserted and the one added above.
      assert.match(cell, /Products taken off sale: 2/);
      assert.match(cell, /Active: Yes → No/);
      assert.match(cell, /Reason: KYC documents expired/);
      assert.match(cell, /Store name: Kochi Gadgets/);
      // Awaiting approval did not change.
      assert.doesNotMatch(cell, /productsRelisted|Relisted|approval|activeStatus/i);
    });

    await t.step("a refund: 'Amount: ₹1,23,456.00', no 'none → none'", async () => {
      // As the refund service records it: the failure reason was none before and after.
      await recordAudit(db, {
        actor: { id: admin.id, role: "admin" },
        action: "order.refund",
        entity: "order",
        entityId: "order-1",
        details: {
          before: { paymentStatus: "refund_due", refundError: null },
          after: { paymentStatus: "refunded", refundId: "rfnd_29QQoUBi66xm2f" },
          amountPaise: 12_345_600,
        },
      });
      const cell = changesOf(await trail(app, admin.cookie), "order.refund");
      assert.match(cell, /Amount: ₹1,23,456\.00/);
      assert.match(cell, /Payment: Refund due → Refunded/);
      assert.match(cell, /Refund reference: none → rfnd_29QQoUBi66xm2f/);
      assert.doesNotMatch(cell, /none → none|refundError|Refund error|amountPaise|12345600/);
    });
  } finally {
    await test.close();
  }
});

Deno.test("audit changes: a store switched back on counts products put on sale; labels cover the keys", () => {
  const on = describeChanges({
    storeName: "Kochi Gadgets",
    before: { activeStatus: false, accountApproval: false },
    after: { activeStatus: true, accountApproval: false },
    productsRelisted: 3,
  });
  assert.deepEqual(on.map((c) => `${c.label}: ${valueText(c.after, c.field)}`), [
    "Active: Yes",
    "Store name: Kochi Gadgets",
    "Products put on sale: 3",
  ]);
  // A decision that moved no product says nothing about products.
  const none = describeChanges({
    before: { activeStatus: true },
    after: { activeStatus: false },
    productsRelisted: 0,
  });
  assert.deepEqual(none.map((c) => c.label), ["Active"]);
  // A store's profile change (its own shape) and an admin's: before → after, the list of fields left out.
  const profile = describeChanges({
    fields: ["storeName", "accountNumber"],
    changes: { storeName: { from: "Old", to: "New" } },
  });
  assert.deepEqual(profile.map((c) => `${c.label}: ${c.before} → ${c.after}`), ["Store name: Old → New"]);
  // Keys written by audits outside the contract's writes (applications, start-up, password resets).
  for (
    const key of ["storeName", "gstNumber", "ifscCode", "state", "via", "role", "amountPaise", "refundError"]
  ) {
    assert.ok(AUDIT_LABELS[key], `a label for ${key}`);
  }
  // A key nobody labelled yet still reads as words.
  assert.equal(labelOf("someNewKey"), "Some new key");
  assert.equal(labelOf("gift_wrap_paise"), "Gift wrap paise");
  assert.equal(valueText(250, "gift_wrap_paise"), "₹2.50");
});
