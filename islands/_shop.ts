/**
 * What the cart and wishlist buttons do for a signed-in customer (spec section 7). Visitors never get
 * here: the buttons show the login prompt instead (spec section 6).
 */
import { cartCount, wishlistIds } from "./_state.ts";

interface CartLine {
  quantity: number;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return await response.json() as T;
}

/** Adds one unit; the answer is the whole cart, whose quantities sum to the header's count. */
export async function addToCart(productId: string, quantity = 1): Promise<void> {
  const { cart } = await post<{ cart: CartLine[] }>("/api/cart/add-to-cart", { productId, quantity });
  cartCount.value = cart.reduce((sum, line) => sum + line.quantity, 0);
}

export async function addToWishlist(productId: string): Promise<void> {
  await post("/api/wishlist/add", { productId });
  wishlistIds.value = new Set([...wishlistIds.value, productId]);
}
