/**
 * Ranked search with facets: what the products page and GET /api/products/search run.
 * Round trips: the query's unknown words (one small lookup in the words table) and, at the same time, the
 * page's ids with the facet counts (one statement; again with the corrected words when a word is unknown),
 * then those products' rows. A typo no word is close to by trigrams (a short one: "bnk") takes one more
 * small lookup, of the words sharing its first letter. Every unknown word is corrected to the known word
 * the fewest edits away.
 */
import type { DB } from "../../../db/database.ts";
import { findProducts, type ProductView } from "../products/products.queries.ts";
import {
  type FacetCounts,
  type SearchFilter,
  searchPage,
  unknownWords,
  wordsByFirstLetter,
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

/** The query's words: letters and digits, lower case, each once. */
const tokens = (text: string): string[] =>
  [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(Boolean);

/** Words as the words table holds them (migration 0008): 2 to 40 long, one letter at least. */
export const vocabularyWords = (words: string[]): string[] =>
  words.filter((w) => w.length >= 2 && w.length <= 40 && /\p{L}/u.test(w));

/** Text PostgreSQL cannot hold (NUL) matches nothing, as in the product lists. */
const impossible = (...texts: (string | undefined)[]) => texts.some((t) => t?.includes("\0"));

export async function search(db: DB, request: SearchRequest): Promise<SearchResult> {
  const text = (request.text ?? "").trim().replace(/\s+/g, " ");
  const sort = request.sort ?? (text ? "relevance" : "newest");
  const band = PRICE_BANDS.find((b) => b.id === request.price);
  if (impossible(text, request.categoryId, request.vendorId)) return emptyResult(request.page, sort);

  const words = tokens(text);
  const strict: SearchFilter = {
    text,
    words,
    categoryId: request.categoryId || undefined,
    vendorId: request.vendorId || undefined,
    priceFrom: band ? band.from * 100 : undefined,
    priceBelow: band?.below ? band.below * 100 : undefined,
    minDiscount: request.minDiscount,
    inStock: request.inStock,
  };
  const run = (filter: SearchFilter, page: number) =>
    searchPage(db, filter, sort, { limit: request.limit, offset: (page - 1) * request.limit });
  // Most queries have no unknown word: their search runs alongside the look-up of unknown words (on
  // another connection of the pool) instead of after it; a typo's answer is dropped for the fuzzy one.
  const [near, asTyped] = await Promise.all([
    unknownWords(db, vocabularyWords(words)),
    run(strict, request.page),
  ]);
  // A typo with no close word ("bnk"): the words sharing its first letter, one more round trip.
  const missed = [...near].filter(([word, close]) => !withinEdits(word, close)).map(([word]) => word);
  const unknown = corrections(near, missed.length ? await wordsByFirstLetter(db, missed) : new Map());
  const suggestion = suggest(text, unknown);
  // Each unknown word stands for its nearest known word; one with none near is left out.
  const fuzzy: SearchFilter = {
    ...strict,
    fuzzy: {
      words: words.flatMap((w) => unknown.has(w) ? unknown.get(w)!.slice(0, 1) : [w]),
      text: suggestion ?? text,
    },
  };
  // Typo tolerance only for a query with an unknown word, or one that nothing matched as typed.
  let filter = unknown.size > 0 ? fuzzy : strict;
  let found = unknown.size > 0 ? await run(filter, request.page) : asTyped;
  if (found.facets.total === 0 && text && unknown.size === 0) found = await run(filter = fuzzy, request.page);
  let page = request.page;
  if (found.ids.length === 0 && found.facets.total > 0 && page > 1) {
    // Past the end (an old bookmark): the last page rather than a false "No products found".
    page = Math.ceil(found.facets.total / request.limit);
    found = await run(filter, page);
  }
  return {
    products: await findProducts(db, found.ids),
    total: found.facets.total,
    page,
    sort,
    facets: found.facets,
    suggestion,
  };
}

/**
 * Edit distance with a swap of two neighbouring letters counting as one edit (optimal string alignment):
 * "bnk" → "bank" 1, "galxay" → "galaxy" 1.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a], y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array(y.length).fill(0)] as number[]);
  for (let j = 1; j <= y.length; j++) d[0][j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[x.length][y.length];
}

/** Edits a typo of this many letters may hold: one up to four letters, two beyond. */
const allowedEdits = (word: string) => (word.length <= 4 ? 1 : 2);

const withinEdits = (word: string, candidates: string[]) =>
  candidates.some((c) => editDistance(word, c) <= allowedEdits(word));

/**
 * Each unknown word's correction, or none: the fewest edits away among its close words (trigrams or first
 * three letters, as unknownWords finds them) and the words sharing its first letter within allowedEdits;
 * on a tie, the close word, then the more similar.
 */
export function corrections(
  close: Map<string, string[]>,
  byFirstLetter: Map<string, string[]>,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [word, near] of close) {
    const loose = (byFirstLetter.get(word) ?? []).filter((c) => editDistance(word, c) <= allowedEdits(word));
    let best: { word: string; edits: number } | undefined;
    for (const candidate of [...near, ...loose]) {
      const edits = editDistance(word, candidate);
      if (!best || edits < best.edits) best = { word: candidate, edits };
    }
    out.set(word, best ? [best.word] : []);
  }
  return out;
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
