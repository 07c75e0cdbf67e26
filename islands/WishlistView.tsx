import { useCallback, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { ImageIcon } from "../src/ui/icons.tsx";
import { formatRupees } from "../src/core/money.ts";
import { fetchWishlist, removeFromWishlist, type ShelfItem, useReloadOnBackForward } from "./_shop.ts";

interface Props {
  userId: string;
  /** The wishlist as the server read it when rendering the page. */
  initial: ShelfItem[];
}

const productHref = (id: string) => `/product/${encodeURIComponent(id)}`;

/** /wishlist: a grid of cards (photo, name, price, View, Remove); 'Your wishlist is empty.' */
function WishlistView({ userId, initial }: Props) {
  const [items, setItems] = useState(initial);
  const loading = useReloadOnBackForward(useCallback(() => fetchWishlist(userId), [userId]), setItems);
  const [busy, setBusy] = useState<string | null>(null);

  const onRemove = async (id: string) => {
    setBusy(id);
    try {
      setItems(await removeFromWishlist(id));
    } catch (error) {
      console.error(error); // wishlist failures are only logged
    } finally {
      setBusy(null);
    }
  };

  if (loading) return <p className="wish-loading" role="status">Loading...</p>;
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">Your wishlist is empty.</p>
        <p>Tap the heart on any product to keep it here for later.</p>
      </div>
    );
  }
  return (
    <ul className="product-grid wish-grid" aria-label="Wishlisted products">
      {items.map((item) => (
        <li key={item.id} className="wish-card" data-testid="wish-card" data-product-id={item.id}>
          <a className="wish-card-media" href={productHref(item.id)} tabIndex={-1} aria-hidden="true">
            {item.photo
              ? <img src={item.photo} alt="" width={300} height={300} loading="lazy" decoding="async" />
              : (
                <span className="no-photo">
                  <ImageIcon />
                </span>
              )}
          </a>
          <div className="wish-card-body">
            <h2 className="wish-card-name">{item.name}</h2>
            <p className="price">
              <span className="price-now">{formatRupees(item.price)}</span>
              {item.discount > 0 && (
                <>
                  <s className="price-mrp">
                    <span className="visually-hidden">MRP:</span>
                    {formatRupees(item.mrp)}
                  </s>
                  <span className="price-off">{item.discount}% off</span>
                </>
              )}
            </p>
            {item.stock <= 0 && <p className="stock stock-out">Out of stock</p>}
            <div className="wish-card-actions">
              <a className="btn btn-primary" href={productHref(item.id)}>
                View<span className="visually-hidden">{item.name}</span>
              </a>
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy === item.id}
                onClick={() =>
                  onRemove(item.id)}
                data-testid="wish-remove"
              >
                Remove<span className="visually-hidden">{item.name}</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default island("WishlistView", WishlistView);
