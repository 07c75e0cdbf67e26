/**
 * The vendor dashboard's sales chart data: one point per day of the last 30 in India, days without sales
 * at zero. Pure and browser-safe: the server computes the series, the chart island only draws it.
 */

export const SALES_DAYS = 30;

export interface SalesDay {
  /** YYYY-MM-DD, India. */
  date: string;
  /** "24 Nov" */
  label: string;
  /** Rupees. */
  amount: number;
  orders: number;
}

const DAY_MS = 86_400_000;
const label = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first of the `days` days ending `today` (YYYY-MM-DD). */
export const firstDay = (today: string, days = SALES_DAYS) => toDay(Date.parse(today) - (days - 1) * DAY_MS);

/** Every day from firstDay to today, with the sales found for it (paise) or zero. */
export function salesSeries(
  found: { day: string; paise: number; orders: number }[],
  today: string,
  days = SALES_DAYS,
): SalesDay[] {
  const byDay = new Map(found.map((row) => [row.day, row]));
  const start = Date.parse(firstDay(today, days));
  return Array.from({ length: days }, (_, i) => {
    const date = toDay(start + i * DAY_MS);
    const row = byDay.get(date);
    return {
      date,
      label: label.format(new Date(date)),
      amount: row ? row.paise / 100 : 0,
      orders: row?.orders ?? 0,
    };
  });
}
