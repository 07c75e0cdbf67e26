/**
 * The admin's customers as the API and the panel pages show them: the Customer answer, and a customer's
 * detail page (its card, the 'User Spending' months and a page of its orders).
 */
import type { z } from "@hono/zod-openapi";
import type { DB } from "../../../db/database.ts";
import type { Page } from "../../core/http.ts";
import { listOrders } from "../../orders/orders.queries.ts";
import { type OrderJson, toOrderJson } from "../../orders/orders.json.ts";
import type { OrderViewer } from "../../orders/orders.service.ts";
import { type CustomerRow, findCustomer, monthlyPurchases } from "./customers-admin.queries.ts";
import { firstMonth, indiaMonth, type SpendingMonth, spendingSeries } from "../account/customer-spending.ts";
import type { CustomerSchema } from "./customers-admin.schema.ts";

export type CustomerJson = z.infer<typeof CustomerSchema>;

export const toCustomerJson = (row: CustomerRow): CustomerJson => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  address: row.address || null,
});

export interface CustomerDetail {
  customer: CustomerJson;
  spending: SpendingMonth[];
  orders: OrderJson[];
  total: number;
}

/** One customer with their last months' purchases and a page of their orders (newest first), or undefined. */
export async function customerDetail(
  db: DB,
  admin: OrderViewer,
  id: string,
  page: Page,
  now = new Date(),
): Promise<CustomerDetail | undefined> {
  const row = await findCustomer(db, id);
  if (!row) return undefined;
  const thisMonth = indiaMonth(now);
  const [found, { orders, total }] = await Promise.all([
    monthlyPurchases(db, row.id, firstMonth(thisMonth)),
    listOrders(db, { customerId: row.id }, page),
  ]);
  return {
    customer: toCustomerJson(row),
    spending: spendingSeries(found, thisMonth),
    orders: orders.map((order) => toOrderJson(order, admin)),
    total,
  };
}
