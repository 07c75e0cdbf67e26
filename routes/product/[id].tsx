import type { ReactNode } from "react";
import type { PageContext, PageData, PageProps, PersonalContext } from "../../src/ui/pages.ts";
import { Layout, SUPPORT_EMAIL } from "../../src/ui/Layout.tsx";
import {
  findProduct,
  latestProducts,
  type ProductView,
} from "../../src/catalogue/products/products.queries.ts";
import { mediaUrl } from "../../src/catalogue/media/media.queries.ts";
import { discountedPaise } from "../../src/core/money.ts";
import { Breadcrumb, type Crumb } from "../../src/ui/Breadcrumb.tsx";
import { Price } from "../../src/ui/Price.tsx";
import { ProductGrid, Rating, StockHint } from "../../src/ui/ProductCard.tsx";
import { ReturnIcon, ShieldIcon, StoreIcon, TruckIcon } from "../../src/ui/icons.tsx";
import { categoryHref } from "../../src/ui/links.ts";
import { formatWholeRupees } from "../../src/ui/Price.tsx";
import ProductGallery from "../../islands/ProductGallery.tsx";
import ProductActions from "../../islands/ProductActions.tsx";
import BrandSupport from "../../islands/BrandSupport.tsx";
import { isWishlisted } from "../../src/customers/wishlist/wishlist.queries.ts";
import { Slot, useViewer } from "../../src/ui/viewer.tsx";

type Data =
  | { product: ProductView; related: ProductView[]; wishlisted: boolean }
  | { product: null; unavailable?: string };

/** The product page's text when the id matches nothing. */
export const NOT_FOUND_TEXT = "Sorry, product not found.";
/** A product whose store is waiting for approval or switched off, or that its store removed. */
export const UNAVAILABLE_TEXT = "This product is currently unavailable.";

export async function handler({ db, params, user }: PageContext): Promise<PageData<Data>> {
  // All at once: the related row finds the category through the product id itself.
  const [product, related, wishlisted] = await Promise.all([
    findProduct(db, params.id, { includeUnlisted: true }),
    latestProducts(db, { relatedTo: params.id }, 4),
    user?.role === "customer" ? isWishlisted(db, user.id, params.id) : false,
  ]);
  if (!product || !product.listed) {
    return {
      data: { product: null, unavailable: product?.name },
      head: { title: product ? `${product.name}: unavailable` : "Product not found", robots: "noindex" },
      status: 404,
    };
  }
  const price = formatWholeRupees(discountedPaise(product.price_paise, product.discount_percent));
  return {
    data: { product, related, wishlisted },
    head: {
      title: product.name,
      description: `Buy ${product.name} for ${price} from ${product.store_name} on SwiftCart. ` +
        "Delivery in 12–24 hours with free shipping.",
    },
  };
}

/** The buttons' slot for a store or the admin, who cannot buy. */
const NOT_CUSTOMER_SLOT = "notCustomer";

/** A signed-in shopper's heart, for the page cache's template (its slot has both states). */
export async function personal({ db, params, user }: PersonalContext) {
  // A store or the admin cannot buy: its buttons say so (the session knows the role: no query).
  if (user.role !== "customer") return { wishlisted: NOT_CUSTOMER_SLOT };
  // The session's row says whether there is a wishlist at all: most shoppers' pages need no query.
  const wishlisted = user.has_wishlist !== false && await isWishlisted(db, user.id, params.id);
  return { wishlisted: String(wishlisted) };
}

function NotFound({ unavailable }: { unavailable?: string }) {
  return (
    <Layout>
      <section className="error-page">
        <p className="error-code" aria-hidden="true">404</p>
        <h1>{unavailable ? UNAVAILABLE_TEXT : NOT_FOUND_TEXT}</h1>
        <p>
          {unavailable
            ? `${unavailable} cannot be bought on SwiftCart right now: its store is not selling at the moment.`
            : "It may have sold out and been removed by the seller, or the link may be incomplete."}
        </p>
        <div className="actions">
          <a className="btn btn-primary" href="/products">Browse all products</a>
          <a className="btn" href="/">Back to the home page</a>
        </div>
      </section>
    </Layout>
  );
}

/** "RAM: 8 GB" attributes become their own rows; plain ones ("Fast charging") are listed as features. */
function attributeRows(attributes: string[]): [string, string][] {
  const rows: [string, string][] = [];
  const features: string[] = [];
  for (const attribute of attributes) {
    const match = attribute.match(/^([^:]{1,40}):\s*(.+)$/);
    if (match) rows.push([match[1].trim(), match[2].trim()]);
    else features.push(attribute);
  }
  if (features.length) rows.push(["Features", features.join(", ")]);
  return rows;
}

function Specs({ product }: { product: ProductView }) {
  const rows: [string, ReactNode][] = [
    ["Category", <a key="category" href={categoryHref(product.category_name)}>{product.category_name}</a>],
  ];
  if (product.subcategory_name) {
    rows.push([
      "Subcategory",
      <a key="subcategory" href={categoryHref(product.category_name, product.subcategory_name)}>
        {product.subcategory_name}
      </a>,
    ]);
  }
  rows.push(...attributeRows(product.attributes));
  rows.push(["Colour", product.colour], ["Sold per", product.unit]);
  rows.push(["Product ID (PIN)", <code key="pin">{product.pin}</code>], [
    "Max per order",
    String(product.max_purchase_limit),
  ]);
  if (product.location) rows.push(["Ships from", product.location]);
  return (
    <table className="spec-table">
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={`${i}-${label}`}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ProductPage({ data }: PageProps<Data>) {
  if (!data.product) return <NotFound unavailable={data.unavailable} />;
  const { product, related, wishlisted } = data;
  // From the viewer, not the data: a template is rendered for any shopper with the data of nobody.
  const viewer = useViewer();
  const signedIn = viewer.user !== null;
  const notCustomer = signedIn && viewer.user?.role !== "customer";
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: product.category_name, href: categoryHref(product.category_name) },
  ];
  if (product.subcategory_name) {
    crumbs.push({
      label: product.subcategory_name,
      href: categoryHref(product.category_name, product.subcategory_name),
    });
  }
  crumbs.push({ label: product.name });
  const inStock = product.stock > 0;

  return (
    <Layout liveCart>
      <Breadcrumb items={crumbs} />
      <div className="product-layout">
        <div className="product-media">
          <ProductGallery name={product.name} photos={product.photo_ids.map(mediaUrl)} />
        </div>
        <div className="product-info">
          <p className="product-seller-line">
            <StoreIcon /> {product.store_name}
          </p>
          <h1 className="product-title">{product.name}</h1>
          <Rating rating={product.rating} reviews={product.reviews} />
          <div className="product-price-block">
            <Price
              pricePaise={product.price_paise}
              discountPercent={product.discount_percent}
              variant="detail"
            />
            <p className="tax-note">Inclusive of all taxes</p>
          </div>
          <StockHint stock={product.stock} />
          {signedIn
            ? (
              <Slot
                name="wishlisted"
                value={notCustomer ? NOT_CUSTOMER_SLOT : String(wishlisted)}
                variants={{
                  false: (
                    <ProductActions productId={product.id} inStock={inStock} signedIn wishlisted={false} />
                  ),
                  true: <ProductActions productId={product.id} inStock={inStock} signedIn wishlisted />,
                  [NOT_CUSTOMER_SLOT]: (
                    <ProductActions productId={product.id} inStock={inStock} signedIn notCustomer />
                  ),
                }}
              />
            )
            : <ProductActions productId={product.id} inStock={inStock} signedIn={false} wishlisted={false} />}
          <ul className="promise-cards">
            <li>
              <TruckIcon />
              <span>
                <strong>Delivery in 12–24 hours</strong>
                <small>Free shipping on this order</small>
              </span>
            </li>
            <li>
              <ShieldIcon />
              <span>
                <strong>Sold by {product.store_name}</strong>
                <small>A verified SwiftCart seller</small>
              </span>
            </li>
            <li>
              <ReturnIcon />
              <span>
                <strong>Cancel before dispatch</strong>
                <small>
                  Damage claims within 7 days · <a href="/return">Policy</a>
                </small>
              </span>
            </li>
          </ul>
          <div className="brand-support">
            <p>Defective or damaged product?</p>
            <BrandSupport productName={product.name} supportEmail={SUPPORT_EMAIL} />
          </div>
        </div>
      </div>

      <div className="product-details">
        <div className="product-details-main">
          <section className="panel" aria-labelledby="description-heading">
            <h2 id="description-heading">Description</h2>
            <div className="product-description">
              {product.description.split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
            </div>
            {product.tags.length > 0 && (
              <ul className="tag-list" aria-label="Tags">
                {product.tags.map((tag) => <li key={tag}>{tag}</li>)}
              </ul>
            )}
          </section>
          {product.policy && (
            <section className="panel" aria-labelledby="policy-heading">
              <h2 id="policy-heading">Returns and warranty</h2>
              <p className="product-policy">{product.policy}</p>
              <p className="product-policy-links">
                <a href="/return">Return and cancellation policy</a> ·{" "}
                <a href="/service-centers">Service centres</a>
              </p>
            </section>
          )}
        </div>
        <section className="panel" aria-labelledby="specs-heading">
          <h2 id="specs-heading">Specifications</h2>
          <Specs product={product} />
        </section>
      </div>

      {related.length > 0 && (
        <section className="home-section" aria-labelledby="related-heading">
          <div className="section-head">
            <h2 id="related-heading">More in {product.category_name}</h2>
            <a href={categoryHref(product.category_name)}>See all</a>
          </div>
          <ProductGrid products={related} empty="" />
        </section>
      )}
    </Layout>
  );
}
