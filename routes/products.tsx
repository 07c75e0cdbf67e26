import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import type { ProductView } from "../src/catalogue/products.queries.ts";
import { listCategories } from "../src/catalogue/categories.queries.ts";
import { listProductPage } from "../src/catalogue/storefront.queries.ts";
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

/** Longer text is no real product name; it is cut rather than refused. */
const MAX_SEARCH = 100;

/** The spec's empty text (section 2.3). */
export const NO_RESULTS_TEXT = "No products found.";

interface Data {
  search: string;
  products: ProductView[];
  total: number;
  page: number;
  /** Offered when nothing matched, so a dead end still leads somewhere. */
  suggestions: string[];
}

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, MAX_SEARCH);
  const products = await listProductPage(
    db,
    { search: search || undefined },
    requestedPage(url),
    PRODUCTS_PER_PAGE,
  );
  const suggestions = products.total === 0
    ? (await listCategories(db, { limit: 12, page: 1 })).rows.map((c) => c.name)
    : [];
  return {
    data: { search, products: products.rows, total: products.total, page: products.page, suggestions },
    head: search
      ? {
        title: `Results for "${search}"`,
        description: `${productCount(products.total)} matching "${search}" on SwiftCart.`,
        robots: "noindex",
      }
      : { title: "All products", description: "Every product on SwiftCart, newest first." },
  };
}

export default function ProductsPage({ data, url }: PageProps<Data>) {
  const { search } = data;
  return (
    <Layout search={search}>
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: search ? "Search" : "All products" }]} />
      <header className="listing-head">
        <div>
          <h1>{search ? <>Results for “{search}”</> : "All products"}</h1>
          <p className="result-count" role="status">{productCount(data.total)}</p>
        </div>
      </header>
      <h2 className="visually-hidden">Products</h2>
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
    </Layout>
  );
}
