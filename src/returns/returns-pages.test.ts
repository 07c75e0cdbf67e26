/**
 * The pages of returns, rendered on the server: the shopper's order page offers "Return or report a problem"
 * inside the return window (with its end) and not after it; the request then shows on the order page, in My
 * Orders and on the store's order page; the store's Returns page lists its own requests with "Answer by …"
 * and the controls, filters them by status and reason, and another store sees none of them.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { insertProduct, insertVendor } from "../../tests/fixtures.ts";
import type { TestCustomer } from "../../tests/customers.ts";
import { createShopper, createStoreAccount, putInCart } from "../../tests/orders.ts";
import { indiaMomentText, resetClock, setClock } from "../core/clock.ts";
import { placeCashOnDelivery } from "../orders/checkout/checkout.service.ts";
import { advanceOrder, type OrderViewer } from "../orders/orders.service.ts";
import { rejectReturn, requestReturn } from "./returns.service.ts";
import { requestWindowEnds, returnNumber } from "./returns.rules.ts";

const START = new Date("2026-11-16T05:00:00Z"); // Monday 10:30 IST
const DAY_MS = 86_400_000;

/** Visible text: scripts and tags removed, entities decoded, spaces collapsed. */
const pageText = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

async function html(app: TestApp["app"], path: string, who: TestCustomer): Promise<string> {
  const response = await app.request(path, { headers: { accept: "text/html", cookie: who.cookie } });
  const body = await response.text();
  assert.equal(response.status, 200, `${path}: ${pageText(body).slice(0, 300)}`);
  return body;
}

/** The return cards of a page, by their request id. */
const cardIds = (page: string) =>
  [...page.matchAll(/data-testid="return-card" data-return-id="([^"]+)"/g)].map((m) => m[1]);

Deno.test("returns pages: the shopper's button inside the window only, the store's own requests only", async (t) => {
  setClock(START);
  const { db, app, close } = await createTestApp();
  try {
    const store = await insertVendor(db, { store_name: "Phone Bazaar" });
    const other = await insertVendor(db, { store_name: "Other Store" });
    const seller = await createStoreAccount(db, store.id);
    const otherSeller = await createStoreAccount(db, other.id);
    const storeViewer: OrderViewer = { id: seller.id, role: "vendor", vendor_id: store.id };
    const phone = await insertProduct(db, {
      name: "Redmi Note 13",
      price_paise: 1_999_900,
      stock: 20,
      vendor_id: store.id,
    });
    const cover = await insertProduct(db, {
      name: "Phone Cover",
      price_paise: 29_900,
      stock: 20,
      vendor_id: store.id,
    });
    const shopper = await createShopper(db);
    const buyer: OrderViewer = { id: shopper.id, role: "customer", vendor_id: null };
    const address = await db.selectFrom("addresses").select("id").where("user_id", "=", shopper.id)
      .executeTakeFirstOrThrow();
    await putInCart(db, shopper.id, phone.id, 1);
    await putInCart(db, shopper.id, cover.id, 2);
    const [placed] = await placeCashOnDelivery(db, shopper, { addressId: address.id });
    const orderId = placed.id;
    const orderPath = `/order-customer/${orderId}`;

    await t.step("before delivery: no button", async () => {
      const page = await html(app, orderPath, shopper);
      assert.ok(!page.includes('data-island="ReturnRequestForm"'));
      assert.ok(!pageText(page).includes("Return or report a problem"));
    });

    await advanceOrder(db, storeViewer, orderId, {
      status: "Shipped",
      carrier: "Delhivery",
      trackingNumber: "DL1",
    });
    await advanceOrder(db, storeViewer, orderId, { status: "Delivered" });
    const ends = requestWindowEnds(START);

    await t.step(
      "delivered: the button, the window's end, the lines and where a COD refund goes",
      async () => {
        const page = await html(app, orderPath, shopper);
        assert.match(page, /data-island="ReturnRequestForm"/);
        const text = pageText(page);
        assert.ok(text.includes("Return or report a problem"), text.slice(0, 400));
        assert.ok(text.includes(`You can report a problem until ${indiaMomentText(ends)}`), text);
        const props = page.match(/data-island="ReturnRequestForm" data-props="([^"]+)"/)![1];
        const window = JSON.parse(props.replace(/&quot;/g, '"').replace(/&amp;/g, "&")).returnWindow;
        assert.equal(window.open, true);
        assert.equal(window.needsRefundTo, true);
        assert.deepEqual(
          window.lines.map((l: { name: string; returnable: number }) => [l.name, l.returnable]),
          [["Redmi Note 13", 1], ["Phone Cover", 2]],
        );
      },
    );

    setClock(new Date(START.getTime() + DAY_MS));
    const made = await requestReturn(db, buyer, orderId, {
      items: [{ productId: cover.id, quantity: 1 }],
      reason: "damaged",
      comment: "The cover arrived cracked along one edge.",
      refundTo: { upi: "asha@okhdfcbank" },
    });

    await t.step("the request on the shopper's order page and in My Orders", async () => {
      const page = await html(app, orderPath, shopper);
      assert.deepEqual(cardIds(page), [made.id]);
      const text = pageText(page);
      assert.ok(text.includes(`Return ${returnNumber(made.id)}`), text);
      assert.ok(text.includes("Requested"));
      assert.ok(text.includes("Damaged in transit"));
      assert.ok(text.includes("The cover arrived cracked along one edge."));
      assert.ok(text.includes(`The store answers by ${indiaMomentText(made.respondBy)}`), text);
      // The other line may still be returned: the button stays.
      assert.match(page, /data-island="ReturnRequestForm"/);
      const orders = pageText(await html(app, "/order-customer", shopper));
      assert.ok(orders.includes(`Return ${returnNumber(made.id)} Requested`), orders);
    });

    await t.step("the store's Returns page lists it with its due date and the controls", async () => {
      const page = await html(app, "/vendor-returns", seller);
      assert.deepEqual(cardIds(page), [made.id]);
      const text = pageText(page);
      assert.ok(text.includes(`Answer by ${indiaMomentText(made.respondBy)}`), text);
      assert.ok(text.includes("Phone Cover × 1"));
      assert.match(page, /data-island="ReturnActions"/);
      assert.match(page, /data-testid="return-accept"/);
      assert.match(page, /data-testid="return-reject"/);
      assert.ok(page.includes(`href="/vendor-orders/${orderId}"`), "the order's page");
      assert.ok(page.includes('href="/vendor-returns"'), "the sidebar's Returns");
      // Filters: a matching status and reason keep it, another reason does not.
      assert.deepEqual(cardIds(await html(app, "/vendor-returns?status=requested&reason=damaged", seller)), [
        made.id,
      ]);
      assert.deepEqual(cardIds(await html(app, "/vendor-returns?status=open", seller)), [made.id]);
      const none = await html(app, "/vendor-returns?reason=missing", seller);
      assert.deepEqual(cardIds(none), []);
      assert.match(pageText(none), /No request matches these filters/);
      // The store's order page shows the request with the same controls.
      const orderPage = await html(app, `/vendor-orders/${orderId}`, seller);
      assert.deepEqual(cardIds(orderPage), [made.id]);
      assert.match(orderPage, /data-testid="return-accept"/);
    });

    await t.step("another store sees none of it", async () => {
      const page = await html(app, "/vendor-returns", otherSeller);
      assert.deepEqual(cardIds(page), []);
      assert.ok(!page.includes(made.id) && !pageText(page).includes("Phone Cover"));
      assert.match(pageText(page), /No return requests yet/);
    });

    await t.step("after the window: no button, the request still shown", async () => {
      setClock(new Date(ends.getTime() + 60_000));
      const page = await html(app, orderPath, shopper);
      assert.ok(!page.includes('data-island="ReturnRequestForm"'));
      assert.ok(!pageText(page).includes("Return or report a problem"));
      assert.ok(
        pageText(page).includes(
          `The time to return or report a problem with this order ended on ${indiaMomentText(ends)}`,
        ),
      );
      assert.deepEqual(cardIds(page), [made.id]);
      setClock(new Date(START.getTime() + DAY_MS));
    });
    await t.step(
      "a missing-item claim: the store accepts it without a pickup, refunding at once",
      async () => {
        const claim = await requestReturn(db, buyer, orderId, {
          items: [{ productId: phone.id, quantity: 1 }],
          reason: "missing",
          comment: "The charger was not in the box.",
          refundTo: { accountNumber: "50100123456789", ifsc: "HDFC0001234", accountName: "Asha Verma" },
        });
        const page = await html(app, "/vendor-returns", seller);
        assert.deepEqual(cardIds(page).sort(), [made.id, claim.id].sort());
        const card = page.split(`data-return-id="${claim.id}"`)[1].split("</article>")[0];
        assert.match(pageText(card), /Claim R\w+ Requested/);
        assert.match(pageText(card), /Accept and refund/);
        assert.ok(!card.includes("50100123456789"), "the store never sees the shopper's account number");
        // The shopper's own card shows where the refund goes, the account masked.
        const own = pageText(await html(app, orderPath, shopper));
        assert.match(own, /by bank transfer to account XXXXXXXXXX6789 \(IFSC HDFC0001234, Asha Verma\)/);
        // Both lines are now in a request: nothing left to ask for.
        assert.ok(!own.includes("Return or report a problem"));
      },
    );

    await t.step("a rejection: the shopper sees the store's reason and may escalate", async () => {
      const rejected = await rejectReturn(db, storeViewer, made.id, "The photos show the seal intact.");
      const page = await html(app, orderPath, shopper);
      const card = page.split(`data-return-id="${made.id}"`)[1].split("</article>")[0];
      const text = pageText(card);
      assert.match(text, /Rejected/);
      assert.match(text, /The store's reason The photos show the seal intact\./);
      assert.ok(
        text.includes(`You can escalate this to SwiftCart until ${indiaMomentText(rejected.escalateBy!)}`),
      );
      assert.match(card, /data-testid="return-escalate"/);
      const orders = pageText(await html(app, "/order-customer", shopper));
      assert.ok(orders.includes(`Return ${returnNumber(made.id)} Rejected`), orders);
      // The store's card no longer offers Accept or Reject for it.
      const storePage = await html(app, "/vendor-returns", seller);
      const storeCard = storePage.split(`data-return-id="${made.id}"`)[1].split("</article>")[0];
      assert.ok(!storeCard.includes('data-testid="return-accept"'));
      assert.match(pageText(storeCard), /Your reason The photos show the seal intact\./);
    });
  } finally {
    resetClock();
    await close();
  }
});
