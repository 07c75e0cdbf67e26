import assert from "node:assert/strict";
import { autoPolicy, RETURN_EXCHANGE_POLICY, SERVICE_CENTRE_REPAIR_POLICY } from "./return-policy.ts";

Deno.test("prices up to ₹1,000 get the return-and-exchange policy", () => {
  for (const price of [0, 35, 999.99, 1000, "1000", " 250 ", "1,000.00", ".5"]) {
    assert.equal(autoPolicy(price), RETURN_EXCHANGE_POLICY, `price ${JSON.stringify(price)}`);
  }
});

Deno.test("prices above ₹1,000 get the 10-day service-centre repair policy", () => {
  for (const price of [1000.01, 1001, "1500", "1,49,999", 150000]) {
    assert.equal(autoPolicy(price), SERVICE_CENTRE_REPAIR_POLICY, `price ${JSON.stringify(price)}`);
  }
});

Deno.test("an empty, non-numeric or negative price gives no policy", () => {
  for (const price of [null, undefined, "", "   ", "abc", "12abc", "₹500", "-5", -5, NaN, Infinity, "1e3"]) {
    assert.equal(autoPolicy(price as number | string | null | undefined), "", `price ${String(price)}`);
  }
});

Deno.test("the policy texts state the spec's claim window and repair turnaround", () => {
  assert.match(RETURN_EXCHANGE_POLICY, /within 7 days of delivery/);
  assert.match(SERVICE_CENTRE_REPAIR_POLICY, /authorised service centre/);
  assert.match(SERVICE_CENTRE_REPAIR_POLICY, /within 10 days/);
  assert.match(SERVICE_CENTRE_REPAIR_POLICY, /within 7 days of delivery/);
});
