/** Test support for 'User Spending': orders placed in a known month, written straight into the database. */
import type { DB, OrderStatus, PaymentMethod, PaymentStatus } from "../../../db/database.ts";
import type { TestCustomer } from "../../../tests/customers.ts";
import { insertOrderFixture } from "../../orders/admin-orders/admin-orders.fixtures.ts";
import { firstMonth, indiaMonth } from "./customer-spending.ts";

/** The middle of the month `back` months before this one (India), at noon UTC. */
export function inMonth(back: number): Date {
  const [year, month] = firstMonth(indiaMonth(), back + 1).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, 14, 12));
}

export interface CustomerOrder {
  at: Date;
  /** Each line: how many, and the line's amount (its price is the amount ÷ the quantity, rounded). */
  lines: { name: string; quantity: number; paise: number }[];
  status: OrderStatus;
  payment: PaymentStatus;
  method: PaymentMethod;
}

/** An order of `who` at `store`, placed at `at`; answers its id. */
export async function placeOrder(
  db: DB,
  who: TestCustomer,
  store: { id: string; email: string; store_name: string },
  order: CustomerOrder,
): Promise<string> {
  const { id } = await insertOrderFixture(db, {
    vendor: store,
    customer: who,
    createdAt: order.at,
    items: order.lines.map(({ name, quantity, paise }) => ({
      name,
      quantity,
      pricePaise: Math.round(paise / quantity),
      linePaise: paise,
    })),
    status: order.status,
    paymentStatus: order.payment,
    paymentMethod: order.method,
  });
  return id;
}
