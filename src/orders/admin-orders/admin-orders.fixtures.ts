/**
 * Orders written straight into the database for the admin list's tests, page tests and browser test: any
 * status, payment state, store, customer and time, without going through a checkout.
 */
import { sql } from "kysely";
import type { DB, OrderStatus, PaymentMethod, PaymentStatus } from "../../../db/database.ts";
import { newId } from "../../core/ids.ts";
import { gatewayId } from "../../payments/gateway.ts";
import { insertOrder } from "../orders.queries.ts";
import { TEST_ADDRESS } from "../../../tests/fixtures.ts";

export interface OrderFixture {
  vendor: { id: string; email: string; store_name: string };
  customerName?: string;
  customerId?: string | null;
  /** The customer's account, for its name, email and mobile too (instead of the two above). */
  customer?: { id: string; name: string; email: string; mobile: string };
  /** Each line; its amount is the price × the quantity unless `linePaise` says (a price rounded). */
  items?: { name: string; quantity: number; pricePaise: number; linePaise?: number }[];
  status?: OrderStatus;
  /** Paid online (card) when "paid", "refund_due" or "refunded"; cash on delivery otherwise. */
  paymentStatus?: PaymentStatus;
  /** How it is paid, when not as above: cash on delivery paid on delivery, a card payment awaited. */
  paymentMethod?: PaymentMethod;
  createdAt?: Date;
  refundError?: string;
}

export async function insertOrderFixture(
  db: DB,
  fixture: OrderFixture,
): Promise<{ id: string; paymentId: string | null }> {
  const id = newId(fixture.createdAt?.getTime());
  const items = (fixture.items ?? [{ name: "Redmi Note 13", quantity: 1, pricePaise: 1_799_910 }])
    .map((item) => ({ ...item, linePaise: item.linePaise ?? item.pricePaise * item.quantity }));
  const subtotal = items.reduce((sum, i) => sum + i.linePaise, 0);
  const paymentStatus = fixture.paymentStatus ?? "unpaid";
  const method = fixture.paymentMethod ?? (paymentStatus !== "unpaid" ? "card" : "cod");
  const online = method !== "cod" && paymentStatus !== "unpaid";
  const customer = fixture.customer;
  const checkoutId = newId();
  let paymentOrderId: string | null = null;
  let paymentId: string | null = null;
  if (online) {
    paymentOrderId = gatewayId("order");
    paymentId = gatewayId("pay");
    await db.insertInto("payment_orders").values({
      id: paymentOrderId,
      user_id: fixture.customer?.id ?? fixture.customerId ?? null,
      checkout_id: checkoutId,
      gateway: "test",
      method: "card",
      amount_paise: subtotal,
      lines: "[]",
      status: "paid",
      payment_id: paymentId,
      paid_at: new Date(),
    }).execute();
  }
  await insertOrder(db, {
    id,
    checkout_id: checkoutId,
    customer_id: customer?.id ?? fixture.customerId ?? null,
    customer_name: customer?.name ?? fixture.customerName ?? "Asha Verma",
    customer_email: customer?.email ?? "asha@example.in",
    customer_mobile: customer?.mobile ?? "9876543210",
    address: TEST_ADDRESS,
    vendor_id: fixture.vendor.id,
    vendor_email: fixture.vendor.email,
    store_name: fixture.vendor.store_name,
    payment_method: method,
    payment_order_id: paymentOrderId,
    payment_status: paymentStatus,
    status: fixture.status ?? "Confirmed",
    subtotal_paise: subtotal,
    total_paise: subtotal,
    commission_paise: Math.round(subtotal * 0.05),
    items: items.map((item, position) => ({
      order_id: id,
      position,
      product_id: null,
      name: item.name,
      category: "Mobiles",
      subcategory: null,
      unit: "piece",
      mrp_paise: item.pricePaise,
      discount_percent: 0,
      price_paise: item.pricePaise,
      quantity: item.quantity,
      line_paise: item.linePaise,
      commission_bp: 500,
      commission_paise: Math.round(item.linePaise * 0.05),
    })),
  });
  if (fixture.createdAt) {
    await sql`update orders set created_at = ${fixture.createdAt.toISOString()}::timestamptz where id = ${id}`
      .execute(db);
  }
  if (fixture.refundError) {
    await db.updateTable("orders").set({ refund_error: fixture.refundError, refund_attempted_at: new Date() })
      .where("id", "=", id).execute();
  }
  return { id, paymentId };
}
