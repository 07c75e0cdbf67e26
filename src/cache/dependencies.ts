/**
 * What a kept answer showed of the products' stock, so that a checkout taking stock drops only the answers
 * that showed those products (migration 0012 says which products a stock-only change touched).
 *
 * The page cache runs a render that may be kept inside `recording`; the Kysely plugin (installed in
 * db/connect.ts) sees every result row of every query that render makes, and notes the product of each row
 * that carries `stock` (`id`, else `product_id`). A row with stock but neither says nothing of which product
 * it was: the answer then depends on every product's stock. Queries outside a recording cost one lookup.
 *
 * Rows without `stock` are not noted: what depends on stock only through "in stock or not" (filters, facet
 * counts) is covered by a product crossing zero being a full change (0012).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { KyselyPlugin } from "kysely";

export interface Dependencies {
  /** Products whose stock the answer showed. */
  ids: Set<string>;
  /** The answer showed stock it could not tie to a product: any stock change drops it. */
  allStock: boolean;
}

export const noDependencies = (): Dependencies => ({ ids: new Set(), allStock: false });

const recordings = new AsyncLocalStorage<Dependencies>();

/** Runs `render`, noting what its queries read into `into`. */
export const recording = <T>(into: Dependencies, render: () => Promise<T>): Promise<T> =>
  recordings.run(into, render);

export const stockDependencies: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult({ result }) {
    const into = recordings.getStore();
    if (into && !into.allStock) {
      for (const row of result.rows as Record<string, unknown>[]) {
        if (!row || !("stock" in row)) continue;
        const id = row.id ?? row.product_id;
        if (typeof id === "string") into.ids.add(id);
        else {
          into.allStock = true;
          break;
        }
      }
    }
    return Promise.resolve(result);
  },
};
