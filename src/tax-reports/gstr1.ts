/**
 * A store's GSTR-1 for a month, in the GST portal's offline-tool JSON (pure: the documents in, the return
 * out). Sections and field names as the portal's schema has them:
 * - `b2b`: invoices to registered buyers (a GSTIN on the invoice), by buyer GSTIN (`ctin`), invoice-wise;
 * - `b2cl`: inter-state invoices to unregistered buyers above ₹1,00,000 (₹2,50,000 for invoices dated
 *   before 1 August 2024: CGST rule 59(4) as amended by notification 12/2024-Central Tax), by place of
 *   supply, invoice-wise;
 * - `b2cs`: every other invoice to an unregistered buyer, summed by supply type (INTRA/INTER), place of
 *   supply and rate, type `OE`; credit notes against these invoices are netted here (the portal takes
 *   B2C small credit notes as a reduction of Table 7, not in `cdnur`);
 * - `cdnr`: credit notes against B2B invoices, by buyer GSTIN; `cdnur`: those against B2CL invoices
 *   (`typ` "B2CL");
 * - `hsn`: the HSN summary (Table 12) net of credit notes, by HSN, rate and unit; from the May 2025 return
 *   period split into `hsn_b2b` (supplies to registered buyers) and `hsn_b2c`, before it one `data` list;
 * - `doc_issue`: the invoice and credit-note series used in the month (Table 13).
 * Items are rate-wise within a document (one `itms` entry per GST rate, numbered from 1). Amounts are summed
 * in paise from the stored lines (never recomputed) and written as rupees with 2 decimals. Empty sections
 * are left out, as the offline tool writes them.
 */
import { toRupees } from "../core/money.ts";
import type { DocumentLine, TaxDocument } from "./gstr1.queries.ts";

export const GSTR1_VERSION = "GST3.2.4";

/** Invoice value above which an inter-state B2C invoice is reported invoice-wise (B2CL), in paise. */
export function b2clLimitPaise(invoiceDate: string): number {
  return invoiceDate < "2024-08-01" ? 25_000_000 : 10_000_000;
}

/** Return periods from May 2025 report the HSN summary in two tabs, B2B and B2C. */
export const splitsHsn = (month: string) => month >= "2025-05";

export type Section = "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur";

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Where a document goes: by its invoice's buyer, supply and value. */
export function sectionOf(doc: TaxDocument): Section {
  const registered = doc.buyerGstin !== null && GSTIN.test(doc.buyerGstin);
  const large = !doc.intraState && doc.invoiceTotal > b2clLimitPaise(doc.invoiceDate);
  if (doc.kind === "invoice") return registered ? "b2b" : large ? "b2cl" : "b2cs";
  return registered ? "cdnr" : large ? "cdnur" : "b2cs";
}

/** GST unit quantity codes (UQC) of the catalogue's units; anything else is OTH (others). */
const UQC: Readonly<Record<string, string>> = {
  piece: "PCS",
  pieces: "PCS",
  pcs: "PCS",
  nos: "NOS",
  number: "NOS",
  pack: "PAC",
  packet: "PAC",
  pair: "PRS",
  set: "SET",
  box: "BOX",
  kg: "KGS",
  g: "GMS",
  gm: "GMS",
  litre: "LTR",
  liter: "LTR",
  l: "LTR",
  ml: "MLT",
  metre: "MTR",
  meter: "MTR",
  dozen: "DOZ",
  service: "NA",
};

export const uqcOf = (unit: string): string => UQC[unit.trim().toLowerCase()] ?? "OTH";

/** `2026-11-20` → `20-11-2026`. */
export const portalDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

// ---- the return in paise ------------------------------------------------------------------------------

export interface Sums {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  /** The value, tax included. */
  gross: number;
}

const zero = (): Sums => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, gross: 0 });

function add(into: Sums, line: Pick<DocumentLine, "taxable" | "igst" | "cgst" | "sgst" | "gross">, sign = 1) {
  into.taxable += sign * line.taxable;
  into.igst += sign * line.igst;
  into.cgst += sign * line.cgst;
  into.sgst += sign * line.sgst;
  into.gross += sign * line.gross;
}

/** A document's lines summed per rate, lowest rate first. */
export function rateWise(lines: readonly DocumentLine[]): (Sums & { rate: number })[] {
  const byRate = new Map<number, Sums & { rate: number }>();
  for (const line of lines) {
    const sums = byRate.get(line.rate) ?? { ...zero(), rate: line.rate };
    add(sums, line);
    byRate.set(line.rate, sums);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

export interface B2csRow extends Sums {
  intraState: boolean;
  pos: string;
  rate: number;
  /** Invoices and credit notes summed in the row. */
  documents: number;
}

export interface HsnRow extends Sums {
  b2b: boolean;
  hsn: string;
  description: string;
  uqc: string;
  rate: number;
  quantity: number;
}

export interface Gstr1Model {
  gstin: string;
  month: string;
  /** Documents by section, in number order. */
  sections: Record<Section, TaxDocument[]>;
  b2cs: B2csRow[];
  hsn: HsnRow[];
  invoices: TaxDocument[];
  creditNotes: TaxDocument[];
}

/** Sorts the month's documents into their sections and sums the B2C small supplies and the HSN summary. */
export function buildGstr1(
  gstin: string,
  month: string,
  invoices: TaxDocument[],
  creditNotes: TaxDocument[],
): Gstr1Model {
  const sections: Record<Section, TaxDocument[]> = { b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [] };
  const b2cs = new Map<string, B2csRow>();
  const hsn = new Map<string, HsnRow>();
  for (const doc of [...invoices, ...creditNotes]) {
    const section = sectionOf(doc);
    sections[section].push(doc);
    const sign = doc.kind === "invoice" ? 1 : -1;
    if (section === "b2cs") {
      const counted = new Set<string>();
      for (const line of doc.lines) {
        const key = `${doc.intraState ? "INTRA" : "INTER"}|${doc.pos}|${line.rate}`;
        const row = b2cs.get(key) ??
          { ...zero(), intraState: doc.intraState, pos: doc.pos, rate: line.rate, documents: 0 };
        add(row, line, sign);
        if (!counted.has(key)) row.documents += 1;
        counted.add(key);
        b2cs.set(key, row);
      }
    }
    const b2b = section === "b2b" || section === "cdnr";
    for (const line of doc.lines) {
      const uqc = uqcOf(line.unit);
      const key = `${b2b}|${line.hsn}|${line.rate}|${uqc}`;
      const row = hsn.get(key) ??
        {
          ...zero(),
          b2b,
          hsn: line.hsn,
          description: line.description.slice(0, 30),
          uqc,
          rate: line.rate,
          quantity: 0,
        };
      add(row, line, sign);
      row.quantity += sign * line.quantity;
      hsn.set(key, row);
    }
  }
  const b2csRows = [...b2cs.values()].sort((a, b) =>
    Number(a.intraState) - Number(b.intraState) || a.pos.localeCompare(b.pos) || a.rate - b.rate
  ).map((row) => ({ ...row }));
  const hsnRows = [...hsn.values()].sort((a, b) =>
    Number(b.b2b) - Number(a.b2b) || a.hsn.localeCompare(b.hsn) || a.rate - b.rate ||
    a.uqc.localeCompare(b.uqc)
  );
  return { gstin, month, sections, b2cs: b2csRows, hsn: hsnRows, invoices, creditNotes };
}

/** Every document's lines summed: invoices less credit notes. */
export function netOfDocuments(model: Gstr1Model): Sums {
  const sums = zero();
  for (const doc of model.invoices) for (const line of doc.lines) add(sums, line);
  for (const doc of model.creditNotes) for (const line of doc.lines) add(sums, line, -1);
  return sums;
}

export interface SummaryRow extends Sums {
  section: Section | "hsn";
  label: string;
  documents: number;
}

const LABELS: Record<Section | "hsn", string> = {
  b2b: "B2B invoices (4A)",
  b2cl: "B2C large invoices (5)",
  b2cs: "B2C small, net of credit notes (7)",
  cdnr: "Credit notes, registered (9B)",
  cdnur: "Credit notes, unregistered B2CL (9B)",
  hsn: "HSN summary, net (12)",
};

/**
 * The return at a glance, a row per section: documents and sums (credit notes as positive amounts in their
 * own rows; B2C small already net of its credit notes).
 */
export function gstr1Summary(model: Gstr1Model): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const section of ["b2b", "b2cl"] as const) {
    const sums = zero();
    for (const doc of model.sections[section]) for (const line of doc.lines) add(sums, line);
    rows.push({ section, label: LABELS[section], documents: model.sections[section].length, ...sums });
  }
  const b2cs = zero();
  for (const row of model.b2cs) add(b2cs, row);
  rows.push({ section: "b2cs", label: LABELS.b2cs, documents: model.sections.b2cs.length, ...b2cs });
  for (const section of ["cdnr", "cdnur"] as const) {
    const sums = zero();
    for (const doc of model.sections[section]) for (const line of doc.lines) add(sums, line);
    rows.push({ section, label: LABELS[section], documents: model.sections[section].length, ...sums });
  }
  const hsn = zero();
  for (const row of model.hsn) add(hsn, row);
  rows.push({ section: "hsn", label: LABELS.hsn, documents: model.hsn.length, ...hsn });
  return rows;
}

// ---- the portal's JSON ---------------------------------------------------------------------------------

const r = toRupees;

function items(lines: readonly DocumentLine[], intraOnlyIgst = false) {
  return rateWise(lines).map((sums, i) => ({
    num: i + 1,
    itm_det: intraOnlyIgst ? { txval: r(sums.taxable), rt: sums.rate, iamt: r(sums.igst), csamt: 0 } : {
      txval: r(sums.taxable),
      rt: sums.rate,
      iamt: r(sums.igst),
      camt: r(sums.cgst),
      samt: r(sums.sgst),
      csamt: 0,
    },
  }));
}

const byKey = <T>(docs: readonly T[], key: (doc: T) => string) => {
  const map = new Map<string, T[]>();
  for (const doc of docs) map.set(key(doc), [...(map.get(key(doc)) ?? []), doc]);
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
};

function documentSeries(docs: readonly TaxDocument[]) {
  // A store's series run without gaps within a financial year (a month never spans two).
  const numbers = docs.map((d) => d.number).sort();
  return { num: 1, from: numbers[0], to: numbers[numbers.length - 1], totnum: numbers.length, cancel: 0 };
}

/** The offline-tool JSON of the return (rupees, 2 decimals). */
export function gstr1Json(model: Gstr1Model) {
  const { sections } = model;
  const hsnRow = (row: HsnRow, i: number) => ({
    num: i + 1,
    hsn_sc: row.hsn,
    desc: row.description,
    uqc: row.uqc,
    qty: row.quantity,
    rt: row.rate,
    txval: r(row.taxable),
    iamt: r(row.igst),
    camt: r(row.cgst),
    samt: r(row.sgst),
    csamt: 0,
  });
  const b2bRows = model.hsn.filter((row) => row.b2b);
  const b2cRows = model.hsn.filter((row) => !row.b2b);
  const docDet = [
    ...(model.invoices.length
      ? [{
        doc_num: 1,
        doc_typ: "Invoices for outward supply",
        docs: [{ ...documentSeries(model.invoices), net_issue: model.invoices.length }],
      }]
      : []),
    ...(model.creditNotes.length
      ? [{
        doc_num: 5,
        doc_typ: "Credit Note",
        docs: [{ ...documentSeries(model.creditNotes), net_issue: model.creditNotes.length }],
      }]
      : []),
  ];
  const json = {
    gstin: model.gstin,
    fp: `${model.month.slice(5, 7)}${model.month.slice(0, 4)}`,
    version: GSTR1_VERSION,
    hash: "hash",
    b2b: byKey(sections.b2b, (d) => d.buyerGstin!).map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((d) => ({
        inum: d.number,
        idt: portalDate(d.date),
        val: r(d.total),
        pos: d.pos,
        rchrg: "N" as const,
        inv_typ: "R" as const,
        itms: items(d.lines),
      })),
    })),
    b2cl: byKey(sections.b2cl, (d) => d.pos).map(([pos, docs]) => ({
      pos,
      inv: docs.map((d) => ({
        inum: d.number,
        idt: portalDate(d.date),
        val: r(d.total),
        itms: items(d.lines, true),
      })),
    })),
    b2cs: model.b2cs.map((row) => ({
      sply_ty: row.intraState ? "INTRA" as const : "INTER" as const,
      pos: row.pos,
      typ: "OE" as const,
      rt: row.rate,
      txval: r(row.taxable),
      iamt: r(row.igst),
      camt: r(row.cgst),
      samt: r(row.sgst),
      csamt: 0,
    })),
    cdnr: byKey(sections.cdnr, (d) => d.buyerGstin!).map(([ctin, docs]) => ({
      ctin,
      nt: docs.map((d) => ({
        ntty: "C" as const,
        nt_num: d.number,
        nt_dt: portalDate(d.date),
        val: r(d.total),
        pos: d.pos,
        rchrg: "N" as const,
        inv_typ: "R" as const,
        itms: items(d.lines),
      })),
    })),
    cdnur: sections.cdnur.map((d) => ({
      ntty: "C" as const,
      nt_num: d.number,
      nt_dt: portalDate(d.date),
      val: r(d.total),
      typ: "B2CL" as const,
      pos: d.pos,
      itms: items(d.lines, true),
    })),
    hsn: splitsHsn(model.month)
      ? { hsn_b2b: b2bRows.map(hsnRow), hsn_b2c: b2cRows.map(hsnRow) }
      : { data: model.hsn.map(hsnRow) },
    doc_issue: { doc_det: docDet },
  };
  // The offline tool leaves out what is empty.
  const { b2b, b2cl, b2cs, cdnr, cdnur, doc_issue, ...head } = json;
  return {
    ...head,
    ...(b2b.length ? { b2b } : {}),
    ...(b2cl.length ? { b2cl } : {}),
    ...(b2cs.length ? { b2cs } : {}),
    ...(cdnr.length ? { cdnr } : {}),
    ...(cdnur.length ? { cdnur } : {}),
    ...(doc_issue.doc_det.length ? { doc_issue } : {}),
  };
}

export type Gstr1Json = ReturnType<typeof gstr1Json>;
