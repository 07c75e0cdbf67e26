import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { Layout } from "../../src/ui/Layout.tsx";
import { notFound } from "../../src/core/errors.ts";
import { type CategoryView, findCategory } from "../../src/catalogue/categories/categories.queries.ts";
import { mediaUrl } from "../../src/catalogue/media/media.queries.ts";
import {
  type ProductView,
  subcategoriesWithProducts,
} from "../../src/catalogue/products/products.queries.ts";
import { listProductPage } from "../../src/catalogue/products/storefront.queries.ts";
import { Breadcrumb, type Crumb } from "../../src/ui/Breadcrumb.tsx";
import { ProductGrid } from "../../src/ui/ProductCard.tsx";
import {
  PageRange,
  Pagination,
  productCount,
  PRODUCTS_PER_PAGE,
  requestedPage,
} from "../../src/ui/Pagination.tsx";
import { categoryHref } from "../../src/ui/links.ts";

interface Data {
  category: Pick<CategoryView, "name" | "description" | "image_id">;
  subcategories: string[];
  /** The chip in use, spelt as the catalogue spells it; undefined for All. */
  active?: string;
  /** ?subcategory= as typed, kept when it matches no chip so the empty text explains itself. */
  asked?: string;
  products: ProductView[];
  total: number;
  page: number;
}

export async function handler({ db, params, url }: PageContext): Promise<PageData<Data>> {
  const name = params.categoryName;
  const category = await findCategory(db, name);
  if (!category) {
    throw notFound(`We couldn't find the category "${name}". It may have been renamed or removed.`);
  }
  const asked = url.searchParams.get("subcategory")?.trim() || undefined;
  const [subcategories, products] = await Promise.all([
    subcategoriesWithProducts(db, category.id),
    listProductPage(
      db,
      { categoryId: category.id, subcategory: asked },
      requestedPage(url),
      PRODUCTS_PER_PAGE,
    ),
  ]);
  const active = asked && subcategories.find((s) => s.toLowerCase() === asked.toLowerCase());
  const title = active ? `${active} in ${category.name}` : category.name;
  return {
    data: {
      category: { name: category.name, description: category.description, image_id: category.image_id },
      subcategories,
      active: active || undefined,
      asked,
      products: products.rows,
      total: products.total,
      page: products.page,
    },
    head: {
      title,
      description: `${title}: ${productCount(products.total)} on SwiftCart. ${category.description}`.trim(),
    },
  };
}

function Chips({ data }: { data: Data }) {
  const all = !data.asked;
  return (
    <nav className="chips" aria-label="Subcategories">
      <a className="chip" href={categoryHref(data.category.name)} aria-current={all ? "page" : undefined}>
        All
      </a>
      {data.subcategories.map((sub) => (
        <a
          key={sub}
          className="chip"
          href={categoryHref(data.category.name, sub)}
          aria-current={sub === data.active ? "page" : undefined}
        >
          {sub}
        </a>
      ))}
    </nav>
  );
}

export default function CategoryPage({ data, url }: PageProps<Data>) {
  const { category } = data;
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }, {
    label: category.name,
    href: categoryHref(category.name),
  }];
  if (data.asked) crumbs.push({ label: data.active ?? data.asked });
  return (
    <Layout>
      <Breadcrumb items={crumbs} />
      <header className="listing-head">
        {category.image_id && (
          <img
            className="listing-head-image"
            src={mediaUrl(category.image_id)}
            alt=""
            width={72}
            height={72}
          />
        )}
        <div>
          <h1>{data.active ? `${data.active}` : category.name}</h1>
          {category.description && <p className="listing-description">{category.description}</p>}
        </div>
      </header>
      <div className="listing-toolbar">
        <Chips data={data} />
        <p className="result-count" role="status">{productCount(data.total)}</p>
      </div>
      <h2 className="visually-hidden">Products</h2>
      <ProductGrid
        products={data.products}
        empty="No products found in this category/subcategory"
        emptyHint={data.asked
          ? <a className="btn" href={categoryHref(category.name)}>See all of {category.name}</a>
          : <a className="btn" href="/products">Browse all products</a>}
      />
      <PageRange page={data.page} shown={data.products.length} total={data.total} />
      <Pagination url={url} page={data.page} total={data.total} />
    </Layout>
  );
}
