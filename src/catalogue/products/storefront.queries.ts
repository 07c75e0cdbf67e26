/** Reads the storefront pages need on top of the catalogue's own queries. */
import type { DB } from "../../../db/database.ts";
import { listProducts, type ProductFilter, type ProductView } from "./products.queries.ts";

/**
 * One page of a product list, listed products only (listProducts' default: a store that is pending or
 * switched off shows nothing). A page past the end (an old bookmark, a hand-edited URL) shows the last
 * page instead of an empty list that would wrongly read "No products found".
 */
export async function listProductPage(
  db: DB,
  filter: ProductFilter,
  page: number,
  perPage: number,
): Promise<{ rows: ProductView[]; total: number; page: number }> {
  const first = await listProducts(db, filter, { limit: perPage, page });
  if (first.rows.length > 0 || first.total === 0 || page === 1) return { ...first, page };
  const last = Math.ceil(first.total / perPage);
  const again = await listProducts(db, filter, { limit: perPage, page: last });
  return { ...again, page: last };
}
