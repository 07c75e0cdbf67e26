/**
 * A business buyer's GSTIN at checkout: checked as a store's GSTIN is (pattern, state code, check
 * character), kept on every store's order of the checkout, answered as `buyerGstin`; a wrong one is a 400
 * naming the field, and nothing is placed (no order, no stock taken, the cart kept, no payment started).
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { insertProduct, insertVendor, parseExact } from "../../../tests/fixtures.ts";
import { call, cartSize, createShopper, placeCodOrder, putInCart, stockOf } from "../../../tests/orders.ts";
import type { TestCustomer } from "../../../tests/customers.ts";
import { GST_CHECK_WRONG, GST_INVALID, gstStateUnknown } from "../../vendors/stores/store-rules.ts";
import { PlacedSchema } from "../orders.schema.ts";
import { PaymentOrderSchema } from "../../payments/payments.schema.ts";

// Valid GSTINs (their 15th character is the check character of the first 14).
const GSTIN = "29AAGCB7383J1Z4";
const OTHER_GSTIN = "27AAPFU0939F1ZV";

async function shop(t: TestApp) {
  const phones = await insertVendor(t.db, { store_name: "Phone Bazaar" });
  const kirana = await insertVendor(t.db, { store_name: "Kirana Express" });
  const phone = await insertProduct(t.db, {
    vendor_id: phones.id,
    stock: 10,
    hsn_code: "8517",
    gst_rate: 18,
  });
  const tea = await insertProduct(t.db, { vendor_id: kirana.id, stock: 10, hsn_code: "0902", gst_rate: 5 });
  const fill = async (who: TestCustomer) => {
    await putInCart(t.db, who.id, phone.id, 1);
    await putInCart(t.db, who.id, tea.id, 2);
  };
  return { phone, tea, fill };
}

const ordersOf = (t: TestApp, customerId: string) =>
  t.db.selectFrom("orders").select(["id", "buyer_gstin", "status"]).where("customer_id", "=", customerId)
    .execute();

Deno.test("buyer GSTIN: cash on delivery keeps it on every store's order and answers it", async () => {
  const t = await createTestApp();
  try {
    const { fill } = await shop(t);

    // Typed in lower case with spaces around it: stored as the GSTIN it is.
    const firm = await createShopper(t.db);
    await fill(firm);
    const res = await placeCodOrder(t.app, t.db, firm, { buyerGstin: ` ${GSTIN.toLowerCase()} ` });
    assert.equal(res.status, 200, await res.clone().text());
    const placed = parseExact(PlacedSchema, await res.json());
    assert.equal(placed.orders.length, 2);
    assert.deepEqual(placed.orders.map((o) => o.buyerGstin), [GSTIN, GSTIN]);
    assert.deepEqual((await ordersOf(t, firm.id)).map((o) => o.buyer_gstin), [GSTIN, GSTIN]);
    // Read back: the order JSON of the customer and of the list carries it.
    const one = await (await call(t.app, "GET", `/orders/${placed.orders[0]._id}`, firm)).json();
    assert.equal(one.buyerGstin, GSTIN);
    const listed = await (await call(t.app, "GET", "/orders", firm)).json();
    assert.deepEqual(listed.map((o: { buyerGstin: string }) => o.buyerGstin), [GSTIN, GSTIN]);

    // A consumer: none, blank or null, answered as null.
    for (const extra of [{}, { buyerGstin: "" }, { buyerGstin: "  " }, { buyerGstin: null }]) {
      const consumer = await createShopper(t.db);
      await fill(consumer);
      const answer = await placeCodOrder(t.app, t.db, consumer, extra);
      assert.equal(answer.status, 200, JSON.stringify(extra));
      const body = parseExact(PlacedSchema, await answer.json());
      assert.deepEqual(body.orders.map((o) => o.buyerGstin), [null, null]);
      assert.deepEqual((await ordersOf(t, consumer.id)).map((o) => o.buyer_gstin), [null, null]);
    }
  } finally {
    await t.close();
  }
});

Deno.test("buyer GSTIN: a wrong one is a 400 naming the field, and no order is placed", async () => {
  const t = await createTestApp();
  try {
    const { phone, tea, fill } = await shop(t);
    const wrongCheck = GSTIN.slice(0, 14) + (GSTIN[14] === "4" ? "5" : "4");
    const cases: [unknown, string][] = [
      [wrongCheck, `buyerGstin: ${GST_CHECK_WRONG}`],
      ["29AAGCB7383J1Z", `buyerGstin: ${GST_INVALID}`],
      ["29AAGCB7383J1X4", `buyerGstin: ${GST_INVALID}`],
      ["40AAGCB7383J1Z4", `buyerGstin: ${gstStateUnknown("40")}`],
      ["29AAGCB7383J1Z4X", "buyerGstin: Invalid GST number: a GSTIN has 15 characters."],
    ];
    const buyer = await createShopper(t.db);
    await fill(buyer);
    for (const [buyerGstin, message] of cases) {
      const res = await placeCodOrder(t.app, t.db, buyer, { buyerGstin });
      assert.equal(res.status, 400, String(buyerGstin));
      assert.equal((await res.json()).message, message, String(buyerGstin));
    }
    const notText = await placeCodOrder(t.app, t.db, buyer, { buyerGstin: 29 });
    assert.equal(notText.status, 400);
    assert.match((await notText.json()).message, /^buyerGstin: /);
    assert.deepEqual(await ordersOf(t, buyer.id), []);
    assert.deepEqual([await stockOf(t.db, phone.id), await stockOf(t.db, tea.id)], [10, 10]);
    assert.equal(await cartSize(t.db, buyer.id), 2);

    // Corrected, the same cart is placed.
    const res = await placeCodOrder(t.app, t.db, buyer, { buyerGstin: OTHER_GSTIN });
    assert.equal(res.status, 200);
    assert.deepEqual((await ordersOf(t, buyer.id)).map((o) => o.buyer_gstin), [OTHER_GSTIN, OTHER_GSTIN]);
  } finally {
    await t.close();
  }
});

Deno.test("buyer GSTIN: an online payment's Pending orders keep it; a wrong one starts no payment", async () => {
  const t = await createTestApp();
  try {
    const { phone, fill } = await shop(t);
    const firm = await createShopper(t.db);
    await fill(firm);
    const wrong = await call(t.app, "POST", "/api/razorpay/order", firm, {
      method: "upi",
      buyerGstin: GSTIN.slice(0, 14) + "0",
    });
    assert.equal(wrong.status, 400);
    assert.equal((await wrong.json()).message, `buyerGstin: ${GST_CHECK_WRONG}`);
    assert.deepEqual(await ordersOf(t, firm.id), []);
    const payments = await t.db.selectFrom("payment_orders").select("id").where("user_id", "=", firm.id)
      .execute();
    assert.deepEqual(payments, []);
    assert.equal(await stockOf(t.db, phone.id), 10);

    const res = await call(t.app, "POST", "/api/razorpay/order", firm, { method: "upi", buyerGstin: GSTIN });
    assert.equal(res.status, 200, await res.clone().text());
    const payment = parseExact(PaymentOrderSchema, await res.json());
    assert.deepEqual(payment.orders.map((o) => [o.status, o.buyerGstin]), [
      ["Pending", GSTIN],
      ["Pending", GSTIN],
    ]);
    assert.deepEqual((await ordersOf(t, firm.id)).map((o) => o.buyer_gstin), [GSTIN, GSTIN]);
  } finally {
    await t.close();
  }
});
