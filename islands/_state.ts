/**
 * State shared by several islands. Bundles are split, so this module loads once per page and every
 * island that imports it sees the same signals.
 */
import { signal } from "@preact/signals-react";

/** Items in the cart (sum of quantities); null until an island learns it, so the server's count shows. */
export const cartCount = signal<number | null>(null);

/** Product ids on the shopper's wishlist, once an island has learnt them. */
export const wishlistIds = signal<ReadonlySet<string>>(new Set());
