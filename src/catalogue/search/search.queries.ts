/**
 * SQL of the ranked search. Matches are listed products whose name
 *   - contains the query text, any case (the simple substring match),
 *   - or contains every word of the query (in any order),
 *   - or, when a word of the query is in no product name (a typo) or nothing else matched, every word of
 *     the corrected query (each unknown word replaced by the known word nearest to it by trigram
 *     similarity, from the search_words table).
 * All of these are `ilike` conditions on the distinct names of listed products (search_names, migration
 * 0013), which its trigram index answers; a word shorter than three letters has no trigram and only
 * filters. Relevance ranks names holding every word as a whole word first (a regular expression with word
 * boundaries), then names containing the text, then by pg_trgm's word_similarity and similarity to the
 * (corrected) text. The matching names' products come from search_products (narrow rows, index-only by
 * name). Every value is bound: a statement's shape depends only on how many words are indexed, the sort
 * and which filters are chosen, so postgres.js prepares few shapes and the generic plan (db/connect.ts) is
 * the same index-driven plan whatever the text.
 */
import { type RawBuilder, sql } from "kysely";
import type { DB } from "../../../db/database.ts";
import { escapeLike } from "../products/products.queries.ts";
import { DISCOUNT_STEPS, PRICE_BANDS, type SearchSort } from "./search.schema.ts";

export interface SearchFilter {
  /** The query text as typed (trimmed); empty: every listed product. */
  text: string;
  /** Its words: letters and digits, lower case. */
  words: string[];
  /** The corrected words and text, to match and rank when a word is unknown or nothing matched. */
  fuzzy?: { words: string[]; text: string };
  categoryId?: string;
  vendorId?: string;
  /** Price after discount, paise: [from, below). */
  priceFrom?: number;
  priceBelow?: number;
  minDiscount?: number;
  inStock?: boolean;
}

/** Words matched through the index, at most; further words only filter the rows found. */
const INDEXED_WORDS = 4;

const contains = (text: string) => `%${escapeLike(text)}%`;

/** Every word contained in the name; null when no word has a trigram (the index could not help). */
function everyWord(words: string[]): RawBuilder<unknown> | null {
  const indexed = words.filter((w) => w.length >= 3).slice(0, INDEXED_WORDS);
  if (indexed.length === 0) return null;
  const rest = words.filter((w) => !indexed.includes(w)).map(contains);
  return sql`(${sql.join(indexed.map((w) => sql`n.name ilike ${contains(w)}`), sql` and `)}
    and n.name ilike all(${rest}::text[]))`;
}

/**
 * The names matching the text (of listed products: search_names, migration 0013), each with its relevance
 * when the order is by relevance: the tiers and similarities are computed once per name, never per product
 * (many stores sell the same product).
 */
function matchedNames(filter: SearchFilter, relevance: boolean) {
  const match = [
    sql`n.name ilike ${contains(filter.text)}`,
    // One word that is the whole text: the text's own condition already says it.
    filter.words.length === 1 && filter.words[0] === filter.text.toLowerCase()
      ? null
      : everyWord(filter.words),
    filter.fuzzy ? everyWord(filter.fuzzy.words) : null,
  ].filter((c) => c !== null);
  // A typo's query ranks by its corrected words and text: "powr bnk" as "power bank".
  const closeTo = filter.fuzzy?.text ?? filter.text;
  const rank = relevance
    ? sql`coalesce(n.name ~* ${wholeWords(filter.fuzzy?.words ?? filter.words)}, false)::int * 4
        + (n.name ilike ${contains(closeTo)})::int * 2
        + word_similarity(${closeTo}, n.name) + similarity(${closeTo}, n.name) / 2`
    : sql`0`;
  return sql`select n.name, n.products, ${rank} as rank from search_names n where ${
    sql.join(match, sql` or `)
  }`;
}

type Facet = "category" | "store" | "price" | "discount" | "stock";

/**
 * The chosen filters' conditions on a row of `hits`, per facet (a facet not chosen has none). Only chosen
 * ones are written: a search without filters (most of them) counts its facets without testing any.
 */
function facetConditions(filter: SearchFilter): Partial<Record<Facet, RawBuilder<unknown>>> {
  const f: Partial<Record<Facet, RawBuilder<unknown>>> = {};
  if (filter.categoryId !== undefined) f.category = sql`h.category_id = ${filter.categoryId}`;
  if (filter.vendorId !== undefined) f.store = sql`h.vendor_id = ${filter.vendorId}`;
  if (filter.priceFrom !== undefined || filter.priceBelow !== undefined) {
    f.price = sql`h.pays >= ${filter.priceFrom ?? 0}::bigint
      and (${filter.priceBelow ?? null}::bigint is null or h.pays < ${filter.priceBelow ?? null})`;
  }
  if (filter.minDiscount !== undefined) f.discount = sql`h.discount_percent >= ${filter.minDiscount}::int`;
  if (filter.inStock) f.stock = sql`h.in_stock`;
  return f;
}

const all = (conditions: RawBuilder<unknown>[]) =>
  conditions.length ? sql.join(conditions, sql` and `) : sql`true`;

/**
 * The categories the query names exactly, as a case-insensitive regular expression on a category's whole
 * name, its words in order, anything but letters and digits between them: "laptop", "laptops" → Laptops;
 * "tv appliances" → "TV & Appliances". Each word may end in s or es, or drop them. Null without words.
 */
export function categoryPattern(words: string[]): string | null {
  if (!words.length) return null;
  const forms = (w: string) => {
    const stem = w.replace(/(es|s)$/, "");
    return `(${
      [...new Set([w, stem, `${stem}s`, `${stem}es`, `${w}s`, `${w}es`].filter(Boolean))].join("|")
    })`;
  };
  const other = "[^[:alnum:]]";
  return `^${other}*${words.map(forms).join(`${other}+`)}${other}*$`;
}

/** A product in a category the query names ranks above every name-only match (ranks stay below 8). */
const CATEGORY_TIER = 8;

/** Every word as a whole word, in any order: `^(?=.*\mredmi\M)(?=.*\mnote\M)`; words are letters and digits. */
const wholeWords = (words: string[]) =>
  words.length ? `^${words.map((w) => `(?=.*\\m${w}\\M)`).join("")}` : null;

const ORDER: Record<SearchSort, RawBuilder<unknown>> = {
  relevance: sql`h.rank desc, h.created_at desc, h.id desc`,
  "price-asc": sql`h.pays, h.created_at desc, h.id desc`,
  "price-desc": sql`h.pays desc, h.created_at desc, h.id desc`,
  newest: sql`h.created_at desc, h.id desc`,
};

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
 * One page of matches in the chosen order and every facet's counts, in one statement so the matches are
 * found once: the names matching the text (`matched`), then their products (`hits`, from search_products).
 * The counts come from one pass: one grouping set per facet, each counting the rows that pass every chosen
 * filter except its own (so the other values of a facet keep their counts). Without filters, price band,
 * discount and stock share one grouping set (one hash table of at most 56 groups instead of three).
 * By relevance without filters, the page reads the products of the best names only: relevance is a
 * name's, so the first `offset + limit` products all bear names ranked at least as high as the name where
 * the running count of products reaches that many (ties included).
 */
export async function searchPage(
  db: DB,
  filter: SearchFilter,
  sort: SearchSort,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; facets: FacetCounts }> {
  const relevance = sort === "relevance" && filter.text !== "";
  const order = relevance ? ORDER.relevance : ORDER[sort === "relevance" ? "newest" : sort];
  const f = facetConditions(filter);
  const chosenFacets = Object.keys(f) as Facet[];
  const where = all(chosenFacets.map((k) => f[k]!));
  const except = (own: Facet) => all(chosenFacets.filter((k) => k !== own).map((k) => f[k]!));
  const columns = sql`s.id, s.category_id, s.vendor_id, s.created_at, s.discount_percent, s.in_stock, s.pays`;
  // By relevance, a product of a category the query names (`named`) ranks first.
  const inNamed = sql`(s.category_id in (select id from named))::int * ${CATEGORY_TIER}`;
  const found = filter.text === ""
    ? sql`hits as (select ${columns}, 0 as rank from search_products s)`
    : relevance
    ? sql`named as materialized (
        select c.id from categories c
        where c.name ~* ${categoryPattern(filter.fuzzy?.words ?? filter.words)}
      ),
      matched as materialized (${matchedNames(filter, relevance)}),
      hits as (select ${columns}, m.rank + ${inNamed} as rank from matched m join search_products s on s.name = m.name)`
    : sql`matched as materialized (${matchedNames(filter, relevance)}),
      hits as (select ${columns}, m.rank from matched m join search_products s on s.name = m.name)`;
  // Without filters, the best names' products (see above); all of them when the query names a category
  // (whose products may bear names ranked lower).
  const chosen = relevance && chosenFacets.length === 0
    ? sql`select s.id from matched m join search_products s on s.name = m.name
        where m.rank >= case when exists (select 1 from named) then '-infinity' else coalesce((
          select rank from (select rank, sum(products) over (order by rank desc) as upto from matched) c
          where upto >= ${page.offset + page.limit} order by rank desc limit 1
        ), '-infinity') end
        order by m.rank + ${inNamed} desc, s.created_at desc, s.id desc`
    : sql`select h.id from hits h where ${where} order by ${order}`;
  const counted = chosenFacets.length === 0
    ? sql`select category_id, vendor_id, band, off, stocked, count(*)::int as count
      from (
        select h.category_id, h.vendor_id, width_bucket(h.pays, ${BAND_BOUNDS}) as band,
          width_bucket(h.discount_percent, ${DISCOUNT_BOUNDS}) as off, h.in_stock as stocked
        from hits h
      ) h
      group by grouping sets ((category_id), (vendor_id), (band, off, stocked), ())`
    : sql`select category_id, vendor_id, band, off, stocked,
        case
          when grouping(category_id) = 0 then count(*) filter (where for_category)
          when grouping(vendor_id) = 0 then count(*) filter (where for_store)
          when grouping(band) = 0 then count(*) filter (where for_price)
          when grouping(off) = 0 then count(*) filter (where for_discount)
          when grouping(stocked) = 0 then count(*) filter (where for_stock)
          else count(*) filter (where chosen)
        end::int as count
      from (
        select h.category_id, h.vendor_id, width_bucket(h.pays, ${BAND_BOUNDS}) as band,
          width_bucket(h.discount_percent, ${DISCOUNT_BOUNDS}) as off, h.in_stock as stocked,
          ${except("category")} as for_category, ${except("store")} as for_store,
          ${except("price")} as for_price, ${except("discount")} as for_discount,
          ${except("stock")} as for_stock, ${where} as chosen
        from hits h
      ) h
      group by grouping sets ((category_id), (vendor_id), (band), (off), (stocked), ())`;
  const result = await sql<FacetRow & { id: string | null; pos: number | null }>`
    with ${found},
    chosen as (
      select p.id, row_number() over () as pos from (${chosen} limit ${page.limit} offset ${page.offset}) p
    ),
    counted as (${counted})
    select id, pos::int, null as category_id, null as category_name, null as vendor_id, null as store_name,
      null::int as band, null::int as off, null::boolean as stocked, null::int as count
    from chosen
    union all
    select null, null, g.category_id, c.name, g.vendor_id, v.store_name, g.band, g.off, g.stocked, g.count
    from counted g
    left join categories c on c.id = g.category_id
    left join vendors v on v.id = g.vendor_id
  `.execute(db);
  const pageRows = result.rows.filter((row) => row.id !== null).sort((a, b) => a.pos! - b.pos!);
  return {
    ids: pageRows.map((row) => row.id!),
    facets: tally(result.rows.filter((row) => row.id === null), filter),
  };
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
    } else if (row.band === null && row.off === null && row.stocked === null) counts.total = row.count;
    else {
      // A row counts for each of these it has (without filters, one group holds all three).
      if (row.band !== null) counts.prices[row.band] += row.count;
      // Bucket k holds discounts of at least step k-1: it counts towards every step up to it.
      if (row.off !== null) {
        for (let step = 0; step < row.off; step++) counts.discounts[step] += row.count;
      }
      if (row.stocked) counts.inStock += row.count;
    }
  }
  counts.categories.sort(byCount);
  counts.stores.sort(byCount);
  // The stores with most matches, and the chosen one wherever it ranks.
  counts.stores = counts.stores.filter((s, i) => i < TOP_STORES || s.id === filter.vendorId);
  return counts;
}

/**
 * The query's words that are in no product name, each with the known words closest to it by trigram
 * similarity among those similar enough (≥ 0.3, pg_trgm's `%`) or sharing its first three letters (a
 * swapped pair of letters, "galxay", leaves too few trigrams in common), best first (the word in more
 * products wins a tie); [] when none is close. search.service.ts picks among them by edit distance. Words
 * are letters and digits only: nothing in them is a LIKE wildcard.
 */
export async function unknownWords(db: DB, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const result = await sql<{ word: string; nearest: string[] }>`
    select t.word, array(
      select w.word from search_words w where w.word % t.word or w.word like left(t.word, 3) || '%'
      order by similarity(w.word, t.word) desc, w.products desc, w.word limit ${NEAREST}
    ) as nearest
    from unnest(${words}::text[]) t(word)
    where not exists (select 1 from search_words k where k.word = t.word)
  `.execute(db);
  return new Map(result.rows.map((row) => [row.word, row.nearest]));
}

/**
 * Known words sharing each word's first letter, at most two letters longer or shorter, most similar first:
 * for an unknown word none is close to by trigrams, as a short word is ("bnk" shares two of seven trigrams
 * with "bank"), for search.service.ts to weigh by edit distance. Asked only after such a miss.
 */
export async function wordsByFirstLetter(db: DB, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const result = await sql<{ word: string; nearest: string[] }>`
    select t.word, array(
      select w.word from search_words w
      where w.word like left(t.word, 1) || '%'
        and length(w.word) between length(t.word) - 2 and length(t.word) + 2
      order by similarity(w.word, t.word) desc, w.products desc, w.word limit ${NEAREST}
    ) as nearest
    from unnest(${words}::text[]) t(word)
  `.execute(db);
  return new Map(result.rows.map((row) => [row.word, row.nearest]));
}

/** How many near words are looked up per unknown word (the fewest edits away corrects it). */
const NEAREST = 8;
