/**
 * The admin's stores: decisions need a reason to reject or switch off and carry a note
 * otherwise (emailed, kept, audited); the list's approval states and filters; the /panel/vendor and
 * /vendordetails/{id} pages, rendered on the server.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer, type TestCustomer } from "../../../tests/customers.ts";
import { insertCategory, insertProduct, insertVendor } from "../../../tests/fixtures.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart } from "../../../tests/orders.ts";
import { startMailSink } from "../../../tests/mail-sink.ts";
import { REASON_REQUIRED, VENDOR_NOT_FOUND } from "./stores.schema.ts";

const patch = (t: TestApp, who: TestCustomer, id: string, body: unknown) =>
  t.app.request(`/api/vendor/${id}`, {
    method: "PATCH",
    headers: { accept: "application/json", "content-type": "application/json", cookie: who.cookie },
    body: JSON.stringify(body),
  });

const page = (t: TestApp, path: string, who: TestCustomer | null) =>
  t.app.request(path, {
    headers: { accept: "text/html,application/xhtml+xml", ...(who ? { cookie: who.cookie } : {}) },
  });

async function html(t: TestApp, path: string, who: TestCustomer, status = 200) {
  const res = await page(t, path, who);
  assert.equal(res.status, status, path);
  return await res.text();
}

const listIds = async (t: TestApp, admin: TestCustomer, query: string) => {
  const res = await call(t.app, "GET", `/api/vendor/get-all-profiles?${query}`, admin);
  assert.equal(res.status, 200, query);
  return {
    total: res.headers.get("x-total-count"),
    ids: (await res.json()).map((v: { _id: string }) => v._id),
  };
};

const auditOf = async (t: TestApp, id: string) =>
  (await t.db.selectFrom("audit_log").select(["action", "details"]).where("entity_id", "=", id)
    .orderBy("created_at").orderBy("id").execute()).map((a) => ({
      action: a.action,
      details: (typeof a.details === "string" ? JSON.parse(a.details) : a.details) as Record<string, unknown>,
    }));

/** The store names in the table body, in order. */
const storeNames = (text: string) =>
  [...text.matchAll(/class="vendor-cell"><strong>([^<]*)<\/strong>/g)].map((m) => m[1]);

Deno.test("decisions: a reason to reject or switch off, a note to approve; states and filters of the list", async (tt) => {
  const sink = await startMailSink();
  const t = await createTestApp({ env: { SMTP_URL: sink.url } });
  try {
    const admin = await createCustomer(t.db, { role: "admin" });
    const pending = await insertVendor(t.db, { store_name: "Kochi Gadget Point", approval_pending: true });
    const refused = await insertVendor(t.db, { store_name: "Refused Mobiles", approval_pending: true });
    const live = await insertVendor(t.db, { store_name: "Live Electronics", phone: "9812345678" });
    const product = await insertProduct(t.db, { vendor_id: live.id, name: "Live Speaker" });

    await tt.step("rejecting or switching off without a reason is refused, and changes nothing", async () => {
      for (
        const body of [{ accountApproval: true }, { activeStatus: false }, {
          activeStatus: false,
          reason: "  ",
        }]
      ) {
        const res = await patch(t, admin, live.id, body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.equal((await res.json()).message, REASON_REQUIRED);
      }
      const row = await t.db.selectFrom("vendors").selectAll().where("id", "=", live.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([row.active, row.approval_pending], [true, false]);
      assert.deepEqual(await auditOf(t, live.id), []);
      assert.equal(sink.messages.length, 0);
    });

    await tt.step("approve with a note: kept, emailed as a note, audited with before and after", async () => {
      const res = await patch(t, admin, pending.id, {
        accountApproval: false,
        reason: "Documents verified.",
      });
      assert.equal(res.status, 200);
      assert.equal((await res.json()).accountApproval, false);
      const mail = await sink.waitFor((m) => m.subject === "Your SwiftCart store is approved");
      assert.match(mail.text, /Note: Documents verified\./);
      const row = await t.db.selectFrom("vendors").select("decision_reason").where("id", "=", pending.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.decision_reason, "Documents verified.");
      const [entry] = await auditOf(t, pending.id);
      assert.equal(entry.action, "vendor.approve");
      assert.deepEqual(entry.details.before, { activeStatus: true, accountApproval: true });
      assert.deepEqual(entry.details.after, { activeStatus: true, accountApproval: false });
      assert.equal(entry.details.reason, "Documents verified.");
    });

    await tt.step("reject with a reason: Rejected in the list, with the reason", async () => {
      const reason = "The GSTIN belongs to another business.";
      assert.equal((await patch(t, admin, refused.id, { accountApproval: true, reason })).status, 200);
      await sink.waitFor((m) => m.subject === "Your SwiftCart store application was not approved");
      const res = await call(t.app, "GET", "/api/vendor/get-all-profiles?approval=rejected", admin);
      const [store] = await res.json();
      assert.deepEqual([store._id, store.approvalState, store.accountApproval, store.decisionReason], [
        refused.id,
        "rejected",
        true,
        reason,
      ]);
    });

    await tt.step("switch off with a reason: its products leave the storefront", async () => {
      const reason = "Counterfeit goods reported.";
      assert.equal((await patch(t, admin, live.id, { activeStatus: false, reason })).status, 200);
      assert.equal((await t.get(`/api/products/get-product/${product.id}`)).status, 404);
      const stored = await t.db.selectFrom("products").select("listed").where("id", "=", product.id)
        .executeTakeFirstOrThrow();
      assert.equal(stored.listed, false);
      const entry = (await auditOf(t, live.id)).at(-1)!;
      assert.equal(entry.action, "vendor.deactivate");
      assert.deepEqual(entry.details.after, { activeStatus: false, accountApproval: false });
    });

    await tt.step("the list: approval and active filters, with search and paging", async () => {
      assert.deepEqual(await listIds(t, admin, "approval=pending"), { total: "0", ids: [] });
      assert.deepEqual(await listIds(t, admin, "approval=rejected"), { total: "1", ids: [refused.id] });
      assert.deepEqual(await listIds(t, admin, "approval=approved"), {
        total: "2",
        ids: [live.id, pending.id],
      });
      assert.deepEqual(await listIds(t, admin, "active=false"), { total: "1", ids: [live.id] });
      assert.deepEqual(await listIds(t, admin, "active=true&approval=approved"), {
        total: "1",
        ids: [pending.id],
      });
      assert.deepEqual(await listIds(t, admin, "search=98123"), { total: "1", ids: [live.id] });
      assert.deepEqual(await listIds(t, admin, "approval=approved&limit=1&page=2"), {
        total: "2",
        ids: [pending.id],
      });
      for (const query of ["approval=maybe", "active=yes", "limit=0"]) {
        const res = await call(t.app, "GET", `/api/vendor/get-all-profiles?${query}`, admin);
        assert.equal(res.status, 400, query);
      }
      // A rejected store approved later is Approved; put back (rejected again) it is Rejected again.
      await patch(t, admin, refused.id, { accountApproval: false });
      assert.deepEqual((await listIds(t, admin, "approval=rejected")).ids, []);
    });
  } finally {
    await t.close();
    await sink.close();
  }
});

Deno.test("/panel/vendor and /vendordetails/{id}: the admin's store pages", async (tt) => {
  const t = await createTestApp();
  try {
    const admin = await createCustomer(t.db, { role: "admin" });
    const customer = await createCustomer(t.db);
    const kochi = await insertVendor(t.db, {
      store_name: "Kochi Gadget Point",
      approval_pending: true,
      first_name: "Anil",
      last_name: "Menon",
      phone: "9447012345",
      store_address: "MG Road, Ernakulam",
      google_maps_link: "https://maps.app.goo.gl/kochi",
      city: "Kochi",
      pincode: "682016",
      pan: "AAPFU0939F",
      gstin: "32AAPFU0939F1ZV",
      ifsc: "HDFC0000001",
      bank_name: "HDFC Bank",
      branch: "MG Road",
      account_number: "50100123456789",
    });
    const pune = await insertVendor(t.db, {
      store_name: "Pune Mobiles",
      active: false,
      google_maps_link: "javascript:alert(1)",
      decision_reason: "Unpaid commission.",
    });
    const vendor = await createStoreAccount(t.db, pune.id);

    await tt.step("only admins: others are sent to the admin sign-in", async () => {
      for (const who of [null, customer, vendor]) {
        for (const path of ["/panel/vendor", `/vendordetails/${kochi.id}`]) {
          const res = await page(t, path, who);
          assert.equal(res.status, 302, path);
          assert.equal(res.headers.get("location"), `/admin-login?next=${encodeURIComponent(path)}`);
        }
      }
    });

    await tt.step("/panel/vendor: the spec's columns, controls, filters and empty text", async () => {
      const text = await html(t, "/panel/vendor", admin);
      assert.deepEqual(storeNames(text), ["Pune Mobiles", "Kochi Gadget Point"]);
      for (
        const label of [
          "ID",
          "Store Information",
          "Owner Information",
          "Zone",
          "Address",
          "Vendor Active Status",
          "Vendor Account Approval",
        ]
      ) {
        assert.ok(text.includes(`>${label}</th>`), label);
      }
      assert.ok(text.includes(`title="Store id ${kochi.id}">${kochi.id.slice(0, 5)}</span>`));
      assert.match(text, /href="tel:\+919447012345">9447012345</);
      assert.match(text, /href="https:\/\/maps\.app\.goo\.gl\/kochi"/);
      assert.doesNotMatch(text, /href="javascript:/, "only http(s) maps links become links");
      assert.match(text, /MG Road, Ernakulam, 682016/);
      assert.match(text, /data-island="VendorDecision"/);
      assert.match(text, /data-testid="vendor-approval">Pending</);
      assert.match(text, /data-testid="vendor-approval">Approved</);
      assert.match(text, /aria-checked="false"/);
      assert.ok(text.includes(`href="/vendordetails/${kochi.id}"`));
      assert.match(text, /<a class="btn btn-primary" href="\/store">Add Vendor<\/a>/);

      assert.deepEqual(storeNames(await html(t, "/panel/vendor?search=ernakulam", admin)), [
        "Kochi Gadget Point",
      ]);
      assert.deepEqual(storeNames(await html(t, "/panel/vendor?search=9447", admin)), ["Kochi Gadget Point"]);
      assert.deepEqual(storeNames(await html(t, "/panel/vendor?approval=pending", admin)), [
        "Kochi Gadget Point",
      ]);
      assert.deepEqual(storeNames(await html(t, "/panel/vendor?active=false", admin)), ["Pune Mobiles"]);
      assert.deepEqual(storeNames(await html(t, "/panel/vendor?approval=bogus&active=x", admin)).length, 2);
      const none = await html(t, "/panel/vendor?search=nowhere-at-all", admin);
      assert.match(none, /data-testid="table-empty">No vendors found\.</);
    });

    await tt.step("/vendordetails/{id}: KYC with the account masked, status, products, orders", async () => {
      const category = await insertCategory(t.db, { name: "Mobiles" });
      await t.db.updateTable("vendors").set({ approval_pending: false }).where("id", "=", kochi.id).execute();
      const phone = await insertProduct(t.db, {
        vendor_id: kochi.id,
        category_id: category.id,
        name: "Kochi Phone",
      });
      const shopper = await createShopper(t.db);
      await putInCart(t.db, shopper.id, phone.id, 2);
      const placed = await call(
        t.app,
        "POST",
        "/api/orders/place-order",
        shopper,
        await codOrder(t.db, shopper),
      );
      assert.equal(placed.status, 200, await placed.clone().text());

      const text = await html(t, `/vendordetails/${kochi.id}`, admin);
      for (
        const fact of [
          "AAPFU0939F",
          "32AAPFU0939F1ZV",
          "HDFC0000001",
          "HDFC Bank",
          "MG Road",
          "Anil Menon",
          "9447012345",
          kochi.email,
          "Kochi",
          "682016",
        ]
      ) {
        assert.ok(text.includes(fact), fact);
      }
      assert.ok(text.includes("XXXXXXXXXX6789"), "the account number is masked but for its last 4");
      assert.ok(!text.includes("50100123456789"), "never the whole account number");
      assert.ok(text.includes("Kochi Phone"));
      assert.ok(text.includes(`href="/panel/product?store=${kochi.id}"`));
      assert.ok(text.includes(`href="/panel/order?store=${kochi.id}"`));
      assert.match(text, /Latest orders \(1 in all\)/);
      assert.match(text, /data-testid="vendor-approval">Approved</);

      const off = await html(t, `/vendordetails/${pune.id}`, admin);
      assert.match(off, /data-testid="decision-reason"><strong>Last decision&#x27;s reason:<\/strong>/);
      assert.ok(off.includes("Unpaid commission."));
      assert.match(off, /No products available/);
      assert.match(off, /No orders found\./);
    });

    await tt.step(
      "/vendordetails/{id}: an unknown store is a 404 saying 'Vendor not found' in red",
      async () => {
        for (const id of ["6740f1a2c3d4e5f6a7b8c9d0", "x".repeat(300)]) {
          const text = await html(t, `/vendordetails/${id}`, admin, 404);
          assert.ok(
            text.includes(
              `class="vendor-not-found" role="alert" data-testid="vendor-not-found">${VENDOR_NOT_FOUND}<`,
            ),
          );
        }
      },
    );
  } finally {
    await t.close();
  }
});
