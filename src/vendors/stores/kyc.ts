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
import type { DB } from "../../../db/database.ts";
import { findPostOffices } from "../../customers/addresses/location.queries.ts";
import { cityOfDistrict } from "../../customers/addresses/location.schema.ts";
import {
  checkGstin,
  IFSC_INVALID,
  IFSC_PATTERN,
  PAN_INVALID,
  PAN_PATTERN,
  PINCODE_INVALID,
  PINCODE_PATTERN,
} from "./store-rules.ts";

// The GSTIN's own checks need no data: they live with the form's rules, which the browser bundles too.
export {
  checkGstin,
  GST_CHECK_WRONG,
  GST_PAN_MISMATCH,
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstStateUnknown,
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
 * All of an application's identity and bank checks at once: each failing field's message, the place its
 * pincode names and the bank its IFSC names. Fields in `wrong` (already refused by the form's rules) are
 * not checked again, so one answer carries every field's problem; a PAN refused there is not compared with
 * the GSTIN.
 */
export async function checkStoreKyc(
  db: DB,
  input: StoreKycInput,
  wrong: Partial<Record<string, string>> = {},
): Promise<{
  errors: Partial<Record<keyof StoreKycInput, string>>;
  place?: { city: string; state: string };
  bank?: { bank: string; bankCode: string };
}> {
  const errors: Partial<Record<keyof StoreKycInput, string>> = {};
  const pan = wrong.panCardNumber ? undefined : checkPan(input.panCardNumber);
  if (pan) errors.panCardNumber = pan;
  if (!wrong.gstNumber) {
    const gst = checkGstin(input.gstNumber, wrong.panCardNumber ? undefined : input.panCardNumber);
    if (gst) errors.gstNumber = gst;
  }
  const ifsc = wrong.ifscCode ? undefined : checkIfsc(input.ifscCode);
  if (ifsc) errors.ifscCode = ifsc;
  const place = wrong.pincode ? undefined : await checkPincode(db, input.pincode);
  if (typeof place === "string") errors.pincode = place;
  return {
    errors,
    place: typeof place === "object" ? place : undefined,
    bank: wrong.ifscCode ? undefined : ifscDetails(input.ifscCode),
  };
}
