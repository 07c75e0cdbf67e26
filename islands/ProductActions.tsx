import { useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { island } from "../src/ui/island.tsx";
import { CartIcon, CloseIcon, HeartIcon } from "../src/ui/icons.tsx";
import { wishlistIds } from "./_state.ts";
import { addToCart, addToWishlist } from "./_shop.ts";

interface Props {
  productId: string;
  inStock: boolean;
  /** A customer session exists; visitors get the login prompt instead (spec section 6). */
  signedIn: boolean;
}

type CartState = "idle" | "adding" | "added";

/** Spec section 9: 'Added!' stays for 1200 ms. */
export const ADDED_MS = 1200;

const prompts = {
  cart: "Please Login To Add Items to Cart",
  wishlist: "Please Login To Add Items to WishList",
} as const;

/** Add to Cart and Add to Wishlist on the product page. */
function ProductActions({ productId, inStock, signedIn }: Props) {
  useSignals();
  const [cart, setCart] = useState<CartState>("idle");
  const [prompt, setPrompt] = useState<keyof typeof prompts | null>(null);
  const [wishBusy, setWishBusy] = useState(false);
  const wished = wishlistIds.value.has(productId);

  useEffect(() => {
    if (cart !== "added") return;
    const timer = setTimeout(() => setCart("idle"), ADDED_MS);
    return () => clearTimeout(timer);
  }, [cart]);

  const onAddToCart = async () => {
    if (!signedIn) return setPrompt("cart");
    setCart("adding");
    try {
      await addToCart(productId);
      setCart("added");
    } catch (error) {
      console.error(error); // spec section 8: cart failures are logged, not shown
      setCart("idle");
    }
  };

  const onAddToWishlist = async () => {
    if (!signedIn) return setPrompt("wishlist");
    setWishBusy(true);
    try {
      await addToWishlist(productId);
    } catch (error) {
      console.error(error);
    } finally {
      setWishBusy(false);
    }
  };

  return (
    <div className="product-actions">
      <div className="product-actions-buttons">
        <button
          type="button"
          className="btn btn-accent btn-lg"
          disabled={!inStock || cart === "adding"}
          onClick={onAddToCart}
          data-testid="add-to-cart"
        >
          <CartIcon />
          {!inStock
            ? "Out of stock"
            : cart === "adding"
            ? "Adding..."
            : cart === "added"
            ? "Added!"
            : "Add to Cart"}
        </button>
        <button
          type="button"
          className={`btn btn-outline btn-lg${wished ? " is-wished" : ""}`}
          disabled={wishBusy}
          aria-pressed={signedIn ? wished : undefined}
          onClick={onAddToWishlist}
          data-testid="add-to-wishlist"
        >
          <HeartIcon />
          {wished ? "In your Wishlist" : "Add to Wishlist"}
        </button>
      </div>
      <span className="visually-hidden" role="status">{cart === "added" ? "Added to your cart" : ""}</span>
      {prompt && (
        <div className="login-prompt" role="alert">
          <p>{prompts[prompt]}</p>
          <a className="btn btn-primary" href="/login-customer">Login</a>
          <button
            type="button"
            className="login-prompt-close"
            aria-label="Dismiss"
            onClick={() => setPrompt(null)}
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}

export default island("ProductActions", ProductActions);
