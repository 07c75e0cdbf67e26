/** The server's identity and bank checks of a store application: PAN, GSTIN, IFSC (offline) and pincode. */
import assert from "node:assert/strict";
import { createTestDatabase } from "../../../tests/helpers.ts";
import { loadPincodes } from "../../../db/seed/pincodes.ts";
import {
  checkGstin,
  checkIfsc,
  checkPan,
  checkPincode,
  checkStoreKyc,
  GST_CHECK_WRONG,
  GST_PAN_MISMATCH,
  gstinCheckCharacter,
  IFSC_UNKNOWN,
  ifscDetails,
  PAN_HOLDER_INVALID,
  PINCODE_UNKNOWN,
} from "./kyc.ts";

/** Published GSTINs of real businesses, with their PANs. */
const REAL_GSTINS: [string, string][] = [
  ["27AAPFU0939F1ZV", "AAPFU0939F"],
  ["29AAGCB7383J1Z4", "AAGCB7383J"],
  ["27AAACR5055K1Z7", "AAACR5055K"],
  ["24AAACC1206D1ZM", "AAACC1206D"],
];

Deno.test("PAN: the pattern, then the fourth letter is a holder type", () => {
  for (const pan of ["AAPFU0939F", "ABCPE1234F", "AAACR5055K", "AAATH1234T", "AAAGB1234L"]) {
    assert.equal(checkPan(pan), undefined, pan);
  }
  assert.equal(checkPan(""), "Invalid PAN number");
  assert.equal(checkPan("AAPFU0939"), "Invalid PAN number");
  assert.equal(checkPan("aapfu0939f"), "Invalid PAN number", "normalizing is the caller's job");
  for (const pan of ["ABCDE1234F", "ABCXE1234F", "ABCZE1234F"]) {
    assert.equal(checkPan(pan), PAN_HOLDER_INVALID, pan);
  }
  assert.match(PAN_HOLDER_INVALID, /^Invalid PAN number: the fourth letter/);
});

Deno.test("GSTIN: the official mod-36 check character matches published GSTINs", () => {
  for (const [gstin] of REAL_GSTINS) assert.equal(gstinCheckCharacter(gstin.slice(0, 14)), gstin[14], gstin);
});

Deno.test("GSTIN: pattern, state code, check character and the applicant's PAN, each named", () => {
  for (const [gstin, pan] of REAL_GSTINS) assert.equal(checkGstin(gstin, pan), undefined, gstin);

  assert.equal(checkGstin("", "AAPFU0939F"), "Invalid GST number");
  assert.equal(checkGstin("27AAPFU0939F1Z", "AAPFU0939F"), "Invalid GST number");
  assert.equal(checkGstin("27AAPFU0939F1AV", "AAPFU0939F"), "Invalid GST number", "14th character is Z");

  // A state code that does not exist, with a correct check character for it (only the state is wrong).
  for (const state of ["00", "39", "98"]) {
    const first14 = `${state}AAPFU0939F1Z`;
    const gstin = first14 + gstinCheckCharacter(first14);
    assert.equal(checkGstin(gstin, "AAPFU0939F"), `Invalid GST number: ${state} is not a GST state code.`);
  }
  for (const state of ["01", "26", "37", "38", "97", "99"]) {
    const first14 = `${state}AAPFU0939F1Z`;
    assert.equal(checkGstin(first14 + gstinCheckCharacter(first14), "AAPFU0939F"), undefined, state);
  }

  // One character mistyped: the check character catches it.
  assert.equal(checkGstin("27AAPFU0939F1ZW", "AAPFU0939F"), GST_CHECK_WRONG);
  assert.equal(checkGstin("27AAPFU0993F1ZV", "AAPFU0993F"), GST_CHECK_WRONG, "two digits swapped");

  // A valid GSTIN of someone else's business.
  assert.equal(checkGstin("29AAGCB7383J1Z4", "AAPFU0939F"), GST_PAN_MISMATCH);
  for (const message of [GST_CHECK_WRONG, GST_PAN_MISMATCH]) assert.match(message, /^Invalid GST number: /);
});

Deno.test("IFSC: the pattern, then a code some bank branch has in Razorpay's data (offline)", () => {
  for (const ifsc of ["HDFC0000001", "SBIN0000001", "ICIC0000001", "KKBK0000958", "BARB0BGGBXX"]) {
    assert.equal(checkIfsc(ifsc), undefined, ifsc);
  }
  assert.equal(checkIfsc(""), "Invalid IFSC code");
  assert.equal(checkIfsc("HDFC1000001"), "Invalid IFSC code", "the fifth character is a zero");
  assert.equal(checkIfsc("hdfc0000001"), "Invalid IFSC code", "normalizing is the caller's job");
  assert.equal(checkIfsc("UTIB0000002"), IFSC_UNKNOWN, "a bank that exists, a branch that does not");
  assert.equal(checkIfsc("ZZZZ0000001"), IFSC_UNKNOWN, "no such bank");
  assert.equal(IFSC_UNKNOWN, "Invalid IFSC code: no bank branch has this code.");
});

Deno.test("IFSC: the bank it names, including branches lent to co-operative banks", () => {
  assert.deepEqual(ifscDetails("HDFC0000001"), { bank: "HDFC Bank", bankCode: "HDFC" });
  assert.deepEqual(ifscDetails("SBIN0000001"), { bank: "State Bank of India", bankCode: "SBIN" });
  // sublet.json: an Andhra Pradesh State Co-operative Bank code used by a district bank.
  assert.deepEqual(ifscDetails("APBL0001001"), {
    bank: "District Co-operative Central Bank Srikakul",
    bankCode: "TSDX",
  });
  // custom-sublets.json: a prefix naming a bank code, and one naming the bank itself.
  assert.equal(ifscDetails("APBL0001015")?.bankCode, "TSDX");
  assert.deepEqual(ifscDetails("ICIC00TJUCB"), {
    bank: "Jamkhandi Urban Co-operative Bank",
    bankCode: "ICIC",
  });
  assert.deepEqual(ifscDetails("WBSC0KPCB01"), {
    bank: "Kolkata Police Co-operative Bank",
    bankCode: "WBSC",
  });
  assert.equal(ifscDetails("UTIB0000002"), undefined);
  assert.equal(ifscDetails("not an ifsc"), undefined);
});

Deno.test("pincode and checkStoreKyc, on a database with India Post's rows", async (t) => {
  const { db, close } = await createTestDatabase();
  try {
    // Test databases start without the directory; load real rows (999999 is in no post office's address).
    await loadPincodes(db, { only: [560001, 110001, 400001, 999999] });

    await t.step("checkPincode: the pattern, then the directory fills city and state", async () => {
      assert.deepEqual(await checkPincode(db, "560001"), { city: "Bengaluru", state: "Karnataka" });
      assert.deepEqual(await checkPincode(db, "110001"), { city: "New Delhi", state: "Delhi" });
      assert.deepEqual(await checkPincode(db, "400001"), { city: "Mumbai", state: "Maharashtra" });
      assert.equal(await checkPincode(db, "999999"), PINCODE_UNKNOWN);
      assert.equal(PINCODE_UNKNOWN, "Pincode: no post office has this pincode.");
      for (const pincode of ["", "56000", "5600011", "56000a", " 560001"]) {
        assert.equal(await checkPincode(db, pincode), "Pincode must be 6 digits", JSON.stringify(pincode));
      }
    });

    await t.step("checkStoreKyc: every failing field's message, the place and the bank", async () => {
      const good = await checkStoreKyc(db, {
        panCardNumber: "AAPFU0939F",
        gstNumber: "27AAPFU0939F1ZV",
        ifscCode: "HDFC0000001",
        pincode: "400001",
      });
      assert.deepEqual(good, {
        errors: {},
        place: { city: "Mumbai", state: "Maharashtra" },
        bank: { bank: "HDFC Bank", bankCode: "HDFC" },
      });
      const bad = await checkStoreKyc(db, {
        panCardNumber: "ABCDE1234F",
        gstNumber: "27AAPFU0939F1ZV",
        ifscCode: "UTIB0000002",
        pincode: "999999",
      });
      assert.deepEqual(bad, {
        errors: {
          panCardNumber: PAN_HOLDER_INVALID,
          gstNumber: GST_PAN_MISMATCH,
          ifscCode: IFSC_UNKNOWN,
          pincode: PINCODE_UNKNOWN,
        },
        place: undefined,
        bank: undefined,
      });
    });
  } finally {
    await close();
  }
});
