import assert from "node:assert/strict";
import {
  financialYear,
  financialYearCode,
  indiaDate,
  now,
  offsetFromEnvironment,
  resetClock,
  setClock,
} from "./clock.ts";

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

Deno.test("APP_CLOCK_OFFSET_DAYS moves the clock forward outside production only", () => {
  assert.equal(offsetFromEnvironment({ APP_CLOCK_OFFSET_DAYS: "7" }), 7 * 86_400_000);
  assert.equal(offsetFromEnvironment({ APP_CLOCK_OFFSET_DAYS: "0.5", APP_ENV: "development" }), 43_200_000);
  assert.equal(offsetFromEnvironment({ APP_CLOCK_OFFSET_DAYS: "7", APP_ENV: "production" }), 0);
  assert.equal(offsetFromEnvironment({ APP_CLOCK_OFFSET_DAYS: "soon" }), 0);
  assert.equal(offsetFromEnvironment({ APP_CLOCK_OFFSET_DAYS: "9999" }), 0);
  assert.equal(offsetFromEnvironment({}), 0);
});

Deno.test("a server started with APP_CLOCK_OFFSET_DAYS=7 lives a week ahead", async () => {
  const code = `import { now } from ${JSON.stringify(new URL("./clock.ts", import.meta.url).href)};
    console.log(now().getTime() - Date.now());`;
  const run = (env: Record<string, string>) =>
    new Deno.Command(Deno.execPath(), { args: ["eval", code], env, stdout: "piped", stderr: "inherit" })
      .output().then((out) => Number(new TextDecoder().decode(out.stdout).trim()));
  const ahead = await run({ APP_CLOCK_OFFSET_DAYS: "7", APP_ENV: "development" });
  assert.ok(Math.abs(ahead - 7 * 86_400_000) < 5_000, `${ahead} ms ahead`);
  assert.ok(Math.abs(await run({ APP_CLOCK_OFFSET_DAYS: "7", APP_ENV: "production" })) < 5_000);
});
