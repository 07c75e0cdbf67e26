import { renderToString } from "react-dom/server";
import type { PageContext, PageData, PageProps, PersonalContext } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import type { ProductView } from "../src/catalogue/products/products.queries.ts";
import { listBanners } from "../src/catalogue/banners/banners.queries.ts";
import { listCategories } from "../src/catalogue/categories/categories.queries.ts";
import { mediaUrl } from "../src/catalogue/media/media.queries.ts";
import { listProductPage } from "../src/catalogue/products/storefront.queries.ts";
import BannerCarousel, { type BannerSlide } from "../islands/BannerCarousel.tsx";
import CategoryCarousel, { type CategoryTile } from "../islands/CategoryCarousel.tsx";
import { ProductGrid } from "../src/ui/ProductCard.tsx";
import {
  PageRange,
  Pagination,
  productCount,
  PRODUCTS_PER_PAGE,
  requestedPage,
} from "../src/ui/Pagination.tsx";
import { categoryHref } from "../src/ui/links.ts";
import {
  citiesOfPincodes,
  deliveryPlaces,
  nearbyProducts,
  nearLocations,
  productIdsAt,
  productLocations,
} from "../src/customers/addresses/location.queries.ts";
import { NO_NEARBY } from "../src/customers/addresses/location.schema.ts";
import { findProducts } from "../src/catalogue/products/products.queries.ts";
import type { Fill } from "../src/core/page-cache.ts";
import { Slot, useViewer } from "../src/ui/viewer.tsx";

/** Signed-in customers only: products in their delivery city, or why there are none. */
interface NearYou {
  products: ProductView[];
  total: number;
  /** 'No nearby products found' or 'Something went wrong' when there is nothing to show. */
  empty: string;
}

interface Data {
  nearYou: NearYou | null;
  banners: BannerSlide[];
  categories: CategoryTile[];
  products: ProductView[];
  total: number;
  page: number;
}

const NEARBY_ON_HOME = 8;

async function nearYou(db: PageContext["db"], userId: string): Promise<NearYou> {
  try {
    const found = await nearbyProducts(db, userId, { limit: NEARBY_ON_HOME, offset: 0 });
    return { products: found?.products ?? [], total: found?.total ?? 0, empty: NO_NEARBY };
  } catch (error) {
    // The rest of home still shows; the section says what happened.
    console.error(error);
    return { products: [], total: 0, empty: "Something went wrong" };
  }
}

/**
 * A signed-in shopper's 'Near you' row, for the page cache's template. It depends only on which products'
 * locations are near the shopper, so it is kept by those (nothing of the shopper in it), as are the
 * products' locations and the pincodes' cities it is worked out from: no query at all for a shopper with a
 * saved delivery location, once kept.
 */
export async function personal({ db, user, cache }: PersonalContext): Promise<Record<string, Fill>> {
  try {
    const places = await deliveryPlaces(
      db,
      user.id,
      user,
      (pincodes) => cache.kept(`d ${pincodes.join(",")}`, () => citiesOfPincodes(db, pincodes)),
    );
    const near = places
      ? nearLocations(await cache.kept("n locations", () => productLocations(db)), places)
      : [];
    const row = await cache.kept(`n ${JSON.stringify(near)}`, async () => {
      const { ids, total } = await productIdsAt(db, near, NEARBY_ON_HOME, 0);
      const nearYou = { products: await findProducts(db, ids), total, empty: NO_NEARBY };
      return cache.piece(renderToString(<NearYouSection nearYou={nearYou} />));
    });
    return { "near-you": row };
  } catch (error) {
    console.error(error);
    const nearYou = { products: [], total: 0, empty: "Something went wrong" };
    return { "near-you": renderToString(<NearYouSection nearYou={nearYou} />) };
  }
}

export async function handler({ db, url, user }: PageContext): Promise<PageData<Data>> {
  const [near, banners, categories, products] = await Promise.all([
    user ? nearYou(db, user.id) : null,
    listBanners(db),
    listCategories(db, { limit: 100, page: 1 }),
    listProductPage(db, {}, requestedPage(url), PRODUCTS_PER_PAGE),
  ]);
  return {
    data: {
      nearYou: near,
      banners: banners.map((b) => ({
        id: b.id,
        title: b.title,
        bannerType: b.banner_type,
        image: mediaUrl(b.image_id),
      })),
      categories: categories.rows.map((c) => ({
        name: c.name,
        href: categoryHref(c.name),
        image: c.image_id ? mediaUrl(c.image_id) : undefined,
      })),
      products: products.rows,
      total: products.total,
      page: products.page,
    },
    head: {
      title: "SwiftCart",
      description:
        "Shop mobiles, laptops, audio, appliances, pre-loved gadgets and daily essentials from stores " +
        "near you. Delivery in 12–24 hours, free shipping, pay by card, UPI or cash on delivery.",
    },
  };
}

export default function Home({ data, url }: PageProps<Data>) {
  const viewer = useViewer();
  return (
    <Layout>
      <h1 className="visually-hidden">SwiftCart: electronics and everyday essentials, delivered fast</h1>
      {data.banners.length > 0 && <BannerCarousel slides={data.banners} />}
      {data.categories.length > 0 && (
        <section className="home-section" aria-labelledby="categories-heading">
          <div className="section-head">
            <h2 id="categories-heading">Shop by category</h2>
          </div>
          <CategoryCarousel categories={data.categories} />
        </section>
      )}
      {data.nearYou ? <NearYouSection nearYou={data.nearYou} /> : viewer.user && <Slot name="near-you" />}
      <section className="home-section" id="products" aria-labelledby="products-heading">
        <div className="section-head">
          <h2 id="products-heading">All products</h2>
          <p className="result-count">{productCount(data.total)}</p>
        </div>
        <ProductGrid products={data.products} empty="No products yet. Please check back soon." />
        <PageRange page={data.page} shown={data.products.length} total={data.total} />
        <Pagination url={url} page={data.page} total={data.total} hash="#products" />
      </section>
    </Layout>
  );
}

/** Signed-in shoppers only: products in their delivery city, or why there are none. */
function NearYouSection({ nearYou }: { nearYou: NearYou }) {
  return (
    <section className="home-section near-you" aria-labelledby="near-you-heading">
      <div className="section-head">
        <h2 id="near-you-heading">Near you</h2>
        {nearYou.total > 0 && (
          <p className="result-count">
            {productCount(nearYou.total)} from stores in your city
          </p>
        )}
      </div>
      <ProductGrid
        products={nearYou.products}
        empty={nearYou.empty}
        emptyHint={
          <p className="muted">
            <a
              href="/#choose-location"
              className="btn btn-outline"
              data-deliver-to
              aria-haspopup="dialog"
            >
              Choose delivery location
            </a>
          </p>
        }
      />
    </section>
  );
}
