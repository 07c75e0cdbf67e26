/** Money is integer paise everywhere inside the app; rupees appear only at the API edge and on screen. */

export const toRupees = (paise: number): number => Math.round(paise) / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Price after a percentage discount, in paise, rounded to the nearest paisa. */
export const discountedPaise = (pricePaise: number, discountPercent: number): number =>
  Math.round(pricePaise - (pricePaise * discountPercent) / 100);

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,23,456.00: rupee sign, Indian digit grouping, two decimals. */
export const formatRupees = (rupees: number): string => inr.format(rupees);
export const formatPaise = (paise: number): string => formatRupees(paise / 100);

const count = new Intl.NumberFormat("en-IN");
/** 1,23,456: counts with Indian digit grouping (one shared formatter; toLocaleString builds one per call). */
export const formatCount = (n: number): string => count.format(n);
