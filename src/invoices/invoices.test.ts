import assert from "node:assert/strict";
import { extractText, getDocumentProxy } from "unpdf";
import { createTestApp } from "../../tests/helpers.ts";
import { insertProduct, insertVendor, parseExact } from "../../tests/fixtures.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart } from "../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../tests/customers.ts";
import { OrderChangedSchema, OrderSchema, PlacedSchema } from "../orders/orders.schema.ts";
import { financialYearCode, resetClock, setClock } from "../core/clock.ts";
import { COMPANY } from "../content/company.ts";
import { documentAttachment, invoicePdf, issueCreditNote } from "./invoices.service.ts";
import type { DB } from "../../db/database.ts";

/** A store in Maharashtra (27) and one in Karnataka (29); the test shoppers live in Pune, Maharashtra. */
const MH_GSTIN = "27AAPFU0939F1ZV";
const KA_GSTIN = "29AADCT7315R1ZL";

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function setup(
  db: DB,
  gstin: string,
  product: { hsn_code?: string | null; gst_rate?: number | null } = {},
) {
  const store = await insertVendor(db, {
    store_name: `Store ${gstin.slice(0, 2)} ${crypto.randomUUID().slice(0, 6)}`,
    gstin,
    store_address: "14 Ranganathan Street",
    pincode: gstin.startsWith("27") ? "411001" : "560102",
    city: gstin.startsWith("27") ? "Pune" : "Bengaluru",
  });
  const account = await createStoreAccount(db, store.id);
  const phone = await insertProduct(db, {
    name: "Redmi Note 13 5G",
    vendor_id: store.id,
    price_paise: 1_999_900,
    discount_percent: 10,
    stock: 10_000,
    max_purchase_limit: 1_000,
    hsn_code: "8517",
    gst_rate: 18,
    ...product,
  });
  return { store, account, phone };
}

async function placeOrder(
  app: Awaited<ReturnType<typeof createTestApp>>["app"],
  db: DB,
  who: TestCustomer,
  lines: [string, number][],
) {
  for (const [productId, quantity] of lines) await putInCart(db, who.id, productId, quantity);
  const response = await call(app, "POST", "/api/orders/place-order", who, await codOrder(db, who));
  assert.equal(response.status, 200, await response.clone().text());
  return parseExact(PlacedSchema, await response.json()).orders[0];
}

const parcel = { status: "Shipped", carrier: "Delhivery", trackingNumber: "DL123" };

async function ship(
  app: Awaited<ReturnType<typeof createTestApp>>["app"],
  who: TestCustomer,
  orderId: string,
) {
  const response = await call(app, "PUT", `/api/orders/${orderId}/status`, who, parcel);
  assert.equal(response.status, 200, await response.clone().text());
  return parseExact(OrderChangedSchema, await response.json()).order;
}

Deno.test("tax invoices: issued on shipping, split by place of supply, as a PDF to those who may see it", async (t) => {
  const { db, app, close } = await createTestApp();
  setClock(new Date("2026-11-20T06:00:00Z"));
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const asha = await createShopper(db);
    const ravi = await createShopper(db);
    const local = await setup(db, MH_GSTIN);
    const remote = await setup(db, KA_GSTIN);
    const tea = await insertProduct(db, {
      name: "Assam Tea 500 g",
      vendor_id: local.store.id,
      price_paise: 24_500,
      stock: 100,
      hsn_code: "0902",
      gst_rate: 5,
    });

    await t.step("same state: CGST and SGST; the order JSON names the invoice", async () => {
      const placed = await placeOrder(app, db, asha, [[local.phone.id, 3], [tea.id, 2]]);
      assert.equal(placed.invoice, null);
      const shipped = await ship(app, local.account, placed._id);
      assert.deepEqual(shipped.invoice, { number: "INV/2627/000001", date: "2026-11-20" });
      assert.equal(shipped.invoiceMissing, null);

      const read = parseExact(
        OrderSchema,
        await (await call(app, "GET", `/orders/${placed._id}`, asha)).json(),
      );
      assert.deepEqual(read.invoice, shipped.invoice);
      const list = await (await call(app, "GET", "/orders", asha)).json();
      assert.deepEqual(list.find((o: { _id: string }) => o._id === placed._id).invoice, shipped.invoice);

      const invoice = await db.selectFrom("invoices").selectAll().where("order_id", "=", placed._id)
        .executeTakeFirstOrThrow();
      const lines = await db.selectFrom("invoice_lines").selectAll().where("invoice_id", "=", invoice.id)
        .orderBy("position").execute();
      // ₹17,999.10 × 3 = ₹53,997.30 at 18 %; ₹245.00 × 2 = ₹490.00 at 5 %.
      assert.deepEqual(
        lines.map((
          l,
        ) => [l.hsn_code, l.gross_paise, l.taxable_paise, l.cgst_paise, l.sgst_paise, l.igst_paise]),
        [
          ["8517", 5_399_730, 4_576_042, 411_844, 411_844, 0],
          ["0902", 49_000, 46_667, 1_166, 1_167, 0],
        ],
      );
      assert.equal(lines[0].discount_paise, 599_970, "₹1,999.90 off each of 3");
      assert.equal(invoice.total_paise, 5_399_730 + 49_000);
      assert.equal(invoice.taxable_paise, 4_576_042 + 46_667);
      assert.equal(invoice.cgst_paise + invoice.sgst_paise, (5_399_730 - 4_576_042) + (49_000 - 46_667));
      assert.equal(invoice.intra_state, true);
      assert.equal(invoice.place_of_supply, "27");

      const response = await call(app, "GET", `/api/orders/${placed._id}/invoice`, asha);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get("content-type"), "application/pdf");
      assert.match(response.headers.get("content-disposition")!, /INV-2627-000001\.pdf/);
      const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
      for (
        const expected of [
          "Tax Invoice",
          MH_GSTIN,
          "INV/2627/000001",
          "8517",
          "0902",
          "CGST",
          "SGST",
          "₹54,487.30",
          "Rupees Fifty-Four Thousand Four Hundred Eighty-Seven and Thirty Paise Only",
          "Maharashtra (code 27)",
          `Sold through ${COMPANY.brand}`,
          COMPANY.gstin,
          "Tax payable on reverse charge",
          "Authorised signatory",
        ]
      ) assert.ok(text.includes(expected), `the invoice says ${expected}:\n${text}`);
      assert.ok(!text.includes("IGST"), "no IGST within one state");
    });

    await t.step("another state: IGST; a business buyer's GSTIN is named (B2B)", async () => {
      const placed = await placeOrder(app, db, ravi, [[remote.phone.id, 1]]);
      await db.updateTable("orders").set({ buyer_gstin: "27AAACR5055K1Z7" }).where("id", "=", placed._id)
        .execute();
      const shipped = await ship(app, remote.account, placed._id);
      assert.equal(shipped.invoice?.number, "INV/2627/000001", "each store has its own series");
      const { pdf } = await invoicePdf(db, placed._id);
      const text = await pdfText(pdf);
      for (const expected of ["IGST", KA_GSTIN, "27AAACR5055K1Z7", "Business customer (B2B)", "Karnataka"]) {
        assert.ok(text.includes(expected), `the invoice says ${expected}:\n${text}`);
      }
      assert.ok(!text.includes("CGST"), "no CGST between states");
      const attachment = await documentAttachment(db, { type: "invoice", orderId: placed._id });
      assert.equal(attachment.filename, "INV-2627-000001.pdf");
      assert.equal(new TextDecoder().decode(attachment.content.slice(0, 5)), "%PDF-");
    });

    await t.step("who may download: the shopper, the store, the admin; anyone else 404", async () => {
      const [order] = await db.selectFrom("orders").select("id").where("vendor_id", "=", local.store.id)
        .execute();
      const path = `/api/orders/${order.id}/invoice`;
      assert.equal((await call(app, "GET", path, asha)).status, 200);
      assert.equal((await call(app, "GET", path, local.account)).status, 200);
      assert.equal((await call(app, "GET", path, admin)).status, 200);
      assert.equal((await call(app, "GET", path, ravi)).status, 404, "another shopper");
      assert.equal((await call(app, "GET", path, remote.account)).status, 404, "another store");
      assert.equal((await call(app, "GET", path, null)).status, 401);
      assert.equal((await call(app, "GET", "/api/orders/nope/invoice", admin)).status, 404);
      const unshipped = await placeOrder(app, db, asha, [[tea.id, 1]]);
      const before = await call(app, "GET", `/api/orders/${unshipped._id}/invoice`, asha);
      assert.equal(before.status, 404, "no invoice before shipping");
      assert.equal((await before.json()).message, "This order has no tax invoice yet.");
    });

    await t.step("an admin cancels a shipped order: a credit note for the whole invoice", async () => {
      const placed = await placeOrder(app, db, asha, [[local.phone.id, 2], [tea.id, 1]]);
      const shipped = await ship(app, local.account, placed._id);
      assert.equal(shipped.invoice?.number, "INV/2627/000002");
      assert.equal(shipped.canCancel, false, "the store cannot cancel a shipped order");
      assert.equal((await call(app, "POST", `/api/orders/${placed._id}/cancel`, asha)).status, 409);
      const response = await call(app, "POST", `/api/orders/${placed._id}/cancel`, admin);
      assert.equal(response.status, 200, await response.clone().text());
      const cancelled = parseExact(OrderChangedSchema, await response.json()).order;
      assert.equal(cancelled.status, "Cancelled");
      assert.deepEqual(cancelled.creditNotes, [{
        number: "CN/2627/000001",
        date: "2026-11-20",
        amount: cancelled.total,
      }]);
      const [note] = await db.selectFrom("credit_notes").selectAll().where("order_id", "=", placed._id)
        .execute();
      const invoice = await db.selectFrom("invoices").selectAll().where("order_id", "=", placed._id)
        .executeTakeFirstOrThrow();
      for (const key of ["taxable_paise", "cgst_paise", "sgst_paise", "igst_paise", "total_paise"] as const) {
        assert.equal(note[key], invoice[key], `${key}: the credit note takes back the whole invoice`);
      }
      const pdf = await call(app, "GET", `/api/orders/${placed._id}/credit-notes/CN-2627-000001`, asha);
      assert.equal(pdf.status, 200);
      const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
      for (
        const expected of ["Credit Note", "CN/2627/000001", "INV/2627/000002", "Against invoice", "8517"]
      ) {
        assert.ok(text.includes(expected), `the credit note says ${expected}:\n${text}`);
      }
      const encoded = `/api/orders/${placed._id}/credit-notes/${encodeURIComponent("CN/2627/000001")}`;
      assert.equal((await call(app, "GET", encoded, local.account)).status, 200, "URL-encoded number");
      assert.equal((await call(app, "GET", encoded, ravi)).status, 404);
      assert.equal(
        (await call(app, "GET", `/api/orders/${placed._id}/credit-notes/CN-2627-000009`, asha)).status,
        404,
      );
      const audit = await db.selectFrom("audit_log").select("details").where("entity_id", "=", placed._id)
        .where("action", "=", "order.cancel").executeTakeFirstOrThrow();
      assert.equal((audit.details as { creditNote?: string }).creditNote, "CN/2627/000001");
    });

    await t.step(
      "products without tax details: ships without an invoice, issued once they are set",
      async () => {
        const bare = await insertProduct(db, { name: "Old Charger", vendor_id: local.store.id, stock: 10 });
        const placed = await placeOrder(app, db, asha, [[bare.id, 1], [tea.id, 1]]);
        const shipped = await ship(app, local.account, placed._id);
        assert.equal(shipped.invoice, null);
        assert.deepEqual(shipped.invoiceMissing?.products, [{ productId: bare.id, name: "Old Charger" }]);
        assert.match(shipped.invoiceMissing!.message, /"Old Charger"/);
        const path = `/api/orders/${placed._id}/invoice`;
        assert.equal((await call(app, "GET", path, asha)).status, 404);
        const early = await call(app, "POST", path, local.account);
        assert.equal(early.status, 409);
        assert.match((await early.json()).message, /HSN code and GST rate of "Old Charger"/);
        assert.equal((await call(app, "POST", path, asha)).status, 403, "shoppers do not issue invoices");
        assert.equal((await call(app, "POST", path, remote.account)).status, 404, "another store");

        await db.updateTable("products").set({ hsn_code: "85044030", gst_rate: 18 }).where("id", "=", bare.id)
          .execute();
        const issued = await call(app, "POST", path, local.account);
        assert.equal(issued.status, 200);
        assert.deepEqual((await issued.json()).invoice, { number: "INV/2627/000003", date: "2026-11-20" });
        const again = await call(app, "POST", path, local.account);
        assert.equal((await again.json()).invoice.number, "INV/2627/000003", "one invoice per order");
        const read = parseExact(
          OrderSchema,
          await (await call(app, "GET", `/orders/${placed._id}`, asha)).json(),
        );
        assert.equal(read.invoiceMissing, null);
        assert.equal((await call(app, "GET", path, asha)).status, 200);
      },
    );
  } finally {
    resetClock();
    await close();
  }
});

Deno.test("invoice numbers: 50 orders of one store shipped at once take 1..50, no gap, no duplicate; the year turns", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const { store, account, phone } = await setup(db, MH_GSTIN);
    const shopper = await createShopper(db);
    const orders: string[] = [];
    for (let i = 0; i < 52; i++) orders.push((await placeOrder(app, db, shopper, [[phone.id, 1]]))._id);

    await t.step("50 shipments at once", async () => {
      setClock(new Date("2027-03-31T10:00:00Z"));
      const answers = await Promise.all(
        orders.slice(0, 50).map((id) => call(app, "PUT", `/api/orders/${id}/status`, account, parcel)),
      );
      assert.deepEqual([...new Set(answers.map((r) => r.status))], [200]);
      const rows = await db.selectFrom("invoices").select(["serial", "number", "fy"]).where(
        "vendor_id",
        "=",
        store.id,
      )
        .orderBy("serial").execute();
      assert.deepEqual(rows.map((r) => r.serial), Array.from({ length: 50 }, (_, i) => i + 1));
      assert.equal(new Set(rows.map((r) => r.number)).size, 50);
      assert.equal(rows[49].number, "INV/2627/000050");
    });

    await t.step("31 March 23:59 IST is still 2026-27; 1 April 00:00 IST starts 2027-28 at 1", async () => {
      setClock(new Date("2027-03-31T18:29:00Z"));
      const march = await ship(app, account, orders[50]);
      assert.deepEqual(march.invoice, { number: "INV/2627/000051", date: "2027-03-31" });
      setClock(new Date("2027-03-31T18:30:00Z"));
      const april = await ship(app, account, orders[51]);
      assert.deepEqual(april.invoice, { number: "INV/2728/000001", date: "2027-04-01" });
    });
  } finally {
    resetClock();
    await close();
  }
});

Deno.test("credit notes for some lines, then the rest: together they take back the invoice to the paisa", async () => {
  const { db, app, close } = await createTestApp();
  try {
    const { account, phone } = await setup(db, KA_GSTIN);
    const shopper = await createShopper(db);
    const placed = await placeOrder(app, db, shopper, [[phone.id, 3]]);
    await ship(app, account, placed._id);
    const first = await db.transaction().execute((tx) =>
      issueCreditNote(tx, placed._id, [{ position: 0, quantity: 1 }], "One unit returned")
    );
    assert.equal(first?.number, "CN/2627/000001".replace("2627", financialYearCode()));
    assert.equal(first?.total_paise, 1_799_910, "one unit at its price after discount");
    const rest = await db.transaction().execute((tx) => issueCreditNote(tx, placed._id));
    assert.equal(rest?.lines[0].quantity, 2);
    const none = await db.transaction().execute((tx) => issueCreditNote(tx, placed._id));
    assert.equal(none, null, "nothing left to credit");
    const invoice = await db.selectFrom("invoices").selectAll().where("order_id", "=", placed._id)
      .executeTakeFirstOrThrow();
    for (const key of ["taxable_paise", "cgst_paise", "sgst_paise", "igst_paise", "total_paise"] as const) {
      assert.equal(first![key] + rest![key], invoice[key], key);
    }
    const read = parseExact(
      OrderSchema,
      await (await call(app, "GET", `/orders/${placed._id}`, shopper)).json(),
    );
    assert.deepEqual(read.creditNotes.map((n) => n.amount), [17_999.1, 35_998.2]);
  } finally {
    await close();
  }
});
