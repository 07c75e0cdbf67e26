/**
 * Ranked search with facets: what the products page and GET /api/products/search run.
 * Round trips: the query's unknown words (one small lookup), then the page's ids and the facet counts
 * side by side, then those products' rows.
 */
import type { DB } from "../../db/database.ts";
import { findProducts, type ProductView } from "./products.queries.ts";
import {
  type FacetCounts,
  searchFacets,
  type SearchFilter,
  searchPageIds,
  unknownWords,
} from "./search.queries.ts";
import { PRICE_BANDS, type PriceBandId, type SearchSort } from "./search.schema.ts";

export interface SearchRequest {
  text?: string;
  categoryId?: string;
  vendorId?: string;
  price?: PriceBandId;
  minDiscount?: number;
  inStock?: boolean;
  sort?: SearchSort;
  page: number;
  limit: number;
}

export interface SearchResult {
  products: ProductView[];
  total: number;
  /** The page shown: the last one when the one asked for is past the end. */
  page: number;
  sort: SearchSort;
  facets: FacetCounts;
  /** A corrected query when a word is in no product name and a close one is. */
  suggestion: string | null;
}

/** Words as the words table splits names: lower case, letters and digits, 2 to 40 long, one letter at least. */
export const queryWords = (text: string): string[] =>
  [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((w) =>
    w.length >= 2 && w.length <= 40 && /\p{L}/u.test(w)
  );

/** Text PostgreSQL cannot hold (NUL) matches nothing, as in the product lists. */
const impossible = (...texts: (string | undefined)[]) => texts.some((t) => t?.includes("\0"));

export async function search(db: DB, request: SearchRequest): Promise<SearchResult> {
  const text = (request.text ?? "").trim().replace(/\s+/g, " ");
  const sort = request.sort ?? (text ? "relevance" : "newest");
  const band = PRICE_BANDS.find((b) => b.id === request.price);
  if (impossible(text, request.categoryId, request.vendorId)) return emptyResult(request.page, sort);

  const words = queryWords(text);
  const unknown = await unknownWords(db, words);
  const strict: SearchFilter = {
    text,
    categoryId: request.categoryId || undefined,
    vendorId: request.vendorId || undefined,
    priceFrom: band ? band.from * 100 : undefined,
    priceBelow: band?.below ? band.below * 100 : undefined,
    minDiscount: request.minDiscount,
    inStock: request.inStock,
  };
  const fuzzy = { ...strict, fuzzy: corrected(text, words, unknown) };
  const run = async (filter: SearchFilter) => {
    const [ids, facets] = await Promise.all([
      searchPageIds(db, filter, sort, { limit: request.limit, offset: (request.page - 1) * request.limit }),
      searchFacets(db, filter),
    ]);
    return { ids, facets, filter };
  };
  // Typo tolerance costs more: only for a query with an unknown word, or one nothing matched exactly.
  let found = await run(unknown.size > 0 ? fuzzy : strict);
  if (found.facets.total === 0 && text && unknown.size === 0) found = await run(fuzzy);
  let page = request.page;
  let shown = found.ids;
  if (shown.length === 0 && found.facets.total > 0 && page > 1) {
    // Past the end (an old bookmark): the last page rather than a false "No products found".
    page = Math.ceil(found.facets.total / request.limit);
    shown = await searchPageIds(db, found.filter, sort, {
      limit: request.limit,
      offset: (page - 1) * request.limit,
    });
  }
  return {
    products: await findProducts(db, shown),
    total: found.facets.total,
    page,
    sort,
    facets: found.facets,
    suggestion: suggest(text, unknown),
  };
}

/**
 * The query's words with every unknown word standing for its nearest known ones: a to_tsquery text
 * (words are letters and digits only, quoted) and the corrected query. Numbers are left to the trigrams.
 */
function corrected(text: string, words: string[], unknown: Map<string, string[]>) {
  const terms = words.flatMap((word) => {
    const near = unknown.get(word);
    if (!near) return [`'${word}'`];
    return near.length ? [`(${near.map((w) => `'${w}'`).join(" | ")})`] : [];
  });
  return { tsquery: terms.join(" & "), text: suggest(text, unknown) ?? text };
}

/** The query with each unknown word replaced by its nearest known one; null when nothing would change. */
function suggest(text: string, unknown: Map<string, string[]>): string | null {
  if (![...unknown.values()].some((near) => near.length)) return null;
  const corrected = text.toLowerCase().replace(/[\p{L}\p{N}]+/gu, (word) => unknown.get(word)?.[0] ?? word);
  return corrected === text.toLowerCase() ? null : corrected;
}

function emptyResult(page: number, sort: SearchSort): SearchResult {
  return {
    products: [],
    total: 0,
    page,
    sort,
    facets: {
      total: 0,
      categories: [],
      stores: [],
      prices: PRICE_BANDS.map(() => 0),
      discounts: [0, 0, 0],
      inStock: 0,
    },
    suggestion: null,
  };
}
