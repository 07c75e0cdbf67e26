/**
 * What a kept answer showed of the products' stock, so that a checkout taking stock drops only the answers
 * it really changed (migration 0014 logs which products a stock-only change touched, and their new stock).
 *
 * The page cache runs a render that may be kept inside `recording`; `noteStockRead` (the app installs it
 * as a hook of core/page-cache.ts, whose Kysely plugin db/connect.ts puts on every connection) sees every
 * result row of every query that render makes, and notes the product of each row that carries `stock`
 * (`id`, else `product_id`) with the stock read. What the answer shows of it, said when
 * the answer is kept (by its content type):
 * - a page shows it only by its band (catalogue/products/stock-band.ts: out, "Only N left", "In stock"), so 40 → 39
 *   units leaves a page as it was;
 * - JSON shows the number itself: any change of it changes the answer, which takes the new number where it
 *   surely can (restock.ts) and is dropped otherwise.
 * A row with stock but neither id says nothing of which product it was: the answer then depends on every
 * product's stock. Queries outside a recording cost one lookup.
 *
 * Rows without `stock` are not noted: what depends on stock only through "in stock or not" (filters, facet
 * counts) is covered by a product crossing zero being a full change (0012).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { stockBand } from "../catalogue/products/stock-band.ts";

/** How an answer shows stock: a page by its band, JSON as the number. */
export type StockView = "band" | "exact";

/** A stock-only change of one product: its new stock (null: not known, as in entries logged before 0014). */
export interface StockChange {
  id: string;
  stock: number | null;
}

export interface Dependencies {
  /** How the answer shows stock; set once it is known what the answer is. */
  view: StockView;
  /** Products whose stock the answer showed, with the stock it read (NaN: read twice, differently). */
  shown: Map<string, number>;
  /** The answer showed stock it could not tie to a product: any stock change drops it. */
  allStock: boolean;
}

export const noDependencies = (view: StockView = "exact"): Dependencies => ({
  view,
  shown: new Map(),
  allStock: false,
});

/** Whether the answer still shows the same after this change. */
export function unchangedBy(deps: Dependencies, change: StockChange): boolean {
  if (deps.allStock) return false;
  const shown = deps.shown.get(change.id);
  if (shown === undefined) return true;
  if (change.stock === null || Number.isNaN(shown)) return false;
  return deps.view === "band" ? stockBand(change.stock) === stockBand(shown) : change.stock === shown;
}

const recordings = new AsyncLocalStorage<Dependencies>();

/** Runs `render`, noting what its queries read into `into`. */
export const recording = <T>(into: Dependencies, render: () => Promise<T>): Promise<T> =>
  recordings.run(into, render);

/** A query's result rows: inside a recording, the stock each row shows is noted. */
export function noteStockRead(rows: unknown[]): void {
  const into = recordings.getStore();
  if (!into || into.allStock) return;
  for (const row of rows as Record<string, unknown>[]) {
    if (!row || !("stock" in row)) continue;
    const id = row.id ?? row.product_id;
    if (typeof id !== "string" || typeof row.stock !== "number") {
      into.allStock = true;
      return;
    }
    const before = into.shown.get(id);
    // Read twice, differently (a change between two queries): no later stock of it matches.
    into.shown.set(id, before === undefined || before === row.stock ? row.stock : NaN);
  }
}
