import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import type { ProductView } from "../src/catalogue/products/products.queries.ts";
import { listCategories } from "../src/catalogue/categories/categories.queries.ts";
import { listProductPage } from "../src/catalogue/products/storefront.queries.ts";
import type { FacetCounts } from "../src/catalogue/search/search.queries.ts";
import { search as searchProducts } from "../src/catalogue/search/search.service.ts";
import {
  DISCOUNT_STEPS,
  PRICE_BANDS,
  type PriceBandId,
  type SearchSort,
  SORTS,
} from "../src/catalogue/search/search.schema.ts";
import { Breadcrumb } from "../src/ui/Breadcrumb.tsx";
import { ProductGrid } from "../src/ui/ProductCard.tsx";
import {
  PageRange,
  Pagination,
  productCount,
  PRODUCTS_PER_PAGE,
  requestedPage,
} from "../src/ui/Pagination.tsx";
import { categoryHref } from "../src/ui/links.ts";
import { formatCount } from "../src/core/money.ts";

/** Longer text is no real product name; it is cut rather than refused. */
const MAX_SEARCH = 100;

/** What the search page says when nothing matches. */
export const NO_RESULTS_TEXT = "No products found.";

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Relevance",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  newest: "Newest first",
};

/** The filters of a results page, read leniently from its URL: a value it does not know is ignored. */
interface Filters {
  category?: string;
  store?: string;
  price?: PriceBandId;
  discount?: number;
  inStock: boolean;
  sort?: SearchSort;
}

interface Data {
  search: string;
  filters: Filters;
  products: ProductView[];
  total: number;
  page: number;
  sort: SearchSort;
  /** Counts per facet value for this query; absent on the plain "All products" list. */
  facets?: FacetCounts;
  /** "Did you mean …": the query with its unknown words corrected. */
  didYouMean: string | null;
  /** Offered when nothing matched, so a dead end still leads somewhere. */
  suggestions: string[];
}

function readFilters(params: URLSearchParams): Filters {
  const id = (name: string) => {
    const value = params.get(name)?.trim();
    return value && value.length <= 64 ? value : undefined;
  };
  const price = PRICE_BANDS.find((b) => b.id === params.get("price"))?.id;
  const discount = DISCOUNT_STEPS.find((d) => String(d) === params.get("discount"));
  const sort = SORTS.find((s) => s === params.get("sort"));
  return {
    category: id("category"),
    store: id("store"),
    price,
    discount,
    inStock: params.get("inStock") === "1",
    sort,
  };
}

const anyFilter = (f: Filters) =>
  Boolean(f.category || f.store || f.price || f.discount || f.inStock || f.sort);

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, MAX_SEARCH);
  const filters = readFilters(url.searchParams);
  let data: Data;
  if (!search && !anyFilter(filters)) {
    // Every product, newest first: the catalogue's plain list, no search to rank or facet.
    const products = await listProductPage(db, {}, requestedPage(url), PRODUCTS_PER_PAGE);
    data = {
      search,
      filters,
      ...products,
      products: products.rows,
      sort: "newest",
      didYouMean: null,
      suggestions: [],
    };
  } else {
    const result = await searchProducts(db, {
      text: search,
      categoryId: filters.category,
      vendorId: filters.store,
      price: filters.price,
      minDiscount: filters.discount,
      inStock: filters.inStock,
      sort: filters.sort,
      page: requestedPage(url),
      limit: PRODUCTS_PER_PAGE,
    });
    data = { search, filters, ...result, didYouMean: result.suggestion, suggestions: [] };
  }
  if (data.total === 0) {
    data.suggestions = (await listCategories(db, { limit: 12, page: 1 })).rows.map((c) => c.name);
  }
  return {
    data,
    head: search
      ? {
        title: `Results for "${search}"`,
        description: `${productCount(data.total)} matching "${search}" on SwiftCart.`,
        robots: "noindex",
      }
      : anyFilter(filters)
      ? { title: "All products", description: "Every product on SwiftCart.", robots: "noindex" }
      : { title: "All products", description: "Every product on SwiftCart, newest first." },
  };
}

export default function ProductsPage({ data, url }: PageProps<Data>) {
  const { search, facets } = data;
  return (
    <Layout search={search}>
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: search ? "Search" : "All products" }]} />
      <header className="listing-head search-head">
        <div>
          <h1>{search ? <>Results for “{search}”</> : "All products"}</h1>
          <p className="result-count" role="status">{productCount(data.total)}</p>
          {data.didYouMean && (
            <p className="did-you-mean">
              Did you mean{" "}
              <a href={`/products?search=${encodeURIComponent(data.didYouMean)}`}>
                <strong>{data.didYouMean}</strong>
              </a>?
            </p>
          )}
        </div>
        {facets && <SortControl sort={data.sort} hasText={search !== ""} />}
      </header>
      <div className={facets ? "search-layout" : undefined}>
        {facets && <FacetForm search={search} filters={data.filters} facets={facets} />}
        <section className="search-results" aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">Products</h2>
          <ProductGrid
            products={data.products}
            empty={NO_RESULTS_TEXT}
            emptyHint={
              <>
                <p>Check the spelling, or try a shorter or more general word such as “phone” or “rice”.</p>
                {data.suggestions.length > 0 && (
                  <nav className="chips chips-center" aria-label="Browse a category instead">
                    {data.suggestions.map((name) => (
                      <a key={name} className="chip" href={categoryHref(name)}>{name}</a>
                    ))}
                  </nav>
                )}
              </>
            }
          />
          <PageRange page={data.page} shown={data.products.length} total={data.total} />
          <Pagination url={url} page={data.page} total={data.total} />
        </section>
      </div>
    </Layout>
  );
}

/** Sorting belongs to the filter form (form="search-filters"), so one submit keeps both. */
function SortControl({ sort, hasText }: { sort: SearchSort; hasText: boolean }) {
  return (
    <div className="search-sort">
      <label htmlFor="search-sort">Sort by</label>
      <select id="search-sort" className="form-input" name="sort" form="search-filters" defaultValue={sort}>
        {SORTS.filter((s) => hasText || s !== "relevance").map((s) => (
          <option key={s} value={s}>{SORT_LABELS[s]}</option>
        ))}
      </select>
      <button type="submit" className="btn" form="search-filters">Sort</button>
    </div>
  );
}

interface Option {
  value: string;
  label: string;
  count: number;
}

/** One facet as radio buttons, "Any" first; values with no match are left out unless chosen. */
function RadioFacet({ name, legend, options, chosen }: {
  name: string;
  legend: string;
  options: Option[];
  chosen: string | undefined;
}) {
  const shown = options.filter((o) => o.count > 0 || o.value === chosen);
  if (shown.length === 0) return null;
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <label className="facet-option">
        <input type="radio" name={name} value="" defaultChecked={!chosen} />
        <span>Any</span>
      </label>
      {shown.map((o) => (
        <label key={o.value} className="facet-option">
          <input type="radio" name={name} value={o.value} defaultChecked={o.value === chosen} />
          <span>{o.label}</span>
          <span className="facet-count">({formatCount(o.count)})</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Plain GET form: works without JavaScript, and every filtered page has its own URL. */
function FacetForm({ search, filters, facets }: { search: string; filters: Filters; facets: FacetCounts }) {
  return (
    <details className="search-filters">
      <summary>Filters</summary>
      <form id="search-filters" method="get" action="/products" aria-labelledby="filters-heading">
        <h2 id="filters-heading" className="facets-heading">Filter results</h2>
        {search && <input type="hidden" name="search" value={search} />}
        <label className="facet-option facet-stock">
          <input type="checkbox" name="inStock" value="1" defaultChecked={filters.inStock} />
          <span>In stock only</span>
          <span className="facet-count">({formatCount(facets.inStock)})</span>
        </label>
        <RadioFacet
          name="category"
          legend="Category"
          chosen={filters.category}
          options={facets.categories.map((c) => ({ value: c.id, label: c.name, count: c.count }))}
        />
        <RadioFacet
          name="price"
          legend="Price"
          chosen={filters.price}
          options={PRICE_BANDS.map((b, i) => ({ value: b.id, label: b.label, count: facets.prices[i] }))}
        />
        <RadioFacet
          name="discount"
          legend="Discount"
          chosen={filters.discount === undefined ? undefined : String(filters.discount)}
          options={DISCOUNT_STEPS.map((d, i) => ({
            value: String(d),
            label: `${d}% or more`,
            count: facets.discounts[i],
          }))}
        />
        <RadioFacet
          name="store"
          legend="Store"
          chosen={filters.store}
          options={facets.stores.map((s) => ({ value: s.id, label: s.name, count: s.count }))}
        />
        <div className="facet-actions">
          <button type="submit" className="btn btn-primary">Apply filters</button>
          <a className="btn" href={search ? `/products?search=${encodeURIComponent(search)}` : "/products"}>
            Clear
          </a>
        </div>
      </form>
    </details>
  );
}
