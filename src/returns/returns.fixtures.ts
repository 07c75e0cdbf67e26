/**
 * The world the returns tests share: a Pune store (with a second store that must see nothing), two shoppers,
 * an admin, and two products at prices that do not divide evenly (a part of a line has a rounded share, its
 * last unit the rest); `deliveredOrder` makes an order of both, paid cash on delivery or by card, shipped
 * and delivered through the order services.
 */
import { createTestApp, type TestApp } from "../../tests/helpers.ts";
import { insertCategory, insertCommission, insertProduct, insertVendor } from "../../tests/fixtures.ts";
import { createShopper, createStoreAccount, putInCart } from "../../tests/orders.ts";
import { createCustomer, type TestCustomer } from "../../tests/customers.ts";
import {
  placeCashOnDelivery,
  settlePayment,
  startOnlinePayment,
} from "../orders/checkout/checkout.service.ts";
import { advanceOrder, type OrderViewer } from "../orders/orders.service.ts";
import { gatewayId, paymentGateway } from "../payments/gateway.ts";
import { resetClock, setClock } from "../core/clock.ts";

export const DAY_MS = 86_400_000;
/** Monday 16 November 2026, 10:30 India time. */
export const START = new Date("2026-11-16T05:00:00Z");

export interface ReturnsWorld {
  t: TestApp;
  admin: TestCustomer;
  shopper: TestCustomer;
  otherShopper: TestCustomer;
  addressId: string;
  storeAccount: TestCustomer;
  otherStoreAccount: TestCustomer;
  /** The accounts as the services take them. */
  store: OrderViewer;
  shopperViewer: OrderViewer;
  adminViewer: OrderViewer;
  products: { id: string }[];
}

export async function returnsWorld(): Promise<ReturnsWorld> {
  const t = await createTestApp();
  const admin = await createCustomer(t.db, { role: "admin" });
  const shopper = await createShopper(t.db);
  const otherShopper = await createShopper(t.db);
  const address = await t.db.selectFrom("addresses").select("id").where("user_id", "=", shopper.id)
    .executeTakeFirstOrThrow();
  const category = await insertCategory(t.db);
  await insertCommission(t.db, { category_id: category.id, rate_bp: 800 });
  const vendor = await insertVendor(t.db, {
    gstin: "27AAPFU0939F1ZV",
    pan: "AAPFU0939F",
    store_address: "14 Ranganathan Street",
    pincode: "411001",
    city: "Pune",
  });
  const storeAccount = await createStoreAccount(t.db, vendor.id);
  const otherVendor = await insertVendor(t.db);
  const otherStoreAccount = await createStoreAccount(t.db, otherVendor.id);
  const products = [];
  for (const price of [1_999_900, 33_333]) {
    products.push(
      await insertProduct(t.db, {
        vendor_id: vendor.id,
        category_id: category.id,
        price_paise: price,
        discount_percent: 10,
        stock: 100,
        max_purchase_limit: 10,
        hsn_code: "8517",
        gst_rate: 18,
      }),
    );
  }
  return {
    t,
    admin,
    shopper,
    otherShopper,
    addressId: address.id,
    storeAccount,
    otherStoreAccount,
    store: { id: storeAccount.id, role: "vendor", vendor_id: vendor.id },
    shopperViewer: { id: shopper.id, role: "customer", vendor_id: null },
    adminViewer: { id: admin.id, role: "admin", vendor_id: null },
    products,
  };
}

/** A delivered order of 3 of the first product and 2 of the second, cash on delivery or paid by card. */
export async function deliveredOrder(w: ReturnsWorld, method: "cod" | "card"): Promise<string> {
  await putInCart(w.t.db, w.shopper.id, w.products[0].id, 3);
  await putInCart(w.t.db, w.shopper.id, w.products[1].id, 2);
  let orderId: string;
  if (method === "cod") {
    orderId = (await placeCashOnDelivery(w.t.db, w.shopper, { addressId: w.addressId }))[0].id;
  } else {
    const gateway = paymentGateway(w.t.config.payments)!;
    const started = await startOnlinePayment(w.t.db, gateway, w.shopper, {
      method: "card",
      addressId: w.addressId,
    });
    await settlePayment(w.t.db, started.payment.id, gatewayId("pay"));
    orderId = started.orders[0].id;
  }
  await advanceOrder(w.t.db, w.store, orderId, {
    status: "Shipped",
    carrier: "Delhivery",
    trackingNumber: "DL1",
  });
  await advanceOrder(w.t.db, w.store, orderId, { status: "Delivered" });
  return orderId;
}

/** Runs `test` in a fresh world with the clock stood at START; the clock and the database are put back after. */
export async function withReturnsWorld(test: (w: ReturnsWorld) => Promise<void>): Promise<void> {
  const w = await returnsWorld();
  setClock(START);
  try {
    await test(w);
  } finally {
    resetClock();
    await w.t.close();
  }
}
