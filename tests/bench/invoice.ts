/**
 * Time to render one tax invoice PDF (pdf-lib, Noto Sans subsetted), median of many runs after a warm-up:
 *   deno run -A tests/bench/invoice.ts [--write DIR]   (--write: also saves sample invoices and a credit note)
 * The samples: same state (CGST + SGST), another state with a business buyer (IGST, B2B), a credit note,
 * and a long invoice over two pages.
 */
import { type PrintedDocument, renderDocumentPdf } from "../../src/invoices/invoices.pdf.ts";
import { splitLine, sumLines } from "../../src/invoices/tax.ts";
import { discountedPaise } from "../../src/core/money.ts";

const seller = {
  name: "Lakshmi Mobiles",
  address: ["14 Ranganathan Street, T. Nagar", "Chennai 600017"],
  gstin: "33AALFL4821K1Z7",
  stateCode: "33",
  stateName: "Tamil Nadu",
};

const products = [
  {
    name: "Redmi Note 13 5G (8 GB RAM, 256 GB, Arctic White)",
    hsn: "85171300",
    mrp: 1_999_900,
    off: 10,
    qty: 1,
    rate: 18,
  },
  {
    name: "boAt Rockerz 450 Bluetooth On-Ear Headphones",
    hsn: "8518",
    mrp: 349_900,
    off: 57,
    qty: 2,
    rate: 18,
  },
  { name: "Aashirvaad Shudh Chakki Atta 5 kg", hsn: "1101", mrp: 29_900, off: 5, qty: 3, rate: 5 },
  { name: "Screen repair service (Redmi Note 13)", hsn: "9987", mrp: 250_000, off: 0, qty: 1, rate: 18 },
];

function sample(intraState: boolean, buyerGstin: string | null, count = products.length): PrintedDocument {
  const lines = Array.from({ length: count }, (_, i) => {
    const p = products[i % products.length];
    const gross = discountedPaise(p.mrp, p.off) * p.qty;
    const split = splitLine(gross, p.rate, intraState);
    return {
      description: p.name,
      hsn: p.hsn,
      quantity: p.qty,
      unit: p.hsn === "9987" ? "Service" : "piece",
      unitPricePaise: p.mrp,
      discountPaise: p.mrp * p.qty - gross,
      rate: p.rate,
      taxablePaise: split.taxable,
      cgstPaise: split.cgst,
      sgstPaise: split.sgst,
      igstPaise: split.igst,
      grossPaise: split.gross,
      split,
    };
  });
  const t = sumLines(lines.map((l) => l.split));
  return {
    kind: "invoice",
    number: "INV/2627/000123",
    date: "2026-11-20",
    orderId: "6740f1a2c3d4e5f6a7b8c9d0",
    seller,
    buyer: {
      name: buyerGstin ? "Priya Raman (Raman Traders)" : "Priya Raman",
      address: intraState
        ? [
          "22 Kamarajar Salai, 3rd floor",
          "Mylapore, Near Kapaleeshwarar Temple",
          "Chennai, Tamil Nadu 600004",
          "Phone 9876543210",
        ]
        : [
          "12 MG Road, 2nd floor",
          "Camp, Near the clock tower",
          "Pune, Maharashtra 411001",
          "Phone 9876543210",
        ],
      stateName: intraState ? "Tamil Nadu" : "Maharashtra",
      stateCode: intraState ? "33" : "27",
      gstin: buyerGstin,
    },
    intraState,
    lines: lines.map(({ split: _split, ...line }) => line),
    totals: { taxable: t.taxable, cgst: t.cgst, sgst: t.sgst, igst: t.igst, gross: t.gross },
  };
}

const write = Deno.args.indexOf("--write");
if (write >= 0) {
  const dir = Deno.args[write + 1] ?? "/tmp";
  const credit = sample(true, null, 2);
  const samples: Record<string, PrintedDocument> = {
    "invoice-same-state": sample(true, null),
    "invoice-other-state-b2b": sample(false, "27AAACR5055K1Z7"),
    "credit-note": {
      ...credit,
      kind: "credit-note",
      number: "CN/2627/000045",
      date: "2026-11-24",
      against: { number: "INV/2627/000123", date: "2026-11-20", reason: "Order cancelled after dispatch" },
      lines: credit.lines.map((l) => ({
        ...l,
        unitPricePaise: Math.round(l.grossPaise / l.quantity),
        discountPaise: undefined,
      })),
    },
    "invoice-long": sample(true, null, 40),
  };
  for (const [name, doc] of Object.entries(samples)) {
    await Deno.writeFile(`${dir}/${name}.pdf`, await renderDocumentPdf(doc));
  }
  console.log(`wrote ${Object.keys(samples).length} PDFs to ${dir}`);
}

const doc = sample(true, null);
for (let i = 0; i < 5; i++) await renderDocumentPdf(doc); // warm-up: fonts read and parsed, code compiled
const times: number[] = [];
let size = 0;
for (let i = 0; i < 60; i++) {
  const started = performance.now();
  size = (await renderDocumentPdf(doc)).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(1);
console.log(
  `invoice PDF (${doc.lines.length} lines, ${(size / 1024).toFixed(1)} KiB): median ${at(0.5)} ms, p90 ${
    at(0.9)
  } ms, max ${at(1)} ms over ${times.length} renders`,
);
