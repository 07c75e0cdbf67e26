import assert from "node:assert/strict";
import fc from "fast-check";
import { discountedPaise } from "../core/money.ts";
import {
  amountInWords,
  documentNumber,
  GST_RATES,
  numberInWords,
  splitLine,
  stateCodeOf,
  sumLines,
} from "./tax.ts";

Deno.test("tax split: within one state CGST and SGST, half each, the odd paisa to SGST", () => {
  // ₹1,180.00 at 18 %: taxable ₹1,000.00, tax ₹180.00 = 90 + 90.
  assert.deepEqual(splitLine(118_000, 18, true), {
    gross: 118_000,
    taxable: 100_000,
    cgst: 9_000,
    sgst: 9_000,
    igst: 0,
  });
  // ₹999.00 at 18 %: 99,900 × 100 / 118 = 84,661.02 → 84,661; tax 15,239 (odd) → 7,619 + 7,620.
  assert.deepEqual(splitLine(99_900, 18, true), {
    gross: 99_900,
    taxable: 84_661,
    cgst: 7_619,
    sgst: 7_620,
    igst: 0,
  });
  // ₹105.00 at 5 %: taxable ₹100.00, tax ₹5.00.
  assert.deepEqual(splitLine(10_500, 5, true), {
    gross: 10_500,
    taxable: 10_000,
    cgst: 250,
    sgst: 250,
    igst: 0,
  });
  // 40 %: ₹1,400.00 → taxable ₹1,000.00, tax ₹400.00.
  assert.deepEqual(splitLine(140_000, 40, true), {
    gross: 140_000,
    taxable: 100_000,
    cgst: 20_000,
    sgst: 20_000,
    igst: 0,
  });
  // Exempt: no tax.
  assert.deepEqual(splitLine(5_000, 0, true), { gross: 5_000, taxable: 5_000, cgst: 0, sgst: 0, igst: 0 });
  // One paisa of tax goes to SGST.
  assert.deepEqual(splitLine(7, 18, true), { gross: 7, taxable: 6, cgst: 0, sgst: 1, igst: 0 });
});

Deno.test("tax split: between states the whole tax is IGST", () => {
  assert.deepEqual(splitLine(99_900, 18, false), {
    gross: 99_900,
    taxable: 84_661,
    cgst: 0,
    sgst: 0,
    igst: 15_239,
  });
  assert.deepEqual(splitLine(140_000, 40, false), {
    gross: 140_000,
    taxable: 100_000,
    cgst: 0,
    sgst: 0,
    igst: 40_000,
  });
});

Deno.test("tax split: rounding half up, with discounts and quantities (gross = price after discount × qty)", () => {
  // MRP ₹19,999.00 less 10 % = ₹17,999.10; 3 units = ₹53,997.30 at 18 %.
  const unit = discountedPaise(1_999_900, 10);
  assert.equal(unit, 1_799_910);
  const line = splitLine(unit * 3, 18, true);
  // 5,399,730 × 100 / 118 = 4,576,042.37… → 4,576,042; tax 823,688 → 411,844 + 411,844.
  assert.deepEqual(line, { gross: 5_399_730, taxable: 4_576_042, cgst: 411_844, sgst: 411_844, igst: 0 });
  // No exact half paisa occurs at these rates (200 × gross = odd × (100 + rate) has no solution), so the
  // rounding is always to the nearest paisa: 1,059 at 5 % = 1,008.57… → 1,009.
  assert.equal(splitLine(1_059, 5, false).taxable, 1_009);
  // 59 at 18 %: 50 exactly.
  assert.equal(splitLine(59, 18, false).taxable, 50);
  // 1 paisa at 18 %: 0.847 → 1; tax 0.
  assert.deepEqual(splitLine(1, 18, true), { gross: 1, taxable: 1, cgst: 0, sgst: 0, igst: 0 });
});

Deno.test("tax split: every rate, any amount, either supply: the parts add up and the rounding is right", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 100_000_000_00 }),
      fc.constantFrom(...GST_RATES),
      fc.boolean(),
      (gross, rate, intra) => {
        const s = splitLine(gross, rate, intra);
        const tax = s.cgst + s.sgst + s.igst;
        assert.equal(s.taxable + tax, gross);
        assert.ok(tax >= 0 && s.taxable >= 0);
        // taxable is the nearest whole paisa to gross × 100 / (100 + rate), half up.
        const exact = (gross * 100) / (100 + rate);
        assert.ok(
          Math.abs(s.taxable - exact) <= 0.5 + 1e-6,
          `${gross} at ${rate}%: ${s.taxable} vs ${exact}`,
        );
        if (intra) {
          assert.equal(s.igst, 0);
          assert.ok(s.sgst - s.cgst === 0 || s.sgst - s.cgst === 1, "the odd paisa goes to SGST");
        } else assert.equal(s.cgst + s.sgst, 0);
      },
    ),
    { numRuns: 2000 },
  );
});

Deno.test("tax split: totals are the sums of the lines, never recomputed from a total", () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          price: fc.integer({ min: 1, max: 5_000_000 }),
          discount: fc.integer({ min: 0, max: 90 }),
          quantity: fc.integer({ min: 1, max: 20 }),
          rate: fc.constantFrom(...GST_RATES),
        }),
        { minLength: 1, maxLength: 12 },
      ),
      fc.boolean(),
      (lines, intra) => {
        const splits = lines.map((l) =>
          splitLine(discountedPaise(l.price, l.discount) * l.quantity, l.rate, intra)
        );
        const total = sumLines(splits);
        assert.equal(total.gross, splits.reduce((s, l) => s + l.gross, 0));
        assert.equal(total.taxable + total.cgst + total.sgst + total.igst, total.gross);
        for (const key of ["taxable", "cgst", "sgst", "igst"] as const) {
          assert.equal(total[key], splits.reduce((s, l) => s + l[key], 0));
        }
      },
    ),
  );
  // Where it matters: three lines of ₹0.05 at 18 % are 4 paise taxable each (5 × 100 / 118 = 4.24), 12 in all;
  // the total recomputed (15 × 100 / 118 = 12.7) would say 13. The invoice says 12.
  const small = [5, 5, 5].map((g) => splitLine(g, 18, false));
  assert.equal(sumLines(small).taxable, 12);
});

Deno.test("amount in words, Indian grouping", () => {
  assert.equal(
    amountInWords(12_345_615),
    "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifteen Paise Only",
  );
  assert.equal(amountInWords(100), "Rupees One Only");
  assert.equal(amountInWords(15), "Fifteen Paise Only");
  assert.equal(amountInWords(0), "Rupees Zero Only");
  assert.equal(
    amountInWords(1_799_910),
    "Rupees Seventeen Thousand Nine Hundred Ninety-Nine and Ten Paise Only",
  );
  assert.equal(numberInWords(10_000_000), "One Crore");
  assert.equal(
    numberInWords(123_456_789),
    "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine",
  );
  assert.equal(numberInWords(100_000), "One Lakh");
  assert.equal(numberInWords(1_001), "One Thousand One");
  assert.equal(numberInWords(90), "Ninety");
  assert.equal(numberInWords(1_000_000_000), "One Hundred Crore");
});

Deno.test("state codes: the address book's names (India Post's spellings too) map to GST codes", () => {
  assert.equal(stateCodeOf("Maharashtra"), "27");
  assert.equal(stateCodeOf("karnataka "), "29");
  assert.equal(stateCodeOf("Jammu & Kashmir", "190001"), "01");
  assert.equal(stateCodeOf("Jammu & Kashmir", "194101"), "38", "Leh: Ladakh");
  assert.equal(stateCodeOf("Ladakh"), "38");
  assert.equal(stateCodeOf("Chattisgarh"), "22");
  assert.equal(stateCodeOf("Pondicherry"), "34");
  assert.equal(stateCodeOf("Andaman & Nicobar"), "35");
  assert.equal(stateCodeOf("Daman & Diu"), "26");
  assert.equal(stateCodeOf("Dadra & Nagar Haveli"), "26");
  assert.equal(stateCodeOf("Andhra Pradesh"), "37");
  assert.equal(stateCodeOf("Telangana"), "36");
  assert.equal(stateCodeOf("Orissa"), "21");
  assert.equal(stateCodeOf("Delhi"), "07");
  assert.equal(stateCodeOf("Other Territory"), "97");
  assert.equal(stateCodeOf("Atlantis"), undefined);
});

Deno.test("document numbers: at most 16 characters of letters, digits, - and /", () => {
  assert.equal(documentNumber("INV", "2627", 123), "INV/2627/000123");
  assert.equal(documentNumber("CN", "2627", 45), "CN/2627/000045");
  assert.equal(documentNumber("INV", "2627", 9_999_999), "INV/2627/9999999");
  assert.throws(() => documentNumber("INV", "2627", 10_000_000));
});
