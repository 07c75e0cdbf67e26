/**
 * Tax invoices and credit notes as A4 PDFs, made in memory with pdf-lib and Noto Sans (which has the rupee
 * sign), subsetted to the characters used. The fonts are read from the repository once and kept, parsed, in
 * memory; nothing is written to disk.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import fontkit from "@pdf-lib/fontkit";
import type { InvoiceBuyer, InvoiceSeller } from "../../db/database.ts";
import { COMPANY } from "../content/company.ts";
import { formatPaise } from "../core/money.ts";
import { amountInWords, stateNameOf } from "./tax.ts";

/** One line of a document as printed. */
export interface PrintedLine {
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  unitPricePaise: number;
  /** The discount on the whole line (invoices); undefined on a credit note, whose unit price is net. */
  discountPaise?: number;
  rate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  grossPaise: number;
}

export interface PrintedDocument {
  kind: "invoice" | "credit-note";
  number: string;
  /** YYYY-MM-DD, India time. */
  date: string;
  orderId: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  intraState: boolean;
  lines: PrintedLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; gross: number };
  /** Credit notes: the invoice they amend, and why. */
  against?: { number: string; date: string; reason: string };
}

// ---- fonts: read once, parsed once -------------------------------------------------------------------

const fontFile = (name: string) => new URL(`./fonts/${name}`, import.meta.url);
let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
const loadFonts = () =>
  fontBytes ??= Promise.all([
    Deno.readFile(fontFile("NotoSans-Regular.ttf")),
    Deno.readFile(fontFile("NotoSans-Bold.ttf")),
  ]).then(([regular, bold]) => ({ regular, bold }));

/**
 * fontkit, parsing each font file once (pdf-lib would parse the whole font again for every document), and
 * laying text out glyph by glyph from the font's character map. pdf-lib reads only the glyphs of a layout
 * (their ids and advance widths), so fontkit's full OpenType shaping (ligatures, kerning pairs it then
 * ignores) cost most of a document's time for nothing: Latin text, digits and the rupee sign need no shaping.
 */
interface FontkitFont {
  glyphForCodePoint(codePoint: number): unknown;
  layout(text: string): { glyphs: unknown[] };
}
const parsed = new WeakMap<Uint8Array, FontkitFont>();
const cachingFontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    let font = parsed.get(data);
    if (!font) {
      const full = fontkit.create(data, postscriptName) as unknown as FontkitFont;
      font = Object.create(full) as FontkitFont;
      font.layout = (text: string) => ({
        glyphs: Array.from(text, (char) => full.glyphForCodePoint(char.codePointAt(0)!)),
      });
      parsed.set(data, font);
    }
    return font;
  },
} as unknown as typeof fontkit;

// ---- layout ------------------------------------------------------------------------------------------

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.13, 0.13, 0.15);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.78, 0.8, 0.84);
const BAND = rgb(0.94, 0.95, 0.97);
const ACCENT = rgb(0.05, 0.36, 0.55);

/** Amounts in table cells: Indian grouping, two decimals, no sign (the header says ₹). */
const amount = (paise: number) => formatPaise(paise).replace("₹", "");

function formatDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1];
  return `${String(d).padStart(2, "0")} ${month} ${y}`;
}

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  cell: (line: PrintedLine, index: number) => string;
}

function columnsFor(doc: PrintedDocument): Column[] {
  const money = (title: string, pick: (l: PrintedLine) => number, width = 50): Column => ({
    title,
    width,
    align: "right",
    cell: (l) => amount(pick(l)),
  });
  const columns: Column[] = [
    { title: "#", width: 18, align: "left", cell: (_l, i) => String(i + 1) },
    { title: "Description", width: 0, align: "left", cell: (l) => l.description },
    { title: "HSN/SAC", width: 46, align: "left", cell: (l) => l.hsn },
    { title: "Qty", width: 40, align: "right", cell: (l) => `${l.quantity} ${l.unit}` },
    money(doc.kind === "invoice" ? "Unit price" : "Unit price (net)", (l) => l.unitPricePaise, 52),
  ];
  if (doc.kind === "invoice") columns.push(money("Discount", (l) => l.discountPaise ?? 0, 44));
  columns.push(money("Taxable value", (l) => l.taxablePaise, 54));
  if (doc.intraState) {
    columns.push(
      { title: "GST rate", width: 40, align: "right", cell: (l) => `${l.rate / 2}+${l.rate / 2}%` },
      money("CGST", (l) => l.cgstPaise, 44),
      money("SGST", (l) => l.sgstPaise, 44),
    );
  } else {
    columns.push(
      { title: "GST rate", width: 32, align: "right", cell: (l) => `${l.rate}%` },
      money("IGST", (l) => l.igstPaise, 48),
    );
  }
  columns.push(money("Total", (l) => l.grossPaise, 56));
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  columns[1].width = WIDTH - fixed;
  return columns;
}

/** Breaks text into lines no wider than `width` (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(tried, size) <= width) {
      current = tried;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [""];
}

class Writer {
  page!: PDFPage;
  y = 0;
  pages = 0;
  constructor(readonly pdf: PDFDocument, readonly regular: PDFFont, readonly bold: PDFFont) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages++;
    this.y = A4[1] - MARGIN;
  }

  text(
    value: string,
    x: number,
    y: number,
    { size = 8.5, bold = false, color = INK, align = "left" as "left" | "right" | "center" } = {},
  ) {
    const font = bold ? this.bold : this.regular;
    const width = font.widthOfTextAtSize(value, size);
    const left = align === "right" ? x - width : align === "center" ? x - width / 2 : x;
    this.page.drawText(value, { x: left, y, size, font, color });
  }

  /** A table's column heads on a band across the page (a long title on two lines); moves below them. */
  columnHeads(columns: readonly { title: string; width: number; align: "left" | "right" }[]) {
    this.page.drawRectangle({ x: MARGIN, y: this.y - 18, width: WIDTH, height: 22, color: BAND });
    let x = MARGIN;
    for (const column of columns) {
      const at = column.align === "right" ? x + column.width - 3 : x + 3;
      const parts = wrap(column.title, this.bold, 7, column.width - 4);
      parts.forEach((part, i) =>
        this.text(part, at, this.y - 6 - i * 8 - (parts.length === 1 ? 4 : 0), {
          size: 7,
          bold: true,
          align: column.align,
        })
      );
      x += column.width;
    }
    this.y -= 28;
  }

  rule(y: number, { from = MARGIN, to = MARGIN + WIDTH, color = RULE, thickness = 0.6 } = {}) {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }

  /** A block of labelled lines; returns its height. */
  block(x: number, y: number, width: number, heading: string, lines: string[], boldFirst = true): number {
    this.text(heading.toUpperCase(), x, y, { size: 7, bold: true, color: MUTED });
    let at = y - 13;
    lines.forEach((line, i) => {
      const size = i === 0 && boldFirst ? 10 : 8.5;
      for (const part of wrap(line, i === 0 && boldFirst ? this.bold : this.regular, size, width)) {
        this.text(part, x, at, { size, bold: i === 0 && boldFirst });
        at -= i === 0 && boldFirst ? 13 : 11;
      }
    });
    return y - at;
  }
}

async function render(doc: PrintedDocument): Promise<Uint8Array> {
  const fonts = await loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  const title = doc.kind === "invoice" ? "Tax Invoice" : "Credit Note";
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreator(COMPANY.brand);
  pdf.setProducer(COMPANY.brand);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(fonts.regular, { subset: true }),
    pdf.embedFont(fonts.bold, { subset: true }),
  ]);
  const w = new Writer(pdf, regular, bold);
  const right = MARGIN + WIDTH;

  // Title band.
  w.page.drawRectangle({ x: MARGIN, y: w.y - 30, width: WIDTH, height: 30, color: ACCENT });
  w.text(title, MARGIN + 10, w.y - 21, { size: 16, bold: true, color: rgb(1, 1, 1) });
  w.text(
    doc.kind === "invoice" ? "Original for recipient" : "Issued under section 34 of the CGST Act",
    right - 10,
    w.y - 19,
    { size: 8, color: rgb(0.9, 0.95, 1), align: "right" },
  );
  w.y -= 48;

  // Seller, and the document's number and date.
  const half = WIDTH / 2 - 10;
  const sellerHeight = w.block(MARGIN, w.y, half, "Sold by", [
    doc.seller.name,
    ...doc.seller.address,
    `GSTIN: ${doc.seller.gstin}`,
    `State: ${doc.seller.stateName} (code ${doc.seller.stateCode})`,
  ]);
  const facts: [string, string][] = [
    [doc.kind === "invoice" ? "Invoice number" : "Credit note number", doc.number],
    [doc.kind === "invoice" ? "Invoice date" : "Credit note date", formatDate(doc.date)],
    ...(doc.against
      ? [
        ["Against invoice", doc.against.number] as [string, string],
        ["Invoice date", formatDate(doc.against.date)] as [string, string],
      ]
      : []),
    ["Order", doc.orderId],
    ["Tax payable on reverse charge", "No"],
  ];
  let factY = w.y;
  const factX = MARGIN + WIDTH / 2 + 10;
  for (const [label, value] of facts) {
    w.text(label, factX, factY, { size: 8, color: MUTED });
    w.text(value, right, factY, { size: 9, bold: true, align: "right" });
    factY -= 14;
  }
  w.y -= Math.max(sellerHeight, w.y - factY) + 6;
  w.rule(w.y);
  w.y -= 16;

  // Buyer and place of supply.
  const buyerLines = [doc.buyer.name, ...doc.buyer.address];
  if (doc.buyer.gstin) buyerLines.push(`GSTIN: ${doc.buyer.gstin}`);
  const buyerHeight = w.block(MARGIN, w.y, half, "Billed and shipped to", buyerLines);
  const supply = `${doc.buyer.stateName} (code ${doc.buyer.stateCode})`;
  const supplyHeight = w.block(factX, w.y, half, "Place of supply", [
    supply,
    "Supply type: " +
    (doc.intraState ? "intra-state (CGST + SGST)" : "inter-state (IGST)"),
    doc.buyer.gstin ? "Business customer (B2B)" : "Consumer (B2C)",
  ], true);
  w.y -= Math.max(buyerHeight, supplyHeight) + 6;
  if (doc.against) {
    w.rule(w.y);
    w.y -= 14;
    w.text("Reason", MARGIN, w.y, { size: 8, color: MUTED });
    w.text(doc.against.reason, MARGIN + 50, w.y, { size: 8.5 });
    w.y -= 10;
  }
  w.y -= 8;

  // Lines.
  const columns = columnsFor(doc);
  const header = () => w.columnHeads(columns);
  header();
  const lineSize = 8;
  doc.lines.forEach((line, index) => {
    const cells = columns.map((column) =>
      wrap(column.cell(line, index), regular, lineSize, column.width - 6)
    );
    const height = Math.max(...cells.map((c) => c.length)) * 10 + 6;
    if (w.y - height < MARGIN + 60) {
      w.newPage();
      header();
    }
    let x = MARGIN;
    columns.forEach((column, i) => {
      cells[i].forEach((part, k) =>
        w.text(part, column.align === "right" ? x + column.width - 3 : x + 3, w.y - k * 10, {
          size: lineSize,
          align: column.align,
        })
      );
      x += column.width;
    });
    w.y -= height;
    w.rule(w.y + 6);
  });

  // Totals: the sums of the lines.
  const totals: [string, number][] = [["Taxable value", doc.totals.taxable]];
  if (doc.intraState) totals.push(["CGST", doc.totals.cgst], ["SGST", doc.totals.sgst]);
  else totals.push(["IGST", doc.totals.igst]);
  const needed = totals.length * 14 + 130;
  if (w.y - needed < MARGIN) w.newPage();
  w.y -= 8;
  const labelX = right - 200;
  for (const [label, paise] of totals) {
    w.text(label, labelX, w.y, { size: 9, color: MUTED });
    w.text(formatPaise(paise), right - 3, w.y, { size: 9, align: "right" });
    w.y -= 14;
  }
  w.rule(w.y + 9, { from: labelX });
  w.y -= 6;
  w.text(doc.kind === "invoice" ? "Total (GST included)" : "Total credited", labelX, w.y, {
    size: 10.5,
    bold: true,
  });
  w.text(formatPaise(doc.totals.gross), right - 3, w.y, { size: 10.5, bold: true, align: "right" });
  w.y -= 22;
  w.text("Amount in words", MARGIN, w.y, { size: 7, bold: true, color: MUTED });
  w.y -= 12;
  for (const part of wrap(amountInWords(doc.totals.gross), bold, 9, WIDTH)) {
    w.text(part, MARGIN, w.y, { size: 9, bold: true });
    w.y -= 12;
  }
  w.y -= 4;
  w.text("Prices include GST. Totals are the sums of the lines.", MARGIN, w.y, { size: 7.5, color: MUTED });

  // Signature.
  w.y -= 36;
  w.text(`For ${doc.seller.name}`, right, w.y + 22, { size: 8.5, bold: true, align: "right" });
  w.rule(w.y, { from: right - 160, color: INK, thickness: 0.5 });
  w.text("Authorised signatory", right, w.y - 11, { size: 8, color: MUTED, align: "right" });

  // Footer on every page: the platform, and the page count.
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    w.page = page;
    w.rule(MARGIN + 36);
    w.text(`Sold through ${COMPANY.brand}`, MARGIN, MARGIN + 24, { size: 7.5, bold: true, color: MUTED });
    const through = `· marketplace: ${COMPANY.legalName} · GSTIN ${COMPANY.gstin}`;
    w.text(through, MARGIN + bold.widthOfTextAtSize(`Sold through ${COMPANY.brand}`, 7.5) + 4, MARGIN + 24, {
      size: 7.5,
      color: MUTED,
    });
    w.text(`${COMPANY.address.slice(0, 3).join(", ")} · ${COMPANY.website}`, MARGIN, MARGIN + 13, {
      size: 7,
      color: MUTED,
    });
    w.text(`${doc.number} · page ${i + 1} of ${pages.length}`, right, MARGIN + 2, {
      size: 7,
      color: MUTED,
      align: "right",
    });
  });

  return await pdf.save({ useObjectStreams: true });
}

export const renderDocumentPdf = (doc: PrintedDocument): Promise<Uint8Array> => render(doc);

/** "Maharashtra (code 27)" for a place of supply given by code. */
export const placeOfSupply = (code: string) => `${stateNameOf(code)} (code ${code})`;

/** The fonts and layout kit, shared with the other A4 documents (settlement statements). */
export {
  A4,
  ACCENT,
  amount,
  BAND,
  cachingFontkit,
  formatDate,
  INK,
  loadFonts,
  MARGIN,
  MUTED,
  RULE,
  WIDTH,
  wrap,
  Writer,
};
