/**
 * GST on a sale, pure so pages, documents and tests share it. Prices are tax-inclusive: per line, in integer
 * paise, gross = price after discount × quantity; taxable value = round(gross × 100 / (100 + rate)); tax =
 * gross − taxable value. Within one state (the store's GSTIN state code equals the place of supply, the
 * delivery address's state) the tax is CGST and SGST, half each, an odd paisa going to SGST so the two always
 * add up to the tax; between states it is IGST. Totals are the sums of the lines, never recomputed.
 */
import { GST_STATE_CODES } from "../vendors/stores/store-rules.ts";

/** The GST rate slabs in force since 22 September 2025, per cent. */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = typeof GST_RATES[number];

export interface TaxSplit {
  gross: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** One line's tax, in paise: `gross` tax-inclusive, at `rate` per cent, within one state or between states. */
export function splitLine(gross: number, rate: number, intraState: boolean): TaxSplit {
  if (!Number.isInteger(gross)) throw new RangeError(`gross must be whole paise, not ${gross}`);
  // Integer arithmetic: round half up of gross × 100 / (100 + rate) without floating-point error.
  const denominator = 100 + rate;
  const doubled = Math.floor((2 * gross * 100 + denominator) / (2 * denominator));
  const taxable = gross >= 0 ? doubled : -Math.floor((2 * -gross * 100 + denominator) / (2 * denominator));
  const tax = gross - taxable;
  if (!intraState) return { gross, taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { gross, taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/** The sums of the lines. */
export function sumLines(lines: readonly TaxSplit[]): TaxSplit {
  const total: TaxSplit = { gross: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const line of lines) {
    total.gross += line.gross;
    total.taxable += line.taxable;
    total.cgst += line.cgst;
    total.sgst += line.sgst;
    total.igst += line.igst;
  }
  return total;
}

/**
 * GST state codes as GSTINs begin (CBIC's list, kept once in the store rules, which check a store's GSTIN):
 * every code a place of supply can have, so not 99 ("Centre Jurisdiction"). 25 (Daman and Diu) merged into 26
 * in 2020; 28 is Andhra Pradesh before its division (now 37); 97 is "Other Territory".
 */
export const GST_STATES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GST_STATE_CODES).filter(([code]) => code !== "99"),
);

/** A state's name folded for matching: lower case, "&" as "and", no punctuation, "the" and spaces dropped. */
const fold = (name: string) =>
  name.toLowerCase().replaceAll("&", " and ").replace(/[^a-z ]/g, " ").replace(/\bthe\b/g, " ")
    .replace(/\s+/g, "");

/**
 * Names a delivery address may carry for each code: the list's own names and India Post's spellings (the
 * address book fills the state from India Post's directory: "Jammu & Kashmir", "Chattisgarh",
 * "Pondicherry", "Andaman & Nicobar", "Dadra & Nagar Haveli", "Daman & Diu"), and old names.
 */
const ALIASES: Readonly<Record<string, string[]>> = {
  "04": ["UT of Chandigarh"],
  "05": ["Uttaranchal"],
  "07": ["New Delhi", "NCT of Delhi", "National Capital Territory of Delhi"],
  "21": ["Orissa"],
  "22": ["Chattisgarh", "Chhatisgarh"],
  "26": ["Dadra and Nagar Haveli", "Daman and Diu", "Dadra & Nagar Haveli", "Daman & Diu", "DNHDD"],
  "34": ["Pondicherry"],
  "35": ["Andaman and Nicobar", "Andaman & Nicobar", "Andaman and Nicobar Islands"],
};

const BY_NAME: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [code, name] of Object.entries(GST_STATES)) {
    if (code !== "25" && code !== "28") {
      map.set(fold(name), code);
    }
  }
  for (const [code, names] of Object.entries(ALIASES)) for (const name of names) map.set(fold(name), code);
  return map;
})();

/**
 * The GST state code of a delivery address, from its state's name; undefined when the name is no state's.
 * India Post files Ladakh's pincodes (194xxx) under Jammu and Kashmir: with the pincode, they are Ladakh.
 */
export function stateCodeOf(stateName: string, postalCode?: string): string | undefined {
  const code = BY_NAME.get(fold(stateName));
  if (code === "01" && postalCode?.startsWith("194")) return "38";
  return code;
}

/** "27 Maharashtra": the state name of a code. */
export const stateNameOf = (code: string): string => GST_STATES[code] ?? "Other Territory";

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0 to 99 in words ("Twenty-Three"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : "");
}

/** 0 to 999 in words ("Four Hundred Fifty-Six"). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean)
    .join(" ");
}

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return "Zero";
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${numberInWords(crores)} Crore` : "",
    lakhs ? `${belowHundred(lakhs)} Lakh` : "",
    thousands ? `${belowHundred(thousands)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ].filter(Boolean).join(" ");
}

/** "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifteen Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not whole paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees ? `Rupees ${numberInWords(rupees)}` : "";
  const paiseWords = rest ? `${belowHundred(rest)} Paise` : "";
  if (!rupees && !rest) return "Rupees Zero Only";
  return `${[rupeeWords, paiseWords].filter(Boolean).join(" and ")} Only`;
}

/** A document number: `INV/2627/000123` (at most 16 characters of letters, digits, `-` and `/`). */
export function documentNumber(series: "INV" | "CN", fyCode: string, serial: number): string {
  const number = `${series}/${fyCode}/${String(serial).padStart(6, "0")}`;
  if (number.length > 16) throw new RangeError(`document number too long: ${number}`);
  return number;
}

/** The characters a document number may have, as the route's path parameter checks it. */
export const DOCUMENT_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;
