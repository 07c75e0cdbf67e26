import { useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { island } from "../src/ui/island.tsx";
import { CartIcon, CloseIcon, HeartIcon } from "../src/ui/icons.tsx";
import { wishlistIds } from "./_state.ts";
import { addToCart, addToWishlist, loginHref, NOT_CUSTOMER, removeFromWishlist } from "./_shop.ts";
import { ApiError } from "./_api.ts";

interface Props {
  productId: string;
  inStock: boolean;
  /** A customer session exists; visitors get the login prompt instead. */
  signedIn: boolean;
  /** Signed in as a store or the admin: they cannot buy, and are told so instead of being sent to log in. */
  notCustomer?: boolean;
  /** On the signed-in customer's wishlist when the page was rendered. */
  wishlisted?: boolean;
}

type CartState = "idle" | "adding" | "added";

/** 'Added!' stays for 1200 ms. */
export const ADDED_MS = 1200;

const prompts = {
  cart: "Please Login To Add Items to Cart",
  wishlist: "Please Login To Add Items to WishList",
  customer: NOT_CUSTOMER,
} as const;

/** Refusals a shopper must read (too many, out of stock); other failures are only logged. */
const worthSaying = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 400);

/** Add to Cart and Add to Wishlist on the product page. */
function ProductActions({ productId, inStock, signedIn, notCustomer = false, wishlisted = false }: Props) {
  useSignals();
  const [cart, setCart] = useState<CartState>("idle");
  const [prompt, setPrompt] = useState<keyof typeof prompts | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [wishBusy, setWishBusy] = useState(false);
  // Until this island has talked to the server, the page's answer is the truth; afterwards the shared set.
  const [wishKnown, setWishKnown] = useState(false);
  const wished = wishKnown ? wishlistIds.value.has(productId) : wishlisted;

  useEffect(() => {
    if (cart !== "added") return;
    const timer = setTimeout(() => setCart("idle"), ADDED_MS);
    return () => clearTimeout(timer);
  }, [cart]);

  const onAddToCart = async () => {
    if (notCustomer) return setPrompt("customer");
    if (!signedIn) return setPrompt("cart");
    setCart("adding");
    setRefusal(null);
    try {
      await addToCart(productId);
      setCart("added");
    } catch (error) {
      setCart("idle");
      if (error instanceof ApiError && error.status === 401) setPrompt("cart");
      else if (error instanceof ApiError && error.status === 403) setPrompt("customer");
      else if (worthSaying(error)) setRefusal((error as Error).message);
      else console.error(error); // other cart failures are logged, not shown
    }
  };

  const onToggleWishlist = async () => {
    if (notCustomer) return setPrompt("customer");
    if (!signedIn) return setPrompt("wishlist");
    setWishBusy(true);
    try {
      await (wished ? removeFromWishlist(productId) : addToWishlist(productId));
      setWishKnown(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setPrompt("wishlist");
      else if (error instanceof ApiError && error.status === 403) setPrompt("customer");
      else console.error(error);
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
          aria-pressed={signedIn && !notCustomer ? wished : undefined}
          title={wished ? "Remove from your wishlist" : undefined}
          onClick={onToggleWishlist}
          data-testid="add-to-wishlist"
        >
          <HeartIcon />
          {wished ? "Wishlisted" : "Add to Wishlist"}
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {cart === "added" ? "Added to your cart" : ""}
      </span>
      {refusal && (
        <p className="cart-refusal" role="alert" data-testid="cart-refusal">
          {refusal} <a href="/cart">View your cart</a>
        </p>
      )}
      {prompt && (
        <div className="login-prompt" role="alert" data-testid="shop-prompt">
          <p>{prompts[prompt]}</p>
          {prompt !== "customer" && (
            <a className="btn btn-primary" href={loginHref(`/product/${productId}`)}>Login</a>
          )}
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
