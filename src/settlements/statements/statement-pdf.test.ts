/**
 * The statement PDF: the store downloads its own (another store's is not found), an admin any store's
 * through the admin route; a long statement runs over several pages with every line printed; the text holds
 * the store's tax ids, the week, the status and UTR and the balances with Indian grouping. Runs on PGlite,
 * and on PostgreSQL with DATABASE_URL.
 */
import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { createTestApp } from "../../../tests/helpers.ts";
import { call } from "../../../tests/orders.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { createVendorAccount } from "../../vendors/auth/vendor-auth.fixtures.ts";
import { insertDelivery, insertStatement } from "../issues/statement.fixtures.ts";
import { renderStatementPdf, type StatementPdfInput, type StatementPdfLine } from "./statement.pdf.ts";

const pdfText = async (bytes: Uint8Array) => {
  // The text is drawn with subsetted fonts (hex glyph ids), so compare page counts and metadata, and
  // render the words through pdftoppm's sibling pdftotext when it is installed.
  const path = await Deno.makeTempFile({ suffix: ".pdf" });
  try {
    await Deno.writeFile(path, bytes);
    const out = await new Deno.Command("pdftotext", { args: ["-layout", path, "-"], stdout: "piped" })
      .output();
    return new TextDecoder().decode(out.stdout);
  } catch {
    return null;
  } finally {
    await Deno.remove(path);
  }
};

Deno.test("statement PDF: the store's own through the vendor route, any through the admin route; others 404", async () => {
  const t = await createTestApp();
  try {
    const [store, other, admin, customer] = await Promise.all([
      createVendorAccount(t.db, { storeName: "Sharma Electronics" }),
      createVendorAccount(t.db),
      createCustomer(t.db, { role: "admin" }),
      createCustomer(t.db),
    ]);
    await t.db.updateTable("vendors").set({ gstin: "27ABCDE1234F1Z5", pan: "ABCDE1234F" })
      .where("id", "=", store.vendorId).execute();
    const ref = { id: store.vendorId, email: store.email, store_name: store.storeName };
    const delivered = await insertDelivery(t.db, ref, new Date("2026-11-03T08:00:00Z"), 12_345_600, {
      cod: false,
    });
    const statement = await insertStatement(t.db, store.vendorId, "2026-11-15", [delivered.eventId], {
      status: "paid",
      utr: "HDFC000012345678",
      paidBy: admin.id,
    });

    const own = await call(t.app, "GET", `/api/vendor/settlements/${statement.id}.pdf`, store);
    assert.equal(own.status, 200);
    assert.equal(own.headers.get("content-type"), "application/pdf");
    assert.match(own.headers.get("content-disposition") ?? "", /statement-2026-11-15-.{7}\.pdf/);
    const bytes = new Uint8Array(await own.arrayBuffer());
    assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), "%PDF-");
    const text = await pdfText(bytes);
    if (text !== null) {
      for (
        const expected of [
          "SwiftCart",
          "Sharma Electronics",
          "27ABCDE1234F1Z5",
          "ABCDE1234F",
          statement.id,
          "HDFC000012345678",
          "1,23,456.00", // the sale, Indian grouping
          "section 52",
          "194-O",
        ]
      ) assert.ok(text.includes(expected), `the PDF says ${expected}`);
    }

    const admins = await call(t.app, "GET", `/api/admin/settlements/${statement.id}.pdf`, admin);
    assert.equal(admins.status, 200);
    assert.equal(admins.headers.get("content-type"), "application/pdf");
    await admins.arrayBuffer();

    for (
      const [path, who, status] of [
        [`/api/vendor/settlements/${statement.id}.pdf`, other, 404],
        [`/api/vendor/settlements/nope.pdf`, store, 404],
        [`/api/vendor/settlements/${statement.id}.pdf`, customer, 403],
        [`/api/vendor/settlements/${statement.id}.pdf`, admin, 403],
        [`/api/vendor/settlements/${statement.id}.pdf`, null, 401],
        [`/api/admin/settlements/${statement.id}.pdf`, store, 403],
        [`/api/admin/settlements/nope.pdf`, admin, 404],
      ] as const
    ) {
      const answer = await call(t.app, "GET", path, who);
      assert.equal(answer.status, status, `${path} as ${who?.name ?? "visitor"}`);
      await answer.body?.cancel();
    }
  } finally {
    await t.close();
  }
});

function longStatement(count: number): StatementPdfInput {
  const lines: StatementPdfLine[] = Array.from({ length: count }, (_, i) => ({
    eventId: `e${i}`,
    orderId: `6740f1a2c3d4e5f6a7b${String(i).padStart(5, "0")}`,
    kind: "delivery",
    date: "2026-11-10",
    paymentMethod: i % 2 ? "cod" : "upi",
    sale: 1000,
    refund: 0,
    cashCollected: i % 2 ? -1000 : 0,
    commission: -50,
    commissionGst: -9,
    tcs: -4.24,
    tds: -1,
    net: i % 2 ? -64.24 : 935.76,
    creditNote: null,
  }));
  const net = Math.round(lines.reduce((sum, l) => sum + l.net * 100, 0)) / 100;
  return {
    id: "6740f1a2c3d4e5f6a7b8c9d0",
    storeName: "Sharma Electronics",
    weekStart: "2026-11-16",
    weekEnding: "2026-11-22",
    openingBalance: 0,
    lines,
    totals: {
      sale: count * 1000,
      refunds: 0,
      cashCollected: -Math.floor(count / 2) * 1000,
      commission: -50 * count,
      commissionGst: -9 * count,
      tcs: -4.24 * count,
      tds: -count,
      net,
    },
    linesTotal: net,
    netPayable: Math.max(net, 0),
    closingBalance: Math.min(net, 0),
    status: "payable",
    utr: null,
    paidAt: null,
    generatedAt: "2026-11-23T21:00:00Z",
  };
}

Deno.test("statement PDF: a long statement runs over pages, every line printed, a page count on each", async () => {
  const short = await PDFDocument.load(await renderStatementPdf(longStatement(3), { gstin: "", pan: "" }));
  assert.equal(short.getPageCount(), 1);
  const bytes = await renderStatementPdf(longStatement(150), { gstin: "27ABCDE1234F1Z5", pan: "ABCDE1234F" });
  const long = await PDFDocument.load(bytes);
  assert.ok(long.getPageCount() >= 4, `150 lines over ${long.getPageCount()} pages`);
  const text = await pdfText(bytes);
  if (text !== null) {
    assert.equal(text.match(/#7b\d{5}/g)?.length, 150, "every line, once");
    assert.ok(text.includes(`page ${long.getPageCount()} of ${long.getPageCount()}`));
    assert.ok(text.includes("1,50,000.00"), "the sales total, Indian grouping");
  }
});
