/** Test support for the admin's pages and calls: orders written straight into the tables, at a chosen time. */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { newId } from "../core/ids.ts";
import { insertVendor, TEST_ADDRESS } from "../../tests/fixtures.ts";

export interface TestOrder {
  id: string;
  vendorId: string;
}

/** An order of `items` (names, price each in paise, quantity 1), placed `createdAt`. */
export async function insertTestOrder(
  db: DB,
  options: {
    vendorId?: string;
    customer?: string;
    items?: { name: string; paise: number }[];
    createdAt?: Date;
    status?: "Pending" | "Confirmed" | "Shipped" | "Delivered" | "Cancelled";
    paymentMethod?: "cod" | "card" | "upi";
    paymentStatus?: "unpaid" | "paid" | "refund_due" | "refunded";
  } = {},
): Promise<TestOrder> {
  const vendor = options.vendorId
    ? { id: options.vendorId, email: "store@example.in", store_name: "Store" }
    : await insertVendor(db);
  const items = options.items ?? [{ name: "Test product", paise: 99_900 }];
  const total = items.reduce((sum, item) => sum + item.paise, 0);
  const id = newId();
  await db.insertInto("orders").values({
    id,
    checkout_id: newId(),
    customer_id: null,
    customer_name: options.customer ?? "Test Customer",
    customer_email: "shopper@example.in",
    customer_mobile: "9876543210",
    address: sql`${JSON.stringify(TEST_ADDRESS)}::text::jsonb` as never,
    vendor_id: vendor.id,
    vendor_email: vendor.email,
    store_name: vendor.store_name,
    payment_method: options.paymentMethod ?? "cod",
    payment_order_id: null,
    payment_status: options.paymentStatus ?? "unpaid",
    status: options.status ?? "Confirmed",
    subtotal_paise: total,
    total_paise: total,
    commission_paise: 0,
    ...(options.createdAt && { created_at: options.createdAt }),
  } as never).execute();
  await db.insertInto("order_items").values(items.map((item, position) => ({
    order_id: id,
    position,
    product_id: null,
    name: item.name,
    category: "Test",
    subcategory: null,
    unit: "piece",
    mrp_paise: item.paise,
    discount_percent: 0,
    price_paise: item.paise,
    quantity: 1,
    line_paise: item.paise,
    commission_bp: 0,
    commission_paise: 0,
  }))).execute();
  return { id, vendorId: vendor.id };
}
