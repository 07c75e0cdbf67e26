/** One product in a grid: photo, name, price with saving, rating and a stock hint; the whole card is the link. */
import type { ReactNode } from "react";
import type { ProductView } from "../catalogue/products/products.queries.ts";
import { ImageIcon, StarIcon } from "./icons.tsx";
import { firstPhoto, productHref } from "./links.ts";
import { Price } from "./Price.tsx";
import { formatCount } from "../core/money.ts";
import { stockBand } from "../catalogue/products/stock-band.ts";
import { CARD_SIZES, CARD_WIDTHS, srcSet } from "../uploads/media-urls.ts";

/** The only way a page shows stock: by its band (a kept page depends on nothing finer). */
export function StockHint({ stock }: { stock: number }) {
  const band = stockBand(stock);
  if (band === "out") return <p className="stock stock-out">Out of stock</p>;
  if (band === "in") return <p className="stock stock-in">In stock</p>;
  return <p className="stock stock-low">Only {stock} left</p>;
}

export function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  if (!(rating > 0)) return null;
  return (
    <p className="rating">
      <span className="rating-score" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
        {rating.toFixed(1)}
        <StarIcon />
      </span>
      {reviews > 0 && (
        <span className="rating-count">
          ({formatCount(reviews)}
          <span className="visually-hidden">reviews</span>)
        </span>
      )}
    </p>
  );
}

/** Placeholder for a product or category without a photo: calm, same size, no broken-image icon. */
export function NoPhoto({ label }: { label: string }) {
  return (
    <span className="no-photo" role="img" aria-label={label}>
      <ImageIcon />
    </span>
  );
}

export function ProductCard({ product, eager = false }: { product: ProductView; eager?: boolean }) {
  const photo = firstPhoto(product.photo_ids);
  const out = product.stock <= 0;
  return (
    <article className={`product-card${out ? " is-out" : ""}`}>
      <div className="product-card-media">
        {photo
          ? (
            <img
              src={photo}
              alt={product.name}
              width={300}
              height={300}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              srcSet={srcSet(product.photo_ids[0], CARD_WIDTHS, false)}
              sizes={CARD_SIZES}
            />
          )
          : <NoPhoto label={product.name} />}
      </div>
      <div className="product-card-body">
        <h3 className="product-card-name">
          <a href={productHref(product.id)} className="card-link">{product.name}</a>
        </h3>
        <Rating rating={product.rating} reviews={product.reviews} />
        <Price pricePaise={product.price_paise} discountPercent={product.discount_percent} />
        <StockHint stock={product.stock} />
      </div>
    </article>
  );
}

interface GridProps {
  products: ProductView[];
  /** Shown instead of the grid when there is nothing to list. */
  empty: string;
  emptyHint?: ReactNode;
}

export function ProductGrid({ products, empty, emptyHint }: GridProps) {
  if (products.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-title">{empty}</p>
        {emptyHint}
      </div>
    );
  }
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
