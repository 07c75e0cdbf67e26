import assert from "node:assert/strict";
import { discountedPaise, formatPaise, formatRupees, toPaise, toRupees } from "./money.ts";

Deno.test("rupees are shown with the rupee sign, Indian grouping and two decimals", () => {
  assert.equal(formatRupees(123456), "₹1,23,456.00");
  assert.equal(formatRupees(99.5), "₹99.50");
  assert.equal(formatPaise(1_00_00_000_00), "₹1,00,00,000.00");
  assert.equal(formatPaise(5), "₹0.05");
});

Deno.test("price after discount is price minus price × percent / 100, to the paisa", () => {
  assert.equal(discountedPaise(toPaise(1000), 10), toPaise(900));
  assert.equal(discountedPaise(toPaise(999), 15), toPaise(849.15));
  assert.equal(discountedPaise(toPaise(333.33), 33), 22333); // 333.33 × 0.67 = 223.3311 → ₹223.33
  assert.equal(discountedPaise(toPaise(500), 0), toPaise(500));
  assert.equal(discountedPaise(toPaise(500), 100), 0);
});

Deno.test("paise and rupees convert without float drift", () => {
  assert.equal(toPaise(19.99), 1999);
  assert.equal(toPaise(0.1 + 0.2), 30);
  assert.equal(toRupees(1999), 19.99);
});
