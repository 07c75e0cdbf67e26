/**
 * The admin's 'User Spending' chart data (spec 2.5, customer detail): one point per month of the last 6 in
 * India, months without purchases at zero. Pure and browser-safe: the server computes the series from the
 * customer's real orders, the chart island only draws it.
 */

export const SPENDING_MONTHS = 6;

export interface SpendingMonth {
  /** YYYY-MM, India. */
  month: string;
  /** "Jun 2026" */
  label: string;
  /** Units bought that month (the tooltip's 'Products: N'). */
  products: number;
  /** What those orders cost, in rupees. */
  amount: number;
}

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

/** Every month from firstMonth to thisMonth, with what was found for it (units, paise) or zero. */
export function spendingSeries(
  found: { month: string; items: number; paise: number }[],
  thisMonth: string,
  months = SPENDING_MONTHS,
): SpendingMonth[] {
  const byMonth = new Map(found.map((row) => [row.month, row]));
  return Array.from({ length: months }, (_, i) => {
    const month = monthBefore(thisMonth, months - 1 - i);
    const row = byMonth.get(month);
    return {
      month,
      label: label.format(new Date(`${month}-01T00:00:00Z`)),
      products: row?.items ?? 0,
      amount: row ? row.paise / 100 : 0,
    };
  });
}
