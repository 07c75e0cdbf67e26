/**
 * The server's identity and bank checks of a store application, stricter than the form's patterns because
 * payouts depend on them: a PAN's holder type, a GSTIN's state code, check character and PAN, an IFSC that
 * a bank branch really has (Razorpay's published IFSC data, npm `ifsc`, read offline) and a pincode India
 * Post knows. Each answers undefined when fine, else a message naming the field.
 */
// The package's data files, not its entry point: that one loads the deprecated `request` HTTP client for
// the online lookup, which this app must never make (no internet at run time).
import ifscBranches from "ifsc/src/IFSC.json" with { type: "json" };
import ifscBankNames from "ifsc/src/banknames.json" with { type: "json" };
import ifscSublets from "ifsc/src/sublet.json" with { type: "json" };
import ifscCustomSublets from "ifsc/src/custom-sublets.json" with { type: "json" };
import type { DB } from "../../db/database.ts";
import { findPostOffices } from "../customers/location.queries.ts";
import { cityOfDistrict } from "../customers/location.schema.ts";
import {
  GST_INVALID,
  GST_PATTERN,
  IFSC_INVALID,
  IFSC_PATTERN,
  PAN_INVALID,
  PAN_PATTERN,
  PINCODE_INVALID,
  PINCODE_PATTERN,
} from "./store-rules.ts";

/** The fourth letter of a PAN: who holds it (Income Tax Department's PAN structure). */
export const PAN_HOLDER_TYPES: Readonly<Record<string, string>> = {
  P: "individual",
  C: "company",
  H: "Hindu undivided family",
  F: "firm or LLP",
  A: "association of persons",
  T: "trust",
  B: "body of individuals",
  L: "local authority",
  J: "artificial juridical person",
  G: "government agency",
};

export const PAN_HOLDER_INVALID =
  "Invalid PAN number: the fourth letter must be a holder type (P, C, H, F, A, T, B, L, J or G).";

export function checkPan(pan: string): string | undefined {
  if (!PAN_PATTERN.test(pan)) return PAN_INVALID;
  if (!Object.hasOwn(PAN_HOLDER_TYPES, pan[3])) return PAN_HOLDER_INVALID;
  return undefined;
}

/**
 * GST state codes (CBIC's list): 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before
 * 2014) are still on it; 97 is "Other Territory", 99 "Centre Jurisdiction".
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh (before division)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
  "99": "Centre Jurisdiction",
};

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The GSTIN's 15th character (GSTN's Luhn mod 36): the first 14 characters as base-36 digits, every second
 * one doubled, each product's base-36 digits summed; the check digit brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

export const GST_CHECK_WRONG =
  "Invalid GST number: its last character does not match the rest; please check it for a typing mistake.";
export const GST_PAN_MISMATCH =
  "Invalid GST number: characters 3 to 12 must be the PAN number given in this application.";
export const gstStateUnknown = (code: string) => `Invalid GST number: ${code} is not a GST state code.`;

/** `pan` is the applicant's PAN as given in the same application. */
export function checkGstin(gstin: string, pan: string): string | undefined {
  if (!GST_PATTERN.test(gstin)) return GST_INVALID;
  const state = gstin.slice(0, 2);
  if (!Object.hasOwn(GST_STATE_CODES, state)) return gstStateUnknown(state);
  if (gstinCheckCharacter(gstin) !== gstin[14]) return GST_CHECK_WRONG;
  if (gstin.slice(2, 12) !== pan) return GST_PAN_MISMATCH;
  return undefined;
}

const branches = ifscBranches as unknown as Record<string, (string | number)[]>;
const bankNames = ifscBankNames as Record<string, string>;
const sublets = ifscSublets as Record<string, string>;
/** Prefixes of codes another bank's branch lends out: to a bank code (four letters) or a bank's name. */
const customSublets = Object.entries(ifscCustomSublets as Record<string, string>);

/** Whether a bank branch has this code: the `ifsc` package's own `validate`, on its data. */
function ifscExists(code: string): boolean {
  const list = branches[code.slice(0, 4)];
  if (!list || code[4] !== "0") return false;
  const branch = code.slice(5);
  // Numeric branch codes are stored as numbers, without leading zeros.
  return /^[0-9]+$/.test(branch) ? list.includes(Number(branch)) : list.includes(branch);
}

export const IFSC_UNKNOWN = "Invalid IFSC code: no bank branch has this code.";

export function checkIfsc(ifsc: string): string | undefined {
  if (!IFSC_PATTERN.test(ifsc)) return IFSC_INVALID;
  if (!ifscExists(ifsc)) return IFSC_UNKNOWN;
  return undefined;
}

const nameOf = (bankCode: string) => ({ bank: bankNames[bankCode] ?? bankCode, bankCode });

/**
 * The bank an IFSC belongs to, offline (as the package's PHP and Ruby `getBankName`): a branch a bigger bank
 * lends to a co-operative bank names the co-operative bank. The branch's own name and address need
 * Razorpay's online API, which this app does not call: the branch the applicant typed is kept.
 */
export function ifscDetails(ifsc: string): { bank: string; bankCode: string } | undefined {
  if (checkIfsc(ifsc)) return undefined;
  if (sublets[ifsc]) return nameOf(sublets[ifsc]);
  const custom = customSublets.find(([prefix]) => ifsc.startsWith(prefix));
  if (custom) {
    const [, target] = custom;
    return /^[A-Z]{4}$/.test(target) ? nameOf(target) : { bank: target, bankCode: ifsc.slice(0, 4) };
  }
  return nameOf(ifsc.slice(0, 4));
}

export const PINCODE_UNKNOWN = "Pincode: no post office has this pincode.";

/** The city and state of a pincode from the India Post directory, else the message. */
export async function checkPincode(
  db: DB,
  pincode: string,
): Promise<{ city: string; state: string } | string> {
  if (!PINCODE_PATTERN.test(pincode)) return PINCODE_INVALID;
  const offices = await findPostOffices(db, Number(pincode));
  if (!offices.length) return PINCODE_UNKNOWN;
  // A pincode's offices almost always share one district; when not, the district most of them are in.
  const counts = new Map<string, number>();
  for (const { district } of offices) counts.set(district, (counts.get(district) ?? 0) + 1);
  const district = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const office = offices.find((o) => o.district === district)!;
  return { city: cityOfDistrict(district), state: office.state };
}

export interface StoreKycInput {
  panCardNumber: string;
  gstNumber: string;
  ifscCode: string;
  pincode: string;
}

/**
 * All of an application's identity and bank checks at once, on values that passed the form's rules: each
 * failing field's message, the place its pincode names and the bank its IFSC names.
 */
export async function checkStoreKyc(db: DB, input: StoreKycInput): Promise<{
  errors: Partial<Record<keyof StoreKycInput, string>>;
  place?: { city: string; state: string };
  bank?: { bank: string; bankCode: string };
}> {
  const errors: Partial<Record<keyof StoreKycInput, string>> = {};
  const pan = checkPan(input.panCardNumber);
  if (pan) errors.panCardNumber = pan;
  const gst = checkGstin(input.gstNumber, input.panCardNumber);
  if (gst) errors.gstNumber = gst;
  const ifsc = checkIfsc(input.ifscCode);
  if (ifsc) errors.ifscCode = ifsc;
  const place = await checkPincode(db, input.pincode);
  if (typeof place === "string") errors.pincode = place;
  return {
    errors,
    place: typeof place === "string" ? undefined : place,
    bank: ifscDetails(input.ifscCode),
  };
}
