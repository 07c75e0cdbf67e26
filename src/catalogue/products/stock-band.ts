/**
 * What a storefront page shows of a product's stock: out of stock, "Only N left", or just "In stock".
 * Pages show stock only through this (StockHint), so a kept page stays true while each of its products stays
 * in the same band: a sale taking units from a well-stocked product changes no page, only the JSON that
 * carries the exact number (src/cache/dependencies.ts).
 */

/** Stock at or below this shows "Only N left", the nudge shoppers expect from a busy store. */
export const LOW_STOCK = 12;

export type StockBand = "out" | "in" | `only ${number}`;

export function stockBand(stock: number): StockBand {
  if (stock <= 0) return "out";
  if (stock <= LOW_STOCK) return `only ${stock}`;
  return "in";
}
