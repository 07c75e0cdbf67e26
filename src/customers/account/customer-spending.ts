/**
 * The admin's 'User Spending' chart data (on the customer's page): the rupees a customer spent per month,
 * the last 6 months in India, months without purchases at zero. Pure and browser-safe: the server computes
 * the series from the customer's real orders, the chart island only draws it.
 */

export const SPENDING_MONTHS = 6;

/**
 * The orders a customer's spending counts: paid for and not cancelled. Confirmed, Shipped or Delivered with
 * the payment 'paid' (online, or cash on delivery once delivered). Left out: Pending orders (their online
 * payment not made), cash-on-delivery orders not yet delivered (nothing paid yet) and cancelled orders
 * (refund due or refunded).
 */
export const SPENT_ORDERS = {
  statuses: ["Confirmed", "Shipped", "Delivered"] as ("Confirmed" | "Shipped" | "Delivered")[],
  paymentStatus: "paid" as const,
};

/** What the page says is counted, beside the chart. */
export const SPENT_ORDERS_TEXT = "Counts orders paid for: paid online, or cash on delivery once delivered. " +
  "Orders awaiting payment, cash-on-delivery orders not yet delivered and cancelled or refunded orders are " +
  "left out.";

export interface SpendingMonth {
  /** YYYY-MM, India. */
  month: string;
  /** "Jun 2026" */
  label: string;
  /** The orders counted that month. */
  orders: number;
  /** Units those orders hold (the tooltip's 'Products: N'). */
  products: number;
  /** What those orders cost, in paise (exact: the totals add these). */
  paise: number;
  /** The same in rupees, what the chart plots. */
  amount: number;
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A month's point in words: "Month: Jun 2026, Spent: ₹1,299.50, Products: 3". */
export const spendingTitle = (m: SpendingMonth) =>
  `Month: ${m.label}, Spent: ${rupees.format(m.paise / 100)}, Products: ${m.products}`;

/** The month in India (YYYY-MM; en-CA writes dates as YYYY-MM-DD). */
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
export const indiaMonth = (at: Date = new Date()) => isoDay.format(at).slice(0, 7);

const label = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });

/** The month `back` months before `month` (YYYY-MM). */
function monthBefore(month: string, back: number): string {
  const [year, m] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The first of the `months` months ending with `thisMonth` (YYYY-MM). */
export const firstMonth = (thisMonth: string, months = SPENDING_MONTHS) => monthBefore(thisMonth, months - 1);

/** Every month from firstMonth to thisMonth, with what was found for it (orders, units, paise) or zero. */
export function spendingSeries(
  found: { month: string; orders?: number; items: number; paise: number }[],
  thisMonth: string,
  months = SPENDING_MONTHS,
): SpendingMonth[] {
  const byMonth = new Map(found.map((row) => [row.month, row]));
  return Array.from({ length: months }, (_, i) => {
    const month = monthBefore(thisMonth, months - 1 - i);
    const row = byMonth.get(month);
    const paise = row?.paise ?? 0;
    return {
      month,
      label: label.format(new Date(`${month}-01T00:00:00Z`)),
      orders: row?.orders ?? 0,
      products: row?.items ?? 0,
      paise,
      amount: paise / 100,
    };
  });
}

/** The series' totals, added in paise: the chart's total is its months' sum to the paisa. */
export function spendingTotals(months: SpendingMonth[]) {
  return months.reduce(
    (sum, m) => ({
      orders: sum.orders + m.orders,
      products: sum.products + m.products,
      paise: sum.paise + m.paise,
    }),
    { orders: 0, products: 0, paise: 0 },
  );
}
