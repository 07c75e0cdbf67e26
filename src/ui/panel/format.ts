/** How the panels write dates and rates: India time, en-IN, one formatter each. */

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "16 Jan 2025, 1:30 am": a vendor order's date in India time. */
export const indiaDateTime = (iso: string | Date) => dateTime.format(new Date(iso));

/** "16 Jan 2025" in India time. */
export const indiaDate = (iso: string | Date) => dateOnly.format(new Date(iso));

/** The calendar day in India, as YYYY-MM-DD (en-CA writes dates that way). */
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
export const indiaDay = (at: Date = new Date()) => isoDay.format(at);

/** A rate in basis points as the commission tables write it: 550 → "5.5%", 1000 → "10%". */
export const percentText = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;
