/**
 * The cart and wishlist calls, for islands. Every answer carries the whole cart or
 * wishlist as the server computed it; the shared signals follow it, so every island showing the cart count
 * or a wishlist heart updates at once. Visitors never get here: the pages show the login prompt instead.
 * A refused call throws ApiError: the HTTP status and the server's message (a sentence a shopper can read).
 */
import { useEffect, useState } from "react";
import { cartCount, wishlistIds } from "./_state.ts";
import { apiCall } from "./_api.ts";

/**
 * Back/forward shows a stored copy of the page: load the list again (with `loading` set meanwhile), so a
 * cart or wishlist changed on another page is never shown stale.
 */
export function useReloadOnBackForward<T>(load: () => Promise<T>, apply: (value: T) => void): boolean {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const onShow = async (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLoading(true);
      try {
        apply(await load());
      } catch (error) {
        console.error(error);
      } finally {
        setLoading(false);
      }
    };
    addEventListener("pageshow", onShow);
    return () => removeEventListener("pageshow", onShow);
  }, [load]);
  return loading;
}

/** The product fields of the API's Product that the cart and wishlist screens show (amounts in rupees). */
interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  priceAfterDiscount: number;
  discountType: number;
  stock: number;
  photos: string[];
}

interface ApiCart {
  cart: { productId: ApiProduct; quantity: number; maxQuantity: number; lineTotal: number }[];
  total: number;
  count: number;
}

/** A product as a card or a cart line shows it; small, so pages can pass lists of them to islands. */
export interface ShelfItem {
  id: string;
  name: string;
  /** First photo URL, if any. */
  photo: string | null;
  /** Price after discount, rupees. */
  price: number;
  /** MRP, rupees. */
  mrp: number;
  discount: number;
  stock: number;
}

export interface CartLine extends ShelfItem {
  quantity: number;
  /** Most units the line may hold now (stock capped by the purchase limit); 0 when out of stock. */
  max: number;
  lineTotal: number;
}

export interface CartData {
  lines: CartLine[];
  total: number;
  count: number;
}

export const toShelfItem = (p: ApiProduct): ShelfItem => ({
  id: p._id,
  name: p.name,
  photo: p.photos[0] ?? null,
  price: p.priceAfterDiscount,
  mrp: p.price,
  discount: p.discountType,
  stock: p.stock,
});

export const toCartData = (answer: ApiCart): CartData => ({
  lines: answer.cart.map((line) => ({
    ...toShelfItem(line.productId),
    quantity: line.quantity,
    max: line.maxQuantity,
    lineTotal: line.lineTotal,
  })),
  total: answer.total,
  count: answer.count,
});

function cartChanged(answer: ApiCart): CartData {
  cartCount.value = answer.count;
  return toCartData(answer);
}

export const fetchCart = async (userId: string) =>
  cartChanged(await apiCall<ApiCart>("GET", `/api/cart/get-cart/${encodeURIComponent(userId)}`));

/** Adds units (one by default); quantities beyond stock or the purchase limit are refused (ApiError 409). */
export const addToCart = async (productId: string, quantity = 1) =>
  cartChanged(await apiCall<ApiCart>("POST", "/api/cart/add-to-cart", { productId, quantity }));

export const setCartQuantity = async (productId: string, quantity: number) =>
  cartChanged(
    await apiCall<ApiCart>("PUT", `/api/cart/update/${encodeURIComponent(productId)}`, { quantity }),
  );

export const removeFromCart = async (productId: string) =>
  cartChanged(await apiCall<ApiCart>("DELETE", `/api/cart/${encodeURIComponent(productId)}`));

interface ApiWishlist {
  wishlist: ApiProduct[];
}

function wishlistChanged(answer: ApiWishlist): ShelfItem[] {
  wishlistIds.value = new Set(answer.wishlist.map((p) => p._id));
  return answer.wishlist.map(toShelfItem);
}

export const fetchWishlist = async (userId: string) =>
  wishlistChanged(await apiCall<ApiWishlist>("GET", `/api/wishlist/${encodeURIComponent(userId)}`));

export const addToWishlist = async (productId: string) =>
  wishlistChanged(await apiCall<ApiWishlist>("POST", "/api/wishlist/add", { productId }));

export const removeFromWishlist = async (productId: string) =>
  wishlistChanged(await apiCall<ApiWishlist>("POST", "/api/wishlist/remove", { productId }));

/** What a store or the admin is told when it tries to buy (the cart and wishlist are a customer's). */
export const NOT_CUSTOMER = "Sign in as a customer to buy";

/** The login page, coming back here afterwards. */
export const loginHref = (next: string) => `/login-customer?next=${encodeURIComponent(next)}`;
