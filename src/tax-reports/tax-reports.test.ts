/**
 * Tax reports from orders taken through the real flow (checkout, ship → invoice, deliver → ledger, an admin
 * cancelling a delivered order → credit note and reversal): every GSTR-1 section sums back to the month's
 * invoices and credit notes to the paisa, B2B / B2CL / B2CS fall where the law puts them, IGST or CGST +
 * SGST by place of supply; TDS and TCS equal the ledger; each store reads its own only.
 */
import assert from "node:assert/strict";
import { sql } from "kysely";
import { createTestApp, getPage } from "../../tests/helpers.ts";
import { insertProduct, insertVendor, parseExact } from "../../tests/fixtures.ts";
import { call, codOrder, createShopper, createStoreAccount, putInCart } from "../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../tests/customers.ts";
import { PlacedSchema } from "../orders/orders.schema.ts";
import { resetClock, setClock } from "../core/clock.ts";
import type { DB } from "../../db/database.ts";
import { Gstr1Schema, TcsReportSchema, TdsReportSchema } from "./tax-reports.schema.ts";
import { NO_GSTIN } from "./tax-reports.service.ts";
import { b2clLimitPaise, sectionOf } from "./gstr1.ts";
import { monthPeriod, quarterOf, quarterPeriod } from "./period.ts";

const MH_GSTIN = "27AAPFU0939F1ZV";
const KA_GSTIN = "29AADCT7315R1ZL";
const BUYER_GSTIN = "29AAGCB7383J1Z4";

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

const paise = (rupees: number) => Math.round(rupees * 100);

async function store(db: DB, gstin: string, pan = "") {
  const row = await insertVendor(db, {
    store_name: `Store ${gstin.slice(0, 2)} ${crypto.randomUUID().slice(0, 6)}`,
    gstin,
    pan,
    store_address: "14 Ranganathan Street",
    pincode: gstin.startsWith("27") ? "411001" : "560102",
    city: gstin.startsWith("27") ? "Pune" : "Bengaluru",
  });
  const account = await createStoreAccount(db, row.id);
  const phone = await insertProduct(db, {
    name: "Redmi Note 13 5G",
    vendor_id: row.id,
    price_paise: 1_999_900,
    discount_percent: 10,
    stock: 10_000,
    max_purchase_limit: 1_000,
    hsn_code: "8517",
    gst_rate: 18,
  });
  const tea = await insertProduct(db, {
    name: "Assam Tea 500 g",
    vendor_id: row.id,
    price_paise: 24_500,
    stock: 1_000,
    max_purchase_limit: 100,
    hsn_code: "0902",
    gst_rate: 5,
    unit: "Pack",
  });
  return { id: row.id, account, phone, tea };
}

async function order(
  app: App,
  db: DB,
  who: TestCustomer,
  lines: [string, number][],
  buyerGstin?: string,
): Promise<string> {
  for (const [productId, quantity] of lines) await putInCart(db, who.id, productId, quantity);
  const body = await codOrder(db, who, buyerGstin ? { buyerGstin } : {});
  const response = await call(app, "POST", "/api/orders/place-order", who, body);
  assert.equal(response.status, 200, await response.clone().text());
  return parseExact(PlacedSchema, await response.json()).orders[0]._id;
}

async function move(app: App, who: TestCustomer, orderId: string, status: "Shipped" | "Delivered") {
  const body = status === "Shipped" ? { status, carrier: "Delhivery", trackingNumber: "DL123" } : { status };
  const response = await call(app, "PUT", `/api/orders/${orderId}/status`, who, body);
  assert.equal(response.status, 200, await response.clone().text());
}

async function cancel(app: App, admin: TestCustomer, orderId: string) {
  const response = await call(app, "POST", `/api/orders/${orderId}/cancel`, admin);
  assert.equal(response.status, 200, await response.clone().text());
}

/** The month's invoices less credit notes of a store, by the database's own sums, paise. */
async function documentTotals(db: DB, vendorId: string, from: string, to: string) {
  const sum = async (table: "invoices" | "credit_notes") => {
    const row = await db.selectFrom(table).select([
      sql<string>`coalesce(sum(taxable_paise), 0)::text`.as("taxable"),
      sql<string>`coalesce(sum(igst_paise), 0)::text`.as("igst"),
      sql<string>`coalesce(sum(cgst_paise), 0)::text`.as("cgst"),
      sql<string>`coalesce(sum(sgst_paise), 0)::text`.as("sgst"),
      sql<string>`count(*)::text`.as("count"),
    ]).where("vendor_id", "=", vendorId).where("issued_on", ">=", from).where("issued_on", "<", to)
      .executeTakeFirstOrThrow();
    return {
      taxable: Number(row.taxable),
      igst: Number(row.igst),
      cgst: Number(row.cgst),
      sgst: Number(row.sgst),
      count: Number(row.count),
    };
  };
  const [inv, cn] = await Promise.all([sum("invoices"), sum("credit_notes")]);
  return {
    taxable: inv.taxable - cn.taxable,
    igst: inv.igst - cn.igst,
    cgst: inv.cgst - cn.cgst,
    sgst: inv.sgst - cn.sgst,
    invoices: inv.count,
    creditNotes: cn.count,
  };
}

type Detail = { txval: number; iamt: number; camt?: number; samt?: number };
type Items = { itms: { itm_det: Detail }[] }[];

/** Σ of the items of these documents, paise. */
function itemSums(docs: Items) {
  const sums = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  for (const doc of docs) {
    for (const { itm_det: d } of doc.itms) {
      sums.taxable += paise(d.txval);
      sums.igst += paise(d.iamt);
      sums.cgst += paise(d.camt ?? 0);
      sums.sgst += paise(d.samt ?? 0);
    }
  }
  return sums;
}

/** Invoices less credit notes as the return reports them, paise. */
function returnNet(json: ReturnType<typeof Gstr1Schema.parse>) {
  const plus = itemSums([
    ...(json.b2b ?? []).flatMap((g) => g.inv),
    ...(json.b2cl ?? []).flatMap((g) => g.inv),
  ]);
  const minus = itemSums([...(json.cdnr ?? []).flatMap((g) => g.nt), ...(json.cdnur ?? [])]);
  for (const row of json.b2cs ?? []) {
    plus.taxable += paise(row.txval);
    plus.igst += paise(row.iamt);
    plus.cgst += paise(row.camt);
    plus.sgst += paise(row.samt);
  }
  return {
    taxable: plus.taxable - minus.taxable,
    igst: plus.igst - minus.igst,
    cgst: plus.cgst - minus.cgst,
    sgst: plus.sgst - minus.sgst,
  };
}

function hsnNet(json: ReturnType<typeof Gstr1Schema.parse>) {
  const rows = "data" in json.hsn ? json.hsn.data : [...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c];
  const sums = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  for (const row of rows) {
    sums.taxable += paise(row.txval);
    sums.igst += paise(row.iamt);
    sums.cgst += paise(row.camt);
    sums.sgst += paise(row.samt);
  }
  return sums;
}

async function gstr1(app: App, who: TestCustomer, month: string) {
  const response = await call(app, "GET", `/api/vendor/tax/gstr1?month=${month}`, who);
  assert.equal(response.status, 200, await response.clone().text());
  assert.match(
    response.headers.get("content-disposition")!,
    /attachment; filename="GSTR1_\d{6}_\w{15}\.json"/,
  );
  return Gstr1Schema.strict().parse(await response.json());
}

Deno.test("periods: months and financial-year quarters", () => {
  assert.deepEqual(
    [monthPeriod("2026-11")?.from, monthPeriod("2026-11")?.to, monthPeriod("2026-12")?.to],
    ["2026-11-01", "2026-12-01", "2027-01-01"],
  );
  assert.equal(monthPeriod("2026-13"), undefined);
  assert.equal(monthPeriod("26-11"), undefined);
  assert.equal(monthPeriod("2026-11")?.startsAt.toISOString(), "2026-10-31T18:30:00.000Z", "India midnight");
  assert.deepEqual([quarterPeriod("2026-Q1")?.from, quarterPeriod("2026-Q1")?.to], [
    "2026-04-01",
    "2026-07-01",
  ]);
  assert.deepEqual([quarterPeriod("2026-Q4")?.from, quarterPeriod("2026-Q4")?.to], [
    "2027-01-01",
    "2027-04-01",
  ]);
  assert.equal(quarterPeriod("2026-Q4")?.label, "Q4 2026-27 (Jan–Mar 2027)");
  assert.equal(quarterPeriod("2026-Q5"), undefined);
  assert.deepEqual(["2026-11-29", "2027-02-10", "2026-04-01"].map(quarterOf), [
    "2026-Q3",
    "2026-Q4",
    "2026-Q1",
  ]);
  assert.equal(b2clLimitPaise("2024-07-31"), 25_000_000, "₹2.5 lakh until July 2024");
  assert.equal(b2clLimitPaise("2024-08-01"), 10_000_000, "₹1 lakh from August 2024");
});

Deno.test("tax reports: GSTR-1, TDS and TCS from the real order flow, to the paisa", async (t) => {
  const { db, app, close } = await createTestApp();
  try {
    const admin = await createCustomer(db, { role: "admin" });
    const asha = await createShopper(db);
    const ravi = await createShopper(db);
    const firm = await createShopper(db);
    const mh = await store(db, MH_GSTIN, "AAPFU0939F");
    const ka = await store(db, KA_GSTIN); // no PAN: TDS at 5 %

    // October: one small intra-state sale, outside November's return.
    setClock(new Date("2026-10-30T06:00:00Z"));
    const october = await order(app, db, asha, [[mh.tea.id, 1]]);
    await move(app, mh.account, october, "Shipped");
    await move(app, mh.account, october, "Delivered");

    // November.
    setClock(new Date("2026-11-10T06:00:00Z"));
    const a = await order(app, db, asha, [[mh.phone.id, 1], [mh.tea.id, 2]]); // B2CS intra, 18 % and 5 %
    const a2 = await order(app, db, asha, [[mh.tea.id, 3]]); // B2CS intra, cancelled after delivery
    const b = await order(app, db, firm, [[mh.phone.id, 2]], BUYER_GSTIN); // B2B, cancelled
    const c = await order(app, db, ravi, [[ka.phone.id, 6]]); // ₹1,07,994.60 inter-state: B2CL, cancelled
    const d = await order(app, db, ravi, [[ka.phone.id, 1], [ka.tea.id, 1]]); // B2CS inter
    const e = await order(app, db, firm, [[ka.phone.id, 1]], BUYER_GSTIN); // B2B inter
    for (const [who, id] of [[mh, a], [mh, a2], [mh, b], [ka, c], [ka, d], [ka, e]] as const) {
      await move(app, who.account, id, "Shipped");
      await move(app, who.account, id, "Delivered");
    }
    setClock(new Date("2026-11-15T06:00:00Z"));
    for (const id of [a2, b, c]) await cancel(app, admin, id);
    const november = { from: "2026-11-01", to: "2026-12-01" };
    const invoiceOf = async (orderId: string) =>
      (await db.selectFrom("invoices").select("number").where("order_id", "=", orderId)
        .executeTakeFirstOrThrow()).number;
    const creditNoteOf = async (orderId: string) =>
      (await db.selectFrom("credit_notes").select("number").where("order_id", "=", orderId)
        .executeTakeFirstOrThrow()).number;

    await t.step("a store within the buyers' state: B2B, B2CS intra, CDNR; CGST + SGST", async () => {
      const json = await gstr1(app, mh.account, "2026-11");
      assert.equal(json.gstin, MH_GSTIN);
      assert.equal(json.fp, "112026");
      assert.equal(json.b2cl, undefined, "nothing inter-state");
      assert.equal(json.cdnur, undefined);
      assert.equal(json.b2b?.length, 1);
      assert.equal(json.b2b![0].ctin, BUYER_GSTIN);
      const [inv] = json.b2b![0].inv;
      assert.equal(inv.inum, await invoiceOf(b));
      assert.equal(inv.idt, "10-11-2026");
      assert.equal(inv.pos, "27");
      assert.equal(inv.val, 35_998.2);
      assert.deepEqual(inv.itms.map((i) => [i.num, i.itm_det.rt, i.itm_det.iamt]), [[1, 18, 0]]);
      assert.equal(paise(inv.itms[0].itm_det.camt) + paise(inv.itms[0].itm_det.samt), 3_599_820 - 3_050_695);
      assert.equal(json.cdnr?.[0].ctin, BUYER_GSTIN);
      assert.equal(json.cdnr![0].nt[0].nt_num, await creditNoteOf(b));
      assert.equal(json.cdnr![0].nt[0].nt_dt, "15-11-2026");
      assert.equal(json.cdnr![0].nt[0].val, inv.val, "cancelled in full");
      // B2CS: a's lines; a2's invoice and its credit note cancel out at 5 %, October's sale is not here.
      assert.deepEqual(
        json.b2cs?.map((r) => [r.sply_ty, r.pos, r.typ, r.rt, paise(r.txval), r.iamt]),
        [["INTRA", "27", "OE", 5, 46_667, 0], ["INTRA", "27", "OE", 18, 1_525_347, 0]],
      );
      const db_ = await documentTotals(db, mh.id, november.from, november.to);
      assert.equal(db_.invoices, 3);
      assert.equal(db_.creditNotes, 2);
      assert.deepEqual(returnNet(json), { taxable: db_.taxable, igst: 0, cgst: db_.cgst, sgst: db_.sgst });
      assert.deepEqual(hsnNet(json), returnNet(json), "the HSN summary nets the same");
      assert.ok("hsn_b2b" in json.hsn, "split from May 2025");
      if ("hsn_b2b" in json.hsn) {
        assert.deepEqual(json.hsn.hsn_b2b.map((r) => [r.hsn_sc, r.qty, r.txval]), [["8517", 0, 0]]);
        assert.deepEqual(
          json.hsn.hsn_b2c.map((r) => [r.hsn_sc, r.uqc, r.qty, r.rt]),
          [["0902", "PAC", 2, 5], ["8517", "PCS", 1, 18]],
        );
      }
      assert.deepEqual(json.doc_issue?.doc_det.map((d) => [d.doc_num, d.docs[0].totnum]), [[1, 3], [5, 2]]);
    });

    await t.step("a store in another state: B2CL above ₹1 lakh, B2CS inter, CDNUR; IGST only", async () => {
      const json = await gstr1(app, ka.account, "2026-11");
      assert.equal(json.gstin, KA_GSTIN);
      assert.equal(json.b2cl?.length, 1);
      assert.equal(json.b2cl![0].pos, "27");
      assert.equal(json.b2cl![0].inv[0].inum, await invoiceOf(c));
      assert.equal(json.b2cl![0].inv[0].val, 107_994.6);
      assert.deepEqual(Object.keys(json.b2cl![0].inv[0].itms[0].itm_det).sort(), [
        "csamt",
        "iamt",
        "rt",
        "txval",
      ]);
      assert.equal(json.cdnur?.[0].typ, "B2CL");
      assert.equal(json.cdnur![0].nt_num, await creditNoteOf(c));
      assert.equal(json.b2b?.[0].inv[0].inum, await invoiceOf(e));
      assert.deepEqual(
        json.b2cs?.map((r) => [r.sply_ty, r.pos, r.rt, r.camt, r.samt]),
        [["INTER", "27", 5, 0, 0], ["INTER", "27", 18, 0, 0]],
      );
      const db_ = await documentTotals(db, ka.id, november.from, november.to);
      assert.equal(db_.cgst + db_.sgst, 0);
      assert.deepEqual(returnNet(json), { taxable: db_.taxable, igst: db_.igst, cgst: 0, sgst: 0 });
      assert.deepEqual(hsnNet(json), returnNet(json));
    });

    await t.step("classification: the threshold is the invoice's value, B2B whatever the value", () => {
      const doc = {
        kind: "invoice" as const,
        id: "x",
        orderId: "o",
        number: "INV/2627/000001",
        date: "2026-11-10",
        buyerGstin: null,
        pos: "27",
        intraState: false,
        total: 10_000_000,
        invoiceNumber: "INV/2627/000001",
        invoiceDate: "2026-11-10",
        invoiceTotal: 10_000_000,
        lines: [],
      };
      assert.equal(sectionOf(doc), "b2cs", "₹1,00,000 exactly is not above the limit");
      assert.equal(sectionOf({ ...doc, invoiceTotal: 10_000_001 }), "b2cl");
      assert.equal(sectionOf({ ...doc, invoiceTotal: 20_000_000, invoiceDate: "2024-07-10" }), "b2cs");
      assert.equal(sectionOf({ ...doc, invoiceTotal: 20_000_000, intraState: true }), "b2cs");
      assert.equal(sectionOf({ ...doc, buyerGstin: BUYER_GSTIN }), "b2b");
      assert.equal(sectionOf({ ...doc, kind: "credit-note", invoiceTotal: 10_000_001 }), "cdnur");
      assert.equal(sectionOf({ ...doc, kind: "credit-note", buyerGstin: BUYER_GSTIN }), "cdnr");
      assert.equal(sectionOf({ ...doc, kind: "credit-note" }), "b2cs");
    });

    await t.step("CSV: a row per document line with its section, summing to the same net", async () => {
      const response = await call(app, "GET", "/api/vendor/tax/gstr1?month=2026-11&format=csv", ka.account);
      assert.equal(response.status, 200);
      assert.match(response.headers.get("content-type")!, /^text\/csv/);
      const text = (await response.text()).replace(/^\uFEFF/, "");
      const [header, ...rows] = text.trimEnd().split("\r\n").map((line) => line.split(","));
      assert.equal(header[0], "Section");
      const lines = await db.selectFrom("invoice_lines as l").innerJoin(
        "invoices as i",
        "i.id",
        "l.invoice_id",
      )
        .select(sql<string>`count(*)::text`.as("n")).where("i.vendor_id", "=", ka.id)
        .executeTakeFirstOrThrow();
      const noteLines = await db.selectFrom("credit_note_lines as l")
        .innerJoin("credit_notes as n", "n.id", "l.credit_note_id").select(
          sql<string>`count(*)::text`.as("n"),
        )
        .where("n.vendor_id", "=", ka.id).executeTakeFirstOrThrow();
      assert.equal(rows.length, Number(lines.n) + Number(noteLines.n));
      assert.deepEqual([...new Set(rows.map((r) => r[0]))].sort(), ["b2b", "b2cl", "b2cs", "cdnur"]);
      const taxable = header.indexOf("Taxable Value (INR)");
      const igst = header.indexOf("IGST (INR)");
      const db_ = await documentTotals(db, ka.id, november.from, november.to);
      assert.equal(rows.reduce((s, r) => s + paise(Number(r[taxable])), 0), db_.taxable);
      assert.equal(rows.reduce((s, r) => s + paise(Number(r[igst])), 0), db_.igst);
      assert.ok(rows.some((r) => r[1] === "Credit note" && Number(r[taxable]) < 0), "credit notes negative");
    });

    await t.step("TDS: per order, reversals negative, totals equal the ledger", async () => {
      const response = await call(app, "GET", "/api/vendor/tax/tds?quarter=2026-Q3", mh.account);
      assert.equal(response.status, 200, await response.clone().text());
      const report = TdsReportSchema.strict().parse(await response.json());
      assert.deepEqual([report.from, report.to, report.section], ["2026-10-01", "2026-12-31", "194-O"]);
      assert.deepEqual(
        report.rows.map((r) => [r.orderId, r.kind, r.date, r.rate]),
        [
          [october, "deduction", "2026-10-30", 0.1],
          [a, "deduction", "2026-11-10", 0.1],
          [a2, "deduction", "2026-11-10", 0.1],
          [b, "deduction", "2026-11-10", 0.1],
          [a2, "reversal", "2026-11-15", 0.1],
          [b, "reversal", "2026-11-15", 0.1],
        ],
      );
      const bRows = report.rows.filter((r) => r.orderId === b);
      assert.equal(bRows[0].grossAmount, 35_998.2);
      assert.equal(bRows[0].tds, 36);
      assert.equal(bRows[0].invoiceNumber, await invoiceOf(b));
      assert.deepEqual([bRows[1].grossAmount, bRows[1].tds], [-35_998.2, -36]);
      assert.equal(bRows[1].creditNoteNumber, await creditNoteOf(b));
      const ledger = await db.selectFrom("ledger_entries").select(
        sql<string>`sum(amount_paise)::text`.as("s"),
      )
        .where("vendor_id", "=", mh.id).where("kind", "=", "tds").executeTakeFirstOrThrow();
      assert.equal(paise(report.totals.tds), -Number(ledger.s));
      assert.equal(report.totals.orders, 4);
      assert.equal(report.deductee.pan, "AAPFU0939F");

      const ka_ = TdsReportSchema.parse(
        await (await call(app, "GET", "/api/vendor/tax/tds?quarter=2026-Q3", ka.account)).json(),
      );
      assert.ok(ka_.rows.every((r) => r.rate === 5), "no PAN: 5 %");
      assert.ok(ka_.rows.every((r) => ![october, a, a2, b].includes(r.orderId!)), "its own orders only");
      const empty = TdsReportSchema.parse(
        await (await call(app, "GET", "/api/vendor/tax/tds?quarter=2026-Q2", mh.account)).json(),
      );
      assert.deepEqual([empty.rows.length, empty.totals.tds], [0, 0]);
    });

    await t.step("TCS: per store GSTIN and place of supply, equal to the ledger to the paisa", async () => {
      const response = await call(app, "GET", "/api/admin/tax/tcs?month=2026-11", admin);
      assert.equal(response.status, 200, await response.clone().text());
      const report = TcsReportSchema.strict().parse(await response.json());
      assert.deepEqual(
        report.rows.map((r) => [r.gstin, r.placeOfSupply.code, r.placeOfSupply.name]),
        [[MH_GSTIN, "27", "Maharashtra"], [KA_GSTIN, "27", "Maharashtra"]],
      );
      const [mhRow, kaRow] = report.rows;
      assert.equal(mhRow.igst, 0);
      assert.equal(kaRow.cgst + kaRow.sgst, 0);
      // Gross: the taxable value of the month's deliveries; returns: of those cancelled.
      const taxableOf = async (ids: string[]) =>
        Number(
          (await db.selectFrom("invoices").select(sql<string>`sum(taxable_paise)::text`.as("s"))
            .where("order_id", "in", ids).executeTakeFirstOrThrow()).s,
        );
      assert.equal(paise(mhRow.grossSupplies), await taxableOf([a, a2, b]));
      assert.equal(paise(mhRow.returns), await taxableOf([a2, b]));
      assert.equal(paise(mhRow.netSupplies), await taxableOf([a]));
      assert.equal(paise(kaRow.netSupplies), await taxableOf([d, e]));
      const ledger = await db.selectFrom("ledger_entries as x").innerJoin(
        "ledger_events as e",
        "e.id",
        "x.event_id",
      )
        .select(sql<string>`sum(x.amount_paise)::text`.as("s"))
        .where("x.kind", "in", ["tcs_cgst", "tcs_sgst", "tcs_igst"])
        .where("e.occurred_at", ">=", new Date("2026-10-31T18:30:00Z"))
        .where("e.occurred_at", "<", new Date("2026-11-30T18:30:00Z")).executeTakeFirstOrThrow();
      assert.equal(paise(report.totals.tcs), -Number(ledger.s));
      assert.equal(report.ledgerTcs, report.totals.tcs);
      assert.equal(
        paise(report.totals.tcs),
        report.rows.reduce((s, r) => s + paise(r.cgst) + paise(r.sgst) + paise(r.igst), 0),
      );
      // 0.5 % of the net, within a paisa per line.
      assert.ok(Math.abs(paise(kaRow.igst) - Math.round(paise(kaRow.netSupplies) * 0.005)) <= 3);
      const october_ = TcsReportSchema.parse(
        await (await call(app, "GET", "/api/admin/tax/tcs?month=2026-10", admin)).json(),
      );
      assert.deepEqual(october_.rows.map((r) => r.gstin), [MH_GSTIN]);
      assert.equal(paise(october_.rows[0].grossSupplies), await taxableOf([october]));
    });

    await t.step(
      "who may read: each store its own; admins the TCS; bad input 400; no GSTIN 409",
      async () => {
        assert.equal((await call(app, "GET", "/api/vendor/tax/gstr1?month=2026-11", admin)).status, 403);
        assert.equal((await call(app, "GET", "/api/vendor/tax/gstr1?month=2026-11", asha)).status, 403);
        assert.equal((await call(app, "GET", "/api/vendor/tax/gstr1?month=2026-11", null)).status, 401);
        assert.equal((await call(app, "GET", "/api/vendor/tax/tds?quarter=2026-Q3", admin)).status, 403);
        assert.equal((await call(app, "GET", "/api/admin/tax/tcs?month=2026-11", mh.account)).status, 403);
        for (const bad of ["2026-13", "nov", "2026-1", ""]) {
          const response = await call(app, "GET", `/api/vendor/tax/gstr1?month=${bad}`, mh.account);
          assert.equal(response.status, 400, bad);
          assert.match((await response.json()).message, /month: must be a month as YYYY-MM/);
        }
        assert.equal(
          (await call(app, "GET", "/api/vendor/tax/gstr1?month=2026-11&format=xml", mh.account)).status,
          400,
        );
        assert.equal((await call(app, "GET", "/api/vendor/tax/tds?quarter=2026-Q5", mh.account)).status, 400);
        assert.equal((await call(app, "GET", "/api/admin/tax/tcs?month=2026-00", admin)).status, 400);
        // A store's month with nothing: an empty return (HSN present, nothing else).
        const quiet = await gstr1(app, mh.account, "2026-09");
        assert.deepEqual(Object.keys(quiet).sort(), ["fp", "gstin", "hash", "hsn", "version"]);
        // A store without a GSTIN.
        const bare = await store(db, "");
        const response = await call(app, "GET", "/api/vendor/tax/gstr1?month=2026-11", bare.account);
        assert.equal(response.status, 409);
        assert.equal((await response.json()).message, NO_GSTIN);
      },
    );

    await t.step("pages: the store's tax reports and the admin's TCS, server-rendered", async () => {
      const vendorPage = await app.request("/vendor-tax-reports?month=2026-11&quarter=2026-Q3", {
        headers: { cookie: mh.account.cookie, accept: "text/html" },
      });
      assert.equal(vendorPage.status, 200);
      const html = await vendorPage.text();
      for (
        const text of [
          "Tax reports",
          "GSTR-1",
          "/api/vendor/tax/gstr1?month=2026-11&amp;format=json",
          "194-O",
        ]
      ) {
        assert.ok(html.includes(text), text);
      }
      const adminPage = await app.request("/panel/tcs?month=2026-11", {
        headers: { cookie: admin.cookie, accept: "text/html" },
      });
      assert.equal(adminPage.status, 200);
      const adminHtml = await adminPage.text();
      for (const text of [MH_GSTIN, KA_GSTIN, "27 Maharashtra"]) assert.ok(adminHtml.includes(text), text);
      const refused = await getPage(app, "/panel/tcs");
      assert.notEqual(refused.status, 200, "visitors are sent to sign in");
    });
  } finally {
    resetClock();
    await close();
  }
});
