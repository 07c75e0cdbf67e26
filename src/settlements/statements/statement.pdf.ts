/**
 * A store's weekly settlement statement as an A4 PDF, made in memory with the invoices' fonts and layout kit
 * (src/invoices/invoices.pdf.ts): the platform's header, the store and its tax ids, the week, the statement's
 * status and UTR, the opening balance, every line (paginated, the column heads repeated on each page), the
 * totals, the closing balance and the net payable, and what TCS and TDS are.
 */
import { PDFDocument, rgb } from "pdf-lib";
import { COMPANY } from "../../content/company.ts";
import { formatPaise, toPaise } from "../../core/money.ts";
import { indiaMomentText } from "../../core/clock.ts";
import type { StatementJson, StatementLine } from "./statement.service.ts";
import {
  ACCENT,
  amount,
  BAND,
  cachingFontkit,
  formatDate,
  INK,
  loadFonts,
  MARGIN,
  MUTED,
  WIDTH,
  wrap,
  Writer,
} from "../../invoices/invoices.pdf.ts";

/** One line as the PDF prints it: the statement JSON's own (rupees, signed as the store sees them). */
export type StatementPdfLine = StatementLine;

/** What the PDF prints: the statement's JSON (rupees) as GET /api/vendor/settlements/{id} answers it. */
export type StatementPdfInput = Omit<StatementJson, "storeId" | "issues">;

/** The store's tax identity, printed under its name. */
export interface StatementStore {
  gstin: string;
  pan: string;
}

const STATUS_TEXT: Record<string, string> = {
  payable: "Payable: awaiting payment",
  paid: "Paid",
  nothing_due: "Nothing due this week",
};

export const TAX_NOTE = "TCS: tax collected at source by the marketplace under section 52 of the CGST Act " +
  "(0.5% of the net taxable value of supplies: 0.25% CGST + 0.25% SGST within a state, 0.5% IGST " +
  "across states); it appears in the store's electronic cash ledger once the marketplace files GSTR-8. " +
  "TDS: income tax deducted at source under section 194-O of the Income-tax Act (0.1% of the gross " +
  "amount of sales, 5% where the store has given no PAN); it is credited against the store's PAN and " +
  "shown in its Form 26AS and the quarter's Form 16A.";

const lineCount = (n: number) => `${n} ${n === 1 ? "line" : "lines"}`;

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  cell: (line: StatementPdfLine) => string[];
  total?: (input: StatementPdfInput) => number;
}

/** Amounts of a cell: blank for zero, so the lines read at a glance. */
const money = (rupees: number) => rupees === 0 ? "" : amount(toPaise(rupees));

const MONEY_WIDTH = 51.5;
/** A right-aligned money column: the line's amount, and the statement's total under it. */
const moneyColumn = (
  title: string,
  pick: (l: StatementPdfLine) => number,
  total: (s: StatementPdfInput) => number,
  width = MONEY_WIDTH,
): Column => ({ title, width, align: "right", cell: (l) => [money(pick(l))], total });

const COLUMNS: Column[] = [
  { title: "Date", width: 46, align: "left", cell: (l) => [formatDate(l.date).replace(/ \d{4}$/, "")] },
  {
    title: "Order",
    width: 0,
    align: "left",
    cell: (l) => [
      l.orderId ? `#${l.orderId.slice(-7)}` : l.kind,
      ...(l.kind === "reversal" ? [l.creditNote ?? "reversal"] : []),
      ...(l.paymentMethod === "cod" && l.kind === "delivery" ? ["COD"] : []),
    ],
  },
  moneyColumn("Sale", (l) => l.sale, (s) => s.totals.sale),
  moneyColumn("Commission", (l) => l.commission, (s) => s.totals.commission),
  moneyColumn("GST on commission", (l) => l.commissionGst, (s) => s.totals.commissionGst),
  moneyColumn("TCS", (l) => l.tcs, (s) => s.totals.tcs, 44),
  moneyColumn("TDS", (l) => l.tds, (s) => s.totals.tds, 44),
  moneyColumn("Refund", (l) => l.refund, (s) => s.totals.refunds),
  moneyColumn("Cash collected", (l) => l.cashCollected, (s) => s.totals.cashCollected),
  {
    title: "Net",
    width: 56,
    align: "right",
    cell: (l) => [amount(toPaise(l.net))],
    total: (s) => s.totals.net,
  },
];
COLUMNS[1].width = WIDTH - COLUMNS.reduce((sum, c) => sum + c.width, 0);

const weekText = (input: StatementPdfInput) =>
  `${formatDate(input.weekStart)} – ${formatDate(input.weekEnding)}`;

/** The statement's PDF file name: `statement-2026-11-22-<last 7 of id>.pdf`. */
export const statementFilename = (input: Pick<StatementPdfInput, "id" | "weekEnding">) =>
  `statement-${input.weekEnding}-${input.id.slice(-7)}.pdf`;

export async function renderStatementPdf(
  input: StatementPdfInput,
  store: StatementStore,
): Promise<Uint8Array> {
  const fonts = await loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  pdf.setTitle(`Settlement statement ${input.storeName}, week ending ${input.weekEnding}`);
  pdf.setAuthor(COMPANY.legalName);
  pdf.setCreator(COMPANY.brand);
  pdf.setProducer(COMPANY.brand);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(fonts.regular, { subset: true }),
    pdf.embedFont(fonts.bold, { subset: true }),
  ]);
  const w = new Writer(pdf, regular, bold);
  const right = MARGIN + WIDTH;

  // Title band: the platform, and what the document is.
  w.page.drawRectangle({ x: MARGIN, y: w.y - 30, width: WIDTH, height: 30, color: ACCENT });
  w.text(COMPANY.brand, MARGIN + 10, w.y - 21, { size: 16, bold: true, color: rgb(1, 1, 1) });
  w.text("Weekly settlement statement", right - 10, w.y - 19, {
    size: 10,
    bold: true,
    color: rgb(0.9, 0.95, 1),
    align: "right",
  });
  w.y -= 48;

  // The store, and the statement's facts.
  const half = WIDTH / 2 - 10;
  const storeHeight = w.block(MARGIN, w.y, half, "Store", [
    input.storeName,
    `GSTIN: ${store.gstin || "not given"}`,
    `PAN: ${store.pan || "not given"}`,
  ]);
  const facts: [string, string][] = [
    ["Week (Monday to Sunday, IST)", weekText(input)],
    ["Statement", input.id],
    ["Generated", indiaMomentText(input.generatedAt)],
    ["Status", STATUS_TEXT[input.status] ?? input.status],
  ];
  if (input.utr) facts.push(["UTR", input.utr]);
  if (input.paidAt) facts.push(["Paid on", indiaMomentText(input.paidAt)]);
  let factY = w.y;
  const factX = MARGIN + WIDTH / 2 + 10;
  for (const [label, value] of facts) {
    w.text(label, factX, factY, { size: 8, color: MUTED });
    w.text(value, right, factY, { size: 9, bold: true, align: "right" });
    factY -= 14;
  }
  w.y -= Math.max(storeHeight, w.y - factY) + 4;
  w.rule(w.y);
  w.y -= 18;

  // The balance at a glance.
  const summary: [string, number, boolean][] = [
    ["Opening balance (brought forward)", input.openingBalance, false],
    [`This week's lines (${lineCount(input.lines.length)})`, input.linesTotal, false],
    ["Net payable to the store", input.netPayable, true],
    ["Closing balance (carried forward)", input.closingBalance, false],
  ];
  const boxWidth = WIDTH / summary.length;
  w.page.drawRectangle({ x: MARGIN, y: w.y - 30, width: WIDTH, height: 42, color: BAND });
  summary.forEach(([label, rupees, strong], i) => {
    const x = MARGIN + i * boxWidth + 8;
    w.text(label, x, w.y, { size: 7, bold: true, color: MUTED });
    w.text(formatPaise(toPaise(rupees)), x, w.y - 18, {
      size: strong ? 13 : 11.5,
      bold: true,
      color: strong ? ACCENT : INK,
    });
  });
  w.y -= 52;

  // The lines, the column heads on every page.
  const header = () => w.columnHeads(COLUMNS);
  const FOOTER_SPACE = MARGIN + 48;
  w.text("LINES (AMOUNTS IN ₹; + OWED TO THE STORE, - OWED BY IT)", MARGIN, w.y, {
    size: 7,
    bold: true,
    color: MUTED,
  });
  w.y -= 8;
  header();
  const size = 7.5;
  if (input.lines.length === 0) {
    w.text("No lines this week.", MARGIN + 3, w.y, { size, color: MUTED });
    w.y -= 16;
  }
  for (const line of input.lines) {
    const cells = COLUMNS.map((column) => column.cell(line));
    const height = Math.max(...cells.map((c) => c.length)) * 9 + 6;
    if (w.y - height < FOOTER_SPACE) {
      w.newPage();
      w.text(`${input.storeName} · week ${weekText(input)} · continued`, MARGIN, w.y, {
        size: 8,
        color: MUTED,
      });
      w.y -= 14;
      header();
    }
    let x = MARGIN;
    COLUMNS.forEach((column, i) => {
      cells[i].forEach((part, k) =>
        w.text(part, column.align === "right" ? x + column.width - 3 : x + 3, w.y - k * 9, {
          size: k === 0 ? size : 6.5,
          color: k === 0 ? INK : MUTED,
          align: column.align,
        })
      );
      x += column.width;
    });
    w.y -= height;
    w.rule(w.y + 6);
  }

  // Totals row: the sums of the lines.
  if (w.y - 150 < FOOTER_SPACE) {
    w.newPage();
    header();
  }
  w.y -= 6;
  let x = MARGIN;
  for (const column of COLUMNS) {
    if (column.total) {
      w.text(amount(toPaise(column.total(input))), x + column.width - 3, w.y, {
        size,
        bold: true,
        align: "right",
      });
    } else if (column === COLUMNS[0]) w.text("Totals", x + 3, w.y, { size, bold: true });
    x += column.width;
  }
  w.rule(w.y - 6, { color: INK, thickness: 0.6 });
  w.y -= 26;

  // The balance, line by line.
  const labelX = right - 230;
  const rows: [string, number, boolean][] = [
    ["Opening balance", input.openingBalance, false],
    ["Lines of the week (net)", input.linesTotal, false],
    ["Total", input.openingBalance + input.linesTotal, false],
    ["Net payable to the store", input.netPayable, true],
    ["Closing balance carried forward", input.closingBalance, false],
  ];
  for (const [label, rupees, strong] of rows) {
    w.text(label, labelX, w.y, { size: strong ? 10.5 : 9, bold: strong, color: strong ? INK : MUTED });
    w.text(formatPaise(toPaise(rupees)), right - 3, w.y, {
      size: strong ? 10.5 : 9,
      bold: strong,
      align: "right",
    });
    if (label === "Total") w.rule(w.y + 11, { from: labelX });
    w.y -= strong ? 18 : 14;
  }
  if (input.closingBalance < 0) {
    w.y -= 2;
    for (
      const part of wrap(
        `The store owes ${
          formatPaise(-toPaise(input.closingBalance))
        } (commission, its GST, TCS and TDS on cash-on-delivery orders, whose cash the store's courier ` +
          "collected): it is carried forward and netted against the next week's sales.",
        regular,
        8,
        WIDTH,
      )
    ) {
      w.text(part, MARGIN, w.y, { size: 8 });
      w.y -= 10;
    }
  }
  w.y -= 8;
  w.text("TAXES WITHHELD", MARGIN, w.y, { size: 7, bold: true, color: MUTED });
  w.y -= 11;
  for (const part of wrap(TAX_NOTE, regular, 7.5, WIDTH)) {
    if (w.y < FOOTER_SPACE) w.newPage();
    w.text(part, MARGIN, w.y, { size: 7.5, color: MUTED });
    w.y -= 9.5;
  }

  // Footer on every page: the platform, and the page count.
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    w.page = page;
    w.rule(MARGIN + 36);
    w.text(`${COMPANY.brand} · ${COMPANY.legalName} · GSTIN ${COMPANY.gstin}`, MARGIN, MARGIN + 24, {
      size: 7.5,
      bold: true,
      color: MUTED,
    });
    w.text(`${COMPANY.address.slice(0, 3).join(", ")} · ${COMPANY.website}`, MARGIN, MARGIN + 13, {
      size: 7,
      color: MUTED,
    });
    w.text(`Statement ${input.id} · page ${i + 1} of ${pages.length}`, right, MARGIN + 2, {
      size: 7,
      color: MUTED,
      align: "right",
    });
  });

  return await pdf.save({ useObjectStreams: true });
}
