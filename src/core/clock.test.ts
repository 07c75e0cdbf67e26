import assert from "node:assert/strict";
import { financialYear, financialYearCode, indiaDate, now, resetClock, setClock } from "./clock.ts";

Deno.test("India dates and financial years turn at midnight India time", () => {
  // 18:29:59 UTC on 31 March is 23:59:59 in India: still the old year; a second later, the new one.
  assert.equal(indiaDate(new Date("2027-03-31T18:29:59Z")), "2027-03-31");
  assert.equal(financialYear(new Date("2027-03-31T18:29:59Z")), "2026-27");
  assert.equal(indiaDate(new Date("2027-03-31T18:30:00Z")), "2027-04-01");
  assert.equal(financialYear(new Date("2027-03-31T18:30:00Z")), "2027-28");
  assert.equal(financialYear(new Date("2027-01-15T00:00:00Z")), "2026-27");
  assert.equal(financialYearCode(new Date("2099-12-01T00:00:00Z")), "9900");
});

Deno.test("tests move the clock instead of waiting", () => {
  try {
    setClock(new Date("2026-11-29T10:00:00Z"));
    assert.equal(now().toISOString(), "2026-11-29T10:00:00.000Z");
    setClock({ by: 60_000 });
    assert.equal(now().toISOString(), "2026-11-29T10:01:00.000Z");
    resetClock();
    setClock({ by: 3_600_000 });
    assert.ok(Math.abs(now().getTime() - Date.now() - 3_600_000) < 1000);
  } finally {
    resetClock();
  }
});
