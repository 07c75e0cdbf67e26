/**
 * Orders written straight into the database for the admin list's tests, page tests and browser test: any
 * status, payment state, store, customer and time, without going through a checkout.
 */
import { sql } from "kysely";
import type { DB, OrderStatus, PaymentStatus } from "../../../db/database.ts";
import { newId } from "../../core/ids.ts";
import { gatewayId } from "../../payments/gateway.ts";
import { insertOrder } from "../orders.queries.ts";
import { TEST_ADDRESS } from "../../../tests/fixtures.ts";

export interface OrderFixture {
  vendor: { id: string; email: string; store_name: string };
  customerName?: string;
  customerId?: string | null;
  items?: { name: string; quantity: number; pricePaise: number }[];
  status?: OrderStatus;
  /** Paid online (card) when "paid", "refund_due" or "refunded"; cash on delivery otherwise. */
  paymentStatus?: PaymentStatus;
  createdAt?: Date;
  refundError?: string;
}

export async function insertOrderFixture(
  db: DB,
  fixture: OrderFixture,
): Promise<{ id: string; paymentId: string | null }> {
  const id = newId(fixture.createdAt?.getTime());
  const items = fixture.items ?? [{ name: "Redmi Note 13", quantity: 1, pricePaise: 1_799_910 }];
  const subtotal = items.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0);
  const paymentStatus = fixture.paymentStatus ?? "unpaid";
  const online = paymentStatus !== "unpaid";
  const checkoutId = newId();
  let paymentOrderId: string | null = null;
  let paymentId: string | null = null;
  if (online) {
    paymentOrderId = gatewayId("order");
    paymentId = gatewayId("pay");
    await db.insertInto("payment_orders").values({
      id: paymentOrderId,
      user_id: fixture.customerId ?? null,
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
    customer_id: fixture.customerId ?? null,
    customer_name: fixture.customerName ?? "Asha Verma",
    customer_email: "asha@example.in",
    customer_mobile: "9876543210",
    address: TEST_ADDRESS,
    vendor_id: fixture.vendor.id,
    vendor_email: fixture.vendor.email,
    store_name: fixture.vendor.store_name,
    payment_method: online ? "card" : "cod",
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
      line_paise: item.pricePaise * item.quantity,
      commission_bp: 500,
      commission_paise: Math.round(item.pricePaise * item.quantity * 0.05),
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
