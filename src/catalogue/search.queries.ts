/**
 * SQL of the ranked search. Matches are listed products whose name
 *   - holds every word of the query as a whole word (full-text, 'simple' config: index products_name_fts),
 *   - or contains the query text, any case (the spec's rule; trigram index products_name_trgm),
 *   - or, when a word of the query is in no product name (a typo) or nothing else matched: holds every
 *     word of the corrected query (each unknown word replaced by the known words nearest to it, from the
 *     search_words table), or is close to the whole text (pg_trgm's `<%`: word_similarity ≥ 0.6).
 * Relevance ranks those tiers in that order, then by trigram closeness of the name to the corrected text. Every value is
 * bound, never spliced, and the statement's shape depends only on the fuzzy/sort choice: postgres.js
 * prepares each shape once and the generic plan is the same index-driven plan for every query text.
 */
import { type RawBuilder, sql } from "kysely";
import type { DB } from "../../db/database.ts";
import { escapeLike } from "./products.queries.ts";
import { DISCOUNT_STEPS, PRICE_BANDS, type SearchSort } from "./search.schema.ts";

export interface SearchFilter {
  /** The query text as typed (trimmed); empty: every listed product. */
  text: string;
  /**
   * Also match names close to the query (only worth its cost when a word is unknown or nothing matched):
   * `tsquery` holds the corrected words (to_tsquery syntax, quoted), `text` the corrected query.
   */
  fuzzy?: { tsquery: string; text: string };
  categoryId?: string;
  vendorId?: string;
  /** Price after discount, paise: [from, below). */
  priceFrom?: number;
  priceBelow?: number;
  minDiscount?: number;
  inStock?: boolean;
}

/** Matching listed products, with what the filters and facets need; computed once per statement. */
function hits(filter: SearchFilter) {
  const q = filter.text;
  const pattern = `%${escapeLike(q)}%`;
  const match = q === "" ? sql`true` : sql.join(
    [
      sql`to_tsvector('simple', p.name) @@ websearch_to_tsquery('simple', ${q})`,
      sql`p.name ilike ${pattern}`,
      ...(filter.fuzzy
        ? [
          sql`to_tsvector('simple', p.name) @@ to_tsquery('simple', ${filter.fuzzy.tsquery})`,
          sql`${q} <% p.name`,
        ]
        : []),
    ],
    sql` or `,
  );
  return sql`hits as materialized (
    select p.id, p.name, p.category_id, p.vendor_id, p.created_at, p.discount_percent, p.stock,
      round(p.price_paise - p.price_paise * p.discount_percent / 100.0)::bigint as pays
    from products p
    where p.listed and (${match})
  )`;
}

/** Each facet's own condition on a row of `hits`; a facet not chosen is true. */
function facetConditions(filter: SearchFilter) {
  return {
    category: sql`(${filter.categoryId ?? null}::text is null or h.category_id = ${
      filter.categoryId ?? null
    })`,
    store: sql`(${filter.vendorId ?? null}::text is null or h.vendor_id = ${filter.vendorId ?? null})`,
    price: sql`(${filter.priceFrom ?? null}::bigint is null or h.pays >= ${filter.priceFrom ?? null})
      and (${filter.priceBelow ?? null}::bigint is null or h.pays < ${filter.priceBelow ?? null})`,
    discount: sql`(${filter.minDiscount ?? null}::int is null or h.discount_percent >= ${
      filter.minDiscount ?? null
    })`,
    stock: sql`(not ${filter.inStock ?? false}::boolean or h.stock > 0)`,
  };
}

const all = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` and `);

/**
 * Relevance, per distinct name (many stores sell the same product: the tiers and similarities are
 * computed once per name, not once per row).
 */
const rankedNames = (q: string, closeTo: string) =>
  sql`ranked as (
    select name,
      (to_tsvector('simple', name) @@ websearch_to_tsquery('simple', ${q}))::int * 4
        + (name ilike ${`%${escapeLike(q)}%`})::int * 2
        + word_similarity(${closeTo}, name) + similarity(${closeTo}, name) / 2 as rank
    from (select distinct name from hits) names
  )`;

const ORDER: Record<SearchSort, RawBuilder<unknown>> = {
  relevance: sql`r.rank desc, h.created_at desc, h.id desc`,
  "price-asc": sql`h.pays, h.created_at desc, h.id desc`,
  "price-desc": sql`h.pays desc, h.created_at desc, h.id desc`,
  newest: sql`h.created_at desc, h.id desc`,
};

/** The ids of one page of matches in the chosen order. */
export async function searchPageIds(
  db: DB,
  filter: SearchFilter,
  sort: SearchSort,
  page: { limit: number; offset: number },
): Promise<string[]> {
  const relevance = sort === "relevance" && filter.text !== "";
  const order = relevance ? ORDER.relevance : ORDER[sort === "relevance" ? "newest" : sort];
  const result = await sql<{ id: string }>`
    with ${hits(filter)}${
    relevance ? sql`, ${rankedNames(filter.text, filter.fuzzy?.text ?? filter.text)}` : sql``
  }
    select h.id from hits h ${relevance ? sql`join ranked r on r.name = h.name` : sql``}
    where ${all(Object.values(facetConditions(filter)))}
    order by ${order}
    limit ${page.limit} offset ${page.offset}
  `.execute(db);
  return result.rows.map((row) => row.id);
}

export interface FacetCounts {
  total: number;
  categories: { id: string; name: string; count: number }[];
  stores: { id: string; name: string; count: number }[];
  /** Per PRICE_BANDS entry, in order. */
  prices: number[];
  /** Per DISCOUNT_STEPS entry: products discounted by at least that much. */
  discounts: number[];
  inStock: number;
}

interface FacetRow {
  category_id: string | null;
  category_name: string | null;
  vendor_id: string | null;
  store_name: string | null;
  band: number | null;
  off: number | null;
  stocked: boolean | null;
  count: number;
}

const BAND_BOUNDS = sql.raw(`array[${PRICE_BANDS.slice(1).map((b) => b.from * 100).join(",")}]::bigint[]`);
const DISCOUNT_BOUNDS = sql.raw(`array[${DISCOUNT_STEPS.join(",")}]`);

/**
 * Every facet's counts in one pass over the matches: one grouping set per facet, each counting the rows
 * that pass every chosen filter except its own (so the other values of a facet keep their counts).
 */
export async function searchFacets(db: DB, filter: SearchFilter): Promise<FacetCounts> {
  const f = facetConditions(filter);
  const except = (own: keyof typeof f) =>
    all((Object.keys(f) as (keyof typeof f)[]).filter((k) => k !== own).map((k) => f[k]));
  const result = await sql<FacetRow>`
    with ${hits(filter)},
    flagged as (
      select h.category_id, h.vendor_id,
        width_bucket(h.pays, ${BAND_BOUNDS}) as band,
        width_bucket(h.discount_percent, ${DISCOUNT_BOUNDS}) as off,
        h.stock > 0 as stocked,
        ${except("category")} as for_category, ${except("store")} as for_store,
        ${except("price")} as for_price, ${except("discount")} as for_discount,
        ${except("stock")} as for_stock, ${all(Object.values(f))} as chosen
      from hits h
    ),
    counted as (
      select category_id, vendor_id, band, off, stocked,
        case
          when grouping(category_id) = 0 then count(*) filter (where for_category)
          when grouping(vendor_id) = 0 then count(*) filter (where for_store)
          when grouping(band) = 0 then count(*) filter (where for_price)
          when grouping(off) = 0 then count(*) filter (where for_discount)
          when grouping(stocked) = 0 then count(*) filter (where for_stock)
          else count(*) filter (where chosen)
        end::int as count
      from flagged
      group by grouping sets ((category_id), (vendor_id), (band), (off), (stocked), ())
    )
    select g.*, c.name as category_name, v.store_name
    from counted g
    left join categories c on c.id = g.category_id
    left join vendors v on v.id = g.vendor_id
  `.execute(db);
  return tally(result.rows, filter);
}

/** A results page lists this many stores (plus the chosen one). */
export const TOP_STORES = 12;

function tally(rows: FacetRow[], filter: SearchFilter): FacetCounts {
  const counts: FacetCounts = {
    total: 0,
    categories: [],
    stores: [],
    prices: PRICE_BANDS.map(() => 0),
    discounts: DISCOUNT_STEPS.map(() => 0),
    inStock: 0,
  };
  const byCount = (a: { count: number; name: string }, b: { count: number; name: string }) =>
    b.count - a.count || a.name.localeCompare(b.name);
  for (const row of rows) {
    if (row.category_id !== null) {
      if (row.count > 0 || row.category_id === filter.categoryId) {
        counts.categories.push({ id: row.category_id, name: row.category_name ?? "", count: row.count });
      }
    } else if (row.vendor_id !== null) {
      if (row.count > 0 || row.vendor_id === filter.vendorId) {
        counts.stores.push({ id: row.vendor_id, name: row.store_name ?? "", count: row.count });
      }
    } else if (row.band !== null) counts.prices[row.band] = row.count;
    else if (row.off !== null) {
      // Bucket k holds discounts of at least step k-1: it counts towards every step up to it.
      for (let step = 0; step < row.off; step++) counts.discounts[step] += row.count;
    } else if (row.stocked !== null) {
      if (row.stocked) counts.inStock = row.count;
    } else counts.total = row.count;
  }
  counts.categories.sort(byCount);
  counts.stores.sort(byCount);
  // The stores with most matches, and the chosen one wherever it ranks.
  counts.stores = counts.stores.filter((s, i) => i < TOP_STORES || s.id === filter.vendorId);
  return counts;
}

/**
 * The query's words that are in no product name, each with the known words closest to it, best first
 * (trigram similarity ≥ 0.3, pg_trgm's `%`; a word in more products wins a tie); [] when none is close.
 */
export async function unknownWords(db: DB, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const result = await sql<{ word: string; nearest: string[] }>`
    select t.word, array(
      select w.word from search_words w where w.word % t.word
      order by similarity(w.word, t.word) desc, w.products desc, w.word limit ${NEAREST}
    ) as nearest
    from unnest(${words}::text[]) t(word)
    where not exists (select 1 from search_words k where k.word = t.word)
  `.execute(db);
  return new Map(result.rows.map((row) => [row.word, row.nearest]));
}

/** How many known words may stand for one unknown word in the corrected query. */
const NEAREST = 3;
